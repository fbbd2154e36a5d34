import ShelterSupport

extension EntryScanner {
  /// The bytes each state of the scanner reacts to, all ASCII punctuation (brackets `<([{>)]}`,
  /// `:`, `;`, `=` and `'`): one table of a bit per state, so a run of other bytes costs one
  /// look-up a byte.
  enum Reaction {
    static let className: UInt8 = 1 << 0
    static let address: UInt8 = 1 << 1
    static let key: UInt8 = 1 << 2
    static let raw: UInt8 = 1 << 3
    static let quoted: UInt8 = 1 << 4

    /// 256 entries, one per byte value, each the states that react to that byte.
    static let table: [UInt8] = {
      var table = [UInt8](repeating: 0, count: 256)
      for byte in "<([{>)]}".utf8 { table[Int(byte)] |= className | raw }
      table[Int(ASCII.colon)] |= className | key
      table[Int(ASCII.semicolon)] |= className | address | key | raw
      table[Int(ASCII.greaterThan)] |= address | key
      table[Int(ASCII.equals)] |= address | key
      table[Int(ASCII.singleQuote)] |= quoted
      return table
    }()
  }
}
