import ShelterGeometry
import ShelterTestSupport
import ShelterValues
import ShelterViews
import Testing

/// Autoresizing masks: the superview's change shared among the flexible parts in proportion to
/// their old sizes, equally when they are all zero, none when no part is flexible.
@Suite("Autoresizing")
struct AutoresizingTests {
  /// Horizontally the child is x 60, width 60, right margin 180 in a 300-wide superview that grows
  /// to 420 (+120); vertically y 50, height 50, bottom margin 150 in a 250-tall one that grows to
  /// 375 (+125). Every expected frame below is that change split by hand.
  static let rows: [Example<AutoresizingMask, Rect>] = [
    Example("no mask keeps the frame", [], Rect(x: 60, y: 50, width: 60, height: 50)),
    // One part: it takes the whole change.
    Example("left margin alone", .flexibleLeftMargin, Rect(x: 180, y: 50, width: 60, height: 50)),
    Example("width alone", .flexibleWidth, Rect(x: 60, y: 50, width: 180, height: 50)),
    Example("right margin alone", .flexibleRightMargin, Rect(x: 60, y: 50, width: 60, height: 50)),
    Example("top margin alone", .flexibleTopMargin, Rect(x: 60, y: 175, width: 60, height: 50)),
    Example("height alone", .flexibleHeight, Rect(x: 60, y: 50, width: 60, height: 175)),
    Example("bottom margin alone", .flexibleBottomMargin, Rect(x: 60, y: 50, width: 60, height: 50)),
    // Pairs: 120 × 60/120 each; 120 × 60/240 to the margin; 125 × 50/100, 50/200, 50/200.
    Example(
      "left margin and width", [.flexibleLeftMargin, .flexibleWidth],
      Rect(x: 120, y: 50, width: 120, height: 50)),
    Example(
      "both side margins", [.flexibleLeftMargin, .flexibleRightMargin],
      Rect(x: 90, y: 50, width: 60, height: 50)),
    Example(
      "width and right margin", [.flexibleWidth, .flexibleRightMargin],
      Rect(x: 60, y: 50, width: 90, height: 50)),
    Example(
      "top margin and height", [.flexibleTopMargin, .flexibleHeight],
      Rect(x: 60, y: 112.5, width: 60, height: 112.5)),
    Example(
      "top and bottom margins", [.flexibleTopMargin, .flexibleBottomMargin],
      Rect(x: 60, y: 81.25, width: 60, height: 50)),
    Example(
      "height and bottom margin", [.flexibleHeight, .flexibleBottomMargin],
      Rect(x: 60, y: 50, width: 60, height: 81.25)),
    // All three: 120 × 60/300 = 24 to the left margin and the width; 125 × 50/250 = 25 each.
    Example(
      "all six",
      [
        .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
        .flexibleBottomMargin,
      ],
      Rect(x: 84, y: 75, width: 84, height: 75)),
  ]

  @Test(arguments: rows)
  func theChangeIsSharedInProportion(_ row: Example<AutoresizingMask, Rect>) {
    let superview = View(frame: Rect(x: 0, y: 0, width: 300, height: 250))
    let child = View(frame: Rect(x: 60, y: 50, width: 60, height: 50))
    child.autoresizingMask = row.input
    try? superview.addSubview(child)
    superview.frame = Rect(x: 0, y: 0, width: 420, height: 375)
    #expect(child.frame == row.expected)
  }

  @Test func partsOfZeroSizeShareTheChangeEqually() throws {
    // x 0 and width 0 under LM+W: both parts are zero, so each takes 120 / 2.
    let superview = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
    let child = View(frame: Rect(x: 0, y: 10, width: 0, height: 20))
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    try superview.addSubview(child)
    superview.bounds = Rect(x: 0, y: 0, width: 420, height: 100)
    #expect(child.frame == Rect(x: 60, y: 10, width: 60, height: 20))
  }

