import ShelterSupport

/// Line breaks found eight bytes at a time: every line of a dump is searched for its end, most of
/// them more than once (the comment marker and indentation passes, then the parse).
enum LineFeed {
  /// The index of the first line feed (0x0A) in `bytes` from `start`, or `bytes.end` when none.
  static func next(_ bytes: ByteSlice, from start: Int) -> Int {
    var index = start
    let count = bytes.end
    while index + 8 <= count {
      // A byte of `word ^ 0x0A…` is zero where a line feed is; `(x - 0x01…) & ~x & 0x80…` marks
      // the lowest such byte exactly (marks above it may be false), and words are little-endian.
      let x = bytes.word(at: index) ^ 0x0A0A_0A0A_0A0A_0A0A
      let found = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < count && bytes[index] != ASCII.lineFeed { index += 1 }
    return index
  }

  /// A copy of `bytes` with every lone carriage return (one no line feed follows) made a line feed,
  /// or `nil` when there is none: old Mac line ends break lines as LF and CR LF do, as the fixture
  /// loader counts them, so a dump saved that way keeps its nesting. CR LF stays as it is.
  static func loneCarriageReturnsReplaced(in bytes: ByteSlice) -> [UInt8]? {
    var copy: [UInt8]?
    var index = bytes.start
    while index < bytes.end {
      if bytes[index] == ASCII.carriageReturn
        && (index + 1 == bytes.end || bytes[index + 1] != ASCII.lineFeed)
      {
        if copy == nil { copy = bytes.array }
        copy?[index - bytes.start] = ASCII.lineFeed
      }
      index += 1
    }
    return copy
  }
}
