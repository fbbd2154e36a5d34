package import ShelterGeometry

extension Window {
  /// Visits every view of the window in depth-first pre-order with its ``View/safeAreaInsets``,
  /// in one pass: the window's safe rect is worked out once and each view's frame comes from
  /// ``View/forEachFrameInRootSpace(_:)``, so a whole tree costs O(n), not the sum of the depths.
  ///
  /// It must give what `safeAreaInsets` gives for each view; a test compares the two on every view.
  package func forEachSafeAreaInsets(_ body: (View, EdgeInsets) throws -> Void) rethrows {
    let safe = bounds.inset(by: windowSafeAreaInsets)
    try forEachFrameInRootSpace { view, mine in
      guard mine.origin.x.isFinite, mine.origin.y.isFinite, !mine.isNull else { return try body(view, .zero) }
      try body(
        view,
        EdgeInsets(
          top: max(0, min(mine.height, safe.minY - mine.minY)),
          left: max(0, min(mine.width, safe.minX - mine.minX)),
          bottom: max(0, min(mine.height, mine.maxY - safe.maxY)),
          right: max(0, min(mine.width, mine.maxX - safe.maxX))))
    }
  }
}
