import ShelterGeometry
import ShelterViews

/// A view's geometry as plain values, so table rows stay `Sendable` and build fresh views per test.
struct ViewSpec: Sendable, CustomStringConvertible {
  var bounds: Rect
  var center: Point
  var anchorPoint = Point(x: 0.5, y: 0.5)
  var transform = Transform.identity

  /// Geometry given directly: bounds (origin = scroll offset), centre, anchor and transform.
  init(
    bounds: Rect, center: Point, anchorPoint: Point = Point(x: 0.5, y: 0.5),
    transform: Transform = .identity
  ) {
    self.bounds = bounds
    self.center = center
    self.anchorPoint = anchorPoint
    self.transform = transform
  }

  /// Geometry from an untransformed layout rect, then a transform about the centre (the fixture rule).
  init(frame: Rect, transform: Transform = .identity) {
    bounds = Rect(origin: .zero, size: frame.size)
    center = Point(x: frame.midX, y: frame.midY)
    self.transform = transform
  }

  func makeView() -> View {
    let view = View()
    apply(to: view)
    return view
  }

  func apply(to view: View) {
    view.bounds = bounds
    view.center = center
    view.anchorPoint = anchorPoint
    view.transform = transform
  }

  var description: String { "bounds \(bounds) center \(center) anchor \(anchorPoint) transform \(transform)" }

  /// Builds a chain of views under `root`, one per spec, and returns them top to bottom.
  static func chain(_ specs: [ViewSpec], under root: View) -> [View] {
    var parent = root
    var views: [View] = []
    for spec in specs {
      let view = spec.makeView()
      try! parent.addSubview(view)
      views.append(view)
      parent = view
    }
    return views
  }
}
