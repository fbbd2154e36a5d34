import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterTestSupport
import ShelterValues
import Testing

/// A 390×844 screen (safe-area top 47) with one full-window controller; `top` is a field at
/// y 100…144, `field` one at y 600…644 and `tall` a text field 470 high at y 300. A 336-point
/// keyboard has its top at 844 − 336 = 508. `tall` comes before `field`, so `field` is drawn
/// above it and nothing hides `field`.
private func form(steps: String, avoidance: String = #"{ "strategy": "transform" }"#) throws -> Fixture {
  try Fixture(
    json: """
      {
        "format": "shelter-fixture/1", "name": "form",
        "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0] },
        "window": {
          "frame": [0, 0, 390, 844],
          "controller": {
            "id": "controller", "avoidance": \(avoidance),
            "view": { "id": "root", "frame": [0, 0, 390, 844], "subviews": [
              { "id": "top", "kind": "textField", "frame": [20, 100, 350, 44] },
              { "id": "tall", "kind": "textField", "frame": [20, 300, 350, 470] },
              { "id": "field", "kind": "textField", "frame": [20, 600, 350, 44] }
            ] }
          }
        },
        "steps": [\(steps)]
      }
      """)
}

private let showField = #"{ "focus": "field" }, { "keyboard": "show", "height": 336 }"#
private let overTime: Set<Violation.Kind> = [.coveredDuringAnimation, .jump]

private func motion(_ fixture: Fixture, _ policy: AvoidancePolicyID = .shelter, fps: Int = 10) throws
  -> [Violation]
{
  try Checker(fixture: fixture, policy: policy, samplesPerSecond: fps).run().filter {
    overTime.contains($0.kind)
  }
}

/// One sample: `field`'s top at `fieldY` (the rest of its frame as in the fixture), the keyboard's
/// top at `keyboardTop` (`nil`: hidden), the root view at `rootY`, by default where the field's
/// place puts it.
private func sample(_ t: Double, fieldY: Double, keyboardTop: Double?, rootY: Double? = nil) -> TimelineSample
{
  let rootY = rootY ?? fieldY - 600
  return TimelineSample(
    time: t, keyboardFrame: keyboardTop.map { Rect(x: 0, y: $0, width: 390, height: 844 - $0) },
    frames: [
      ("root", Rect(x: 0, y: rootY, width: 390, height: 844)),
      ("field", Rect(x: 20, y: fieldY, width: 350, height: 44)),
    ])
}

/// The rules fed by hand: the fixture's steps played without time, then one judged step whose
/// timeline is `timeline`.
private func judge(
  steps: String, then step: FixtureStep? = nil, kind: AvoidanceRules.StepKind = .other,
  _ timeline: [TimelineSample]
) throws -> [Violation.Kind] {
  let fixture = try form(steps: steps)
  let simulation = try Simulation(fixture: fixture)
  for (offset, step) in fixture.steps.enumerated() { try simulation.apply(step, at: offset) }
  var rules = AvoidanceRules(fixture: fixture, scene: simulation.scene)
  if let step { try simulation.apply(step, at: fixture.steps.count) }
  return rules.judge(index: 1, kind: kind, scene: simulation.scene, free: nil, timeline: timeline).map(\.kind)
}

@Suite("Checks over time: covered during the animation")
struct CoveredDuringAnimationTests {
  @Test func shelterRidesTheKeyboardSoTheFieldIsNeverCovered() throws {
    // Lift 644 + 10 − 508 = 146 on the keyboard's own curve p: bottom + distance = 654 − 146p,
    // keyboard top = 844 − 336p, so the field is covered by max(0, −190 + 190p) = 0 throughout.
    #expect(try motion(form(steps: showField)).isEmpty)
    #expect(try motion(form(steps: showField), fps: 120).isEmpty)
  }

