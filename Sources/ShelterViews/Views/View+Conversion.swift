public import ShelterGeometry

extension View {
  /// The composed map from this view's bounds space to its root's bounds space (window space when
  /// the root is a window).
  ///
  /// Costs the view's depth; use ``forEachFrameInRootSpace(_:)`` to place a whole tree in one pass.
  public var transformToRoot: Transform { transform(upTo: nil) }

  /// The composed map from this view's bounds space to `ancestor`'s (`nil`: the root's).
  package func transform(upTo ancestor: View?) -> Transform {
    guard self !== ancestor, var current = storage.parent else { return .identity }
    // The walk runs no other code, so the views on the way are read without being retained.
    var composed = transformToSuperview
    // Upright views only add offsets; switch to full products at the first turned or scaled step.
    while composed.isTranslationOnly, !current.refers(to: ancestor) {
      let (step, up) = current.read { ($0.transformToSuperview, $0.storage.parent) }
      guard let up, step.isTranslationOnly else { break }
      composed.tx += step.tx
      composed.ty += step.ty
      current = up
    }
    while !current.refers(to: ancestor) {
      let (step, up) = current.read { ($0.transformToSuperview, $0.storage.parent) }
      guard let up else { break }
      composed = composed.concatenating(step)
      current = up
    }
    return composed
  }

  /// This view's frame in its root's space: the bounding box of its transformed bounds there.
  ///
  /// The bounds' corners go through the whole composed transform and the box is taken once, as
  /// converting the bounds with `convert(_:to: nil)` does, so turned ancestors do not inflate it.
  public var frameInRootSpace: Rect {
    transformToRoot.apply(to: storage.bounds)
  }

  /// Converts a point from this view's bounds space to another view's; `nil` means window space.
  ///
  /// Views in different windows on one screen convert through screen space. Throws when a transform
  /// on the way into `view` cannot be inverted or when the two views share no space.
  ///
  ///     field.convert(Point(x: 0, y: 0), to: nil)   // the field's top-left corner in the window
  public func convert(_ point: Point, to view: View?) throws(ViewTreeError) -> Point {
    try mapping(to: view).apply(to: point)
  }

  /// Converts a point from another view's bounds space (`nil`: window space) to this view's.
  public func convert(_ point: Point, from view: View?) throws(ViewTreeError) -> Point {
    try (view ?? root).mapping(to: self).apply(to: point)
  }

  /// Converts a rect from this view's bounds space to another view's (`nil`: window space).
  ///
  /// The four corners go through the whole composed transform and the bounding box is taken once,
  /// so nested rotations do not inflate the result step by step.
  public func convert(_ rect: Rect, to view: View?) throws(ViewTreeError) -> Rect {
    try mapping(to: view).apply(to: rect)
  }

  /// Converts a rect from another view's bounds space (`nil`: window space) to this view's.
  public func convert(_ rect: Rect, from view: View?) throws(ViewTreeError) -> Rect {
    try (view ?? root).mapping(to: self).apply(to: rect)
  }

  /// The affine map from this view's bounds space to `view`'s (`nil`: this tree's root space).
  ///
  /// Views of one tree meet in their nearest common ancestor's space, so only the transforms between
  /// the two views matter: two views under a flattened (scale 0) ancestor still convert.
  public func mapping(to view: View?) throws(ViewTreeError) -> Transform {
    guard let view else { return transformToRoot }
    if view === self { return .identity }
    if let ancestor = nearestCommonAncestor(with: view) {
      guard let down = view.transform(upTo: ancestor).inverted() else {
        throw .singularTransform(view: view.firstSingularView(below: ancestor).pathDescription)
      }
      return transform(upTo: ancestor).concatenating(down)
    }
    // Different trees: meet in screen space when both are windows on the same screen.
    guard let myWindow = root as? Window, let theirWindow = view.root as? Window,
      myWindow.application === theirWindow.application
    else {
      throw .noCommonSpace(from: pathDescription, to: view.pathDescription)
    }
    let toScreen = transformToRoot.concatenating(myWindow.transformToSuperview)
    let theirToScreen = view.transformToRoot.concatenating(theirWindow.transformToSuperview)
    guard let back = theirToScreen.inverted() else {
      throw .singularTransform(view: view.firstSingularView(below: nil).pathDescription)
    }
    return toScreen.concatenating(back)
  }

