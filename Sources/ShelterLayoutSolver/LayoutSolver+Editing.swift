extension LayoutSolver {
  /// Replaces the expression's constant; incremental (dual simplex in the constraint's
  /// component), not a re-solve. Only a required constraint's edit can be refused, in which case
  /// nothing changes.
  @discardableResult
  package func setConstant(_ constant: Double, of constraint: LayoutConstraintID)
    -> LayoutEditResult
  {
    precondition(!isStay(constraint), "LayoutSolver: stays are edited with setStay")
    tableau.beginOperation(constraint.index)
    return tableau.setConstant(constant, of: constraint.index)
  }

  /// Changes an optional constraint's priority to another optional priority.
  package func setPriority(_ priority: Double, of constraint: LayoutConstraintID) {
    precondition(!isStay(constraint), "LayoutSolver: stays have no priority")
    tableau.beginOperation(constraint.index)
    tableau.setPriority(priority, of: constraint.index)
  }

  /// Holds the variable at `value` with a preference weaker than every caller priority, so
  /// ambiguous layouts resolve deterministically. Calling again moves the stay (an edit).
  package func setStay(_ variable: LayoutVariable, at value: Double) {
    precondition(value.isFinite, "LayoutSolver: non-finite stay")
    tableau.beginOperation(nil)
    tableau.setStay(variable, at: value)
  }

  package func removeStay(_ variable: LayoutVariable) {
    tableau.beginOperation(nil)
    tableau.removeStay(variable)
  }

  /// The constraint's current constant, relation and priority as last set.
  package func constant(of constraint: LayoutConstraintID) -> Double {
    tableau.constraints[Int(constraint.index)].expression.constant
  }

  package func priority(of constraint: LayoutConstraintID) -> Double {
    tableau.constraints[Int(constraint.index)].priority
  }
}
