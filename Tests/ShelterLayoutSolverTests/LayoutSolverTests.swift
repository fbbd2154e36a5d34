import ShelterLayoutSolver
import ShelterSupport
import ShelterTestSupport
import Testing

private func pin(_ variable: LayoutVariable, _ value: Double) -> LayoutExpression {
  LayoutExpression(variable, constant: -value)
}

private func difference(_ a: LayoutVariable, _ b: LayoutVariable, _ constant: Double = 0)
  -> LayoutExpression
{
  LayoutExpression(terms: [(a, 1), (b, -1)], constant: constant)
}

@discardableResult
private func mustAdd(
  _ solver: LayoutSolver, _ expression: LayoutExpression, _ relation: LayoutRelation,
  _ priority: Double
) -> LayoutConstraintID {
  guard case .added(let id) = solver.add(expression, relation, priority: priority) else {
    Issue.record("constraint unexpectedly refused")
    return LayoutConstraintID(index: -1)
  }
  return id
}

@Test func higherPriorityIsNeverOutvoted() {
  let solver = LayoutSolver()
  let x = solver.makeVariable()
  mustAdd(solver, pin(x, 0), .equal, 250)
  mustAdd(solver, pin(x, 0), .equal, 250)
  mustAdd(solver, pin(x, 10), .equal, 300)
  #expect(solver.value(of: x) == 10)
  #expect(!solver.isAmbiguous(x))
}

@Test func manyLowErrorsLoseToOneHigherError() {
  let solver = LayoutSolver()
  let x = solver.makeVariable()
  for _ in 0..<50 { mustAdd(solver, pin(x, 0), .equal, 250) }
  mustAdd(solver, pin(x, 10), .greaterThanOrEqual, 250.5)
  #expect(solver.value(of: x) == 10)
}

@Test func sameLevelMinimisesTotalAbsoluteError() {
  let solver = LayoutSolver()
  let x = solver.makeVariable()
  mustAdd(solver, pin(x, 0), .equal, 500)
  mustAdd(solver, pin(x, 0), .equal, 500)
  mustAdd(solver, pin(x, 10), .equal, 500)
  #expect(solver.value(of: x) == 0)
}

@Test func requiredBeatsOptional() {
  let solver = LayoutSolver()
  let x = solver.makeVariable()
  mustAdd(solver, pin(x, 100), .equal, 999)
  mustAdd(solver, pin(x, 40), .lessThanOrEqual, 1000)
  #expect(solver.value(of: x) == 40)
}

@Test func ambiguityFollowsTheConstraints() {
  let solver = LayoutSolver()
  let x = solver.makeVariable()
  let y = solver.makeVariable()
  let z = solver.makeVariable()
  mustAdd(solver, LayoutExpression(x), .greaterThanOrEqual, 1000)
  #expect(solver.isAmbiguous(x))
  mustAdd(solver, pin(z, 5), .equal, 1000)
  #expect(!solver.isAmbiguous(z))
  #expect(solver.value(of: z) == 5)
  mustAdd(solver, LayoutExpression(terms: [(x, 1), (y, 1)], constant: -10), .equal, 1000)
  #expect(solver.isAmbiguous(x))
  #expect(solver.isAmbiguous(y))
  mustAdd(solver, LayoutExpression(x), .lessThanOrEqual, 1000)
  #expect(!solver.isAmbiguous(x))
  #expect(!solver.isAmbiguous(y))
  #expect(solver.value(of: y) == 10)
}

@Test func staysResolveAmbiguityWithoutHidingIt() {
  let solver = LayoutSolver()
  let x = solver.makeVariable()
  let y = solver.makeVariable()
  mustAdd(solver, LayoutExpression(terms: [(x, 1), (y, 1)], constant: -10), .equal, 1000)
  solver.setStay(x, at: 3)
  #expect(solver.value(of: x) == 3)
  #expect(solver.value(of: y) == 7)
  #expect(solver.isAmbiguous(x))
  solver.setStay(x, at: 4)
  #expect(solver.value(of: x) == 4)
  #expect(solver.value(of: y) == 6)
  mustAdd(solver, pin(y, 1), .equal, 250)
  #expect(solver.value(of: y) == 1)
  #expect(solver.value(of: x) == 9)
  #expect(!solver.isAmbiguous(x))
  #expect(solver.constraintCount == 2)
}

