import ShelterSupport

/// Depth from indentation alone, for dumps printed without `|` markers: hand-written printers
/// (`String(repeating: "    ", count: level)` before each `description`) and pastes that lost
/// their bars print every level as a fixed number of blanks.
///
/// The unit is found over the whole dump before any entry is placed: it is the smallest step by
/// which one entry line is indented deeper than the entry line before it (a printer indents a
/// subview exactly one unit below its superview), and the base is the shallowest entry line.
struct Indentation: Equatable {
  /// The columns of the shallowest entry line: depth 0.
  var base: Int
  /// The columns one level takes.
  var unit: Int

  /// The dump's indentation when no entry line carries a `|` or `:` marker and entry lines start
  /// at more than one column; `nil` otherwise (markers decide, or every entry is top-level).
  /// Counted lines are those whose entry follows the blanks directly, and the first entry line
  /// even after a prompt (`(lldb) po v <UIView: …>`, at the column of its line's start).
  static func detect(_ bytes: ByteSlice, lineMarker: UInt8?) -> Indentation? {
    var base = Int.max
    var unit = Int.max
    var previous: Int?
    var lineStart = bytes.start
    while lineStart < bytes.end {
      let lineEnd = LineFeed.next(bytes, from: lineStart)
      let line = bytes.slice(lineStart..<lineEnd)
      var position = lineStart
      if let lineMarker { position = CommentMarker.skip(lineMarker, in: line) }
      let (columns, afterBlanks) = measure(line.suffix(from: position))
      if let start = EntryStart.find(in: line.suffix(from: afterBlanks), allowsPrefix: previous == nil),
        start.prefix.isEmpty || previous == nil
      {
        if start.depth > 0 { return nil }
        base = min(base, columns)
        if let previous, columns > previous { unit = min(unit, columns - previous) }
        previous = columns
      }
      lineStart = lineEnd + 1
    }
    guard unit != .max else { return nil }
    return Indentation(base: base, unit: unit)
  }

  /// The columns of blanks that start `bytes` and the index past them. A space or a
  /// no-break space (U+00A0, which web pages put in place of leading spaces) is one column; a tab
  /// goes on to the next multiple of four.
  static func measure(_ bytes: ByteSlice) -> (columns: Int, end: Int) {
    var columns = 0
    var index = bytes.start
    let end = bytes.end
    while index < end {
      if bytes[index] == ASCII.space {
        columns += 1
      } else if bytes[index] == ASCII.tab {
        columns += 4 - columns % 4
      } else if bytes[index] == 0xC2 && index + 1 < end && bytes[index + 1] == 0xA0 {
        columns += 1
        index += 1
      } else {
        break
      }
      index += 1
    }
    return (columns, index)
  }

  /// The depth of a line indented `columns`, and whether it falls between two levels (then it is
  /// taken as the shallower one). A line left of the base is at depth 0.
  func depth(columns: Int) -> (depth: Int, uneven: Bool) {
    let relative = max(0, columns - base)
    return (relative / unit, relative % unit != 0)
  }
}
