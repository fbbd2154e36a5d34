import Testing

@testable import ShelterLayoutSolver

/// What keeps a chain of pins linear: each pin solved for its fresh variable, a pin on a size an
/// earlier `size >= 0` defined solved for that bound's slack, and no stay on a variable the
/// required equalities fix. Values are worked out by hand; the row sizes are what a chain of `n`
/// pins needs (a few terms a view), where stays spelled out over the chain cost O(n²).
@Suite struct LayoutSolverLinearityTests {
  /// Views stacked 8 points apart, each 44 tall: `y0 == 8`, `h ≥ 0`, `h == 44`,
  /// `y(i) == y(i−1) + h(i−1) + 8`, then a stay on every variable, as the engine adds them.
  private func chain(_ count: Int) -> (LayoutSolver, [LayoutVariable], [LayoutVariable]) {
    let solver = LayoutSolver()
    let ys = (0..<count).map { _ in solver.makeVariable() }
    let hs = (0..<count).map { _ in solver.makeVariable() }
    for h in hs { _ = solver.add(LayoutExpression(h), .greaterThanOrEqual, priority: 1000) }
    _ = solver.add(LayoutExpression(ys[0], constant: -8), .equal, priority: 1000)
    for index in 0..<count {
      _ = solver.add(LayoutExpression(hs[index], constant: -44), .equal, priority: 1000)
      if index > 0 {
        _ = solver.add(
          LayoutExpression(terms: [(ys[index], 1), (ys[index - 1], -1), (hs[index - 1], -1)], constant: -8),
          .equal, priority: 1000)
      }
    }
    for (y, h) in zip(ys, hs) {
      solver.setStay(y, at: 0)
      solver.setStay(h, at: 0)
    }
    return (solver, ys, hs)
  }

  @Test func aChainOfPinsSolvesExactlyWithShortRows() {
    let count = 300
    let (solver, ys, hs) = chain(count)
    for index in 0..<count {
      #expect(solver.value(of: ys[index]) == Double(8 + 52 * index))
      #expect(solver.value(of: hs[index]) == 44)
    }
    let terms = solver.tableau.rows.reduce(0) { $0 + $1.count }
    // One pin a row of at most four terms, one bound a row of one: nothing grows with the chain.
    #expect(terms <= 6 * count)
    #expect(solver.tableau.skippedStayList.count == 2 * count)
    #expect(solver.consistencyProblems().isEmpty)
    #expect(solver.ambiguousVariables(ys + hs).allSatisfy { !$0 })
  }

  @Test func aStayLeftOutHoldsItsVariableOnceThePinGoes() {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    guard let pin = addedID(solver.add(LayoutExpression(x, constant: -10), .equal, priority: 1000)) else {
      return
    }
    solver.setStay(x, at: 3)
    #expect(solver.value(of: x) == 10)
    solver.remove(pin)
    #expect(solver.value(of: x) == 3)
    #expect(solver.isAmbiguous(x))
  }

  /// `y0 == 0`, `y1 == y0 + 10`, `y2 == y1 + 10`, stays at 0, 200 and 210; without the middle
  /// pin, y1 and y2 move together and the stays put them at 200 and 210 (cost 0, the only one).
  @Test func removingAPinInAChainFreesWhatFollowsToItsStays() {
    let solver = LayoutSolver()
    let y = (0..<3).map { _ in solver.makeVariable() }
    _ = solver.add(LayoutExpression(y[0]), .equal, priority: 1000)
    guard
      let middle = addedID(
        solver.add(
          LayoutExpression(terms: [(y[1], 1), (y[0], -1)], constant: -10), .equal, priority: 1000))
    else { return }
    _ = solver.add(
      LayoutExpression(terms: [(y[2], 1), (y[1], -1)], constant: -10), .equal, priority: 1000)
    for (variable, value) in zip(y, [0.0, 200, 210]) { solver.setStay(variable, at: value) }
    #expect(y.map { solver.value(of: $0) } == [0, 10, 20])
    solver.remove(middle)
    #expect(y.map { solver.value(of: $0) } == [0, 200, 210])
    #expect(solver.consistencyProblems().isEmpty)
  }
}
