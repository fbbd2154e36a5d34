import ShelterFixtures
import ShelterGeometry
import ShelterSimulation

extension StepSnapshot {
  /// The window frame of the view `id` after the step, as a timeline sample's `frame(of:)`.
  func frame(of id: String) -> Rect? { frames.first { $0.id == id }?.frame }
}

/// A 390 × 844 screen (safe area 47 top, 34 bottom, keyboard shown by the steps) whose scroll
/// view `form` runs from the safe top down to a 52-point `bar` pinned to the keyboard layout
/// guide, with a grey background: a sign-up form over its "Create account" bar, or a chat's list
/// over its input bar. The form's content is 800 tall (no automatic inset) and holds `field` at
/// content y `fieldY`, 44 tall. With a 336-point keyboard (top 508) the bar is at 456…508 and the
/// form 47…456, 409 tall.
func formOverKeyboardBar(strategy: String, fieldY: Double, steps: String) throws -> Fixture {
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
