/// How the two sides of a constraint compare, as UIKit's `NSLayoutConstraint.Relation`.
public enum ConstraintRelation: String, Sendable, CaseIterable {
  /// The sides are equal.
  case equal = "=="
  /// The first side is at most the second.
  case lessThanOrEqual = "<="
  /// The first side is at least the second.
  case greaterThanOrEqual = ">="
}
