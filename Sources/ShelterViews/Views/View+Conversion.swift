public import ShelterGeometry

extension View {
  /// The composed map from this view's bounds space to its root's bounds space (window space when
  /// the root is a window).
  ///
  /// Costs the view's depth; use ``forEachFrameInRootSpace(_:)`` to place a whole tree in one pass.
  public var transformToRoot: Transform {
    guard var current = parent else { return .identity }
    var composed = transformToSuperview
    // Upright views only add offsets; switch to full products at the first turned or scaled step.
    while composed.isTranslationOnly, let up = current.parent {
      let step = current.transformToSuperview
      guard step.isTranslationOnly else { break }
      composed.tx += step.tx
      composed.ty += step.ty
      current = up
    }
    while let up = current.parent {
      composed = composed.concatenating(current.transformToSuperview)
      current = up
    }
    return composed
  }

  /// This view's frame in its root's space: the bounding box of its transformed bounds there.
  public var frameInRootSpace: Rect {
    guard let up = parent else { return storedBounds }
    return up.transformToRoot.apply(to: frame)
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
  public func mapping(to view: View?) throws(ViewTreeError) -> Transform {
    let toRoot = transformToRoot
    guard let view else { return toRoot }
    if view === self { return .identity }
    let myRoot = root
    let theirRoot = view.root
    if myRoot === theirRoot {
      return toRoot.concatenating(try view.inverseTransformToRoot())
    }
    // Different trees: meet in screen space when both are windows on the same screen.
    guard let myWindow = myRoot as? Window, let theirWindow = theirRoot as? Window,
      myWindow.application === theirWindow.application
    else {
      throw .noCommonSpace(from: pathDescription, to: view.pathDescription)
    }
    let toScreen = toRoot.concatenating(myWindow.transformToSuperview)
    let theirToScreen = view.transformToRoot.concatenating(theirWindow.transformToSuperview)
    guard let back = theirToScreen.inverted() else {
      throw .singularTransform(view: view.firstSingularOnPath(including: theirWindow).pathDescription)
    }
    return toScreen.concatenating(back)
  }

  func inverseTransformToRoot() throws(ViewTreeError) -> Transform {
    guard let inverse = transformToRoot.inverted() else {
      throw .singularTransform(view: firstSingularOnPath(including: nil).pathDescription)
    }
    return inverse
  }

  /// The nearest view from here up whose own step cannot be inverted (for naming it in errors).
  func firstSingularOnPath(including window: Window?) -> View {
    var current: View? = self
    while let view = current {
      if view.parent != nil || view === window, view.transformToSuperview.inverted() == nil { return view }
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
