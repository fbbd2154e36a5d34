import ShelterLayoutSolver
import Testing

/// Equal gaps between spacing inequalities (a stack's equal spacing): the equality of two gaps
/// expands to `s₂ − s₁ = 0` over the inequalities' slacks and is solved for one of them.
@Suite struct LayoutSolverEqualGapTests {
  @Test func equalGapsBetweenSpacingInequalitiesSplitTheSpace() throws {
    let solver = LayoutSolver()
    let a = solver.makeVariable()
    let b = solver.makeVariable()
    let c = solver.makeVariable()
    func added(
      _ terms: [(LayoutVariable, Double)], _ constant: Double, _ relation: LayoutRelation, _ priority: Double
    )
      -> Bool
    {
      let expression = LayoutExpression(
        terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
      if case .added = solver.add(expression, relation, priority: priority) { return true }
      return false
    }
    #expect(added([(a, 1)], 0, .equal, 1000))  // a == 0
    #expect(added([(b, 1), (a, -1)], -8, .greaterThanOrEqual, 1000))  // b >= a + 8
    #expect(added([(c, 1), (b, -1)], -8, .greaterThanOrEqual, 1000))  // c >= b + 8
    // (b − a) == (c − b): both gaps are 8 plus their slack, so the row is s₁ − s₂ = 0.
    #expect(added([(b, 2), (a, -1), (c, -1)], 0, .equal, 1000))
    #expect(added([(c, 1)], -100, .equal, 500))  // c == 100 @500
    // c = 100 holds (nothing required stops it); the two gaps are equal, so b is halfway:
    // (0 + 100) / 2 = 50, and each gap 50 >= 8.
    #expect(solver.value(of: a) == 0)
    #expect(solver.value(of: b) == 50)
    #expect(solver.value(of: c) == 100)
    #expect(solver.consistencyProblems().isEmpty)
  }
}
