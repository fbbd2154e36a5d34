import ShelterGeometry
import ShelterKeyboard
import ShelterNotifications
import ShelterSupport
import ShelterValues
import ShelterViews
import Testing

// All expected values below are window-space points worked out from Shelter's rules:
// shift = field.maxY + distance − keyboardTop when positive, limited so the field's top stays at
// or below the visible top; the keyboard's top is that of the part of it covering the window.

@Suite("Shelter policy: the field clears the keyboard by its distance")
struct VisibleDistanceTests {
  @Test func phoneField() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // Keyboard top 844 − 336 = 508; 620 + 44 + 10 − 508 = 166.
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
    // 620 − 166 = 454; its bottom 454 + 44 = 498 = 508 − 10.
    #expect(try stage.rect(field) == Rect(x: 20, y: 454, width: 350, height: 44))
  }

  @Test func windowBelowTheScreenOrigin() throws {
    // A window 100 points down the screen, 744 high; the screen's safe top 47 lies above it.
    let stage = AvoidanceStage(windowFrame: Rect(x: 0, y: 100, width: 390, height: 744))
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 560, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // Keyboard top: screen 508, window 508 − 100 = 408. 560 + 44 + 10 − 408 = 206.
    #expect(stage.root.transform == Transform(translationX: 0, y: -206))
    // On screen the field ends at 100 + 560 − 206 + 44 = 498 = 508 − 10.
    #expect(try stage.rect(field).maxY + 100 == 498)
  }

  @Test func onlyThePartCoveringTheWindowCounts() throws {
    // A window ending at 600: the keyboard covers 508…600 of it.
    let stage = AvoidanceStage(windowFrame: Rect(x: 0, y: 0, width: 390, height: 600))
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 520, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // 520 + 44 + 10 − 508 = 66.
    #expect(stage.root.transform == Transform(translationX: 0, y: -66))
  }

  @Test func windowAboveTheKeyboardMovesNothing() throws {
    // A window ending at 500, above the keyboard's top 508: no part of it is covered.
    let stage = AvoidanceStage(windowFrame: Rect(x: 0, y: 0, width: 390, height: 500))
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 440, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // 440 + 44 + 10 = 494 would even fit, but the point is that nothing covers the window.
    #expect(stage.root.transform == .identity)
    #expect(stage.animator.records.isEmpty)
  }

  @Test func splitViewWindowOnTheRight() throws {
    // iPad landscape 1366×1024, the app in the right half; the docked keyboard spans the screen.
    let stage = AvoidanceStage(
      screen: Size(width: 1366, height: 1024), safeArea: EdgeInsets(top: 24, bottom: 20),
      windowFrame: Rect(x: 683, y: 0, width: 683, height: 1024))
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 600, width: 643, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 398)
    // Keyboard top 1024 − 398 = 626; 600 + 44 + 10 − 626 = 28.
    #expect(stage.root.transform == Transform(translationX: 0, y: -28))
  }

  @Test func formSheetInTheMiddleOfAnIPad() throws {
    // iPad portrait 1024×1366; a 540×620 sheet centred: x (1024 − 540) / 2 = 242, y (1366 − 620) / 2 = 373.
    let stage = AvoidanceStage(
      screen: Size(width: 1024, height: 1366), safeArea: EdgeInsets(top: 24, bottom: 20))
    let sheet = try stage.addFormSheet(Rect(x: 242, y: 373, width: 540, height: 620))
    try sheet.attachKeyboardAvoidance(AvoidanceSettings(strategy: .transform))
    let low = try stage.addField(Rect(x: 20, y: 560, width: 500, height: 44), to: sheet.view)
    let high = try stage.addField(Rect(x: 20, y: 20, width: 500, height: 44), to: sheet.view)
    try low.makeFirstResponder()
    stage.keyboard.show(height: 400)
    // Field in the window: 373 + 560 = 933…977. Keyboard top 1366 − 400 = 966. 977 + 10 − 966 = 21.
    #expect(sheet.view.transform == Transform(translationX: 0, y: -21))
    #expect(stage.root.transform == .identity)
    #expect(try stage.rect(low) == Rect(x: 262, y: 912, width: 500, height: 44))
    // The sheet's top field is clear of the keyboard (373 + 20 + 44 + 10 = 447 ≤ 966), but lifted
    // by 21 its top 393 − 21 = 372 would be above the sheet's own top 373: the lift is clamped to
    // 393 − 373 = 20, a move of one point down, not back to the start.
    try high.makeFirstResponder()
    #expect(sheet.view.transform == Transform(translationX: 0, y: -20))
    #expect(try stage.rect(high).minY == 373)
  }
}

