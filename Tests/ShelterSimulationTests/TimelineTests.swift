import Foundation
import ShelterCLI
import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterTestSupport
import Testing

/// The keyboard's curve 7 as docs/animation.md gives it: a critically damped spring with
/// ω₀ = √(1000 / 3), ending at 0.5 s exactly on its end value.
private func keyboardProgress(_ t: Double) -> Double {
  if t >= 0.5 { return 1 }
  let omega = (1000.0 / 3.0).squareRoot()
  return 1 - exp(-omega * t) * (1 + omega * t)
}

private func frame(_ sample: TimelineSample, _ id: String) -> Rect? {
  sample.frames.first { $0.id == id }?.frame
}

@Suite("Timelines")
struct TimelineTests {
  /// Login: the password field (620 + 44) is focused and a 336-point keyboard slides in; Shelter's
  /// policy moves the root 166 up inside the keyboard's own animation, so both follow curve 7.
  @Test func aKeyboardSlideIsSampledOnItsSpring() throws {
    let fixture = try FixtureGalleryFiles.load("login.json")
    let snapshots = try Simulation(fixture: fixture, samplesPerSecond: 10).run()
    #expect(snapshots[0].timeline?.count == 1)
    let timeline = try #require(snapshots[1].timeline)
    // 0, 0.1 … 0.5: the spring lasts 0.5 s, and the sample at 0.5 is the first at or after it.
    let times: [Double] = [0, 1, 2, 3, 4, 5].map { Double($0) / 10 }
    #expect(timeline.map(\.time) == times)
    #expect(timeline[0].keyboardFrame == nil)
    for sample in timeline.dropFirst() {
      let p = keyboardProgress(sample.time)
      let keyboard = try #require(sample.keyboardFrame)
      #expect(abs(keyboard.minY - (508 + 336 * (1 - p))) < 0.5)
      let password = try #require(frame(sample, "password"))
      #expect(abs(password.minY - (620 - 166 * p)) < 0.5)
    }
    // The last sample is the step's model state.
    #expect(frame(timeline[5], "password") == snapshots[1].frames.first { $0.id == "password" }?.frame)
    #expect(timeline[5].keyboardFrame == Rect(x: 0, y: 508, width: 390, height: 336))
  }

  /// A banner above a scroll view: only the scroll view's bounds animate (its content scrolls
  /// 298 so the field's bottom, 60 + 700 + 44 = 804, sits 10 above the keyboard's top, 852 − 336 =
  /// 516), so the banner and the scroll view's own frame hold still at every sample while the field
  /// rides the keyboard's spring.
  @Test func onlyTheAnimatedSubtreeMoves() throws {
    let json = """
      {
        "format": "shelter-fixture/1", "name": "scrolling",
        "screen": { "size": [393, 852], "safeArea": [59, 0, 34, 0] },
        "window": { "frame": [0, 0, 393, 852], "controller": { "id": "c",
          "avoidance": { "strategy": "auto", "distance": 10 },
          "view": { "id": "root", "frame": [0, 0, 393, 852], "subviews": [
            { "id": "banner", "kind": "label", "frame": [0, 0, 393, 60] },
            { "id": "form", "kind": "scrollView", "frame": [0, 60, 393, 792], "contentSize": [393, 1180],
              "contentInsetAdjustmentBehavior": "never", "subviews": [
                { "id": "field", "kind": "textField", "frame": [20, 700, 353, 44] }
              ] }
          ] } } },
        "steps": [{ "focus": "field" }, { "keyboard": "show", "height": 336 }]
      }
      """
    let fixture = try Fixture(json: json)
    let snapshots = try Simulation(fixture: fixture, samplesPerSecond: 10).run()
    let timeline = try #require(snapshots[2].timeline)
    #expect(timeline.map(\.time) == [0, 1, 2, 3, 4, 5].map { Double($0) / 10 })
    for sample in timeline {
      #expect(frame(sample, "root") == Rect(x: 0, y: 0, width: 393, height: 852))
      #expect(frame(sample, "banner") == Rect(x: 0, y: 0, width: 393, height: 60))
      // The scroll view's frame is composed through its moving bounds origin: 60 up to rounding.
      let form = try #require(frame(sample, "form"))
      #expect(form.minX == 0 && abs(form.minY - 60) < 1e-9 && form.size == Size(width: 393, height: 792))
      let field = try #require(frame(sample, "field"))
      #expect(abs(field.minY - (760 - 298 * keyboardProgress(sample.time))) < 0.5)
      #expect(field.minX == 20 && field.size == Size(width: 353, height: 44))
    }
    #expect(frame(timeline[5], "field")?.minY == 462)
  }

  @Test func aStepThatChangesNothingHasOneSample() throws {
    var fixture = try FixtureGalleryFiles.load("login.json")
    // A tap on the root view far from any field, with nothing shown: nothing moves.
    fixture.steps = [.focus("password")]
    let snapshots = try Simulation(fixture: fixture, samplesPerSecond: 60).run()
    #expect(snapshots[1].timeline?.count == 1)
  }

  @Test func aChangeWithoutAnimationHasTwoSamples() throws {
    var fixture = try FixtureGalleryFiles.load("login.json")
    fixture.steps = [.keyboardShow(.height(336), duration: 0, curve: 0)]
    let snapshots = try Simulation(fixture: fixture, samplesPerSecond: 60).run()
    let timeline = try #require(snapshots[1].timeline)
    #expect(timeline.map(\.time) == [0, 1.0 / 60])
    #expect(frame(timeline[0], "password")?.minY == 620)
    #expect(frame(timeline[1], "password")?.minY == 454)
  }

  @Test func theReportCarriesTheTimeline() throws {
    let fixture = try FixtureGalleryFiles.load("login.json")
    let snapshots = try Simulation(fixture: fixture, samplesPerSecond: 2).run()
    let json = Report.json(fixture: fixture.name, snapshots: snapshots, pretty: false)
    #expect(json.contains(#""timeline":[{"t":0,"keyboard":null,"frames":{"root":[0,0,390,844]"#))
    #expect(json.contains(#"{"t":0.5,"keyboard":[0,508,390,336],"frames":{"root":[0,-166,390,844]"#))
    // Without samples there is no timeline, as before.
    let plain = Report.json(fixture: fixture.name, snapshots: try Simulation(fixture: fixture).run())
    #expect(!plain.contains("timeline"))
  }

  @Test func aRateThatIsNotPositiveIsRefused() throws {
    let fixture = try FixtureGalleryFiles.load("login.json")
    #expect(throws: FixtureError(path: "$", message: "samples per second must be positive, found 0")) {
      try Simulation(fixture: fixture, samplesPerSecond: 0)
    }
  }
}
