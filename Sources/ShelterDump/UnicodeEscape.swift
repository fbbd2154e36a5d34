import ShelterSupport

/// `\uXXXX` escapes, with a surrogate pair `\uD83D\uDE00` read as one scalar.
enum UnicodeEscape {
  /// The scalar of the escape at `bytes[start]` (a backslash) and the number of bytes it takes.
  static func read(_ bytes: ByteSlice, at start: Int) -> (Unicode.Scalar, Int)? {
    guard let high = hex4(bytes, at: start) else { return nil }
    if (0xD800...0xDBFF).contains(high), let low = hex4(bytes, at: start + 6),
      (0xDC00...0xDFFF).contains(low)
    {
      let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
      return Unicode.Scalar(value).map { ($0, 12) }
    }
    return Unicode.Scalar(high).map { ($0, 6) }
  }

  /// The value of `\uXXXX` at `bytes[start]`, or `nil` when it is not one.
  private static func hex4(_ bytes: ByteSlice, at start: Int) -> UInt32? {
    guard start + 6 <= bytes.end, bytes[start] == ASCII.backslash, bytes[start + 1] == 0x75 else {
      return nil
    }
    var value: UInt32 = 0
    for offset in 2..<6 {
      let byte = bytes[start + offset]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46: digit = byte - 0x41 + 10
      case 0x61...0x66: digit = byte - 0x61 + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// `text` with every `\uXXXX` decoded; text without a backslash is returned as it is.
  static func decoded(_ text: String) -> String {
    guard text.utf8.contains(ASCII.backslash) else { return text }
    let result = ByteSlice.withUTF8(of: text) { bytes -> [UInt8] in
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count)
      var index = bytes.start
      while index < bytes.end {
        if bytes[index] == ASCII.backslash, let (scalar, length) = read(bytes, at: index) {
          out.append(contentsOf: Array(String(Character(scalar)).utf8))
          index += length
        } else {
          out.append(bytes[index])
          index += 1
        }
      }
      return out
    }
    return String(decoding: result, as: UTF8.self)
  }
}
