import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import Testing

/// The frame of a view in a snapshot.
private func frame(_ snapshot: StepSnapshot, _ id: String) -> Rect? {
  snapshot.frames.first { $0.id == id }?.frame
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
  /// A stack pinned 8 below the safe top (47) holds four 44-point fields 20 apart: field3 at
  /// 247…291. A 700-point keyboard (top 144) lifts the stack by 291 + 10 − 144 = 157, field3 to
  /// 90…134. Removing field1 re-lays the stack out: field3's place becomes 183…227, and with the
  /// lift kept it would sit at 26, above the visible top. The policy plans again after the step's
  /// layout pass: the lift 157 clamped into max(0, 227 + 10 − 144) = 93 … 183 − 47 = 136 is 136,
  /// so field3 ends at 47…91, on the visible top and 53 above the keyboard.
  @Test func aRemovalInAStackUnderALiftedFieldIsPlannedAgain() throws {
    let fixture = try Fixture(
      json: #"""
        {
          "format": "shelter-fixture/1", "name": "stack-remove",
          "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0], "keyboard": "manual" },
          "window": { "frame": [0, 0, 390, 844], "controller": { "id": "controller", "avoidance": { "strategy": "transform", "distance": 10 },
            "view": { "id": "root", "frame": [0, 0, 390, 844],
              "constraints": [
                "form.top == root.safeAreaLayoutGuide.top + 8", "form.leading == root.leading + 16",
                "form.trailing == root.trailing - 16", "field0.height == 44", "field1.height == 44",
                "field2.height == 44", "field3.height == 44"
              ],
              "subviews": [
                { "id": "form", "kind": "stackView", "axis": "vertical", "spacing": 20,
                  "translatesAutoresizingMaskIntoConstraints": false, "subviews": [
                    { "id": "field0", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false },
                    { "id": "field1", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false },
                    { "id": "field2", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false },
                    { "id": "field3", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false }
                  ] }
              ] } } },
          "steps": [{ "focus": "field3" }, { "keyboard": "show", "height": 700 }, { "remove": "field1" }]
        }
        """#)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(frame(snapshots[2], "field3") == Rect(x: 16, y: 90, width: 358, height: 44))
    #expect(frame(snapshots[3], "field3") == Rect(x: 16, y: 47, width: 358, height: 44))
    #expect(try Checker(fixture: fixture).run().map(\.message) == [])
  }

  /// An iPad (10th generation) upright: a composer focused at load rides a 52-point bar pinned to
  /// the keyboard layout guide, at 803…839 over the 333-point keyboard (top 847). Attaching a
  /// hardware keyboard leaves its 75-point bar (top 1105): the guide carries the bar to
  /// 1053…1105 and the composer to 1061…1097. Its place on the keyboard-free screen moved by as
  /// much, so it has not wandered.
  @Test func aFieldRidingTheKeyboardGuideDownHasNotWandered() throws {
    let fixture = try Fixture(
      json: #"""
        {
          "format": "shelter-fixture/1", "name": "composer-rides-down",
          "screen": { "device": "ipad-10", "keyboard": "software" },
          "window": { "controller": { "id": "controller", "avoidance": { "strategy": "transform", "distance": 0 },
            "view": { "id": "root", "frame": [0, 0, 820, 1180],
              "constraints": [
                "bar.leading == root.leading", "bar.trailing == root.trailing", "bar.height == 52",
                "bar.bottom == root.keyboardLayoutGuide.top"
              ],
              "subviews": [
                { "id": "bar", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false, "frame": [0, 1128, 820, 52],
                  "subviews": [ { "id": "composer", "isFirstResponder": true, "kind": "textField", "frame": [12, 8, 796, 36] } ] }
              ] } } },
          "steps": [{ "hardwareKeyboard": true }]
        }
        """#)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(frame(snapshots[0], "composer") == Rect(x: 12, y: 803, width: 796, height: 36))
    #expect(frame(snapshots[1], "composer") == Rect(x: 12, y: 1061, width: 796, height: 36))
    #expect(try Checker(fixture: fixture).run().map(\.message) == [])
  }
}
