/// Text made safe for XML and HTML: one escaping for every markup document the package writes
/// (SVG drawings, HTML reports, JUnit XML).
package enum MarkupText {
  /// Escapes text for element content and double- or single-quoted attributes; tab, line feed and
  /// carriage return become character references (so attribute values keep them), and characters
  /// XML 1.0 does not allow at all (the other control characters, U+FFFE, U+FFFF; unpaired
  /// surrogates cannot occur in a `String`) become U+FFFD.
  ///
  /// The `[` of `##[` becomes `&#91;`: a GitHub Actions runner reads `##[` anywhere in a line of a
  /// job's log as a workflow command, and a document may be printed there.
  package static func escaped(_ text: String) -> String {
    // Most text needs nothing: no markup character, no control character, no U+FFFE or U+FFFF
    // (whose UTF-8 starts with 0xEF, as many other characters' does), no `##[`.
    var hashes = 0
    let plain = text.utf8.allSatisfy { byte in
      defer { hashes = byte == 0x23 ? hashes + 1 : 0 }
      return byte >= 0x20 && byte != 0x26 && byte != 0x3C && byte != 0x3E && byte != 0x22 && byte != 0x27
        && byte != 0xEF && !(byte == 0x5B && hashes >= 2)
    }
    if plain { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 16)
    let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]  // U+FFFD
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x26: out += Array("&amp;".utf8)
      case 0x3C: out += Array("&lt;".utf8)
      case 0x3E: out += Array("&gt;".utf8)
      case 0x22: out += Array("&quot;".utf8)
      case 0x27: out += Array("&apos;".utf8)
      case 0x09: out += Array("&#9;".utf8)
      case 0x0A: out += Array("&#10;".utf8)
      case 0x0D: out += Array("&#13;".utf8)
      case 0x5B where index >= 3 && bytes[index - 2] == 0x23 && bytes[index - 3] == 0x23:
        out += Array("&#91;".utf8)
      case ..<0x20: out += replacement
      case 0xEF where index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] >= 0xBE:
        // U+FFFE or U+FFFF.
        out += replacement
        index += 2
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