  @Test func aZeroPartNextToANonZeroOneGetsNothing() throws {
    // LM+W+RM with x 0 and width 0: the 300-point right margin is the only part with a size.
    let superview = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
    let child = View(frame: Rect(x: 0, y: 0, width: 0, height: 20))
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    try superview.addSubview(child)
    superview.bounds = Rect(x: 0, y: 0, width: 420, height: 100)
    #expect(child.frame == Rect(x: 0, y: 0, width: 0, height: 20))
  }

  @Test func allThreePartsZeroSplitInThirds() throws {
    // A superview of width 0 growing to 120: x, width and right margin are all 0, so 40 each.
    let superview = View(frame: Rect(x: 0, y: 0, width: 0, height: 100))
    let child = View(frame: .zero)
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    try superview.addSubview(child)
    superview.bounds = Rect(x: 0, y: 0, width: 120, height: 100)
    #expect(child.frame == Rect(x: 40, y: 0, width: 40, height: 0))
  }

  @Test func aWidthNeverGoesBelowZero() throws {
    // Width 60 alone flexible while the superview loses 120 points: 60 − 120 is clamped to 0.
    let superview = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
    let child = View(frame: Rect(x: 60, y: 0, width: 60, height: 20))
    child.autoresizingMask = .flexibleWidth
    try superview.addSubview(child)
    superview.bounds = Rect(x: 0, y: 0, width: 180, height: 100)
    #expect(child.frame == Rect(x: 60, y: 0, width: 0, height: 20))
  }

