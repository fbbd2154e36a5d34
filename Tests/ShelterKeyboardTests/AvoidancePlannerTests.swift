import ShelterGeometry
import ShelterKeyboard
import ShelterSupport
import ShelterViews
import Testing

/// One row of a pure-function table, named for the case it covers.
struct PlannerRow: CustomTestStringConvertible, Sendable {
  let label: String
  let target: Rect
  let keyboardTop: Double
  let visibleTop: Double
  let distance: Double
  let expected: Double

  init(
    _ label: String, target: Rect, keyboardTop: Double = 508, visibleTop: Double = 47,
    distance: Double = 10, expected: Double
  ) {
    self.label = label
    self.target = target
    self.keyboardTop = keyboardTop
    self.visibleTop = visibleTop
    self.distance = distance
    self.expected = expected
  }

  var testDescription: String { label }
}

@Suite("AvoidancePlanner.shift: how far the field moves up")
struct PlannerShiftTests {
  static let rows: [PlannerRow] = [
    // 400 + 44 + 10 − 508 = −54 ≤ 0: already clear, nothing moves.
    PlannerRow("clear field", target: Rect(x: 20, y: 400, width: 350, height: 44), expected: 0),
    // 454 + 44 + 10 − 508 = 0: the bottom sits exactly `distance` above the keyboard.
    PlannerRow("exactly at the limit", target: Rect(x: 20, y: 454, width: 350, height: 44), expected: 0),
    // 455 + 44 + 10 − 508 = 1.
    PlannerRow("one point too low", target: Rect(x: 20, y: 455, width: 350, height: 44), expected: 1),
    // 620 + 44 + 10 − 508 = 166.
    PlannerRow("covered field", target: Rect(x: 20, y: 620, width: 350, height: 44), expected: 166),
    // 620 + 44 + 0 − 508 = 156.
    PlannerRow(
      "no distance", target: Rect(x: 20, y: 620, width: 350, height: 44), distance: 0, expected: 156),
    // 620 + 44 + 30 − 508 = 186.
    PlannerRow(
      "distance 30", target: Rect(x: 20, y: 620, width: 350, height: 44), distance: 30, expected: 186),
    // Predictive bar off, keyboard top 844 − 291 = 553: 620 + 44 + 10 − 553 = 121.
    PlannerRow(
      "shorter keyboard", target: Rect(x: 20, y: 620, width: 350, height: 44), keyboardTop: 553,
      expected: 121),
    // Shortcut bar, top 844 − 55 = 789: 760 + 44 + 10 − 789 = 25.
    PlannerRow(
      "shortcut bar", target: Rect(x: 20, y: 760, width: 350, height: 44), keyboardTop: 789, expected: 25),
    // Needs 800 + 10 − 508 = 302 but only 300 − 47 = 253 above it: the top lands on 47.
    PlannerRow("taller than the room", target: Rect(x: 20, y: 300, width: 350, height: 500), expected: 253),
    // Navigation bar: visible top 47 + 44 = 91, room 300 − 91 = 209.
    PlannerRow(
      "taller, under a navigation bar", target: Rect(x: 20, y: 300, width: 350, height: 500),
      visibleTop: 91, expected: 209),
    // Needs 550 + 10 − 508 = 52, but its top 30 is already above 47: 30 − 47 < 0, so no move.
    PlannerRow(
      "already above the visible top", target: Rect(x: 20, y: 30, width: 350, height: 520), expected: 0),
  ]

  @Test(arguments: rows)
  func shift(_ row: PlannerRow) {
    let shift = AvoidancePlanner.shift(
      target: row.target, keyboardTop: row.keyboardTop, visibleTop: row.visibleTop, distance: row.distance)
    #expect(shift == row.expected)
  }

  /// For any input: never negative, zero when clear, never more than needed, and when positive it
  /// either leaves exactly `distance` or puts the top on `visibleTop`.
  @Test func shiftProperties() {
    let seed: UInt64 = 0x5EED_0007
    var random = SplitMix64(seed: seed)
    for index in 0..<5_000 {
      let target = Rect(
        x: 0, y: Double(random.int(in: -100...1_000)), width: 100, height: Double(random.int(in: 1...600)))
      let keyboardTop = Double(random.int(in: 200...900))
      let visibleTop = Double(random.int(in: 0...150))
      let distance = Double(random.int(in: 0...40))
      let shift = AvoidancePlanner.shift(
        target: target, keyboardTop: keyboardTop, visibleTop: visibleTop, distance: distance)
      let needed = target.maxY + distance - keyboardTop
      let context: Comment = "seed \(seed) case \(index): \(target) top \(keyboardTop) visible \(visibleTop)"
      #expect(shift >= 0, context)
      #expect(shift <= max(0, needed), context)
      if needed <= 0 { #expect(shift == 0, context) }
      if shift > 0 {
        #expect(shift == needed || target.minY - shift == visibleTop, context)
        #expect(target.minY - shift >= visibleTop, context)
      }
    }
  }
}

/// One least-movement case: a planner row whose `expected` is the new lift, with the lift now.
struct LiftRow: CustomTestStringConvertible, Sendable {
  let row: PlannerRow
  let current: Double
  var mayMoveDown = false

