import Testing

@Test func placeholderShelterFixtures() {}
