import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import Testing

/// The frame of a view in a snapshot.
private func frame(_ snapshot: StepSnapshot, _ id: String) -> Rect? {
  snapshot.frames.first { $0.id == id }?.frame
}

/// A 390 × 844 screen (safe area 47 top, 34 bottom, keyboard shown by the steps) whose scroll
/// view `form` runs from the safe top down to a 52-point `bar` pinned to the keyboard layout
/// guide, with a grey background: a sign-up form over its "Create account" bar, or a chat's list
/// over its input bar. The form's content is 800 tall (no automatic inset) and holds `field` at
/// content y `fieldY`, 44 tall. With a 336-point keyboard (top 508) the bar is at 456…508 and the
/// form 47…456, 409 tall.
private func formOverKeyboardBar(strategy: String, fieldY: Double, steps: String) throws -> Fixture {
  try Fixture(
    json: """
      {
        "format": "shelter-fixture/1", "name": "form-over-keyboard-bar",
        "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0], "keyboard": "manual" },
        "window": { "frame": [0, 0, 390, 844], "controller": { "id": "controller",
          "avoidance": { "strategy": "\(strategy)", "distance": 10 },
          "view": { "id": "root", "frame": [0, 0, 390, 844],
            "constraints": [
              "form.top == root.safeAreaLayoutGuide.top", "form.leading == root.leading",
              "form.trailing == root.trailing", "form.bottom == bar.top",
              "bar.leading == root.leading", "bar.trailing == root.trailing", "bar.height == 52",
              "bar.bottom == root.keyboardLayoutGuide.top"
            ],
            "subviews": [
              { "id": "form", "kind": "scrollView", "translatesAutoresizingMaskIntoConstraints": false,
                "frame": [0, 47, 390, 711], "contentSize": [390, 800], "contentInsetAdjustmentBehavior": "never",
                "subviews": [ { "id": "field", "kind": "textField", "frame": [20, \(fieldY), 350, 44] } ] },
              { "id": "bar", "kind": "view", "backgroundColor": "#F8F8F8",
                "translatesAutoresizingMaskIntoConstraints": false, "frame": [0, 758, 390, 52] }
            ] } } },
        "steps": [\(steps)]
      }
      """)
}

@Suite("What the user sees: Shelter's policy shows the field")
struct VisibleFieldTests {
  /// The last field of a sign-up form, content y 400, sits at 447…491 once the keyboard is up:
  /// clear of the keyboard (491 + 10 ≤ 508) but behind the bar (456…508), below the form's visible
  /// part (47…456). Left alone (`none`) it is covered, passing the form's visible part; Shelter's
  /// policy scrolls the form by 491 + 10 − 456 = 45, so the field ends 10 points above the bar at
  /// 402…446, and shifts no view the keyboard guide places, whatever the strategy.
  @Test(arguments: ["transform", "frame", "auto", "scroll"])
  func aFieldBehindAKeyboardBarScrollsTenPointsAboveIt(strategy: String) throws {
    let fixture = try formOverKeyboardBar(
      strategy: strategy, fieldY: 400, steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 336 }"#)
    let shown = try #require(try Simulation(fixture: fixture).run().last)
    #expect(frame(shown, "bar") == Rect(x: 0, y: 456, width: 390, height: 52))
    #expect(frame(shown, "form") == Rect(x: 0, y: 47, width: 390, height: 409))
    #expect(frame(shown, "field") == Rect(x: 20, y: 402, width: 350, height: 44))
    #expect(frame(shown, "root") == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(try Checker(fixture: fixture).run().map(\.message) == [])

    let alone = try Checker(fixture: fixture, policy: .none).run()
    #expect(alone.map(\.kind) == [.fieldCovered])
    #expect(alone.first?.message.contains("passes the visible part [0, 47, 390, 409] of form") == true)
  }

  /// The user scrolled a chat's list to offset 300, taking its first field (content y 12) to
  /// 47 + 12 − 300 = −241, above the list's top; then focused it. With the `transform` or `frame`
  /// strategy the shift cannot show it (the list ends above the keyboard, at the bar): the list
  /// scrolls down to offset 12, the least that puts the field's top on the list's top, 47.
  @Test(arguments: ["transform", "frame"])
  func aFieldScrolledAboveItsListIsScrolledBackWithAnyStrategy(strategy: String) throws {
    let fixture = try formOverKeyboardBar(
      strategy: strategy, fieldY: 12,
      steps:
        #"{ "scroll": "form", "offset": [0, 300] }, { "focus": "field" }, { "keyboard": "show", "height": 336 }"#
    )
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(frame(snapshots[1], "field")?.minY == -241)
    let shown = try #require(snapshots.last)
    #expect(frame(shown, "field") == Rect(x: 20, y: 47, width: 350, height: 44))
    #expect(frame(shown, "form") == Rect(x: 0, y: 47, width: 390, height: 409))
    #expect(try Checker(fixture: fixture).run().map(\.message) == [])
  }
}