  @Test func aMoveOnDidShowIsCoveredWhileTheKeyboardSlides() throws {
    // Recipe 2 waits for did-show, 0.5 s in: at that sample the keyboard is at 508 and the field
    // still at 600…644, covered by 644 + 10 − 508 = 146 (0 at the start, keyboard below the screen).
    let violations = try motion(form(steps: showField), .recipe2)
    #expect(
      violations == [
        Violation(
          kind: .coveredDuringAnimation, stepIndex: 2,
          step: .keyboardShow(.height(336), duration: 0.25, curve: 7),
          viewID: "field",
          detail: .coveredDuringAnimation(
            time: 0.5, bottom: 644, distance: 10, keyboardTop: 508, covered: 146, atStart: 0, isCaret: false))
      ])
    #expect(
      violations.first?.message
        == "step 2 (keyboard show): field covered during the animation: at 0.5 s bottom 644 + distance 10"
        + " > keyboard top 508, covered by 146 vs 0 at the step's start")
  }

  @Test func aFieldThatCannotFitIsNotJudged() throws {
    // 470 + 10 > 508 − 47 = 461: no lift clears it, so only `fieldCovered` may judge it.
    let fixture = try form(steps: #"{ "focus": "tall" }, { "keyboard": "show", "height": 336 }"#)
    #expect(try motion(fixture, .recipe2).isEmpty)
  }

  @Test func oneMorePointIsAllowedAndMoreIsNot() throws {
    // At 0.1 s the keyboard top is at 560 and the field at 600 − x: covered by 654 − x − 560.
    let up = try judge(
      steps: showField,
      [
        sample(0, fieldY: 600, keyboardTop: nil), sample(0.1, fieldY: 507, keyboardTop: 560),
        sample(0.2, fieldY: 454, keyboardTop: 508, rootY: -146),
      ])
    #expect(up.isEmpty)  // x = 93: covered by exactly 1
    let under = try judge(
      steps: showField,
      [
        sample(0, fieldY: 600, keyboardTop: nil), sample(0.1, fieldY: 507.5, keyboardTop: 560),
        sample(0.2, fieldY: 454, keyboardTop: 508, rootY: -146),
      ])
    #expect(under == [.coveredDuringAnimation])  // x = 92.5: covered by 1.5
  }

  @Test func coverageIsMeasuredFromTheStepsStart() throws {
    // The keyboard grows from a top at 520 to 508. Covered by 654 − 520 = 134 at the start; at
    // 0.1 s the field is at 599 (bottom + distance 653) and the keyboard at 518.5: 134.5, not more
    // than 1 pt more. With the keyboard at 513: 140, more.
    let start = sample(0, fieldY: 600, keyboardTop: 520)
    let end = sample(0.2, fieldY: 454, keyboardTop: 508)
    #expect(try judge(steps: showField, [start, sample(0.1, fieldY: 599, keyboardTop: 518.5), end]).isEmpty)
    #expect(
      try judge(steps: showField, [start, sample(0.1, fieldY: 599, keyboardTop: 513), end])
        == [.coveredDuringAnimation])
  }

  @Test func aFocusSwitchThatBringsACoveredFieldIntoViewIsNotThisViolation() throws {
    // Focus moves from `top` to `field`, covered by 654 − 520 = 134 at the start; the keyboard grows
    // (top 520 → 508) while the field moves up, so coverage reaches 653 − 513 = 140 for a moment:
    // the field is on its way in. (The same samples without a switch are flagged, above.)
    let timeline = [
      sample(0, fieldY: 600, keyboardTop: 520), sample(0.1, fieldY: 599, keyboardTop: 513),
      sample(0.2, fieldY: 454, keyboardTop: 508, rootY: -146),
    ]
    let switched = #"{ "focus": "top" }, { "keyboard": "show", "height": 336 }"#
    #expect(try judge(steps: switched, then: .focus("field"), timeline).isEmpty)
  }

  @Test func aStepWithoutKeyboardMotionIsNotJudged() throws {
    // The keyboard is at 508 before and after: a focus switch alone, judged by `fieldCovered`.
    let timeline = [
      sample(0, fieldY: 600, keyboardTop: 508), sample(0.1, fieldY: 620, keyboardTop: 508),
      sample(0.2, fieldY: 454, keyboardTop: 508, rootY: -146),
    ]
    #expect(try judge(steps: showField, timeline).isEmpty)
  }
}

@Suite("Checks over time: jump")
struct JumpTests {
  /// `top` focused, keyboard up (nothing to move: 144 + 10 ≤ 508), then `field`: the switch lifts
  /// the root 644 + 10 − 508 = 146.
  static let switchDown = #"{ "focus": "top" }, { "keyboard": "show", "height": 336 }, { "focus": "field" }"#

  @Test func aFocusSwitchWithoutAnimationJumps() throws {
    let fixture = try form(
      steps: Self.switchDown, avoidance: #"{ "strategy": "transform", "animation": "none" }"#)
    let violations = try motion(fixture, fps: 60)
    #expect(
      violations == [
        Violation(
          kind: .jump, stepIndex: 3, step: .focus("field"), viewID: "root",
          detail: .jumped(component: .y, from: 0, to: -146, time: 1.0 / 60))
      ])
    #expect(violations.first?.message == "step 3 (focus): root jumped: frame y 0 to -146 at once, at 0.02 s")
  }