@Test func contradictoryRequiredConstraintIsRefusedWithConflict() {
  let solver = LayoutSolver()
  let x = solver.makeVariable()
  let y = solver.makeVariable()
  let unrelated = mustAdd(solver, pin(y, 3), .equal, 1000)
  let low = mustAdd(solver, pin(x, 10), .lessThanOrEqual, 1000)
  mustAdd(solver, pin(x, 5), .equal, 500)
  let result = solver.add(pin(x, 20), .greaterThanOrEqual, priority: 1000)
  guard case .unsatisfiable(let conflict) = result else {
    Issue.record("expected refusal")
    return
  }
  #expect(conflict == [low])
  #expect(!conflict.contains(unrelated))
  #expect(solver.value(of: x) == 5)
  #expect(solver.constraintCount == 3)
  solver.remove(low)
  mustAdd(solver, pin(x, 20), .greaterThanOrEqual, 1000)
  #expect(solver.value(of: x) == 20)
}

@Test func requiredCycleIsRefusedNotFatal() {
  let solver = LayoutSolver()
  let a = solver.makeVariable()
  let b = solver.makeVariable()
  let first = mustAdd(solver, difference(a, b, -1), .equal, 1000)
  let result = solver.add(difference(b, a), .equal, priority: 1000)
  guard case .unsatisfiable(let conflict) = result else {
    Issue.record("expected refusal")
    return
  }
  #expect(conflict == [first])
  #expect(solver.value(of: a) - solver.value(of: b) == 1)
}

@Test func redundantRequiredConstraintIsAccepted() {
  let solver = LayoutSolver()
  let x = solver.makeVariable()
  let first = mustAdd(solver, pin(x, 7), .equal, 1000)
  let second = mustAdd(solver, pin(x, 7), .equal, 1000)
  #expect(solver.value(of: x) == 7)
  solver.remove(first)
  #expect(solver.value(of: x) == 7)
  solver.setConstant(-9, of: second)
  #expect(solver.value(of: x) == 9)
}

@Test func refusedConstraintLeavesValuesBitIdentical() {
  let solver = LayoutSolver()
  let vars = (0..<6).map { _ in solver.makeVariable() }
  mustAdd(solver, LayoutExpression(vars[0]), .greaterThanOrEqual, 1000)
  for index in 1..<6 {
    mustAdd(solver, difference(vars[index], vars[index - 1], -3), .greaterThanOrEqual, 1000)
    mustAdd(solver, pin(vars[index], Double(index)), .equal, 500)
  }
  mustAdd(solver, pin(vars[5], 40), .lessThanOrEqual, 1000)
  let before = vars.map { solver.value(of: $0) }
  let result = solver.add(pin(vars[5], 12), .lessThanOrEqual, priority: 1000)
  guard case .unsatisfiable(let conflict) = result else {
    Issue.record("expected refusal")
    return
  }
  #expect(conflict.count == 6)
  #expect(vars.map { solver.value(of: $0) } == before)
}

@Test func requiredEditThatCannotHoldIsUndone() {
  let solver = LayoutSolver()
  let x = solver.makeVariable()
  let floor = mustAdd(solver, pin(x, 10), .greaterThanOrEqual, 1000)
  let ceiling = mustAdd(solver, pin(x, 50), .lessThanOrEqual, 1000)
  mustAdd(solver, pin(x, 30), .equal, 750)
  #expect(solver.value(of: x) == 30)
  guard case .unsatisfiable(let conflict) = solver.setConstant(-5, of: ceiling) else {
    Issue.record("expected refusal")
    return
  }
  #expect(conflict == [floor])
  #expect(solver.value(of: x) == 30)
  #expect(solver.constant(of: ceiling) == -50)
  solver.setConstant(-20, of: ceiling)
  #expect(solver.value(of: x) == 20)
}

@Test func constantEditsAreIncrementalAndExact() {
  let solver = LayoutSolver()
  let x = solver.makeVariable()
  let w = solver.makeVariable()
  let position = mustAdd(solver, pin(x, 20), .equal, 1000)
  let preferred = mustAdd(solver, pin(w, 300), .equal, 750)
  let minimum = mustAdd(solver, pin(w, 100), .greaterThanOrEqual, 1000)
  #expect(solver.value(of: w) == 300)
  solver.setConstant(-50, of: preferred)
  #expect(solver.value(of: w) == 100)
  solver.setConstant(-80, of: minimum)
  #expect(solver.value(of: w) == 80)
  solver.setConstant(-500, of: preferred)
  #expect(solver.value(of: w) == 500)
  solver.setConstant(-25, of: position)
  #expect(solver.value(of: x) == 25)
}

@Test func priorityChangesReorderLevels() {
  let solver = LayoutSolver()
  let x = solver.makeVariable()
  let left = mustAdd(solver, pin(x, 0), .equal, 250)
  mustAdd(solver, pin(x, 10), .equal, 300)
  #expect(solver.value(of: x) == 10)
  solver.setPriority(999.5, of: left)
  #expect(solver.value(of: x) == 0)
  solver.setPriority(1, of: left)
  #expect(solver.value(of: x) == 10)
}

