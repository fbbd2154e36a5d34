import ShelterGeometry
import ShelterKeyboard
import ShelterViews
import Testing

// Every expected value is worked out by hand from UIKit's documented rules
// (docs/scroll-views.md): adjusted = contentInset + the safe-area part the behaviour allows; the
// offset runs from −adjusted.top to contentSize.height + adjusted.bottom − bounds.height.

@Suite("Scroll views: adjusted content inset")
struct AdjustedContentInsetTests {
  /// A 390×844 phone with a 47-point notch and a 34-point home indicator (the stage's default);
  /// the stage keeps the window alive.
  let stage = AvoidanceStage()

  func fullScreenScroll(contentHeight: Double) throws -> ScrollView {
    try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: contentHeight)
  }

  @Test func theIssuesNotchedScreenScrollsFromMinus47To1190() throws {
    let scroll = try fullScreenScroll(contentHeight: 2_000)
    // Content 2000 > 844: the vertical axis scrolls, so top 47 and bottom 34 enter.
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, bottom: 34))
    #expect(scroll.minimumContentOffset == Point(x: 0, y: -47))
    // 2000 + 34 − 844 = 1190 (without adjustment 2000 − 844 = 1156).
    #expect(scroll.maximumContentOffset == Point(x: 0, y: 1_190))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.minimumContentOffset == Point(x: 0, y: 0))
    #expect(scroll.maximumContentOffset == Point(x: 0, y: 1_156))
  }

  @Test func eachBehaviourWhenTheContentFits() throws {
    let scroll = try fullScreenScroll(contentHeight: 844)
    // Nothing scrolls: automatic and scrollableAxes add nothing, always adds all four, never none.
    #expect(scroll.adjustedContentInset == .zero)
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(scroll.adjustedContentInset == .zero)
    scroll.contentInsetAdjustmentBehavior = .always
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, bottom: 34))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == .zero)
    // Bouncing vertically makes the axis scrollable.
    scroll.contentInsetAdjustmentBehavior = .automatic
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, bottom: 34))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == .zero)
  }

  @Test func eachAxisOnItsOwnInLandscape() throws {
    // 844×390 landscape: notch side 47 left and right, home indicator 21.
    let stage = AvoidanceStage(
      screen: Size(width: 844, height: 390), safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 844, height: 390), contentHeight: 1_000)
    // Vertical only: bottom 21 in, left and right out.
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    scroll.contentSize = Size(width: 1_600, height: 390)
    // Horizontal only now: 1600 > 844 and 390 is not above 390.
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    // −47 … 1600 + 47 − 844 = 803.
    #expect(scroll.minimumContentOffset.x == -47)
    #expect(scroll.maximumContentOffset.x == 803)
  }

  @Test func theAppsInsetIsAddedToTheSafeArea() throws {
    let scroll = try fullScreenScroll(contentHeight: 2_000)
    scroll.contentInset = EdgeInsets(top: 10, bottom: 20)
    // 10 + 47, 20 + 34.
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 57, bottom: 54))
    #expect(scroll.maximumContentOffset.y == 2_000 + 54 - 844)
  }

  @Test func aScrollViewClearOfTheUnsafeAreaIsNotAdjusted() throws {
    let stage = AvoidanceStage()
    let scroll = try stage.addScrollView(Rect(x: 0, y: 100, width: 390, height: 600), contentHeight: 2_000)
    scroll.contentInset = EdgeInsets(bottom: 5)
    // 100…700 lies inside the safe 47…810: no safe area reaches it.
    #expect(scroll.safeAreaInsets == .zero)
    #expect(scroll.adjustedContentInset == EdgeInsets(bottom: 5))
    // Partly under the home indicator: 500…844 reaches 34 into the unsafe bottom.
    scroll.frame = Rect(x: 0, y: 500, width: 390, height: 344)
    #expect(scroll.adjustedContentInset == EdgeInsets(bottom: 39))
  }

  @Test func indicatorInsetsTakeTheSafeAreaPartWhileAutomatic() throws {
    let scroll = try fullScreenScroll(contentHeight: 2_000)
    scroll.verticalScrollIndicatorInsets = EdgeInsets(bottom: 5)
    #expect(scroll.effectiveVerticalScrollIndicatorInsets == EdgeInsets(top: 47, bottom: 39))
    scroll.automaticallyAdjustsScrollIndicatorInsets = false
    #expect(scroll.effectiveVerticalScrollIndicatorInsets == EdgeInsets(bottom: 5))
  }
}

