import Testing

@Test func placeholderShelterNotifications() {}
