import ShelterTesting
import Testing

/// iPhone 14 (390×844, keyboard 336 high, so its top at 508) with avoidance off: the email field
/// at [20, 420, 350, 44] is clear of the keyboard (464 + 10 ≤ 508), and a bar drawn after it spans
/// 408…508, across the field's middle line at 442.
private func behindBar(_ color: RGBAColor?) throws -> Scenario {
  let screen = ScreenSpec("signUp", device: "iphone-14") {
    ControllerSpec("signUp", avoidance: AvoidanceSettings(strategy: .none)) {
      ViewSpec("email", .textField, frame: Rect(x: 20, y: 420, width: 350, height: 44))
      ViewSpec("bar", .view, frame: Rect(x: 0, y: 408, width: 390, height: 100)).backgroundColor(color)
    }
  }
  var scenario = try Scenario(screen, followsFocus: false)
  try scenario.focus("email")
  try scenario.showKeyboard()
  return scenario
}

@Suite("What the user sees, in the DSL")
struct VisibilityExpectationTests {
  @Test func aFieldBehindABarIsNotVisibleAndTheMessageNamesTheBar() throws {
    let scenario = try behindBar(RGBAColor(red: 242, green: 242, blue: 247))
    let failure = ScreenExpectation.focusedFieldVisible().failure(in: scenario)
    #expect(
      failure
        == "step 2 (show keyboard frame [0, 508, 390, 336]): Window.subviews[0].subviews[0] (TextField #email)"
        + " frame [20, 420, 350, 44]"
        + " is covered by Window.subviews[0].subviews[1] (View #bar) [0, 408, 390, 100]")
  }

  @Test func aBarWithoutABackgroundHidesNothing() throws {
    #expect(ScreenExpectation.focusedFieldVisible().failure(in: try behindBar(nil)) == nil)
  }
}
