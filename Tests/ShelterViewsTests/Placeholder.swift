import Testing

@Test func placeholderShelterViews() {}
