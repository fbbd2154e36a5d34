import ShelterLayoutSolver
import Testing

/// Values read from the solver: within four ulps of a multiple of 1/1024 (below 2²²) they read as
/// that multiple, so rounding from the order rows came in does not show; others read as computed.
@Suite struct LayoutSolverSnappingTests {
  @Test func oneUlpBelowAWholePointReadsAsThePoint() {
    // 100 − 1 ulp (1.42e-14) prints as 99.99999999999999.
    #expect(LayoutSolver.snapped(100.nextDown) == 100)
    #expect(LayoutSolver.snapped(-(0.5.nextUp)) == -0.5)
    // 4 ulps above 1/1024 · 3 still reads as 3/1024.
    let third = 3.0 / 1024
    #expect(LayoutSolver.snapped(third + 4 * third.ulp) == third)
  }

  @Test func valuesAwayFromTheGridReadAsComputed() {
    // 100 / 3 is 33.33…, 1/3 of a point from any multiple of 1/1024 by far more than 4 ulps.
    #expect(LayoutSolver.snapped(100.0 / 3) == 100.0 / 3)
    #expect(LayoutSolver.snapped(0.1) == 0.1)
    // 5 ulps off the grid is not rounding from a few substitutions.
    #expect(LayoutSolver.snapped(100 + 5 * 100.0.ulp) == 100 + 5 * 100.0.ulp)
    // Past 2²² a value reads as computed: 1e9 + 1 ulp (1.19e-7) stays.
    #expect(LayoutSolver.snapped(1e9.nextUp) == 1e9.nextUp)
  }
}
