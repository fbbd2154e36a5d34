import ShelterGeometry

extension Violation.Kind {
  /// The focused text input, or its caret, ends closer to the docked keyboard than its distance.
  public static let fieldCovered = FieldCoveredRule.kind
}

/// **Field covered**: while a docked keyboard covers the window, the focused text input (when
/// avoidance acts for it) ends at least its distance above the keyboard's top; a text view taller
/// than the room between the visible top and the keyboard is judged by its caret.
package enum FieldCoveredRule: CheckRule {
  package static let kind = Violation.Kind(rawValue: "fieldCovered")
  package static let verb = "covered"
  package static let summary =
    "The focused text input, or its caret, ends closer to the docked keyboard than its distance."
  package static let help = "docs/avoidance.md#how-far-least-movement"

  /// The finding when `target` (the field, or its caret) plus `distance` passes the keyboard's top
  /// by more than the tolerance.
  static func judge(id: String, target: Rect, isCaret: Bool, distance: Double, keyboardTop: Double)
    -> RuleFinding?
  {
    guard target.maxY + distance > keyboardTop + AvoidanceRules.tolerance else { return nil }
    return RuleFinding(
      kind: kind, viewID: id,
      detail: .covered(bottom: target.maxY, distance: distance, keyboardTop: keyboardTop, isCaret: isCaret))
  }
}