@Suite("Shelter policy: minimal movement")
struct MinimalMovementTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let fieldY: Double
    let shift: Double
    var testDescription: String { "field at y \(Int(fieldY))" }
  }

  /// Window 390×844, keyboard 336 → top 508, field 44 high, distance 10: shift = y + 54 − 508.
  static let rows: [Row] = [
    Row(fieldY: 100, shift: 0),  // 100 + 54 − 508 < 0
    Row(fieldY: 400, shift: 0),  // 454 − 508 < 0
    Row(fieldY: 454, shift: 0),  // 508 − 508 = 0: exactly clear
    Row(fieldY: 455, shift: 1),  // 509 − 508 = 1
    Row(fieldY: 620, shift: 166),  // 674 − 508 = 166
    Row(fieldY: 760, shift: 306),  // 814 − 508 = 306; top 760 − 306 = 454 ≥ 47
  ]

  @Test(arguments: rows)
  func shift(_ row: Row) throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: row.fieldY, width: 350, height: 44))
    let before = stage.snapshot()
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    if row.shift == 0 {
      #expect(stage.snapshot() == before)
      #expect(stage.animator.records.isEmpty)
    } else {
      #expect(stage.root.transform == Transform(translationX: 0, y: -row.shift))
      #expect(try stage.rect(field).maxY == 498)
    }
  }
}

@Suite("Shelter policy: never above the visible top")
struct VisibleTopTests {
  @Test func tallFieldAlignsItsTopWithTheSafeArea() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 300, width: 350, height: 500))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // Needs 800 + 10 − 508 = 302; room above: 300 − 47 = 253.
    #expect(stage.root.transform == Transform(translationX: 0, y: -253))
    #expect(try stage.rect(field).minY == 47)
  }

  @Test func navigationBarLowersTheVisibleTop() throws {
    let stage = AvoidanceStage()
    stage.controller.additionalSafeAreaInsets = EdgeInsets(top: 44)
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 300, width: 350, height: 500))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // Visible top 47 + 44 = 91; room 300 − 91 = 209 < 302 needed.
    #expect(stage.root.transform == Transform(translationX: 0, y: -209))
    #expect(try stage.rect(field).minY == 91)
  }

  @Test func navigationBarDoesNotLimitAFieldThatFits() throws {
    let stage = AvoidanceStage()
    stage.controller.additionalSafeAreaInsets = EdgeInsets(top: 44)
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // 166 needed; 620 − 91 = 529 of room.
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
  }

  @Test func tallTextViewKeepsItsCaretVisible() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let textView = TextView(frame: Rect(x: 20, y: 300, width: 350, height: 500))
    textView.caretRect = Rect(x: 0, y: 470, width: 2, height: 20)
    try stage.root.addSubview(textView)
    try textView.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // 500 > room 508 − 10 − 47 = 451, so the caret counts: window 300 + 470 = 770…790.
    // 790 + 10 − 508 = 292; 770 − 47 = 723 of room, so 292.
    #expect(stage.root.transform == Transform(translationX: 0, y: -292))
    // Caret bottom 790 − 292 = 498; the text view's top 300 − 292 = 8 passes the safe area.
    #expect(try textView.convert(textView.caretRect!, to: nil) == Rect(x: 20, y: 478, width: 2, height: 20))
    #expect(try stage.rect(textView).minY == 8)
  }

  @Test func tallTextViewWithoutCaretAlignsItsTop() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let textView = TextView(frame: Rect(x: 20, y: 300, width: 350, height: 500))
    try stage.root.addSubview(textView)
    try textView.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // As the tall field: 300 − 47 = 253.
    #expect(stage.root.transform == Transform(translationX: 0, y: -253))
  }

  @Test func textViewThatFitsIgnoresItsCaret() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let textView = TextView(frame: Rect(x: 20, y: 400, width: 350, height: 150))
    textView.caretRect = Rect(x: 0, y: 0, width: 2, height: 20)
    try stage.root.addSubview(textView)
    try textView.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // 150 ≤ 451 fits: the whole view, 550 + 10 − 508 = 52 (the caret alone would need nothing).
    #expect(stage.root.transform == Transform(translationX: 0, y: -52))
  }
}

@Suite("Shelter policy: least movement from where the screen is")
struct LeastMovementTests {
  /// Fields at 620, 700, 560 and 200 (44 high) on a 390×844 phone, safe top 47, keyboard 336 (top
  /// 508); each lift below is worked out from the interval max(0, maxY + 10 − 508) … minY − 47.
  @Test(arguments: [AvoidanceStrategy.transform, .frame, .auto])
  func focusSequenceOnTheRootView(_ strategy: AvoidanceStrategy) throws {
    let stage = AvoidanceStage()
    try stage.attach(strategy)
    let a = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    let b = try stage.addField(Rect(x: 20, y: 700, width: 350, height: 44))
    let c = try stage.addField(Rect(x: 20, y: 560, width: 350, height: 44))
    let d = try stage.addField(Rect(x: 20, y: 200, width: 350, height: 44))
    let log = KeyboardNoteLog(hub: stage.application.notificationHub)
    func lift() throws -> Double { 620 - (try stage.rect(a).minY) }
    try a.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // a: 166 … 573, from 0: 166.
    #expect(try lift() == 166)
    // Down to b: 246 … 653, from 166: 246.
    try b.makeFirstResponder()
    #expect(try lift() == 246)
    // Up to c, visible at 560 − 246 = 314: 106 … 513 holds 246, nothing moves.
    try c.makeFirstResponder()
    #expect(try lift() == 246)
    // Up to d, hidden above the visible top at 200 − 246 = −46: 0 … 153, down to 153 (d at 47).
    try d.makeFirstResponder()
    #expect(try lift() == 153)
    #expect(try stage.rect(d).minY == 47)
    // Back to a: 166 … 573, from 153: 166.
    try a.makeFirstResponder()
    #expect(try lift() == 166)
    // Focus changes needed no keyboard notification.
    #expect(log.names.filter { $0 == .keyboardWillShow }.count == 1)
    // The keyboard grows to 380 (top 464): 210 … 573, from 166: 210; it shrinks to 291 (top 553):
    // 121 … 573 holds 210.
    stage.keyboard.change(height: 380)
    #expect(try lift() == 210)
    stage.keyboard.change(height: 291)
    #expect(try lift() == 210)
    // Hide: everything back exactly.
    stage.keyboard.hide()
    #expect(try lift() == 0)
    #expect(stage.root.transform == .identity)
    #expect(stage.root.center == Point(x: 195, y: 422))
  }

