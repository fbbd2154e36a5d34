import ShelterSupport

/// Finds the first byte sequence that is not UTF-8, to name its line.
enum UTF8Check {
  /// The error for the first invalid sequence in `bytes`, or `nil` when all of it is UTF-8.
  static func firstError(in bytes: [UInt8]) -> DumpError? {
    ByteSlice.withBytes(of: bytes) { firstError(in: $0) }
  }

  /// The error for the first invalid sequence in `bytes`, or `nil` when all of it is UTF-8.
  static func firstError(in bytes: ByteSlice) -> DumpError? {
    var index = bytes.start
    let count = bytes.end
    while index < count {
      // Thirty-two ASCII bytes at a time; lines are counted only for an error.
      if index + 32 <= count {
        let words =
          bytes.word(at: index) | bytes.word(at: index + 8) | bytes.word(at: index + 16)
          | bytes.word(at: index + 24)
        if words & 0x8080_8080_8080_8080 == 0 {
          index += 32
          continue
        }
      }
      let byte = bytes[index]
      if byte < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch byte {
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, low) = (3, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, high) = (3, 0x9F)
      case 0xF0: (length, low) = (4, 0x90)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, high) = (4, 0x8F)
      default: length = 0
      }
      var valid = length > 0 && index + length <= count
      if valid {
        valid = (low...high).contains(bytes[index + 1])
        for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) {
          valid = false
        }
      }
      if !valid {
        let hex = String(byte, radix: 16, uppercase: true)
        var line = 1
        for before in bytes.start..<index where bytes[before] == ASCII.lineFeed { line += 1 }
        return DumpError(
          line: line, reason: .invalidUTF8,
          message: "byte 0x\(hex.count == 1 ? "0" + hex : hex) is not UTF-8; save the dump as UTF-8 text")
      }
      index += length
    }
    return nil
  }
}
