import ShelterSupport

extension Dump {
  /// Reads the text of `po view.recursiveDescription` into a tree.
  ///
  /// An entry is `<Class: 0xADDR; key = value; …>` after its depth markers (or
  /// `<Class: key = value; …>` when a writer cut the address out); its depth is the
  /// number of `|` (or `:`) before the `<` (spaces, tabs and a leading quote or backtick are ignored), where
  /// a `|` followed by a count, `|(×N)`, stands for N levels: Shelter's own dumps write that beyond
  /// 1,000 levels so a deep chain prints in linear space. A line ends at LF, CR LF or a lone CR.
  /// Lines
  /// that start no entry are noise (lldb prompts, `Printing description of…`) unless an entry is
  /// still open, in which case they continue it: a wrapped line is joined with one space, a line
  /// break inside quoted text is kept. Several entries may share a line. An entry followed by
  /// `(layer)` is a sublayer and is skipped with everything below it.
  ///
  /// Also read: `<<Class: …> tail>` entries (a text view's container; the tail is ignored), a
  /// controller named in front of its root view (`'Name:0x…' <…>`, with its `n child[…]` list), a
  /// property name in front of an entry (`_subview1 <…>`), a dump inside one escaped string
  /// (`@"…\n…"`, `(String) $R0 = "…\n…"`: unescaped once), a `//` comment marker or a Markdown
  /// `>` quote that starts every line, depth from indentation alone when no line has a `|` (the
  /// unit found over the whole dump), and entries cut off before their `>` (kept as far as they
  /// print, with a warning). A layer's description (`<CALayer:0x…; position = …>`) is skipped
  /// with a warning.
  ///
  /// Read keys: `frame`, `bounds`, `center`, `anchorPoint`, `transform`, `hidden`, `alpha`,
  /// `userInteractionEnabled`, `clipsToBounds`, `tag`, `text`, `identifier`, `baseClass`,
  /// `autoresize`, `contentOffset`, `contentSize`, `contentInset`, `adjustedContentInset`,
  /// `backgroundColor` (the colour spaces ``DumpColor`` reads), `opaque`; others (`layer`,
  /// `gestureRecognizers`, …) are ignored.
  ///
  /// - Parameter strict: when true, the first of ``warnings`` is thrown as a `DumpError` instead.
  /// A line that starts with `//`, `/*` or `#` (when not every line does) is a comment, never an
  /// entry. A value of another key than `frame` that has the wrong shape, is not finite or is out
  /// of range is dropped with a warning; an entry more than one level below the one above it (a
  /// trimmed paste) is placed one level below it, with a warning.
  ///
  /// - Throws: `DumpError` naming the line when there is no entry, an entry has no readable
  ///   `frame` (or one not finite or beyond ±1e9), or an entry is above the first entry's depth.
  ///
  /// - Parameter windowSize: the size of the window made for a top-level view that is not a
  ///   window; `nil` sizes it to the view's extent.
  package init(parsing text: String, strict: Bool = false, windowSize: Size? = nil) throws(DumpError) {
    self = try ByteSlice.withUTF8(of: text) { bytes throws(DumpError) in
      if let lines = LineFeed.loneCarriageReturnsReplaced(in: bytes) {
        return try ByteSlice.withBytes(of: lines) { bytes throws(DumpError) in
          try Dump.parse(bytes, strict: strict, windowSize: windowSize)
        }
      }
      return try Dump.parse(bytes, strict: strict, windowSize: windowSize)
    }
  }

  /// Reads a dump from raw bytes, as read from a file: like ``init(parsing:strict:)``, but bytes
  /// that are not UTF-8 are an error naming their line instead of being replaced unseen.
  package init(utf8 bytes: [UInt8], strict: Bool = false, windowSize: Size? = nil) throws(DumpError) {
    self = try ByteSlice.withBytes(of: bytes) { slice throws(DumpError) in
      if let lines = LineFeed.loneCarriageReturnsReplaced(in: slice) {
        return try Dump(utf8: lines, strict: strict, windowSize: windowSize)
      }
      if let error = UTF8Check.firstError(in: slice) { throw error }
      return try Dump.parse(slice, strict: strict, windowSize: windowSize)
    }
  }

  /// The parse proper, over the text's bytes: the loops here touch every byte of the text, which
  /// grows with the square of the depth, so they compare plain bytes (`0x0A` is a line feed,
  /// `0x0D` a carriage return).
  private static func parse(_ bytes: ByteSlice, strict: Bool, windowSize: Size?) throws(DumpError) -> Dump {
    let lineMarker = CommentMarker.startingEveryLine(bytes)
    var parser = DumpParser(
      lineMarker: lineMarker, indentation: Indentation.detect(bytes, lineMarker: lineMarker))
    var lineNumber = 0
    var lineStart = bytes.start
    while lineStart <= bytes.end {
      lineNumber += 1
      var lineEnd = LineFeed.next(bytes, from: lineStart)
      let nextLineStart = lineEnd + 1
      if lineEnd > lineStart && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
      try parser.feedLine(bytes.slice(lineStart..<lineEnd), line: lineNumber, allowsEscapedString: true)
      lineStart = nextLineStart
    }
    return try finished(try parser.finish(lastLine: lineNumber), strict: strict, windowSize: windowSize)
  }

  /// A parsed tree with the fixture's guesses added to its warnings, in line order (on one line,
  /// the parser's warnings first); with `strict`, the first warning is thrown instead.
  static func finished(_ parsed: Dump, strict: Bool, windowSize: Size?) throws(DumpError) -> Dump {
    var dump = parsed
    dump.windowSize = windowSize
    dump.warnings = (dump.warnings + dump.fixtureWarnings()).enumerated()
      .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    if strict, let first = dump.warnings.first { throw first.error }
    return dump
  }
}
