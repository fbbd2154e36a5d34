import ShelterTesting
import Testing
import XCTest

/// iPhone 14 with avoidance off: email at [20, 608, 350, 44] and password 16 lower at
/// [20, 668, 350, 44], so password ends at 712 and the docked keyboard starts at 844 − 336 = 508.
private func unavoided() throws -> Scenario {
  let screen = ScreenSpec("signIn", device: "iphone-14") {
    ControllerSpec("signIn", avoidance: AvoidanceSettings(strategy: .none)) {
      VerticalForm(y: 608, spacing: 16) {
        ViewSpec("email", .textField)
        ViewSpec("password", .textField)
      }
    }
  }
  var scenario = try Scenario(screen, followsFocus: false)
  try scenario.focus("email")
  try scenario.showKeyboard()
  try scenario.focus("password")
  return scenario
}

@Suite("Expectation messages")
struct ExpectationMessageTests {
  @Test func aCoveredFieldGivesItsBottomDistanceAndTheKeyboardTop() throws {
    let scenario = try unavoided()
    #expect(
      ScreenExpectation.focusedFieldVisible().failure(in: scenario)
        == "step 3 (focus #password): Window.subviews[0].subviews[1] (TextField #password) bottom 712 + 10 > keyboard top 508"
    )
    #expect(
      ScreenExpectation.focusedFieldVisible(distance: 0).failure(in: scenario)
        == "step 3 (focus #password): Window.subviews[0].subviews[1] (TextField #password) bottom 712 + 0 > keyboard top 508"
    )
  }

  @Test func aTallTextViewIsJudgedByItsCaret() throws {
    // 500 high, more than the room 516 − 10 − 59 = 447: the caret [20, 520, 353, 20] counts.
    func scenario(_ strategy: AvoidanceStrategy) throws -> Scenario {
      let screen = ScreenSpec(device: "iphone-15") {
        ControllerSpec("editor", avoidance: AvoidanceSettings(strategy: strategy)) {
          ViewSpec("notes", .textView, frame: Rect(x: 20, y: 120, width: 353, height: 500))
            .caret(Rect(x: 0, y: 400, width: 353, height: 20))
        }
      }
      var scenario = try Scenario(screen, followsFocus: false)
      try scenario.focus("notes")
      try scenario.showKeyboard()
      return scenario
    }
    #expect(
      ScreenExpectation.focusedFieldVisible().failure(in: try scenario(.none))
        == "step 2 (show keyboard frame [0, 516, 393, 336]): Window.subviews[0].subviews[0] (TextView #notes) caret bottom 540 + 10 > keyboard top 516"
    )
    // Shelter lifts the caret 540 + 10 − 516 = 34.
    let lifted = try scenario(.auto)
    #expect(ScreenExpectation.focusedFieldVisible().failure(in: lifted) == nil)
    #expect(lifted.current["editorView"] == Rect(x: 0, y: -34, width: 393, height: 852))
  }

  @Test func aFieldAboveTheVisibleTop() throws {
    func scenario(y: Double, navigationBar: Double) throws -> Scenario {
      let screen = ScreenSpec(device: "iphone-15") {
        ControllerSpec("finder", additionalSafeArea: EdgeInsets(top: navigationBar)) {
          ViewSpec("search", .textField, frame: Rect(x: 20, y: y, width: 353, height: 36))
        }
      }
      var scenario = try Scenario(screen, followsFocus: false)
      try scenario.focus("search")
      return scenario
    }
    #expect(
      ScreenExpectation.focusedFieldVisible().failure(in: try scenario(y: 20, navigationBar: 0))
        == "step 1 (focus #search): Window.subviews[0].subviews[0] (TextField #search) top 20 < visible top 59"
    )
    // A 44-point navigation bar puts the visible top at 59 + 44 = 103.
    #expect(
      ScreenExpectation.focusedFieldVisible().failure(in: try scenario(y: 80, navigationBar: 44))
        == "step 1 (focus #search): Window.subviews[0].subviews[0] (TextField #search) top 80 < visible top 103"
    )
    #expect(
      ScreenExpectation.focusedFieldVisible().failure(in: try scenario(y: 103, navigationBar: 44)) == nil)
  }

  @Test func aFieldBelowTheWindow() throws {
    let screen = ScreenSpec(device: "iphone-15") {
      ControllerSpec("c") { ViewSpec("far", .textField, frame: Rect(x: 20, y: 900, width: 353, height: 44)) }
    }
    var scenario = try Scenario(screen, followsFocus: false)
    try scenario.focus("far")
    #expect(
      ScreenExpectation.focusedFieldVisible().failure(in: scenario)
        == "step 1 (focus #far): Window.subviews[0].subviews[0] (TextField #far) bottom 944 > window bottom 852"
    )
  }

  @Test func nothingFocused() throws {
    let scenario = try Scenario(Screens.login(), followsFocus: false)
    #expect(
      ScreenExpectation.focusedFieldVisible().failure(in: scenario)
        == "step 0 (load): no text input is focused")
  }

  @Test func whatMovedNamesTheFirstViewAndCountsTheRest() throws {
    var login = try Scenario(Screens.login(), followsFocus: false)
    try login.focus("password")
    #expect(ScreenExpectation.nothingMoved.failure(in: login) == nil)
    try login.showKeyboard()
    #expect(
      ScreenExpectation.nothingMoved.failure(in: login)
        == "step 2 (show keyboard frame [0, 516, 393, 336]): Window.subviews[0] (View #loginView) moved from [0, 0, 393, 852] to [0, -158, 393, 852] (and 4 more views)"
    )
    try login.changeKeyboard(.emoji)
    #expect(ScreenExpectation.nothingMoved.failure(in: login) == nil)

    let solo = ScreenSpec(device: "iphone-15") {
      ControllerSpec("solo") {
        ViewSpec("only", .textField, frame: Rect(x: 20, y: 620, width: 353, height: 44))
      }
    }
    var alone = try Scenario(solo, followsFocus: false)
    try alone.focus("only")
    try alone.showKeyboard()
    #expect(
      ScreenExpectation.nothingMoved.failure(in: alone)
        == "step 2 (show keyboard frame [0, 516, 393, 336]): Window.subviews[0] (View #soloView) moved from [0, 0, 393, 852] to [0, -158, 393, 852] (and 1 more view)"
    )
  }

  /// recipe2 on the low field (docs/recipes.md): show 336 moves the root view 136 up, a 380-high
  /// keyboard another 136 (its begin frame was 336 high) to −272, and hide moves it down by
  /// 380 − 200 = 180 to −92.
  @Test func aScreenThatDoesNotComeBack() throws {
    var scenario = try Scenario(Screens.lowAndHigh(), policy: .recipe2, followsFocus: false)
    #expect(
      ScreenExpectation.everythingRestored.failure(in: scenario)
        == "step 0 (load): the keyboard never showed, so there is nothing to restore")
    try scenario.focus("low")
    try scenario.showKeyboard(height: 336)
    try scenario.changeKeyboard(height: 380)
    #expect(
      ScreenExpectation.everythingRestored.failure(in: scenario)
        == "step 3 (change keyboard height 380): the keyboard is still shown at [0, 464, 390, 380]")
    try scenario.hideKeyboard()
    #expect(
      ScreenExpectation.everythingRestored.failure(in: scenario)
        == "step 4 (hide keyboard): Window.subviews[0] (View #formView) frame [0, -92, 390, 844], was [0, 0, 390, 844] at step 1 (focus #low) (and 2 more views)"
    )
  }

  /// The same steps with recipe2: after the change the low field is at 600 − 272 = 328. Least
  /// movement from its lift of 136 needs 644 + 10 − (844 − 380) = 190, so it belongs at 410.
  @Test func aScreenThatWanders() throws {
    var scenario = try Scenario(Screens.lowAndHigh(), policy: .recipe2, followsFocus: false)
    try scenario.focus("low")
    try scenario.showKeyboard(height: 336)
    #expect(ScreenExpectation.noViewWandered.failure(in: scenario) == nil)
    try scenario.changeKeyboard(height: 380)
    let message =
      "step 3 (change keyboard height 380): Window.subviews[0].subviews[0] (TextField #low) wandered: top 328 vs 410 by least movement"
    #expect(ScreenExpectation.noViewWandered.failure(in: scenario) == message)
    // Later steps do not hide the first wandering.
    try scenario.hideKeyboard()
    #expect(ScreenExpectation.noViewWandered.failure(in: scenario) == message)
  }

  @Test func shelterNeitherWandersNorStaysMoved() throws {
    var scenario = try Scenario(Screens.lowAndHigh(), followsFocus: false)
    try scenario.focus("low")
    try scenario.showKeyboard(height: 336)
    try scenario.changeKeyboard(height: 380)
    try scenario.switchField(to: "high")
    try scenario.switchField(to: "low")
    try scenario.hideKeyboard()
    #expect(ScreenExpectation.noViewWandered.failure(in: scenario) == nil)
    #expect(ScreenExpectation.everythingRestored.failure(in: scenario) == nil)
  }

  @Test func whoIsFocused() throws {
    var login = try Scenario(Screens.login(), followsFocus: false)
    #expect(
      ScreenExpectation.focused("email").failure(in: login)
        == "step 0 (load): nothing is focused, expected #email")
    #expect(ScreenExpectation.focused(nil).failure(in: login) == nil)
    try login.focus("password")
    #expect(
      ScreenExpectation.focused("email").failure(in: login)
        == "step 1 (focus #password): #password is focused, expected #email")
    #expect(
      ScreenExpectation.focused(nil).failure(in: login)
        == "step 1 (focus #password): #password is focused, expected nothing")
  }

  @Test(arguments: [
    (ScreenExpectation.focusedFieldVisible(), "focusedFieldVisible"),
    (.focusedFieldVisible(distance: 24), "focusedFieldVisible(distance: 24)"),
    (.nothingMoved, "nothingMoved"), (.everythingRestored, "everythingRestored"),
    (.noViewWandered, "noViewWandered"), (.focused("a"), "focused(#a)"), (.focused(nil), "focused(none)"),
  ])
  func expectationsDescribeThemselves(_ expectation: ScreenExpectation, _ name: String) {
    #expect(expectation.description == name)
  }
}