  var testDescription: String { row.label }
}

@Suite("AvoidancePlanner.lift: least movement from where the screen is")
struct LiftTests {
  // Keyboard top 508 and distance 10 throughout; lifts are window points up from the original place.
  static let field = Rect(x: 20, y: 560, width: 350, height: 44)
  static let underTheBar = Rect(x: 20, y: 20, width: 350, height: 36)
  static let rows: [LiftRow] = [
    // 560…604: 604 + 10 − 508 = 106 … 560 − 47 = 513.
    LiftRow(row: PlannerRow("visible field: nothing moves", target: field, expected: 166), current: 166),
    LiftRow(row: PlannerRow("from rest: the least lift", target: field, expected: 106), current: 0),
    LiftRow(row: PlannerRow("too high: down to the visible top", target: field, expected: 513), current: 600),
    // 300…770: 272 needed, 253 allowed: the top aligns, 300 − 47 = 253.
    LiftRow(
      row: PlannerRow(
        "taller than the room", target: Rect(x: 20, y: 300, width: 350, height: 470), expected: 253),
      current: 0),
    // 20…56 under a visible top of 59: 0 … −39 is empty; the top would align at −39.
    LiftRow(
      row: PlannerRow("above the top, root view", target: underTheBar, visibleTop: 59, expected: 0),
      current: 0),
    LiftRow(
      row: PlannerRow("above the top, scroll view", target: underTheBar, visibleTop: 59, expected: -39),
      current: 0, mayMoveDown: true),
  ]

  @Test(arguments: rows)
  func lift(_ lift: LiftRow) {
    let row = lift.row
    #expect(
      AvoidancePlanner.lift(
        from: lift.current, target: row.target, keyboardTop: row.keyboardTop, visibleTop: row.visibleTop,
        distance: row.distance, mayMoveDown: lift.mayMoveDown) == row.expected)
  }
}

@Suite("AvoidancePlanner.target: field or caret")
struct PlannerTargetTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let label: String
    let field: Rect
    let caret: Rect?
    let keepsCaret: Bool
    var testDescription: String { label }
  }

  static let caret = Rect(x: 20, y: 770, width: 2, height: 20)

  /// Keyboard top 508, visible top 47, distance 10: the room is 508 − 10 − 47 = 451.
  static let rows: [Row] = [
    // 451 high: fits, so the whole field stays visible.
    Row(
      label: "fits exactly", field: Rect(x: 20, y: 300, width: 350, height: 451), caret: caret,
      keepsCaret: false),
    // 452 > 451: too tall, so the caret is kept visible instead.
    Row(
      label: "one point too tall", field: Rect(x: 20, y: 300, width: 350, height: 452), caret: caret,
      keepsCaret: true),
    // Too tall but no caret (a text field): the field, whose top then aligns with the visible top.
    Row(
      label: "too tall, no caret", field: Rect(x: 20, y: 300, width: 350, height: 500), caret: nil,
      keepsCaret: false),
  ]

  @Test(arguments: rows)
  func target(_ row: Row) {
    let chosen = AvoidancePlanner.target(
      field: row.field, caret: row.caret, keyboardTop: 508, visibleTop: 47, distance: 10)
    #expect(chosen == (row.keepsCaret ? row.caret : row.field))
  }
}

