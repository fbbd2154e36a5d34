import ShelterLayoutSolver
import Testing

/// No input makes the solver trap, spin or overflow unseen: pivots per operation are bounded,
/// best-cost pricing gives way to Bland's rule when degenerate pivots repeat, and a product of
/// multipliers past ±1e300 is a failure naming the constraints.
@Suite struct LayoutSolverBoundTests {
  /// `v[i] == 1e9·v[i+1]` for i < 39 and `v[39] == 1`: v[0] would be 1e9^39 = 1e351, past what
  /// a `Double` holds (1.8e308). The solver records an overflow naming a constraint of the chain
  /// and reads a non-finite or refused value rather than trapping; v[39] is still 1.
  @Test func aProductOfMultipliersPastADoubleIsAnOverflow() {
    let solver = LayoutSolver()
    let v = (0..<40).map { _ in solver.makeVariable() }
    var chain: [LayoutConstraintID] = []
    for i in 0..<39 {
      guard
        let id = addedID(
          solver.add(LayoutExpression(terms: [(v[i], 1), (v[i + 1], -1e9)]), .equal, priority: 1000))
      else { return }
      chain.append(id)
    }
    _ = solver.add(LayoutExpression(v[39], constant: -1), .equal, priority: 1000)
    for variable in v { solver.setStay(variable, at: 0) }
    // The bottom of the chain is exact: v[38] = 1e9 · 1, v[37] = 1e9 · 1e9 = 1e18.
    #expect(solver.value(of: v[38]) == 1e9)
    #expect(solver.value(of: v[37]) == 1e18)
    #expect(!(abs(solver.value(of: v[0])) <= 1e300))
    let failure = solver.takeFailure()
    #expect(failure?.reason == .overflow)
    #expect(failure.map { !$0.constraints.isEmpty && Set($0.constraints).isSubset(of: chain) } == true)
    #expect(solver.takeFailure() == nil)
    #expect(solver.value(of: v[39]) == 1)
  }

  /// The same chain pinned first and written bottom-up: each definition is expanded over the one
  /// below, and the 39th expansion's 1e-351 underflows. The add that would need it is refused
  /// with an overflow failure instead of reading the row as `0 == 1` (a conflict of the whole
  /// chain, as before).
  @Test func anUnderflowingExpansionIsAFailureNotAConflict() {
    let solver = LayoutSolver()
    let v = (0..<40).map { _ in solver.makeVariable() }
    for variable in v { solver.setStay(variable, at: 0) }
    var refusals = 0
    for i in (0..<39).reversed() {
      if case .unsatisfiable = solver.add(
        LayoutExpression(terms: [(v[i], 1), (v[i + 1], -1e9)]), .equal, priority: 1000)
      {
        refusals += 1
      }
    }
    _ = solver.add(LayoutExpression(v[39], constant: -1), .equal, priority: 1000)
    for variable in v { _ = solver.value(of: variable) }
    let failure = solver.takeFailure()
    #expect(refusals == 0 || failure?.reason == .overflow)
    #expect(failure?.reason == .overflow)
    #expect(solver.consistencyProblems().isEmpty)
  }

  /// Chvátal's cycling example (Linear Programming, 1983, p. 31): maximise
  /// 10x1 − 57x2 − 9x3 − 24x4 with 0.5x1 − 5.5x2 − 2.5x3 + 9x4 ≤ 0, 0.5x1 − 1.5x2 − 0.5x3 + x4 ≤ 0,
  /// x1 ≤ 1 and x ≥ 0. Largest-cost pricing cycles on it without a fallback. Optimum x1 = x3 = 1,
  /// x2 = x4 = 0, value 1; the dual (0, 18, 1) proves it: 0.5·18 + 1 = 10, −1.5·18 = −27 ≥ −57,
  /// −0.5·18 = −9, 18 ≥ −24, and the bound 1·1 = 1. With x2 = x4 = 0 the value is
  /// 10x1 − 9x3 ≤ x1 ≤ 1 (x3 ≥ x1), so the optimum is unique.
  @Test func chvatalsCyclingExampleReachesItsOptimum() {
    let solver = LayoutSolver()
    let x = (0..<4).map { _ in solver.makeVariable() }
    for variable in x {
      _ = addedID(solver.add(LayoutExpression(variable), .greaterThanOrEqual, priority: 1000))
    }
    _ = addedID(
      solver.add(
        LayoutExpression(terms: [(x[0], 0.5), (x[1], -5.5), (x[2], -2.5), (x[3], 9)]),
        .lessThanOrEqual, priority: 1000))
    _ = addedID(
      solver.add(
        LayoutExpression(terms: [(x[0], 0.5), (x[1], -1.5), (x[2], -0.5), (x[3], 1)]),
        .lessThanOrEqual, priority: 1000))
    _ = addedID(solver.add(LayoutExpression(x[0], constant: -1), .lessThanOrEqual, priority: 1000))
    // The objective as one optional bound it never reaches: its error, 1000 − value, is least
    // where the value is greatest.
    _ = addedID(
      solver.add(
        LayoutExpression(terms: [(x[0], 10), (x[1], -57), (x[2], -9), (x[3], -24)], constant: -1000),
        .greaterThanOrEqual, priority: 500))
    for variable in x { solver.setStay(variable, at: 0) }
    #expect(x.map { solver.value(of: $0) } == [1, 0, 1, 0])
    #expect(solver.takeFailure() == nil)
  }
}
