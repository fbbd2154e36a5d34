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
    var current = UnsafeViewRef(self)
    while let up = current.superview { current = up }
    return current.object
  }

  /// The number of superviews above this view.
  public var depth: Int {
    var count = 0
    var current = UnsafeViewRef(self)
    while let up = current.superview {
      count += 1
      current = up
    }
    return count
  }

  /// Whether this view is `other` or lies inside it.
  public func isDescendant(of other: View) -> Bool {
    var current = UnsafeViewRef(self)
    while true {
      if current.refers(to: other) { return true }
      guard let up = current.superview else { return false }
      current = up
    }
  }

  /// Whether `ancestor` is this view or above it and `body` holds for every view from this one up
  /// to, not including, `ancestor`; the walk stops at the first view for which it does not.
  ///
  /// The views on the way are not retained, so `body` must not remove any of them from the tree.
  package func climb(to ancestor: View, while body: (View) -> Bool) -> Bool {
    var current = UnsafeViewRef(self)
    while !current.refers(to: ancestor) {
      guard current.read(body), let up = current.superview else { return false }
      current = up
    }
    return true
  }

  /// Adds a view in front of the other subviews, moving it out of its old superview first.
  ///
  /// Throws, and changes nothing, when `view` is this view or one of its ancestors.
  @_disfavoredOverload
  public func addSubview(_ view: View) throws(ViewTreeError) {
    try insertSubview(view, at: childCount + (view.parent === self ? -1 : 0))
  }

  /// Inserts a view at an index of the subviews (0 is the back).
  ///
  /// The index counts the subviews as they will be once `view` is out of its old place.
  @_disfavoredOverload
  public func insertSubview(_ view: View, at index: Int) throws(ViewTreeError) {
    try checkCanAdopt(view)
    let count = childCount - (view.parent === self ? 1 : 0)
    guard index >= 0, index <= count else {
      throw .indexOutOfRange(view: pathDescription, index: index, count: count)
    }
    // Only a view that already sits in a window can carry a first responder out of it; checking
    // that first keeps building a deep tree linear (finding a window costs the depth).
    if view.parent != nil, let oldWindow = view.window, oldWindow !== window {
      oldWindow.viewWillLeaveWindow(view)
    }
    view.detachFromParent()
    insertChild(view, at: index)
  }

  /// Inserts a view just above a sibling.
  @_disfavoredOverload
  public func insertSubview(_ view: View, aboveSubview sibling: View) throws(ViewTreeError) {
    try checkCanAdopt(view)
    guard sibling.parent === self, sibling !== view else {
      throw .notASubview(view: sibling.pathDescription, superview: pathDescription)
    }
    let position = index(ofChild: sibling) + 1
    let adjusted = view.parent === self && index(ofChild: view) < position ? position - 1 : position
    try insertSubview(view, at: adjusted)
  }

  /// Inserts a view just below a sibling.
  @_disfavoredOverload
  public func insertSubview(_ view: View, belowSubview sibling: View) throws(ViewTreeError) {
    try checkCanAdopt(view)
    guard sibling.parent === self, sibling !== view else {
      throw .notASubview(view: sibling.pathDescription, superview: pathDescription)
    }
    let position = index(ofChild: sibling)
    let adjusted = view.parent === self && index(ofChild: view) < position ? position - 1 : position
    try insertSubview(view, at: adjusted)
  }

  /// Detaches this view from its superview; a first responder inside it resigns if it leaves its window.
  public func removeFromSuperview() {
    guard parent != nil else { return }
    if let window { window.viewWillLeaveWindow(self) }
    detachFromParent()
  }

  /// Moves a subview to the front (the end of ``subviews``); a view that is not a subview is ignored.
  ///
  /// Amortized O(1): the view's old slot becomes a placeholder.
  public func bringSubviewToFront(_ view: View) {
    guard view.parent === self, Int(view.storage.slotInParent) != storage.childSlots.count - 1 else { return }
    vacateSlot(of: view)
    appendChild(view)
  }

  /// Moves a subview to the back (the start of ``subviews``); a view that is not a subview is ignored.
  ///
  /// Amortized O(1): the view's old slot becomes a placeholder and it takes room kept at the back.
  public func sendSubviewToBack(_ view: View) {
    guard view.parent === self else { return }
    vacateSlot(of: view)
    insertChildAtBack(view)
  }

  /// Swaps the subviews at two indices.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) throws(ViewTreeError) {
    let count = childCount
    for index in [index1, index2] where index < 0 || index >= count {
      throw .indexOutOfRange(view: pathDescription, index: index, count: count - 1)
    }
    compactChildren()
    storage.childSlots.swapAt(index1, index2)
    storage.childSlots[index1].storage.slotInParent = Int32(index1)
    storage.childSlots[index2].storage.slotInParent = Int32(index2)
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
    // Apple's view hierarchy has the window as its top node (docs/reliability.md cites it).
    if view is Window {
      throw .windowAsSubview(view: view.pathDescription, superview: pathDescription)
    }
    // A view without subviews can only be an ancestor of self by being self.
    if view === self || (view.childCount != 0 && isDescendant(of: view)) {
      throw .wouldCreateCycle(view: view.pathDescription, superview: pathDescription)
    }
  }

  func detachFromParent() {
    guard let parent else { return }
    parent.vacateSlot(of: self)
    self.parent = nil
  }

  /// This view's path from its root, such as `root.subviews[2] (TextField #email)`.
  ///
  /// Used in every error so that a failure names the view without a debugger.
  public var pathDescription: String {
    var indices: [Int] = []
    var current = self
    while let up = current.parent {
      indices.append(up.index(ofChild: current))
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
