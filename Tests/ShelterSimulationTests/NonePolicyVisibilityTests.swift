import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import Testing

/// Under `--policy none` the app writes no keyboard code, so the rules ask only whether the user
/// can see the focused field: clear of the keyboard and of what hides it, with no avoidance
/// distance the app never asked for.
@Suite("Policy none: judged by what the user sees")
struct NonePolicyVisibilityTests {
  /// A 390×844 screen (safe area top 47, bottom 34). A 52-point bar with a white background rides
  /// the keyboard layout guide: hidden, the guide's top is the safe area's bottom, 844 − 34 = 810,
  /// so the bar is at 758…810 and its composer (8 below its top, 36 high) at 766…802; under a
  /// 336-point keyboard (top 844 − 336 = 508) the bar is at 456…508 and the composer at 464…500,
  /// 8 points above the keyboard. `search` (470…500) lies under the bar's 456…508; `notes`
  /// (700…744) under the keyboard.
  static let chat = """
    {
      "format": "shelter-fixture/1", "name": "none-visibility",
      "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0] },
      "window": {
        "frame": [0, 0, 390, 844],
        "controller": {
          "id": "controller",
          "view": {
            "id": "root", "frame": [0, 0, 390, 844],
            "constraints": [
              "bar.leading == root.leading", "bar.trailing == root.trailing", "bar.height == 52",
              "bar.bottom == root.keyboardLayoutGuide.top"
            ],
            "subviews": [
              { "id": "search", "kind": "textField", "frame": [20, 470, 350, 30] },
              { "id": "notes", "kind": "textField", "frame": [20, 700, 350, 44] },
              { "id": "bar", "translatesAutoresizingMaskIntoConstraints": false, "backgroundColor": "#FFFFFF",
                "subviews": [ { "id": "composer", "kind": "textField", "frame": [12, 8, 366, 36] } ] }
            ]
          }
        }
      },
      "steps": [
        { "focus": "composer" }, { "keyboard": "show", "height": 336 }, { "focus": "search" },
        { "focus": "notes" }
      ]
    }
    """

  @Test func theComposerOnTheGuideIsSeenAndWhatIsHiddenIsCovered() throws {
    let fixture = try Fixture(json: Self.chat)
    let violations = try Checker(fixture: fixture, policy: .none).run()
    // composer: 500 + 0 ≤ 508, nothing over it: seen, though 8 < the default distance 10.
    // search: 500 ≤ 508, but its middle line, 485, lies inside the bar's 456…508 across its width.
    // notes: 744 + 0 > 508.
    #expect(
      violations.map(\.message) == [
        "step 3 (focus): search covered: frame [20, 470, 350, 30] under bar [0, 456, 390, 52]",
        "step 4 (focus): notes covered: bottom 744 + distance 0 > keyboard top 508",
      ])
    // Another policy keeps no distance for the composer either (the guide places it), but judges
    // `search`, which it does not move, against the distance avoidance keeps: 500 + 10 > 508.
    let recipe = try Checker(fixture: fixture, policy: .recipe1).run()
    #expect(
      recipe.first?.message
        == "step 3 (focus): search covered: bottom 500 + distance 10 > keyboard top 508")
  }
}
