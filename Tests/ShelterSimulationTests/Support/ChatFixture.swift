/// A chat as teams build it: a messages scroll view over a 52-point bar pinned to the keyboard
/// layout guide, its composer a text field, on an iPhone 15 with a software keyboard.
enum ChatFixture {
  /// The chat's fixture text named `name`, playing `steps` (the JSON objects, comma-separated).
  static func json(name: String, steps: String) -> String {
    """
    { "format": "shelter-fixture/1", "name": "\(name)",
      "screen": { "device": "iphone-15", "keyboard": "software" },
      "window": { "controller": { "id": "main", "avoidance": { "distance": 8 },
        "view": { "id": "root", "kind": "view", "frame": [0, 0, 393, 852], "autoresize": "W+H",
          "constraints": [
            "messages.top == root.safeAreaLayoutGuide.top", "messages.leading == root.leading",
            "messages.trailing == root.trailing", "messages.bottom == inputBar.top",
            "inputBar.leading == root.leading", "inputBar.trailing == root.trailing",
            "inputBar.height == 52", "inputBar.bottom == root.keyboardLayoutGuide.top" ],
          "subviews": [
            { "id": "messages", "kind": "scrollView", "translatesAutoresizingMaskIntoConstraints": false,
              "contentSize": [393, 1400], "contentInsetAdjustmentBehavior": "never" },
            { "id": "inputBar", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false,
              "subviews": [ { "id": "composer", "kind": "textField", "frame": [12, 8, 317, 36], "autoresize": "W" } ] }
          ] } } },
      "steps": [ \(steps) ] }
    """
  }
}
