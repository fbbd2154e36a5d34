/// **Moved under a floating keyboard**: while a keyboard that is not docked is shown, every frame
/// equals the frames before it showed; judged by the comparison ``NotRestoredRule`` makes.
package enum MovedUnderFloatingKeyboardRule: CheckRule {
  package static let about = RuleDescription(
    kind: Violation.Kind(rawValue: "movedUnderFloatingKeyboard"), verb: "moved under a floating keyboard",
    section: "when-it-acts-the-docked-test",
    summary: "A keyboard that is not docked (floating, undocked, split) moved something.")
}

extension Violation.Kind {
  /// A keyboard that is not docked (floating, undocked, split) moved something.
  public static let movedUnderFloatingKeyboard = MovedUnderFloatingKeyboardRule.kind
}