  /// A full-screen scroll view (content 1,400 high) with fields at content y 620, 700, 560 and 200.
  @Test func focusSequenceInAScrollView() throws {
    let stage = AvoidanceStage()
    try stage.attach(.scroll)
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 1_400)
    let fields = try [620.0, 700, 560, 200].map { y in
      try stage.addField(Rect(x: 20, y: y, width: 350, height: 44), to: scroll)
    }
    try fields[0].makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(scroll.contentOffset.y == 166)
    try fields[1].makeFirstResponder()
    #expect(scroll.contentOffset.y == 246)
    try fields[2].makeFirstResponder()
    #expect(scroll.contentOffset.y == 246)
    // The field at 200 − 246 = −46 is under the safe area: scroll back to 153.
    try fields[3].makeFirstResponder()
    #expect(scroll.contentOffset.y == 153)
    try fields[0].makeFirstResponder()
    #expect(scroll.contentOffset.y == 166)
    stage.keyboard.change(height: 380)
    #expect(scroll.contentOffset.y == 210)
    stage.keyboard.change(height: 291)
    #expect(scroll.contentOffset.y == 210)
    // The adjusted bottom follows the keyboard: 844 − 553 + 10 = 301, of which the safe area
    // holds 34: inset 301 − 34 = 267.
    #expect(scroll.contentInset.bottom == 267)
    stage.keyboard.hide()
    #expect(scroll.contentOffset.y == 0)
    #expect(scroll.contentInset == .zero)
  }

  /// The root's lift after the 336 keyboard shows for a field at `first`, then after focus moves
  /// to one at `second`.
  func lifts(_ first: Rect, then second: Rect, adjustment: AvoidanceAdjustment = .leastMovement) throws
    -> [Double]
  {
    let stage = AvoidanceStage()
    try stage.attach(.transform).settings.adjustment = adjustment
    let a = try stage.addField(first)
    let b = try stage.addField(second)
    try a.makeFirstResponder()
    stage.keyboard.show(height: 336)
    let shown = -stage.root.transform.ty
    try b.makeFirstResponder()
    return [shown, -stage.root.transform.ty]
  }

  @Test func fromOriginalsRecomputesEveryTime() throws {
    // 620 + 44 + 10 − 508 = 166; from the untouched screen the field at 560 needs 560 + 44 + 10 −
    // 508 = 106: the screen moves back down 60.
    let low = Rect(x: 20, y: 620, width: 350, height: 44)
    let high = Rect(x: 20, y: 560, width: 350, height: 44)
    #expect(try lifts(low, then: high, adjustment: .fromOriginals) == [166, 106])
    #expect(try lifts(low, then: high) == [166, 166])
  }

  @Test func fieldTallerThanTheRoomAlignsItsTop() throws {
    // 700 + 54 − 508 = 246; the next field is 470 high, more than the room 508 − 10 − 47 = 451: no
    // lift keeps it clear and below the top, so its top aligns with the visible top: 300 − 47 = 253.
    let tall = Rect(x: 20, y: 300, width: 350, height: 470)
    #expect(try lifts(Rect(x: 20, y: 700, width: 350, height: 44), then: tall) == [246, 253])
  }

  @Test(arguments: [AvoidanceStrategy.transform, .frame])
  func randomSequencesFollowTheClamp(_ strategy: AvoidanceStrategy) throws {
    // The model: hidden keyboard or no field, lift 0; otherwise the lift clamps into
    // max(0, bottom + 10 − keyboard top) … top − 47, or is max(0, top − 47) when that is empty.
    // Ending editing with no new field leaves the lift until the next keyboard event.
    let tops = [100.0, 454, 620, 760, 300]
    let heights = [44.0, 44, 44, 44, 500]
    for seed in UInt64(1)...12 {
      var random = SplitMix64(seed: seed &* 0x9E37_79B9)
      let stage = AvoidanceStage()
      try stage.attach(strategy)
      var fields: [View] = []
      for (top, height) in zip(tops, heights) {
        fields.append(try stage.addField(Rect(x: 20, y: top, width: 350, height: height)))
      }
      var focused: Int?
      var keyboardTop: Double?
      var expected = 0.0
      func clamp() {
        guard let keyboardTop, let focused else {
          expected = 0
          return
        }
        let low = max(0, tops[focused] + heights[focused] + 10 - keyboardTop)
        let high = tops[focused] - 47
        expected = low <= high ? min(max(expected, low), high) : max(0, high)
      }
      for step in 0..<40 {
        switch random.int(in: 0...9) {
        case 0...5:
          focused = random.int(in: 0...fields.count - 1)
          try fields[focused!].makeFirstResponder()
          if keyboardTop != nil { clamp() }
        case 6, 7:
          let height = [336.0, 291, 380][random.int(in: 0...2)]
          stage.keyboard.show(height: height)
          keyboardTop = 844 - height
          clamp()
        case 8:
          stage.keyboard.hide()
          keyboardTop = nil
          expected = 0
        default:
          stage.window.endEditing(force: true)
          focused = nil
        }
        let lift = 620 - (try stage.rect(fields[2]).minY)
        #expect(
          abs(lift - expected) < 1e-9,
          "seed \(seed) step \(step) \(strategy): lift \(lift), expected \(expected)")
        if abs(lift - expected) >= 1e-9 { break }
      }
    }
  }
}

