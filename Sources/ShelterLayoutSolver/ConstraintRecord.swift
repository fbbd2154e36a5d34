/// What the tableau remembers about one constraint: its source and the symbols that track it.
struct ConstraintRecord {
  var expression: LayoutExpression
  var relation: LayoutRelation
  var priority: Double
  /// Slack, dummy or positive error: identifies the constraint's multiplier in every row.
  var marker: Int32
  /// The second error symbol of an optional constraint, or -1.
  var other: Int32
  /// Whether the constraint is in the solver, and whether it is a stay rather than a constraint.
  var isLive, isStay: Bool
  /// The `ParallelGroup` of a required inequality, or -1. A member waiting outside the tableau
  /// has no symbols (`marker` is -1).
  var group: Int32 = -1

  var isRequired: Bool { priority >= LayoutTableau.requiredPriority }

  /// Coefficient of `marker` in the stored equation `sign·expression + … = 0`.
  var markerSign: Double { relation == .equal && isRequired ? 1 : -1 }

  /// `≤` constraints are stored negated so every inequality reads `… ≥ 0`.
  var expressionSign: Double { relation == .lessThanOrEqual ? -1 : 1 }

  /// The symbols charged one unit each at `priority` in the objective.
  var errorSymbols: (first: Int32, second: Int32) {
    if isRequired { return (-1, -1) }
    return relation == .equal ? (marker, other) : (other, -1)
  }
}
