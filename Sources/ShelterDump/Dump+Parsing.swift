extension Dump {
  /// Reads the text of `po view.recursiveDescription` into a tree.
  ///
  /// An entry is `<Class: 0xADDR; key = value; …>` after its depth markers; its depth is the
  /// number of `|` before the `<` (spaces, tabs and a leading quote or backtick are ignored), where
  /// a `|` followed by a count, `|(×N)`, stands for N levels: Shelter's own dumps write that beyond
  /// 1,000 levels so a deep chain prints in linear space. Lines
  /// that start no entry are noise (lldb prompts, `Printing description of…`) unless an entry is
  /// still open, in which case they continue it: a wrapped line is joined with one space, a line
  /// break inside quoted text is kept. Several entries may share a line. An entry followed by
  /// `(layer)` is a sublayer and is skipped with everything below it.
  ///
  /// Read keys: `frame`, `bounds`, `center`, `anchorPoint`, `transform`, `hidden`, `alpha`,
  /// `userInteractionEnabled`, `clipsToBounds`, `tag`, `text`, `identifier`, `baseClass`,
  /// `contentOffset`, `contentSize`, `adjustedContentInset`; others (`layer`, `autoresize`, …) are
  /// ignored.
  ///
  /// - Throws: `DumpError` naming the line when there is no entry, an entry has no readable
  ///   `frame`, a value has the wrong shape, a number is not finite or beyond ±1e9, an entry is
  ///   more than one level below the one above it, or an entry is never closed.
  public init(parsing text: String) throws(DumpError) {
    var text = text
    let result = text.withUTF8 { buffer -> Result<Dump, DumpError> in
      guard let base = buffer.baseAddress else { return .failure(TreeBuilder.noEntries) }
      return Result { () throws(DumpError) in try Dump.parse(base, count: buffer.count) }
    }
    self = try result.get()
  }

  /// The parse proper, over raw bytes: the loops here touch every byte of the text, which grows
  /// with the square of the depth, so they compare plain bytes (`0x0A` is a line feed,
  /// `0x0D` a carriage return).
  private static func parse(_ bytes: UnsafePointer<UInt8>, count: Int) throws(DumpError) -> Dump {
    var builder = TreeBuilder()
    var openEntry: EntryScanner?
    // Entries that close on the line they start on, nearly all of them, share one scanner.
    var scanner = EntryScanner(line: 0, depth: 0)
    var lineNumber = 0
    var lineStart = 0
    while lineStart <= count {
      lineNumber += 1
      var lineEnd = lineStart
      while lineEnd < count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
      let nextLineStart = lineEnd + 1
      if lineEnd > lineStart && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
      var position = lineStart

      if var continued = openEntry {
        openEntry = nil
        if continued.isInsideText {
          continued.consume(ASCII.newline)
        } else {
          if let start = EntryStart.find(in: bytes, position..<lineEnd), start.depth > 0 {
            throw DumpError(
              line: continued.line, reason: .unterminatedEntry,
              message:
                "unterminated entry \(continued.entryName): line \(lineNumber) starts a new entry "
                + "before this one is closed with '>'")
          }
          continued.consume(ASCII.space)
          while position < lineEnd && ASCII.isBlank(bytes[position]) { position += 1 }
        }
        guard let closedAt = continued.feed(bytes, position..<lineEnd) else {
          openEntry = continued
          lineStart = nextLineStart
          continue
        }
        position = try Dump.complete(continued, bytes, after: closedAt, lineEnd, into: &builder)
      }

      while let start = EntryStart.find(in: bytes, position..<lineEnd) {
        scanner.restart(line: lineNumber, depth: start.depth)
        guard let closedAt = scanner.feed(bytes, start.body..<lineEnd) else {
          openEntry = scanner
          scanner = EntryScanner(line: 0, depth: 0)
          break
        }
        position = try Dump.complete(scanner, bytes, after: closedAt, lineEnd, into: &builder)
      }
      lineStart = nextLineStart
    }
    if let scanner = openEntry {
      let what = scanner.isInsideText ? "its quoted text is never closed" : "no closing '>' before the end"
      throw DumpError(
        line: scanner.line, reason: .unterminatedEntry,
        message: "unterminated entry \(scanner.entryName): \(what)")
    }
    return try builder.finish()
  }

  /// Adds a closed entry to the tree and returns where scanning of its line goes on: past a
  /// trailing `(layer)` marker, if any.
  private static func complete(
    _ scanner: EntryScanner, _ bytes: UnsafePointer<UInt8>, after closedAt: Int, _ lineEnd: Int,
    into builder: inout TreeBuilder
  ) throws(DumpError) -> Int {
    var position = closedAt
    while position < lineEnd && ASCII.isBlank(bytes[position]) { position += 1 }
    let marker = Array("(layer)".utf8)
    let isLayer =
      position + marker.count <= lineEnd && marker.indices.allSatisfy { bytes[position + $0] == marker[$0] }
    if isLayer { position += marker.count }
    if builder.skips(depth: scanner.depth, isLayer: isLayer) { return position }
    let node = try DumpNode(entry: scanner.entry)
    try builder.append(node, depth: scanner.depth)
    return position
  }
}

/// Finds where an entry starts on a line: depth markers, then `<Class:` or `<Class;`.
enum EntryStart {
  /// The number of `|` markers and the index just past the `<`, or `nil` when `bytes[range]`
  /// does not start with an entry. A marker written `|(×N)` counts N levels.
  ///
  /// The marker loop runs over every byte of every indentation, so it compares plain bytes:
  /// space 0x20, tab 0x09, `"` 0x22, `'` 0x27, backtick 0x60, `@` 0x40, `|` 0x7C, the
  /// no-break space 0xC2 0xA0 and the byte order mark 0xEF 0xBB 0xBF.
  static func find(in bytes: UnsafePointer<UInt8>, _ range: Range<Int>) -> (depth: Int, body: Int)? {
    var index = range.lowerBound
    var depth = 0
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == 0x7C {
        if let (levels, end) = countedLevels(in: bytes, after: index, range.upperBound) {
          depth += levels
          index = end
          continue
        }
        depth += 1
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
    guard index + 1 < range.upperBound, bytes[index] == ASCII.lessThan else { return nil }
    let first = bytes[index + 1]
    guard ASCII.isLetter(first) || first == ASCII.underscore || first == ASCII.dollar || first >= 0x80
    else { return nil }
    var nesting = 0
    var cursor = index + 1
    while cursor < range.upperBound {
      switch bytes[cursor] {
      case ASCII.lessThan, ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
        nesting += 1
      case ASCII.greaterThan, ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
        if nesting == 0 { return nil }
        nesting -= 1
      case ASCII.colon where nesting == 0, ASCII.semicolon where nesting == 0:
        return (depth, index + 1)
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
  private static func countedLevels(in bytes: UnsafePointer<UInt8>, after bar: Int, _ end: Int)
    -> (levels: Int, end: Int)?
  {
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
