// Growth rows for the solver's pathological inputs: offsets at the loader's limit, multipliers
// from 1e-9 to 1e9 in one chain, Chvátal's cycling example, and the memory a required edit
// leaves behind. Key for `--only`: solver-bounds.
import Foundation
import ShelterLayoutSolver

/// Adds a constraint the benchmark expects the solver to take.
private func added(
  _ solver: LayoutSolver, _ expression: LayoutExpression, _ relation: LayoutRelation = .equal,
  priority: Double = 1000
) -> LayoutConstraintID {
  guard case .added(let id) = solver.add(expression, relation, priority: priority) else {
    fatalError("a benchmark constraint was refused")
  }
  return id
}

/// `count` links `v[i] == v[i−1] ± 999999999` (signs alternating, so values stay within ±1e9),
/// the first pinned at 7, stays after; reads every value.
private func offsetChain(_ count: Int) {
  let solver = LayoutSolver()
  let v = (0...count).map { _ in solver.makeVariable() }
  _ = added(solver, LayoutExpression(v[0], constant: -7))
  for i in 1...count {
    let offset = i % 2 == 0 ? 999_999_999.0 : -999_999_999.0
    _ = added(solver, LayoutExpression(terms: [(v[i], 1), (v[i - 1], -1)], constant: offset))
  }
  for variable in v { solver.setStay(variable, at: 0) }
  blackHole(v.map { solver.value(of: $0) })
}

/// `count` links `v[i] == m·v[i−1] + 8`, m cycling through 1e9, 1e-9, 1e-3 and 1e3, added
/// bottom-up so each definition is expanded over the one below, with stays first.
private func mixedMultipliers(_ count: Int) {
  let solver = LayoutSolver()
  let v = (0...count).map { _ in solver.makeVariable() }
  for variable in v { solver.setStay(variable, at: 0) }
  let multipliers = [1e9, 1e-9, 1e-3, 1e3]
  for i in (1...count).reversed() {
    _ = added(
      solver, LayoutExpression(terms: [(v[i], 1), (v[i - 1], -multipliers[i % 4])], constant: -8))
  }
  _ = added(solver, LayoutExpression(v[0], constant: -8))
  blackHole(v.map { solver.value(of: $0) })
  precondition(solver.takeFailure() == nil, "the mixed chain failed")
}

/// `count` copies of Chvátal's cycling example (see `LayoutSolverBoundTests`), each its own group.
private func cyclingExamples(_ count: Int) {
  let solver = LayoutSolver()
  for _ in 0..<count {
    let x = (0..<4).map { _ in solver.makeVariable() }
    for variable in x { _ = added(solver, LayoutExpression(variable), .greaterThanOrEqual) }
    _ = added(
      solver, LayoutExpression(terms: [(x[0], 0.5), (x[1], -5.5), (x[2], -2.5), (x[3], 9)]),
      .lessThanOrEqual)
    _ = added(
      solver, LayoutExpression(terms: [(x[0], 0.5), (x[1], -1.5), (x[2], -0.5), (x[3], 1)]),
      .lessThanOrEqual)
    _ = added(solver, LayoutExpression(x[0], constant: -1), .lessThanOrEqual)
    _ = added(
      solver,
      LayoutExpression(terms: [(x[0], 10), (x[1], -57), (x[2], -9), (x[3], -24)], constant: -1000),
      .greaterThanOrEqual, priority: 500)
    for variable in x { solver.setStay(variable, at: 0) }
    precondition(solver.value(of: x[0]) == 1 && solver.value(of: x[2]) == 1, "not at the optimum")
  }
}

/// Heap bytes a chain of 100 pins holds after `edits` required edits of its first pin (each a
/// journaled operation), beyond what it held after one: memory an edit leaves behind.
private func editResidue(_ edits: Int) -> Double {
  let solver = LayoutSolver()
  let tops = (0..<100).map { _ in solver.makeVariable() }
  let first = added(solver, LayoutExpression(tops[0], constant: -8))
  for i in 1..<100 {
    _ = added(solver, LayoutExpression(terms: [(tops[i], 1), (tops[i - 1], -1)], constant: -52))
  }
  for variable in tops { solver.setStay(variable, at: 0) }
  solver.setConstant(-9, of: first)
  let before = heapBytes()
  for edit in 0..<edits { solver.setConstant(edit % 2 == 0 ? -8 : -9, of: first) }
  let after = heapBytes()
  blackHole(solver.value(of: tops[99]))
  return max(0, after - before)
}

@MainActor func runSolverBoundsBenchmarks() {
  let scale = quick ? 1 : 2
  reportGrowth(
    "solver, offsets of ±999999999 in a chain", unit: "links", sizes: (1_000 * scale, 4_000 * scale)
  ) {
    count in
    measure(units: 1, repetitions: 3) { offsetChain(count) }
  }
  reportGrowth(
    "solver, multipliers 1e9, 1e-9, 1e-3, 1e3 in a chain (bottom-up)", unit: "links",
    sizes: (1_000 * scale, 4_000 * scale)
  ) {
    count in
    measure(units: 1, repetitions: 3) { mixedMultipliers(count) }
  }
  reportGrowth("solver, Chvátal's cycling example", unit: "copies", sizes: (250 * scale, 1_000 * scale)) {
    count in
    measure(units: 1, repetitions: 3) { cyclingExamples(count) }
  }
  let small = 10_000 * scale
  let large = 4 * small
  let smallResidue = editResidue(small) / Double(small)
  let largeResidue = editResidue(large) / Double(large)
  report(
    Row(
      name: "solver, heap left per required edit (journaled)", size: "\(grouped(large)) edits",
      time: String(format: "%.2f B/edit", largeResidue),
      baseline: "\(grouped(small)) edits " + String(format: "%.2f B/edit", smallResidue), ratio: "—",
      target: "< 1 B/edit at both sizes", met: smallResidue < 1 && largeResidue < 1))
}
