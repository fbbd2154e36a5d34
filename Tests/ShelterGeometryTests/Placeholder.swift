import Testing

@Test func placeholderShelterGeometry() {}