@Suite("Recording failures in Swift Testing")
struct SwiftTestingRecordingTests {
  @Test func aFailureIsRecordedAtTheCallersLineWithTheMessage() throws {
    let scenario = try unavoided()
    let message =
      "step 3 (focus #password): Window.subviews[0].subviews[1] (TextField #password) bottom 712 + 10 > keyboard top 508"
    var held = true
    let line = #line + 2
    withKnownIssue {
      held = expect(scenario, .focusedFieldVisible())
    } matching: { issue in
      issue.comments.map(\.rawValue) == [message] && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == #fileID
    }
    #expect(!held)
  }

  @Test func aPassingExpectationRecordsNothing() throws {
    var login = try Scenario(Screens.login(), followsFocus: false)
    try login.focus("password")
    try login.showKeyboard()
    #expect(expect(login, .focusedFieldVisible()))
    #expect(expect(login, .noViewWandered))
  }
}

/// XCTest's wrapper reports through `XCTFail`; this case catches the failure instead of failing.
final class XCTestRecordingTests: XCTestCase {
  private var failures: [(description: String, file: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    failures.append((description, filePath, lineNumber))
  }

  func testAFailureIsReportedAtTheCallersLineWithTheMessage() throws {
    var login = try Scenario(Screens.login(), followsFocus: false)
    try login.focus("password")
    try login.showKeyboard()
    let line = #line + 1
    let held = XCTAssertScreen(login, .nothingMoved)
    let message =
      "step 2 (show keyboard frame [0, 516, 393, 336]): Window.subviews[0] (View #loginView) moved from [0, 0, 393, 852] to [0, -158, 393, 852] (and 4 more views)"
    let captured = failures
    failures = []
    XCTAssertFalse(held)
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.description, "failed - " + message)
    XCTAssertEqual(captured.first?.file, #filePath)
    XCTAssertEqual(captured.first?.line, line)
  }

  func testAPassingExpectationReportsNothing() throws {
    var login = try Scenario(Screens.login(), followsFocus: false)
    try login.focus("password")
    try login.showKeyboard()
    XCTAssertTrue(XCTAssertScreen(login, .focusedFieldVisible()))
    XCTAssertTrue(failures.isEmpty)
  }
}
