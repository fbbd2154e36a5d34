import Testing

@Test func placeholderTesting() {}