@Test func removalRestoresTheRemainingOptimum() {
  let solver = LayoutSolver()
  let x = solver.makeVariable()
  let y = solver.makeVariable()
  mustAdd(solver, difference(y, x, -10), .equal, 1000)
  let strong = mustAdd(solver, pin(x, 5), .equal, 750)
  mustAdd(solver, pin(y, 100), .equal, 250)
  #expect(solver.value(of: y) == 15)
  solver.remove(strong)
  #expect(solver.value(of: y) == 100)
  #expect(solver.value(of: x) == 90)
  #expect(solver.constraintCount == 2)
}

@Test(.atScale) func longChainOfPinsIsLinearAndIterative() {
  let solver = LayoutSolver()
  let count = 100_000
  var variables = [solver.makeVariable()]
  let anchor = mustAdd(solver, pin(variables[0], 0), .equal, 1000)
  for index in 1..<count {
    let next = solver.makeVariable()
    mustAdd(solver, difference(next, variables[index - 1], -10), .equal, 1000)
    variables.append(next)
  }
  #expect(solver.value(of: variables[count - 1]) == Double(10 * (count - 1)))
  solver.setConstant(-5, of: anchor)
  #expect(solver.value(of: variables[count - 1]) == Double(10 * (count - 1) + 5))
  #expect(!solver.isAmbiguous(variables[count / 2]))
  mustAdd(solver, pin(variables[count - 1], 1_000_000_000), .equal, 500)
  #expect(solver.value(of: variables[count - 1]) == Double(10 * (count - 1) + 5))
}

@Test func unpinnedChainIsAmbiguousUntilAnchored() {
  let solver = LayoutSolver()
  var variables = [solver.makeVariable()]
  for index in 1..<1_000 {
    let next = solver.makeVariable()
    mustAdd(solver, difference(next, variables[index - 1], -10), .equal, 1000)
    variables.append(next)
  }
  #expect(solver.isAmbiguous(variables[999]))
  mustAdd(solver, pin(variables[999], 10_000), .equal, 1000)
  #expect(!solver.isAmbiguous(variables[0]))
  #expect(solver.value(of: variables[0]) == 10_000 - 9_990)
  #expect(solver.value(of: variables[500]) == 10_000 - 4_990)
}

@Test func identicalCallsGiveBitIdenticalValues() {
  func run() -> [UInt64] {
    let solver = LayoutSolver()
    var generator = SplitMix64(state: 42)
    let vars = (0..<8).map { _ in solver.makeVariable() }
    var ids: [LayoutConstraintID] = []
    for _ in 0..<40 {
      let a = vars[Int.random(in: 0..<8, using: &generator)]
      let b = vars[Int.random(in: 0..<8, using: &generator)]
      let expression = LayoutExpression(
        terms: [(a, 1), (b, -0.5)], constant: Double.random(in: -50...50, using: &generator))
      let priority = [1000, 750, 500, 250, 1][Int.random(in: 0..<5, using: &generator)]
      let relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][
        Int.random(in: 0..<3, using: &generator)]
      if case .added(let id) = solver.add(expression, relation, priority: Double(priority)) {
        ids.append(id)
      }
    }
    for variable in vars { solver.setStay(variable, at: 1.5) }
    for id in ids.prefix(10) { solver.remove(id) }
    return vars.map { solver.value(of: $0).bitPattern }
  }
  #expect(run() == run())
}

@Test func removingALinkInsideAReferencedChainKeepsTheRestExact() {
  let solver = LayoutSolver()
  let vars = (0..<6).map { _ in solver.makeVariable() }
  var links: [LayoutConstraintID] = []
  for index in 1..<6 {
    links.append(mustAdd(solver, difference(vars[index], vars[index - 1], -10), .equal, 1000))
  }
  mustAdd(solver, pin(vars[0], 0), .equal, 1000)
  mustAdd(solver, pin(vars[5], 70), .equal, 500)
  for variable in vars { solver.setStay(variable, at: 1) }
  #expect(solver.value(of: vars[5]) == 50)
  solver.remove(links[2])
  #expect(solver.consistencyProblems().isEmpty)
  #expect(solver.value(of: vars[2]) == 20)
  #expect(solver.value(of: vars[5]) == 70)
  #expect(solver.value(of: vars[3]) == 50)
  #expect(!solver.isAmbiguous(vars[3]))
  solver.remove(links[0])
  #expect(solver.consistencyProblems().isEmpty)
  #expect(solver.value(of: vars[1]) == 1)
  #expect(solver.value(of: vars[2]) == 11)
  #expect(solver.isAmbiguous(vars[2]))
}
