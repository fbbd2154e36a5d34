/// Why an operation stopped short of an answer. The tableau stays sound and every value stays
/// finite, but constraints the operation reached may not hold: the caller reports it as an error
/// naming `constraints`, as it reports an unsatisfiable set.
package struct LayoutSolverFailure: Equatable, Sendable {
  /// What went wrong.
  package enum Reason: Equatable, Sendable {
    /// An operation needed more pivots than its bound (`LayoutTableau.pivotLimit(component:)`,
    /// a few per symbol of the group it works in): rounding made the simplex cycle.
    case pivotLimit(pivots: Int)
    /// A coefficient or constant, a product of multipliers, would pass ±1e300
    /// (`LayoutTableau.magnitudeLimit`), where a further product or sum leaves what a `Double`
    /// holds; the operation stopped before it.
    case overflow
  }

  package var reason: Reason
  /// The constraint whose add, edit or removal failed, then those whose rows were being combined,
  /// ascending and without repeats. An add refused before it had an id is not among them: see
  /// ``refused``.
  package var constraints: [LayoutConstraintID]
  /// The expression of an add refused on overflow, which never got an id (the solver answered
  /// `.unsatisfiable` with no conflict): the caller finds which of its rows it was by this.
  package var refused: LayoutExpression? = nil
}
