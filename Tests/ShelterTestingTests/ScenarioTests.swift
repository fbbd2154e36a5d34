import ShelterTesting
import Testing

@Suite("Scenarios")
struct ScenarioTests {
  /// Every view of the login screen, in document order.
  static let loginIDs = ["loginView", "title", "email", "password", "submit"]

  @Test func theLoadIsStepZero() throws {
    let login = try Scenario(Screens.login(), followsFocus: false)
    let load = login.current
    #expect(load.index == 0 && load.step == nil && load.label == "step 0 (load)")
    #expect(load.ids == Self.loginIDs)
    #expect(load["password"] == Rect(x: 20, y: 620, width: 353, height: 44))
    #expect(load.firstResponder == nil && load.keyboardFrame == nil && load.moved.isEmpty)
    #expect(load.orientation == .portrait && load.windowSize == Size(width: 393, height: 852))
  }

  /// iPhone 15: the docked keyboard is 336 high, so its top is at 852 − 336 = 516; the plain one
  /// is 292 high (top 560). In landscape the screen is 852 × 393 and the plain keyboard 172 high
  /// (top 393 − 172 = 221).
  @Test func aWalkThroughTheLoginScreen() throws {
    var login = try Scenario(Screens.login(), followsFocus: false)

    let focused = try login.focus("password")
    #expect(focused.firstResponder == "password" && focused.keyboardFrame == nil && focused.moved.isEmpty)

    // password ends at 664; 664 + 10 − 516 = 158 up, the whole root view by a transform.
    let shown = try login.showKeyboard()
    #expect(shown.keyboardFrame == Rect(x: 0, y: 516, width: 393, height: 336))
    #expect(shown.keyboardFrameOnScreen == Rect(x: 0, y: 516, width: 393, height: 336))
    #expect(shown.dockedKeyboardTop == 516)
    #expect(shown.moved.map(\.id) == Self.loginIDs)
    #expect(shown.moved.first?.from == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(shown["loginView"] == Rect(x: 0, y: -158, width: 393, height: 852))
    #expect(shown["password"] == Rect(x: 20, y: 462, width: 353, height: 44))
    #expect(shown.focusedField?.distance == 10 && shown.focusedField?.isAvoided == true)
    #expect(shown.focusedField?.visibleTop == 59)

    // email, lifted with the rest to 560 − 158 = 402, ends at 446 + 10 ≤ 516: already visible,
    // so nothing moves (least movement; from the untouched screen it would be 98 up).
    let switched = try login.switchField(to: "email")
    #expect(switched.label == "step 3 (focus #email)")
    #expect(switched["loginView"] == Rect(x: 0, y: -158, width: 393, height: 852))
    #expect(switched.moved.isEmpty)

    // The emoji keyboard is as high as the docked one: nothing moves.
    let emoji = try login.changeKeyboard(.emoji)
    #expect(emoji.moved.isEmpty && emoji.label == "step 4 (change keyboard frame [0, 516, 393, 336])")

    // Without the predictive bar the top is at 560: 54 up would do, 158 is clear: a shorter
    // keyboard leaves the screen where it is.
    let plain = try login.changeKeyboard(.docked(predictive: false))
    #expect(plain.keyboardFrame == Rect(x: 0, y: 560, width: 393, height: 292))
    #expect(plain["loginView"] == Rect(x: 0, y: -158, width: 393, height: 852))
    #expect(plain.moved.isEmpty)

    // Landscape: the root view follows the window to 852 × 393. The keyboard turns with the device:
    // the upright one without the bar (292) comes back as the landscape one without it (172), top
    // 393 − 172 = 221, and avoidance re-plans from the untouched screen: email (still at y 560 in
    // the root view) needs 604 + 10 − 221 = 393, which the visible top (0 in landscape) allows:
    // email's top 560 − 393 = 167.
    let turned = try login.rotate()
    #expect(turned.label == "step 6 (rotate to landscape)")
    #expect(turned.orientation == .landscape && turned.windowSize == Size(width: 852, height: 393))
    #expect(turned.keyboardFrame == Rect(x: 0, y: 221, width: 852, height: 172))
    #expect(turned["loginView"] == Rect(x: 0, y: -393, width: 852, height: 393))
    #expect(turned["email"] == Rect(x: 20, y: 167, width: 353, height: 44))
    #expect(turned.focusedField?.visibleTop == 0)
    #expect(login.scene.application.screen.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))

    let hidden = try login.hideKeyboard()
    #expect(hidden.keyboardFrame == nil && hidden.firstResponder == "email")
    #expect(hidden["loginView"] == Rect(x: 0, y: 0, width: 852, height: 393))

    let back = try login.rotate()
    #expect(back["loginView"] == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(back["email"] == Rect(x: 20, y: 560, width: 353, height: 44))
    #expect(login.snapshots.count == 9)

    expect(login, .everythingRestored)
    expect(login, .noViewWandered)
  }

