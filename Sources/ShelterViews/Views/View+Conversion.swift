public import ShelterGeometry

extension View {
  /// The composed map from this view's bounds space to its root's bounds space (window space when
  /// the root is a window).
  ///
  /// Costs the view's depth; use ``forEachFrameInRootSpace(_:)`` to place a whole tree in one pass.
  public var transformToRoot: Transform { transform(upTo: nil) }

  /// The composed map from this view's bounds space to `ancestor`'s (`nil`: the root's).
  func transform(upTo ancestor: View?) -> Transform {
    guard var current = parent, self !== ancestor else { return .identity }
    var composed = transformToSuperview
    // Upright views only add offsets; switch to full products at the first turned or scaled step.
    while composed.isTranslationOnly, current !== ancestor, let up = current.parent {
      let step = current.transformToSuperview
      guard step.isTranslationOnly else { break }
      composed.tx += step.tx
      composed.ty += step.ty
      current = up
    }
    while current !== ancestor, let up = current.parent {
      composed = composed.concatenating(current.transformToSuperview)
      current = up
    }
    return composed
  }

  /// This view's frame in its root's space: the bounding box of its transformed bounds there.
  ///
  /// The bounds' corners go through the whole composed transform and the box is taken once, as
  /// converting the bounds with `convert(_:to: nil)` does, so turned ancestors do not inflate it.
  public var frameInRootSpace: Rect {
    transformToRoot.apply(to: storedBounds)
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
    var stack: [(View, Transform)] = [(self, start)]
    while let (view, superToRoot) = stack.popLast() {
      let isRoot = view.parent == nil
      let own = isRoot ? Transform.identity : view.transformToSuperview.concatenating(superToRoot)
      let frame = isRoot ? view.storedBounds : own.apply(to: view.storedBounds)
      try body(view, frame)
      let children = view.children
      var index = children.count
      while index > 0 {
        index -= 1
        stack.append((children[index], own))
      }
    }
  }

  /// Every view of this subtree in depth-first pre-order, with its frame in root space.
  public func framesInRootSpace() -> [(view: View, frame: Rect)] {
    var result: [(view: View, frame: Rect)] = []
    forEachFrameInRootSpace { result.append(($0, $1)) }
    return result
  }
}
