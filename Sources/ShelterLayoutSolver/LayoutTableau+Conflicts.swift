extension LayoutTableau {
  /// Largest candidate set that is shrunk to a minimal conflict by the deletion filter.
  static let minimizationLimit = 64

  mutating func refuse(candidates: [Int32], record: ConstraintRecord, component: Int32)
    -> LayoutAddResult
  {
    .unsatisfiable(conflict: minimalConflict(candidates, with: record, component: component))
  }

  /// Turns the tableau's explanation (constraints whose markers carry the infeasibility
  /// certificate) into a verified, and when small enough minimal, conflict with `record`.
  mutating func minimalConflict(
    _ candidates: [Int32], with record: ConstraintRecord, component: Int32
  ) -> [LayoutConstraintID] {
    guard explainsConflicts else { return [] }
    var conflict = Set(candidates.filter(isLiveRequired)).sorted()
    if !Self.isInfeasible(conflict.map { constraints[Int($0)] } + [record]) {
      let root = root(of: component)
      conflict = []
      for index in constraints.indices
      where isLiveRequired(Int32(index)) {
        if let marker = constraints[index].marker, self.component(ofSymbol: marker) == root {
          conflict.append(Int32(index))
        }
      }
    }
    if conflict.count <= Self.minimizationLimit {
      var index = 0
      while index < conflict.count {
        var trial = conflict
        trial.remove(at: index)
        if Self.isInfeasible(trial.map { constraints[Int($0)] } + [record]) {
          conflict = trial
        } else {
          index += 1
        }
      }
    }
    return conflict.map { LayoutConstraintID(index: $0) }
  }

  func isLiveRequired(_ id: Int32) -> Bool {
    let record = constraints[Int(id)]
    return record.isLive && record.isRequired && !record.isStay
  }

  /// Whether the records, all taken as required, cannot hold together (solved from scratch).
  static func isInfeasible(_ records: [ConstraintRecord]) -> Bool {
    var probe = LayoutTableau()
    probe.explainsConflicts = false
    var variables: [Int32: LayoutVariable] = [:]
    for record in records {
      var expression = LayoutExpression(constant: record.expression.constant)
      for term in record.expression.terms {
        let variable: LayoutVariable
        if let known = variables[term.variable.index] {
          variable = known
        } else {
          variable = probe.makeVariable()
          variables[term.variable.index] = variable
        }
        expression.add(variable, term.coefficient)
      }
      let result = probe.add(
        expression, record.relation, priority: requiredPriority, isStay: false)
      if case .unsatisfiable = result { return true }
    }
    return false
  }
}
