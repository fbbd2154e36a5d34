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
    ControlsOverlapRule.self,
  ]

  /// The rule that reports `kind`, `nil` for a kind of another tool's.
  package static func rule(for kind: Violation.Kind) -> (any CheckRule.Type)? {
    all.first { $0.kind == kind }
  }
}
