public import ShelterGeometry

extension View {
  /// How far the unsafe region reaches into this view from each edge, in this view's space, as
  /// UIKit computes it.
  ///
  /// The window's insets come from the screen (``Window/windowSafeAreaInsets``). Every other view
  /// takes, on each edge, how far it overlaps its superview's unsafe band there; a controller's root
  /// view adds the controller's ``ViewController/additionalSafeAreaInsets`` on top. So under a
  /// 47-point notch a root view with a 44-point bar gets a top of 91, and its subview at y 60 gets
  /// 31; a subview that hangs past its superview gets nothing for the part outside. A view that
  /// is not in a window, or whose transform is singular, reports zero insets.
  ///
  /// Walks up to the window and back down, so it costs the view's depth; visit a whole tree with
  /// ``forEachSafeAreaInset(_:)`` instead.
  public var safeAreaInsets: EdgeInsets {
    guard parentLink != nil else { return (self as? Window)?.windowSafeAreaInsets ?? .zero }
    var chain: [View] = []
    var current: View? = self
    while let view = current {
      chain.append(view)
      current = view.parent
    }
    guard let window = chain.last as? Window else { return .zero }
    var insets = window.windowSafeAreaInsets
    for view in chain.dropLast().reversed() {
      insets = view.safeAreaInsets(within: insets, of: view.parent ?? window)
    }
    return insets
  }

  /// The part of the view its ``safeAreaInsets`` leave, in its own space, as UIKit's
  /// `safeAreaLayoutGuide.layoutFrame`: `bounds` inset by the safe area.
  public var safeAreaLayoutFrame: Rect {
    let insets = safeAreaInsets
    let b = storedBounds
    return Rect(
      x: b.minX + insets.left, y: b.minY + insets.top,
      width: max(0, b.width - insets.left - insets.right),
      height: max(0, b.height - insets.top - insets.bottom))
  }

  /// Visits this view and every view under it in pre-order with its ``safeAreaInsets``, in one
  /// O(n) pass (plus the depth of this view, once), with an explicit stack, so any depth works.
  ///
  /// The same walk as ``forEachFrameInRootSpace(_:)``: one stack entry per view with subviews,
  /// each list of siblings handed on without retaining its views, and the superview's insets
  /// carried down.
  public func forEachSafeAreaInset(_ body: (View, EdgeInsets) throws -> Void) rethrows {
    try forEachSafeAreaInsetAdjusting({ view, insets in
      try body(view, insets)
      return false
    })
  }

  /// ``forEachSafeAreaInset(_:)`` for a `body` that may move the bounds of the view it is given (a
  /// scroll view laid out against its insets) and returns `true` when it did: that view's insets are
  /// then worked out again from its new bounds before its subviews take theirs from it. So each view
  /// is handed what ``safeAreaInsets`` answers at the moment it is visited, in one O(n) pass where
  /// asking each view in turn costs its depth.
  package func forEachSafeAreaInsetAdjusting(_ body: (View, EdgeInsets) throws -> Bool) rethrows {
    let inWindow = window != nil
    var own = safeAreaInsets
    if try body(self, own) { own = safeAreaInsets }
    var levels: [(siblings: [View], next: Int, superview: UnsafeViewRef, superInsets: EdgeInsets)] = []
    var siblings = children
    var next = 0
    var superview = UnsafeViewRef(self)
    var superInsets = own
    while true {
      guard next < siblings.count else {
        guard let level = levels.popLast() else { return }
        (siblings, next, superview, superInsets) = level
        continue
      }
      let view = UnsafeViewRef(siblings[next])
      next += 1
      func insetsNow() -> EdgeInsets {
        inWindow
          ? view.read { child in superview.read { child.safeAreaInsets(within: superInsets, of: $0) } }
          : .zero
      }
      var insets = insetsNow()
      if try view.read({ try body($0, insets) }) { insets = insetsNow() }
      // Subviews are read after `body`, which may have changed them.
      if view.read({ $0.hasChildSlots }) {
        levels.append((siblings, next, superview, superInsets))
        siblings = view.read { $0.children }
        next = 0
        superview = view
        superInsets = insets
      }
    }
  }

  /// This view's insets given its superview's: on each edge, how far this view overlaps the
  /// superview's unsafe band on that edge (the band between the superview's bounds and its safe
  /// rect, converted into this view's space), plus its controller's additional insets. The band
  /// lies inside the superview, so the part of this view that hangs past its superview adds
  /// nothing, and an edge where the superview has no inset gives none (docs/layout.md).
  @inline(__always)
  func safeAreaInsets(within superInsets: EdgeInsets, of superview: View) -> EdgeInsets {
    let extra = extras?.viewController?.additionalSafeAreaInsets ?? .zero
    let step = transformToSuperview
    // Upright, the superview's space maps into this one by a translation: no inverse to build.
    let inverse = step.isTranslationOnly ? nil : step.inverted()
    guard step.isTranslationOnly || inverse != nil else { return .zero }
    guard superInsets != .zero else { return extra }
    let sb = superview.storedBounds
    let safe = Rect(
      x: sb.minX + superInsets.left, y: sb.minY + superInsets.top,
      width: max(0, sb.width - superInsets.left - superInsets.right),
      height: max(0, sb.height - superInsets.top - superInsets.bottom))
    func mine(_ rect: Rect) -> Rect {
      inverse?.apply(to: rect)
        ?? Rect(x: rect.minX - step.tx, y: rect.minY - step.ty, width: rect.width, height: rect.height)
    }
    let outer = mine(sb)
    let inner = mine(safe)
    let b = storedBounds
    /// The length of `[low, high]` within `[from, to]`.
    func overlap(_ low: Double, _ high: Double, _ from: Double, _ to: Double) -> Double {
      max(0, min(high, to) - max(low, from))
    }
    // A band spans the superview across its edge: this view meets it only where it meets the
    // superview along that edge too.
    let acrossX = overlap(outer.minX, outer.maxX, b.minX, b.maxX) > 0
    let acrossY = overlap(outer.minY, outer.maxY, b.minY, b.maxY) > 0
    return EdgeInsets(
      top: (acrossX ? overlap(outer.minY, inner.minY, b.minY, b.maxY) : 0) + extra.top,
      left: (acrossY ? overlap(outer.minX, inner.minX, b.minX, b.maxX) : 0) + extra.left,
      bottom: (acrossX ? overlap(inner.maxY, outer.maxY, b.minY, b.maxY) : 0) + extra.bottom,
      right: (acrossY ? overlap(inner.maxX, outer.maxX, b.minX, b.maxX) : 0) + extra.right)
  }
}
