public import ShelterGeometry

extension View {
  /// How far the window's safe area reaches into this view from each edge, in this view's space.
  ///
  /// Computed from the screen's insets through the window, so a view away from the notch has none.
  /// A view that is not in a window, or whose transform is singular, reports zero insets.
  public var safeAreaInsets: EdgeInsets {
    guard let window else { return .zero }
    let windowInsets = window.windowSafeAreaInsets
    let safe = window.bounds.inset(by: windowInsets)
    guard let mine = try? convert(bounds, to: nil) else { return .zero }
    return EdgeInsets(
      top: max(0, min(mine.height, safe.minY - mine.minY)),
      left: max(0, min(mine.width, safe.minX - mine.minX)),
      bottom: max(0, min(mine.height, mine.maxY - safe.maxY)),
      right: max(0, min(mine.width, mine.maxX - safe.maxX)))
  }
}