@Suite("AvoidancePlanner.extraBottomInset: room to scroll the last field clear")
struct PlannerInsetTests {
  static let rows: [PlannerRow] = [
    // A full-screen scroll view: overlap 844 − 508 = 336, plus 10 → 346.
    PlannerRow("full screen", target: Rect(x: 0, y: 0, width: 390, height: 844), expected: 346),
    // A scroll view ending at 800: overlap 800 − 508 = 292, plus 10 → 302.
    PlannerRow(
      "ends above the screen bottom", target: Rect(x: 0, y: 300, width: 390, height: 500), expected: 302),
    // Ends at exactly 508: no overlap, no inset.
    PlannerRow("touches the keyboard", target: Rect(x: 0, y: 0, width: 390, height: 508), expected: 0),
    // Ends at 400, above the keyboard: no inset.
    PlannerRow("above the keyboard", target: Rect(x: 0, y: 0, width: 390, height: 400), expected: 0),
    // Distance 25: 336 + 25 = 361.
    PlannerRow(
      "full screen, distance 25", target: Rect(x: 0, y: 0, width: 390, height: 844), distance: 25,
      expected: 361),
  ]

  @Test(arguments: rows)
  func inset(_ row: PlannerRow) {
    let inset = AvoidancePlanner.extraBottomInset(
      scrollViewRect: row.target, keyboardTop: row.keyboardTop, distance: row.distance)
    #expect(inset == row.expected)
  }
}

@Suite("KeyboardGeometry: the docked test and the covered part")
struct KeyboardGeometryTests {
  struct DockRow: CustomTestStringConvertible, Sendable {
    let label: String
    let frame: Rect
    let docked: Bool
    var testDescription: String { label }
  }

  /// On a 390×844 screen.
  static let dockRows: [DockRow] = [
    // 508 + 336 = 844, x 0…390: spans the width and touches the bottom.
    DockRow(label: "docked 336", frame: Rect(x: 0, y: 508, width: 390, height: 336), docked: true),
    // 789 + 55 = 844: a hardware keyboard's shortcut bar is a short docked keyboard.
    DockRow(label: "shortcut bar 55", frame: Rect(x: 0, y: 789, width: 390, height: 55), docked: true),
    // Starts at 844: nothing of it is on screen (hardware keyboard).
    DockRow(
      label: "hardware, below the screen", frame: Rect(x: 0, y: 844, width: 390, height: 336), docked: false),
    // x 95…295: narrower than the screen and off the bottom.
    DockRow(label: "floating", frame: Rect(x: 95, y: 400, width: 200, height: 250), docked: false),
    // Full width but ends at 300 + 336 = 636 < 844.
    DockRow(label: "undocked", frame: Rect(x: 0, y: 300, width: 390, height: 336), docked: false),
    // Touches the bottom but x 0…300 < 390.
    DockRow(
      label: "narrower than the screen", frame: Rect(x: 0, y: 508, width: 300, height: 336), docked: false),
    // 600 + 336 = 936 ≥ 844: sliding in past the bottom edge still counts.
    DockRow(
      label: "reaching past the bottom", frame: Rect(x: 0, y: 600, width: 390, height: 336), docked: true),
    // minX 0.3 ≤ 0.5 and maxX 389.8 ≥ 390 − 0.5: within the half-point tolerance.
    DockRow(label: "within tolerance", frame: Rect(x: 0.3, y: 508, width: 389.5, height: 336), docked: true),
  ]

  @Test(arguments: dockRows)
  func isDocked(_ row: DockRow) {
    let screen = Screen(size: Size(width: 390, height: 844))
    #expect(KeyboardGeometry.isDocked(row.frame, on: screen) == row.docked)
  }

  struct CoverRow: CustomTestStringConvertible, Sendable {
    let label: String
    let screen: Size
    let window: Rect
    let keyboard: Rect
    let covered: Rect?
    var testDescription: String { label }
  }

  static let phone = Size(width: 390, height: 844)
  static let padLandscape = Size(width: 1366, height: 1024)

  static let coverRows: [CoverRow] = [
    CoverRow(
      label: "window at the origin", screen: phone, window: Rect(x: 0, y: 0, width: 390, height: 844),
      keyboard: Rect(x: 0, y: 508, width: 390, height: 336),
      covered: Rect(x: 0, y: 508, width: 390, height: 336)),
    // Window 100 points down: screen y 508 is window y 408; 408 + 336 = 744, the window's height.
    CoverRow(
      label: "window below a banner", screen: phone, window: Rect(x: 0, y: 100, width: 390, height: 744),
      keyboard: Rect(x: 0, y: 508, width: 390, height: 336),
      covered: Rect(x: 0, y: 408, width: 390, height: 336)),
    // Window ends at 600: only 508…600 of the keyboard covers it, 92 high.
    CoverRow(
      label: "short window", screen: phone, window: Rect(x: 0, y: 0, width: 390, height: 600),
      keyboard: Rect(x: 0, y: 508, width: 390, height: 336),
      covered: Rect(x: 0, y: 508, width: 390, height: 92)),
    // Window ends at 500, above the keyboard's top 508: nothing covered.
    CoverRow(
      label: "window above the keyboard", screen: phone, window: Rect(x: 0, y: 0, width: 390, height: 500),
      keyboard: Rect(x: 0, y: 508, width: 390, height: 336), covered: nil),
    // Right half of an iPad in split view: screen x 683 is window x 0; 1024 − 398 = 626.
    CoverRow(
      label: "split-view window on the right", screen: padLandscape,
      window: Rect(x: 683, y: 0, width: 683, height: 1024),
      keyboard: Rect(x: 0, y: 626, width: 1366, height: 398),
      covered: Rect(x: 0, y: 626, width: 683, height: 398)),
  ]

