import ShelterSupport

/// The marks blogs and technotes print where they cut an entry short.
enum Ellipsis {
  /// Whether `bytes` ends, after blanks and a closing `]`, in `…` (U+2026, bytes 0xE2 0x80 0xA6)
  /// or `...`.
  static func ends(_ bytes: ByteSlice) -> Bool {
    let start = bytes.start
    var last = bytes.end
    while last > start && ASCII.isBlank(bytes[last - 1]) { last -= 1 }
    if last > start && bytes[last - 1] == ASCII.closeBracket { last -= 1 }
    guard last - start >= 3 else { return false }
    let tail = (bytes[last - 3], bytes[last - 2], bytes[last - 1])
    return tail == (0xE2, 0x80, 0xA6) || tail == (0x2E, 0x2E, 0x2E)
  }
}
