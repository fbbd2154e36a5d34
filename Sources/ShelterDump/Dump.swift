/// A view tree read from UIKit's `recursiveDescription` text, as pasted from `po view.recursiveDescription`.
///
/// Nodes are stored flat in document order (a pre-order walk), each knowing its parent, so trees of
/// any depth are built, walked and released without recursion.
///
///     let dump = try Dump(parsing: text)
///     dump.nodes[dump.roots[0]].className   // "UIWindow"
///     let json = try dump.fixture(name: "login").jsonText()
package struct Dump: Sendable {
  /// A rect `(x, y, width, height)` in points.
  package typealias Rect = (x: Double, y: Double, width: Double, height: Double)
  /// A point `(x, y)` in points.
  package typealias Point = (x: Double, y: Double)
  /// A size `(width, height)` in points.
  package typealias Size = (width: Double, height: Double)
  /// Edge insets `(top, left, bottom, right)` in points.
  package typealias Insets = (top: Double, left: Double, bottom: Double, right: Double)
  /// An affine transform with CoreGraphics' convention `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`.
  package typealias Transform = (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)

  /// Every view of the dump in document order; a node's subviews follow it, back to front.
  package internal(set) var nodes: [DumpNode]
  /// Indices in `nodes` of the top-level views (usually one: the window or the view printed).
  package let roots: [Int]
  /// What was not imported as printed, and every guess made, in line order: lines that look like
  /// part of the tree but hold no entry, entries never closed, an inferred window, renamed ids.
  package internal(set) var warnings: [DumpWarning] = []
  /// The size of the window made for a top-level view that is not a window (a device's screen,
  /// `shelter import --device`); `nil` sizes it to reach the view's far corner.
  package internal(set) var windowSize: Size?
  /// `childIndices[childStarts[i] ..< childStarts[i + 1]]` are the subviews of node `i`.
  let childStarts: [Int]
  let childIndices: [Int]

  /// The indices in `nodes` of a node's direct subviews, back to front.
  package func children(of index: Int) -> ArraySlice<Int> {
    childIndices[childStarts[index]..<childStarts[index + 1]]
  }

  init(nodes: [DumpNode], roots: [Int], warnings: [DumpWarning] = []) {
    var starts = [Int](repeating: 0, count: nodes.count + 1)
    // Indices rather than nodes: reading one field must not copy every node.
    for index in nodes.indices {
      if let parent = nodes[index].parent { starts[parent + 1] += 1 }
    }
    for index in 0..<nodes.count { starts[index + 1] += starts[index] }
    var fill = starts
    var children = [Int](repeating: 0, count: max(0, nodes.count - roots.count))
    for index in nodes.indices {
      if let parent = nodes[index].parent {
        children[fill[parent]] = index
        fill[parent] += 1
      }
    }
    self.nodes = nodes
    self.roots = roots
    self.childStarts = starts
    self.childIndices = children
    self.warnings = warnings
  }
}