@Suite("Scroll views: the offset and the adjusted inset")
struct ContentOffsetLayoutTests {
  let stage = AvoidanceStage()

  /// A full-screen scroll view, content 2000 tall, laid out once: resting at −47.
  func restingScroll() throws -> ScrollView {
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 2_000)
    scroll.layoutAdjustedContentInset()
    return scroll
  }
  @Test func anOffsetNeverSetStartsAtTheTopLeftEdge() throws {
    let scroll = try restingScroll()
    #expect(scroll.contentOffset == Point(x: 0, y: -47))
  }

  @Test func anOffsetAtTheEdgeFollowsTheEdge() throws {
    let scroll = try restingScroll()
    scroll.contentInset = EdgeInsets(top: 44)
    scroll.layoutAdjustedContentInset()
    // −(44 + 47).
    #expect(scroll.contentOffset == Point(x: 0, y: -91))
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.layoutAdjustedContentInset()
    #expect(scroll.contentOffset == Point(x: 0, y: -44))
  }

  @Test func anOffsetAwayFromTheEdgeStays() throws {
    let scroll = try restingScroll()
    scroll.contentOffset = Point(x: 0, y: 300)
    scroll.contentInset = EdgeInsets(top: 44)
    scroll.layoutAdjustedContentInset()
    #expect(scroll.contentOffset == Point(x: 0, y: 300))
  }

  @Test func scrollRectToVisibleKeepsTheRectInsideTheAdjustedInsets() throws {
    let scroll = try restingScroll()
    // At −47 the visible content runs from −47 + 47 = 0 to −47 + 844 − 34 = 763.
    scroll.scrollRectToVisible(Rect(x: 0, y: 800, width: 390, height: 44))
    // The rect's bottom 844 at the visible bottom: 844 − 844 + 34 = 34.
    #expect(scroll.contentOffset == Point(x: 0, y: 34))
    scroll.scrollRectToVisible(Rect(x: 0, y: 10, width: 390, height: 44))
    // Its top 10 at the visible top: 10 − 47 = −37.
    #expect(scroll.contentOffset == Point(x: 0, y: -37))
    scroll.scrollRectToVisible(Rect(x: 0, y: 1_990, width: 390, height: 100))
    // 2090 − 844 + 34 = 1280, clamped to the largest offset 1190.
    #expect(scroll.contentOffset == Point(x: 0, y: 1_190))
  }
}

@Suite("Scroll views: keyboard avoidance on the adjusted inset")
struct ScrollAvoidanceInsetTests {
  let stage = AvoidanceStage()

  /// A full-screen scroll view laid out at its resting offset, with the scroll strategy attached
  /// and a field at content y `fieldY` focused, then a 336-point keyboard shown (top 508).
  func showKeyboard(contentHeight: Double, fieldY: Double, _ configure: (ScrollView) -> Void) throws
    -> ScrollView
  {
    try stage.attach(.scroll)
    let scroll = try stage.addScrollView(
      Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: contentHeight)
    configure(scroll)
    scroll.layoutAdjustedContentInset()
    let field = try stage.addField(Rect(x: 20, y: fieldY, width: 350, height: 44), to: scroll)
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    return scroll
  }

  @Test func theInsetReachesTheKeyboardAndComesOffExactly() throws {
    // At rest: offset −47, the field at content y 700 shows at window y 747. Focusing it, UIKit
    // scrolls it inside the bounds less the adjusted inset (47, 0, 20 + 34 = 54, 0): its bottom
    // 791 passes 844 − 54 = 790 by 1, so the offset is −46 before the keyboard comes.
    let scroll = try showKeyboard(contentHeight: 2_000, fieldY: 700) {
      $0.contentInset = EdgeInsets(bottom: 20)
    }
    // Overlap 844 − 508 = 336, plus the distance 10: the adjusted bottom must reach 346; it holds
    // 54, so 346 − 54 = 292 more: 20 + 292 = 312.
    #expect(scroll.contentInset == EdgeInsets(bottom: 312))
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, bottom: 346))
    // The field's bottom 746 + 44 = 790 must reach 508 − 10 = 498: 292 points, offset −46 + 292.
    #expect(scroll.contentOffset == Point(x: 0, y: 246))
    stage.keyboard.hide()
    #expect(scroll.contentInset == EdgeInsets(bottom: 20))
    #expect(scroll.contentOffset == Point(x: 0, y: -46))
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, bottom: 54))
  }

  @Test func theLimitIncludesTheSafeBottom() throws {
    // Content as tall as the view: only alwaysBounceVertical makes it scroll and adjusts it.
    let scroll = try showKeyboard(contentHeight: 844, fieldY: 790) { $0.alwaysBounceVertical = true }
    // Focused at rest, it passes 844 − 34 = 810 (window y 837 … 881): UIKit scrolls it to show its
    // bottom, 881 − 810 = 71, offset −47 + 71 = 24, the largest 844 + 34 − 844 = 34 allows it.
    // Then the keyboard: bottom 881 − 71 = 810 to 498, 312 more, offset 24 + 312 = 336. The
    // adjusted bottom reaches 346 (34 + 312): largest offset 844 + 346 − 844 = 346, so 336 fits.
    #expect(scroll.contentInset == EdgeInsets(bottom: 312))
    #expect(scroll.contentOffset == Point(x: 0, y: 336))
    #expect(scroll.maximumContentOffset == Point(x: 0, y: 346))
  }
}

