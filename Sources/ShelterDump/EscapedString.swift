import ShelterSupport

/// A whole dump printed as one escaped string literal: Cycript's `@"<UIWindow: …>\n   | <…>"` and
/// lldb's `(String) $R0 = "<UIView: …>\n   | …"`.
enum EscapedString {
  /// The range of the string's text when the first `<` of the line directly follows a `"` and
  /// the text holds an escaped line break `\n`; it ends before the closing `"`, or at the line's end.
  static func find(in bytes: ByteSlice) -> Range<Int>? {
    let range = bytes.range
    var index = range.lowerBound
    while index < range.upperBound && bytes[index] != ASCII.lessThan { index += 1 }
    guard index > range.lowerBound, index < range.upperBound, bytes[index - 1] == ASCII.doubleQuote else {
      return nil
    }
    var cursor = index
    var hasLineBreak = false
    while cursor < range.upperBound && bytes[cursor] != ASCII.doubleQuote {
      if bytes[cursor] == ASCII.backslash, cursor + 1 < range.upperBound {
        if bytes[cursor + 1] == 0x6E { hasLineBreak = true }
        cursor += 1
      }
      cursor += 1
    }
    return hasLineBreak ? index..<cursor : nil
  }

  /// The text with `\n`, `\t`, `\r`, `\"`, `\'`, `\\` and `\uXXXX` (surrogate pairs joined)
  /// replaced once; other escapes are kept as printed.
  static func unescaped(_ bytes: ByteSlice) -> [UInt8] {
    let range = bytes.range
    var result: [UInt8] = []
    result.reserveCapacity(range.count)
    var index = range.lowerBound
    while index < range.upperBound {
      // The text between escapes is copied a run at a time.
      var runEnd = index
      while runEnd < range.upperBound && bytes[runEnd] != ASCII.backslash { runEnd += 1 }
      if runEnd > index {
        bytes.slice(index..<runEnd).append(to: &result)
        index = runEnd
        continue
      }
      let byte = bytes[index]
      guard index + 1 < range.upperBound else {
        result.append(byte)
        index += 1
        continue
      }
      let next = bytes[index + 1]
      switch next {
      case 0x6E: result.append(ASCII.lineFeed)
      case 0x74: result.append(ASCII.tab)
      case 0x72: break
      case ASCII.doubleQuote, ASCII.singleQuote, ASCII.backslash: result.append(next)
      case 0x75:
        if let (scalar, length) = UnicodeEscape.read(bytes, at: index) {
          result.append(contentsOf: Array(String(Character(scalar)).utf8))
          index += length
          continue
        }
        result.append(byte)
        result.append(next)
      default:
        result.append(byte)
        result.append(next)
      }
      index += 2
    }
    return result
  }
}
