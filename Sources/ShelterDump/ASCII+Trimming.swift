import ShelterSupport

extension ASCII {
  /// `range` of `bytes` without leading and trailing spaces, tabs, line breaks and no-break
  /// spaces (U+00A0, bytes 0xC2 0xA0).
  static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end {
      if bytes[start] == space || bytes[start] == tab || bytes[start] == lineFeed
        || bytes[start] == carriageReturn
      {
        start += 1
      } else if bytes[start] == 0xC2 && start + 1 < end && bytes[start + 1] == 0xA0 {
        start += 2
      } else {
        break
      }
    }
    while end > start {
      if bytes[end - 1] == space || bytes[end - 1] == tab || bytes[end - 1] == lineFeed
        || bytes[end - 1] == carriageReturn
      {
        end -= 1
      } else if bytes[end - 1] == 0xA0 && end - 2 >= start && bytes[end - 2] == 0xC2 {
        end -= 2
      } else {
        break
      }
    }
    return start..<end
  }

  /// The text of `bytes` without leading and trailing spaces, tabs, line breaks and no-break
  /// spaces.
  static func trimmedText(_ bytes: [UInt8]) -> String {
    String(decoding: bytes[trimmed(bytes, bytes.indices)], as: UTF8.self)
  }
}
