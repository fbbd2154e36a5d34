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

  /// Ten views pinned in a chain (`top[i] == top[i−1] + 52`); inside one journal, `count` edits of
  /// the definition of `top[5]`, each adding `step(edit, coefficient)` to its first term's
  /// coefficient; then the journal is undone. Expects the chain restored bit for bit and consistent,
  /// and returns the longest the log grew.
  private func longestLogOfJournaledEdits(
    _ count: Int, step: (Int, Double) -> Double
  ) -> Int? {
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
      return nil
    }
    solver.tableau.beginJournal(component: solver.tableau.component(ofSymbol: row))
    var longest = 0
    for edit in 0..<count {
      solver.tableau.addCoefficient(step(edit, term.coefficient), of: term.symbol, in: row)
      longest = max(longest, solver.tableau.journal.changes.count)
    }
    solver.tableau.rollbackJournal()
    #expect(rowsAndColumns(solver.tableau) == before)
    #expect(solver.consistencyProblems().isEmpty)
    // 8 + 9 · 52 = 476.
    #expect(solver.value(of: tops[9]) == 476)
    return longest
  }

  /// 100,000 edits of the coefficient of the dummy the definition holds, set to 2 and back to 1,
  /// each a logged row edit. The log is compacted each time it passes twice what the last
  /// compaction left (at least 4,096), so it ends under 4,097 changes, where it held 100,000 before.
  @Test func repeatedEditsInOneJournalStayBounded() throws {
    let longest = try #require(longestLogOfJournaledEdits(100_000) { edit, _ in edit % 2 == 0 ? 1 : -1 })
    #expect(longest <= TableauJournal.minimumThreshold + 1)
  }

  /// Edits that cancel the definition's first term to nothing and append it again: each removal
  /// and append moves slots in the row and its column, the case a compaction must log before the
  /// change it makes, not after.
  @Test func cancellingAndAppendingAgainInOneJournalStaysBoundedAndUndoes() throws {
    // Even edits take the coefficient to zero (the term leaves the row), odd ones put it back.
    let longest = try #require(
      longestLogOfJournaledEdits(20_000) { edit, coefficient in edit % 2 == 0 ? -coefficient : coefficient })
    #expect(longest <= 2 * TableauJournal.minimumThreshold + 1)
  }
}
