import ShelterGeometry
import ShelterKeyboard
import ShelterNotifications
import ShelterViews
import Testing

// Every number below is worked out by hand from the libraries' published algorithms (docs/policies.md),
// never read back from the code. Both forms sit on an iPhone 15: a 393×852 screen with safe-area
// insets 59 (top) and 34 (bottom); the docked keyboard is 336 high (top 516), 380 with the
// predictive bar (top 472). The controller's root view fills the window, so its layout margins are
// its safe area: 59 top, 34 bottom.
//
// Plain form: `high` (20, 200, 353, 44) and `low` (20, 600, 353, 44) in the root view.
// Scroll form: a full-screen scroll view, content 1400 high, resting at offset −59 (the safe area's
// top enters its adjusted inset), holding `name` (20, 300), `city` (20, 700), `zip` (20, 1000), each
// 353×44.

/// The plain form.
private struct PlainForm {
  let stage = AvoidanceStage(screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
  let high: TextField
  let low: TextField

  init(_ policy: any AvoidancePolicy) throws {
    high = try stage.addField(Rect(x: 20, y: 200, width: 353, height: 44))
    low = try stage.addField(Rect(x: 20, y: 600, width: 353, height: 44))
    try stage.controller.attachKeyboardAvoidance(policy: policy, animator: stage.animator)
  }

  var rootY: Double { stage.root.frame.minY }
}

/// The scroll form.
private struct ScrollForm {
  let stage = AvoidanceStage(screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
  let scroll: ScrollView
  let name: TextField
  let city: TextField
  let zip: TextField

  init(_ policy: any AvoidancePolicy) throws {
    scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1_400)
    scroll.contentOffset = Point(x: 0, y: -59)
    name = try stage.addField(Rect(x: 20, y: 300, width: 353, height: 44), to: scroll)
    city = try stage.addField(Rect(x: 20, y: 700, width: 353, height: 44), to: scroll)
    zip = try stage.addField(Rect(x: 20, y: 1_000, width: 353, height: 44), to: scroll)
    try stage.controller.attachKeyboardAvoidance(policy: policy, animator: stage.animator)
  }

  var offset: Double { scroll.contentOffset.y }
  var insetBottom: Double { scroll.contentInset.bottom }
  func windowY(_ field: View) throws -> Double { try stage.rect(field).minY }
}

@Suite("IQKeyboardManager policy")
struct IQKeyboardManagerPolicyTests {
  @Test func plainFormMovesTheRootFrameByWholePoints() throws {
    let form = try PlainForm(IQKeyboardManagerPolicy())
    try form.low.makeFirstResponder()
    // Begin-editing with the keyboard hidden: the root is remembered (origin 0, safe bottom 34).
    #expect(form.rootY == 0)
    form.stage.keyboard.show(height: 336)
    // Keyboard grown by 10 + 34: top 516 − 44 = 472, visible height 852 − 380 = 472. Top guide
    // max(59, 59) = 59, bottom guide 34. top 600 − 59 = 541, bottom 644 − 472 + 34 = 206: up 206.
    #expect(form.rootY == -206)
    #expect(form.stage.root.transform == .identity)
    #expect(try form.stage.rect(form.low).maxY == 438)
    try form.high.makeFirstResponder()
    // Begin-editing adjusts again. high is at 200 − 206 = −6 (bottom 38). The root, 206 up, has
    // safe area (and margins) 59 + 206 = 265 top, 0 bottom: guide top 265, bottom 0.
    // top −6 − 265 = −271, bottom 38 − 472 + 0 = −434: −434. Down by max(−434, −206) = −206: back to 0.
    #expect(form.rootY == 0)
    try form.low.makeFirstResponder()
    // As at show: 206 up again.
    #expect(form.rootY == -206)
    form.stage.keyboard.change(height: 380)
    // Height 380 (top 472): grown top 472 − 44 = 428, visible 428. The moved root's margins are
    // 265 top, 0 bottom. top 394 − 265 = 129, bottom 438 − 428 + 0 = 10: up 10 more, to −216
    // (never above −380).
    #expect(form.rootY == -216)
    #expect(try form.stage.rect(form.low).maxY == 428)
    form.stage.keyboard.hide()
    // Height 0: the root's frame origin goes back to where it began.
    #expect(form.rootY == 0)
    // Show, high, low, the change and the hide: every move rides the keyboard's 0.25 s, curve 7.
    #expect(form.stage.animator.records.count == 5)
    #expect(form.stage.animator.records.allSatisfy { $0.duration == 0.25 && $0.curve == .keyboard })
  }

