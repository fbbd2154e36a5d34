import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import Testing

/// An iPhone 15 (393 × 852, safe top 59) with a form at 59…852 that never adjusts its inset,
/// 2,000 tall, holding `fields`; its keyboard `mode`, avoidance `auto` at distance 10.
private func form(keyboard mode: String, fields: String, steps: String) throws -> Fixture {
  try Fixture(
    json: """
      {
        "format": "shelter-fixture/1", "name": "focus-scroll",
        "screen": { "device": "iphone-15", "keyboard": "\(mode)" },
        "window": { "controller": { "id": "controller",
          "avoidance": { "strategy": "auto", "distance": 10 },
          "view": { "id": "root", "frame": [0, 0, 393, 852], "subviews": [
            { "id": "form", "kind": "scrollView", "frame": [0, 59, 393, 793],
              "contentSize": [393, 2000], "contentInsetAdjustmentBehavior": "never",
              "subviews": [\(fields)] }
          ] } } },
        "steps": [\(steps)]
      }
      """)
}

/// The rules and the keyboard-free screen take UIKit's own scroll of a field that becomes first
/// responder (docs/avoidance.md, "What UIKit scrolls by itself") as UIKit's, not the policy's.
@Suite("Rules: UIKit's focus scroll")
struct FocusScrollRuleTests {
  /// The software keyboard is 336 tall (top 852 − 336 = 516); `name` is at content y 100.
  ///
  /// The user scrolls the form to 120: `name` at 59 + 100 − 120 = 39, its top 20 above the form's.
  /// Focusing it brings the keyboard, and UIKit scrolls the form by the least that shows it, on both
  /// screens: offset 100, `name` at 59 + 100 − 100 = 59…103, clear of 516 − 10 by far, so the policy
  /// moves nothing. Hiding the keyboard leaves UIKit's scroll in place: `name` stays at 59, which
  /// is where the screen the keyboard never came to has it, not where it was before the keyboard
  /// (39).
  @Test func theScrollTheFocusBroughtStaysAfterTheHide() throws {
    let fixture = try form(
      keyboard: "software", fields: #"{ "id": "name", "kind": "textField", "frame": [16, 100, 361, 44] }"#,
      steps: #"{ "scroll": "form", "offset": [0, 120] }, { "focus": "name" }, { "resign": true }"#)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(snapshots[1].frame(of: "name")?.minY == 39)
    #expect(snapshots[2].frame(of: "name")?.minY == 59)
    #expect(snapshots[3].frame(of: "name")?.minY == 59)
    #expect(try Checker(fixture: fixture).run().map(\.message) == [])
    // The policy `none` plays the same scroll: UIKit's, whatever the app does.
    let none = try Simulation(fixture: fixture, policy: .none).run()
    #expect(none[2].frame(of: "name")?.minY == 59)
  }

  /// Seed 2284, minimised: the same form and keyboard (manual this time, 336 tall, top 516),
  /// `first` at content y 20 and `second` at 100. With `first` focused the keyboard shows: `first`
  /// (79…123) is clear, and the policy holds the form for its inset (bottom 852 − 516 + 10 = 346)
  /// at offset 0. The user scrolls to 400: `second` at 59 + 100 − 400 = −241. Focusing it, UIKit
  /// scrolls from the user's offset, which the policy takes as the form's original first: 100 < 400,
  /// so offset 100, `second` at 59 + 100 − 100 = 59, and nothing else moves it (59 is the visible
  /// top; 103 + 10 ≤ 516). Hiding the keyboard puts back offset 100 and inset 0: `second` stays at
  /// 59, where the keyboard-free screen has it, not at the user's −241.
  @Test func theFocusScrollStartsFromTheUsersScroll() throws {
    let fixture = try form(
      keyboard: "manual",
      fields: #"""
        { "id": "first", "kind": "textField", "frame": [16, 20, 361, 44] },
        { "id": "second", "kind": "textField", "frame": [16, 100, 361, 44] }
        """#,
      steps: #"""
        { "focus": "first" }, { "keyboard": "show", "height": 336 },
        { "scroll": "form", "offset": [0, 400] }, { "focus": "second" }, { "keyboard": "hide" }
        """#)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(snapshots[3].frame(of: "second")?.minY == -241)
    #expect(snapshots[4].frame(of: "second")?.minY == 59)
    #expect(snapshots[5].frame(of: "second")?.minY == 59)
    #expect(try Checker(fixture: fixture).run().map(\.message) == [])
  }

  /// Constraint screens that the rules once judged without UIKit's focus scroll: a rest moved by
  /// the step that brought the keyboard, a guide-pinned form the keyboard-free screen scrolled
  /// before laying it out, a field already shown that the keyboard-free screen scrolled to.
  @Test(arguments: [54, 104, 110, 230, 302, 408, 508, 703, 930, 966] as [UInt64])
  func constraintSeedsThatFailedOnTheFocusScroll(seed: UInt64) {
    let outcome = constraintScenarioOutcome(seed: seed)
    #expect(outcome.problems.map(\.text) == [])
  }
}
