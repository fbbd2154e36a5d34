import ShelterGeometry
import ShelterValues
import ShelterViews
import Testing

/// A subview's safe area is where it overlaps the unsafe area of its window and its ancestors
/// (Apple, `UIView.safeAreaInsets`: "the insets reflect only the portion of the view that is
/// covered"); the part of it that hangs past its superview is not unsafe (docs/layout.md).
/// Numbers by hand on an iPhone 14: 390 × 844, 47 top and 34 bottom in portrait; 844 × 390,
/// 47 left and right and 21 bottom turned.
@Suite struct SubviewSafeAreaTests {
  /// The phone, its controller's root view filling the window; frames unrounded.
  func makeScreen(bottom: Double = 34) -> (Application, Window, View) {
    let app = Application(
      screenSize: Size(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: bottom, right: 0))
    app.layoutPixelScale = nil
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: app)
    let controller = ViewController(frame: .zero)
    window.rootViewController = controller
    return (app, window, controller.view)
  }

  func turn(_ app: Application, _ window: Window, landscape: Bool) {
    app.screen.size = landscape ? Size(width: 844, height: 390) : Size(width: 390, height: 844)
    app.screen.safeAreaInsets =
      landscape
      ? EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
      : EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.frame = Rect(origin: .zero, size: app.screen.size)
    window.updateSafeAreaInsets()
    window.setNeedsLayout()
    window.layoutIfNeeded()
  }

  @Test func aSubviewUnderTheNotchGetsWhatItOverlaps() throws {
    let (_, window, root) = makeScreen()
    defer { withExtendedLifetime(window) {} }
    let header = View(frame: Rect(x: 0, y: 30, width: 390, height: 100))
    try root.addSubview(header)
    // The notch band is 0…47; the header starts at 30: 17 of it is under the notch.
    #expect(header.safeAreaInsets == EdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
    // Wholly inside the band: all of it.
    let sliver = View(frame: Rect(x: 0, y: 10, width: 390, height: 20))
    try root.addSubview(sliver)
    #expect(sliver.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  @Test func theOverhangPastTheSuperviewIsNotUnsafe() throws {
    let (_, window, root) = makeScreen()
    defer { withExtendedLifetime(window) {} }
    // 797 wide from x 0: 407 past the root's right edge, where the root has no inset.
    let wide = View(frame: Rect(x: 0, y: 0, width: 797, height: 100))
    try root.addSubview(wide)
    #expect(wide.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    // From y 800 to 1000: the home-indicator band 810…844 lies within it, 34 long; the 156
    // below the root are not unsafe (the old rule gave 1000 − 810 = 190).
    let low = View(frame: Rect(x: 0, y: 800, width: 390, height: 200))
    try root.addSubview(low)
    #expect(low.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    // Beside the root, level with the notch: it meets the band only outside the root.
    let beside = View(frame: Rect(x: 400, y: 0, width: 100, height: 100))
    try root.addSubview(beside)
    #expect(beside.safeAreaInsets == .zero)
  }

  @Test func contentBelowTheBandInAScrollViewHasNoInset() throws {
    let (_, window, root) = makeScreen()
    defer { withExtendedLifetime(window) {} }
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    try root.addSubview(scroll)
    let tall = View(frame: Rect(x: 0, y: 0, width: 390, height: 2000))
    try scroll.addSubview(tall)
    // 47 at the top; at the bottom the band's 34, not 2000 − 810 = 1190.
    #expect(tall.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let far = View(frame: Rect(x: 0, y: 2000, width: 390, height: 100))
    try scroll.addSubview(far)
    #expect(far.safeAreaInsets == .zero)
    // Scrolled by 1200: the bottom band is 2010…2044 of the content; `far` (2000…2100) covers it.
    scroll.contentOffset = Point(x: 0, y: 1200)
    #expect(far.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    // The one O(n) walk agrees with asking each view.
    root.forEachSafeAreaInset { view, insets in #expect(insets == view.safeAreaInsets) }
  }

  @Test func marginsOfAWideViewFollowATurnAndComeBack() throws {
    let (app, window, root) = makeScreen()
    let wide = View(frame: Rect(x: 0, y: 200, width: 844, height: 100))
    wide.identifier = "wide"
    try root.addSubview(wide)
    let inner = View()
    inner.identifier = "inner"
    inner.translatesAutoresizingMaskIntoConstraints = false
    try wide.addSubview(inner)
    try LayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: wide.layoutMarginsGuide.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: wide.layoutMarginsGuide.trailingAnchor),
      inner.topAnchor.constraint(equalTo: wide.topAnchor),
      inner.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    // Portrait: `wide` hangs 454 past the root, which has no side insets: margins 8 and 8, so
    // inner spans 8…836 (the old rule's 454-point right inset put its right edge at 382).
    #expect(wide.safeAreaInsets == .zero)
    #expect(inner.frame == Rect(x: 8, y: 0, width: 828, height: 50))
    // Turned: the root is 844 wide with 47 on each side, both inside `wide`: margins 8 + 47.
    turn(app, window, landscape: true)
    #expect(wide.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    #expect(inner.frame == Rect(x: 55, y: 0, width: 734, height: 50))
    // Back upright, as loaded, and nothing broke on the way.
    turn(app, window, landscape: false)
    #expect(inner.frame == Rect(x: 8, y: 0, width: 828, height: 50))
    #expect(window.takeConstraintBreaks().isEmpty)
  }

  @Test func aSubviewPinnedToItsSafeAreaAfterATurn() throws {
    let (app, window, root) = makeScreen()
    let card = View(frame: Rect(x: 20, y: 300, width: 300, height: 60))
    card.identifier = "card"
    try root.addSubview(card)
    let label = View()
    label.identifier = "label"
    label.translatesAutoresizingMaskIntoConstraints = false
    try card.addSubview(label)
    try LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.safeAreaLayoutGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: card.safeAreaLayoutGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: card.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(label.frame == Rect(x: 0, y: 0, width: 300, height: 20))
    // Turned: the left band 0…47 covers the card (20…320) over 27 points; its right edge at 320
    // is far from the right band 797…844.
    turn(app, window, landscape: true)
    #expect(card.safeAreaInsets == EdgeInsets(top: 0, left: 27, bottom: 0, right: 0))
    #expect(label.frame == Rect(x: 27, y: 0, width: 273, height: 20))
    turn(app, window, landscape: false)
    #expect(label.frame == Rect(x: 0, y: 0, width: 300, height: 20))
    #expect(window.takeConstraintBreaks().isEmpty)
  }

  /// Twenty 44-point fields 12 apart in a vertical stack arranged inside its margins (8 on every
  /// edge), pinned to a full-screen scroll view's content guide and as wide as its frame, the
  /// scroll view resting at offset 0 (`never` adjusts).
  @Test func aMarginsRelativeStackInAScrollViewDoesNotInflate() throws {
    let (_, window, root) = makeScreen()
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    scroll.identifier = "scroll"
    scroll.contentInsetAdjustmentBehavior = .never
    try root.addSubview(scroll)
    var fields: [View] = []
    for index in 0..<20 {
      let field = View()
      field.identifier = "field\(index)"
      fields.append(field)
    }
    let stack = try StackView(arrangedSubviews: fields)
    stack.identifier = "stack"
    stack.axis = .vertical
    stack.spacing = 12
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    stack.translatesAutoresizingMaskIntoConstraints = false
    try scroll.addSubview(stack)
    let guide = scroll.contentLayoutGuide
    try LayoutConstraint.activate(
      [
        stack.topAnchor.constraint(equalTo: guide.topAnchor),
        stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      ] + fields.map { $0.heightAnchor.constraint(equalToConstant: 44) })
    window.layoutIfNeeded()
    // Fields: 20 × 44 + 19 × 12 = 1108. The stack covers the notch band (47) and the home
    // indicator's (34) and hangs far below it: margins 8 + 47 on top, 8 + 34 at the bottom,
    // 8 at the sides. Height 55 + 1108 + 42 = 1205.
    #expect(stack.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(stack.frame == Rect(x: 0, y: 0, width: 390, height: 1205))
    #expect(fields[0].frame == Rect(x: 8, y: 55, width: 374, height: 44))
    // The last field: 55 + 19 × 56 = 1119.
    #expect(fields[19].frame == Rect(x: 8, y: 1119, width: 374, height: 44))
    #expect(scroll.contentSize == Size(width: 390, height: 1205))
    // Laid out again, nothing moves: the margins do not feed back into the size.
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 0, y: 0, width: 390, height: 1205))
    #expect(window.takeConstraintBreaks().isEmpty)
    #expect(window.lastAmbiguousViews.isEmpty)
  }

  /// A bar at the top of a bottom band of `band` points, holding a 10-point row on its bottom
  /// margin (8 + its bottom safe-area inset): its height is 18 + that inset, and the inset is how
  /// far the bar reaches into the band, so each pass grows it into more of the band and repeats.
  func growingBar(band: Double) throws -> (Window, View) {
    let (_, window, root) = makeScreen(bottom: band)
    let bar = View()
    bar.identifier = "bar"
    bar.translatesAutoresizingMaskIntoConstraints = false
    try root.addSubview(bar)
    let row = View()
    row.identifier = "row"
    row.translatesAutoresizingMaskIntoConstraints = false
    try bar.addSubview(row)
    try LayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 844 - band),
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 390),
      row.topAnchor.constraint(equalTo: bar.topAnchor),
      row.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
      row.widthAnchor.constraint(equalToConstant: 100),
      row.heightAnchor.constraint(equalToConstant: 10),
      row.bottomAnchor.constraint(equalTo: bar.layoutMarginsGuide.bottomAnchor),
    ])
    window.layoutIfNeeded()
    return (window, bar)
  }

  @Test func aPassRepeatsUntilTheSafeAreaSettles() throws {
    // Band 34 from 810: heights 18, then 18 + 18 = 36, then 18 + 34 = 52, where the bar covers
    // the whole band; the next round moves nothing.
    let (window, bar) = try growingBar(band: 34)
    #expect(bar.frame == Rect(x: 0, y: 810, width: 390, height: 52))
    #expect(bar.safeAreaInsets.bottom == 34)
    #expect(window.lastAmbiguousViews.isEmpty)
  }

  @Test func aPassThatDoesNotSettleIsReported() throws {
    // Band 300 from 544: the bar grows 18 a round (18, 36, …) and would settle only at 318,
    // after 18 rounds; the pass stops at its limit of 8 with the bar at 8 × 18 = 144 and still
    // moving, and says so.
    let (window, bar) = try growingBar(band: 300)
    #expect(bar.frame == Rect(x: 0, y: 544, width: 390, height: 144))
    #expect(window.lastAmbiguousViews.map(\.identifier) == ["bar"])
    let engine = try #require(window.layoutEngine)
    #expect(engine.unsettledViews.map(\.identifier) == ["bar"])
    #expect(engine.ambiguousAxes(of: bar) == [.horizontal, .vertical])
  }
}