  @Test func scrollFormScrollsFirstAndOnlyClampsTheOffsetOnHide() throws {
    let form = try ScrollForm(IQKeyboardManagerPolicy())
    try form.city.makeFirstResponder()
    form.stage.keyboard.show(height: 336)
    // city at 700 + 59 = 759 (bottom 803). Visible height 472 as on the plain form:
    // top 759 − 59 = 700, bottom 803 − 472 + 34 = 365: 365 to move.
    // Scroll: 365 > −(−59) − 0, so suggested = −59 − min(−59, −365) = 306 (≤ city's top 700),
    // which uses all 365. Inset: 380 − (852 − 852) = 380, less the scroll view's safe bottom 34 = 346.
    #expect(form.offset == 306)
    #expect(form.insetBottom == 346)
    #expect(form.stage.root.frame.minY == 0)
    #expect(try form.windowY(form.city) == 394)
    try form.zip.makeFirstResponder()
    // zip at 1000 − 306 = 694 (bottom 738): top 635, bottom 738 − 472 + 34 = 300.
    // suggested = 306 − min(306, −300) = 606 (≤ 1000).
    #expect(form.offset == 606)
    #expect(try form.windowY(form.zip) == 394)
    try form.name.makeFirstResponder()
    // name at 300 − 606 = −306: top −365, bottom −262 − 472 + 34 = −700, so −700; the field's top is
    // above the guide (−306 < 59), so the move becomes min(0, −306 − 59) = −365 and
    // suggested = 606 − min(606, 365) = 241 (≤ 300): name lands on the guide, 300 − 241 = 59.
    #expect(form.offset == 241)
    #expect(try form.windowY(form.name) == 59)
    form.stage.keyboard.hide()
    // The inset goes back to 0; the offset is only clamped to 1400 − 852 = 548, and 241 stays.
    #expect(form.insetBottom == 0)
    #expect(form.offset == 241)
  }

  @Test func keyboardFramesNormalisedAsIQKeyboardInfoDoes() {
    let iPad = Size(width: 820, height: 1180)
    // Floating: narrower than the screen and its bottom above the screen's: height 0.
    let floating = IQKeyboardManagerPolicy.normalised(
      Rect(x: 250, y: 700, width: 320, height: 253), screen: iPad)
    #expect(floating.height == 0)
    // A hardware keyboard's 55-point bar at the bottom: 1180 − 1125 = 55.
    let bar = IQKeyboardManagerPolicy.normalised(Rect(x: 0, y: 1_125, width: 820, height: 55), screen: iPad)
    #expect(bar.height == 55)
    // A full-width frame hanging below the screen (hardware keyboard, top 1100): 1180 − 1100 = 80.
    let hanging = IQKeyboardManagerPolicy.normalised(
      Rect(x: 0, y: 1_100, width: 820, height: 320), screen: iPad)
    #expect(hanging.height == 80)
    // Entirely below: max(1180 − 1180, 0) = 0.
    let below = IQKeyboardManagerPolicy.normalised(
      Rect(x: 0, y: 1_180, width: 820, height: 320), screen: iPad)
    #expect(below.height == 0)
  }
}

@Suite("TPKeyboardAvoiding policy")
struct TPKeyboardAvoidingPolicyTests {
  @Test func plainFormMovesNothing() throws {
    let form = try PlainForm(TPKeyboardAvoidingPolicy())
    let before = form.stage.snapshot()
    try form.low.makeFirstResponder()
    form.stage.keyboard.show(height: 336)
    try form.high.makeFirstResponder()
    form.stage.keyboard.hide()
    // No enclosing scroll view: no TPKeyboardAvoidingScrollView, nothing to move.
    #expect(form.stage.snapshot() == before)
    #expect(form.stage.animator.records.isEmpty)
  }

  @Test func scrollFormCentresTheFieldOnEveryFocus() throws {
    let form = try ScrollForm(TPKeyboardAvoidingPolicy())
    try form.city.makeFirstResponder()
    // Begin-editing before any keyboard: not visible yet, nothing.
    #expect(form.offset == -59)
    form.stage.keyboard.show(height: 336)
    // The keyboard in the scroll view's space: 516 − 59 = 457 … 793, the bounds end at −59 + 852 = 793:
    // inset bottom 336 − max(793 − 793, 0) = 336. Viewable 852 − 0 − 336 = 516. city's centre is
    // 722; padding 516 / 2 = 258; adjusted top 59: offset 722 − 258 − 59 = 405 (limit
    // 1400 − 516 − 59 = 825).
    #expect(form.insetBottom == 336)
    #expect(form.offset == 405)
    #expect(try form.windowY(form.city) == 295)
    try form.zip.makeFirstResponder()
    // Centred again: 1022 − 258 − 59 = 705.
    #expect(form.offset == 705)
    #expect(try form.windowY(form.zip) == 295)
    try form.name.makeFirstResponder()
    // 322 − 258 − 59 = 5.
    #expect(form.offset == 5)
    form.stage.keyboard.hide()
    // Will-hide puts the saved inset (0) back; the block will-change-frame scheduled then runs with
    // the keyboard gone: inset 0, viewable 852, name's centre 322 − 426 − 59 = −163, clamped to −59.
    #expect(form.insetBottom == 0)
    #expect(form.offset == -59)
    // Show (one block), two focus scrolls over the last keyboard duration, hide (restore, block).
    #expect(
      form.stage.animator.records.map(\.curve) == [.keyboard, .easeInOut, .easeInOut, .keyboard, .keyboard])
  }

