package import ShelterFixtures

/// Builds fixture text around a few lines of interest, so every row states only what is wrong.
///
/// Layout (line numbers matter to the rows):
///
///     1 {
///     2   "format": "shelter-fixture/1",
///     3   "screen": { "size": [390, 844] },
///     4   "window": { "controller": { "id": "c", "view": {
///     5     "id": "root", "frame": [0, 0, 390, 844], "subviews": [
///     6 <subviews, starting in column 1>
///     . ] } } },
///     .   "steps": <steps>
///     . }
package enum Template {
  /// The fixture text with `subviews` under the root view and `steps` as the steps array.
  package static func fixture(subviews: String = "", steps: String = "[]") -> String {
    """
    {
      "format": "shelter-fixture/1",
      "screen": { "size": [390, 844] },
      "window": { "controller": { "id": "c", "view": {
        "id": "root", "frame": [0, 0, 390, 844], "subviews": [
    \(subviews)
        ] } } },
      "steps": \(steps)
    }
    """
  }

  /// A fixture with fields `a` (text field), `b` (label), `s` (scroll view) and the given steps.
  package static func withFields(steps: String) -> String {
    fixture(
      subviews: """
        {"id": "a", "kind": "textField", "frame": [20, 560, 350, 44]},
        {"id": "b", "kind": "label", "frame": [20, 20, 350, 44]},
        {"id": "s", "kind": "scrollView", "frame": [0, 100, 390, 300], "contentSize": [390, 900]}
        """, steps: steps)
  }

  /// The path of the first subview of the controller's root view.
  package static let viewPath = "window.controller.view.subviews[0]"
}

/// Loads `bytes` as `bad.json` and returns the error, or `nil` when it loaded.
package func loadError(_ bytes: [UInt8]) -> FixtureError? {
  do {
    _ = try Fixture(json: bytes, file: "bad.json")
    return nil
  } catch {
    return error
  }
}
