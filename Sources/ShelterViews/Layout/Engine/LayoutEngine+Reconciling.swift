import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport
import ShelterValues

extension LayoutEngine {

  /// Brings the solver to the desired rows: removes what went, edits constants that changed, adds
  /// what is new (newest last), breaking constraints where required ones conflict.
  func reconcile(_ desired: [Desired], window: Window) {
    var wanted: Set<EntryKey> = []
    wanted.reserveCapacity(desired.count)
    for d in desired { wanted.insert(d.key) }
    for key in lastDesired where !wanted.contains(key) {
      if let entry = entries.removeValue(forKey: key), let id = entry.id { removeRow(id) }
    }
    lastDesired = desired.map(\.key)
    if solver.isPristine, addGeneratedLast(desired) { return }
    // Generated rows first, then user constraints in activation order, so a conflict meets the
    // newest user constraint last.
    let ordered = desired.enumerated().sorted { a, b in
      (a.element.order, a.offset) < (b.element.order, b.offset)
    }.map(\.element)
    for d in ordered {
      if var entry = entries[d.key] {
        if entry.row.expression.sameTerms(as: d.expression), entry.row.relation == d.relation,
          entry.row.priority == d.priority
        {
          guard entry.row.expression.constant != d.expression.constant else { continue }
          let before = entry.row.sourceConstant
          if let id = entry.id {
            editConstant(of: d, id: id, entry: entry, window: window)
            continue
          }
          entry.row = d
          // A broken constraint is tried again only when its own constant changed.
          if before == d.sourceConstant {
            entries[d.key] = entry
            continue
          }
          entries[d.key] = nil
        } else {
          if let id = entry.id { removeRow(id) }
          entries[d.key] = nil
        }
      }
      add(d, window: window)
    }
  }

  /// The first pass into an empty solver: the rows in the usual order (generated rows, then user
  /// constraints in activation order) but for `size >= 0` and content hugging, which come last
  /// (`entryStage`), so a constraint on a size (`child.width == parent.width`) still finds it
  /// fresh and enters by substitution. Where no
  /// required row conflicts, the rows and their optimum are those of the usual order; a conflict,
  /// whose outcome depends on the order, starts again on a new solver (the same variables) and
  /// returns `false`, so the caller adds in the usual order and breaks what that order breaks.
  func addGeneratedLast(_ desired: [Desired]) -> Bool {
    let ordered = desired.enumerated().sorted { a, b in
      (a.element.entryStage, a.element.order, a.offset) < (b.element.entryStage, b.element.order, b.offset)
    }.map(\.element)
    for d in ordered {
      guard entries[d.key] == nil,
        case .added(let id) = solver.add(d.expression.solverExpression, d.relation, priority: d.priority)
      else {
        let count = solver.variableCount
        solver = LayoutSolver()
        for _ in 0..<count { _ = solver.makeVariable() }
        entries.removeAll(keepingCapacity: true)
        keysByID.removeAll(keepingCapacity: true)
        return false
      }
      entries[d.key] = Entry(row: d, id: id, isBroken: false)
      keysByID[id] = d.key
    }
    return true
  }

  /// Gives the solver a row's new constant; a required edit that cannot hold takes the row out and
  /// adds it again through the conflict rule. Returns whether the edit held in place.
  @discardableResult
  func editConstant(of d: Desired, id: LayoutConstraintID, entry: Entry, window: Window) -> Bool {
    var entry = entry
    entry.row = d
    if case .applied = solver.setConstant(d.expression.constant, of: id) {
      entries[d.key] = entry
      return true
    }
    removeRow(id)
    entries[d.key] = nil
    add(d, window: window)
    return false
  }

  /// Adds one row; a required row that conflicts breaks the member of the mutually exclusive set
  /// ConstraintBreakRule chooses (the row itself or an older one, which leaves the solver).
  func add(_ d: Desired, window: Window) {
    var entry = Entry(row: d, id: nil, isBroken: false)
    while true {
      switch solver.add(d.expression.solverExpression, d.relation, priority: d.priority) {
      case .added(let id):
        entry.id = id
        entries[d.key] = entry
        keysByID[id] = d.key
        return
      case .unsatisfiable(let conflict):
        let others: [(key: EntryKey, value: Entry)] = conflict.compactMap { id in
          guard let key = keysByID[id], let entry = entries[key] else { return nil }
          return (key, entry)
        }
        let addresses = passAddresses ?? DebugAddresses(root: window)
        passAddresses = addresses
        let records = (others.map(\.value) + [entry]).map { described($0, addresses) }
        let choice = constraintToBreak(adding: entry, conflictingWith: others)
        guard choice.index < others.count, let id = others[choice.index].value.id else {
          entry.isBroken = true
          entries[d.key] = entry
          breaks.append(
            ConstraintBreak(conflict: records, broken: records[records.count - 1], reason: choice.reason))
          return
        }
        let victim = others[choice.index]
        removeRow(id)
        var broken = victim.value
        broken.id = nil
        broken.isBroken = true
        entries[victim.key] = broken
        breaks.append(
          ConstraintBreak(
            conflict: records, broken: described(victim.value, addresses), reason: choice.reason))
      }
    }
  }

  /// Which member of a conflict is broken: ConstraintBreakRule's choice (docs/explain.md), where
  /// the row being added is the newest member, last in the list.
  func constraintToBreak(adding entry: Entry, conflictingWith others: [(key: EntryKey, value: Entry)])
    -> (index: Int, reason: ConstraintBreakRule.Reason?)
  {
    let choice = ConstraintBreakRule.victim(of: (others.map(\.value) + [entry]).map { $0.row.ruleMember })
    return (choice.index, choice.reason)
  }

  /// A row's record with UIKit's description of it filled in.
  func described(_ entry: Entry, _ addresses: DebugAddresses) -> ConstraintRecord {
    var record = entry.row.record
    switch entry.row.source {
    case .constraint(let constraint):
      record.uikitDescription = constraint.uikitDescription(addresses: addresses)
    case .autoresizing(let view, let row, let value):
      record.uikitDescription = Self.autoresizingDescription(
        view.value, row, value: value, addresses: addresses)
    case .nonNegative, .contentSize:
      break
    }
    return record
  }

  /// Takes a row out of the solver.
  func removeRow(_ id: LayoutConstraintID) {
    solver.remove(id)
    keysByID[id] = nil
  }

}

extension LayoutEngine.Desired {
  /// When a first pass adds the row (``LayoutEngine/addGeneratedLast(_:)``): 1 for `size >= 0`
  /// and content hugging (`size <= intrinsic`), after everything else; 0 otherwise. With hugging
  /// first a fillEqually stack's first pass grew ×74 for 4× items; compression resistance stays
  /// first, as moving it too made equal-centering stacks optimise far longer (docs/solver.md).
  var entryStage: Int {
    switch source {
    case .constraint, .autoresizing: return 0
    case .contentSize(_, let row, _, _): return row.isHugging ? 1 : 0
    case .nonNegative: return 1
    }
  }
}
