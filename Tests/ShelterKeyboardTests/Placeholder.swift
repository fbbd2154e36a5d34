import Testing

@Test func placeholderShelterKeyboard() {}
