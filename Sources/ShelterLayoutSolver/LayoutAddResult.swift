/// Outcome of `LayoutSolver.add`; a refused required constraint names what it collides with.
package enum LayoutAddResult {
  case added(LayoutConstraintID)
  /// Existing required constraints that, together with the refused one, cannot all hold.
  case unsatisfiable(conflict: [LayoutConstraintID])
}
