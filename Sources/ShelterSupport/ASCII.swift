/// The ASCII bytes the package's byte-level readers compare against (the JSON parser, the dump
/// importer), named once so a byte means the same wherever it is read.
package enum ASCII {
  package static let tab: UInt8 = 0x09
  package static let lineFeed: UInt8 = 0x0A
  package static let carriageReturn: UInt8 = 0x0D
  package static let space: UInt8 = 0x20
  package static let doubleQuote: UInt8 = 0x22
  package static let dollar: UInt8 = 0x24
  package static let singleQuote: UInt8 = 0x27
  package static let openParen: UInt8 = 0x28
  package static let closeParen: UInt8 = 0x29
  package static let plus: UInt8 = 0x2B
  package static let comma: UInt8 = 0x2C
  package static let minus: UInt8 = 0x2D
  package static let period: UInt8 = 0x2E
  package static let slash: UInt8 = 0x2F
  package static let zero: UInt8 = 0x30
  package static let nine: UInt8 = 0x39
  package static let colon: UInt8 = 0x3A
  package static let semicolon: UInt8 = 0x3B
  package static let lessThan: UInt8 = 0x3C
  package static let equals: UInt8 = 0x3D
  package static let greaterThan: UInt8 = 0x3E
  package static let upperE: UInt8 = 0x45
  package static let openBracket: UInt8 = 0x5B
  package static let backslash: UInt8 = 0x5C
  package static let closeBracket: UInt8 = 0x5D
  package static let underscore: UInt8 = 0x5F
  package static let lowerE: UInt8 = 0x65
  package static let lowerF: UInt8 = 0x66
  package static let lowerN: UInt8 = 0x6E
  package static let lowerT: UInt8 = 0x74
  package static let openBrace: UInt8 = 0x7B
  package static let closeBrace: UInt8 = 0x7D

  /// Space or tab.
  package static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

  /// A letter of the Latin alphabet.
  package static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