@Suite("Shelter policy: keyboard frame changes and rotation")
struct KeyboardFrameChangeTests {
  @Test func predictiveBarAndEmojiKeyboard() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
    // Predictive bar off: top 844 − 291 = 553; the field needs only 620 + 44 + 10 − 553 = 121 and
    // is clear at 166, so a keyboard that shrinks leaves the screen where it is.
    stage.keyboard.change(height: 291)
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
    // Emoji keyboard: top 844 − 380 = 464; 674 − 464 = 210: growth pushes up just that far.
    stage.keyboard.change(height: 380)
    #expect(stage.root.transform == Transform(translationX: 0, y: -210))
    // Back to 336: 166 would do, 210 is clear: it stays.
    stage.keyboard.change(height: 336)
    #expect(stage.root.transform == Transform(translationX: 0, y: -210))
  }

  @Test func frameStrategyStaysRelativeToTheOriginal() throws {
    let stage = AvoidanceStage()
    try stage.attach(.frame)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // The root's centre (195, 422) moves up by 166 → 256.
    #expect(stage.root.center == Point(x: 195, y: 256))
    stage.keyboard.change(height: 380)
    // Emoji, top 464: 674 − 464 = 210 from the original centre: 422 − 210 = 212, not 256 − 210.
    #expect(stage.root.center == Point(x: 195, y: 212))
    #expect(stage.root.transform == .identity)
  }

  @Test(arguments: [AvoidanceStrategy.transform, .frame])
  func rotationWhileShown(_ strategy: AvoidanceStrategy) throws {
    let stage = AvoidanceStage()
    let avoidance = try stage.attach(strategy)
    let field = try stage.addField(Rect(x: 20, y: 600, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 291)
    // Portrait: top 844 − 291 = 553; 600 + 44 + 10 − 553 = 101.
    #expect(try stage.rect(field).minY == 499)

    avoidance.layoutWillChange()
    // Layout sees the originals.
    #expect(stage.root.transform == .identity)
    #expect(stage.root.center == Point(x: 195, y: 422))

    let screen = stage.application.screen
    screen.size = Size(width: 844, height: 390)
    screen.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    stage.window.frame = Rect(x: 0, y: 0, width: 844, height: 390)
    stage.root.frame = Rect(x: 0, y: 0, width: 844, height: 390)
    field.frame = Rect(x: 67, y: 250, width: 400, height: 44)
    stage.keyboard.screenDidResize()
    avoidance.layoutDidChange()

    // The keyboard keeps its 291 and spans 844: top 390 − 291 = 99.
    #expect(stage.keyboard.frame == Rect(x: 0, y: 99, width: 844, height: 291))
    // Landscape has no top inset: 250 + 44 + 10 − 99 = 205 ≤ 250 of room.
    #expect(try stage.rect(field) == Rect(x: 67, y: 45, width: 400, height: 44))
    if strategy == .frame {
      // The new centre (422, 195) moves up by 205.
      #expect(stage.root.center == Point(x: 422, y: -10))
    } else {
      #expect(stage.root.transform == Transform(translationX: 0, y: -205))
    }

    // A landscape keyboard of 209: top 181; 294 + 10 − 181 = 123 would do and 205 is clear: it stays.
    stage.keyboard.change(height: 209)
    #expect(try stage.rect(field).minY == 45)

    stage.keyboard.hide()
    #expect(stage.root.frame == Rect(x: 0, y: 0, width: 844, height: 390))
    #expect(stage.root.transform == .identity)
  }
}

