/// Outcome of `LayoutSolver.setConstant`; only edits of required constraints can be refused.
package enum LayoutEditResult {
  case applied
  /// Other required constraints that cannot hold with the new constant; nothing was changed.
  case unsatisfiable(conflict: [LayoutConstraintID])
}
