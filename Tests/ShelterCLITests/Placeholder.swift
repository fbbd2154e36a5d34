import Testing

@Test func placeholderShelterCLI() {}