  /// The deepest view that is both this view or an ancestor of it and `other` or an ancestor of
  /// `other`; `nil` when they are in different trees. Costs the two depths.
  func nearestCommonAncestor(with other: View) -> View? {
    var mine: View = self
    var theirs: View = other
    var myDepth = depth
    var theirDepth = other.depth
    while myDepth > theirDepth, let up = mine.parent {
      mine = up
      myDepth -= 1
    }
    while theirDepth > myDepth, let up = theirs.parent {
      theirs = up
      theirDepth -= 1
    }
    while mine !== theirs {
      guard let myUp = mine.parent, let theirUp = theirs.parent else { return nil }
      mine = myUp
      theirs = theirUp
    }
    return mine
  }

  /// The nearest view from here up to (not including) `ancestor` whose own step cannot be inverted,
  /// for naming it in errors. With `nil` the root's own step (a window's place on the screen) counts.
  func firstSingularView(below ancestor: View?) -> View {
    var current: View? = self
    while let view = current, view !== ancestor {
      if view.transformToSuperview.inverted() == nil { return view }
      current = view.parent
    }
    return self
  }

  /// Visits every view of this subtree in depth-first pre-order with its frame in this tree's root
  /// space, in one pass that carries the composed transform down: O(n) for the whole subtree.
  ///
  /// Converting each view on its own costs its depth; this is what reports and renders use.
  public func forEachFrameInRootSpace(_ body: (View, Rect) throws -> Void) rethrows {
    // The map from this view's superview's space to the root.
    let start = parent?.transformToRoot ?? .identity
    let own = parent == nil ? Transform.identity : transformToSuperview.concatenating(start)
    try body(self, parent == nil ? storage.bounds : own.apply(to: storage.bounds))
    // Pre-order over sibling lists, each with the map from the siblings' superview to the root:
    // one entry per view with subviews rather than one per view. The list being walked holds its
    // views, so they are handed on without being retained.
    var levels: [(siblings: [View], next: Int, superToRoot: Transform)] = []
    var siblings = children
    var next = 0
    var superToRoot = own
    while true {
      guard next < siblings.count else {
        guard let level = levels.popLast() else { return }
        (siblings, next, superToRoot) = level
        continue
      }
      let view = UnsafeViewRef(siblings[next])
      next += 1
      let (isRoot, step, bounds) = view.read {
        ($0.storage.parent == nil, $0.transformToSuperview, $0.storage.bounds)
      }
      let own = isRoot ? Transform.identity : step.concatenating(superToRoot)
      let frame = isRoot ? bounds : Self.apply(own, to: bounds)
      try view.read { try body($0, frame) }
      // Subviews are read after `body`, which may have changed them.
      if view.read({ $0.hasChildSlots }) {
        levels.append((siblings, next, superToRoot))
        siblings = view.read { $0.children }
        next = 0
        superToRoot = own
      }
    }
  }

  /// `transform.apply(to: rect)`, with the upright case worked out here: most views of a tree are
  /// upright, and this is the one call made for every view of a walk.
  @inlinable @inline(__always) package static func apply(_ transform: Transform, to rect: Rect) -> Rect {
    guard transform.isTranslationOnly, !rect.isNull else { return transform.apply(to: rect) }
    let r = rect.standardized
    return Rect(
      x: r.origin.x + transform.tx, y: r.origin.y + transform.ty, width: r.size.width, height: r.size.height)
  }

  /// Every view of this subtree in depth-first pre-order, with its frame in root space.
  public func framesInRootSpace() -> [(view: View, frame: Rect)] {
    var result: [(view: View, frame: Rect)] = []
    forEachFrameInRootSpace { result.append(($0, $1)) }
    return result
  }
}
