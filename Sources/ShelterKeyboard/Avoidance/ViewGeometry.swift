public import ShelterGeometry
public import ShelterViews

/// The parts of a view that avoidance may change, saved so they can be put back exactly.
public struct ViewGeometry: Hashable, Sendable {
  /// The view's transform.
  public var transform: Transform
  /// The view's center (anchor position), which moving its frame changes.
  public var center: Point
  /// The bounds origin: a scroll view's content offset.
  public var boundsOrigin: Point
  /// A scroll view's content inset; `nil` for other views.
  public var contentInset: EdgeInsets?

  /// Reads the current geometry of a view.
  public init(of view: View) {
    transform = view.transform
    center = view.center
    boundsOrigin = view.bounds.origin
    contentInset = (view as? ScrollView)?.contentInset
  }

  /// Writes this geometry to a view.
  public func apply(to view: View) {
    view.transform = transform
    view.center = center
    view.bounds.origin = boundsOrigin
    if let contentInset, let scroll = view as? ScrollView { scroll.contentInset = contentInset }
  }
}