  @Test func aTapOutsideTheFieldsDismisses() throws {
    var login = try Scenario(Screens.login(), followsFocus: false)
    try login.focus("email")
    try login.showKeyboard()
    // The title (a label, so touches pass through to the root view) is at 100 − 98 = 2: its centre
    // (196.5, 22) is clear of the keyboard.
    let tapped = try login.tap("title")
    #expect(tapped.label == "step 3 (tap [196.5, 22])")
    #expect(tapped.firstResponder == nil && tapped.keyboardFrame == nil)
    #expect(tapped["loginView"] == Rect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test func aTapOnAFieldFocusesIt() throws {
    var login = try Scenario(Screens.login(), followsFocus: false)
    try login.focus("password")
    try login.showKeyboard()
    // With the root view 158 up, email is at 560 − 158 = 402: its centre (196.5, 424) is clear of
    // the keyboard. Focusing it moves nothing: 446 + 10 ≤ 516.
    let tapped = try login.tap("email")
    #expect(tapped.firstResponder == "email")
    #expect(tapped["loginView"] == Rect(x: 0, y: -158, width: 393, height: 852))
    #expect(tapped.moved.isEmpty)
    let again = try login.tap(at: Point(x: 100, y: 410))  // email is still at 402 … 446
    #expect(again.label == "step 4 (tap [100, 410])" && again.moved.isEmpty)
  }

