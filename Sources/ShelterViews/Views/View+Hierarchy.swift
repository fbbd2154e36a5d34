extension View {
  /// The view this one is a subview of, or `nil` for a root.
  public var superview: View? { parent }

  /// The subviews from back to front, as UIKit orders them.
  public var subviews: [View] { children }

  /// The root of this view's tree if it is a window.
  ///
  /// Walks up the superview chain, so it costs the view's depth.
  public var window: Window? { root as? Window }

  /// The topmost ancestor (the view itself when it has no superview).
  public var root: View {
    // Walks up the superview chain run no other code, so the views on the way are not retained.
    var current = Unmanaged.passUnretained(self)
    while let up = current._withUnsafeGuaranteedRef({ $0.parentLink }) { current = up }
    return current.takeUnretainedValue()
  }

  /// The number of superviews above this view.
  public var depth: Int {
    var count = 0
    var current = Unmanaged.passUnretained(self)
    while let up = current._withUnsafeGuaranteedRef({ $0.parentLink }) {
      count += 1
      current = up
    }
    return count
  }

  /// Whether this view is `other` or lies inside it.
  public func isDescendant(of other: View) -> Bool {
    let target = Unmanaged.passUnretained(other).toOpaque()
    var current = Unmanaged.passUnretained(self)
    while true {
      if current.toOpaque() == target { return true }
      guard let up = current._withUnsafeGuaranteedRef({ $0.parentLink }) else { return false }
      current = up
    }
  }

  /// Adds a view in front of the other subviews, moving it out of its old superview first.
  ///
  /// Throws, and changes nothing, when `view` is this view or one of its ancestors.
  public func addSubview(_ view: View) throws(ViewTreeError) {
    try insertSubview(view, at: children.count + (view.parent === self ? -1 : 0))
  }

  /// Inserts a view at an index of the subviews (0 is the back).
  ///
  /// The index counts the subviews as they will be once `view` is out of its old place.
  public func insertSubview(_ view: View, at index: Int) throws(ViewTreeError) {
    try checkCanAdopt(view)
    let count = children.count - (view.parent === self ? 1 : 0)
    guard index >= 0, index <= count else {
      throw .indexOutOfRange(view: pathDescription, index: index, count: count)
    }
    // Only a view that already sits in a window can carry a first responder out of it; checking
    // that first keeps building a deep tree linear (finding a window costs the depth).
    if view.parent != nil, let oldWindow = view.window, oldWindow !== window {
      oldWindow.viewWillLeaveWindow(view)
    }
    view.detachFromParent()
    children.insert(view, at: index)
    view.parent = self
  }

  /// Inserts a view just above a sibling.
  public func insertSubview(_ view: View, aboveSubview sibling: View) throws(ViewTreeError) {
    try checkCanAdopt(view)
    guard sibling.parent === self, sibling !== view else {
      throw .notASubview(view: sibling.pathDescription, superview: pathDescription)
    }
    let position = children.firstIndex { $0 === sibling }! + 1
    let adjusted =
      view.parent === self && children.firstIndex(where: { $0 === view })! < position
      ? position - 1 : position
    try insertSubview(view, at: adjusted)
  }

  /// Inserts a view just below a sibling.
  public func insertSubview(_ view: View, belowSubview sibling: View) throws(ViewTreeError) {
    try checkCanAdopt(view)
    guard sibling.parent === self, sibling !== view else {
      throw .notASubview(view: sibling.pathDescription, superview: pathDescription)
    }
    let position = children.firstIndex { $0 === sibling }!
    let adjusted =
      view.parent === self && children.firstIndex(where: { $0 === view })! < position
      ? position - 1 : position
    try insertSubview(view, at: adjusted)
  }

  /// Detaches this view from its superview; a first responder inside it resigns if it leaves its window.
  public func removeFromSuperview() {
    guard parent != nil else { return }
    if let window { window.viewWillLeaveWindow(self) }
    detachFromParent()
  }

  /// Moves a subview to the front (the end of ``subviews``); a view that is not a subview is ignored.
  public func bringSubviewToFront(_ view: View) {
    guard view.parent === self, let index = children.firstIndex(where: { $0 === view }) else { return }
    children.remove(at: index)
    children.append(view)
  }

  /// Moves a subview to the back (the start of ``subviews``); a view that is not a subview is ignored.
  public func sendSubviewToBack(_ view: View) {
    guard view.parent === self, let index = children.firstIndex(where: { $0 === view }) else { return }
    children.remove(at: index)
    children.insert(view, at: 0)
  }

  /// Swaps the subviews at two indices.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) throws(ViewTreeError) {
    for index in [index1, index2] where index < 0 || index >= children.count {
      throw .indexOutOfRange(view: pathDescription, index: index, count: children.count - 1)
    }
    children.swapAt(index1, index2)
  }

  /// The first view in this subtree, in depth-first pre-order, whose identifier matches.
  public func view(withIdentifier identifier: String) -> View? {
    first { $0.identifier == identifier }
  }

  /// The first view in this subtree, in depth-first pre-order, whose tag matches (UIKit's `viewWithTag`).
  public func viewWithTag(_ tag: Int) -> View? {
    first { $0.tag == tag }
  }

  func checkCanAdopt(_ view: View) throws(ViewTreeError) {
    // A view without subviews can only be an ancestor of self by being self.
    if view === self || (!view.children.isEmpty && isDescendant(of: view)) {
      throw .wouldCreateCycle(view: view.pathDescription, superview: pathDescription)
    }
  }

  func detachFromParent() {
    guard let parent else { return }
    if let index = parent.children.lastIndex(where: { $0 === self }) {
      parent.children.remove(at: index)
    }
    self.parent = nil
  }

  /// This view's path from its root, such as `root.subviews[2] (TextField #email)`.
  ///
  /// Used in every error so that a failure names the view without a debugger.
  public var pathDescription: String {
    var indices: [Int] = []
    var current = self
    while let up = current.parent {
      indices.append(up.children.firstIndex { $0 === current } ?? -1)
      current = up
    }
    let rootName = current.identifier.map { "#\($0)" } ?? current.typeName
    var path = rootName
    for index in indices.reversed() { path += ".subviews[\(index)]" }
    if parent == nil { return path }
    return path + " (\(typeName)\(identifier.map { " #\($0)" } ?? ""))"
  }

  /// The Shelter type name used in paths and dumps (`TextField`).
  public var typeName: String { String(describing: type(of: self)) }
}
