import ShelterLayoutSolver
import Testing

/// An add refused on overflow never gets an id: its failure names it by its expression, not by
/// the index the next add takes.
@Suite struct LayoutSolverRefusedAddTests {
  /// Widths w0…w39 each `>= 0` (as the engine adds them, before the constraints), then links
  /// `w[i] == 1e9·w[i+1]` from the top. A link's row over the width k links below carries 1e9^k:
  /// the first 33 links keep every product within 1e9^33 = 1e297 < 1e300, so the refused link, if
  /// any, is the 34th (k = 33) or a later one.
  @Test func aRefusedAddIsNamedByItsExpression() {
    let solver = LayoutSolver()
    let w = (0..<40).map { _ in solver.makeVariable() }
    var bounds: [LayoutConstraintID] = []
    for variable in w {
      if case .added(let id) = solver.add(LayoutExpression(variable), .greaterThanOrEqual, priority: 1000) {
        bounds.append(id)
      }
    }
    var refused: (link: Int, expression: LayoutExpression)?
    var links: [LayoutConstraintID] = []
    for i in 0..<39 {
      let expression = LayoutExpression(terms: [(w[i], 1), (w[i + 1], -1e9)])
      switch solver.add(expression, .equal, priority: 1000) {
      case .added(let id): links.append(id)
      case .unsatisfiable(let conflict):
        #expect(conflict.isEmpty)
        refused = (i, expression)
      }
      if refused != nil { break }
    }
    guard let refused else {
      Issue.record("no link was refused")
      return
    }
    #expect(refused.link >= 33)
    // The next add takes the index the refused one would have had.
    guard case .added(let next) = solver.add(LayoutExpression(w[39]), .equal, priority: 1000) else {
      Issue.record("w39 == 0 was refused")
      return
    }
    let failure = solver.takeFailure()
    #expect(failure?.reason == .overflow)
    #expect(failure?.refused == refused.expression)
    #expect(failure.map { !$0.constraints.contains(next) } == true)
    // What it names besides are the links and bounds whose rows were being combined.
    #expect(failure.map { Set($0.constraints).isSubset(of: links + bounds) } == true)
    #expect(solver.consistencyProblems().isEmpty)
  }
}
