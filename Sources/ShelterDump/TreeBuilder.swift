/// Turns entries with their `|` depths into a flat tree, one entry at a time, without recursion.
///
/// The first entry's depth is the base: a paste that starts below the top of a dump still reads.
/// Every later entry sits at most one level below the one before it; entries at the base depth
/// are top-level views. A `(layer)` entry and everything nested below it is skipped, since those
/// are sublayers listed among the views, not views.
struct TreeBuilder {
  private var nodes: [DumpNode] = []
  private var roots: [Int] = []
  /// `open[k]` is the index of the latest node at relative depth `k`.
  private var open: [Int] = []
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
    if relative > open.count {
      throw DumpError(
        line: node.line, reason: .invalidDepth,
        message:
          "depth jumps from \(base + open.count - 1) to \(depth) at \(node.entryName); "
          + "a subview is one \(level) deeper than its superview")
    }
    open.removeLast(open.count - relative)
    let parent = open.last
    let index = nodes.count
    if parent == nil { roots.append(index) }
    // Moved into the array and set there: a node is large, and copying it was a cost per entry.
    nodes.append(node)
    nodes[index].depth = relative
    nodes[index].parent = parent
    open.append(index)
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
