public import ShelterValues

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
  public func makeIterator() -> Iterator { Iterator(root: root) }

  /// The walk's state: the sibling lists being walked, each with the index of the next view to
  /// visit, innermost last.
  ///
  /// A view's subviews are read when the view itself is returned, so changes to the tree during the
  /// walk affect only views not yet returned whose subviews have not been read.
  public struct Iterator: IteratorProtocol {
    var pendingRoot: View?
    var levels: [(siblings: [View], next: Int)] = []

    init(root: View) { pendingRoot = root }

    /// The next view in pre-order, or `nil` when the subtree is exhausted.
    public mutating func next() -> View? {
      if let root = pendingRoot {
        pendingRoot = nil
        if !root.children.isEmpty { levels.append((root.children, 0)) }
        return root
      }
      while let last = levels.indices.last {
        let next = levels[last].next
        if next == levels[last].siblings.count {
          levels.removeLast()
          continue
        }
        let view = levels[last].siblings[next]
        levels[last].next = next + 1
        if !view.children.isEmpty { levels.append((view.children, 0)) }
        return view
      }
      return nil
    }
  }
}

extension View {
  /// This view and then each of its superviews up to the root, without retaining more than the
  /// view at hand: the one way up the tree the engine climbs.
  package var selfAndSuperviews: SuperviewSequence { SuperviewSequence(start: self) }
}

/// A walk from a view up through its superviews.
package struct SuperviewSequence: Sequence, IteratorProtocol {
  private var pending: View?

  /// A walk that starts at `start` (nothing for `nil`).
  package init(start: View?) { pending = start }

  /// The next view up, or `nil` past the root.
  package mutating func next() -> View? {
    guard let view = pending else { return nil }
    pending = view.superview
    return view
  }
}

extension View {
  /// Whether this view or a view below it satisfies `predicate`, walked in pre-order without
  /// retaining the views it passes: a question a policy asks on every keyboard event, where
  /// ``subtree``'s retains would cost more than the answer. Inlinable, so the caller's predicate is
  /// inlined into the walk instead of called across modules for each view.
  @inlinable package func subtreeContains(where predicate: (View) -> Bool) -> Bool {
    if predicate(self) { return true }
    var levels: [(siblings: [View], next: Int)] = []
    var siblings = children
    var next = 0
    while true {
      guard next < siblings.count else {
        guard let level = levels.popLast() else { return false }
        (siblings, next) = level
        continue
      }
      let view = UnsafeViewRef(siblings[next])
      next += 1
      if view.read(predicate) { return true }
      if view.read({ $0.hasChildSlots }) {
        levels.append((siblings, next))
        siblings = view.read { $0.children }
        next = 0
      }
    }
  }

  /// Whether this view or one below it is a scroll view: what a keyboard move asks of every view it
  /// moved, read from a flag each scroll view sets rather than a cast per view.
  package var subtreeHoldsScrollView: Bool { subtreeContains { $0.storage.isScrollView } }
}
