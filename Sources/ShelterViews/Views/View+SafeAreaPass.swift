package import ShelterGeometry

extension Window {
  /// Visits every view of the window in depth-first pre-order with its ``View/safeAreaInsets``,
  /// in one O(n) pass: ``View/forEachSafeAreaInset(_:)``, the one implementation of the rule.
  ///
  /// It must give what `safeAreaInsets` gives for each view; a test compares the two on every view.
  package func forEachSafeAreaInsets(_ body: (View, EdgeInsets) throws -> Void) rethrows {
    try forEachSafeAreaInset(body)
  }
}
