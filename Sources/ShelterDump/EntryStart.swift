import ShelterSupport

/// Finds where an entry starts on a line: depth markers, an optional prefix, then `<Class:` or
/// `<Class;` (or `<<Class:`).
struct EntryStart {
  /// The number of `|` markers before the entry.
  var depth: Int
  /// The index just past the entry's `<`.
  var body: Int
  /// The text between the markers and the `<`: a controller annotation, a property name, lldb's
  /// `(id) $2 = 0x…`, or nothing.
  var prefix: Range<Int>
  /// Whether the entry is written `<<Class: …> tail>`, as a text view's container is.
  var doubled: Bool

  /// The entry start in `bytes`, or `nil` when the line starts none. A marker written
  /// `|(×N)` counts N levels. Without `allowsPrefix`, the `<` must follow the markers directly.
  ///
  /// The marker loop runs over every byte of every indentation, so it compares plain bytes:
  /// space 0x20, tab 0x09, `"` 0x22, `'` 0x27, backtick 0x60, `@` 0x40, `|` 0x7C, the
  /// no-break space 0xC2 0xA0 and the byte order mark 0xEF 0xBB 0xBF; a `:` (0x3A) among the
  /// markers counts as a `|`.
  static func find(in bytes: ByteSlice, allowsPrefix: Bool) -> EntryStart? {
    let range = bytes.range
    var index = range.lowerBound
    var depth = 0
    var prefixStart = index
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == 0x7C {
        if let (levels, end) = countedLevels(in: bytes, after: index) {
          depth += levels
          index = end
          prefixStart = index
          continue
        }
        depth += 1
        prefixStart = index + 1
      } else if byte == 0x3A {
        // Some printers alternate `:` and `|` from one level to the next (`: | : <…>`).
        depth += 1
        prefixStart = index + 1
      } else if byte == 0xC2 && index + 1 < range.upperBound && bytes[index + 1] == 0xA0 {
        index += 1
      } else if byte == 0xEF && index + 2 < range.upperBound && bytes[index + 1] == 0xBB
        && bytes[index + 2] == 0xBF
      {
        index += 2
      } else if !(byte == 0x20 || byte == 0x09 || byte == 0x22 || byte == 0x27 || byte == 0x60
        || byte == 0x40)
      {
        break
      }
      index += 1
    }
    let end = range.upperBound
    if let start = entryAt(bytes, index, depth: depth, prefix: prefixStart..<prefixStart) {
      return start
    }
    // A prefix never touches its `|`: `|(×0) <…>` is a malformed count, not a marker and a prefix.
    guard allowsPrefix,
      !(prefixStart > range.lowerBound && prefixStart < end && bytes[prefixStart - 1] == 0x7C
        && !ASCII.isBlank(bytes[prefixStart]))
    else { return nil }
    var cursor = index
    while cursor < end {
      if bytes[cursor] == ASCII.lessThan,
        let start = entryAt(bytes, cursor, depth: depth, prefix: prefixStart..<cursor)
      {
        return start
      }
      cursor += 1
    }
    return nil
  }

  /// An entry starting at `bytes[index]`, a `<` (or `<<`) followed by a class name that ends in
  /// `:` or `;` before any blank.
  private static func entryAt(_ bytes: ByteSlice, _ index: Int, depth: Int, prefix: Range<Int>)
    -> EntryStart?
  {
    let end = bytes.end
    guard index + 1 < end, bytes[index] == ASCII.lessThan else { return nil }
    if let body = classNameStart(bytes, index + 1) {
      return EntryStart(depth: depth, body: body, prefix: prefix, doubled: false)
    }
    if bytes[index + 1] == ASCII.lessThan, let body = classNameStart(bytes, index + 2) {
      return EntryStart(depth: depth, body: body, prefix: prefix, doubled: true)
    }
    return nil
  }

  /// `start` when `bytes[start...]` is a class name closed by `:` or `;` outside brackets.
  private static func classNameStart(_ bytes: ByteSlice, _ start: Int) -> Int? {
    let end = bytes.end
    guard start < end else { return nil }
    let first = bytes[start]
    guard ASCII.isLetter(first) || first == ASCII.underscore || first == ASCII.dollar || first >= 0x80
    else { return nil }
    var nesting = 0
    var cursor = start
    while cursor < end {
      switch bytes[cursor] {
      case ASCII.lessThan, ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
        nesting += 1
      case ASCII.greaterThan, ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
        if nesting == 0 { return nil }
        nesting -= 1
      case ASCII.colon where nesting == 0, ASCII.semicolon where nesting == 0:
        return start
      case ASCII.space where nesting == 0, ASCII.tab where nesting == 0:
        return nil
      default:
        break
      }
      cursor += 1
    }
    return nil
  }

  /// Reads a count `(×N)` right after the `|` at `bar`: N levels (1 to 999,999,999, the sign
  /// `×` is U+00D7, bytes 0xC3 0x97) and the index just past the `)`, or `nil` when none is there.
  private static func countedLevels(in bytes: ByteSlice, after bar: Int) -> (levels: Int, end: Int)? {
    let end = bytes.end
    var index = bar + 1
    guard index + 3 < end, bytes[index] == ASCII.openParen, bytes[index + 1] == 0xC3, bytes[index + 2] == 0x97
    else { return nil }
    index += 3
    var levels = 0
    var digits = 0
    while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39, digits < 9 {
      levels = levels * 10 + Int(bytes[index] - 0x30)
      digits += 1
      index += 1
    }
    guard digits > 0, levels > 0, index < end, bytes[index] == ASCII.closeParen else { return nil }
    return (levels, index + 1)
  }
}
