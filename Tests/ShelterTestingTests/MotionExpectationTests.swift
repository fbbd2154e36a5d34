import ShelterTesting
import Testing

/// iPhone 14 (844 high): email at [20, 608, 350, 44] and password 16 lower at [20, 668, 350, 44];
/// a 336-point keyboard has its top at 508. Email focused, keyboard shown: Shelter lifts
/// 652 + 10 − 508 = 154.
private func signIn(
  _ policy: AvoidancePolicyID = .shelter, animation: AvoidanceAnimation = .animated, samples: Int? = 60
) throws -> Scenario {
  let screen = ScreenSpec("signIn", device: "iphone-14") {
    ControllerSpec("signIn", avoidance: AvoidanceSettings(strategy: .transform, animation: animation)) {
      VerticalForm(y: 608, spacing: 16) {
        ViewSpec("email", .textField)
        ViewSpec("password", .textField)
      }
    }
  }
  var scenario = try Scenario(screen, policy: policy, followsFocus: false, samplesPerSecond: samples)
  try scenario.focus("email")
  try scenario.showKeyboard(height: 336)
  return scenario
}

@Suite("Expectations over time")
struct MotionExpectationTests {
  @Test func shelterNeitherCoversNorJumps() throws {
    var scenario = try signIn()
    try scenario.focus("password")  // 668 − 154 = 514: 558 + 10 > 508, up to 712 + 10 − 508 = 214
    try scenario.hideKeyboard()
    #expect(ScreenExpectation.neverCoveredDuringAnimation.failure(in: scenario) == nil)
    #expect(ScreenExpectation.noJump.failure(in: scenario) == nil)
  }

  @Test func aMoveOnDidShowIsCoveredWhileTheKeyboardSlides() throws {
    // Recipe 2 moves at did-show, 0.5 s in: email still at 608…652, keyboard at 508: 162 − 8 = 154.
    let scenario = try signIn(.recipe2)
    #expect(
      ScreenExpectation.neverCoveredDuringAnimation.failure(in: scenario)
        == "step 2 (show keyboard height 336): Window.subviews[0].subviews[0] (TextField #email) covered during"
        + " the animation: at 0.5 s bottom 652 + 10 > keyboard top 508, covered by 154 vs 0 at the step's start"
    )
  }

  @Test func aSwitchWithoutAnimationJumps() throws {
    var scenario = try signIn(animation: .none)
    #expect(ScreenExpectation.noJump.failure(in: scenario) == nil)
    try scenario.focus("password")
    #expect(
      ScreenExpectation.noJump.failure(in: scenario)
        == "step 3 (focus #password): Window.subviews[0] (View #signInView) jumped: frame y -154 to -214 at once,"
        + " at 0.02 s")
  }

  @Test func withoutSamplesThereIsNothingToJudge() throws {
    let scenario = try signIn(samples: nil)
    #expect(
      ScreenExpectation.noJump.failure(in: scenario)
        == "step 2 (show keyboard height 336): the scenario does not sample time; create it with samplesPerSecond"
    )
  }
}
