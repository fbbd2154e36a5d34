extension View {
  /// This view and every view below it, lazily, in depth-first pre-order (a view before its
  /// subviews, subviews back to front).
  ///
  /// Iterates with an explicit stack, so a tree of any depth is safe to walk.
  public var subtree: SubtreeSequence { SubtreeSequence(root: self) }

  /// Every view of this subtree, in pre-order, that satisfies a predicate.
  public func views(where predicate: (View) throws -> Bool) rethrows -> [View] {
    try subtree.filter(predicate)
  }

  /// Every view of this subtree, in pre-order, of a given kind.
  public func views(ofKind kind: ViewKind) -> [View] {
    subtree.filter { $0.kind == kind }
  }

  /// The first view in pre-order that satisfies a predicate.
  public func first(where predicate: (View) throws -> Bool) rethrows -> View? {
    try subtree.first(where: predicate)
  }
}

/// A lazy depth-first pre-order walk of a subtree.
///
/// A value type over an explicit stack: walking a 100,000-deep chain uses no recursion.
public struct SubtreeSequence: Sequence {
  let root: View

  /// Starts a walk at a root view.
  public init(root: View) { self.root = root }

  /// Creates the walk's iterator.
  public func makeIterator() -> Iterator { Iterator(stack: [root]) }

  /// The walk's state: views still to visit, the next one last.
  public struct Iterator: IteratorProtocol {
    var stack: [View]

    /// The next view in pre-order, or `nil` when the subtree is exhausted.
    public mutating func next() -> View? {
      guard let view = stack.popLast() else { return nil }
      let children = view.children
      var index = children.count
      while index > 0 {
        index -= 1
        stack.append(children[index])
      }
      return view
    }
  }
}
