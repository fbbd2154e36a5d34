/// The ASCII bytes the package's byte-level readers compare against (the JSON parser, the dump
/// importer), named once so a byte means the same wherever it is read.
///
/// Public inlinable constants, not stored ones: the readers' loops run in other modules, where a
/// stored `static let` is a call to its accessor for every byte compared. `package` would do, but
/// this compiler does not inline `package` members into other modules (measured: 269 calls left
/// in the benchmark's hot loops, halving import throughput; 0 with `public`).
public enum ASCII {
  @inlinable public static var tab: UInt8 { 0x09 }
  @inlinable public static var lineFeed: UInt8 { 0x0A }
  @inlinable public static var carriageReturn: UInt8 { 0x0D }
  @inlinable public static var space: UInt8 { 0x20 }
  @inlinable public static var doubleQuote: UInt8 { 0x22 }
  @inlinable public static var dollar: UInt8 { 0x24 }
  @inlinable public static var singleQuote: UInt8 { 0x27 }
  @inlinable public static var openParen: UInt8 { 0x28 }
  @inlinable public static var closeParen: UInt8 { 0x29 }
  @inlinable public static var plus: UInt8 { 0x2B }
  @inlinable public static var comma: UInt8 { 0x2C }
  @inlinable public static var minus: UInt8 { 0x2D }
  @inlinable public static var period: UInt8 { 0x2E }
  @inlinable public static var slash: UInt8 { 0x2F }
  @inlinable public static var zero: UInt8 { 0x30 }
  @inlinable public static var nine: UInt8 { 0x39 }
  @inlinable public static var colon: UInt8 { 0x3A }
  @inlinable public static var semicolon: UInt8 { 0x3B }
  @inlinable public static var lessThan: UInt8 { 0x3C }
  @inlinable public static var equals: UInt8 { 0x3D }
  @inlinable public static var greaterThan: UInt8 { 0x3E }
  @inlinable public static var upperE: UInt8 { 0x45 }
  @inlinable public static var openBracket: UInt8 { 0x5B }
  @inlinable public static var backslash: UInt8 { 0x5C }
  @inlinable public static var closeBracket: UInt8 { 0x5D }
  @inlinable public static var underscore: UInt8 { 0x5F }
  @inlinable public static var lowerE: UInt8 { 0x65 }
  @inlinable public static var lowerF: UInt8 { 0x66 }
  @inlinable public static var lowerN: UInt8 { 0x6E }
  @inlinable public static var lowerT: UInt8 { 0x74 }
  @inlinable public static var openBrace: UInt8 { 0x7B }
  @inlinable public static var closeBrace: UInt8 { 0x7D }

  /// Space or tab.
  @inlinable public static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

  /// A letter of the Latin alphabet.
  @inlinable public static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