@Suite("Shelter policy: hide restores exactly")
struct RestoreTests {
  @Test(arguments: [AvoidanceStrategy.transform, .frame, .scroll, .auto])
  func everythingComesBack(_ strategy: AvoidanceStrategy) throws {
    let stage = AvoidanceStage()
    try stage.attach(strategy)
    // A scroll view already scrolled by 30, with a 34-point bottom inset of its own.
    let scroll = try stage.addScrollView(Rect(x: 0, y: 100, width: 390, height: 744), contentHeight: 1_200)
    scroll.contentInset = EdgeInsets(bottom: 34)
    scroll.contentOffset = Point(x: 0, y: 30)
    let inside = try stage.addField(Rect(x: 20, y: 600, width: 350, height: 44), to: scroll)
    let outside = try stage.addField(Rect(x: 20, y: 60, width: 350, height: 30))
    stage.root.transform = Transform(translationX: 3, y: 0)
    let before = stage.snapshot()

    try inside.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.snapshot() != before)
    stage.keyboard.change(height: 291)
    try outside.makeFirstResponder()
    try inside.makeFirstResponder()
    stage.keyboard.change(height: 380)
    stage.keyboard.hide()
    #expect(stage.snapshot() == before)
  }

  @Test func userScrollOfAnAdjustedScrollViewIsKeptOnHide() throws {
    let stage = AvoidanceStage()
    try stage.attach(.scroll)
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 1_200)
    scroll.contentOffset = Point(x: 0, y: 30)
    let field = try stage.addField(Rect(x: 20, y: 650, width: 350, height: 44), to: scroll)
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // Window y 650 − 30 = 620: scroll 166 more → 196; the adjusted bottom reaches
    // 844 − 508 + 10 = 346, the safe area holds 34: inset 346 − 34 = 312.
    #expect(scroll.contentOffset == Point(x: 0, y: 196))
    #expect(scroll.contentInset == EdgeInsets(bottom: 312))
    // The user scrolls while the keyboard is up.
    scroll.contentOffset = Point(x: 0, y: 300)
    stage.keyboard.hide()
    // The inset goes back to the value saved before avoidance first changed it; the offset stays
    // where the user left it.
    #expect(scroll.contentOffset == Point(x: 0, y: 300))
    #expect(scroll.contentInset == .zero)
  }

  @Test func userScrollOfAnUntouchedScrollViewIsKept() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 400), contentHeight: 1_200)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
    // Avoidance never changed this scroll view, so the user's scroll is the user's.
    scroll.contentOffset = Point(x: 0, y: 250)
    stage.keyboard.hide()
    #expect(stage.root.transform == .identity)
    #expect(scroll.contentOffset == Point(x: 0, y: 250))
  }

  @Test func userScrollIsKeptByTheNextAdjustment() throws {
    let stage = AvoidanceStage()
    try stage.attach(.scroll)
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 1_200)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44), to: scroll)
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(scroll.contentOffset.y == 166)
    scroll.contentOffset = Point(x: 0, y: 400)
    // The field at 620 − 400 = 220 needs 620 + 44 + 10 − 553 = 121 and may rise to 620 − 47 = 573:
    // the user's 400 is inside, so it stays.
    stage.keyboard.change(height: 291)
    #expect(scroll.contentOffset.y == 400)
    // Adjusted bottom 844 − 553 + 10 = 301, less the safe area's 34: inset 267.
    #expect(scroll.contentInset.bottom == 267)
    // Hide keeps the user's 400 and puts back the inset.
    stage.keyboard.hide()
    #expect(scroll.contentOffset.y == 400)
    #expect(scroll.contentInset.bottom == 0)
  }
}

@Suite("Shelter policy: only docked keyboards move anything")
struct DockedKeyboardTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let label: String
    let frame: Rect
    var testDescription: String { label }
  }

  /// Screen 390×844.
  static let undocked: [Row] = [
    Row(label: "floating", frame: Rect(x: 95, y: 400, width: 200, height: 250)),
    Row(label: "undocked, full width", frame: Rect(x: 0, y: 300, width: 390, height: 336)),
    Row(label: "narrower than the screen", frame: Rect(x: 0, y: 508, width: 300, height: 336)),
    Row(label: "hardware keyboard below the screen", frame: Rect(x: 0, y: 844, width: 390, height: 336)),
  ]

  @Test(arguments: undocked)
  func movesNothing(_ row: Row) throws {
    let stage = AvoidanceStage()
    try stage.attach(.auto)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    let before = stage.snapshot()
    try field.makeFirstResponder()
    stage.keyboard.show(frame: row.frame)
    #expect(stage.snapshot() == before)
    #expect(stage.animator.records.isEmpty)
  }

  @Test func goingFloatingWhileShownRestores() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
    stage.keyboard.change(frame: Rect(x: 95, y: 400, width: 200, height: 250))
    #expect(stage.root.transform == .identity)
  }

  @Test func shortcutBarIsAShortDockedKeyboard() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 760, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(frame: Rect(x: 0, y: 789, width: 390, height: 55))
    // Top 844 − 55 = 789; 760 + 44 + 10 − 789 = 25.
    #expect(stage.root.transform == Transform(translationX: 0, y: -25))
  }

  @Test func undockedIPadKeyboard() throws {
    let stage = AvoidanceStage(
      screen: Size(width: 1024, height: 1366), safeArea: EdgeInsets(top: 24, bottom: 20))
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 700, width: 900, height: 44))
    try field.makeFirstResponder()
    // Full width but ends at 500 + 398 = 898, far from the bottom 1366.
    stage.keyboard.show(frame: Rect(x: 0, y: 500, width: 1024, height: 398))
    #expect(stage.root.transform == .identity)
  }
}

