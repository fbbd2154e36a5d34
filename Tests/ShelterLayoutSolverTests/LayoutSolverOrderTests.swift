import Testing

@testable import ShelterLayoutSolver

/// The order constraints arrive in must not change what a chain of pins costs. Written
/// bottom-up, each pin is solved for the view above, so a view's definition mentions one defined
/// later and cannot be found fixed when it is made; it is found fixed when its stay comes, and
/// the stay is left out. Values are worked out by hand: views 44 tall, 8 apart, the first at 8.
@Suite struct LayoutSolverOrderTests {
  /// `y(i) == y(i−1) + h(i−1) + 8` and `h(i) == 44` from the last view up, then `y0 == 8`,
  /// then `h ≥ 0` and a stay on every variable, as the engine adds them after the pins.
  private func bottomUpChain(_ count: Int) -> (LayoutSolver, [LayoutVariable], [LayoutVariable]) {
    let solver = LayoutSolver()
    let ys = (0..<count).map { _ in solver.makeVariable() }
    let hs = (0..<count).map { _ in solver.makeVariable() }
    for index in (0..<count).reversed() {
      if index > 0 {
        _ = solver.add(
          LayoutExpression(terms: [(ys[index], 1), (ys[index - 1], -1), (hs[index - 1], -1)], constant: -8),
          .equal, priority: 1000)
      }
      _ = solver.add(LayoutExpression(hs[index], constant: -44), .equal, priority: 1000)
    }
    _ = solver.add(LayoutExpression(ys[0], constant: -8), .equal, priority: 1000)
    for h in hs { _ = solver.add(LayoutExpression(h), .greaterThanOrEqual, priority: 1000) }
    for (y, h) in zip(ys, hs) {
      solver.setStay(y, at: 0)
      solver.setStay(h, at: 0)
    }
    return (solver, ys, hs)
  }

  @Test func aChainWrittenBottomUpLeavesEveryStayOut() {
    let count = 300
    let (solver, ys, hs) = bottomUpChain(count)
    for index in 0..<count {
      #expect(solver.value(of: ys[index]) == Double(8 + 52 * index))
      #expect(solver.value(of: hs[index]) == 44)
    }
    // Every variable is fixed by the pins, so no stay goes in: a stay there is a row spelled out
    // over the chain above its view, O(n²) terms in all.
    #expect(solver.tableau.skippedStayList.count == 2 * count)
    #expect(solver.tableau.stays.allSatisfy { $0 == nil })
    // Each pin is solved for a view it ties and keeps the other as a reference: a view's position,
    // its height and the height's bound are rows of a few terms, where spelling each position out
    // over the chain below it made rows as long as the chain (90,600 terms for these 300 views).
    let terms = solver.tableau.rows.reduce(0) { $0 + $1.count }
    #expect(terms <= 10 * count)
    #expect(solver.ambiguousVariables(ys + hs).allSatisfy { !$0 })
    #expect(solver.consistencyProblems().isEmpty)
  }

  /// `x == y + 10` leaves both free, so x's stay goes in; once `y == 3` pins y, the finding that
  /// x is free has lapsed, and y's stay is left out. x is 13, y is 3, neither ambiguous.
  @Test func aVariableFoundFreeIsJudgedAgainAfterAPinArrives() {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    _ = solver.add(LayoutExpression(terms: [(x, 1), (y, -1)], constant: -10), .equal, priority: 1000)
    solver.setStay(x, at: 0)
    #expect(solver.isAmbiguous(x))
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == -10)
    _ = solver.add(LayoutExpression(y, constant: -3), .equal, priority: 1000)
    solver.setStay(y, at: 0)
    #expect(solver.value(of: x) == 13)
    #expect(solver.value(of: y) == 3)
    #expect(solver.tableau.skippedStayList == [y.index])
    #expect(!solver.isAmbiguous(x))
    #expect(!solver.isAmbiguous(y))
    #expect(solver.consistencyProblems().isEmpty)
  }

  /// Removing the bottom-up chain's first pin frees every view: the stays left out go in and
  /// hold each variable at its stay (0), since every pin between views still holds relative
  /// positions, y0's stay wins at 0 and the others follow 52 apart.
  @Test func removingTheFirstPinOfABottomUpChainBringsTheStaysBack() {
    let solver = LayoutSolver()
    let ys = (0..<3).map { _ in solver.makeVariable() }
    _ = solver.add(LayoutExpression(terms: [(ys[2], 1), (ys[1], -1)], constant: -52), .equal, priority: 1000)
    _ = solver.add(LayoutExpression(terms: [(ys[1], 1), (ys[0], -1)], constant: -52), .equal, priority: 1000)
    guard let first = addedID(solver.add(LayoutExpression(ys[0], constant: -8), .equal, priority: 1000))
    else {
      return
    }
    for y in ys { solver.setStay(y, at: 0) }
    #expect(ys.map { solver.value(of: $0) } == [8, 60, 112])
    #expect(solver.tableau.skippedStayList.count == 3)
    solver.remove(first)
    // Three stays at 0 over y0, y0 + 52, y0 + 104: the sum of |errors| is least at y0 = −52
    // (the median of 0, −52, −104), so y is −52, 0, 52.
    #expect(ys.map { solver.value(of: $0) } == [-52, 0, 52])
    #expect(solver.consistencyProblems().isEmpty)
  }

  /// `x(i) == x(i−1) + 1` from a variable only a stay holds (at 0): every variable moves with the
  /// first, so all are ambiguous, and the stay puts them at 0, 1, 2, …. Pinning `x0 == 5` fixes
  /// them all at 5, 6, 7, …. The batch query expands each definition over the symbols that could
  /// move, not over every pin's dummy above it.
  @Test func aChainHangingOnOneStayIsAmbiguousAllTheWayDown() {
    let count = 300
    let solver = LayoutSolver()
    var xs = [solver.makeVariable()]
    solver.setStay(xs[0], at: 0)
    for index in 1..<count {
      xs.append(solver.makeVariable())
      _ = solver.add(
        LayoutExpression(terms: [(xs[index], 1), (xs[index - 1], -1)], constant: -1), .equal,
        priority: 1000)
    }
    #expect(solver.ambiguousVariables(xs).allSatisfy { $0 })
    #expect(xs.indices.allSatisfy { solver.value(of: xs[$0]) == Double($0) })
    _ = solver.add(LayoutExpression(xs[0], constant: -5), .equal, priority: 1000)
    #expect(solver.ambiguousVariables(xs).allSatisfy { !$0 })
    #expect(xs.indices.allSatisfy { solver.value(of: xs[$0]) == Double(5 + $0) })
    #expect(solver.consistencyProblems().isEmpty)
  }
}
