import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import Testing

/// A step's timeline holds at most `Simulation.maximumSamplesPerStep` samples: a longer motion is
/// refused at the step, before anything changes, instead of allocating duration × rate frames.
@Suite("Bounded timelines")
struct TimelineBoundTests {
  /// A window's controller, its root view and a focused field; `steps` as given.
  static func form(_ steps: [FixtureStep]) -> Fixture {
    var fixture = Fixture(name: "form", screenSize: Size(width: 390, height: 844))
    fixture.nodes = [
      FixtureNode(id: "form", role: .controller),
      FixtureNode(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), parent: 0),
      FixtureNode(
        id: "email", kind: .textField, frame: Rect(x: 20, y: 600, width: 350, height: 44), parent: 1),
    ]
    fixture.nodes[2].isFirstResponder = true
    fixture.steps = steps
    return fixture
  }

  @Test func aBillionSecondSlideIsRefusedAtItsDuration() throws {
    let simulation = try Simulation(
      fixture: Self.form([.keyboardShow(.height(300), duration: 1e9, curve: 0)]), samplesPerSecond: 1)
    let step = simulation.scene.fixture.steps[0]
    #expect(
      throws: FixtureError(
        path: "steps[0].duration",
        message:
          "a timeline of 1000000000 s at 1 sample a second needs 1000000001 samples, more than the 10000 a step may have; shorten the step or sample less often"
      )
    ) { try simulation.play(step, at: 0) }
    // Refused before it was applied: no keyboard, no movement, the clock where it was.
    #expect(simulation.scene.keyboardFrameInWindow == nil)
    #expect(simulation.scene.timedAnimator?.clock.now == 0)
    #expect(simulation.scene.timedAnimator?.history.isEmpty == true)
    #expect(simulation.scene.viewsByID["root"]?.frame == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func theLimitIsTenThousandSamplesAStep() throws {
    #expect(Simulation.maximumSamplesPerStep == 10_000)
    // 9.999 s at 1,000 a second: samples at 0, 0.001 … 9.999, exactly the limit.
    let within = try Simulation(
      fixture: Self.form([.keyboardShow(.height(300), duration: 9.999, curve: 3)]), samplesPerSecond: 1000)
    let timeline = try #require(try within.run()[1].timeline)
    #expect(timeline.count == 10_000)
    // 10 s needs one more.
    let beyond = try Simulation(
      fixture: Self.form([.keyboardShow(.height(300), duration: 10, curve: 3)]), samplesPerSecond: 1000)
    #expect(
      throws: FixtureError(
        path: "steps[0].duration",
        message:
          "a timeline of 10 s at 1000 samples a second needs 10001 samples, more than the 10000 a step may have; shorten the step or sample less often"
      )
    ) { try beyond.run() }
  }

  @Test func theKeyboardsSpringLastsHalfASecondWhateverItsDuration() throws {
    // Curve 7 moves for 0.5 s whatever duration is reported: 0, 1/60 … 30/60, 31 samples.
    let simulation = try Simulation(
      fixture: Self.form([.keyboardShow(.height(300), duration: 1e9, curve: 7)]), samplesPerSecond: 60)
    #expect(try simulation.run()[1].timeline?.count == 31)
  }

  @Test func hideAndChangeStepsAreBoundToo() throws {
    let show = FixtureStep.keyboardShow(.height(300), duration: 0.25, curve: 0)
    for (step, name) in [
      (FixtureStep.keyboardHide(duration: 1e5, curve: 1), "hide"),
      (.keyboardChange(.height(200), duration: 1e5, curve: 2), "change"),
    ] {
      let simulation = try Simulation(fixture: Self.form([show, step]), samplesPerSecond: 120)
      _ = try simulation.play(show, at: 0)
      let keyboard = simulation.scene.keyboardFrameInWindow
      #expect(
        throws: FixtureError(
          path: "steps[1].duration",
          message:
            "a timeline of 100000 s at 120 samples a second needs 12000001 samples, more than the 10000 a step may have; shorten the step or sample less often"
        ), "\(name)"
      ) { try simulation.play(step, at: 1) }
      #expect(simulation.scene.keyboardFrameInWindow == keyboard)
    }
  }

  @Test func aDecodedStepIsLocatedByLineAndColumn() throws {
    let text = """
      {"format": "shelter-fixture/1", "screen": {"size": [390, 844]},
       "window": {"controller": {"id": "c", "view": {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
         {"id": "a", "kind": "textField", "frame": [20, 560, 350, 44], "isFirstResponder": true}]}}},
       "steps": [{"keyboard": "show", "height": 300, "duration": 1e9, "curve": 0}]}
      """
    let fixture = try Fixture(json: text, file: "long.json")
    let simulation = try Simulation(fixture: fixture, samplesPerSecond: 1)
    do {
      _ = try simulation.run()
      Issue.record("the step was sampled")
    } catch {
      #expect(error.path == "steps[0].duration")
      #expect(error.line == 4 && error.column == 60)
    }
  }

  @Test func withoutATimelineALongStepPlays() throws {
    let snapshots = try Simulation(
      fixture: Self.form([.keyboardShow(.height(300), duration: 1e9, curve: 0)])
    ).run()
    #expect(snapshots[1].keyboardFrame == Rect(x: 0, y: 544, width: 390, height: 300))
  }
}
