import ShelterJSON
import Testing

@Suite("Strings and Unicode escapes")
struct StringTests {
  @Test(arguments: [
    (#""plain""#, "plain"),
    (#""""#, ""),
    (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
    (#""\u0041\u00e9\u20AC""#, "Aé€"),
    // U+1F600 is the pair D83D DE00: (0xD83D - 0xD800) << 10 + (0xDE00 - 0xDC00) + 0x10000.
    (#""\uD83D\uDE00""#, "😀"),
    (#""\ud83d\ude00""#, "😀"),
    // U+10FFFF, the last code point, is DBFF DFFF.
    (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
    (#""\u0000""#, "\u{0}"),
    (#""a\nb\u0020c""#, "a\nb c"),
    ("\"é😀€\"", "é😀€"),
    // Escapes after raw UTF-8 keep both parts.
    ("\"é\\t😀\"", "é\t😀"),
    // Noncharacters are valid scalars.
    (#""\uFFFF""#, "\u{FFFF}"),
    ("\"\u{7F}\"", "\u{7F}"),
  ])
  func decodes(_ json: String, _ expected: String) throws {
    let value = try JSONDocument(parsing: json).root.stringValue
    #expect(value == expected)
    #expect(value?.unicodeScalars.elementsEqual(expected.unicodeScalars) == true)
  }

  @Test func rawFourByteUTF8() throws {
    // F4 8F BF BF is U+10FFFF, the largest valid sequence.
    let root = try JSONDocument(parsing: [0x22, 0xF4, 0x8F, 0xBF, 0xBF, 0x22]).root
    #expect(root.stringValue == "\u{10FFFF}")
  }

  @Test(arguments: [
    // The pair is reversed: a low surrogate first.
    (#""\uDE00\uD83D""#, 2),
    // A high surrogate followed by a non-surrogate escape.
    (#""\uD83D\u0041""#, 2),
    // Two high surrogates.
    (#""\uD83D\uD83D""#, 2),
    // A high surrogate followed by plain text.
    (#""x\uD83Dabc""#, 3),
  ])
  func rejectsUnpairedSurrogates(_ json: String, column: Int) {
    let error = parseFailure(json)
    #expect(error?.kind == .unpairedSurrogate)
    #expect(error?.column == column)
  }

  @Test func highSurrogateFollowedByMalformedEscape() {
    // `"\uD83D\uZZZZ"`: the second escape's backslash is column 8.
    let error = parseFailure(#""\uD83D\uZZZZ""#)
    #expect(error?.kind == .invalidEscape)
    #expect(error?.column == 8)
  }

  @Test(arguments: [#""\u12"#, #""\uD83D"#, #""\uD83D\"#, #""\uD83D\uDE"#, #""\"#])
  func escapesCutShortByTheEndOfInput(_ json: String) {
    let error = parseFailure(json)
    #expect(error?.kind == .unexpectedEnd)
    #expect(error?.offset == json.utf8.count)
  }

  @Test func shortEscapeBeforeTheClosingQuote() {
    // `"\u12"`: the quote is not a hex digit, so the escape itself is wrong, at its backslash.
    let error = parseFailure(#""\u12""#)
    #expect(error?.kind == .invalidEscape)
    #expect(error?.column == 2)
  }

  @Test func escapedKeysAreDecodedForLookupAndDuplicates() throws {
    let root = try JSONDocument(parsing: #"{"k\u0065y": 1, "tab\tkey": 2}"#).root
    #expect(root["key"]?.numberValue == 1)
    #expect(root["tab\tkey"]?.numberValue == 2)
    #expect(root.members.map(\.key) == ["key", "tab\tkey"])
    // "a" and "\u0061" are the same key; the second starts at column 8.
    let error = parseFailure(#"{"a":1,"\u0061":2}"#)
    #expect(error?.kind == .duplicateKey("a"))
    #expect(error?.column == 8)
  }

  @Test func duplicateKeysInLargeObjects() {
    // 40 distinct keys pass the linear check and switch to hashing; a repeat of key 3 after them
    // is still found.
    let members = (0..<40).map { "\"key\($0)\": \($0)" }
    #expect(parseFailure("{" + members.joined(separator: ", ") + "}") == nil)
    let duplicated = "{" + members.joined(separator: ", ") + ", \"key3\": 0}"
    #expect(parseFailure(duplicated)?.kind == .duplicateKey("key3"))
    // Keys longer than the fingerprint that share their first seven bytes stay distinct.
    #expect(parseFailure(#"{"abcdefgh1": 1, "abcdefgh2": 2}"#) == nil)
    #expect(parseFailure(#"{"abcdefgh1": 1, "abcdefgh1": 2}"#)?.kind == .duplicateKey("abcdefgh1"))
  }

  @Test func sameKeyInDifferentObjectsIsFine() throws {
    let root = try JSONDocument(parsing: #"{"a": {"a": {"a": 1}}, "b": {"a": 2}}"#).root
    #expect(root["a"]?["a"]?["a"]?.numberValue == 1)
    #expect(root["b"]?["a"]?.numberValue == 2)
  }

  @Test func everyControlCharacterIsRejected() {
    for byte in UInt8(0)..<0x20 {
      let error = parseFailure([0x22, byte, 0x22])
      #expect(error?.kind == .controlCharacterInString, "byte \(byte)")
    }
  }
}