  @Test(arguments: coverRows)
  func coveredPart(_ row: CoverRow) {
    let window = Window(frame: row.window, application: Application(screenSize: row.screen))
    #expect(KeyboardGeometry.coveredPart(of: row.keyboard, in: window) == row.covered)
  }
}

@Suite("KeyboardGeometry: visible top and scale")
struct VisibleTopGeometryTests {
  @Test func rootViewUnderTheNotch() throws {
    let stage = AvoidanceStage()
    let field = try stage.addField(Rect(x: 20, y: 600, width: 350, height: 44))
    // Safe top 47, nothing else.
    #expect(KeyboardGeometry.visibleTop(above: field, in: stage.window) == 47)
    // A 44-point navigation bar as additional insets: 47 + 44 = 91.
    stage.controller.additionalSafeAreaInsets = EdgeInsets(top: 44)
    #expect(KeyboardGeometry.visibleTop(above: field, in: stage.window) == 91)
  }

  @Test func windowBelowTheSafeArea() throws {
    // The window starts at screen y 100, below the 47-point inset: nothing of it is unsafe.
    let stage = AvoidanceStage(windowFrame: Rect(x: 0, y: 100, width: 390, height: 744))
    let field = try stage.addField(Rect(x: 20, y: 600, width: 350, height: 44))
    #expect(KeyboardGeometry.visibleTop(above: field, in: stage.window) == 0)
  }

  @Test func formSheetStartsAtItsOwnTop() throws {
    let stage = AvoidanceStage(
      screen: Size(width: 1024, height: 1366), safeArea: EdgeInsets(top: 24, bottom: 20))
    let sheet = try stage.addFormSheet(Rect(x: 242, y: 373, width: 540, height: 620))
    let field = TextField(frame: Rect(x: 20, y: 500, width: 500, height: 44))
    try sheet.view.addSubview(field)
    // The sheet's top 373 is below the safe top 24.
    #expect(KeyboardGeometry.visibleTop(above: field, in: stage.window) == 373)
    // A 56-point bar on the sheet: 373 + 56 = 429; the presenting controller's 44-point bar lies
    // outside the sheet and does not count.
    sheet.additionalSafeAreaInsets = EdgeInsets(top: 56)
    stage.controller.additionalSafeAreaInsets = EdgeInsets(top: 44)
    #expect(KeyboardGeometry.visibleTop(above: field, in: stage.window) == 429)
    // A field of the presenting screen is not in the sheet: 24 + 44 = 68.
    let below = try stage.addField(Rect(x: 20, y: 1000, width: 350, height: 44))
    #expect(KeyboardGeometry.visibleTop(above: below, in: stage.window) == 68)
  }

  @Test func scaleAndVectors() throws {
    let stage = AvoidanceStage()
    let container = View(frame: Rect(x: 0, y: 0, width: 195, height: 422))
    container.anchorPoint = Point(x: 0, y: 0)
    container.center = .zero
    container.transform = Transform(scaleX: 2, y: 2)
    try stage.root.addSubview(container)
    let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    try container.addSubview(inner)
    // One point of the inner view covers 2 window points.
    #expect(KeyboardGeometry.verticalScale(of: inner) == 2)
    #expect(KeyboardGeometry.verticalScale(of: stage.root) == 1)
    // Moving the inner view up 166 window points is 83 points in the container's space.
    #expect(
      KeyboardGeometry.vectorFromWindow(Point(x: 0, y: -166), intoSuperviewOf: inner) == Point(x: 0, y: -83))
    #expect(
      KeyboardGeometry.vectorFromWindow(Point(x: 0, y: -166), intoSuperviewOf: stage.root)
        == Point(x: 0, y: -166))
  }
}

extension SplitMix64 {
  /// A whole number in `range`, for the planner's property tests.
  mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
