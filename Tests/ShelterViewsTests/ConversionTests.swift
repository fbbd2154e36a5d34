import Foundation
import ShelterGeometry
import ShelterSupport
import ShelterTestSupport
import ShelterViews
import Testing

/// Converting points and rects between views, with hand-worked rows.
@Suite("Conversion")
struct ConversionTests {
  /// A chain of views under a window and a point in the deepest view.
  struct Chain: Sendable, CustomStringConvertible {
    var specs: [ViewSpec]
    var point: Point
    var description: String { "\(specs.count) views, point \(point)" }
  }

  static let quarterTurn = Transform(rotationAngle: .pi / 2)

  static let pointRows: [Example<Chain, Point>] = [
    // (5, 5) + (10, 20)
    Example(
      "translation only",
      Chain(specs: [ViewSpec(frame: Rect(x: 10, y: 20, width: 100, height: 100))], point: Point(x: 5, y: 5)),
      Point(x: 15, y: 25)),
    // Centre (200, 150), size 200×100. (0, 0) - (100, 50) = (-100, -50) → (x, y) → (-y, x) = (50, -100)
    // → + (200, 150) = (250, 50).
    Example(
      "90° about the centre, top-left",
      Chain(
        specs: [ViewSpec(frame: Rect(x: 100, y: 100, width: 200, height: 100), transform: quarterTurn)],
        point: .zero),
      Point(x: 250, y: 50)),
    // (200, 100) - (100, 50) = (100, 50) → (-50, 100) → (150, 250)
    Example(
      "90° about the centre, bottom-right",
      Chain(
        specs: [ViewSpec(frame: Rect(x: 100, y: 100, width: 200, height: 100), transform: quarterTurn)],
        point: Point(x: 200, y: 100)),
      Point(x: 150, y: 250)),
    // Anchor [0, 0] at (100, 100): (10, 0) → (-0, 10) → (100, 110)
    Example(
      "anchor [0, 0], 90°",
      Chain(
        specs: [
          ViewSpec(
            bounds: Rect(x: 0, y: 0, width: 200, height: 100), center: Point(x: 100, y: 100),
            anchorPoint: .zero, transform: quarterTurn)
        ], point: Point(x: 10, y: 0)),
      Point(x: 100, y: 110)),
    // (200, 100) → (-100, 200) → (0, 300)
    Example(
      "anchor [0, 0], 90°, far corner",
      Chain(
        specs: [
          ViewSpec(
            bounds: Rect(x: 0, y: 0, width: 200, height: 100), center: Point(x: 100, y: 100),
            anchorPoint: .zero, transform: quarterTurn)
        ], point: Point(x: 200, y: 100)),
      Point(x: 0, y: 300)),
    // Anchor [1, 1] at (100, 100): (0, 0) - (200, 100) = (-200, -100) → (100, -200) → (200, -100)
    Example(
      "anchor [1, 1], 90°",
      Chain(
        specs: [
          ViewSpec(
            bounds: Rect(x: 0, y: 0, width: 200, height: 100), center: Point(x: 100, y: 100),
            anchorPoint: Point(x: 1, y: 1), transform: quarterTurn)
        ], point: .zero),
      Point(x: 200, y: -100)),
    // Centre (200, 50): (50, 10) - (100, 50) = (-50, -40) → flip (50, -40) → (250, 10)
    Example(
      "flip (scale -1, 1)",
      Chain(
        specs: [
          ViewSpec(frame: Rect(x: 100, y: 0, width: 200, height: 100), transform: Transform(scaleX: -1, y: 1))
        ],
        point: Point(x: 50, y: 10)),
      Point(x: 250, y: 10)),
    // Content offset (0, 30) under a view at (0, 100): (10, 50 - 30 + 100)
    Example(
      "scroll offset",
      Chain(
        specs: [ViewSpec(bounds: Rect(x: 0, y: 30, width: 400, height: 400), center: Point(x: 200, y: 300))],
        point: Point(x: 10, y: 50)),
      Point(x: 10, y: 120)),
    // Child (centre (100, 100) in the parent, turned 90°): (0, 0) - (50, 50) = (-50, -50) → (50, -50)
    // → (150, 50). Parent (centre (100, 100), scale 2): (50, -50) → (100, -100) → (200, 0).
    Example(
      "nested scale and rotation",
      Chain(
        specs: [
          ViewSpec(frame: Rect(x: 0, y: 0, width: 200, height: 200), transform: Transform(scaleX: 2, y: 2)),
          ViewSpec(frame: Rect(x: 50, y: 50, width: 100, height: 100), transform: quarterTurn),
        ], point: .zero),
      Point(x: 200, y: 0)),
    // (100, 0) - (50, 50) = (50, -50) → (50, 50) → (150, 150);
    // then (50, 50) → (100, 100) → (200, 200).
    Example(
      "nested scale and rotation, other corner",
      Chain(
        specs: [
          ViewSpec(frame: Rect(x: 0, y: 0, width: 200, height: 200), transform: Transform(scaleX: 2, y: 2)),
          ViewSpec(frame: Rect(x: 50, y: 50, width: 100, height: 100), transform: quarterTurn),
        ], point: Point(x: 100, y: 0)),
      Point(x: 200, y: 200)),
    // Child (centre (50, 125), turned 180°): (0, 0) - (50, 25) → (50, 25) → (100, 150) in the scroll
    // view's content; offset (0, 50) and frame at the window's origin → (100, 100).
    Example(
      "rotation inside a scrolled view",
      Chain(
        specs: [
          ViewSpec(bounds: Rect(x: 0, y: 50, width: 300, height: 300), center: Point(x: 150, y: 150)),
          ViewSpec(
            frame: Rect(x: 0, y: 100, width: 100, height: 50), transform: Transform(rotationAngle: .pi)),
        ], point: .zero),
      Point(x: 100, y: 100)),
    // x' = x + y: (0, 100) - (50, 50) = (-50, 50) → (0, 50) → (50, 100)
    Example(
      "skew c = 1",
      Chain(
        specs: [
          ViewSpec(
            frame: Rect(x: 0, y: 0, width: 100, height: 100),
            transform: Transform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0))
        ], point: Point(x: 0, y: 100)),
      Point(x: 50, y: 100)),
  ]

  /// Window frames on the screen; none of them may change a window-space result.
  static let windowFrames: [Rect] = [
    Rect(x: 0, y: 0, width: 400, height: 800),
    Rect(x: 30, y: 40, width: 400, height: 800),
    Rect(x: -100, y: 250, width: 300, height: 300),
  ]

  @Test(arguments: pointRows, windowFrames)
  func convertsPointsToWindowSpace(_ row: Example<Chain, Point>, windowFrame: Rect) throws {
    let window = Window(frame: windowFrame)
    let leaf = ViewSpec.chain(row.input.specs, under: window).last!
    expectClose(try leaf.convert(row.input.point, to: nil), row.expected)
    expectClose(try leaf.convert(row.input.point, to: window), row.expected)
    // convert(from:) is the inverse.
    expectClose(try leaf.convert(row.expected, from: nil), row.input.point)
    expectClose(try leaf.convert(row.expected, from: window), row.input.point)
    expectClose(try window.convert(row.expected, to: leaf), row.input.point)
    expectClose(try window.convert(row.input.point, from: leaf), row.expected)
  }

  /// A chain of views and a rect in the deepest view.
  struct RectChain: Sendable, CustomStringConvertible {
    var specs: [ViewSpec]
    var rect: Rect
    var description: String { "\(specs.count) views, rect \(rect)" }
  }

  static let rectRows: [Example<RectChain, Rect>] = [
    // The view's own bounds turned 90° about (200, 150): 100 wide, 200 high.
    Example(
      "bounds of a view turned 90°",
      RectChain(
        specs: [ViewSpec(frame: Rect(x: 100, y: 100, width: 200, height: 100), transform: quarterTurn)],
        rect: Rect(x: 0, y: 0, width: 200, height: 100)),
      Rect(x: 150, y: 50, width: 100, height: 200)),
    // Corners (0, 0) → (300, 0) and (50, 10) → (250, 10).
    Example(
      "flip",
      RectChain(
        specs: [
          ViewSpec(frame: Rect(x: 100, y: 0, width: 200, height: 100), transform: Transform(scaleX: -1, y: 1))
        ],
        rect: Rect(x: 0, y: 0, width: 50, height: 10)),
      Rect(x: 250, y: 0, width: 50, height: 10)),
    // (10, 50 - 30 + 100)
    Example(
      "scroll offset",
      RectChain(
        specs: [ViewSpec(bounds: Rect(x: 0, y: 30, width: 400, height: 400), center: Point(x: 200, y: 300))],
        rect: Rect(x: 10, y: 50, width: 20, height: 20)),
      Rect(x: 10, y: 120, width: 20, height: 20)),
    // Corners (0, 0) → (200, 0), (100, 0) → (200, 200), (0, 100) → (0, 0), (100, 100) → (0, 200).
    Example(
      "nested scale and rotation",
      RectChain(
        specs: [
          ViewSpec(frame: Rect(x: 0, y: 0, width: 200, height: 200), transform: Transform(scaleX: 2, y: 2)),
          ViewSpec(frame: Rect(x: 50, y: 50, width: 100, height: 100), transform: quarterTurn),
        ], rect: Rect(x: 0, y: 0, width: 100, height: 100)),
      Rect(x: 0, y: 0, width: 200, height: 200)),
    // The turns cancel: the child's 50×50 bounds stay upright around the shared centre (50, 50).
    // Taking a box after each step would give 50√2 and then 100 on a side instead.
    Example(
      "45° parent, -45° child",
      RectChain(
        specs: [
          ViewSpec(
            bounds: Rect(x: 0, y: 0, width: 100, height: 100), center: Point(x: 50, y: 50),
            transform: Transform(rotationAngle: .pi / 4)),
          ViewSpec(
            bounds: Rect(x: 0, y: 0, width: 50, height: 50), center: Point(x: 50, y: 50),
            transform: Transform(rotationAngle: -.pi / 4)),
        ], rect: Rect(x: 0, y: 0, width: 50, height: 50)),
      Rect(x: 25, y: 25, width: 50, height: 50)),
  ]

  @Test(arguments: rectRows, windowFrames)
  func convertsRectsWithOneBoundingBox(_ row: Example<RectChain, Rect>, windowFrame: Rect) throws {
    let window = Window(frame: windowFrame)
    let leaf = ViewSpec.chain(row.input.specs, under: window).last!
    expectClose(try leaf.convert(row.input.rect, to: nil), row.expected)
    expectClose(try window.convert(row.input.rect, from: leaf), row.expected)
    if row.input.rect == leaf.bounds {
      // The frame in window space is the same box, by every route.
      expectClose(leaf.frameInRootSpace, row.expected)
      var walked: Rect?
      window.forEachFrameInRootSpace { view, frame in if view === leaf { walked = frame } }
      expectClose(try #require(walked), row.expected)
    }
  }

  @Test func convertsBetweenTwoWindowsThroughScreenSpace() throws {
    let application = Application(screenSize: Size(width: 400, height: 800))
    let first = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800), application: application)
    let second = Window(frame: Rect(x: 50, y: 100, width: 200, height: 300), application: application)
    let a = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    let b = View(frame: Rect(x: 20, y: 30, width: 40, height: 40))
    try first.addSubview(a)
    try second.addSubview(b)
    // a's (0, 0) is (10, 10) in the first window and on the screen; the second window starts at
    // (50, 100), so (10 - 50, 10 - 100) = (-40, -90) there, and b starts at (20, 30): (-60, -120).
    #expect(try a.convert(Point.zero, to: b) == Point(x: -60, y: -120))
    #expect(try b.convert(Point(x: -60, y: -120), to: a) == .zero)
    // b's (0, 0) is (20 + 50, 30 + 100) on the screen, (70 - 10, 130 - 10) in a.
    #expect(try a.convert(Point.zero, from: b) == Point(x: 60, y: 120))
    #expect(
      try a.convert(Rect(x: 0, y: 0, width: 5, height: 5), to: b)
        == Rect(x: -60, y: -120, width: 5, height: 5))
    // A window's own space: the second window's (0, 0) is (50, 100) on the screen and in the first.
    #expect(try second.convert(Point.zero, to: first) == Point(x: 50, y: 100))
  }

  @Test func convertsIntoATurnedWindow() throws {
    let application = Application(screenSize: Size(width: 400, height: 800))
    let first = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800), application: application)
    // Centre (200, 250) on the screen, turned 90°.
    let second = Window(frame: Rect(x: 100, y: 100, width: 200, height: 300), application: application)
    second.transform = Self.quarterTurn
    let a = View(frame: Rect(x: 200, y: 250, width: 10, height: 10))
    let b = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    try first.addSubview(a)
    try second.addSubview(b)
    // a's (0, 0) is the screen's (200, 250), the second window's centre: (100, 150) in its space.
    #expect(try a.convert(Point.zero, to: b) == Point(x: 100, y: 150))
    // (250, 250) is (50, 0) from the centre; undoing the turn, (x, y) → (y, -x) = (0, -50) → (100, 100).
    #expect(try a.convert(Point(x: 50, y: 0), to: b) == Point(x: 100, y: 100))
  }

  @Test func unrelatedTreesHaveNoCommonSpace() throws {
    let a = View()
    a.identifier = "a"
    let b = View()
    b.identifier = "b"
    #expect(throws: ViewTreeError.noCommonSpace(from: "#a", to: "#b")) { try a.convert(Point.zero, to: b) }
    #expect(throws: ViewTreeError.noCommonSpace(from: "#b", to: "#a")) { try a.convert(Point.zero, from: b) }
    #expect(throws: ViewTreeError.noCommonSpace(from: "#a", to: "#b")) { try a.convert(Rect.zero, to: b) }

    // Windows of two applications do not share a screen.
    let first = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let second = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let c = View()
    c.identifier = "c"
    try second.addSubview(c)
    #expect(throws: ViewTreeError.noCommonSpace(from: "Window", to: "Window.subviews[0] (View #c)")) {
      try first.convert(Point.zero, to: c)
    }
    // A window and a detached view.
    #expect(throws: ViewTreeError.noCommonSpace(from: "#a", to: "Window")) {
      try a.convert(Point.zero, to: first)
    }
  }

  /// window → a (0, 0, 100, 100) → flat (10, 10, 50, 50) scaled (0, 1)
  /// → t (0, 0, 10, 10) and u (20, 0, 10, 10).
  final class FlatTree {
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let a = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let flat = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    let t = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let u = View(frame: Rect(x: 20, y: 0, width: 10, height: 10))
    let flatPath = "Window.subviews[0].subviews[0] (View #flat)"

    init() {
      flat.identifier = "flat"
      t.identifier = "t"
      u.identifier = "u"
      flat.transform = Transform(scaleX: 0, y: 1)
      try! window.addSubview(a)
      try! a.addSubview(flat)
      try! flat.addSubview(t)
      try! flat.addSubview(u)
    }
  }

  @Test func convertingIntoASingularTransformThrowsNamingIt() {
    let tree = FlatTree()
    let error = ViewTreeError.singularTransform(view: tree.flatPath)
    #expect(throws: error) { try tree.window.convert(Point.zero, to: tree.t) }
    #expect(throws: error) { try tree.t.convert(Point.zero, from: nil) }
    #expect(throws: error) { try tree.a.convert(Point.zero, to: tree.flat) }
    #expect(throws: error) { try tree.a.convert(Rect(x: 0, y: 0, width: 1, height: 1), to: tree.t) }
    #expect(throws: error) { try tree.flat.convert(Rect.zero, from: tree.window) }
  }

  @Test func convertingOutOfASingularTransformWorks() throws {
    let tree = FlatTree()
    // t's (5, 5) is flat's (5, 5); flat's centre is (35, 35) and its bounds 50×50:
    // (5, 5) - (25, 25) = (-20, -20) → scale (0, 1) → (0, -20) → (35, 15).
    #expect(try tree.t.convert(Point(x: 5, y: 5), to: nil) == Point(x: 35, y: 15))
    #expect(tree.t.frameInRootSpace == Rect(x: 35, y: 10, width: 0, height: 10))
  }

  @Test func convertingBetweenViewsBelowASingularTransformWorks() throws {
    // t and u share flat's space, so the flattening above them does not matter: t's (5, 5) is
    // flat's (5, 5), which is u's (5 - 20, 5).
    let tree = FlatTree()
    #expect(try tree.t.convert(Point(x: 5, y: 5), to: tree.u) == Point(x: -15, y: 5))
    #expect(try tree.t.convert(Point(x: 5, y: 5), to: tree.flat) == Point(x: 5, y: 5))
    #expect(try tree.u.convert(Point(x: 5, y: 5), from: tree.t) == Point(x: -15, y: 5))
    #expect(
      try tree.u.convert(Rect(x: 0, y: 0, width: 10, height: 10), to: tree.t)
        == Rect(x: 20, y: 0, width: 10, height: 10))
  }

  @Test func aSingularTargetNamesItself() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let line = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    line.identifier = "line"
    // Scale (1, 0) flattens it to a horizontal line.
    line.transform = Transform(scaleX: 1, y: 0)
    try window.addSubview(line)
    #expect(throws: ViewTreeError.singularTransform(view: "Window.subviews[0] (View #line)")) {
      try window.convert(Point.zero, to: line)
    }
    // Into a singular view in another window of the same application.
    let other = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), application: window.application)
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    try other.addSubview(view)
    #expect(throws: ViewTreeError.singularTransform(view: "Window.subviews[0] (View #line)")) {
      try view.convert(Point.zero, to: line)
    }
    // Out of it is fine: (5, 5) - (5, 5) = (0, 0) → (5, 5).
    #expect(try line.convert(Point(x: 5, y: 5), to: view) == Point(x: 5, y: 5))
  }

  @Test func nilMeansTheRootOfADetachedTree() throws {
    let root = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
    let child = View(frame: Rect(x: 10, y: 20, width: 5, height: 5))
    try root.addSubview(child)
    // Root space is the root's bounds space; where the root sits in a superview does not matter.
    #expect(try child.convert(Point.zero, to: nil) == Point(x: 10, y: 20))
    #expect(try child.convert(Point(x: 10, y: 20), from: nil) == .zero)
    #expect(child.frameInRootSpace == Rect(x: 10, y: 20, width: 5, height: 5))
    #expect(root.frameInRootSpace == Rect(x: 0, y: 0, width: 50, height: 50))
  }
}

