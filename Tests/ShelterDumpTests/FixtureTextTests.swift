import Testing

@testable import ShelterDump

@Suite struct FixtureTextTests {
  @Test(arguments: [
    (375, "375"),
    (-0.0, "0"),
    (-12, "-12"),
    (0.5, "0.5"),
    (45.6667, "45.6667"),
    (1e-5, "1e-5"),
    (-2.5e-7, "-2.5e-7"),
    (1e20, "1e20"),
    (9_007_199_254_740_991, "9007199254740991"),
  ])
  func numberSpelling(value: Double, text: String) {
    #expect(FixtureText.format(value) == text)
  }

  @Test func prettyLayout() {
    var writer = FixtureText(pretty: true)
    writer.beginObject()
    writer.key("frame")
    writer.numbers([0, 0, 390, 844])
    writer.key("empty")
    writer.beginArray()
    writer.endArray()
    writer.key("subviews")
    writer.beginArray()
    writer.beginObject()
    writer.key("id")
    writer.string("a\u{8}\u{C}\u{1}")
    writer.endObject()
    writer.endArray()
    writer.endObject()
    #expect(
      writer.output == """
        {
          "frame": [0, 0, 390, 844],
          "empty": [],
          "subviews": [
            {
              "id": "a\\b\\f\\u0001"
            }
          ]
        }
        """)
  }

  @Test func compactLayout() {
    var writer = FixtureText(pretty: false)
    writer.beginObject()
    writer.key("a")
    writer.numbers([1, 2])
    writer.key("b")
    writer.bool(true)
    writer.key("c")
    writer.null()
    writer.endObject()
    #expect(writer.output == #"{"a":[1,2],"b":true,"c":null}"#)
  }
}
