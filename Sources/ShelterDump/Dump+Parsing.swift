import ShelterSupport

extension Dump {
  /// Reads the text of `po view.recursiveDescription` into a tree.
  ///
  /// An entry is `<Class: 0xADDR; key = value; …>` after its depth markers; its depth is the
  /// number of `|` (or `:`) before the `<` (spaces, tabs and a leading quote or backtick are ignored), where
  /// a `|` followed by a count, `|(×N)`, stands for N levels: Shelter's own dumps write that beyond
  /// 1,000 levels so a deep chain prints in linear space. Lines
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
  /// `autoresize`, `contentOffset`, `contentSize`, `contentInset`, `adjustedContentInset`;
  /// others (`layer`, `opaque`, …) are ignored.
  ///
  /// - Parameter strict: when true, the first of ``warnings`` is thrown as a `DumpError` instead.
  /// - Throws: `DumpError` naming the line when there is no entry, an entry has no readable
  ///   `frame`, a value has the wrong shape, a number is not finite or beyond ±1e9, or an entry is
  ///   more than one level below the one above it.
  ///
  /// - Parameter windowSize: the size of the window made for a top-level view that is not a
  ///   window; `nil` sizes it to the view's extent.
  package init(parsing text: String, strict: Bool = false, windowSize: Size? = nil) throws(DumpError) {
    var text = text
    let result = text.withUTF8 { buffer -> Result<Dump, DumpError> in
      guard let base = buffer.baseAddress else { return .failure(TreeBuilder.noEntries) }
      return Result { () throws(DumpError) in
        try Dump.parse(base, count: buffer.count, strict: strict, windowSize: windowSize)
      }
    }
    self = try result.get()
  }

