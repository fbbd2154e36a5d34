import Testing

@Test func placeholderShelterDump() {}
