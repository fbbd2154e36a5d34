/// Every rule the checker reports, in the order it judges them: the one list the report formats,
/// ``Violation/Kind/all`` and ``Violation/Kind/verb`` read.
package enum CheckRules {
  /// The rules, avoidance first, then layout.
  package static let all: [any CheckRule.Type] = [
    FieldCoveredRule.self,
    PushedOffTopRule.self,
    NotRestoredRule.self,
    WanderedRule.self,
    MovedUnderFloatingKeyboardRule.self,
    CoveredDuringAnimationRule.self,
    JumpRule.self,
    UnsatisfiableConstraintsRule.self,
    AmbiguousLayoutRule.self,
    InputClippedRule.self,
    InputOffScreenRule.self,
    ControlInUnsafeAreaRule.self,
    ControlsOverlapRule.self,
  ]

  /// The rule that reports `kind`, `nil` for a kind of another tool's.
  package static func rule(for kind: Violation.Kind) -> (any CheckRule.Type)? {
    kinds.firstIndex(of: kind).map { all[$0] }
  }

  /// The words after the view id in a message about `kind`, `nil` for a kind of another tool's.
  package static func verb(for kind: Violation.Kind) -> String? {
    kinds.firstIndex(of: kind).map { verbs[$0] }
  }

  /// The kind and the verb of each rule of ``all``, read once: every message looks its kind up.
  private static let kinds = all.map { $0.kind }
  private static let verbs = all.map { $0.verb }
}
