import ShelterSupport

/// A marker in front of every line of a paste: `//` when a dump comes from a test's comments, `>`
/// when it is quoted in Markdown (an issue or a chat answer quoting it).
enum CommentMarker {
  /// The marker every line that is not blank starts with after blanks, `/` for `//` or `>`, or
  /// `nil` when some line does not (or no line does). The first line that is not blank decides
  /// which marker to look for; the scan stops at the first line without it, which for most dumps
  /// is the first.
  static func startingEveryLine(_ bytes: ByteSlice) -> UInt8? {
    var index = bytes.start
    let count = bytes.end
    var marker: UInt8?
    while index < count {
      while index < count && (ASCII.isBlank(bytes[index]) || bytes[index] == ASCII.carriageReturn) {
        index += 1
      }
      if index < count && bytes[index] != ASCII.lineFeed {
        let isComment = index + 1 < count && bytes[index] == ASCII.slash && bytes[index + 1] == ASCII.slash
        let found: UInt8? =
          isComment ? ASCII.slash : bytes[index] == ASCII.greaterThan ? ASCII.greaterThan : nil
        guard let found, marker == nil || marker == found else { return nil }
        marker = found
      }
      index = LineFeed.next(bytes, from: index) + 1
    }
    return marker
  }

  /// The index just past the last run of `marker` that starts `bytes` after blanks (`> >` for a
  /// quote inside a quote); the blanks after it stay, as the line's indentation.
  static func skip(_ marker: UInt8, in bytes: ByteSlice) -> Int {
    var index = bytes.start
    let end = bytes.end
    while true {
      var probe = index
      while probe < end && ASCII.isBlank(bytes[probe]) { probe += 1 }
      guard probe < end, bytes[probe] == marker else { return index }
      index = probe
      while index < end && bytes[index] == marker { index += 1 }
    }
  }

  /// Whether `bytes`, after blanks, starts a comment of its own: `//`, `/*` or `#` (not `#"`,
  /// Cycript's printed object), as writers annotate a pasted dump between its lines. Such a line
  /// is never an entry, whatever view-like text it quotes.
  static func startsCommentLine(_ bytes: ByteSlice) -> Bool {
    var index = bytes.start
    while index < bytes.end && ASCII.isBlank(bytes[index]) { index += 1 }
    guard index < bytes.end else { return false }
    let first = bytes[index]
    // `#` starts a comment, but `#"…"` is how Cycript prints an object: its description.
    if first == 0x23 { return index + 1 == bytes.end || bytes[index + 1] != 0x22 }
    guard first == ASCII.slash, index + 1 < bytes.end else { return false }
    return bytes[index + 1] == ASCII.slash || bytes[index + 1] == 0x2A  // // or /*
  }
}
