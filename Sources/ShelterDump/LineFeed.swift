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
}
