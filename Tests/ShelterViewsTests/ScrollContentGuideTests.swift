import ShelterGeometry
import ShelterValues
import ShelterViews
import Testing

/// Scroll views as Auto Layout sees them (Apple's Auto Layout Guide, "Working with Scroll Views";
/// docs/scroll-views.md): constraints between a scroll view's edges, or its `contentLayoutGuide`,
/// and its descendants attach to the content area, whose size becomes the content size; widths,
/// heights and `frameLayoutGuide` are the frame.
///
/// The form: a 390 × 600 scroll view at y 100 holds a content view pinned on all four sides and
/// as wide as the frame; in it, box `a` (400 tall) 20 below the top and box `b` (500 tall) 30
/// below `a` and 20 above the bottom, both 16 in from the sides. By hand: the content is
/// 20 + 400 + 30 + 500 + 20 = 970 tall and 390 wide, `a` is (16, 20, 358, 400) and `b`
/// (16, 20 + 400 + 30 = 450, 358, 500).
@Suite struct ScrollContentGuideTests {
  struct Form {
    let window: Window
    let scroll: ScrollView
    let content: View
    let a: View
    let b: View
  }

  /// A 390 × 844 window whose layout keeps fractions: the screen every case here is on.
  func makeWindow() -> Window {
    let app = Application(screenSize: Size(width: 390, height: 844))
    app.layoutPixelScale = nil
    return Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: app)
  }

  /// A scroll view named `scroll` with `frame`, added to `superview`.
  func addScroll(_ frame: Rect, to superview: View) throws -> ScrollView {
    let scroll = ScrollView(frame: frame)
    scroll.identifier = "scroll"
    try superview.addSubview(scroll)
    return scroll
  }

  /// The form, its content's outer pins made by `pins`; `contentSize` set before the first pass.
  func makeForm(
    contentSize: Size? = nil, pins: (ScrollView, View) -> [LayoutConstraint]
  ) throws -> Form {
    let window = makeWindow()
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.identifier = "root"
    try window.addSubview(root)
    let scroll = try addScroll(Rect(x: 0, y: 100, width: 390, height: 600), to: root)
    if let contentSize { scroll.contentSize = contentSize }
    let content = placed("content", in: scroll)
    let a = placed("a", in: content)
    let b = placed("b", in: content)
    try LayoutConstraint.activate(
      pins(scroll, content) + [
        a.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
        a.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
        a.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
        a.heightAnchor.constraint(equalToConstant: 400),
        b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 30),
        b.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
        b.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
        b.heightAnchor.constraint(equalToConstant: 500),
        b.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      ])
    window.layoutIfNeeded()
    return Form(window: window, scroll: scroll, content: content, a: a, b: b)
  }

  /// Content pinned to the content guide on four sides, as wide as the frame guide.
  func guidePins(_ scroll: ScrollView, _ content: View) -> [LayoutConstraint] {
    let guide = scroll.contentLayoutGuide
    return [
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ]
  }

  /// The same pins to the scroll view's plain edges and width, as before the guides existed.
  func edgePins(_ scroll: ScrollView, _ content: View) -> [LayoutConstraint] {
    [
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
    ]
  }

  func expectTheWorkedForm(_ form: Form) {
    #expect(form.content.frame == Rect(x: 0, y: 0, width: 390, height: 970))
    #expect(form.a.frame == Rect(x: 16, y: 20, width: 358, height: 400))
    #expect(form.b.frame == Rect(x: 16, y: 450, width: 358, height: 500))
    #expect(form.scroll.contentSize == Size(width: 390, height: 970))
    // The frame stays where its autoresizing constraints hold it.
    #expect(form.scroll.frame == Rect(x: 0, y: 100, width: 390, height: 600))
    // 970 > 600 scrolls; 390 is the frame's width, so it does not scroll sideways.
    #expect(form.scroll.scrollsVertically)
    #expect(!form.scroll.scrollsHorizontally)
    #expect(form.window.takeConstraintBreaks().isEmpty)
    #expect(form.window.lastAmbiguousViews.isEmpty)
  }

  @Test func contentPinnedToTheContentGuideSetsTheContentSize() throws {
    expectTheWorkedForm(try makeForm(pins: guidePins))
  }

  @Test func theScrollViewsPlainEdgesMeanTheContentAreaToo() throws {
    // Pinned to the frame, the bottom pin would hold the content at 600 and conflict with the
    // boxes' 970; pinned to the content area it sizes it, the same as the guide.
    expectTheWorkedForm(try makeForm(pins: edgePins))
  }

  @Test func anExplicitContentSizeGivesWayToTheConstraints() throws {
    expectTheWorkedForm(try makeForm(contentSize: Size(width: 390, height: 2000), pins: guidePins))
    expectTheWorkedForm(try makeForm(contentSize: Size(width: 100, height: 50), pins: edgePins))
  }

  @Test func aChangedConstantResizesTheContent() throws {
    let form = try makeForm(pins: guidePins)
    let height = try #require(form.b.constraints.first { $0.firstAttribute == .height })
    // b's height constraint is held by b itself; 500 → 700 makes the content 1170 tall.
    height.constant = 700
    form.window.layoutIfNeeded()
    #expect(form.b.frame == Rect(x: 16, y: 450, width: 358, height: 700))
    #expect(form.content.frame == Rect(x: 0, y: 0, width: 390, height: 1170))
    #expect(form.scroll.contentSize == Size(width: 390, height: 1170))
  }

  @Test func anExplicitContentSizeStandsWhereTheConstraintsLeaveItFree() throws {
    let window = makeWindow()
    let scroll = try addScroll(Rect(x: 0, y: 0, width: 390, height: 844), to: window)
    scroll.contentSize = Size(width: 390, height: 2000)
    let header = placed("header", in: scroll)
    // Top and leading pins alone involve no content size: the 2000 given stands, unreported.
    try LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
      header.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 16),
      header.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
      header.heightAnchor.constraint(equalToConstant: 60),
    ])
    window.layoutIfNeeded()
    #expect(header.frame == Rect(x: 16, y: 10, width: 358, height: 60))
    #expect(scroll.contentSize == Size(width: 390, height: 2000))
    #expect(window.lastAmbiguousViews.isEmpty)
  }

  @Test func anAmbiguousContentSizeIsReportedWithItsConstraints() throws {
    let window = makeWindow()
    let scroll = try addScroll(Rect(x: 0, y: 0, width: 390, height: 844), to: window)
    scroll.contentSize = Size(width: 390, height: 1500)
    let content = placed("content", in: scroll)
    let guide = scroll.contentLayoutGuide
    // The bottom pin is an inequality: the content area may be any height from 300 up.
    let bottom = content.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor)
    bottom.identifier = "contentBottom"
    try LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 300),
      bottom,
    ])
    window.layoutIfNeeded()
    #expect(content.frame == Rect(x: 0, y: 0, width: 390, height: 300))
    // The width is fixed (390); the height is free, so the given 1500 stands and is reported.
    #expect(scroll.contentSize == Size(width: 390, height: 1500))
    #expect(window.lastAmbiguousViews.map(\.identifier) == ["scroll"])
    #expect(scroll.hasAmbiguousLayout)
    let engine = try #require(window.layoutEngine)
    #expect(engine.ambiguousContentAxes(of: scroll) == [.vertical])
    let explained = try #require(engine.constraintsLeavingAmbiguous([scroll]).first)
    #expect(explained.axes == [.vertical])
    #expect(explained.records.map(\.name).contains("contentBottom"))
  }

  @Test func theFrameGuideHoldsAViewOverTheScrollingContent() throws {
    let form = try makeForm(pins: guidePins)
    let badge = placed("badge", in: form.scroll)
    let frame = form.scroll.frameLayoutGuide
    try LayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 8),
      badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -8),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 40),
    ])
    form.window.layoutIfNeeded()
    // 390 − 8 − 40 = 342 from the frame's left, 8 from its top, whatever the content's size.
    #expect(badge.frame == Rect(x: 342, y: 8, width: 40, height: 40))
    #expect(form.scroll.contentSize == Size(width: 390, height: 970))
  }

  @Test func theGuidesAreNamedAsUIKitNamesThem() {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    scroll.identifier = "scroll"
    #expect(scroll.contentLayoutGuide.layoutName == "scroll.contentLayoutGuide")
    #expect(scroll.frameLayoutGuide.layoutName == "scroll.frameLayoutGuide")
    #expect(scroll.contentLayoutGuide.identifier == "UIScrollView-contentLayoutGuide")
    #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
    scroll.contentSize = Size(width: 100, height: 700)
    #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 100, height: 700))
    #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 100, height: 100))
  }
}
