import Testing

@testable import ShelterLayoutSolver

/// Every row, column and per-symbol scalar of the symbols in use, bit for bit (the marks and value
/// caches aside, which only speed up reads). A refused constraint's own marker is made before the
/// tentative part and freed after it, so slots on the free list are left out.
private func snapshot(_ solver: LayoutSolver) -> [String] {
  let tableau = solver.tableau
  var lines: [String] = []
  for (index, symbol) in tableau.symbols.enumerated() where symbol.kind != .unused {
    lines.append(
      "\(index) \(symbol.kind) \(symbol.isBasic) \(symbol.isReferencing) \(symbol.component) "
        + "\(symbol.owner ?? -1) \(symbol.slot) \(symbol.constant.bitPattern) \(symbol.rank) "
        + "\(symbol.definitionOrder)")
    lines.append(
      "row "
        + tableau.rows[index].map { "\($0.symbol):\($0.coefficient.bitPattern):\($0.columnSlot)" }
        .joined(separator: " "))
    for column in [2 * index, 2 * index + 1] {
      lines.append(
        "column " + tableau.columns[column].map { "\($0.row):\($0.termSlot)" }.joined(separator: " "))
    }
  }
  return lines
}

/// The first line where two snapshots differ, or nil when they are equal.
private func firstDifference(_ after: [String], _ before: [String]) -> String? {
  for (index, line) in after.enumerated() where index >= before.count || line != before[index] {
    return "line \(index): \(line) ≠ \(index < before.count ? before[index] : "nothing")"
  }
  return after.count < before.count ? "missing \(before[after.count])" : nil
}

/// Views stacked 52 points apart below y = 8, each 44 tall, every variable held by a stay at 0 first
/// (as the layout engine does), so each pin comes in through phase one.
private func stayedChain(_ solver: LayoutSolver, count: Int) -> (
  tops: [LayoutVariable], heights: [LayoutConstraintID]
) {
  let tops = (0..<count).map { _ in solver.makeVariable() }
  let heights = (0..<count).map { _ in solver.makeVariable() }
  for variable in tops + heights { solver.setStay(variable, at: 0) }
  var heightPins: [LayoutConstraintID] = []
  for index in 0..<count {
    guard
      case .added(let pin) = solver.add(
        LayoutExpression(heights[index], constant: -44), .equal, priority: 1000)
    else {
      Issue.record("height refused")
      return (tops, heightPins)
    }
    heightPins.append(pin)
    let top =
      index == 0
      ? LayoutExpression(tops[0], constant: -8)
      : LayoutExpression(
        terms: [(tops[index], 1), (tops[index - 1], -1), (heights[index - 1], -1)], constant: -8)
    guard case .added = solver.add(top, .equal, priority: 1000) else {
      Issue.record("top refused")
      return (tops, heightPins)
    }
  }
  return (tops, heightPins)
}

@Test func refusedPinThroughPhaseOneLeavesTheTableauAsItWas() {
  let solver = LayoutSolver()
  let (tops, _) = stayedChain(solver, count: 5)
  #expect(solver.value(of: tops[4]) == 8 + 4 * 52)
  // Views below the chain, each at least 3 below the last and wanting to sit at 10·index.
  let free = (0..<6).map { _ in solver.makeVariable() }
  for variable in free { solver.setStay(variable, at: 0) }
  for (index, variable) in free.enumerated() {
    let above = index == 0 ? tops[4] : free[index - 1]
    let gap = LayoutExpression(terms: [(variable, 1), (above, -1)], constant: -3)
    guard case .added = solver.add(gap, .greaterThanOrEqual, priority: 1000),
      case .added = solver.add(
        LayoutExpression(variable, constant: -10 * Double(index)), .equal, priority: 500)
    else {
      Issue.record("setup refused")
      return
    }
  }
  guard
    case .added = solver.add(
      LayoutExpression(free[5], constant: -300), .lessThanOrEqual, priority: 1000)
  else {
    Issue.record("ceiling refused")
    return
  }
  let before = snapshot(solver)
  let values = (tops + free).map { solver.value(of: $0) }
  // The last free view sits at 216 + 6·3 = 234 under a required ceiling of 300: phase one moves
  // it up to the ceiling before finding that a required floor of 400 cannot hold.
  guard
    case .unsatisfiable = solver.add(
      LayoutExpression(free[5], constant: -400), .greaterThanOrEqual, priority: 1000)
  else {
    Issue.record("expected refusal")
    return
  }
  #expect(firstDifference(snapshot(solver), before) == nil)
  #expect(solver.consistencyProblems().isEmpty)
  #expect((tops + free).map { solver.value(of: $0) } == values)
  #expect(solver.value(of: free[5]) == 234)
}

@Test func refusedEditLeavesTheTableauAsItWas() {
  let solver = LayoutSolver()
  let (tops, heights) = stayedChain(solver, count: 5)
  guard case .added = solver.add(LayoutExpression(tops[4], constant: -500), .lessThanOrEqual, priority: 1000)
  else {
    Issue.record("ceiling refused")
    return
  }
  let before = snapshot(solver)
  // A second view 400 tall puts the fifth top at 8 + 52 + 408 + 52 + 52 = 572 > 500.
  guard case .unsatisfiable = solver.setConstant(-400, of: heights[1]) else {
    Issue.record("expected refusal")
    return
  }
  #expect(firstDifference(snapshot(solver), before) == nil)
  #expect(solver.consistencyProblems().isEmpty)
  solver.setConstant(-300, of: heights[1])
  #expect(solver.value(of: tops[4]) == 472)
}
