import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import Testing

/// The random constraint scenarios Shelter's policy once failed (seeds 190, 332, 492, 512 and
/// 616 of `RandomConstraintScenarioTests`), each class minimised with worked numbers.
@Suite("Constraint scenarios, minimised")
struct ConstraintSeedTests {
  /// Seeds 190 and 492: a scroll view pinned to the root's safe area, so the root carries it back
  /// and the scroll view is the view the `auto` strategy shifts. A 390 × 844 screen (safe area 47,
  /// 34); the form runs 47…844 (797 tall) with content 300 tall, field0 at content y 20 and field2
  /// at 120. A 336-point keyboard (top 508) comes with nothing focused; the user scrolls the form
  /// to 129 (field0 at 47 + 20 − 129 = −62, field2 at 38) and focuses field0: UIKit's focus scroll
  /// asks for the least scroll that shows it, offset 20, which the offsets' range clamps to 0
  /// (the content, 300, is shorter than the form, 797: the range is 0…max(0, 300 − 797) = 0), so
  /// field0 is at 47 + 20 − 0 = 67…111, clear (111 + 10 ≤ 508), and the policy moves nothing. Then
  /// field2, at 47 + 120 − 0 = 167…211, is visible and clear (211 + 10 ≤ 508): nothing moves. Before, the
  /// plan measured from the user's offset 129 floored the lift at 0 and shifted the form up by
  /// 100 while dropping the offset it planned, so field2 went to 38 − 100 = −62, off the top.
  @Test func aFieldAScrollViewAlreadyShowsLowerStaysWhereItIs() throws {
    let fixture = try Fixture(
      json: """
        {
          "format": "shelter-fixture/1", "name": "scrolled-down-form",
          "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0], "keyboard": "manual" },
          "window": { "frame": [0, 0, 390, 844], "controller": { "id": "controller",
            "avoidance": { "strategy": "auto", "distance": 10 },
            "view": { "id": "root", "frame": [0, 0, 390, 844],
              "constraints": [
                "form.top == root.safeAreaLayoutGuide.top", "form.leading == root.leading",
                "form.trailing == root.trailing", "form.bottom == root.bottom"
              ],
              "subviews": [
                { "id": "form", "kind": "scrollView", "translatesAutoresizingMaskIntoConstraints": false,
                  "contentSize": [390, 300], "contentInsetAdjustmentBehavior": "never", "subviews": [
                    { "id": "field0", "kind": "textField", "frame": [20, 20, 350, 44] },
                    { "id": "field2", "kind": "textField", "frame": [20, 120, 350, 44] }
                  ] }
              ] } } },
          "steps": [
            { "keyboard": "show", "height": 336 }, { "scroll": "form", "offset": [0, 129] },
            { "focus": "field0" }, { "focus": "field2" }
          ]
        }
        """)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(snapshots[2].frame(of: "field0")?.minY == -62)
    #expect(snapshots[3].frame(of: "field0") == Rect(x: 20, y: 67, width: 350, height: 44))
    #expect(snapshots[4].frame(of: "field2") == Rect(x: 20, y: 167, width: 350, height: 44))
    #expect(snapshots[4].frame(of: "form") == Rect(x: 0, y: 47, width: 390, height: 797))
    #expect(try Checker(fixture: fixture).run().map(\.message) == [])
  }

  /// Seeds 332, 512 and 616: a sign-up form on an iPhone 15 (393 × 852, safe top 59) whose scroll
  /// view ends 8 above a 50-point bar that rides 8 above the keyboard layout guide. A default
  /// field's keyboard is 336 tall (top 516: the bar at 458…508, the form at 59…450); a phone pad's
  /// 292 (top 560: the form ends at 494). `name` (content y 20) is focused, then `phone` (content
  /// y 380, at 439…483): the policy plans the switch against the keyboard still up, scrolling the
  /// form by 483 + 10 − 450 = 43 (phone at 396…440), then the keyboard shrinks and nothing moves.
  /// The rules measure the earlier keyboard's obstacle where the form ended under it (450), not
  /// where it ends now (494, which would want phone unmoved at 439): it has not wandered.
  @Test func aSwitchToAFieldWithAShorterKeyboardIsPlannedAgainstTheFormsEarlierBottom() throws {
    let fixture = try Fixture(
      json: """
        {
          "format": "shelter-fixture/1", "name": "phone-pad-switch",
          "screen": { "device": "iphone-15", "keyboard": "software" },
          "window": { "controller": { "id": "controller",
            "avoidance": { "strategy": "auto", "distance": 10 },
            "view": { "id": "root", "frame": [0, 0, 393, 852],
              "constraints": [
                "form.top == root.safeAreaLayoutGuide.top", "form.leading == root.leading",
                "form.trailing == root.trailing", "form.bottom == create.top - 8",
                "create.leading == root.leading + 16", "create.trailing == root.trailing - 16",
                "create.height == 50", "create.bottom == root.keyboardLayoutGuide.top - 8"
              ],
              "subviews": [
                { "id": "form", "kind": "scrollView", "translatesAutoresizingMaskIntoConstraints": false,
                  "contentSize": [393, 800], "contentInsetAdjustmentBehavior": "never", "subviews": [
                    { "id": "name", "kind": "textField", "frame": [20, 20, 353, 44] },
                    { "id": "phone", "kind": "textField", "keyboardType": "phonePad", "frame": [20, 380, 353, 44] }
                  ] },
                { "id": "create", "kind": "button", "text": "Create account",
                  "translatesAutoresizingMaskIntoConstraints": false }
              ] } } },
          "steps": [{ "focus": "name" }, { "focus": "phone" }]
        }
        """)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(snapshots[1].frame(of: "form") == Rect(x: 0, y: 59, width: 393, height: 391))
    #expect(snapshots[2].frame(of: "form") == Rect(x: 0, y: 59, width: 393, height: 435))
    #expect(snapshots[2].frame(of: "phone") == Rect(x: 20, y: 396, width: 353, height: 44))
    #expect(try Checker(fixture: fixture).run().map(\.message) == [])
  }
}
