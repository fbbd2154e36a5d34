import ShelterGeometry

/// **Pushed off the top**: while the keyboard is shown, the focused field (or a tall text view's
/// caret), when moved up from its keyboard-free place, is not above the visible top
/// (`KeyboardGeometry.visibleTop(above:in:)` on the keyboard-free screen).
package enum PushedOffTopRule: CheckRule {
  package static let about = RuleDescription(
    kind: Violation.Kind(rawValue: "pushedOffTop"), verb: "pushed off the top",
    section: "how-far-least-movement",
    summary: "The focused text input, or its caret, was moved above the visible top.")

  /// The finding when the field moved up from its keyboard-free place and `target` starts above
  /// the visible top by more than the tolerance.
  static func judge(id: String, context: FieldContext, target: Rect, isCaret: Bool) -> RuleFinding? {
    let tolerance = AvoidanceRules.tolerance
    let movedUp = context.restRect.map { context.rect.minY < $0.minY - tolerance } ?? true
    guard movedUp, target.minY < context.visibleTop - tolerance else { return nil }
    return RuleFinding(
      kind: kind, viewID: id,
      detail: .aboveVisibleTop(top: target.minY, visibleTop: context.visibleTop, isCaret: isCaret))
  }
}

extension Violation.Kind {
  /// The focused text input, or its caret, was moved above the visible top (safe area, navigation
  /// bar, or a form sheet's top).
  public static let pushedOffTop = PushedOffTopRule.kind
}
