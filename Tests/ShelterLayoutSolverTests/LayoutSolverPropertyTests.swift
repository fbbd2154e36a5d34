import ShelterLayoutSolver
import ShelterSupport
import Testing

/// One random system mirrored in the sparse solver and the dense reference.
private struct Mirror {
  let variableCount: Int
  let solver: LayoutSolver
  let variables: [LayoutVariable]
  var live: [(id: LayoutConstraintID, constraint: ReferenceConstraint)] = []

  init(variableCount: Int) {
    let solver = LayoutSolver()
    self.variableCount = variableCount
    self.solver = solver
    variables = (0..<variableCount).map { _ in solver.makeVariable() }
  }

  func expression(_ constraint: ReferenceConstraint) -> LayoutExpression {
    var expression = LayoutExpression(constant: constraint.constant)
    for (index, coefficient) in constraint.coefficients.enumerated() where coefficient != 0 {
      expression.add(variables[index], coefficient)
    }
    return expression
  }

  var references: [ReferenceConstraint] { live.map(\.constraint) }

  func conflictIsMinimal(_ conflict: [LayoutConstraintID], with extra: ReferenceConstraint)
    -> Bool
  {
    let members = conflict.compactMap { id in live.first { $0.id == id }?.constraint }
    guard members.count == conflict.count,
      !ReferenceLayout.isFeasible(variableCount: variableCount, members + [extra])
    else { return false }
    for skipped in members.indices {
      var subset = members
      subset.remove(at: skipped)
      if !ReferenceLayout.isFeasible(variableCount: variableCount, subset + [extra]) {
        return false
      }
    }
    return true
  }

  mutating func add(_ constraint: ReferenceConstraint) {
    let result = solver.add(
      expression(constraint), constraint.relation, priority: constraint.priority)
    switch result {
    case .added(let id):
      #expect(
        ReferenceLayout.isFeasible(variableCount: variableCount, references + [constraint]),
        "accepted a required constraint the reference finds infeasible")
      live.append((id, constraint))
    case .unsatisfiable(let conflict):
      #expect(constraint.isRequired)
      #expect(
        !ReferenceLayout.isFeasible(variableCount: variableCount, references + [constraint]),
        "refused a constraint the reference can satisfy")
      #expect(conflictIsMinimal(conflict, with: constraint), "conflict not a minimal explanation")
    }
  }

  mutating func setConstant(at index: Int, _ constant: Double) {
    var edited = live[index].constraint
    edited.constant = constant
    var others = references
    others.remove(at: index)
    switch solver.setConstant(constant, of: live[index].id) {
    case .applied:
      #expect(ReferenceLayout.isFeasible(variableCount: variableCount, others + [edited]))
      live[index].constraint = edited
    case .unsatisfiable(let conflict):
      #expect(edited.isRequired)
      #expect(!ReferenceLayout.isFeasible(variableCount: variableCount, others + [edited]))
      var without = self
      without.live.remove(at: index)
      #expect(without.conflictIsMinimal(conflict, with: edited))
    }
  }

  /// Compares level optima on every level, and values wherever the reference pins them.
  func check(_ context: String) {
    let problems = solver.consistencyProblems()
    #expect(problems.isEmpty, "\(context): \(problems.prefix(5))")
    guard let reference = ReferenceLayout.solve(variableCount: variableCount, references) else {
      Issue.record("reference infeasible on an accepted system: \(context)")
      return
    }
    let values = variables.map { solver.value(of: $0) }
    for constraint in references where constraint.isRequired {
      #expect(constraint.error(values) < 1.0e-6, "required constraint violated: \(context)")
    }
    for (level, optimum) in reference.levelErrors {
      let total = references.filter { $0.priority == level }.reduce(0) { $0 + $1.error(values) }
      #expect(
        abs(total - optimum) < 1.0e-5, "level \(level) error \(total) ≠ \(optimum): \(context)")
    }
    for (index, unique) in reference.uniqueValues.enumerated() {
      guard let unique else {
        continue
      }
      #expect(
        abs(values[index] - unique) < 1.0e-5, "x\(index) \(values[index]) ≠ \(unique): \(context)")
      #expect(
        !solver.isAmbiguous(variables[index]), "x\(index) determined yet ambiguous: \(context)")
    }
    for (index, variable) in variables.enumerated() where solver.isAmbiguous(variable) {
      #expect(reference.uniqueValues[index] == nil, "x\(index) fixed yet ambiguous: \(context)")
    }
    #expect(
      solver.ambiguousVariables(variables) == variables.map { solver.isAmbiguous($0) },
      "batch ambiguity differs: \(context)")
  }
}

private func randomConstraint(variableCount: Int, using generator: inout SplitMix64)
  -> ReferenceConstraint
{
  var coefficients = [Double](repeating: 0, count: variableCount)
  let termCount = Int.random(in: 1...min(3, variableCount), using: &generator)
  for _ in 0..<termCount {
    coefficients[Int.random(in: 0..<variableCount, using: &generator)] =
      [-2, -1, 1, 1, 2][Int.random(in: 0..<5, using: &generator)]
  }
  let relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][
    Int.random(in: 0..<3, using: &generator)]
  let priority = [1000, 1000, 750, 500, 500, 250, 1][Int.random(in: 0..<7, using: &generator)]
  return ReferenceConstraint(
    coefficients: coefficients, constant: Double(Int.random(in: -10...10, using: &generator)),
    relation: relation, priority: Double(priority))
}

