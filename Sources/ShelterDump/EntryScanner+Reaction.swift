extension EntryScanner {
  /// The bytes one state of the scanner reacts to, all ASCII punctuation (brackets `<([{>)]}`,
  /// `:`, `;`, `=` and `'`), as a bit set over 0x00–0x7F in two words: a run of other bytes costs
  /// a shift and a test a byte, with no table to load.
  struct Reaction {
    /// Bytes 0x00–0x3F, one bit each.
    let low: UInt64
    /// Bytes 0x40–0x7F, one bit each.
    let high: UInt64

    /// `<` `(` `)` `>`, whose low bits every bracket-counting state shares.
    private static let lowBrackets: UInt64 = 1 << 0x3C | 1 << 0x28 | 1 << 0x29 | 1 << 0x3E
    /// `[` `]` `{` `}`.
    private static let highBrackets: UInt64 =
      1 << (0x5B - 0x40) | 1 << (0x5D - 0x40) | 1 << (0x7B - 0x40)
      | 1 << (0x7D - 0x40)

    /// The class name: brackets, and the `:` or `;` that ends it.
    static let className = Reaction(low: lowBrackets | 1 << 0x3A | 1 << 0x3B, high: highBrackets)
    /// The address: the `;` or `>` that ends it.
    static let address = Reaction(low: 1 << 0x3B | 1 << 0x3E, high: 0)
    /// A key: the `=` or `:` after it, a `;` or a `>`.
    static let key = Reaction(low: 1 << 0x3A | 1 << 0x3B | 1 << 0x3D | 1 << 0x3E, high: 0)
    /// A raw value: brackets and the `;` that ends it.
    static let raw = Reaction(low: lowBrackets | 1 << 0x3B, high: highBrackets)
    /// Quoted text: its closing `'`.
    static let quoted = Reaction(low: 1 << 0x27, high: 0)

    /// Whether `byte` is one of the set.
    @inline(__always) func reacts(to byte: UInt8) -> Bool {
      let word = byte < 0x40 ? low : high
      return byte < 0x80 && (word >> UInt64(byte & 0x3F)) & 1 != 0
    }
  }
}
