import ShelterGeometry
import ShelterValues
import ShelterViews
import Testing

/// Stack views, frames worked out by hand from the constraints UIKit generates
/// (docs/stack-views.md). Most stacks hold kean's three views ("Let's Build UIStackView"):
/// intrinsic sizes 160 × 200, 80 × 100 and 40 × 50.
@Suite struct StackViewTests {
  /// A 390 × 844 window with a root view, laid out at `scale` (nil: unrounded).
  func makeRoot(scale: Double? = nil) -> (Window, View) {
    let app = Application(screenSize: Size(width: 390, height: 844))
    app.layoutPixelScale = scale
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: app)
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.identifier = "root"
    try? window.addSubview(root)
    return (window, root)
  }

  /// A view with an intrinsic size.
  func content(_ id: String, _ width: Double, _ height: Double) -> View {
    let view = View()
    view.identifier = id
    view.intrinsicSize = Size(width: width, height: height)
    return view
  }

  /// kean's three views.
  func subviews() -> [View] {
    [content("Subview0", 160, 200), content("Subview1", 80, 100), content("Subview2", 40, 50)]
  }

  /// A stack of `views` in `root`, its top-left corner pinned at (0, 100), and its width when given.
  func makeStack(
    in root: View, _ views: [View], width: Double? = nil, configure: (StackView) -> Void = { _ in }
  ) throws -> StackView {
    let stack = try StackView(arrangedSubviews: views)
    stack.identifier = "StackView"
    stack.translatesAutoresizingMaskIntoConstraints = false
    configure(stack)
    try root.addSubview(stack)
    var constraints = [
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    try LayoutConstraint.activate(constraints)
    return stack
  }

  /// The generated constraints as a log shows them, sorted.
  func generated(_ stack: StackView) -> [String] {
    stack.arrangementConstraints.map { "'\($0.identifier ?? "")' \($0.description)" }.sorted()
  }

  // MARK: - API

  @Test func addingArrangesAndTurnsTranslationOff() throws {
    let (_, root) = makeRoot()
    let views = subviews()
    let stack = try makeStack(in: root, views)
    #expect(stack.arrangedSubviews.map(\.identifier) == ["Subview0", "Subview1", "Subview2"])
    #expect(stack.subviews.count == 3)
    #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    #expect(stack.kind == .stackView && ViewKind.stackView.uikitClassName == "UIStackView")
    // Removing from the arranged views keeps the subview (UIKit's header says so).
    stack.removeArrangedSubview(views[1])
    #expect(stack.arrangedSubviews.map(\.identifier) == ["Subview0", "Subview2"])
    #expect(views[1].superview === stack)
    // Inserting an arranged view moves it in the list, not among the subviews.
    try stack.insertArrangedSubview(views[2], at: 0)
    #expect(stack.arrangedSubviews.map(\.identifier) == ["Subview2", "Subview0"])
    #expect(stack.subviews.map(\.identifier) == ["Subview0", "Subview1", "Subview2"])
    // Leaving the stack view leaves the arranged views.
    views[0].removeFromSuperview()
    #expect(stack.arrangedSubviews.map(\.identifier) == ["Subview2"])
  }

  @Test func customSpacingSentinelsAreUIKitsHeaderValues() throws {
    // UIStackView.h: UIStackViewSpacingUseDefault = FLT_MAX, UIStackViewSpacingUseSystem = FLT_MIN.
    #expect(StackView.spacingUseDefault == 3.4028234663852886e38)
    #expect(StackView.spacingUseSystem == 1.1754943508222875e-38)
    let (_, root) = makeRoot()
    let views = subviews()
    let stack = try makeStack(in: root, views)
    #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
    stack.setCustomSpacing(12, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == 12)
    stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
    stack.setCustomSpacing(12, after: View())  // not arranged: ignored
  }

  // MARK: - Distributions

  @Test func fillKeepsIntrinsicWidthsAndTheTallestHeight() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    let stack = try makeStack(in: root, views) { $0.spacing = 10 }
    window.layoutIfNeeded()
    // Widths are intrinsic, spaced by 10; alignment fill gives every view one height, and only
    // 200 keeps Subview0's compression resistance (750) whole against two huggings (250).
    #expect(views[0].frame == Rect(x: 0, y: 0, width: 160, height: 200))
    #expect(views[1].frame == Rect(x: 170, y: 0, width: 80, height: 200))
    #expect(views[2].frame == Rect(x: 260, y: 0, width: 40, height: 200))
    #expect(stack.frame == Rect(x: 0, y: 100, width: 300, height: 200))
    #expect(window.takeConstraintBreaks().isEmpty)
  }

  @Test func fillGrowsTheViewThatHugsLeast() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    views[1].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
    _ = try makeStack(in: root, views, width: 320) { $0.spacing = 10 }
    window.layoutIfNeeded()
    // 320 − 20 of spacing − 280 of content: Subview1, the least hugging, takes the 20 spare points.
    #expect(views[0].frame.minX == 0 && views[0].frame.width == 160)
    #expect(views[1].frame.minX == 170 && views[1].frame.width == 100)
    #expect(views[2].frame.minX == 280 && views[2].frame.width == 40)
  }

  @Test func fillEquallyGivesEveryViewTheSameWidth() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    _ = try makeStack(in: root, views, width: 320) {
      $0.distribution = .fillEqually
      $0.spacing = 10
    }
    window.layoutIfNeeded()
    // (320 − 2 × 10) / 3 = 100 each.
    #expect(views.map(\.frame.minX) == [0, 110, 220])
    #expect(views.map(\.frame.width) == [100, 100, 100])
  }

  @Test func fillProportionallyFollowsIntrinsicWidths() throws {
    let (window, root) = makeRoot(scale: 1)
    let views = subviews()
    _ = try makeStack(in: root, views, width: 200) { $0.distribution = .fillProportionally }
    window.layoutIfNeeded()
    // Multipliers 160/280, 80/280, 40/280 of 200: 114.29, 57.14, 28.57, edges rounded at 1x:
    // 0 | 114 | 171 | 200.
    #expect(views.map(\.frame.minX) == [0, 114, 171])
    #expect(views.map(\.frame.width) == [114, 57, 29])
  }

  @Test func equalSpacingSharesTheSpareLength() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    _ = try makeStack(in: root, views, width: 320) {
      $0.distribution = .equalSpacing
      $0.spacing = 10
    }
    window.layoutIfNeeded()
    // 320 − 280 = 40 spare: two gaps of 20 (at least the spacing of 10).
    #expect(views.map(\.frame.minX) == [0, 180, 280])
    #expect(views.map(\.frame.width) == [160, 80, 40])
  }

  @Test func equalCenteringSpreadsCenters() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    _ = try makeStack(in: root, views, width: 400) { $0.distribution = .equalCentering }
    window.layoutIfNeeded()
    // Centers 80 and 380 (first and last pinned to the edges); the middle one at 230.
    #expect(views.map(\.frame.minX) == [0, 190, 360])
  }

  @Test func equalCenteringKeepsTheMinimumSpacing() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    _ = try makeStack(in: root, views, width: 320) { $0.distribution = .equalCentering }
    window.layoutIfNeeded()
    // Equal centers want Subview1 centered at 190 (x 150), but it may not start before
    // Subview0 ends (spacing ≥ 0, required); the equal gaps (@149) give way as little as they can.
    #expect(views.map(\.frame.minX) == [0, 160, 280])
  }

  // MARK: - Alignments

  @Test func leadingAlignmentTopsAtTheTopWithIntrinsicHeights() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    let stack = try makeStack(in: root, views) { $0.alignment = .top }
    window.layoutIfNeeded()
    #expect(views[0].frame == Rect(x: 0, y: 0, width: 160, height: 200))
    #expect(views[1].frame == Rect(x: 160, y: 0, width: 80, height: 100))
    #expect(views[2].frame == Rect(x: 240, y: 0, width: 40, height: 50))
    // The spanner around the views reaches the stack's bottom.
    #expect(stack.frame == Rect(x: 0, y: 100, width: 280, height: 200))
    #expect(!views[1].hasAmbiguousLayout)
  }

  @Test func centerAlignment() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    _ = try makeStack(in: root, views) { $0.alignment = .center }
    window.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [0, 50, 75])
    #expect(views.map(\.frame.height) == [200, 100, 50])
  }

  @Test func trailingAlignment() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    _ = try makeStack(in: root, views) { $0.alignment = .bottom }
    window.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [0, 100, 150])
  }

  @Test func verticalStackAlignsLeadingAndTrailing() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    let stack = try makeStack(in: root, views) {
      $0.axis = .vertical
      $0.alignment = .trailing
      $0.spacing = 4
    }
    window.layoutIfNeeded()
    // Heights stack up with 4 between; right edges meet at the widest view's, 160.
    #expect(views.map(\.frame.minY) == [0, 204, 308])
    #expect(views.map(\.frame.minX) == [0, 80, 120])
    #expect(stack.frame == Rect(x: 0, y: 100, width: 160, height: 358))
  }

  @Test func firstBaselineAlignment() throws {
    let (window, root) = makeRoot(scale: 2)
    let views = subviews()
    views[0].baselineOffsets = (150, 150)
    views[1].baselineOffsets = (80, 80)
    views[2].baselineOffsets = (40, 40)
    let stack = try makeStack(in: root, views) { $0.alignment = .firstBaseline }
    window.layoutIfNeeded()
    // Baselines meet at 150 in the stack (Subview0's top is the highest, at the stack's top).
    #expect(views.map(\.frame.minY) == [0, 70, 110])
    #expect(views.map(\.frame.height) == [200, 100, 50])
    // UISV-text-width-disambiguation (each width == ⅓ stack width @760) outranks compression
    // resistance (750): the widths are equal, at least the widest intrinsic one, 160.
    #expect(views.map(\.frame.width) == [160, 160, 160])
    #expect(stack.frame == Rect(x: 0, y: 100, width: 480, height: 200))
  }

  @Test func lastBaselineAlignment() throws {
    let (window, root) = makeRoot()
    let views = [content("a", 50, 40), content("b", 50, 20)]
    views[0].baselineOffsets = (10, 30)
    views[1].baselineOffsets = (15, 15)
    _ = try makeStack(in: root, views) { $0.alignment = .lastBaseline }
    window.layoutIfNeeded()
    // Last baselines meet: a's at 30, so b's top is 15.
    #expect(views.map(\.frame.minY) == [0, 15])
  }

  @Test func baselineRelativeArrangementSpacesBaselines() throws {
    let (window, root) = makeRoot()
    let views = [content("title", 100, 20), content("body", 100, 40)]
    views[0].baselineOffsets = (15, 15)
    views[1].baselineOffsets = (15, 35)
    let stack = try makeStack(in: root, views, width: 100) {
      $0.axis = .vertical
      $0.spacing = 30
      $0.isBaselineRelativeArrangement = true
    }
    window.layoutIfNeeded()
    // body.firstBaseline == title.lastBaseline + 30: body.y + 15 == 15 + 30.
    #expect(views[1].frame == Rect(x: 0, y: 30, width: 100, height: 40))
    #expect(stack.frame.height == 70)
  }

  @Test func marginsRelativeArrangementInsetsByTheMargins() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    let stack = try makeStack(in: root, views, width: 320) {
      $0.distribution = .fillEqually
      $0.isLayoutMarginsRelativeArrangement = true
      $0.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    }
    window.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [10, 110, 210])
    #expect(views[0].frame.minY == 5)
    #expect(stack.frame.height == 210)
  }

  @Test func aRootStackFollowsTheWindowsWidthClass() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let stack = StackView(frame: window.bounds)
    stack.isLayoutMarginsRelativeArrangement = true
    let views = subviews()
    for view in views { try stack.addArrangedSubview(view) }
    window.rootViewController = ViewController(view: stack)
    // A controller's root view has the system minimum margins: 16 at the sides in a compact
    // width, 20 in a regular one, 0 top and bottom.
    window.sizeClasses = PresentationSizeClasses(regularWidth: false, regularHeight: true)
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(views[0].frame.minX == 16)
    #expect(views[2].frame.maxX == 374)
    window.sizeClasses = PresentationSizeClasses(regularWidth: true, regularHeight: true)
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(views[0].frame.minX == 20)
    #expect(views[2].frame.maxX == 370)
    #expect(views[0].frame.minY == 0)
  }

  // MARK: - Generated constraints against UIKit's dump

  @Test func fillGeneratesUIKitsConstraints() throws {
    let (window, root) = makeRoot()
    let stack = try makeStack(in: root, subviews())
    window.layoutIfNeeded()
    // kean, "Let's Build UIStackView", the .fill dump (H:[a]-(0)-[b] is b.leading == a.trailing).
    #expect(
      generated(stack)
        == [
          "'UISV-alignment' Subview0.bottom == Subview1.bottom",
          "'UISV-alignment' Subview0.bottom == Subview2.bottom",
          "'UISV-alignment' Subview0.top == Subview1.top",
          "'UISV-alignment' Subview0.top == Subview2.top",
          "'UISV-canvas-connection' StackView.leading == Subview0.leading",
          "'UISV-canvas-connection' StackView.top == Subview0.top",
          "'UISV-canvas-connection' Subview0.bottom == StackView.bottom",
          "'UISV-canvas-connection' Subview2.trailing == StackView.trailing",
          "'UISV-spacing' Subview1.leading == Subview0.trailing",
          "'UISV-spacing' Subview2.leading == Subview1.trailing",
        ])
    #expect(stack.arrangementConstraints.allSatisfy { $0.priority == .required })
  }

  @Test func fillEquallyAddsFillEquallyConstraints() throws {
    let (window, root) = makeRoot()
    let stack = try makeStack(in: root, subviews()) { $0.distribution = .fillEqually }
    window.layoutIfNeeded()
    let fill = generated(stack).filter { $0.hasPrefix("'UISV-fill-equally'") }
    #expect(
      fill == [
        "'UISV-fill-equally' Subview1.width == Subview0.width",
        "'UISV-fill-equally' Subview2.width == Subview0.width",
      ])
    #expect(generated(stack).count == 12)
  }

  @Test func equalSpacingAddsGapGuides() throws {
    let (window, root) = makeRoot()
    let stack = try makeStack(in: root, subviews(), width: 320) {
      $0.distribution = .equalSpacing
      $0.spacing = 10
    }
    window.layoutIfNeeded()
    let lines = generated(stack)
    // The dump: two _UIOLAGapGuides pinned by UISV-distributing-edge, equal by UISV-fill-equally,
    // spacing as a minimum; plus UISV-canvas-fit @49, which kean/Arranged generates to match UIKit.
    #expect(
      lines.filter { !$0.hasPrefix("'UISV-alignment'") && !$0.hasPrefix("'UISV-canvas-connection'") }
        == [
          "'UISV-canvas-fit' StackView.width == 0 @49",
          "'UISV-distributing-edge' _UIOLAGapGuide.leading == Subview0.trailing",
          "'UISV-distributing-edge' _UIOLAGapGuide.leading == Subview1.trailing",
          "'UISV-distributing-edge' _UIOLAGapGuide.trailing == Subview1.leading",
          "'UISV-distributing-edge' _UIOLAGapGuide.trailing == Subview2.leading",
          "'UISV-fill-equally' _UIOLAGapGuide.width == _UIOLAGapGuide.width",
          "'UISV-spacing' Subview1.leading >= Subview0.trailing + 10",
          "'UISV-spacing' Subview2.leading >= Subview1.trailing + 10",
        ])
    #expect(stack.layoutGuides.map(\.identifier) == ["_UIOLAGapGuide", "_UIOLAGapGuide"])
  }

  @Test func leadingAlignmentGeneratesTheSpanner() throws {
    let (window, root) = makeRoot()
    let stack = try makeStack(in: root, subviews()) { $0.alignment = .leading }
    window.layoutIfNeeded()
    let lines = generated(stack).filter { !$0.hasPrefix("'UISV-spacing'") }
    #expect(
      lines == [
        "'UISV-alignment' Subview0.top == Subview1.top",
        "'UISV-alignment' Subview0.top == Subview2.top",
        "'UISV-ambiguity-suppression' Subview0.height == 0 @25",
        "'UISV-ambiguity-suppression' Subview1.height == 0 @25",
        "'UISV-ambiguity-suppression' Subview2.height == 0 @25",
        "'UISV-canvas-connection' StackView.leading == Subview0.leading",
        "'UISV-canvas-connection' StackView.top == Subview0.top",
        "'UISV-canvas-connection' Subview2.trailing == StackView.trailing",
        "'UISV-canvas-connection' UISV-alignment-spanner.bottom == StackView.bottom",
        "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= Subview0.bottom",
        "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= Subview1.bottom",
        "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= Subview2.bottom",
        "'UISV-spanning-boundary' UISV-alignment-spanner.top == Subview0.top @999.5",
        "'UISV-spanning-boundary' UISV-alignment-spanner.top == Subview1.top @999.5",
        "'UISV-spanning-boundary' UISV-alignment-spanner.top == Subview2.top @999.5",
        "'UISV-spanning-fit' UISV-alignment-spanner.height == 0 @51",
      ])
  }

  @Test func singleCenteredViewNeedsNoSpanner() throws {
    let (window, root) = makeRoot()
    let stack = try makeStack(in: root, [content("Subview0", 160, 200)]) { $0.alignment = .center }
    window.layoutIfNeeded()
    // kean's "Single Subview, Alignment.Center" dump.
    #expect(
      generated(stack) == [
        "'UISV-ambiguity-suppression' Subview0.height == 0 @25",
        "'UISV-canvas-connection' StackView.bottom >= Subview0.bottom",
        "'UISV-canvas-connection' StackView.centerY == Subview0.centerY",
        "'UISV-canvas-connection' StackView.leading == Subview0.leading",
        "'UISV-canvas-connection' StackView.top <= Subview0.top",
        "'UISV-canvas-connection' Subview0.trailing == StackView.trailing",
        "'UISV-canvas-fit' StackView.height == 0 @49",
      ])
    #expect(stack.layoutGuides.isEmpty)
  }

  @Test func generatedConstraintsStayTheSameObjects() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    let stack = try makeStack(in: root, views) { $0.spacing = 10 }
    window.layoutIfNeeded()
    let before = stack.arrangementConstraints
    stack.spacing = 12
    window.layoutIfNeeded()
    let after = stack.arrangementConstraints
    #expect(before.count == after.count)
    #expect(zip(before, after).allSatisfy { $0 === $1 })
    #expect(views[1].frame.minX == 172)
  }

  // MARK: - Hiding

  @Test func aHiddenViewCollapsesWithItsSpacing() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    let stack = try makeStack(in: root, views) { $0.spacing = 10 }
    window.layoutIfNeeded()
    views[1].isHidden = true
    window.layoutIfNeeded()
    // Subview1 is 0 wide with half the spacing either side: Subview2 follows Subview0 by 10.
    #expect(views[1].frame == Rect(x: 165, y: 0, width: 0, height: 200))
    #expect(views[2].frame.minX == 170)
    #expect(stack.frame.width == 210)
    #expect(generated(stack).contains("'UISV-hiding' Subview1.width == 0"))
    views[1].isHidden = false
    window.layoutIfNeeded()
    #expect(views[2].frame.minX == 260)
    #expect(!generated(stack).contains { $0.hasPrefix("'UISV-hiding'") })
  }

  @Test func hidingTheFirstViewMovesTheCanvasConnection() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    let stack = try makeStack(in: root, views) { $0.spacing = 10 }
    views[0].isHidden = true
    window.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 0, 90])
    #expect(views[0].frame.width == 0)
    #expect(generated(stack).contains("'UISV-canvas-connection' StackView.leading == Subview1.leading"))
    #expect(generated(stack).contains("'UISV-spacing' Subview1.leading == Subview0.trailing"))
  }

  @Test func aRequiredWidthOnAHiddenViewConflictsWithHiding() throws {
    let (window, root) = makeRoot()
    let views = subviews()
    _ = try makeStack(in: root, views) { $0.spacing = 10 }
    let width = views[1].widthAnchor.constraint(equalToConstant: 80)
    width.identifier = "w80"
    try width.activate()
    window.layoutIfNeeded()
    #expect(window.takeConstraintBreaks().isEmpty)
    views[1].isHidden = true
    window.layoutIfNeeded()
    // As on iOS: UISV-hiding (required) meets the app's width; the app's constraint is broken.
    let broken = try #require(window.takeConstraintBreaks().first)
    #expect(broken.broken.name == "w80")
    #expect(broken.conflict.map(\.name).contains("'UISV-hiding' Subview1.width == 0"))
    #expect(views[1].frame.width == 0)
    #expect(views[2].frame.minX == 170)
  }

  // MARK: - Nesting

  @Test func nestedStacksLayOutInsideOut() throws {
    let (window, root) = makeRoot()
    let title = content("title", 100, 20)
    let ok = content("ok", 50, 44)
    let cancel = content("cancel", 50, 44)
    let buttons = try StackView(arrangedSubviews: [ok, cancel])
    buttons.identifier = "buttons"
    buttons.distribution = .fillEqually
    buttons.spacing = 10
    let outer = try makeStack(in: root, [title, buttons], width: 300) {
      $0.axis = .vertical
      $0.spacing = 8
    }
    window.layoutIfNeeded()
    #expect(outer.frame == Rect(x: 0, y: 100, width: 300, height: 72))
    #expect(title.frame == Rect(x: 0, y: 0, width: 300, height: 20))
    #expect(buttons.frame == Rect(x: 0, y: 28, width: 300, height: 44))
    #expect(ok.frame == Rect(x: 0, y: 0, width: 145, height: 44))
    #expect(cancel.frame == Rect(x: 155, y: 0, width: 145, height: 44))
    // Hiding the inner stack collapses it in the outer one.
    buttons.isHidden = true
    window.layoutIfNeeded()
    #expect(outer.frame.height == 20)
  }

  @Test func aNestedStackAlignsOnItsTallestViewsBaseline() throws {
    let (window, root) = makeRoot()
    let label = content("label", 50, 20)
    label.baselineOffsets = (16, 16)
    let big = content("big", 40, 60)
    big.baselineOffsets = (50, 50)
    let small = content("small", 40, 30)
    small.baselineOffsets = (10, 10)
    let inner = try StackView(arrangedSubviews: [small, big])
    inner.identifier = "inner"
    inner.alignment = .top
    _ = try makeStack(in: root, [label, inner], width: 200) { $0.alignment = .firstBaseline }
    window.layoutIfNeeded()
    // The inner (horizontal) stack's baseline is its tallest view's: big's, 50 below its top.
    // The label sits 50 − 16 = 34 below the inner stack's top.
    #expect(inner.frame.minY == 0)
    #expect(label.frame.minY == 34)
  }
}
