extension Violation.Kind {
  /// A keyboard that is not docked (floating, undocked, split) moved something.
  public static let movedUnderFloatingKeyboard = MovedUnderFloatingKeyboardRule.kind
}

/// **Moved under a floating keyboard**: while a keyboard that is not docked is shown, every frame
/// equals the frames before it showed; judged by the comparison ``NotRestoredRule`` makes.
package enum MovedUnderFloatingKeyboardRule: CheckRule {
  package static let kind = Violation.Kind(rawValue: "movedUnderFloatingKeyboard")
  package static let verb = "moved under a floating keyboard"
  package static let summary = "A keyboard that is not docked (floating, undocked, split) moved something."
  package static let help = "docs/avoidance.md#when-it-acts-the-docked-test"
}