@Suite("Shelter policy: strategies")
struct StrategyTests {
  @Test func transformShiftsTheRootView() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
    #expect(stage.root.center == Point(x: 195, y: 422))
  }

  @Test func frameMovesTheRootViewsCenter() throws {
    let stage = AvoidanceStage()
    try stage.attach(.frame)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.root.transform == .identity)
    // Centre 422 − 166 = 256; frame origin 0 − 166.
    #expect(stage.root.center == Point(x: 195, y: 256))
    #expect(stage.root.frame == Rect(x: 0, y: -166, width: 390, height: 844))
  }

  @Test func scrollInsetsAndScrollsTheLeast() throws {
    let stage = AvoidanceStage()
    try stage.attach(.scroll)
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 1_200)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44), to: scroll)
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // Overlap 844 − 508 = 336, plus 10 → adjusted bottom 346, of which the safe area holds 34:
    // inset 312; scroll by 166.
    #expect(scroll.contentInset == EdgeInsets(bottom: 312))
    #expect(scroll.contentOffset == Point(x: 0, y: 166))
    #expect(stage.root.transform == .identity)
    #expect(try stage.rect(field).maxY == 498)
  }

  @Test func scrollAddsToAnExistingInset() throws {
    let stage = AvoidanceStage()
    try stage.attach(.scroll)
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 1_200)
    scroll.contentInset = EdgeInsets(bottom: 34)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44), to: scroll)
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // The adjusted bottom 34 + 34 (safe area) = 68 must reach 346: 34 + (346 − 68) = 312.
    #expect(scroll.contentInset == EdgeInsets(bottom: 312))
  }

  @Test func theLastFieldScrollsClear() throws {
    let stage = AvoidanceStage()
    try stage.attach(.scroll)
    // Content exactly as tall as the scroll view: without the extra inset it cannot scroll at all.
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 844)
    let field = try stage.addField(Rect(x: 20, y: 790, width: 350, height: 44), to: scroll)
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // Needs 834 + 10 − 508 = 336; the largest offset is now 844 + 346 − 844 = 346 ≥ 336.
    #expect(scroll.contentOffset == Point(x: 0, y: 336))
    #expect(try stage.rect(field) == Rect(x: 20, y: 454, width: 350, height: 44))
  }

  @Test func fieldScrolledOutOfSightComesBack() throws {
    let stage = AvoidanceStage()
    try stage.attach(.scroll)
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 1_200)
    let field = try stage.addField(Rect(x: 20, y: 1_140, width: 350, height: 44), to: scroll)
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // 1184 + 10 − 508 = 686 ≤ 1140 − 47; largest offset 1200 + 346 − 844 = 702 ≥ 686.
    #expect(scroll.contentOffset.y == 686)
  }

  @Test func scaledScrollViewWorksInItsOwnPoints() throws {
    let stage = AvoidanceStage()
    try stage.attach(.scroll)
    // A container drawn at twice its size from the window's origin.
    let container = View(frame: Rect(x: 0, y: 0, width: 195, height: 422))
    container.anchorPoint = .zero
    container.center = .zero
    container.transform = Transform(scaleX: 2, y: 2)
    try stage.root.addSubview(container)
    let scroll = try stage.addScrollView(
      Rect(x: 0, y: 0, width: 195, height: 422), contentHeight: 600, to: container)
    let field = try stage.addField(Rect(x: 10, y: 310, width: 175, height: 22), to: scroll)
    #expect(try stage.rect(field) == Rect(x: 20, y: 620, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // 166 window points are 83 content points; the adjusted bottom 336 + 10 = 346 window points
    // is 173, of which the safe area holds 34 / 2 = 17: inset 156.
    #expect(scroll.contentOffset.y == 83)
    #expect(scroll.contentInset.bottom == 156)
    #expect(try stage.rect(field) == Rect(x: 20, y: 454, width: 350, height: 44))
  }

  @Test func scrollWithoutAScrollViewMovesNothing() throws {
    let stage = AvoidanceStage()
    try stage.attach(.scroll)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    let before = stage.snapshot()
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.snapshot() == before)
  }

  @Test func autoScrollsWhereAScrollViewEnclosesTheField() throws {
    let stage = AvoidanceStage()
    try stage.attach(.auto)
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 1_200)
    let inside = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44), to: scroll)
    try inside.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(scroll.contentOffset.y == 166)
    #expect(stage.root.transform == .identity)
  }

  @Test func autoShiftsTheRootViewElsewhere() throws {
    let stage = AvoidanceStage()
    try stage.attach(.auto)
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 300), contentHeight: 1_200)
    let outside = try stage.addField(Rect(x: 20, y: 700, width: 350, height: 44))
    try outside.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // 700 + 44 + 10 − 508 = 246, by transform; the scroll view is left alone.
    #expect(stage.root.transform == Transform(translationX: 0, y: -246))
    #expect(scroll.contentOffset == .zero)
    #expect(scroll.contentInset == .zero)
  }

  @Test(arguments: [AvoidanceStrategy.auto, .scroll])
  func scrollViewThatRunsOutOfRoom(_ strategy: AvoidanceStrategy) throws {
    let stage = AvoidanceStage()
    try stage.attach(strategy)
    // Content as tall as the view (600), and a field laid out past its end, at 620.
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 600), contentHeight: 600)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44), to: scroll)
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // Inset 600 − 508 + 10 = 102, so the offset stops at 600 + 102 − 600 = 102 of the 166 needed.
    #expect(scroll.contentOffset.y == 102)
    if strategy == .auto {
      // The rest, 166 − 102 = 64, moves the root view: the field ends at 620 − 166 = 454.
      #expect(stage.root.transform == Transform(translationX: 0, y: -64))
      #expect(try stage.rect(field).minY == 454)
    } else {
      // Scroll alone goes as far as the scroll view allows: 620 − 102 = 518.
      #expect(stage.root.transform == .identity)
      #expect(try stage.rect(field).minY == 518)
    }
  }

  @Test func noneMovesNothing() throws {
    let stage = AvoidanceStage()
    try stage.attach(.none)
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 1_200)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44), to: scroll)
    let before = stage.snapshot()
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.snapshot() == before)
  }

  @Test func nearestOfNestedScrollViewsWins() throws {
    let stage = AvoidanceStage()
    try stage.attach(.auto)
    let outer = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 1_600)
    let inner = try stage.addScrollView(
      Rect(x: 0, y: 300, width: 390, height: 500), contentHeight: 800, to: outer)
    let field = try stage.addField(Rect(x: 20, y: 320, width: 350, height: 44), to: inner)
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // Field at window 300 + 320 = 620: 166. Inner ends at 800: inset 800 − 508 + 10 = 302.
    #expect(inner.contentOffset.y == 166)
    #expect(inner.contentInset == EdgeInsets(bottom: 302))
    #expect(outer.contentOffset == .zero)
    #expect(outer.contentInset == .zero)
  }

  @Test func fieldInATableCell() throws {
    let stage = AvoidanceStage()
    try stage.attach(.auto)
    let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    table.contentSize = Size(width: 390, height: 2_000)
    try stage.root.addSubview(table)
    var cells: [TableViewCell] = []
    for row in 0..<45 {
      let cell = TableViewCell(frame: Rect(x: 0, y: Double(row) * 44, width: 390, height: 44))
      try table.addSubview(cell)
      cells.append(cell)
    }
    // Row 14 starts at 14 × 44 = 616.
    let field = try stage.addField(Rect(x: 16, y: 0, width: 358, height: 44), to: cells[14])
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // 616 + 44 + 10 − 508 = 162; adjusted bottom 336 + 10 = 346, less the safe area's 34: 312.
    #expect(table.contentOffset.y == 162)
    #expect(table.contentInset.bottom == 312)
    #expect(stage.root.transform == .identity)
  }

  @Test func childControllerWithItsOwnAttachment() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    // The child's view fills the lower right: (195, 400, 195, 444).
    let child = try stage.addChildController(Rect(x: 195, y: 400, width: 195, height: 444))
    try child.attachKeyboardAvoidance(AvoidanceSettings(strategy: .transform))
    let childField = try stage.addField(Rect(x: 10, y: 220, width: 175, height: 44), to: child.view)
    let parentField = try stage.addField(Rect(x: 20, y: 620, width: 155, height: 44))

    try childField.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // Child field at window 400 + 220 = 620: 166, moving the child's view only. The child's
    // visible top is its own top 400, leaving 620 − 400 = 220 of room.
    #expect(child.view.transform == Transform(translationX: 0, y: -166))
    #expect(stage.root.transform == .identity)

    try parentField.makeFirstResponder()
    #expect(child.view.transform == .identity)
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
  }

  @Test func childControllerWithoutAttachmentBelongsToTheParent() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let child = try stage.addChildController(Rect(x: 0, y: 400, width: 390, height: 444))
    let childField = try stage.addField(Rect(x: 20, y: 300, width: 350, height: 44), to: child.view)
    try childField.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // Window 400 + 300 = 700: 700 + 44 + 10 − 508 = 246, moving the parent's root view.
    #expect(stage.root.transform == Transform(translationX: 0, y: -246))
    #expect(child.view.transform == .identity)
  }
}

