import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import Testing

@Suite("Motion of views the keyboard guide lays out")
struct KeyboardGuideMotionTests {
  /// A sign-up form (390 × 844, safe area 47 top and 34 bottom) whose scroll view runs from the
  /// safe top to a 52-point bar on the keyboard layout guide; its field at content y 400. Before
  /// the keyboard the guide is the 34-point safe band, so the bar is at 758…810 and the form at
  /// 47…758 (711 tall). A 336-point keyboard slides in over 0.5 s on the linear curve (3): the bar
  /// ends at 456…508, the form at 47…456 (409 tall), scrolled by 400 + 44 + 10 − 409 = 45.
  ///
  /// The layout pass and the policy's scroll both run inside the keyboard's animation, so at
  /// 0.25 s (half way) the form is half resized and half scrolled: height 711 − 302 / 2 = 560 with
  /// its top still at 47 (centre 402.5 → 251.5, at 327), offset 22.5; the field at
  /// 47 + 400 − 22.5 = 424.5; the bar's centre 784 → 482, at 633, so the bar at 607…659, and the
  /// keyboard's top at 844 − 336 / 2 = 676. A form that took its new height at once would have its
  /// top at 327 − 409 / 2 = 122.5, far below the safe top, for the whole slide.
  @Test func sizeAndPlaceOfAViewTheGuideResizesMoveTogether() throws {
    let fixture = try formOverKeyboardBar(
      strategy: "transform", fieldY: 400,
      steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 336, "duration": 0.5, "curve": 3 }"#)
    let snapshots = try Simulation(fixture: fixture, samplesPerSecond: 4).run()
    let timeline = try #require(snapshots[2].timeline)
    #expect(timeline.map(\.time) == [0, 0.25, 0.5])
    #expect(timeline[0].frame(of: "form") == Rect(x: 0, y: 47, width: 390, height: 711))
    #expect(timeline[1].frame(of: "form") == Rect(x: 0, y: 47, width: 390, height: 560))
    #expect(timeline[1].frame(of: "field") == Rect(x: 20, y: 424.5, width: 350, height: 44))
    #expect(timeline[1].frame(of: "bar") == Rect(x: 0, y: 607, width: 390, height: 52))
    #expect(timeline[1].keyboardFrame == Rect(x: 0, y: 676, width: 390, height: 336))
    #expect(timeline[2].frame(of: "form") == Rect(x: 0, y: 47, width: 390, height: 409))
    #expect(timeline[2].frame(of: "field") == Rect(x: 20, y: 402, width: 350, height: 44))
  }

  /// A login field at 620…664 focused at load on an iPhone 15 (393 × 852, keyboard 336, top 516):
  /// the software keyboard comes up with the load and the root goes up 664 + 10 − 516 = 158. The
  /// first step hides the keyboard on its own curve 7, which moves for 0.5 s: the root comes back
  /// down inside that animation, at 0 from 0.5 s, and `check --fps` finds no jump. At 0.1 s the
  /// spring (docs/animation.md: ω₀ = √(1000 / 3) ≈ 18.257) has 1 − p = e^(−1.8257)·2.8257 ≈ 0.45522
  /// of the way left, so the root is at −158 · 0.45522 ≈ −71.93. The load's motion is over before
  /// the first step begins.
  @Test func theFirstRestoreAfterAFocusAtLoadAnimates() throws {
    let fixture = try Fixture(
      json: """
        {
          "format": "shelter-fixture/1", "name": "focus-at-load",
          "screen": { "device": "iphone-15", "keyboard": "software" },
          "window": { "controller": { "id": "controller",
            "avoidance": { "strategy": "transform", "distance": 10 },
            "view": { "id": "root", "frame": [0, 0, 393, 852],
              "subviews": [ { "id": "field", "kind": "textField", "frame": [20, 620, 350, 44], "isFirstResponder": true } ] } } },
          "steps": [{ "keyboard": "hide" }]
        }
        """)
    let snapshots = try Simulation(fixture: fixture, samplesPerSecond: 10).run()
    #expect(snapshots[0].frame(of: "root")?.minY == -158)
    let timeline = try #require(snapshots[1].timeline)
    // 0, 0.1 … 0.5: the spring lasts 0.5 s.
    #expect(timeline.map(\.time) == [0, 1, 2, 3, 4, 5].map { Double($0) / 10 })
    #expect(timeline[0].frame(of: "root")?.minY == -158)
    let early = try #require(timeline[1].frame(of: "root")?.minY)
    #expect(abs(early - -71.925) < 0.01)
    #expect(timeline[5].frame(of: "root")?.minY == 0)
    #expect(try Checker(fixture: fixture, samplesPerSecond: 10).run().map(\.message) == [])
  }
}
