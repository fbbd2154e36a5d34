import Testing

@testable import ShelterLayoutSolver

/// A stack view's positions depend on heights that optional content priorities hold, not
/// required equalities: such a variable is held at one value by the optimum of the caller
/// priorities, so its stay is left out, and the finding is judged again after any other change.
/// Values are worked out by hand.
@Suite struct LayoutSolverSettledStayTests {
  /// Views 34 tall by content (`h ≥ 34` at 750, `h ≤ 34` at 250), `h ≥ 0`, stacked 8 apart
  /// from `y0 == 8`: `y(i) == y(i−1) + h(i−1) + 8`. Then a stay at 0 on every variable.
  private func stack(_ count: Int) -> (LayoutSolver, [LayoutVariable], [LayoutVariable], [LayoutConstraintID])
  {
    let solver = LayoutSolver()
    let ys = (0..<count).map { _ in solver.makeVariable() }
    let hs = (0..<count).map { _ in solver.makeVariable() }
    _ = solver.add(LayoutExpression(ys[0], constant: -8), .equal, priority: 1000)
    var hugging: [LayoutConstraintID] = []
    for index in 0..<count {
      if index > 0 {
        _ = solver.add(
          LayoutExpression(terms: [(ys[index], 1), (ys[index - 1], -1), (hs[index - 1], -1)], constant: -8),
          .equal, priority: 1000)
      }
      _ = solver.add(LayoutExpression(hs[index], constant: -34), .greaterThanOrEqual, priority: 750)
      if let id = addedID(
        solver.add(LayoutExpression(hs[index], constant: -34), .lessThanOrEqual, priority: 250))
      {
        hugging.append(id)
      }
      _ = solver.add(LayoutExpression(hs[index]), .greaterThanOrEqual, priority: 1000)
    }
    for (y, h) in zip(ys, hs) {
      solver.setStay(y, at: 0)
      solver.setStay(h, at: 0)
    }
    return (solver, ys, hs, hugging)
  }

  @Test func aStackHeldByContentPrioritiesLeavesItsStaysOut() {
    let count = 200
    let (solver, ys, hs, _) = stack(count)
    for index in 0..<count {
      #expect(solver.value(of: ys[index]) == Double(8 + 42 * index))
      #expect(solver.value(of: hs[index]) == 34)
    }
    // Every height is held at 34 by its two content priorities, so every position is held too:
    // no stay goes in.
    #expect(solver.tableau.settledStayList.count + solver.tableau.skippedStayList.count == 2 * count)
    #expect(solver.tableau.stays.allSatisfy { $0 == nil })
    #expect(solver.ambiguousVariables(ys + hs).allSatisfy { !$0 })
    #expect(solver.consistencyProblems().isEmpty)
  }

  /// Two views. Moving the first view's hugging from `h ≤ 34` to `h ≤ 60` leaves its height
  /// anywhere in [34, 60] at no cost to any caller priority: the optimum no longer holds it, so
  /// its stay (at 50) goes back in and decides, and the second view follows: y1 = 8 + 50 + 8.
  @Test func aVariableTheOptimumStopsHoldingGetsItsStayBack() {
    let solver = LayoutSolver()
    let y0 = solver.makeVariable()
    let h0 = solver.makeVariable()
    let y1 = solver.makeVariable()
    _ = solver.add(LayoutExpression(y0, constant: -8), .equal, priority: 1000)
    _ = solver.add(LayoutExpression(h0, constant: -34), .greaterThanOrEqual, priority: 750)
    guard
      let hugging = addedID(
        solver.add(LayoutExpression(h0, constant: -34), .lessThanOrEqual, priority: 250))
    else { return }
    _ = solver.add(
      LayoutExpression(terms: [(y1, 1), (y0, -1), (h0, -1)], constant: -8), .equal, priority: 1000)
    solver.setStay(h0, at: 50)
    solver.setStay(y1, at: 0)
    #expect(solver.value(of: h0) == 34)
    #expect(solver.value(of: y1) == 50)
    #expect(!solver.isAmbiguous(h0))
    solver.setConstant(-60, of: hugging)
    #expect(solver.value(of: h0) == 50)
    #expect(solver.value(of: y1) == 66)
    #expect(solver.isAmbiguous(h0))
    #expect(solver.consistencyProblems().isEmpty)
  }
}
