/// What the tableau remembers about one constraint: its source and the symbols that track it.
struct ConstraintRecord {
  var expression: LayoutExpression
  var relation: LayoutRelation
  var priority: Double
  /// Slack, dummy or positive error: identifies the constraint's multiplier in every row; `nil`
  /// while the constraint has no rows (removed, or a group member waiting outside the tableau).
  var marker: Int32?
  /// The second error symbol of an optional constraint.
  var other: Int32?
  /// Whether the constraint is in the solver, and whether it is a stay rather than a constraint.
  var isLive, isStay: Bool
  /// The `ParallelGroup` of a required inequality. A member waiting outside the tableau has no
  /// symbols (`marker` is `nil`).
  var group: ParallelGroupID?

  var isRequired: Bool { priority >= LayoutTableau.requiredPriority }

  /// Coefficient of `marker` in the stored equation `sign·expression + … = 0`.
  var markerSign: Double { relation == .equal && isRequired ? 1 : -1 }

  /// `≤` constraints are stored negated so every inequality reads `… ≥ 0`.
  var expressionSign: Double { relation == .lessThanOrEqual ? -1 : 1 }

  /// The symbols charged one unit each at `priority` in the objective.
  var errorSymbols: [Int32] {
    if isRequired { return [] }
    return (relation == .equal ? [marker, other] : [other]).compactMap { $0 }
  }
}