@Test(arguments: 0..<8)
func randomSystemsMatchTheReference(batch: Int) {
  var generator = SplitMix64(state: UInt64(batch) &* 7919 &+ 17)
  for trial in 0..<60 {
    let variableCount = Int.random(in: 1...4, using: &generator)
    var mirror = Mirror(variableCount: variableCount)
    let constraintCount = Int.random(in: 1...7, using: &generator)
    for _ in 0..<constraintCount {
      mirror.add(randomConstraint(variableCount: variableCount, using: &generator))
    }
    mirror.check("batch \(batch) trial \(trial) after adds")
    for step in 0..<6 where !mirror.live.isEmpty {
      let index = Int.random(in: 0..<mirror.live.count, using: &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        mirror.solver.remove(mirror.live[index].id)
        mirror.live.remove(at: index)
      case 1:
        mirror.setConstant(at: index, Double(Int.random(in: -10...10, using: &generator)))
      case 2 where !mirror.live[index].constraint.isRequired:
        let priority = Double([750, 500, 250, 1][Int.random(in: 0..<4, using: &generator)])
        mirror.solver.setPriority(priority, of: mirror.live[index].id)
        mirror.live[index].constraint.priority = priority
      default:
        mirror.add(randomConstraint(variableCount: variableCount, using: &generator))
      }
      mirror.check("batch \(batch) trial \(trial) step \(step)")
    }
  }
}

@Test(arguments: 0..<4)
func staysNeverChangeTheOptimum(batch: Int) {
  var generator = SplitMix64(state: UInt64(batch) &+ 1000)
  for trial in 0..<40 {
    let variableCount = Int.random(in: 1...4, using: &generator)
    var mirror = Mirror(variableCount: variableCount)
    for variable in mirror.variables {
      mirror.solver.setStay(variable, at: Double(Int.random(in: -20...20, using: &generator)))
    }
    for _ in 0..<Int.random(in: 1...6, using: &generator) {
      mirror.add(randomConstraint(variableCount: variableCount, using: &generator))
    }
    mirror.check("stays batch \(batch) trial \(trial)")
    for variable in mirror.variables {
      mirror.solver.setStay(variable, at: Double(Int.random(in: -20...20, using: &generator)))
    }
    mirror.check("stays batch \(batch) trial \(trial) moved")
  }
}

/// Difference constraints (`a·x[i] − b·x[j] + c`) over more variables, the shape Auto Layout
/// produces, with stays and every kind of edit interleaved.
@Test(arguments: 0..<6)
func largerLinkedSystemsMatchTheReference(batch: Int) {
  var generator = SplitMix64(state: UInt64(batch) &* 104_729 &+ 5)
  for trial in 0..<25 {
    let variableCount = Int.random(in: 4...7, using: &generator)
    var mirror = Mirror(variableCount: variableCount)
    if Bool.random(using: &generator) {
      for variable in mirror.variables {
        mirror.solver.setStay(variable, at: Double(Int.random(in: -30...30, using: &generator)))
      }
    }
    func linked(_ generator: inout SplitMix64) -> ReferenceConstraint {
      var constraint = randomConstraint(variableCount: variableCount, using: &generator)
      constraint.coefficients = [Double](repeating: 0, count: variableCount)
      let first = Int.random(in: 0..<variableCount, using: &generator)
      constraint.coefficients[first] = 1
      if Int.random(in: 0..<4, using: &generator) > 0 {
        let second = (first + Int.random(in: 1..<variableCount, using: &generator)) % variableCount
        constraint.coefficients[second] = [-1, -1, -2, 1][Int.random(in: 0..<4, using: &generator)]
      }
      constraint.constant = Double(Int.random(in: -40...40, using: &generator))
      return constraint
    }
    for _ in 0..<Int.random(in: 4...14, using: &generator) { mirror.add(linked(&generator)) }
    mirror.check("linked batch \(batch) trial \(trial)")
    for step in 0..<8 where !mirror.live.isEmpty {
      let index = Int.random(in: 0..<mirror.live.count, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0:
        mirror.solver.remove(mirror.live[index].id)
        mirror.live.remove(at: index)
      case 1, 2:
        mirror.setConstant(at: index, Double(Int.random(in: -40...40, using: &generator)))
      case 3:
        let variable = mirror.variables[Int.random(in: 0..<variableCount, using: &generator)]
        mirror.solver.setStay(variable, at: Double(Int.random(in: -30...30, using: &generator)))
      default:
        mirror.add(linked(&generator))
      }
      mirror.check("linked batch \(batch) trial \(trial) step \(step)")
    }
  }
}

/// Mostly-required systems, so refusals (and their conflict sets) are frequent.
@Test(arguments: 0..<4)
func refusalsMatchTheReferenceAndAreMinimal(batch: Int) {
  var generator = SplitMix64(state: UInt64(batch) &* 31 &+ 99)
  for trial in 0..<60 {
    let variableCount = Int.random(in: 1...4, using: &generator)
    var mirror = Mirror(variableCount: variableCount)
    for _ in 0..<Int.random(in: 3...9, using: &generator) {
      var constraint = randomConstraint(variableCount: variableCount, using: &generator)
      if Int.random(in: 0..<4, using: &generator) > 0 { constraint.priority = 1000 }
      mirror.add(constraint)
    }
    for _ in 0..<3 where !mirror.live.isEmpty {
      let index = Int.random(in: 0..<mirror.live.count, using: &generator)
      mirror.setConstant(at: index, Double(Int.random(in: -10...10, using: &generator)))
    }
    mirror.check("refusals batch \(batch) trial \(trial)")
  }
}
