import ShelterSupport

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

  /// Reads one line, `bytes` without its line break, numbered `line`.
  mutating func feedLine(_ bytes: ByteSlice, line: Int, allowsEscapedString: Bool) throws(DumpError) {
    var position = bytes.start
    let end = bytes.end
    if let lineMarker { position = CommentMarker.skip(lineMarker, in: bytes) }
    if !hasOpenEntry, CommentMarker.startsCommentLine(bytes.suffix(from: position)) {
      if EntryStart.find(in: bytes.suffix(from: position), allowsPrefix: true) != nil {
        warnings.append(
          DumpWarning(
            line: line, kind: .skippedLine,
            message: "a comment line quotes a view entry; it is not read as one"))
      }
      return
    }
    if !hasOpenEntry, allowsEscapedString, let string = EscapedString.find(in: bytes.suffix(from: position)) {
      let text = EscapedString.unescaped(bytes.slice(string))
      try ByteSlice.withBytes(of: text) { text throws(DumpError) in
        var pieceStart = text.start
        while pieceStart <= text.end {
          let pieceEnd = LineFeed.next(text, from: pieceStart)
          try feedLine(text.slice(pieceStart..<pieceEnd), line: line, allowsEscapedString: false)
          pieceStart = pieceEnd + 1
        }
      }
      return
    }

    // In an indented dump the line's blanks give the depth of the entries it starts.
    var indent: (columns: Int, depth: Int, uneven: Bool)?
    if let indentation {
      let columns = Indentation.measure(bytes.suffix(from: position)).columns
      let (depth, uneven) = indentation.depth(columns: columns)
      indent = (columns, depth, uneven)
    }

    var continued = false
    if hasOpenEntry {
      hasOpenEntry = false
      if let start = EntryStart.find(in: bytes.suffix(from: position), allowsPrefix: true),
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
        guard let closedAt = scanner.feed(bytes.suffix(from: position)) else {
          try keepOpen(bytes)
          return
        }
        position = try completeScanner(bytes, after: closedAt)
      }
    }

    var foundEntry = continued
    while let start = EntryStart.find(in: bytes.suffix(from: position), allowsPrefix: true) {
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
        scanner.prefix = EntryPrefix(bytes.slice(start.prefix))
      }
      guard let closedAt = scanner.feed(bytes.suffix(from: start.body)) else {
        try keepOpen(bytes.suffix(from: start.body))
        return
      }
      position = try completeScanner(bytes, after: closedAt)
    }
    if !foundEntry, let what = TreeLikeLine.describe(bytes.suffix(from: position)) {
      warnings.append(
        DumpWarning(line: line, kind: .skippedLine, message: "\(what) is not a view entry; skipped"))
    }
  }

  /// Leaves an entry open for the next line, unless its line ends in an ellipsis (`…`, `...`,
  /// `[…]`) outside quoted text: then the printer cut it off there, and it is kept as it is.
  private mutating func keepOpen(_ bytes: ByteSlice) throws(DumpError) {
    guard !scanner.isInsideText, Ellipsis.ends(bytes) else {
      hasOpenEntry = true
      return
    }
    try close(truncated: scanner, why: "its line ends in an ellipsis")
  }

  /// Completes the entry `scanner` has just closed (see `complete`).
  private mutating func completeScanner(_ bytes: ByteSlice, after closedAt: Int) throws(DumpError) -> Int {
    // Taken out while it is read: passing the stored scanner to a mutating method would copy it.
    var closed = EntryScanner(line: 0, depth: 0)
    swap(&closed, &scanner)
    defer { swap(&closed, &scanner) }
    return try complete(closed, bytes, after: closedAt)
  }

  /// The tree, once every line is read; an entry still open is kept as far as it printed.
  mutating func finish(lastLine: Int) throws(DumpError) -> Dump {
    if hasOpenEntry {
      hasOpenEntry = false
      try close(truncated: scanner, before: nil)
    }
    var dump = try builder.finish()
    // The builder's warnings come from entries the parser has already read past: merged by line,
    // the parser's first on a line.
    dump.warnings = (warnings + builder.warnings).enumerated()
      .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
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
    _ entry: EntryScanner, _ bytes: ByteSlice, after closedAt: Int
  ) throws(DumpError) -> Int {
    let lineEnd = bytes.end
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
    var node = try DumpNode(entry: entry, warnings: &warnings)
    if let controller = scanner.prefix.controller { node.controller = controller }
    if let name = scanner.prefix.propertyName { node.propertyName = name }
    try builder.append(consume node, depth: scanner.depth)
  }
}