  /// Reads a dump from raw bytes, as read from a file: like ``init(parsing:strict:)``, but bytes
  /// that are not UTF-8 are an error naming their line instead of being replaced unseen.
  package init(utf8 bytes: [UInt8], strict: Bool = false, windowSize: Size? = nil) throws(DumpError) {
    if let error = UTF8Check.firstError(in: bytes) { throw error }
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<Dump, DumpError> in
      guard let base = buffer.baseAddress else { return .failure(TreeBuilder.noEntries) }
      return Result { () throws(DumpError) in
        try Dump.parse(base, count: buffer.count, strict: strict, windowSize: windowSize)
      }
    }
    self = try result.get()
  }

  /// The parse proper, over raw bytes: the loops here touch every byte of the text, which grows
  /// with the square of the depth, so they compare plain bytes (`0x0A` is a line feed,
  /// `0x0D` a carriage return).
  private static func parse(_ bytes: UnsafePointer<UInt8>, count: Int, strict: Bool, windowSize: Size?)
    throws(DumpError) -> Dump
  {
    let lineMarker = CommentMarker.startingEveryLine(bytes, count: count)
    var parser = DumpParser(
      lineMarker: lineMarker,
      indentation: Indentation.detect(bytes, count: count, lineMarker: lineMarker))
    var lineNumber = 0
    var lineStart = 0
    while lineStart <= count {
      lineNumber += 1
      var lineEnd = LineFeed.next(bytes, from: lineStart, count)
      let nextLineStart = lineEnd + 1
      if lineEnd > lineStart && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
      try parser.feedLine(bytes, lineStart, lineEnd, line: lineNumber, allowsEscapedString: true)
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

/// The state of a parse between lines: the tree so far, an entry still open at the end of the
/// previous line, and the warnings.
struct DumpParser {
  private var builder = TreeBuilder()
  /// Every entry is read by this one scanner, which keeps the buffers it has grown.
  private var scanner = EntryScanner(line: 0, depth: 0)
  /// Whether `scanner` holds an entry still open at the end of the previous line.
  private var hasOpenEntry = false
  private var previousName = ClassNameCache()
  private(set) var warnings: [DumpWarning] = []
  /// The marker in front of every line, stripped before anything else: `/` for `//`, or `>`.
  private let lineMarker: UInt8?
  /// Set when depth is read from indentation alone (no entry line has a `|` marker).
  private let indentation: Indentation?

  init(lineMarker: UInt8?, indentation: Indentation? = nil) {
    self.lineMarker = lineMarker
    self.indentation = indentation
    builder = TreeBuilder(indentUnit: indentation?.unit)
  }

  /// Reads one line, `bytes[start..<end]` without its line break, numbered `line`.
  mutating func feedLine(
    _ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int, line: Int, allowsEscapedString: Bool
  ) throws(DumpError) {
    var position = start
    if let lineMarker { position = CommentMarker.skip(lineMarker, bytes, position, end) }
    if !hasOpenEntry, allowsEscapedString, let string = EscapedString.find(in: bytes, position..<end) {
      let text = EscapedString.unescaped(bytes, string)
      var failure: DumpError?
      text.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        var pieceStart = 0
        while pieceStart <= buffer.count, failure == nil {
          let pieceEnd = LineFeed.next(base, from: pieceStart, buffer.count)
          do throws(DumpError) {
            try feedLine(base, pieceStart, pieceEnd, line: line, allowsEscapedString: false)
          } catch { failure = error }
          pieceStart = pieceEnd + 1
        }
      }
      if let failure { throw failure }
      return
    }

    // In an indented dump the line's blanks give the depth of the entries it starts.
    var indent: (columns: Int, depth: Int, uneven: Bool)?
    if let indentation {
      let columns = Indentation.measure(bytes, position, end).columns
      let (depth, uneven) = indentation.depth(columns: columns)
      indent = (columns, depth, uneven)
    }

    var continued = false
    if hasOpenEntry {
      hasOpenEntry = false
      if let start = EntryStart.find(in: bytes, position..<end, allowsPrefix: true),
        indent.map({ $0.depth > 0 && start.prefix.isEmpty }) ?? (start.depth > 0)
      {
        try close(truncated: scanner, before: line)
      } else {
        // The open entry is read on in place: copying a scanner copies its buffers.
        continued = true
        if scanner.isInsideText {
          scanner.consume(ASCII.lineFeed)
        } else {
          scanner.consume(ASCII.space)
          while position < end && ASCII.isBlank(bytes[position]) { position += 1 }
        }
        guard let closedAt = scanner.feed(bytes, position..<end) else {
          try keepOpen(bytes, start, end)
          return
        }
        position = try completeScanner(bytes, after: closedAt, end)
      }
    }

    var foundEntry = continued
    while let start = EntryStart.find(in: bytes, position..<end, allowsPrefix: true) {
      if let indent, let indentation, !foundEntry, indent.uneven {
        warnings.append(
          DumpWarning(
            line: line, kind: .unevenIndent,
            message:
              "the entry is indented \(indent.columns) columns, between two levels of \(indentation.unit); "
              + "placed at depth \(indent.depth)"))
      }
      foundEntry = true
      scanner.restart(line: line, depth: indent?.depth ?? start.depth, doubled: start.doubled)
      if !start.prefix.isEmpty || scanner.prefix.controller != nil || scanner.prefix.propertyName != nil {
        scanner.prefix = EntryPrefix(bytes, start.prefix)
      }
      guard let closedAt = scanner.feed(bytes, start.body..<end) else {
        try keepOpen(bytes, start.body, end)
        return
      }
      position = try completeScanner(bytes, after: closedAt, end)
    }
    if !foundEntry, let what = TreeLikeLine.describe(bytes, position, end) {
      warnings.append(
        DumpWarning(line: line, kind: .skippedLine, message: "\(what) is not a view entry; skipped"))
    }
  }

  /// Leaves an entry open for the next line, unless its line ends in an ellipsis (`…`, `...`,
  /// `[…]`) outside quoted text: then the printer cut it off there, and it is kept as it is.
  private mutating func keepOpen(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) throws(DumpError) {
    guard !scanner.isInsideText, Ellipsis.ends(bytes, start, end) else {
      hasOpenEntry = true
      return
    }
    try close(truncated: scanner, why: "its line ends in an ellipsis")
  }

  /// Completes the entry `scanner` has just closed (see `complete`).
  private mutating func completeScanner(_ bytes: UnsafePointer<UInt8>, after closedAt: Int, _ lineEnd: Int)
    throws(DumpError) -> Int
  {
    // Taken out while it is read: passing the stored scanner to a mutating method would copy it.
    var closed = EntryScanner(line: 0, depth: 0)
    swap(&closed, &scanner)
    defer { swap(&closed, &scanner) }
    return try complete(closed, bytes, after: closedAt, lineEnd)
  }

  /// The tree, once every line is read; an entry still open is kept as far as it printed.
  mutating func finish(lastLine: Int) throws(DumpError) -> Dump {
    if hasOpenEntry {
      hasOpenEntry = false
      try close(truncated: scanner, before: nil)
    }
    var dump = try builder.finish()
    dump.warnings = warnings
    return dump
  }

  /// Keeps an entry cut off before its `>` (blogs print `layer = […]`, `...`) with a warning.
  private mutating func close(truncated entry: EntryScanner, before line: Int?) throws(DumpError) {
    let whereItEnds = line.map { "before line \($0)" } ?? "before the end of the dump"
    let what = entry.isInsideText ? "its quoted text is still open" : "no closing '>'"
    try close(truncated: entry, why: "\(what) \(whereItEnds)")
  }

  /// Keeps a cut-off entry, saying why it is taken as cut off.
  private mutating func close(truncated entry: EntryScanner, why: String) throws(DumpError) {
    var entry = entry
    entry.closeTruncated()
    guard entry.entry(previousName: &previousName).has(.frame) else {
      warnings.append(
        DumpWarning(
          line: entry.line, kind: .truncatedEntry,
          message: "\(entry.entryName) is cut off before its frame (\(why)); skipped"))
      return
    }
    warnings.append(
      DumpWarning(
        line: entry.line, kind: .truncatedEntry,
        message: "\(entry.entryName) is cut off (\(why)); kept the fields it prints"))
    try add(entry)
  }

  /// Adds a closed entry to the tree and returns where scanning of its line goes on: past the
  /// tail of a `<<…> …>` entry and past a trailing `(layer)` marker, if any.
  private mutating func complete(
    _ entry: EntryScanner, _ bytes: UnsafePointer<UInt8>, after closedAt: Int, _ lineEnd: Int
  ) throws(DumpError) -> Int {
    var position = closedAt
    if entry.isDoubled {
      // The outer `<` is still open: skip to its `>`, past any nested descriptions.
      var nesting = 1
      while position < lineEnd && nesting > 0 {
        if bytes[position] == ASCII.lessThan { nesting += 1 }
        if bytes[position] == ASCII.greaterThan { nesting -= 1 }
        position += 1
      }
      if nesting > 0 {
        warnings.append(
          DumpWarning(
            line: entry.line, kind: .unclosedTail,
            message:
              "the tail after \(entry.entryName) in '<<…> …>' is not closed on its line; "
              + "the entry is kept, the rest of the line ignored"))
      }
    }
    while position < lineEnd && ASCII.isBlank(bytes[position]) { position += 1 }
    // `(layer)`, compared byte by byte.
    let isLayer =
      position + 7 <= lineEnd && bytes[position] == ASCII.openParen && bytes[position + 1] == 0x6C
      && bytes[position + 2] == 0x61 && bytes[position + 3] == 0x79 && bytes[position + 4] == 0x65
      && bytes[position + 5] == 0x72 && bytes[position + 6] == ASCII.closeParen
    if isLayer { position += 7 }
    if builder.skips(depth: entry.depth, isLayer: isLayer) { return position }
    try add(entry)
    return position
  }

  /// Turns a closed entry into a node; an object description without fields
  /// (`<MFMailComposeViewController: 0x1e04f6d0>`) is not a view and is skipped with a warning.
  private mutating func add(_ scanner: EntryScanner) throws(DumpError) {
    let entry = scanner.entry(previousName: &previousName)
    if !entry.hasFields {
      warnings.append(
        DumpWarning(
          line: entry.line, kind: .skippedLine,
          message: "\(entry.entryName) has no fields, so it is an object, not a view entry; skipped"))
      return
    }
    // `po` of a layer prints `<CALayer:0x…; position = …; bounds = CGRect (…); delegate = <UIView: …>>`:
    // a layer's description, with no frame, among the views.
    if !entry.has(.frame), entry.className.hasSuffix("Layer") {
      warnings.append(
        DumpWarning(
          line: entry.line, kind: .skippedLine,
          message: "\(entry.entryName) is a layer, not a view entry; skipped"))
      return
    }
    var node = try DumpNode(entry: entry)
    if let controller = scanner.prefix.controller { node.controller = controller }
    if let name = scanner.prefix.propertyName { node.propertyName = name }
    try builder.append(consume node, depth: scanner.depth)
  }
}

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

  /// The entry start in `bytes[range]`, or `nil` when the line starts none. A marker written
  /// `|(×N)` counts N levels. Without `allowsPrefix`, the `<` must follow the markers directly.
  ///
  /// The marker loop runs over every byte of every indentation, so it compares plain bytes:
  /// space 0x20, tab 0x09, `"` 0x22, `'` 0x27, backtick 0x60, `@` 0x40, `|` 0x7C, the
  /// no-break space 0xC2 0xA0 and the byte order mark 0xEF 0xBB 0xBF; a `:` (0x3A) among the
  /// markers counts as a `|`.
  static func find(in bytes: UnsafePointer<UInt8>, _ range: Range<Int>, allowsPrefix: Bool) -> EntryStart? {
    var index = range.lowerBound
    var depth = 0
    var prefixStart = index
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == 0x7C {
        if let (levels, end) = countedLevels(in: bytes, after: index, range.upperBound) {
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
    if let start = entryAt(bytes, index, end, depth: depth, prefix: prefixStart..<prefixStart) {
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
        let start = entryAt(bytes, cursor, end, depth: depth, prefix: prefixStart..<cursor)
      {
        return start
      }
      cursor += 1
    }
    return nil
  }

  /// An entry starting at `bytes[index]`, a `<` (or `<<`) followed by a class name that ends in
  /// `:` or `;` before any blank.
  private static func entryAt(
    _ bytes: UnsafePointer<UInt8>, _ index: Int, _ end: Int, depth: Int, prefix: Range<Int>
  ) -> EntryStart? {
    guard index + 1 < end, bytes[index] == ASCII.lessThan else { return nil }
    if let body = classNameStart(bytes, index + 1, end) {
      return EntryStart(depth: depth, body: body, prefix: prefix, doubled: false)
    }
    if bytes[index + 1] == ASCII.lessThan, let body = classNameStart(bytes, index + 2, end) {
      return EntryStart(depth: depth, body: body, prefix: prefix, doubled: true)
    }
    return nil
  }

  /// `start` when `bytes[start...]` is a class name closed by `:` or `;` outside brackets.
  private static func classNameStart(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
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

/// What the text in front of an entry says: a view controller whose root view the entry is
/// (`'Name:0xADDR'`, then `n child[A:0x1 B:0x2 ]`), or the name of the property holding it.
struct EntryPrefix {
  var controller: DumpController?
  var propertyName: String?

  init() {}

  init(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>) {
    guard !range.isEmpty else { return }
    if let name = EntryPrefix.singleName(bytes, range) {
      propertyName = name
      return
    }
    let text = Array(UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count))
    if let open = text.firstIndex(of: ASCII.singleQuote),
      let close = text[(open + 1)...].firstIndex(of: ASCII.singleQuote),
      let colon = text[(open + 1)..<close].firstIndex(of: ASCII.colon), colon > open + 1
    {
      let className = String(decoding: text[(open + 1)..<colon], as: UTF8.self)
      let address = ASCII.trimmedText(Array(text[(colon + 1)..<close]))
      var children: [String] = []
      if let bracket = text[close...].firstIndex(of: ASCII.openBracket),
        let end = text[bracket...].firstIndex(of: ASCII.closeBracket)
      {
        children = String(decoding: text[(bracket + 1)..<end], as: UTF8.self)
          .split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
      }
      controller = DumpController(
        className: className, address: address.isEmpty ? nil : address, children: children)
      return
    }
    // HOURecursiveDescription prints every ivar holding the view: `_myButton, _button`.
    let name = ASCII.trimmedText(text)
    let names = name.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingPrefix(" ")
    }
    if !name.isEmpty && names.allSatisfy(EntryPrefix.isIdentifier) { propertyName = name }
  }

  /// The prefix as one property name when it is a lone C identifier between blanks, the common
  /// case, read without splitting; `nil` for anything else.
  private static func singleName(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>) -> String? {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end && ASCII.isBlank(bytes[start]) { start += 1 }
    while end > start && ASCII.isBlank(bytes[end - 1]) { end -= 1 }
    guard start < end, ASCII.isLetter(bytes[start]) || bytes[start] == ASCII.underscore else { return nil }
    for index in start..<end {
      let byte = bytes[index]
      guard ASCII.isLetter(byte) || byte == ASCII.underscore || (0x30...0x39).contains(byte) else {
        return nil
      }
    }
    return String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
  }

  /// A C identifier: a letter or `_`, then letters, digits and `_`.
  private static func isIdentifier(_ name: Substring) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
  }
}

/// Lines that hold no entry but look like part of the tree, which the parser reports.
enum TreeLikeLine {
  /// A short quote of the line when it starts with a `|` marker or is an elision (`...`, `……`),
  /// else `nil`.
  static func describe(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> String? {
    var index = start
    while index < end && (ASCII.isBlank(bytes[index]) || bytes[index] == 0x60) { index += 1 }
    guard index < end else { return nil }
    var trimmedEnd = end
    while trimmedEnd > index && (ASCII.isBlank(bytes[trimmedEnd - 1]) || bytes[trimmedEnd - 1] == 0x60) {
      trimmedEnd -= 1
    }
    let text = String(
      decoding: UnsafeBufferPointer(start: bytes + index, count: trimmedEnd - index), as: UTF8.self)
    let isElision = text.unicodeScalars.allSatisfy { $0 == "." || $0 == "…" || $0 == " " }
    guard bytes[index] == 0x7C || isElision else { return nil }
    let quoted = text.count > 40 ? String(text.prefix(40)) + "…" : text
    return "'\(quoted)'"
  }
}

/// A marker in front of every line of a paste: `//` when a dump comes from a test's comments, `>`
/// when it is quoted in Markdown (an issue or a chat answer quoting it).
enum CommentMarker {
  /// The marker every line that is not blank starts with after blanks, `/` for `//` or `>`, or
  /// `nil` when some line does not (or no line does). The first line that is not blank decides
  /// which marker to look for; the scan stops at the first line without it, which for most dumps
  /// is the first.
  static func startingEveryLine(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt8? {
    var index = 0
    var marker: UInt8?
    while index < count {
      while index < count && (ASCII.isBlank(bytes[index]) || bytes[index] == ASCII.carriageReturn) {
        index += 1
      }
      if index < count && bytes[index] != ASCII.lineFeed {
        let isComment = index + 1 < count && bytes[index] == ASCII.slash && bytes[index + 1] == ASCII.slash
        let found: UInt8? =
          isComment ? ASCII.slash : bytes[index] == ASCII.greaterThan ? ASCII.greaterThan : nil
        guard let found, marker == nil || marker == found else { return nil }
        marker = found
      }
      index = LineFeed.next(bytes, from: index, count) + 1
    }
    return marker
  }

  /// The index just past the last run of `marker` that starts `bytes[start..<end]` after blanks
  /// (`> >` for a quote inside a quote); the blanks after it stay, as the line's indentation.
  static func skip(_ marker: UInt8, _ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    var index = start
    while true {
      var probe = index
      while probe < end && ASCII.isBlank(bytes[probe]) { probe += 1 }
      guard probe < end, bytes[probe] == marker else { return index }
      index = probe
      while index < end && bytes[index] == marker { index += 1 }
    }
  }
}

/// A whole dump printed as one escaped string literal: Cycript's `@"<UIWindow: …>\n   | <…>"` and
/// lldb's `(String) $R0 = "<UIView: …>\n   | …"`.
enum EscapedString {
  /// The range of the string's text when the first `<` of the line directly follows a `"` and
  /// the text holds an escaped line break `\n`; it ends before the closing `"`, or at the line's end.
  static func find(in bytes: UnsafePointer<UInt8>, _ range: Range<Int>) -> Range<Int>? {
    var index = range.lowerBound
    while index < range.upperBound && bytes[index] != ASCII.lessThan { index += 1 }
    guard index > range.lowerBound, index < range.upperBound, bytes[index - 1] == ASCII.doubleQuote else {
      return nil
    }
    var cursor = index
    var hasLineBreak = false
    while cursor < range.upperBound && bytes[cursor] != ASCII.doubleQuote {
      if bytes[cursor] == ASCII.backslash, cursor + 1 < range.upperBound {
        if bytes[cursor + 1] == 0x6E { hasLineBreak = true }
        cursor += 1
      }
      cursor += 1
    }
    return hasLineBreak ? index..<cursor : nil
  }

  /// The text with `\n`, `\t`, `\r`, `\"`, `\'`, `\\` and `\uXXXX` (surrogate pairs joined)
  /// replaced once; other escapes are kept as printed.
  static func unescaped(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(range.count)
    var index = range.lowerBound
    while index < range.upperBound {
      // The text between escapes is copied a run at a time.
      var runEnd = index
      while runEnd < range.upperBound && bytes[runEnd] != ASCII.backslash { runEnd += 1 }
      if runEnd > index {
        result.append(contentsOf: UnsafeBufferPointer(start: bytes + index, count: runEnd - index))
        index = runEnd
        continue
      }
      let byte = bytes[index]
      guard index + 1 < range.upperBound else {
        result.append(byte)
        index += 1
        continue
      }
      let next = bytes[index + 1]
      switch next {
      case 0x6E: result.append(ASCII.lineFeed)
      case 0x74: result.append(ASCII.tab)
      case 0x72: break
      case ASCII.doubleQuote, ASCII.singleQuote, ASCII.backslash: result.append(next)
      case 0x75:
        if let (scalar, length) = UnicodeEscape.read(bytes, index, range.upperBound) {
          result.append(contentsOf: Array(String(Character(scalar)).utf8))
          index += length
          continue
        }
        result.append(byte)
        result.append(next)
      default:
        result.append(byte)
        result.append(next)
      }
      index += 2
    }
    return result
  }
}

/// `\uXXXX` escapes, with a surrogate pair `\uD83D\uDE00` read as one scalar.
enum UnicodeEscape {
  /// The scalar of the escape at `bytes[start]` (a backslash) and the number of bytes it takes.
  static func read(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> (Unicode.Scalar, Int)? {
    guard let high = hex4(bytes, start, end) else { return nil }
    if (0xD800...0xDBFF).contains(high), let low = hex4(bytes, start + 6, end),
      (0xDC00...0xDFFF).contains(low)
    {
      let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
      return Unicode.Scalar(value).map { ($0, 12) }
    }
    return Unicode.Scalar(high).map { ($0, 6) }
  }

  /// The value of `\uXXXX` at `bytes[start]`, or `nil` when it is not one.
  private static func hex4(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt32? {
    guard start + 6 <= end, bytes[start] == ASCII.backslash, bytes[start + 1] == 0x75 else { return nil }
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
    var bytes = Array(text.utf8)
    let result = bytes.withUnsafeMutableBufferPointer { buffer -> [UInt8] in
      guard let base = buffer.baseAddress else { return [] }
      var out: [UInt8] = []
      out.reserveCapacity(buffer.count)
      var index = 0
      while index < buffer.count {
        if base[index] == ASCII.backslash, let (scalar, length) = read(base, index, buffer.count) {
          out.append(contentsOf: Array(String(Character(scalar)).utf8))
          index += length
        } else {
          out.append(base[index])
          index += 1
        }
      }
      return out
    }
    return String(decoding: result, as: UTF8.self)
  }
}

/// Finds the first byte sequence that is not UTF-8, to name its line.
enum UTF8Check {
  /// The error for the first invalid sequence in `bytes`, or `nil` when all of it is UTF-8.
  static func firstError(in bytes: [UInt8]) -> DumpError? {
    var index = 0
    let count = bytes.count
    while index < count {
      // Thirty-two ASCII bytes at a time; lines are counted only for an error.
      if index + 32 <= count {
        let words = bytes.withUnsafeBytes { buffer in
          buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            | buffer.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
            | buffer.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
            | buffer.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
        }
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
        let line = 1 + bytes[..<index].reduce(0) { $0 + ($1 == ASCII.lineFeed ? 1 : 0) }
        return DumpError(
          line: line, reason: .invalidUTF8,
          message: "byte 0x\(hex.count == 1 ? "0" + hex : hex) is not UTF-8; save the dump as UTF-8 text")
      }
      index += length
    }
    return nil
  }
}

/// The marks blogs and technotes print where they cut an entry short.
enum Ellipsis {
  /// Whether `bytes[start..<end]` ends, after blanks and a closing `]`, in `…` (U+2026, bytes
  /// 0xE2 0x80 0xA6) or `...`.
  static func ends(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    var last = end
    while last > start && ASCII.isBlank(bytes[last - 1]) { last -= 1 }
    if last > start && bytes[last - 1] == ASCII.closeBracket { last -= 1 }
    guard last - start >= 3 else { return false }
    let tail = (bytes[last - 3], bytes[last - 2], bytes[last - 1])
    return tail == (0xE2, 0x80, 0xA6) || tail == (0x2E, 0x2E, 0x2E)
  }
}

/// Line breaks found eight bytes at a time: every line of a dump is searched for its end, most of
/// them more than once (the comment marker and indentation passes, then the parse).
enum LineFeed {
  /// The index of the first line feed (0x0A) in `bytes[start..<count]`, or `count` when none.
  static func next(_ bytes: UnsafePointer<UInt8>, from start: Int, _ count: Int) -> Int {
    var index = start
    while index + 8 <= count {
      // A byte of `word ^ 0x0A…` is zero where a line feed is; `(x - 0x01…) & ~x & 0x80…` marks
      // the lowest such byte exactly (marks above it may be false), and loads are little-endian.
      let word = UInt64(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self))
      let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
      let found = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < count && bytes[index] != ASCII.lineFeed { index += 1 }
    return index
  }
}
