/// Text made safe for XML and HTML: one escaping for every markup document the package writes
/// (SVG drawings, HTML reports, JUnit XML).
package enum MarkupText {
  /// Escapes text for element content and double- or single-quoted attributes; tab, line feed and
  /// carriage return become character references (so attribute values keep them), and characters
  /// XML 1.0 does not allow at all (the other control characters, U+FFFE, U+FFFF; unpaired
  /// surrogates cannot occur in a `String`) become U+FFFD.
  package static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out += "&#\(scalar.value);"
      default:
        let value = scalar.value
        if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
          out.unicodeScalars.append("\u{FFFD}")
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