  @Test func aTapUnderTheKeyboardIsRefusedAndChangesNothing() throws {
    var login = try Scenario(Screens.login(), followsFocus: false)
    try login.focus("email")
    try login.showKeyboard()
    // submit is at 680 − 98 = 582: its centre (196.5, 604) is under the keyboard (top 516).
    #expect(
      throws: ScenarioError.stepFailed(
        index: 3, action: "tap #submit",
        reason: "the centre of #submit [196.5, 604] is under the keyboard [0, 516, 393, 336]")
    ) { try login.tap("submit") }
    #expect(
      throws: ScenarioError.stepFailed(
        index: 3, action: "tap [10, 600]",
        reason: "the point [10, 600] is under the keyboard [0, 516, 393, 336]")
    ) { try login.tap(at: Point(x: 10, y: 600)) }
    #expect(login.snapshots.count == 3)
    #expect(login.scene.window.firstResponder?.identifier == "email")
  }

  struct FailingStep: Sendable, CustomStringConvertible {
    var name: String
    /// The step as the error names it.
    var action: String
    var reason: String
    var play: @Sendable (inout Scenario) throws -> Void
    var description: String { name }
  }

  @Test(arguments: [
    FailingStep(name: "unknown id", action: "focus #nope", reason: "no view with id 'nope'") {
      try $0.focus("nope")
    },
    FailingStep(
      name: "a label", action: "focus #title",
      reason:
        "Window.subviews[0].subviews[0] (Label #title) cannot become first responder: a label does not accept first responder"
    ) { try $0.focus("title") },
    FailingStep(
      name: "no keyboard of the style", action: "show keyboard floating",
      reason: "iphone-15 (iPhone 15) has no floating keyboard in portrait"
    ) { try $0.showKeyboard(.floating) },
    FailingStep(
      name: "navigate with nothing focused", action: "navigate next", reason: "no text input is focused"
    ) { try $0.focusNext() },
    FailingStep(
      name: "scroll a field", action: "scroll #email to [0, 10]",
      reason: "Window.subviews[0].subviews[1] (TextField #email) is not a scroll view"
    ) { try $0.scroll("email", to: Point(x: 0, y: 10)) },
    FailingStep(
      name: "a negative height", action: "show keyboard height -1",
      reason: "a keyboard height must be finite and not negative"
    ) { try $0.showKeyboard(height: -1) },
    FailingStep(
      name: "remove the root view", action: "remove #loginView",
      reason: "'loginView' is not in a superview it can leave"
    ) { try $0.apply(.remove("loginView")) },
  ])
  func aStepThatCannotBeAppliedIsNamed(_ row: FailingStep) throws {
    var login = try Scenario(Screens.login(), followsFocus: false)
    #expect(throws: ScenarioError.stepFailed(index: 1, action: row.action, reason: row.reason)) {
      try row.play(&login)
    }
    #expect(login.snapshots.count == 1)
  }

  @Test func aKeyboardStyleNeedsADevice() throws {
    let screen = ScreenSpec(size: Size(width: 400, height: 800)) {
      ControllerSpec("c") { ViewSpec("f", .textField, frame: Rect(x: 0, y: 700, width: 100, height: 40)) }
    }
    var scenario = try Scenario(screen, followsFocus: false)
    try scenario.focus("f")
    #expect(
      throws: ScenarioError.stepFailed(
        index: 2, action: "show keyboard docked",
        reason: "a keyboard style needs a screen on a device profile; give a height or a frame")
    ) { try scenario.showKeyboard() }
    // By height it works: the keyboard's top is 800 − 300 = 500, f ends at 740: 740 + 10 − 500 = 250 up.
    let shown = try scenario.showKeyboard(height: 300)
    #expect(shown["cView"] == Rect(x: 0, y: -250, width: 400, height: 800))
    // Turning a screen given by size swaps its sides; the keyboard keeps its height across the new
    // width (top 400 − 300 = 100), and f needs 740 + 10 − 100 = 650 up, limited to its top (700).
    let turned = try scenario.rotate(to: .landscape)
    #expect(turned.windowSize == Size(width: 800, height: 400))
    #expect(turned.keyboardFrame == Rect(x: 0, y: 100, width: 800, height: 300))
    #expect(turned["cView"] == Rect(x: 0, y: -650, width: 800, height: 400))
  }

  @Test func aFloatingKeyboardMovesNothing() throws {
    let screen = ScreenSpec(device: "ipad-10") {
      ControllerSpec("c") { ViewSpec("f", .textField, frame: Rect(x: 20, y: 1000, width: 300, height: 44)) }
    }
    var scenario = try Scenario(screen, followsFocus: false)
    try scenario.focus("f")
    // 320 × 253, centred on 820 and 100 above the bottom: (250, 1180 − 100 − 253 = 827).
    let floating = try scenario.showKeyboard(.floating)
    #expect(floating.keyboardFrame == Rect(x: 250, y: 827, width: 320, height: 253))
    #expect(floating.dockedKeyboardTop == nil && floating.moved.isEmpty)
  }

  @Test func aScrollViewScrollsInsteadOfShifting() throws {
    // Rows at 500, 560, 620, 680; content 393 × 724. Focusing d (bottom 724) with the keyboard at
    // 516 needs 724 + 10 − 516 = 218 of scrolling; the bottom inset grows by the keyboard's overlap
    // of the scroll view plus the distance, 852 − 516 + 10 = 346, so the offset may reach
    // 724 + 346 − 852 = 218 and the root view stays put.
    let screen = ScreenSpec(device: "iphone-15") {
      ControllerSpec("c") {
        ViewSpec("form", .scrollView) {
          VerticalForm(y: 500, spacing: 16) {
            ViewSpec("a", .textField)
            ViewSpec("b", .textField)
            ViewSpec("c1", .textField)
            ViewSpec("d", .textField)
          }
        }
        .sizedToContent()
      }
    }
    var scenario = try Scenario(screen, followsFocus: false)
    try scenario.focus("d")
    let shown = try scenario.showKeyboard()
    #expect(shown.moved.map(\.id) == ["a", "b", "c1", "d"])
    #expect(shown["d"] == Rect(x: 20, y: 462, width: 353, height: 44))
    #expect(shown["form"] == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect((scenario.scene.viewsByID["form"] as? ScrollView)?.contentOffset == Point(x: 0, y: 218))
    let scrolled = try scenario.scroll("form", to: Point(x: 0, y: 100))
    #expect(scrolled["d"] == Rect(x: 20, y: 580, width: 353, height: 44))
    #expect(scrolled.label == "step 3 (scroll #form to [0, 100])")
    try scenario.hideKeyboard()
    expect(scenario, .everythingRestored)
  }

  @Test func aCopyIsAnIndependentScenario() throws {
    var original = try Scenario(Screens.login(), followsFocus: false)
    try original.focus("email")
    try original.showKeyboard()
    var branch = original
    #expect(branch.scene === original.scene)  // shared until one of them takes a step

    try branch.hideKeyboard()
    #expect(branch.scene !== original.scene)
    #expect(branch.current.keyboardFrame == nil)
    #expect(original.current.keyboardFrame != nil)
    #expect(original.scene.application.keyboard.isShown)
    #expect(original.snapshots.count == 3 && branch.snapshots.count == 4)

    // The original goes on where it was: password needs 158 up.
    let switched = try original.switchField(to: "password")
    #expect(switched["loginView"] == Rect(x: 0, y: -158, width: 393, height: 852))
    #expect(branch.scene.viewsByID["loginView"]?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
  }

  /// The same steps as a fixture, played by `Simulation.run()` (what `shelter simulate` prints),
  /// give the same responder, keyboard and frames at every step.
  @Test func stepsMatchTheSimulationOfTheSameFixture() throws {
    let steps = """
      [{ "focus": "password" }, { "keyboard": "show", "height": 336 }, { "keyboard": "change", "height": 292 },
       { "navigate": "previous" }, { "tap": [196, 30] }, { "keyboard": "hide" }]
      """
    // The screen's JSON with the keyboard left to the steps, as the scenario below plays it.
    var json = try Screens.login().fixtureJSON()
      .replacingOccurrences(of: #""keyboard": "software""#, with: #""keyboard": "manual""#)
    while json.last?.isWhitespace == true { json.removeLast() }
    json.removeLast()
    json += #","steps":"# + steps + "}"
    let reports = try Simulation(fixture: Fixture(json: json)).run()

    var scenario = try Scenario(Screens.login(), followsFocus: false)
    try scenario.focus("password")
    try scenario.showKeyboard(height: 336)
    try scenario.changeKeyboard(height: 292)
    try scenario.focusPrevious()
    try scenario.tap(at: Point(x: 196, y: 30))
    try scenario.hideKeyboard()

    #expect(scenario.snapshots.count == reports.count)
    for (snapshot, report) in zip(scenario.snapshots, reports) {
      #expect(snapshot.firstResponder == report.firstResponder, "step \(report.index)")
      #expect(snapshot.keyboardFrame == report.keyboardFrame, "step \(report.index)")
      #expect(snapshot.ids == report.frames.map(\.id), "step \(report.index)")
      #expect(report.frames.allSatisfy { snapshot[$0.id] == $0.frame }, "step \(report.index)")
    }
  }

  @Test func aFixtureStartsAScenarioWithoutItsSteps() throws {
    let fixture = try Fixture(
      json: """
        { "screen": { "size": [390, 844] },
          "window": { "controller": { "id": "c", "view": { "id": "root", "frame": [0, 0, 390, 844],
            "subviews": [{ "id": "f", "kind": "textField", "frame": [20, 600, 350, 44] }] } } },
          "steps": [{ "focus": "f" }] }
        """)
    var scenario = try Scenario(fixture: fixture, device: .iPhone14)
    #expect(scenario.current.firstResponder == nil)
    #expect(scenario.fixture.steps.isEmpty)
    try scenario.apply(.focus("f"))
    // iPhone 14's docked keyboard is 336 high (top 508): 644 + 10 − 508 = 146 up.
    let shown = try scenario.showKeyboard()
    #expect(shown["root"] == Rect(x: 0, y: -146, width: 390, height: 844))
    #expect(scenario.snapshots[1].label == "step 1 (focus #f)")
  }

  @Test func aPolicyByName() throws {
    // recipe1 leaves no gap: the low field ends flush with the keyboard, 644 − 508 = 136 up.
    var scenario = try Scenario(Screens.lowAndHigh(), policy: .recipe1, followsFocus: false)
    try scenario.focus("low")
    let shown = try scenario.showKeyboard()
    #expect(shown["formView"] == Rect(x: 0, y: -136, width: 390, height: 844))
  }

  @Test func aPerFieldPolicyStillCountsAsAvoiding() throws {
    // recipe3 attaches to each field and leaves the controller a tap-only attachment.
    var scenario = try Scenario(Screens.lowAndHigh(), policy: .recipe3, followsFocus: false)
    try scenario.focus("low")
    let shown = try scenario.showKeyboard()
    #expect(shown.focusedField?.isAvoided == true)
    #expect(shown.focusedField?.distance == 10)
  }

  @Test func avoidanceTurnedOffIsReported() throws {
    var scenario = try Scenario(
      Screens.login(avoidance: AvoidanceSettings(isEnabled: false)), followsFocus: false)
    let focused = try scenario.focus("email")
    #expect(focused.focusedField?.isAvoided == false)
  }

  @Test func pathsNameViewsFromTheWindow() throws {
    let login = try Scenario(Screens.login(), followsFocus: false)
    #expect(login.path(of: "password") == "Window.subviews[0].subviews[2] (TextField #password)")
    #expect(login.path(of: "loginView") == "Window.subviews[0] (View #loginView)")
    #expect(login.path(of: "missing") == "#missing")
  }
}
