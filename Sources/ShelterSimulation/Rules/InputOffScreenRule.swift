import ShelterGeometry

extension Violation.Kind {
  /// Layout: a visible text input passes the screen.
  public static let inputOffScreen = InputOffScreenRule.kind
}

/// **Input off the screen**: a visible text input passes its window's bounds (content a scroll view
/// can bring into view is not judged).
package enum InputOffScreenRule: CheckRule {
  package static let kind = Violation.Kind(rawValue: "inputOffScreen")
  package static let verb = "off the screen"
  package static let summary = "A visible text input passes the screen."
  package static let help = "docs/layout.md#layout-checks"
  package static let isLayout = true

  /// The standing finding (keyed by the input) when `frame` passes `screen`.
  static func judge(id: String, frame: Rect, screen: Rect) -> (key: String, finding: RuleFinding)? {
    guard !LayoutChecks.contains(screen, frame) else { return nil }
    return (
      "offScreen\u{0}" + id,
      RuleFinding(kind: kind, viewID: id, detail: .offScreen(frame: frame, screen: screen))
    )
  }
}
