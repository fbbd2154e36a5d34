import ShelterSupport
import Testing

/// The one escaping of SVG, HTML and XML text.
@Suite("MarkupText")
struct MarkupTextTests {
  @Test func markupCharactersBecomeEntitiesAndLineBreaksReferences() {
    #expect(MarkupText.escaped("a<b&c>'\"") == "a&lt;b&amp;c&gt;&apos;&quot;")
    #expect(MarkupText.escaped("1\t2\n3\r") == "1&#9;2&#10;3&#13;")
  }

  /// XML 1.0's Char production allows #x9, #xA, #xD, #x20–#xD7FF, #xE000–#xFFFD and above: the other
  /// controls, U+FFFE and U+FFFF cannot be written even as references.
  @Test func charactersXMLCannotHoldBecomeTheReplacementCharacter() {
    #expect(MarkupText.escaped("a\u{0}b\u{1B}c\u{FFFE}d\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}")
    // Other characters whose UTF-8 starts with 0xEF, as U+FFFE's does, stay.
    #expect(MarkupText.escaped("\u{F000}\u{FFFD}\u{FF21}<") == "\u{F000}\u{FFFD}\u{FF21}&lt;")
  }

  @Test func plainTextIsReturnedAsItIs() {
    #expect(MarkupText.escaped("login.json · step 2 · é ✓") == "login.json · step 2 · é ✓")
    #expect(MarkupText.escaped("") == "")
  }
}