@Suite("Shelter policy: the keyboard's timing")
struct AnimationTimingTests {
  @Test func defaultShowAndHide() throws {
    let stage = AvoidanceStage()
    let recorder = MoveRecorder()
    try stage.controller.attachKeyboardAvoidance(AvoidanceSettings(strategy: .transform), animator: recorder)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    recorder.watched = stage.root
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    stage.keyboard.hide()
    // One move up inside a (0.25, curve 7) animation, one move back inside another.
    #expect(recorder.moves.map(\.duration) == [0.25, 0.25])
    #expect(recorder.moves.map(\.curve) == [.keyboard, .keyboard])
    #expect(recorder.moves.map(\.curve.rawValue) == [7, 7])
    #expect(recorder.moves.map(\.after.ty) == [-166, 0])
    #expect(recorder.moves.map(\.before.ty) == [0, -166])
  }

  @Test func customDurationAndCurve() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336, duration: 0.4, curve: .easeOut)
    // Emoji 380 grows the lift from 166 to 210: a move, with the change's own timing.
    stage.keyboard.change(height: 380, duration: 0.1, curve: .linear)
    // Back to 291: clear already, nothing moves and nothing animates.
    stage.keyboard.change(height: 291, duration: 0.2, curve: .easeIn)
    stage.keyboard.hide(duration: 0.3, curve: .easeIn)
    #expect(stage.animator.records.map(\.duration) == [0.4, 0.1, 0.3])
    #expect(stage.animator.records.map(\.curve) == [.easeOut, .linear, .easeIn])
  }

  @Test func focusSwitchesAnimateOnTheirOwn() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let a = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    let b = try stage.addField(Rect(x: 20, y: 700, width: 350, height: 44))
    try a.makeFirstResponder()
    stage.keyboard.show(height: 336, duration: 0.4, curve: .easeOut)
    stage.animator.reset()
    try b.makeFirstResponder()
    // No keyboard notification comes with a switch: one move of its own, 0.25 s ease-in-out.
    #expect(stage.animator.records.map(\.duration) == [0.25])
    #expect(stage.animator.records.map(\.curve) == [.easeInOut])
    #expect(stage.root.transform == Transform(translationX: 0, y: -246))
    // Back to a, already clear at 246 (620 − 246 = 374): nothing moves, nothing animates.
    try a.makeFirstResponder()
    #expect(stage.animator.records.count == 1)
    #expect(stage.root.transform == Transform(translationX: 0, y: -246))
  }
}