  @Test func aShortViewKeepsTwentyPointsAboveTheField() throws {
    // A scroll view 120 high whose visible height is 100: (100 − 0) / 2 = 50 ≥ 20, offset 522 − 50 = 472.
    let stage = AvoidanceStage(screen: Size(width: 393, height: 852), safeArea: .zero)
    let scroll = try stage.addScrollView(Rect(x: 0, y: 100, width: 393, height: 120), contentHeight: 1_000)
    scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    let field = try stage.addField(Rect(x: 20, y: 500, width: 353, height: 44), to: scroll)
    #expect(TPKeyboardAvoidingPolicy.idealOffset(for: field, in: scroll, viewableHeight: 100) == 472)
    // Viewable 30: (30 − 0) / 2 = 15 < 20, so 20: 522 − 20 = 502.
    #expect(TPKeyboardAvoidingPolicy.idealOffset(for: field, in: scroll, viewableHeight: 30) == 502)
    // Past the end: 1000 − 100 − 0 = 900 is the limit; a field at 990 (centre 1012) stops there.
    field.frame.origin.y = 990
    #expect(TPKeyboardAvoidingPolicy.idealOffset(for: field, in: scroll, viewableHeight: 100) == 900)
  }
}

@Suite("Apple sample policy")
struct AppleSamplePolicyTests {
  @Test func plainFormMovesNothing() throws {
    let form = try PlainForm(AppleSamplePolicy())
    let before = form.stage.snapshot()
    try form.low.makeFirstResponder()
    form.stage.keyboard.show(height: 336)
    form.stage.keyboard.hide()
    #expect(form.stage.snapshot() == before)
  }

  @Test func scrollFormScrollsOnDidShowOnly() throws {
    let form = try ScrollForm(AppleSamplePolicy())
    try form.city.makeFirstResponder()
    form.stage.keyboard.show(height: 336)
    // Inset (0, 0, 336, 0). The view's frame less 336 is (0, 0, 393, 516); city's origin (20, 700) is
    // outside it: offset (0, 700 − 336) = 364, animated by the scroll view (0.3 s).
    #expect(form.scroll.contentInset == EdgeInsets(top: 0, left: 0, bottom: 336, right: 0))
    #expect(form.offset == 364)
    #expect(try form.windowY(form.city) == 336)
    #expect(form.stage.animator.records.map(\.duration) == [0.3])
    #expect(form.stage.animator.records.map(\.curve) == [.easeInOut])
    try form.zip.makeFirstResponder()
    // No did-show on a focus change, but UIKit scrolls zip inside the bounds less the adjusted
    // inset (59, 0, 336 + 34 = 370, 0): 852 − 59 − 370 = 423 high from content y 364 + 59 = 423,
    // so to 846; zip's bottom 1044 passes it by 198: offset 562, zip at 1000 − 562 = 438.
    #expect(form.offset == 562)
    #expect(try form.windowY(form.zip) == 438)
    try form.name.makeFirstResponder()
    // name's top 300 is above 562 + 59 = 621: UIKit scrolls to 300 − 59 = 241, name at 59.
    #expect(form.offset == 241)
    #expect(try form.windowY(form.name) == 59)
    form.stage.keyboard.hide()
    // Will-hide zeroes the inset; the offset stays (the largest is 1400 + 34 − 852 = 582).
    #expect(form.scroll.contentInset == .zero)
    #expect(form.offset == 241)
  }

  @Test func aFieldWhoseTopIsClearDoesNotScroll() throws {
    let form = try ScrollForm(AppleSamplePolicy())
    // A field at 480 in content: its origin (20, 480) is inside (0, 0, 393, 516), though its bottom
    // at 480 + 59 + 44 = 583 on screen is under the keyboard's top 516.
    form.city.frame.origin.y = 480
    try form.city.makeFirstResponder()
    form.stage.keyboard.show(height: 336)
    #expect(form.offset == -59)
    #expect(form.insetBottom == 336)
  }
}