@Suite("Keyboard layout guide")
struct KeyboardLayoutGuideTests {
  @Test func hiddenKeyboardLeavesTheBottomSafeAreaBand() {
    let stage = AvoidanceStage()
    #expect(stage.root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 810, width: 390, height: 34))
    stage.root.keyboardLayoutGuide.usesBottomSafeArea = false
    #expect(stage.root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 844, width: 390, height: 0))
  }

  @Test func dockedKeyboardIsTheGuide() {
    let stage = AvoidanceStage()
    stage.keyboard.show(height: 336)
    #expect(stage.root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 508, width: 390, height: 336))
    stage.root.keyboardLayoutGuide.usesBottomSafeArea = false
    #expect(stage.root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 508, width: 390, height: 336))
    stage.keyboard.hide()
    #expect(stage.root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 844, width: 390, height: 0))
  }

  @Test func floatingKeyboardIsFollowedOnlyWhenAsked() {
    let stage = AvoidanceStage()
    // Not as wide as the screen and clear of its bottom: not docked.
    stage.keyboard.show(frame: Rect(x: 50, y: 300, width: 290, height: 200))
    let guide = stage.root.keyboardLayoutGuide
    #expect(guide.layoutFrame == Rect(x: 0, y: 810, width: 390, height: 34))
    guide.followsUndockedKeyboard = true
    #expect(guide.layoutFrame == Rect(x: 50, y: 300, width: 290, height: 200))
  }

  @Test func theGuideIsInTheViewsOwnSpace() throws {
    let stage = AvoidanceStage()
    let panel = View(frame: Rect(x: 0, y: 100, width: 390, height: 500))
    try stage.root.addSubview(panel)
    let top = View(frame: Rect(x: 0, y: 0, width: 390, height: 400))
    try stage.root.addSubview(top)
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 2_000)
    scroll.contentOffset = Point(x: 0, y: 100)
    stage.keyboard.show(height: 336)
    // Window 508…600 of the panel's 100…600 is its 408…500.
    #expect(panel.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 408, width: 390, height: 92))
    // 0…400 does not reach 508: a band of the view's bottom safe inset, which is 0.
    #expect(top.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 400, width: 390, height: 0))
    // Scrolled by 100: window 508 is content 608.
    #expect(scroll.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 608, width: 390, height: 336))
  }

  @Test func aViewOutsideAWindowHasAZeroBand() {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 200))
    #expect(view.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 200, width: 100, height: 0))
  }
}

@Suite("Safe areas in one pass")
struct SafeAreaPassTests {
  @Test func thePassGivesEveryViewItsOwnSafeArea() throws {
    let stage = AvoidanceStage()
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 2_000)
    scroll.contentOffset = Point(x: 0, y: 30)
    for index in 0..<12 {
      let view = View(frame: Rect(x: 10, y: Double(index * 70) - 20, width: 300, height: 90))
      if index % 3 == 0 { view.transform = Transform(scaleX: 0.5, y: 2) }
      try (index % 2 == 0 ? scroll : stage.root).addSubview(view)
      try view.addSubview(View(frame: Rect(x: 5, y: 5, width: 20, height: 80)))
    }
    var count = 0
    stage.window.forEachSafeAreaInsets { view, insets in
      #expect(insets == view.safeAreaInsets)
      count += 1
    }
    // The window, the root, the scroll view and 12 views with one subview each.
    #expect(count == 3 + 24)
  }
}
