import ShelterJSON
import ShelterSupport
import Testing

@Suite("Writer")
struct WriterTests {
  /// Writes `{"a": 1, "b": [true, false, null], "c": "x", "d": {}}` with the given mode.
  func sample(pretty: Bool) -> String {
    var writer = JSONWriter(pretty: pretty)
    writer.beginObject()
    writer.key("a")
    writer.number(1)
    writer.key("b")
    writer.beginArray()
    writer.bool(true)
    writer.bool(false)
    writer.null()
    writer.endArray()
    writer.key("c")
    writer.string("x")
    writer.key("d")
    writer.beginObject()
    writer.endObject()
    writer.endObject()
    #expect(writer.isComplete)
    return writer.output
  }

  @Test func compactHasNoWhitespace() {
    #expect(sample(pretty: false) == #"{"a":1,"b":[true,false,null],"c":"x","d":{}}"#)
  }

  @Test func prettyIndentsByTwoSpaces() {
    let expected = """
      {
        "a": 1,
        "b": [
          true,
          false,
          null
        ],
        "c": "x",
        "d": {}
      }
      """
    #expect(sample(pretty: true) == expected)
  }

  @Test func prettyKeepsNumberArraysOnOneLine() {
    var writer = JSONWriter(pretty: true)
    writer.beginObject()
    writer.key("frame")
    writer.beginArray()
    for value in [0, 0, 390, 844] { writer.number(value) }
    writer.endArray()
    writer.key("rects")
    writer.beginArray()
    for rect in [[0.0, 0, 10, 10], [1.5, -2, 3, 4]] {
      writer.beginArray()
      for value in rect { writer.number(value) }
      writer.endArray()
    }
    writer.endArray()
    writer.key("empty")
    writer.beginArray()
    writer.endArray()
    writer.endObject()
    let expected = """
      {
        "frame": [0, 0, 390, 844],
        "rects": [
          [0, 0, 10, 10],
          [1.5, -2, 3, 4]
        ],
        "empty": []
      }
      """
    #expect(writer.output == expected)
  }

  @Test func prettyArrayBreaksWhenANonNumberFollowsNumbers() {
    var writer = JSONWriter(pretty: true)
    writer.beginArray()
    writer.number(1)
    writer.number(-2.5)
    writer.string("three")
    writer.number(4)
    writer.endArray()
    #expect(writer.output == "[\n  1,\n  -2.5,\n  \"three\",\n  4\n]")
  }

  @Test func prettyNestedBreakAtDepth() {
    var writer = JSONWriter(pretty: true)
    writer.beginObject()
    writer.key("a")
    writer.beginArray()
    writer.number(1)
    writer.beginObject()
    writer.key("b")
    writer.null()
    writer.endObject()
    writer.endArray()
    writer.endObject()
    #expect(writer.output == "{\n  \"a\": [\n    1,\n    {\n      \"b\": null\n    }\n  ]\n}")
  }

  @Test(arguments: [
    (390.0, "390"),
    (-0.0, "0"),
    (0.0, "0"),
    (-12.0, "-12"),
    (0.1, "0.1"),
    (-2.5, "-2.5"),
    (123456.789, "123456.789"),
    (1e-7, "1e-7"),
    (Double.leastNonzeroMagnitude, "5e-324"),
    (1e20, "1e20"),
    (1e16, "1e16"),
    (1.5e300, "1.5e300"),
    (-1.25e-10, "-1.25e-10"),
    // 2^53 - 1 and 2^53: still printed as integers, not in exponent form.
    (9_007_199_254_740_991, "9007199254740991"),
    (9_007_199_254_740_992, "9007199254740992"),
    (Double.greatestFiniteMagnitude, "1.7976931348623157e308"),
  ])
  func numberFormatting(_ value: Double, _ expected: String) {
    #expect(NumberText.shortest(value) == expected)
    var writer = JSONWriter()
    writer.number(value)
    #expect(writer.output == expected)
  }

  @Test func integerOverload() {
    var writer = JSONWriter()
    writer.beginArray()
    writer.number(-5)
    writer.number(Int.max)
    writer.endArray()
    #expect(writer.output == "[-5,9223372036854775807]")
  }

  @Test func stringEscaping() {
    var writer = JSONWriter()
    writer.string("a\"b\\c/\n\r\t\u{8}\u{C}\u{1}\u{1F}\u{7F}é😀")
    // Quote and backslash are escaped, the five short escapes are used, other C0 controls become
    // \u00XX in lower-case hex; '/', DEL and non-ASCII pass through.
    #expect(writer.output == #""a\"b\\c/\n\r\t\b\f\u0001\u001f"# + "\u{7F}é😀\"")
  }

  @Test func keysAreEscapedToo() {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("say \"hi\"")
    writer.number(1)
    writer.endObject()
    #expect(writer.output == #"{"say \"hi\"":1}"#)
  }

  @Test func scalarRootAndCompleteness() {
    var writer = JSONWriter(pretty: true)
    #expect(!writer.isComplete)
    writer.string("only")
    #expect(writer.isComplete)
    #expect(writer.output == #""only""#)
    #expect(writer.bytes == Array(#""only""#.utf8))
  }

  @Test func nodeWritesBackInWriterFormat() throws {
    let document = try JSONDocument(parsing: #" { "b" : [ 1.0 , -0 , 2e1 ] , "a" : "\u00e9\n" } "#)
    #expect(document.root.jsonText() == #"{"b":[1,0,20],"a":"é\n"}"#)
    #expect(document.root["b"]!.jsonText(pretty: true) == "[1, 0, 20]")
  }
}
