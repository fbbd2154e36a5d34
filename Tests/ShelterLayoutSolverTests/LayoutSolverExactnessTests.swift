import ShelterLayoutSolver
import Testing

/// Multipliers from 1e-9 to 1e9 and values up to 1e18: no tolerance is absolute, so a coefficient
/// of 1e-9 is a coefficient, a required bound reached through a 1e9 multiplier holds, and every
/// value that a `Double` holds exactly comes out exactly.
@Suite struct LayoutSolverExactnessTests {
  /// `b == a − 999999999` with `a == k`: b is k − 999,999,999 (integers below 2^53 are exact),
  /// stays given before the constraints or after them, as the engine does.
  @Test(arguments: 0...7) func anOffsetNearTheLimitKeepsEveryPoint(k: Int) {
    for staysFirst in [true, false] {
      let solver = LayoutSolver()
      let a = solver.makeVariable()
      let b = solver.makeVariable()
      if staysFirst { for v in [a, b] { solver.setStay(v, at: 0) } }
      _ = addedID(
        solver.add(
          LayoutExpression(terms: [(b, 1), (a, -1)], constant: 999_999_999), .equal, priority: 1000))
      _ = addedID(solver.add(LayoutExpression(a, constant: -Double(k)), .equal, priority: 1000))
      if !staysFirst { for v in [a, b] { solver.setStay(v, at: 0) } }
      #expect(solver.value(of: a) == Double(k))
      #expect(solver.value(of: b) == Double(k) - 999_999_999)
    }
  }

  /// `x == 1e9·y`, `y == 1e9`: x is 1e9 · 1e9 = 1e18, which a `Double` holds exactly
  /// (1e18 = 2^18 · 5^18 and 5^18 < 2^53). Before, the pin went through phase one, whose
  /// absolute tolerance took the 1e-9 coefficients for zero and refused it: both read 0.
  @Test func aRequiredValueAt1e18IsKept() {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    _ = addedID(solver.add(LayoutExpression(terms: [(x, 1), (y, -1e9)]), .equal, priority: 1000))
    _ = addedID(solver.add(LayoutExpression(y, constant: -1e9), .equal, priority: 1000))
    for v in [x, y] { solver.setStay(v, at: 0) }
    #expect(solver.value(of: y) == 1e9)
    #expect(solver.value(of: x) == 1e18)
    #expect(solver.takeFailure() == nil)
  }

  /// The same with `y >= 1e9` and stays at 0 given first: the stay pulls y down to its bound,
  /// 1e9, and x follows to 1e18 (within one ulp of 1e18, 128: the stays make the solver divide by
  /// 1e9 on the way). Before, the bound was dropped and both read 0.
  @Test func aRequiredBoundAt1e9HoldsUnderA1e9Multiplier() {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    for v in [x, y] { solver.setStay(v, at: 0) }
    _ = addedID(solver.add(LayoutExpression(terms: [(x, 1), (y, -1e9)]), .equal, priority: 1000))
    _ = addedID(solver.add(LayoutExpression(y, constant: -1e9), .greaterThanOrEqual, priority: 1000))
    #expect(solver.value(of: y) >= 1e9)
    #expect(abs(solver.value(of: y) - 1e9) <= (1e9).ulp)
    #expect(abs(solver.value(of: x) - 1e18) <= (1e18).ulp)
  }

  /// `b == 1e-9·a` required, `b == 5` at 500, stays at 0 first: the 500 error is |1e-9·a − 5|,
  /// zero at a = 5 / 1e-9 = 5e9, which costs only stays. Before, a reduced cost of 1e-9 was under
  /// the absolute tolerance, so nothing moved: a and b read 0, the 500 error 5.
  @Test func aCoefficientOf1eMinus9IsNotNoise() {
    let solver = LayoutSolver()
    let a = solver.makeVariable()
    let b = solver.makeVariable()
    for v in [a, b] { solver.setStay(v, at: 0) }
    _ = addedID(solver.add(LayoutExpression(terms: [(b, 1), (a, -1e-9)]), .equal, priority: 1000))
    _ = addedID(solver.add(LayoutExpression(b, constant: -5), .equal, priority: 500))
    #expect(solver.value(of: b) == 5)
    #expect(solver.value(of: a) == 5e9)
  }

  /// `a == 1e9·b` and `b <= 5` required, `a == 1e10` at 500: b would be 10, past its bound, so
  /// b = 5 and a = 5e9 (the 500 error 5e9). Before, the ratio test skipped the bound's row
  /// (its coefficient 1e-9 under the absolute tolerance) and b read 10: a required bound broken.
  @Test func aRequiredBoundHoldsThroughA1e9Multiplier() {
    let solver = LayoutSolver()
    let a = solver.makeVariable()
    let b = solver.makeVariable()
    for v in [a, b] { solver.setStay(v, at: 0) }
    _ = addedID(solver.add(LayoutExpression(terms: [(a, 1), (b, -1e9)]), .equal, priority: 1000))
    _ = addedID(solver.add(LayoutExpression(b, constant: -5), .lessThanOrEqual, priority: 1000))
    _ = addedID(solver.add(LayoutExpression(a, constant: -1e10), .equal, priority: 500))
    #expect(solver.value(of: b) == 5)
    #expect(solver.value(of: a) == 5e9)
  }

  /// `w >= 1e-9` holds w at 1e-9 against its stay at 0, and `w == 0` then conflicts with it: a
  /// billionth of a point is a difference, not noise.
  @Test func aBoundOf1eMinus9IsABound() {
    let solver = LayoutSolver()
    let w = solver.makeVariable()
    solver.setStay(w, at: 0)
    guard
      let bound = addedID(
        solver.add(LayoutExpression(w, constant: -1e-9), .greaterThanOrEqual, priority: 1000))
    else { return }
    #expect(solver.value(of: w) == 1e-9)
    guard case .unsatisfiable(let conflict) = solver.add(LayoutExpression(w), .equal, priority: 1000)
    else {
      Issue.record("w == 0 accepted beside w >= 1e-9")
      return
    }
    #expect(conflict == [bound])
  }

  /// `v[i] == 1e9·v[i+1]` for i < 3, `v[3] == 1`: v = 1e27, 1e18, 1e9, 1. 1e27 is not a
  /// `Double`; 1e9 · 1e18 rounds once to the nearest one, which is `1e27` as written.
  @Test func aChainOfMultipliersMultipliesExactly() {
    let solver = LayoutSolver()
    let v = (0..<4).map { _ in solver.makeVariable() }
    for i in 0..<3 {
      _ = addedID(
        solver.add(LayoutExpression(terms: [(v[i], 1), (v[i + 1], -1e9)]), .equal, priority: 1000))
    }
    _ = addedID(solver.add(LayoutExpression(v[3], constant: -1), .equal, priority: 1000))
    for variable in v { solver.setStay(variable, at: 0) }
    #expect(v.map { solver.value(of: $0) } == [1e27, 1e18, 1e9, 1])
    #expect(solver.takeFailure() == nil)
  }
}