// MARK: - Stage

/// One application on one screen with a window and a root controller, on which each avoidance test
/// builds its screen. Defaults to a 390×844 phone with safe-area insets of 47 (top) and 34 (bottom).
final class AvoidanceStage {
  let application: Application
  let window: Window
  let controller: ViewController
  let animator = ImmediateAnimator()

  init(
    screen: Size = Size(width: 390, height: 844), safeArea: EdgeInsets = EdgeInsets(top: 47, bottom: 34),
    windowFrame: Rect? = nil
  ) {
    application = Application(screenSize: screen, safeAreaInsets: safeArea)
    let frame = windowFrame ?? Rect(origin: .zero, size: screen)
    window = Window(frame: frame, application: application)
    controller = ViewController(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
    controller.identifier = "screen"
    window.rootViewController = controller
  }

  var root: View { controller.view }
  var keyboard: KeyboardSimulator { application.keyboard }

  /// Attaches Shelter's avoidance to the root controller with the stage's recording animator.
  @discardableResult
  func attach(_ strategy: AvoidanceStrategy, distance: Double = 10) throws -> KeyboardAvoidance {
    try controller.attachKeyboardAvoidance(
      AvoidanceSettings(strategy: strategy, distance: distance), animator: animator)
  }

  @discardableResult
  func addField(_ frame: Rect, to parent: View? = nil) throws -> TextField {
    let field = TextField(frame: frame)
    try (parent ?? root).addSubview(field)
    return field
  }

  func addScrollView(_ frame: Rect, contentHeight: Double, to parent: View? = nil) throws -> ScrollView {
    let scroll = ScrollView(frame: frame)
    scroll.contentSize = Size(width: frame.width, height: contentHeight)
    try (parent ?? root).addSubview(scroll)
    return scroll
  }

  func addChildController(_ frame: Rect) throws -> ViewController {
    let child = ViewController(frame: frame)
    controller.addChild(child)
    try root.addSubview(child.view)
    return child
  }

  func addFormSheet(_ frame: Rect) throws -> ViewController {
    let sheet = try addChildController(frame)
    sheet.identifier = "sheet"
    sheet.presentationStyle = .formSheet
    return sheet
  }

  /// A view's bounds in window space.
  func rect(_ view: View) throws -> Rect { try view.convert(view.bounds, to: nil) }

  /// Every view's movable geometry and frame, in tree order: equal snapshots mean nothing moved.
  func snapshot() -> [ViewState] {
    window.subtree.map { ViewState(geometry: ViewGeometry(of: $0), frame: $0.frame) }
  }
}

/// What a snapshot keeps of one view.
struct ViewState: Hashable, CustomStringConvertible {
  let geometry: ViewGeometry
  let frame: Rect
  var description: String {
    "frame \(frame) t.ty \(geometry.transform.ty) offset \(geometry.boundsOrigin) inset \(String(describing: geometry.contentInset))"
  }
}

/// An animator that records each animation with a watched view's transform before and after it.
final class MoveRecorder: Animator {
  struct Move {
    let duration: Double
    let curve: AnimationCurve
    let before: Transform
    let after: Transform
  }

  weak var watched: View?
  private(set) var moves: [Move] = []

  func animate(duration: Double, curve: AnimationCurve, changes: () -> Void) {
    let before = watched?.transform ?? .identity
    changes()
    moves.append(
      Move(duration: duration, curve: curve, before: before, after: watched?.transform ?? .identity))
  }
}

/// Records the names of the notifications posted on a hub.
final class KeyboardNoteLog {
  private(set) var notes: [PostedNotification] = []

  init(hub: NotificationHub) {
    hub.addObserver(self, name: nil) { log, note in
      nonisolated(unsafe) let note = note
      log.notes.append(note)
    }
  }

  var names: [NotificationName] { notes.map(\.name) }
}
