import Testing

@testable import ShelterLayoutSolver

/// One journaled operation that edits the same rows again and again holds memory for the rows and
/// columns it touched, not for each edit, and still undoes every edit exactly.
@Suite struct LayoutSolverJournalMemoryTests {
  /// Rows and columns of a tableau as text, bit for bit.
  private func rowsAndColumns(_ tableau: LayoutTableau) -> [String] {
    tableau.rows.map {
      $0.map { "\($0.symbol):\($0.coefficient.bitPattern):\($0.columnSlot)" }.joined(separator: " ")
    }
      + tableau.columns.map { $0.map { "\($0.row):\($0.termSlot)" }.joined(separator: " ") }
  }

  /// Ten views pinned in a chain (`top[i] == top[i−1] + 52`), then, inside one journal, 100,000
  /// edits of one definition: its coefficient of the dummy it holds set to 2 and back to 1, each
  /// a logged row edit. The log is compacted each time it passes twice what the last compaction
  /// left (at least 4,096), so it ends under 4,097 changes, where it held 100,000 before; undoing
  /// restores every row and column as it was.
  @Test func repeatedEditsInOneJournalStayBounded() {
    let solver = LayoutSolver()
    let tops = (0..<10).map { _ in solver.makeVariable() }
    _ = addedID(solver.add(LayoutExpression(tops[0], constant: -8), .equal, priority: 1000))
    for index in 1..<10 {
      _ = addedID(
        solver.add(
          LayoutExpression(terms: [(tops[index], 1), (tops[index - 1], -1)], constant: -52), .equal,
          priority: 1000))
    }
    let before = rowsAndColumns(solver.tableau)
    let row = solver.tableau.symbol(of: tops[5])
    guard let term = solver.tableau.rows[Int(row)].first else {
      Issue.record("the definition is empty")
      return
    }
    solver.tableau.beginJournal(component: solver.tableau.component(ofSymbol: row))
    var longest = 0
    for edit in 0..<100_000 {
      solver.tableau.addCoefficient(edit % 2 == 0 ? 1 : -1, of: term.symbol, in: row)
      longest = max(longest, solver.tableau.journal.changes.count)
    }
    #expect(longest <= TableauJournal.minimumThreshold + 1)
    solver.tableau.rollbackJournal()
    #expect(rowsAndColumns(solver.tableau) == before)
    #expect(solver.consistencyProblems().isEmpty)
    // 8 + 9 · 52 = 476.
    #expect(solver.value(of: tops[9]) == 476)
  }

  /// The same ten views, with edits that cancel the definition's first term to nothing and append
  /// it again: each removal and append moves slots in the row and its column, the case a
  /// compaction must log before the change it makes, not after. Undoing restores the chain.
  @Test func cancellingAndAppendingAgainInOneJournalStaysBoundedAndUndoes() {
    let solver = LayoutSolver()
    let tops = (0..<10).map { _ in solver.makeVariable() }
    _ = addedID(solver.add(LayoutExpression(tops[0], constant: -8), .equal, priority: 1000))
    for index in 1..<10 {
      _ = addedID(
        solver.add(
          LayoutExpression(terms: [(tops[index], 1), (tops[index - 1], -1)], constant: -52), .equal,
          priority: 1000))
    }
    let before = rowsAndColumns(solver.tableau)
    let row = solver.tableau.symbol(of: tops[5])
    guard let term = solver.tableau.rows[Int(row)].first else {
      Issue.record("the definition is empty")
      return
    }
    solver.tableau.beginJournal(component: solver.tableau.component(ofSymbol: row))
    var longest = 0
    for edit in 0..<20_000 {
      // Even edits take the coefficient to zero (the term leaves the row), odd ones put it back.
      solver.tableau.addCoefficient(
        edit % 2 == 0 ? -term.coefficient : term.coefficient, of: term.symbol, in: row)
      longest = max(longest, solver.tableau.journal.changes.count)
    }
    #expect(longest <= 2 * TableauJournal.minimumThreshold + 1)
    solver.tableau.rollbackJournal()
    #expect(rowsAndColumns(solver.tableau) == before)
    #expect(solver.consistencyProblems().isEmpty)
    // 8 + 9 · 52 = 476.
    #expect(solver.value(of: tops[9]) == 476)
  }
}