/// Properties of conversion over seeded random trees: turns, scales, skews, flips, anchor points and
/// bounds offsets, up to eight levels deep.
@Suite("Conversion properties")
struct ConversionPropertyTests {
  static let seeds: [UInt64] = Array(1...30)
  static let tolerance = 1e-9

  /// One application with two windows, each with a random tree, so pairs cross windows too.
  static func makeForest(seed: UInt64) -> (views: [View], rng: SplitMix64) {
    var rng = SplitMix64(seed: seed)
    let application = Application(screenSize: Size(width: 400, height: 800))
    var views: [View] = []
    for _ in 0..<2 {
      let window = Window(
        frame: Rect(
          x: RandomTrees.number(-200...200, using: &rng), y: RandomTrees.number(-200...200, using: &rng),
          width: 400, height: 800), application: application)
      views.append(window)
      views += RandomTrees.populate(window, count: 30, maxDepth: 8, using: &rng)
    }
    return (views, rng)
  }

  static func randomPoint(using rng: inout SplitMix64) -> Point {
    Point(x: RandomTrees.number(-500...500, using: &rng), y: RandomTrees.number(-500...500, using: &rng))
  }

  @Test(arguments: seeds)
  func convertingThereAndBackReturnsThePoint(seed: UInt64) throws {
    var (views, rng) = Self.makeForest(seed: seed)
    for _ in 0..<100 {
      let a = views.randomElement(using: &rng)!
      let b = views.randomElement(using: &rng)!
      let p = Self.randomPoint(using: &rng)
      let q = try a.convert(p, to: b)
      let back = try a.convert(q, from: b)
      let scale = max(magnitude(of: p), magnitude(of: q), magnitude(of: try a.convert(p, to: nil)))
      #expect(
        isClose(back.x, p.x, tolerance: Self.tolerance, scale: scale)
          && isClose(back.y, p.y, tolerance: Self.tolerance, scale: scale),
        "seed \(seed): \(a.pathDescription) → \(b.pathDescription): \(p) → \(q) → \(back)")
      let viaTarget = try b.convert(q, to: a)
      #expect(
        isClose(viaTarget.x, p.x, tolerance: Self.tolerance, scale: scale)
          && isClose(viaTarget.y, p.y, tolerance: Self.tolerance, scale: scale),
        "seed \(seed): \(b.pathDescription) → \(a.pathDescription) gave \(viaTarget), expected \(p)")
    }
  }

  @Test(arguments: seeds)
  func convertingThroughAnIntermediateViewEqualsConvertingDirectly(seed: UInt64) throws {
    var (views, rng) = Self.makeForest(seed: seed)
    for _ in 0..<100 {
      let a = views.randomElement(using: &rng)!
      let m = views.randomElement(using: &rng)!
      let b = views.randomElement(using: &rng)!
      let p = Self.randomPoint(using: &rng)
      let direct = try a.convert(p, to: b)
      let middle = try a.convert(p, to: m)
      let indirect = try m.convert(middle, to: b)
      let scale = max(magnitude(of: p), magnitude(of: direct), magnitude(of: middle))
      let route = "\(a.pathDescription) → \(m.pathDescription) → \(b.pathDescription)"
      #expect(
        isClose(direct.x, indirect.x, tolerance: Self.tolerance, scale: scale)
          && isClose(direct.y, indirect.y, tolerance: Self.tolerance, scale: scale),
        "seed \(seed): \(route): \(direct) vs \(indirect)")
    }
  }

  @Test(arguments: seeds)
  func convertingARectBoxesItsConvertedCorners(seed: UInt64) throws {
    var (views, rng) = Self.makeForest(seed: seed)
    for _ in 0..<50 {
      let a = views.randomElement(using: &rng)!
      let b = views.randomElement(using: &rng)!
      let origin = Self.randomPoint(using: &rng)
      let rect = Rect(
        origin: origin,
        size: Size(
          width: RandomTrees.number(0...300, using: &rng), height: RandomTrees.number(0...300, using: &rng)))
      let corners = try [
        Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
        Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
      ].map { try a.convert($0, to: b) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
      let converted = try a.convert(rect, to: b)
      #expect(
        rectsAreClose(converted, box, tolerance: Self.tolerance, scale: magnitude(of: box)),
        "seed \(seed): \(a.pathDescription) → \(b.pathDescription): \(converted) vs \(box)")
    }
  }

  @Test(arguments: seeds)
  func framesInRootSpaceAgreeByEveryRoute(seed: UInt64) throws {
    let (views, _) = Self.makeForest(seed: seed)
    for window in views.compactMap({ $0 as? Window }) {
      var count = 0
      try window.forEachFrameInRootSpace { view, frame in
        count += 1
        let single = view.frameInRootSpace
        let converted = try view.convert(view.bounds, to: nil)
        let scale = magnitude(of: frame)
        #expect(
          rectsAreClose(single, frame, tolerance: Self.tolerance, scale: scale),
          "seed \(seed): \(view.pathDescription): frameInRootSpace \(single), walk \(frame)")
        #expect(
          rectsAreClose(converted, frame, tolerance: Self.tolerance, scale: scale),
          "seed \(seed): \(view.pathDescription): convert(bounds) \(converted), walk \(frame)")
      }
      // The window and its 30 views.
      #expect(count == 31)
      // Starting the walk below the root still gives root-space frames.
      for start in window.subviews {
        for (view, frame) in start.framesInRootSpace() {
          #expect(
            rectsAreClose(
              view.frameInRootSpace, frame, tolerance: Self.tolerance, scale: magnitude(of: frame)),
            "seed \(seed): walk from \(start.pathDescription) at \(view.pathDescription)")
        }
      }
    }
  }
}
