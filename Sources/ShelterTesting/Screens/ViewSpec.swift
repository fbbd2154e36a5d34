public import Shelter

/// One view of a screen written in Swift: an id, a kind, where it sits and its subviews.
///
/// A value that describes a view rather than the view itself; a ``ScreenSpec`` turns the whole
/// description into a fixture and the fixture into live views, so a screen written in Swift and the
/// same screen written as fixture JSON build the same tree.
///
///     ViewSpec("card", frame: Rect(x: 20, y: 120, width: 353, height: 300)) {
///       ViewSpec("email", .textField, frame: Rect(x: 16, y: 16, width: 321, height: 44))
///     }
///
/// Frames are layout rects in the superview's bounds space, as the fixture's `frame`. A view
/// without a frame fills its superview, or takes a row of a ``VerticalForm``.
public struct ViewSpec: Sendable {
  var node: Node

  /// A view at a layout rect in its superview's bounds space.
  public init(
    _ id: String, _ kind: ViewKind = .view, frame: Rect,
    @ViewSpecBuilder subviews: () -> [ViewSpec] = { [] }
  ) {
    node = Node(id: id, kind: kind, layout: .frame(frame), subviews: subviews().map(\.node))
  }

  /// A view sized by where it is: in a ``VerticalForm`` a row of the form, elsewhere the
  /// superview's whole bounds (or, with a `height`, the superview's width at the top); a view
  /// ``placedByConstraints(_:)`` starts at a zero frame instead, for its constraints to place.
  ///
  /// `height` overrides the form's row height for this one row (a text view, a tall button).
  public init(
    _ id: String, _ kind: ViewKind = .view, height: Double? = nil,
    @ViewSpecBuilder subviews: () -> [ViewSpec] = { [] }
  ) {
    node = Node(id: id, kind: kind, layout: .flexible(height: height), subviews: subviews().map(\.node))
  }

  /// A child view controller whose root view sits here (the fixture's `{ "controller": … }` node).
  init(holding controller: ControllerSpec) {
    node = Node(id: controller.id, kind: .view, layout: .flexible(height: nil), subviews: [])
    node.controller = controller
  }

  /// The view's id: the fixture id, the live view's `identifier`, the name steps and reports use.
  public var id: String { node.id }

  /// What the view models.
  public var kind: ViewKind { node.kind }

  /// The subviews, back to front.
  public var subviews: [ViewSpec] { node.subviews.map(ViewSpec.init(node:)) }

  init(node: Node) { self.node = node }

  /// Changes the description, copying the shared storage first when another value uses it.
  mutating func update(_ change: (Node) -> Void) {
    if !isKnownUniquelyReferenced(&node) { node = node.copy() }
    change(node)
  }

  /// A copy with one change made.
  func with(_ change: (Node) -> Void) -> ViewSpec {
    var copy = self
    copy.update(change)
    return copy
  }
}

extension ViewSpec {
  /// Where a view sits before its superview's size is known.
  enum Layout: Equatable {
    /// A fixed layout rect in the superview.
    case frame(Rect)
    /// The superview's bounds, or its width at the top with a height.
    case flexible(height: Double?)
    /// A row of a vertical form; `width` `nil` spans the superview less `x` on both sides.
    case row(x: Double, y: Double, width: Double?, height: Double)
  }

  /// How a scroll view's content size is decided.
  enum ContentSizing: Equatable {
    /// A given size.
    case fixed(Size)
    /// The subviews' bounding box plus padding at the bottom.
    case fitting(bottomPadding: Double)
  }

  /// The storage of a view description, shared between copies until one changes.
  ///
  /// The view's own fields are a ``/Shelter/FixtureNode``, the fixture's model of a view, so every modifier
  /// sets a fixture field; only where the view sits (its layout) and how a scroll view's content is
  /// sized wait for the superview's size. A class so that a description 100,000 levels deep can be
  /// released without recursion. Only changed while it is being made or while one value holds it
  /// alone (``ViewSpec/update(_:)`` copies it otherwise), so sharing it between threads is safe.
  final class Node: @unchecked Sendable {
    var fields: FixtureNode
    var layout: Layout
    var subviews: [Node]
    var controller: ControllerSpec?
    var contentSizing: ContentSizing?
    /// The constraints written on this view, in order; each is installed where UIKit's `activate`
    /// would put it once the whole tree is known.
    var constraints: [ConstraintSpec] = []
    /// Whether ``ViewSpec/contentOffset(_:)`` stated the offset; recorded on the fixture node once
    /// its frame is known, since the node keeps a zero origin's statement by how it is written.
    var statesContentOffset = false

    init(id: String, kind: ViewKind, layout: Layout, subviews: [Node]) {
      self.fields = FixtureNode(id: id, role: .view(kind))
      self.layout = layout
      self.subviews = subviews
    }

    var id: String { fields.id }
    var kind: ViewKind { fields.kind ?? .view }

    func copy() -> Node {
      let other = Node(id: id, kind: kind, layout: layout, subviews: subviews)
      other.fields = fields
      other.controller = controller
      other.contentSizing = contentSizing
      other.constraints = constraints
      other.statesContentOffset = statesContentOffset
      return other
    }

    deinit {
      // Release the subtree with an explicit stack, so a deep description cannot overflow the stack.
      guard !subviews.isEmpty || controller != nil else { return }
      var pending = subviews
      if let root = controller?.view.node { pending.append(root) }
      subviews = []
      controller = nil
      while var node = pending.popLast() {
        guard isKnownUniquelyReferenced(&node) else { continue }
        pending.append(contentsOf: node.subviews)
        node.subviews = []
        if let root = node.controller?.view.node {
          node.controller = nil
          pending.append(root)
        }
      }
    }
  }
}
