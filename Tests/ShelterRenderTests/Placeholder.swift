import Testing

@Test func placeholderRender() {}
