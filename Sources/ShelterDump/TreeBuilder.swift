/// Turns entries with their `|` depths into a flat tree, one entry at a time, without recursion.
///
/// The first entry's depth is the base: a paste that starts below the top of a dump still reads.
/// An entry more than one level below the one before it (a fragment trimmed out of a deeper tree,
/// `depth jumps from 0 to 11`) is placed one level below that entry with a `.skippedLevels`
/// warning, and the entries after it nest by their printed depths; entries at the base depth are
/// top-level views. A `(layer)` entry and everything nested below it is skipped, since those are
/// sublayers listed among the views, not views.
struct TreeBuilder {
  private var nodes: [DumpNode] = []
  private var roots: [Int] = []
  /// `open[k]` is the index of the latest node at tree depth `k`.
  private var open: [Int] = []
  /// `openDepths[k]` is the printed depth of `open[k]`, which exceeds `k` plus the base below a
  /// skip.
  private var openDepths: [Int] = []
  /// `childDepths[k]` is the printed depth of the latest child of `open[k]`: a sibling at a
  /// depth already accepted below a skip is not a second skip.
  private var childDepths: [Int] = []
  /// The warnings for skipped levels, in line order.
  private(set) var warnings: [DumpWarning] = []
  private var baseDepth: Int?
  private var skippedLayerDepth: Int?
  /// The columns of one level when depth comes from indentation, for the messages.
  private let indentUnit: Int?

  init(indentUnit: Int? = nil) { self.indentUnit = indentUnit }

  /// How one level is written, for the messages: `'|'` or the indentation's columns.
  private var level: String { indentUnit.map { "level (\($0) columns)" } ?? "'|'" }

  /// Whether an entry at `depth` is left out: it is a sublayer, or nested below one.
  mutating func skips(depth: Int, isLayer: Bool) -> Bool {
    if let layerDepth = skippedLayerDepth {
      if depth > layerDepth { return true }
      skippedLayerDepth = nil
    }
    if isLayer {
      skippedLayerDepth = depth
      return true
    }
    return false
  }

  /// Places `node` below the latest node one level up, checking that `depth` makes sense.
  mutating func append(_ node: consuming DumpNode, depth: Int) throws(DumpError) {
    let base = baseDepth ?? depth
    baseDepth = base
    let relative = depth - base
    if relative < 0 {
      throw DumpError(
        line: node.line, reason: .invalidDepth,
        message: indentUnit == nil
          ? "\(node.entryName) has \(depth) '|' markers, fewer than the first entry's \(base)"
          : "\(node.entryName) is \(depth) levels deep, fewer than the first entry's \(base)")
    }
    // Close every open entry at or below this depth; what is left open holds the new entry.
    var kept = open.count
    while kept > 0 && openDepths[kept - 1] >= depth { kept -= 1 }
    open.removeLast(open.count - kept)
    openDepths.removeLast(openDepths.count - kept)
    childDepths.removeLast(childDepths.count - kept)
    if let above = openDepths.last, depth > above + 1, depth != childDepths.last, let parent = open.last {
      warnings.append(
        DumpWarning(
          line: node.line, kind: .skippedLevels,
          message:
            "depth jumps from \(above) to \(depth) at \(node.entryName), as in a trimmed paste; "
            + "placed it one \(level) below \(nodes[parent].entryName)"))
    }
    let parent = open.last
    let index = nodes.count
    if parent == nil { roots.append(index) }
    // Moved into the array and set there: a node is large, and copying it was a cost per entry.
    nodes.append(node)
    nodes[index].depth = open.count
    nodes[index].parent = parent
    if !childDepths.isEmpty { childDepths[childDepths.count - 1] = depth }
    open.append(index)
    openDepths.append(depth)
    childDepths.append(depth + 1)
  }

  /// The error for a text without any entry.
  static let noEntries = DumpError(
    line: 1, reason: .noEntries,
    message: "no view entries found; expected lines like '<UIView: 0x…; frame = (x y; w h); …>'")

  /// The finished tree; a text without any entry is an error.
  func finish() throws(DumpError) -> Dump {
    if nodes.isEmpty { throw TreeBuilder.noEntries }
    return Dump(nodes: nodes, roots: roots)
  }
}
