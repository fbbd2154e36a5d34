import ShelterLayoutSolver
import Testing

/// Constants at the edge of what the loader accepts (±1e9) keep every point: a difference of a
/// few points between two constants near 1e9 is exact in binary floating point (integers below
/// 2^53 are), so the solver must not round it away as cancellation noise.
@Suite struct LayoutSolverMagnitudeTests {
  /// `a == 1e9`, `b == a − (1e9 − k)`: b is k exactly, for every k from 1 to 7.
  @Test(arguments: 1...7) func aSmallDifferenceOfLargeConstantsKeepsItsPoints(k: Int) {
    let solver = LayoutSolver()
    let a = solver.makeVariable()
    let b = solver.makeVariable()
    _ = solver.add(LayoutExpression(a, constant: -1e9), .equal, priority: 1000)
    let offset = 1e9 - Double(k)
    let result = solver.add(
      LayoutExpression(terms: [(b, 1), (a, -1)], constant: offset), .equal, priority: 1000)
    guard addedID(result) != nil else { return }
    #expect(solver.value(of: b) == Double(k))
    #expect(solver.value(of: a) == 1e9)
  }

  /// The same with the pin made second, so b is defined first and `a` is substituted into it.
  @Test func theSameWhenTheLargePinComesLast() {
    let solver = LayoutSolver()
    let a = solver.makeVariable()
    let b = solver.makeVariable()
    _ = solver.add(
      LayoutExpression(terms: [(b, 1), (a, -1)], constant: 999_999_997), .equal, priority: 1000)
    _ = solver.add(LayoutExpression(a, constant: -1e9), .equal, priority: 1000)
    #expect(solver.value(of: b) == 3)
  }

  /// `a == 1e9` and `a == 1e9 − 1` cannot both hold: one point apart is a conflict at any
  /// magnitude, not rounding noise.
  @Test func requiredPinsOnePointApartNearTheLimitConflict() {
    let solver = LayoutSolver()
    let a = solver.makeVariable()
    guard let first = addedID(solver.add(LayoutExpression(a, constant: -1e9), .equal, priority: 1000)) else {
      return
    }
    let second = solver.add(LayoutExpression(a, constant: -(1e9 - 1)), .equal, priority: 1000)
    guard case .unsatisfiable(let conflict) = second else {
      Issue.record("second pin accepted")
      return
    }
    #expect(conflict == [first])
    #expect(solver.value(of: a) == 1e9)
  }

  /// An edit of a constant near 1e9 by one point moves what depends on it by one point.
  @Test func anEditOfOnePointNearTheLimitMovesByOnePoint() {
    let solver = LayoutSolver()
    let a = solver.makeVariable()
    let b = solver.makeVariable()
    guard let pin = addedID(solver.add(LayoutExpression(a, constant: -1e9), .equal, priority: 1000)) else {
      return
    }
    _ = solver.add(
      LayoutExpression(terms: [(b, 1), (a, -1)], constant: 999_999_995), .equal, priority: 1000)
    #expect(solver.value(of: b) == 5)
    _ = solver.setConstant(-(1e9 - 1), of: pin)
    #expect(solver.value(of: b) == 4)
    #expect(solver.value(of: a) == 999_999_999)
  }
}
