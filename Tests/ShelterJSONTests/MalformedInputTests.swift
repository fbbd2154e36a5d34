import ShelterJSON
import Testing

/// One malformed input with the error it must produce.
struct Malformed: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  let kind: JSONError.Kind
  let line: Int
  let column: Int

  init(_ name: String, _ text: String, _ kind: JSONError.Kind, line: Int = 1, column: Int) {
    self.init(name, bytes: Array(text.utf8), kind, line: line, column: column)
  }

  init(_ name: String, bytes: [UInt8], _ kind: JSONError.Kind, line: Int = 1, column: Int) {
    self.name = name
    self.bytes = bytes
    self.kind = kind
    self.line = line
    self.column = column
  }

  var testDescription: String { name }
}

@Suite("Malformed input")
struct MalformedInputTests {
  // Columns are 1-based and count Unicode scalars; the comment after each row locates the
  // offending character by hand.
  static let cases: [Malformed] = [
    Malformed("empty input", "", .emptyInput, column: 1),
    // Three spaces, LF, two spaces: the end is line 2 after two columns.
    Malformed("only whitespace", "   \n  ", .emptyInput, line: 2, column: 3),
    Malformed("only a byte order mark", bytes: [0xEF, 0xBB, 0xBF], .emptyInput, column: 1),
    // `[1,]`: ']' is the 4th character.
    Malformed("trailing comma in array", "[1,]", .unexpectedCharacter("]"), column: 4),
    // `{"a":1,}`: '}' is the 8th character.
    Malformed("trailing comma in object", #"{"a":1,}"#, .unexpectedCharacter("}"), column: 8),
    Malformed("single-quoted key", "{'a':1}", .unexpectedCharacter("'"), column: 2),
    Malformed("single-quoted string", "['a']", .unexpectedCharacter("'"), column: 2),
    Malformed("line comment", "// note\n1", .unexpectedCharacter("/"), column: 1),
    // `[1 /* c */]`: '/' follows "[1 ", column 4.
    Malformed("block comment", "[1 /* c */]", .unexpectedCharacter("/"), column: 4),
    Malformed("NaN literal", "NaN", .unexpectedCharacter("N"), column: 1),
    Malformed("Infinity literal", "[Infinity]", .unexpectedCharacter("I"), column: 2),
    // '-' must be followed by a digit; 'I' is column 2.
    Malformed("negative Infinity", "-Infinity", .invalidNumber, column: 2),
    // The leading zero itself is reported.
    Malformed("leading zero", "01", .invalidNumber, column: 1),
    // `[-012]`: the '0' after '-' is column 3.
    Malformed("negative leading zero", "[-012]", .invalidNumber, column: 3),
    Malformed("plus sign", "+1", .unexpectedCharacter("+"), column: 1),
    Malformed("bare fraction", ".5", .unexpectedCharacter("."), column: 1),
    // `[0, -1e400]`: the number starts at column 5.
    Malformed("number overflow", "[0, -1e400]", .numberOutOfRange, column: 5),
    // `{"a" 1}`: '1' is column 6 where ':' belongs.
    Malformed("missing colon", #"{"a" 1}"#, .unexpectedCharacter("1"), column: 6),
    Malformed("missing comma", "[1 2]", .unexpectedCharacter("2"), column: 4),
    Malformed("unquoted key", "{a:1}", .unexpectedCharacter("a"), column: 2),
    Malformed("mismatched bracket", #"{"a":[1}"#, .unexpectedCharacter("}"), column: 8),
    // `{"a":1`: the input ends after 6 bytes, so the end is column 7.
    Malformed("unclosed object", #"{"a":1"#, .unexpectedEnd, column: 7),
    Malformed("unclosed array", "[", .unexpectedEnd, column: 2),
    Malformed("unterminated string", #""abc"#, .unexpectedEnd, column: 5),
    Malformed("truncated literal", "tru", .unexpectedEnd, column: 4),
    Malformed("misspelled literal", "[nul1]", .unexpectedCharacter("1"), column: 5),
    Malformed("capitalised literal", "True", .unexpectedCharacter("T"), column: 1),
    // The backslash of `\x` is column 2.
    Malformed("unknown escape", #""\x""#, .invalidEscape, column: 2),
    Malformed("short unicode escape", #""\u12G4""#, .invalidEscape, column: 2),
    Malformed("lone high surrogate", #""\uD800""#, .unpairedSurrogate, column: 2),
    Malformed("lone low surrogate", #""a\uDC00""#, .unpairedSurrogate, column: 3),
    // A tab byte inside `"a<TAB>b"` at column 3.
    Malformed("raw tab in string", "\"a\tb\"", .controlCharacterInString, column: 3),
    // The raw LF is still on line 1: a line ends after its LF.
    Malformed("raw newline in string", "\"a\nb\"", .controlCharacterInString, column: 3),
    Malformed("invalid UTF-8 byte", bytes: [0x22, 0xFF, 0x22], .invalidUTF8, column: 2),
    // C0 80 is an overlong encoding of U+0000.
    Malformed("overlong UTF-8", bytes: [0x22, 0x61, 0xC0, 0x80, 0x22], .invalidUTF8, column: 3),
    // ED A0 80 would encode the surrogate U+D800.
    Malformed("UTF-8 encoded surrogate", bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], .invalidUTF8, column: 2),
    // F4 90 80 80 would be U+110000, above the last code point.
    Malformed("UTF-8 above U+10FFFF", bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], .invalidUTF8, column: 2),
    Malformed("truncated UTF-8", bytes: [0x22, 0xE2, 0x82, 0x22], .invalidUTF8, column: 2),
    Malformed("invalid UTF-8 outside a string", bytes: [0x5B, 0xFF, 0x5D], .invalidUTF8, column: 2),
    // The second "a" key starts at column 8 of `{"a":1,"a":2}`.
    Malformed("duplicate key", #"{"a":1,"a":2}"#, .duplicateKey("a"), column: 8),
    // `[1] x`: 'x' is column 5.
    Malformed("trailing garbage", "[1] x", .trailingContent, column: 5),
    Malformed("two roots", "{} {}", .trailingContent, column: 4),
    Malformed("control character outside strings", "[\u{7}]", .unexpectedCharacter("\u{7}"), column: 2),
    // CR LF ends line 1; on line 2 `  "a": x}` puts 'x' at column 8.
    Malformed("CRLF line counting", "{\r\n  \"a\": x}", .unexpectedCharacter("x"), line: 2, column: 8),
    // `["é", x]`: 'x' is the 7th scalar (byte offset 7, since 'é' takes two bytes).
    Malformed("columns count scalars", "[\"é\", x]", .unexpectedCharacter("x"), column: 7),
  ]

  @Test(arguments: cases)
  func rejects(_ malformed: Malformed) {
    let error = parseFailure(malformed.bytes)
    #expect(error?.kind == malformed.kind)
    #expect(error?.line == malformed.line)
    #expect(error?.column == malformed.column)
  }

  @Test func messageNamesTheExpectationAndTheFoundCharacter() {
    // Line 3 is `  "size": [0, 0]]`: '"size"' spans columns 3-8, ':' 9, '[' 11, the array closes
    // at column 16 and the extra ']' sits at column 17, inside the object opened on line 2.
    let text = "{\n  \"window\": {\n  \"size\": [0, 0]]\n}"
    let error = parseFailure(text)
    #expect(
      error?.description == "line 3, column 17: expected ',' or '}' after an object member, found ']'")
    #expect(error?.kind == .unexpectedCharacter("]"))
  }

  @Test(arguments: [
    ("", "line 1, column 1: empty input, expected a JSON value"),
    ("[1,]", "line 1, column 4: expected a value after ',', found ']'"),
    (#"{"a":1,}"#, "line 1, column 8: expected a string key after ',', found '}'"),
    ("{'a':1}", #"line 1, column 2: expected a string key or '}', found "'""#),
    (#"{"a":"#, "line 1, column 6: unexpected end of input, expected a value after ':'"),
    ("[1 2]", "line 1, column 4: expected ',' or ']' after an array element, found '2'"),
    ("[\u{7}]", "line 1, column 2: expected a value or ']', found U+0007"),
    ("[é]", "line 1, column 2: expected a value or ']', found 'é' (U+00E9)"),
    ("01", "line 1, column 1: invalid number: leading zeros are not allowed"),
    ("-", "line 1, column 2: invalid number: expected a digit after '-', found end of input"),
    ("1.x", "line 1, column 3: invalid number: expected a digit after '.', found 'x'"),
    ("1e+", "line 1, column 4: invalid number: expected a digit in the exponent, found end of input"),
    ("1e400", "line 1, column 1: number out of range: 1e400 does not fit in a 64-bit floating-point value"),
    (
      "[0, 1e-400]",
      "line 1, column 5: number out of range: 1e-400 is too close to zero for a 64-bit floating-point value"
    ),
    (#"{"id":1,"id":2}"#, #"line 1, column 9: duplicate key "id" in an object"#),
    ("[1] x", "line 1, column 5: unexpected 'x' after the end of the JSON value"),
    ("[tru]", "line 1, column 5: expected 'true', found ']'"),
  ])
  func messages(_ input: String, _ expected: String) {
    #expect(parseFailure(input)?.description == expected)
  }

  @Test func invalidUTF8MessageNamesTheByte() {
    let error = parseFailure([0x22, 0xFF, 0x22])
    #expect(
      error?.description == "line 1, column 2: invalid UTF-8: byte 0xFF does not start a valid sequence")
    #expect(error?.offset == 1)
  }

  @Test func byteOrderMarkIsNotAColumn() {
    // EF BB BF then `[x]`: 'x' is byte offset 4 but column 2.
    let error = parseFailure([0xEF, 0xBB, 0xBF, 0x5B, 0x78, 0x5D])
    #expect(error?.kind == .unexpectedCharacter("x"))
    #expect((error?.line, error?.column, error?.offset) == (1, 2, 4))
  }

  @Test func byteOrderMarkOnlyAtTheStart() {
    // A mark after whitespace is an unexpected U+FEFF.
    let error = parseFailure([0x20, 0xEF, 0xBB, 0xBF, 0x31])
    #expect(error?.kind == .unexpectedCharacter("\u{FEFF}"))
    #expect(error?.column == 2)
  }

  @Test func errorsCompareEqual() {
    #expect(parseFailure("[1,]") == parseFailure("[1,]"))
    #expect(parseFailure("[1,]") != parseFailure("[1,,]"))
  }
}
