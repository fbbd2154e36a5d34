import ShelterGeometry

/// **Control in the unsafe area**: a visible control (a button or a text input) reaches into its
/// window's unsafe area, the band its safe area leaves at each edge: the status bar and a turned
/// phone's sensor housing side, the home indicator at the bottom. UIKit's safe area is the part of
/// the window no bar or hardware feature obscures, and Apple's guidelines keep controls out of the
/// rest (`docs/layout.md`, "Controls in the unsafe area"). Only the part on the screen and inside its
/// clipping ancestors is judged; content a scroll view can bring into the safe area is not.
package enum ControlInUnsafeAreaRule: LayoutRule {
  package static let about = RuleDescription(
    kind: Violation.Kind(rawValue: "controlInUnsafeArea"), verb: "in the unsafe area",
    section: "layout-checks",
    summary: "A visible control reaches past its window's safe area.")

  /// The standing finding (keyed by the control) when the part of its window-space `frame` that
  /// its clipping ancestors leave (`visible`) and the screen shows passes `safeArea` (the window's
  /// safe area layout frame) by more than the tolerance; `nil` for a control wholly off the screen
  /// or clipped away.
  static func judge(id: String, frame: Rect, visible: Rect, screen: Rect, safeArea: Rect)
    -> (key: String, finding: RuleFinding)?
  {
    let shown = visible.intersection(screen)
    guard !shown.isNull, shown.width > LayoutChecks.tolerance, shown.height > LayoutChecks.tolerance,
      !LayoutChecks.contains(safeArea, shown)
    else { return nil }
    return (
      "unsafe\u{0}" + id,
      RuleFinding(kind: kind, viewID: id, detail: .inUnsafeArea(frame: frame, safeArea: safeArea))
    )
  }
}

extension Violation.Kind {
  /// Layout: a visible control reaches past its window's safe area.
  public static let controlInUnsafeArea = ControlInUnsafeAreaRule.kind
}
