package import ShelterViews

extension View {
  /// The nearest superview that scrolls (a scroll or table view), climbing no higher than `limit`
  /// when one is given: the scroll view the libraries and Apple's sample act on.
  package func nearestEnclosingScrollView(below limit: View? = nil) -> ScrollView? {
    var current = superview
    while let view = current {
      if let scroll = view as? ScrollView, view.kind.isScrollable { return scroll }
      if view === limit { return nil }
      current = view.superview
    }
    return nil
  }
}
