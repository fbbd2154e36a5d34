/// Incremental Cassowary-style linear constraint solver with UIKit's Auto Layout semantics:
/// required constraints always hold; optional ones minimise the sum of absolute errors level by
/// level, strictly from the highest priority down (no number of lower-priority errors outweighs
/// one higher-priority error).
///
/// Work is confined to connected components, so unrelated groups of constraints never slow each
/// other down. Non-finite coefficients, constants or priorities trap (`precondition`); callers
/// validate input. Results are deterministic: identical call sequences give identical bits.
package final class LayoutSolver {
  var tableau = LayoutTableau()

  package init() {}

  package func makeVariable() -> LayoutVariable {
    tableau.makeVariable()
  }

  /// Adds `expression RELATION 0`. `priority` in (0, 1000]; 1000 is required. A required
  /// constraint that cannot hold with the existing required ones is refused with a conflict and
  /// leaves the solver as it was.
  package func add(_ expression: LayoutExpression, _ relation: LayoutRelation, priority: Double)
    -> LayoutAddResult
  {
    tableau.beginOperation(Int32(tableau.constraints.count))
    return tableau.add(expression, relation, priority: priority, isStay: false)
  }

  package func remove(_ constraint: LayoutConstraintID) {
    precondition(!isStay(constraint), "LayoutSolver: stays are removed with removeStay")
    tableau.beginOperation(constraint.index)
    tableau.remove(constraint.index)
  }

  /// Current value; a variable no constraint or stay pins reads 0. A value past ±1e300 (a
  /// product of multipliers) records an overflow failure.
  package func value(of variable: LayoutVariable) -> Double {
    if tableau.skippedStaysNeedAdding || tableau.settledStaysNeedChecking {
      tableau.beginOperation(nil)
      tableau.addSkippedStays()
    }
    return Self.snapped(tableau.value(ofSymbol: tableau.symbol(of: variable)))
  }

  /// A value within four ulps of a multiple of 1/1024 reads as that multiple, below 2²² in size
  /// (where four ulps are under 2⁻²⁸): substituting through a chain of coefficients such as a
  /// third rounds `100` to `99.99999999999999`, and the order rows came in should not show in a
  /// frame. Larger values, whose ulps approach the grid, read as computed.
  package static func snapped(_ value: Double) -> Double {
    guard abs(value) < 0x1p22 else { return value }
    let grid = (value * 1024).rounded() / 1024
    return abs(grid - value) <= 4 * value.ulp ? grid + 0 : value
  }

  /// The first operation that stopped short since the last call (a pivot bound reached, a
  /// product of multipliers past ±1e300), and forgets it: constraints it names may not hold, so
  /// the caller reports it as an error rather than laying out with the values.
  package func takeFailure() -> LayoutSolverFailure? {
    defer { tableau.failure = nil }
    return tableau.failure
  }

  /// Whether the constraints (ignoring stays) leave the variable free to take another value at
  /// the same optimum. See `LayoutTableau.isAmbiguous(symbol:)` for the degenerate-vertex caveat.
  package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
    tableau.isAmbiguous(symbol: tableau.symbol(of: variable))
  }

  /// `isAmbiguous` of each variable, in order; linear in what the variables depend on together,
  /// where asking one by one costs what each depends on (O(n²) over a chain of n pins).
  package func ambiguousVariables(_ variables: [LayoutVariable]) -> [Bool] {
    tableau.ambiguity(ofSymbols: variables.map { tableau.symbol(of: $0) })
  }

  /// The connected group a variable belongs to: an edit changes values only inside the group of
  /// the constraint edited, so a caller can look only there. Stable until the next `add`.
  package func component(of variable: LayoutVariable) -> LayoutComponentID {
    LayoutComponentID(index: tableau.component(ofSymbol: tableau.symbol(of: variable)))
  }

  /// Whether nothing, not even a stay, was ever added: the order of a first batch of adds is the
  /// caller's to choose.
  package var isPristine: Bool { tableau.constraints.isEmpty }

  /// Number of live caller constraints (stays excluded).
  package var constraintCount: Int { tableau.liveConstraintCount }

  /// Number of variables made so far.
  package var variableCount: Int { tableau.variableSymbols.count }

  func isStay(_ constraint: LayoutConstraintID) -> Bool {
    let index = Int(constraint.index)
    return index >= 0 && index < tableau.constraints.count && tableau.constraints[index].isStay
  }
}

extension LayoutSolver {
  /// Broken internal invariants, empty when sound; linear in the system size, for tests.
  package func consistencyProblems() -> [String] {
    tableau.consistencyProblems()
  }
}
