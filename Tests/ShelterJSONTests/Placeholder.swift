import Testing

@Test func placeholderShelterJSON() {}
