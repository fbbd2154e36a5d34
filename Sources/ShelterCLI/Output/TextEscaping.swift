import ShelterSupport

/// Makes text safe for a terminal: control characters become visible escapes.
///
/// An id holding NUL or ESC (`"a\u{1B}[2Jb"`) would otherwise reach the terminal raw, where ESC
/// starts a control sequence that can clear the screen or rewrite earlier lines. Every C0 control
/// but line feed and tab, DEL and the C1 controls are written as Swift escapes: `\u{0}`, `\u{1B}`,
/// `\u{7F}`. Everything else, including non-ASCII letters, is kept.
enum TextEscaping {
  /// Whether the scalar is written as an escape.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
  }

  /// `text` with its control characters escaped; `text` itself when it has none.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// Text for XML or HTML content and attributes (JUnit, the HTML report): control characters as
  /// these visible escapes, then markup escaped (``MarkupText/escaped(_:)``).
  static func markup(_ text: String) -> String { MarkupText.escaped(escaped(text)) }
}