  @Test func theSameSwitchAnimatedDoesNot() throws {
    let fixture = try form(steps: Self.switchDown)
    #expect(try motion(fixture, fps: 60).isEmpty)
    // Over 0.25 s ease-in-out at 60 per second: 16 samples, the root strictly between 0 and −146
    // at 0.125 s (halfway by the curve's symmetry: −73).
    let timeline = try #require(Simulation(fixture: fixture, samplesPerSecond: 8).run()[3].timeline)
    #expect(timeline.map(\.time) == [0, 0.125, 0.25])
    let root = timeline[1].frames.first { $0.id == "root" }?.frame.minY ?? 0
    #expect(abs(root - -73) < 1e-6)
  }

  @Test func aMoveWhileTheKeyboardComesIsNotAJump() throws {
    // A keyboard shown without animation: the root moves at once too, but the keyboard was not
    // shown at the sample before.
    let fixture = try form(
      steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 336, "duration": 0 }"#)
    #expect(try motion(fixture, fps: 60).isEmpty)
  }

  @Test func aKeyboardChangeWithoutAnimationMakesTheScreenJump() throws {
    // 336 → 400 at once while shown: the root goes from −146 to −(654 − 444) = −210 between two samples.
    let fixture = try form(
      steps: showField + #", { "keyboard": "change", "height": 400, "duration": 0 }"#)
    #expect(
      try motion(fixture, fps: 60).map(\.detail) == [
        .jumped(component: .y, from: -146, to: -210, time: 1.0 / 60)
      ])
  }

  @Test func aMoveSpreadOverSamplesIsNotAJump() throws {
    let timeline = [
      sample(0, fieldY: 454, keyboardTop: 508, rootY: -146),
      sample(0.1, fieldY: 420, keyboardTop: 508, rootY: -180),
      sample(0.2, fieldY: 400, keyboardTop: 508, rootY: -200),
    ]
    #expect(try judge(steps: showField, timeline).isEmpty)
    // The same, all at once between 0.1 and 0.2: a jump.
    let once = [timeline[0], timeline[0], timeline[2]].enumerated().map { index, sample in
      var sample = sample
      sample.time = Double(index) / 10
      return sample
    }
    #expect(try judge(steps: showField, once) == [.jump])
  }

  @Test func viewsOffScreenAndUserMovesAreNotJudged() throws {
    // Below the window before and after.
    let below = [
      sample(0, fieldY: 900, keyboardTop: 508, rootY: 900),
      sample(0.1, fieldY: 1000, keyboardTop: 508, rootY: 1000),
    ]
    #expect(try judge(steps: showField, below).isEmpty)
    // A user scroll and a resize move things at once by nature.
    let snap = [
      sample(0, fieldY: 454, keyboardTop: 508, rootY: -146),
      sample(0.1, fieldY: 400, keyboardTop: 508, rootY: -200),
    ]
    #expect(try judge(steps: showField, snap) == [.jump])
    #expect(try judge(steps: showField, kind: .scroll, snap).isEmpty)
    #expect(try judge(steps: showField, kind: .resize, snap).isEmpty)
  }
}

@Suite("Checks over time: the gallery")
struct GalleryMotionTests {
  @Test(arguments: FixtureGalleryFiles.names)
  func shelterNeitherCoversNorJumps(file: String) throws {
    #expect(try motion(FixtureGalleryFiles.load(file), fps: 60).isEmpty)
  }

  @Test func recipe2CoversTheLoginPassword() throws {
    // Password 620…664, keyboard 336 (top 508): at did-show, 0.5 s in, 664 + 10 − 508 = 166.
    let violations = try motion(FixtureGalleryFiles.load("login.json"), .recipe2, fps: 60)
    #expect(
      violations.map(\.detail) == [
        .coveredDuringAnimation(
          time: 0.5, bottom: 664, distance: 10, keyboardTop: 508, covered: 166, atStart: 0, isCaret: false)
      ])
  }

  @Test func animationNoneIsDecodedAndWrittenBack() throws {
    let fixture = try form(steps: "", avoidance: #"{ "animation": "none" }"#)
    #expect(fixture.nodes.first?.avoidance?.animation == AvoidanceAnimation.none)
    #expect(fixture.jsonText().contains(#""animation": "none""#))
    #expect(try Fixture(json: fixture.jsonText()) == fixture)
    #expect(throws: FixtureError.self) { try form(steps: "", avoidance: #"{ "animation": "fast" }"#) }
  }
}
