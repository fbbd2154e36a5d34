import Foundation
import ShelterGeometry
import ShelterTestSupport
import ShelterViews
import Testing

/// The geometry a view stores and what `frame` reports: the fixture contract's rule
/// `q = center + transform(p - bounds.origin - anchorPoint * bounds.size)`.
@Suite("Geometry semantics")
struct GeometrySemanticsTests {
  /// A view's stored geometry.
  struct Geometry: Sendable {
    var bounds = Rect(x: 0, y: 0, width: 100, height: 50)
    var center = Point(x: 60, y: 45)
    var anchorPoint = Point(x: 0.5, y: 0.5)
    var transform = Transform.identity

    func makeView() -> View {
      let view = View()
      view.bounds = bounds
      view.center = center
      view.anchorPoint = anchorPoint
      view.transform = transform
      return view
    }
  }

  static let halfRoot2 = 2.0.squareRoot() / 2

  // Every row: bounds 100×50 at center (60,45) unless it says otherwise, so the corners relative to
  // the anchor point (the centre) are x ∈ [-50, 50], y ∈ [-25, 25].
  static let frameRows: [Example<Geometry, Rect>] = [
    // (60 - 50, 45 - 25, 100, 50)
    Example("identity", Geometry(), Rect(x: 10, y: 20, width: 100, height: 50)),
    // The bounds origin is a scroll offset: it moves the content, not the view.
    Example(
      "bounds origin does not move the frame", Geometry(bounds: Rect(x: 30, y: 40, width: 100, height: 50)),
      Rect(x: 10, y: 20, width: 100, height: 50)),
    // (x, y) → (-y, x): x ∈ [-25, 25], y ∈ [-50, 50] → (60 - 25, 45 - 50, 50, 100)
    Example(
      "90° rotation", Geometry(transform: Transform(rotationAngle: .pi / 2)),
      Rect(x: 35, y: -5, width: 50, height: 100)),
    // x ∈ [-100, 100], y ∈ [-75, 75] → (60 - 100, 45 - 75, 200, 150)
    Example(
      "scale 2, 3", Geometry(transform: Transform(scaleX: 2, y: 3)),
      Rect(x: -40, y: -30, width: 200, height: 150)),
    // (10 + 5, 20 - 7)
    Example(
      "translation (5, -7)", Geometry(transform: Transform(translationX: 5, y: -7)),
      Rect(x: 15, y: 13, width: 100, height: 50)),
    // The anchor point is at the centre, so a horizontal flip keeps the box.
    Example(
      "flip about the centre", Geometry(transform: Transform(scaleX: -1, y: 1)),
      Rect(x: 10, y: 20, width: 100, height: 50)),
    // x' = x + 0.5 y: x ∈ [-50 - 12.5, 50 + 12.5] → (60 - 62.5, 20, 125, 50)
    Example(
      "skew c = 0.5", Geometry(transform: Transform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)),
      Rect(x: -2.5, y: 20, width: 125, height: 50)),
    // Scale 0 horizontally flattens the view to a vertical line through the centre: (60, 20, 0, 50).
    Example(
      "singular scale (0, 1)", Geometry(transform: Transform(scaleX: 0, y: 1)),
      Rect(x: 60, y: 20, width: 0, height: 50)),
    // Anchor [0, 0]: the top-left corner sits at the centre point (60, 45).
    Example(
      "anchor [0, 0]", Geometry(anchorPoint: Point(x: 0, y: 0)), Rect(x: 60, y: 45, width: 100, height: 50)),
    // Anchor [1, 1]: the box ends at (60, 45) → (60 - 100, 45 - 50).
    Example(
      "anchor [1, 1]", Geometry(anchorPoint: Point(x: 1, y: 1)), Rect(x: -40, y: -5, width: 100, height: 50)
    ),
    // Anchor [0, 0]: corners x ∈ [0, 100], y ∈ [0, 50] → (-y, x): x ∈ [-50, 0], y ∈ [0, 100]
    // → (60 - 50, 45 + 0, 50, 100).
    Example(
      "anchor [0, 0], 90° rotation",
      Geometry(anchorPoint: Point(x: 0, y: 0), transform: Transform(rotationAngle: .pi / 2)),
      Rect(x: 10, y: 45, width: 50, height: 100)),
    // Anchor [0, 0]: x ∈ [0, 100] → -x ∈ [-100, 0] → (60 - 100, 45, 100, 50).
    Example(
      "anchor [0, 0], flip",
      Geometry(anchorPoint: Point(x: 0, y: 0), transform: Transform(scaleX: -1, y: 1)),
      Rect(x: -40, y: 45, width: 100, height: 50)),
    // Anchor outside the unit square: [-0.5, 2] puts the box's top-left at
    // (60 + 0.5·100, 45 - 2·50) = (110, -55).
    Example(
      "anchor [-0.5, 2]", Geometry(anchorPoint: Point(x: -0.5, y: 2)),
      Rect(x: 110, y: -55, width: 100, height: 50)),
    // A 100×100 square at centre (0, 0) turned 45° has a bounding box of side 100√2.
    Example(
      "45° rotation of a square",
      Geometry(
        bounds: Rect(x: 0, y: 0, width: 100, height: 100), center: .zero,
        transform: Transform(rotationAngle: .pi / 4)),
      Rect(x: -100 * halfRoot2, y: -100 * halfRoot2, width: 200 * halfRoot2, height: 200 * halfRoot2)),
  ]

  @Test(arguments: frameRows)
  func frameIsTheBoundingBoxOfTheTransformedBounds(_ row: Example<Geometry, Rect>) {
    let view = row.input.makeView()
    expectClose(view.frame, row.expected, tolerance: 1e-12)
  }

  @Test(arguments: frameRows)
  func frameMatchesTheMappedCorners(_ row: Example<Geometry, Rect>) throws {
    // The frame is the box around the four bounds corners mapped into the superview.
    let parent = View(frame: Rect(x: 0, y: 0, width: 500, height: 500))
    let view = row.input.makeView()
    try parent.addSubview(view)
    let b = view.bounds
    let corners = try [
      Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
      Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY),
    ].map { try view.convert($0, to: parent) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    expectClose(box, row.expected, tolerance: 1e-12)
  }

  /// Setting a frame: the starting geometry, the frame set, and the bounds and centre that result.
  struct FrameSetting: Sendable {
    var start: Geometry
    var frame: Rect
    var bounds: Rect
    var center: Point
  }

  static let frameSettingRows: [Example<FrameSetting, FrameSetting>] = [
    // Identity: size from the frame, centre at its middle (10 + 15, 20 + 20); the bounds origin stays.
    Example(
      "identity keeps the bounds origin",
      FrameSetting(
        start: Geometry(bounds: Rect(x: 5, y: 5, width: 1, height: 1)),
        frame: Rect(x: 10, y: 20, width: 30, height: 40), bounds: .zero, center: .zero),
      FrameSetting(
        start: Geometry(), frame: .zero, bounds: Rect(x: 5, y: 5, width: 30, height: 40),
        center: Point(x: 25, y: 40))),
    // Anchor [0, 0]: the centre is the frame's origin.
    Example(
      "identity, anchor [0, 0]",
      FrameSetting(
        start: Geometry(anchorPoint: .zero), frame: Rect(x: 10, y: 20, width: 30, height: 40),
        bounds: .zero, center: .zero),
      FrameSetting(
        start: Geometry(), frame: .zero, bounds: Rect(x: 0, y: 0, width: 30, height: 40),
        center: Point(x: 10, y: 20))),
    // Anchor [1, 1]: the centre is the frame's far corner (10 + 30, 20 + 40).
    Example(
      "identity, anchor [1, 1]",
      FrameSetting(
        start: Geometry(anchorPoint: Point(x: 1, y: 1)), frame: Rect(x: 10, y: 20, width: 30, height: 40),
        bounds: .zero, center: .zero),
      FrameSetting(
        start: Geometry(), frame: .zero, bounds: Rect(x: 0, y: 0, width: 30, height: 40),
        center: Point(x: 40, y: 60))),
    // 90°: a 50×100 box needs bounds 100×50; centre at the box's middle (10 + 25, 20 + 50).
    Example(
      "90° rotation swaps the size",
      FrameSetting(
        start: Geometry(transform: Transform(rotationAngle: .pi / 2)),
        frame: Rect(x: 10, y: 20, width: 50, height: 100), bounds: .zero, center: .zero),
      FrameSetting(
        start: Geometry(), frame: .zero, bounds: Rect(x: 0, y: 0, width: 100, height: 50),
        center: Point(x: 35, y: 70))),
    // Scale 2, 3: bounds (200 / 2) × (300 / 3); centre (100, 150).
    Example(
      "scale divides the size",
      FrameSetting(
        start: Geometry(transform: Transform(scaleX: 2, y: 3)),
        frame: Rect(x: 0, y: 0, width: 200, height: 300), bounds: .zero, center: .zero),
      FrameSetting(
        start: Geometry(), frame: .zero, bounds: Rect(x: 0, y: 0, width: 100, height: 100),
        center: Point(x: 100, y: 150))),
    // Anchor [0, 0] and 90°: bounds 100×50; the corners map to x ∈ [-50, 0], y ∈ [0, 100] about the
    // centre, so the box (10, 20, 50, 100) needs centre (10 + 50, 20 + 0).
    Example(
      "90° rotation about anchor [0, 0]",
      FrameSetting(
        start: Geometry(anchorPoint: .zero, transform: Transform(rotationAngle: .pi / 2)),
        frame: Rect(x: 10, y: 20, width: 50, height: 100), bounds: .zero, center: .zero),
      FrameSetting(
        start: Geometry(), frame: .zero, bounds: Rect(x: 0, y: 0, width: 100, height: 50),
        center: Point(x: 60, y: 20))),
    // A translation (10, 0) stays: centre (50 - 10, 50) so that the box lands on (0, 0, 100, 100).
    Example(
      "translation is kept",
      FrameSetting(
        start: Geometry(transform: Transform(translationX: 10, y: 0)),
        frame: Rect(x: 0, y: 0, width: 100, height: 100), bounds: .zero, center: .zero),
      FrameSetting(
        start: Geometry(), frame: .zero, bounds: Rect(x: 0, y: 0, width: 100, height: 100),
        center: Point(x: 40, y: 50))),
    // A flip keeps sizes: bounds 30×40, centre (10 + 15, 20 + 20).
    Example(
      "flip",
      FrameSetting(
        start: Geometry(transform: Transform(scaleX: -1, y: 1)),
        frame: Rect(x: 10, y: 20, width: 30, height: 40), bounds: .zero, center: .zero),
      FrameSetting(
        start: Geometry(), frame: .zero, bounds: Rect(x: 0, y: 0, width: 30, height: 40),
        center: Point(x: 25, y: 40))),
    // Turn 90° then scale 2: linear part (0, 2, -2, 0). Box width = 2h = 100, height = 2w = 60, so the
    // bounds are 30×50; centre (50, 30).
    Example(
      "90° rotation and scale 2",
      FrameSetting(
        start: Geometry(transform: Transform(scaleX: 2, y: 2).rotated(by: .pi / 2)),
        frame: Rect(x: 0, y: 0, width: 100, height: 60), bounds: .zero, center: .zero),
      FrameSetting(
        start: Geometry(), frame: .zero, bounds: Rect(x: 0, y: 0, width: 30, height: 50),
        center: Point(x: 50, y: 30))),
  ]

  @Test(arguments: frameSettingRows)
  func settingFrameKeepsTheTransform(_ row: Example<FrameSetting, FrameSetting>) {
    let view = row.input.start.makeView()
    let transform = view.transform
    let anchor = view.anchorPoint
    view.frame = row.input.frame
    #expect(view.transform == transform)
    #expect(view.anchorPoint == anchor)
    expectClose(view.bounds, row.expected.bounds)
    expectClose(view.center, row.expected.center)
    // Reading the frame back gives what was set.
    expectClose(view.frame, row.input.frame)
  }

  @Test func settingFrameUnderA45DegreeTurnKeepsTheSizeAndCentresTheBox() {
    // |a| = |b| = |c| = |d|: every bounds size gives a square box, so no size solves a 500×300 box.
    // The bounds keep 100×100 and the centre goes to the middle of the requested frame (250, 150).
    let view = Geometry(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), transform: Transform(rotationAngle: .pi / 4)
    ).makeView()
    view.frame = Rect(x: 0, y: 0, width: 500, height: 300)
    #expect(view.bounds.size == Size(width: 100, height: 100))
    expectClose(view.center, Point(x: 250, y: 150))
  }

  @Test func settingBoundsKeepsTheCenter() {
    let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    // The centre (60, 45) stays; a 200×100 box around it starts at (60 - 100, 45 - 50).
    view.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
    #expect(view.center == Point(x: 60, y: 45))
    #expect(view.frame == Rect(x: -40, y: -5, width: 200, height: 100))
  }

  static let anchorRows: [Example<Point, Rect>] = [
    // Frame (0, 0, 100, 50), centre (50, 25). The frame's origin is centre - anchor × size.
    Example("[0.5, 0.5] keeps the frame", Point(x: 0.5, y: 0.5), Rect(x: 0, y: 0, width: 100, height: 50)),
    // (50 - 0, 25 - 0)
    Example("[0, 0]", Point(x: 0, y: 0), Rect(x: 50, y: 25, width: 100, height: 50)),
    // (50 - 100, 25 - 50)
    Example("[1, 1]", Point(x: 1, y: 1), Rect(x: -50, y: -25, width: 100, height: 50)),
    // (50 - 50, 25 - 0)
    Example("[0.5, 0]", Point(x: 0.5, y: 0), Rect(x: 0, y: 25, width: 100, height: 50)),
    // (50 - 200, 25 + 25)
    Example("[2, -0.5]", Point(x: 2, y: -0.5), Rect(x: -150, y: 50, width: 100, height: 50)),
  ]

  @Test(arguments: anchorRows)
  func changingTheAnchorPointMovesTheView(_ row: Example<Point, Rect>) {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    view.anchorPoint = row.input
    #expect(view.center == Point(x: 50, y: 25))
    #expect(view.frame == row.expected)
  }

  static let centerRows: [Example<Geometry, Point>] = [
    Example("default anchor", Geometry(), Point(x: 60, y: 45)),
    Example(
      "anchor [0, 0], turned", Geometry(anchorPoint: .zero, transform: Transform(rotationAngle: 1)),
      Point(x: 60, y: 45)),
    Example(
      "anchor [1, 1], scaled and offset",
      Geometry(
        bounds: Rect(x: -7, y: 3, width: 100, height: 50), anchorPoint: Point(x: 1, y: 1),
        transform: Transform(scaleX: 2, y: -3)), Point(x: 60, y: 45)),
    Example(
      "anchor [-0.5, 2], skewed and translated",
      Geometry(
        anchorPoint: Point(x: -0.5, y: 2), transform: Transform(a: 1, b: 0.3, c: -0.2, d: 1, tx: 4, ty: 5)),
      // The anchor maps to center + t(0) = center + (tx, ty) = (60 + 4, 45 + 5).
      Point(x: 64, y: 50)),
  ]

  @Test(arguments: centerRows)
  func centerIsWhereTheAnchorPointLands(_ row: Example<Geometry, Point>) throws {
    // The anchor point in bounds space is bounds.origin + anchorPoint × bounds.size; it maps to the
    // centre, moved only by the transform's translation.
    let parent = View(frame: Rect(x: 0, y: 0, width: 500, height: 500))
    let view = row.input.makeView()
    try parent.addSubview(view)
    let b = view.bounds
    let anchor = Point(
      x: b.origin.x + view.anchorPoint.x * b.width, y: b.origin.y + view.anchorPoint.y * b.height)
    expectClose(try view.convert(anchor, to: parent), row.expected)
  }

  static let scrollRows: [Example<Point, Point>] = [
    // The child's origin (10, 20) in the scroll view's content, which starts at window (0, 100).
    Example("no offset", Point(x: 0, y: 0), Point(x: 10, y: 120)),
    // Scrolling down 30 moves the content up 30: (10, 120 - 30).
    Example("scrolled down 30", Point(x: 0, y: 30), Point(x: 10, y: 90)),
    // (10 - 5, 120 + 10)
    Example("scrolled (5, -10)", Point(x: 5, y: -10), Point(x: 5, y: 130)),
  ]

  @Test(arguments: scrollRows)
  func boundsOriginScrollsSubviewsInWindowSpace(_ row: Example<Point, Point>) throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let scroll = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 400))
    let child = View(frame: Rect(x: 10, y: 20, width: 50, height: 50))
    try window.addSubview(scroll)
    try scroll.addSubview(child)
    scroll.contentOffset = row.input
    #expect(scroll.bounds.origin == row.input)
    // Neither frame changes; only where the child lands in the window.
    #expect(scroll.frame == Rect(x: 0, y: 100, width: 400, height: 400))
    #expect(child.frame == Rect(x: 10, y: 20, width: 50, height: 50))
    #expect(try child.convert(Point.zero, to: nil) == row.expected)
    #expect(child.frameInRootSpace.origin == row.expected)
  }
}