  @Test func nestedViewsFollowTheirOwnSuperviews() throws {
    // A W+H container takes the whole 300×250 → 420×375 change; its W label inside it then
    // grows by the container's +120.
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 250))
    let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 250))
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let label = View(frame: Rect(x: 10, y: 10, width: 280, height: 20))
    label.autoresizingMask = .flexibleWidth
    let pinned = View(frame: Rect(x: 10, y: 200, width: 40, height: 40))
    pinned.autoresizingMask = .flexibleTopMargin
    try root.addSubview(container)
    try container.addSubview(label)
    try container.addSubview(pinned)
    root.frame = Rect(x: 0, y: 0, width: 420, height: 375)
    #expect(container.frame == Rect(x: 0, y: 0, width: 420, height: 375))
    #expect(label.frame == Rect(x: 10, y: 10, width: 400, height: 20))
    #expect(pinned.frame == Rect(x: 10, y: 325, width: 40, height: 40))
  }

  @Test func autoresizesSubviewsOffStopsTheChangeThere() throws {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 250))
    let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 250))
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.autoresizesSubviews = false
    let label = View(frame: Rect(x: 10, y: 10, width: 280, height: 20))
    label.autoresizingMask = .flexibleWidth
    try root.addSubview(container)
    try container.addSubview(label)
    root.frame = Rect(x: 0, y: 0, width: 420, height: 375)
    #expect(container.frame == Rect(x: 0, y: 0, width: 420, height: 375))
    #expect(label.frame == Rect(x: 10, y: 10, width: 280, height: 20))
    // And on the root itself: nothing under it moves.
    root.autoresizesSubviews = false
    root.frame = Rect(x: 0, y: 0, width: 300, height: 250)
    #expect(container.frame == Rect(x: 0, y: 0, width: 420, height: 375))
  }

  @Test func movingWithoutResizingLaysNothingOut() throws {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 250))
    let child = View(frame: Rect(x: 60, y: 50, width: 60, height: 50))
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    try root.addSubview(child)
    root.frame = Rect(x: 100, y: 100, width: 300, height: 250)
    root.bounds = Rect(x: 30, y: 0, width: 300, height: 250)
    #expect(child.frame == Rect(x: 60, y: 50, width: 60, height: 50))
  }

  @Test func aTransformedSubviewHasItsFrameAutoresized() throws {
    // A 100×20 view turned 90° about its centre (150, 100) has the frame (140, 50; 20, 100). W on a
    // +120 change widens that box to 140; keeping the turn, the bounds become 100 × 140 (the
    // turned view's on-screen width is its bounds height) about the box's new centre (210, 100).
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let turned = View(frame: Rect(x: 100, y: 90, width: 100, height: 20))
    turned.transform = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    turned.autoresizingMask = .flexibleWidth
    try root.addSubview(turned)
    #expect(turned.frame == Rect(x: 140, y: 50, width: 20, height: 100))
    root.frame = Rect(x: 0, y: 0, width: 420, height: 200)
    #expect(turned.frame == Rect(x: 140, y: 50, width: 140, height: 100))
    #expect(turned.bounds.size == Size(width: 100, height: 140))
    #expect(turned.center == Point(x: 210, y: 100))
    #expect(turned.transform == Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
  }

  @Test func aWindowKeepsItsRootViewFillingIt() throws {
    let application = Application(screenSize: Size(width: 320, height: 480))
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480), application: application)
    let controller = ViewController(frame: .zero)
    window.rootViewController = controller
    #expect(controller.view.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    // The tab bar of the dump: W+TM at (0 431; 320 49) on a 430 × 932 screen gets all
    // 110 points of width and all 452 of top margin.
    let tabBar = View(frame: Rect(x: 0, y: 431, width: 320, height: 49))
    tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    try controller.view.addSubview(tabBar)
    window.frame = Rect(x: 0, y: 0, width: 430, height: 932)
    #expect(controller.view.frame == Rect(x: 0, y: 0, width: 430, height: 932))
    #expect(tabBar.frame == Rect(x: 0, y: 883, width: 430, height: 49))
  }

  @Test(.atScale) func aHundredThousandDeepChainResizesWithoutRecursion() throws {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    var last = root
    for _ in 0..<100_000 {
      let child = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
      child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      try last.addSubview(child)
      last = child
    }
    root.frame = Rect(x: 0, y: 0, width: 430, height: 932)
    #expect(last.frame == Rect(x: 0, y: 0, width: 430, height: 932))
  }

  static let maskTexts: [Example<String, AutoresizingMask>] = [
    Example("width and height", "W+H", [.flexibleWidth, .flexibleHeight]),
    Example("right and bottom margins", "RM+BM", [.flexibleRightMargin, .flexibleBottomMargin]),
    Example("width and top margin", "W+TM", [.flexibleWidth, .flexibleTopMargin]),
    Example("every part", "LM+W+RM+TM+H+BM", AutoresizingMask(rawValue: 63)),
    Example("another order", "H+W", [.flexibleWidth, .flexibleHeight]),
  ]

  @Test(arguments: maskTexts)
  func masksReadAsRecursiveDescriptionPrintsThem(_ row: Example<String, AutoresizingMask>) throws {
    #expect(try AutoresizingMask(parsing: row.input) == row.expected)
  }

  @Test func masksPrintInUIKitsOrder() {
    #expect(AutoresizingMask([.flexibleHeight, .flexibleWidth]).description == "W+H")
    #expect(AutoresizingMask([.flexibleTopMargin, .flexibleWidth]).description == "W+TM")
    #expect(AutoresizingMask(rawValue: 63).description == "LM+W+RM+TM+H+BM")
  }

  @Test func badMaskTextIsRefusedNamingThePart() {
    #expect(throws: AutoresizingMaskError.unknownPart("X")) { try AutoresizingMask(parsing: "W+X") }
    #expect(throws: AutoresizingMaskError.repeatedPart("W")) { try AutoresizingMask(parsing: "W+H+W") }
    #expect(throws: AutoresizingMaskError.unknownPart("")) { try AutoresizingMask(parsing: "") }
    #expect(throws: AutoresizingMaskError.unknownPart("w")) { try AutoresizingMask(parsing: "w") }
  }

  @Test func describePrintsTheMask() throws {
    let view = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    #expect(view.debugLine(address: 0x10) == "<UIView: 0x10; frame = (0 0; 320 480); autoresize = W+H>")
  }
}
