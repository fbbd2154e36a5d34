public import ShelterViews

extension View {
  /// UIKit's `accessibilityIdentifier`: the name UI tests find a view by, and the id a hosted
  /// screen's description gives it (Shelter's ``View/identifier``).
  public var accessibilityIdentifier: String? {
    get { identifier }
    set { identifier = newValue }
  }
}
