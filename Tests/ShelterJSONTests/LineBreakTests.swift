import Testing

@testable import ShelterJSON

/// Lines and columns of errors and nodes: every line ending editors know, columns in Unicode
/// scalars, and no memory spent on whitespace to find them.
@Suite("Line breaks, columns and whitespace")
struct LineBreakTests {
  struct Located: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let line: Int
    let column: Int
    var testDescription: String { name }
  }

  static let errors: [Located] = [
    // CR-only (old Mac) endings: `"b": x}` is line 3, 'x' its 6th scalar.
    Located(name: "CR-only lines", text: "{\r\"a\": 1,\r\"b\": x}", line: 3, column: 6),
    // CR LF, lone CR, LF, LF: ' x]' is line 5, 'x' at column 2.
    Located(name: "mixed line endings", text: "[1,\r\n2,\r3,\n\n x]", line: 5, column: 2),
    // A CR right before the end still ends its line: the end is line 2, column 1.
    Located(name: "CR before the end", text: "[1,\r", line: 2, column: 1),
    // Two emoji (four UTF-8 bytes each) are two columns: `["😀😀", x]` puts 'x' at column 8.
    Located(name: "four-byte scalars", text: "[\"😀😀\", x]", line: 1, column: 8),
    // 'é' written as e + U+0301 is two scalars: `["é", x]` puts 'x' at column 8.
    Located(name: "combining mark", text: "[\"e\u{301}\", x]", line: 1, column: 8),
    // Trailing content after blank lines: `  x` on line 4 puts 'x' at column 3.
    Located(name: "content after blank lines", text: "[1]\n\n\n  x", line: 4, column: 3),
  ]

  @Test(arguments: errors)
  func errorPosition(_ case: Located) {
    let error = parseFailure(`case`.text)
    #expect(error?.line == `case`.line)
    #expect(error?.column == `case`.column)
  }

  @Test func nodePositionsWithCROnlyEndings() throws {
    let root = try JSONDocument(parsing: "{\r\"a\": [1,\r  2]}").root
    // `"a": [1,` is line 2 with '[' at column 6; `  2]}` is line 3 with '2' at column 3.
    #expect((root["a"]?.line, root["a"]?.column) == (2, 6))
    #expect((root["a"]?[1]?.line, root["a"]?[1]?.column) == (3, 3))
    #expect((root.line, root.column) == (1, 1))
  }

  @Test func nodePositionsAcrossBlankLines() throws {
    let root = try JSONDocument(parsing: "\n\n\n[\n\n\n1,\r\n\r\n 2, \"😀\", 3]").root
    // '[' is line 4; '1' line 7; ' 2, "😀", 3]' is line 9 with '2' at 2, '"' at 5, '3' at 10.
    #expect((root.line, root.column) == (4, 1))
    #expect((root[0]?.line, root[0]?.column) == (7, 1))
    #expect((root[1]?.line, root[1]?.column) == (9, 2))
    #expect((root[2]?.line, root[2]?.column) == (9, 5))
    #expect((root[3]?.line, root[3]?.column) == (9, 10))
  }

  /// Whitespace after the value costs nothing to keep: no line entries, no bytes in the arena.
  @Test func trailingLineFeedsAreNotStored() throws {
    let value = #"{"a": [1, 2]}"#
    let document = try JSONDocument(parsing: Array(value.utf8) + [UInt8](repeating: 0x0A, count: 100_000))
    #expect(document.storage.lineMarks.isEmpty)
    #expect(document.storage.arena.count == value.utf8.count)
    #expect(document.root["a"]?[1]?.numberValue == 2)
  }

  /// An array that is mostly the value is kept as it is, not copied: a large fixture costs its
  /// file's size once.
  @Test func mostlyValueInputIsSharedNotCopied() throws {
    let input = Array(#"{"a": "x\ty", "b": [1, 2]}"#.utf8) + [0x0A]
    let document = try JSONDocument(parsing: input)
    let shared = document.storage.arena.withUnsafeBufferPointer { arena in
      input.withUnsafeBufferPointer { $0.baseAddress == arena.baseAddress }
    }
    #expect(shared)
    #expect(document.root["a"]?.stringValue == "x\ty")
    #expect(document.root["b"]?[1]?.numberValue == 2)
  }

  /// Leading blank lines are not kept either; positions and strings still read back.
  @Test func leadingLineFeedsAreNotStored() throws {
    let value = #"  {"a": "x\ty", "b": "plain"}"#
    let document = try JSONDocument(
      parsing: [UInt8](repeating: 0x0A, count: 50_000) + Array(value.utf8) + [0x0D, 0x0D])
    // The arena keeps the value's line from its start (two spaces); the decoded "x<TAB>y" is
    // kept apart.
    #expect(document.storage.arena.count == value.utf8.count)
    #expect(document.storage.decoded == Array("x\ty".utf8))
    #expect(document.storage.lineMarks.map(\.line) == [50_001])
    let root = document.root
    #expect((root.line, root.column, root.offset) == (50_001, 3, 50_002))
    #expect(root["a"]?.stringValue == "x\ty")
    #expect(root["b"]?.stringValue == "plain")
    // `  {"a": "x\ty", "b": "plain"}`: the string "plain" opens at the 22nd scalar.
    #expect((root["b"]?.line, root["b"]?.column) == (50_001, 22))
  }

  /// Blank lines between values cost no line entries either: only the lines that hold a node do.
  @Test func blankLinesBetweenValuesAreNotStored() throws {
    let blank = String(repeating: "\n", count: 10_000)
    let document = try JSONDocument(parsing: "[1," + blank + "2," + blank + "3]")
    #expect(document.storage.lineMarks.map(\.line) == [10_001, 20_001])
    #expect(document.root[2]?.line == 20_001)
  }

  /// Strings decoded from escapes still read back when the trailing whitespace is left out.
  @Test func escapedStringsBeforeTrailingWhitespace() throws {
    let text = #"{"k\u0041": "v\"w", "plain": "p", "n": "a\nb"}"# + " \r\n\n\t\n"
    let root = try JSONDocument(parsing: text).root
    #expect(root.members.map(\.key) == ["kA", "plain", "n"])
    #expect(root["kA"]?.stringValue == #"v"w"#)
    #expect(root["plain"]?.stringValue == "p")
    #expect(root["n"]?.stringValue == "a\nb")
  }
}
