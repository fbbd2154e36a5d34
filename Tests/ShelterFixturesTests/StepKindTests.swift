import ShelterFixtures
import ShelterGeometry
import Testing

/// The step kinds of `Sources/ShelterFixtures/Steps/`: each names its steps in messages, and the
/// curve of an animated step is UIKit's raw value, read in one place and kept through a round trip.
@Suite("Step kinds")
struct StepKindTests {
  /// A 100 × 100 screen with a box and an inactive constraint `w` on it, playing `steps`.
  static func fixture(steps: String) -> String {
    """
    {
      "format": "shelter-fixture/1", "name": "steps", "screen": { "size": [100, 100] },
      "window": { "frame": [0, 0, 100, 100], "controller": { "id": "c", "view": {
        "id": "root", "kind": "view", "frame": [0, 0, 100, 100],
        "constraints": [{ "id": "w", "constraint": "box.width == 10", "active": false }],
        "subviews": [{ "id": "box", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false }]
      } } },
      "steps": [\(steps)]
    }
    """
  }

  static func error(_ steps: String) -> FixtureError? {
    do {
      _ = try Fixture(json: fixture(steps: steps))
      return nil
    } catch {
      return error
    }
  }

  // The names `step 3 (keyboard change): …` prints, one per kind and case: a kind's key unless
  // the kind names its cases apart.
  @Test(arguments: [
    (FixtureStep.focus("f"), "focus"),
    (.resign, "resign"),
    (.keyboardShow(.height(300), duration: 0.25, curve: 7), "keyboard show"),
    (.keyboardChange(.height(300), duration: 0.25, curve: 7), "keyboard change"),
    (.keyboardHide(duration: 0.25, curve: 7), "keyboard hide"),
    (.tap(Point(x: 1, y: 2)), "tap"),
    (.resize(Size(width: 3, height: 4)), "resize"),
    (.scroll("s", Point(x: 0, y: 5)), "scroll"),
    (.focusNext, "navigate next"),
    (.focusPrevious, "navigate previous"),
    (.remove("r"), "remove"),
    (.hardwareKeyboard(true), "hardware keyboard"),
    (.orientation(.landscape), "orientation"),
    (.keyboardPlacement(.split), "keyboard placement"),
    (.constraint("w", ConstraintChange(constant: 1), animation: nil), "constraint"),
    (.activation(["w"], active: true), "activate"),
    (.activation(["w"], active: false), "deactivate"),
    (.setHidden("v", true), "set hidden"),
    (.setIntrinsicContentSize("v", Size(width: -1, height: 20)), "set intrinsic size"),
  ])
  func everyStepIsNamedInMessages(_ step: FixtureStep, _ name: String) {
    #expect(step.kindName == name)
  }

  @Test func theKeyboardsCurveSevenSurvivesARoundTrip() throws {
    // A keyboard step without `curve` takes the keyboard's own, raw value 7, and leaves it out
    // again; a constraint step animated on it writes it, since its own default is 0.
    let show = #"{ "keyboard": "show", "height": 300 }"#
    let activate = #"{ "constraint": "w", "curve": 7, "active": true }"#
    let fixture = try Fixture(json: Self.fixture(steps: show + ", " + activate))
    guard case .keyboardShow(_, let duration, let curve) = fixture.steps[0],
      case .constraint(_, _, let animation?) = fixture.steps[1]
    else {
      Issue.record("expected a keyboard show and an animated constraint step, found \(fixture.steps)")
      return
    }
    #expect(curve == .keyboard && curve.rawValue == 7 && duration == 0.25)
    #expect(animation.curve == .keyboard && animation.curve.rawValue == 7 && animation.duration == 0.25)
    #expect(fixture.steps[0].summary == #"{"keyboard":"show","height":300}"#)
    #expect(fixture.steps[1].summary == #"{"constraint":"w","active":true,"duration":0.25,"curve":7}"#)
    var again = try Fixture(json: fixture.jsonText())
    again.name = fixture.name
    #expect(again.steps == fixture.steps)
  }

  @Test func aCurveUIKitDoesNotNameIsKeptAsItsNumber() throws {
    let fixture = try Fixture(json: Self.fixture(steps: #"{ "keyboard": "hide", "curve": 5 }"#))
    #expect(fixture.steps == [.keyboardHide(duration: 0.25, curve: 5)])
    #expect(fixture.steps[0].summary == #"{"keyboard":"hide","curve":5}"#)
  }

  @Test func everyAnimatedStepRefusesAFractionalCurveAlike() {
    for steps in [
      #"{ "keyboard": "hide", "curve": 7.5 }"#, #"{ "constraint": "w", "constant": 1, "curve": 0.5 }"#,
    ] {
      let error = Self.error(steps)
      #expect(error?.path == "steps[0].curve", "\(steps)")
      #expect(error?.message == "curve must be a whole number", "\(steps)")
    }
  }

  @Test func aCurveBuiltInCodeMustBeOneAFileCanHold() {
    // A file refuses numbers beyond ±1e9, so a fixture built in code with such a curve could not
    // be written and read back: validation refuses it where the file would.
    var fixture = Fixture(name: "code", screenSize: Size(width: 100, height: 100))
    fixture.nodes = [
      FixtureNode(id: "c", role: .controller),
      FixtureNode(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 100, height: 100), parent: 0),
    ]
    fixture.steps = [.keyboardHide(duration: 0.25, curve: 2_000_000_000)]
    #expect(throws: FixtureError(path: "steps[0].curve", message: "2000000000 is beyond the allowed ±1e9")) {
      try fixture.validate()
    }
  }

  @Test func aStepWithTwoKindsIsReadAsTheFirstInTheTable() {
    // `focus` comes before `tap` in the table, so the tap is a field a focus step does not take.
    #expect(
      Self.error(#"{ "focus": "root", "tap": [1, 2] }"#)?.message == "unknown field 'tap' in a focus step")
    #expect(
      Self.error(#"{ "set": "root", "hidden": true, "intrinsicContentSize": [1, 2] }"#)?.message
        == "unknown field 'intrinsicContentSize' in a set step")
  }
}
