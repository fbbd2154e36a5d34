/// Required inequalities with the same left-hand side (`x ≥ 0`, `x ≥ 1`, … or `a − b ≥ 8`,
/// `a − b ≥ 12`) differ only in their bound, so the tightest implies all the others. Were they all
/// in the tableau, each would be a row in the columns of the symbols they share, and every pivot
/// on one of those symbols would rewrite every such row: n of them cost O(n²) to add. A group
/// keeps only its tightest member in the tableau and the others waiting in a heap, so a member's
/// add, edit or removal costs O(log n) plus the work of one row. The feasible set, and so the
/// solution, is the one all members give.
struct ParallelGroup {
  /// The member whose rows are in the tableau, if any.
  var active: Int32?
  /// Live members, active one included: bounds the heap's stale entries.
  var members = 0
  /// Waiting members as a min-heap on (bound, id). An entry is stale once its member is removed,
  /// comes in, or changes bound; stale entries are skipped when they surface.
  var waiting: [(bound: Double, id: Int32)] = []
}

/// Handle of a `ParallelGroup`: its index in `LayoutTableau.parallelGroups`.
struct ParallelGroupID: Hashable {
  var index: Int
}

/// A left-hand side: variable indices and coefficient bit patterns, variables ascending, after
/// turning `≤` into `≥`.
struct ParallelKey: Hashable {
  var words: [UInt64]
}

extension LayoutTableau {
  /// The group key of a required inequality, or `nil` when it has no terms or repeats a
  /// variable (its summed coefficients could cancel to noise, so it is left ungrouped).
  func parallelKey(_ expression: LayoutExpression, _ relation: LayoutRelation) -> ParallelKey? {
    if expression.terms.isEmpty { return nil }
    let sign: Double = relation == .lessThanOrEqual ? -1 : 1
    var pairs: [(Int32, Double)] = []
    pairs.reserveCapacity(expression.terms.count)
    for term in expression.terms {
      precondition(term.coefficient.isFinite, "LayoutSolver: non-finite coefficient")
      precondition(
        term.variable.index >= 0 && Int(term.variable.index) < variableSymbols.count,
        "LayoutSolver: unknown variable")
      if term.coefficient == 0 { continue }
      pairs.append((term.variable.index, sign * term.coefficient))
    }
    if pairs.isEmpty { return nil }
    if pairs.count > 1 { pairs.sort { $0.0 < $1.0 } }
    var words: [UInt64] = []
    words.reserveCapacity(2 * pairs.count)
    for (index, pair) in pairs.enumerated() {
      if index > 0 && pairs[index - 1].0 == pair.0 { return nil }
      words.append(UInt64(UInt32(bitPattern: pair.0)))
      words.append(pair.1.bitPattern)
    }
    return ParallelKey(words: words)
  }

  /// `sign · constant`: the member with the least bound is the tightest.
  func bound(of id: Int32) -> Double {
    let record = constraints[Int(id)]
    return record.expressionSign * record.expression.constant
  }

  /// Adds a required inequality to its group: it waits if the active member is at least as tight,
  /// else it goes into the tableau (where it can be refused) and the previous active one waits.
  mutating func addParallel(_ expression: LayoutExpression, _ relation: LayoutRelation, key: ParallelKey)
    -> LayoutAddResult
  {
    let id = Int32(constraints.count)
    let group: ParallelGroupID
    if let existing = parallelIndex[key] {
      group = existing
    } else {
      group = ParallelGroupID(index: parallelGroups.count)
      parallelGroups.append(ParallelGroup())
      parallelIndex[key] = group
    }
    let active = parallelGroups[group.index].active
    let sign: Double = relation == .lessThanOrEqual ? -1 : 1
    let bound = sign * expression.constant
    if let active, bound >= self.bound(of: active) {
      constraints.append(
        ConstraintRecord(
          expression: expression, relation: relation, priority: Self.requiredPriority, marker: nil,
          other: nil, isLive: true, isStay: false, group: group))
      liveConstraintCount += 1
      parallelGroups[group.index].members += 1
      pushWaiting(bound, id, in: group)
      return .added(LayoutConstraintID(index: id))
    }
    let result = insert(
      expression, relation, priority: Self.requiredPriority, isStay: false, id: id, group: group)
    if case .added = result {
      parallelGroups[group.index].members += 1
      takeOver(group, by: id)
    }
    return result
  }

  /// Makes `id`, just put into the tableau, its group's active member; the previous one waits.
  mutating func takeOver(_ group: ParallelGroupID, by id: Int32) {
    let previous = parallelGroups[group.index].active
    parallelGroups[group.index].active = id
    if let previous {
      detach(previous)
      pushWaiting(bound(of: previous), previous, in: group)
    }
  }

  /// `setConstant` on a group member: a waiting one comes in only when it becomes the tightest
  /// (and may then be refused); a loosened active one hands over to a tighter waiting one.
  mutating func setParallelConstant(_ constant: Double, of id: Int32) -> LayoutEditResult {
    let record = constraints[Int(id)]
    guard let group = record.group else { return setTableauConstant(constant, of: id) }
    let newBound = record.expressionSign * constant
    if record.marker == nil {
      if let active = parallelGroups[group.index].active, newBound >= bound(of: active) {
        constraints[Int(id)].expression.constant = constant
        pushWaiting(newBound, id, in: group)
        return .applied
      }
      var expression = record.expression
      expression.constant = constant
      let result = insert(
        expression, record.relation, priority: Self.requiredPriority, isStay: false, id: id,
        group: group)
      switch result {
      case .added:
        takeOver(group, by: id)
        return .applied
      case .unsatisfiable(let conflict):
        return .unsatisfiable(conflict: conflict)
      }
    }
    let oldBound = bound(of: id)
    let result = setTableauConstant(constant, of: id)
    if case .applied = result, newBound > oldBound {
      promoteWaiting(in: group, tighterThan: newBound)
    }
    return result
  }

  /// Brings in the tightest waiting member of `group` if its bound is below `limit`. It is
  /// implied by the constraint it replaces, so the tableau always takes it.
  mutating func promoteWaiting(in group: ParallelGroupID, tighterThan limit: Double) {
    while let top = parallelGroups[group.index].waiting.first {
      let record = constraints[Int(top.id)]
      guard record.isLive, record.marker == nil, bound(of: top.id) == top.bound else {
        popWaiting(in: group)
        continue
      }
      guard top.bound < limit else { return }
      popWaiting(in: group)
      let result = insert(
        record.expression, record.relation, priority: Self.requiredPriority, isStay: false,
        id: top.id, group: group)
      guard case .added = result else {
        preconditionFailure("LayoutSolver: an implied bound was refused")
      }
      takeOver(group, by: top.id)
      return
    }
  }

  mutating func pushWaiting(_ bound: Double, _ id: Int32, in group: ParallelGroupID) {
    let g = group.index
    if parallelGroups[g].waiting.count >= 2 * parallelGroups[g].members + 16 {
      // Edits leave stale entries behind; dropping them keeps the heap linear in the members.
      // An ascending array is a valid min-heap.
      var fresh = parallelGroups[g].waiting.filter { entry in
        let record = constraints[Int(entry.id)]
        return record.isLive && record.marker == nil && self.bound(of: entry.id) == entry.bound
      }
      fresh.sort { ($0.bound, $0.id) < ($1.bound, $1.id) }
      var kept = 0
      for entry in fresh where kept == 0 || fresh[kept - 1] != entry {
        fresh[kept] = entry
        kept += 1
      }
      fresh.removeLast(fresh.count - kept)
      parallelGroups[g].waiting = fresh
    }
    parallelGroups[g].waiting.append((bound, id))
    var child = parallelGroups[g].waiting.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      let a = parallelGroups[g].waiting[parent]
      let b = parallelGroups[g].waiting[child]
      if (a.bound, a.id) <= (b.bound, b.id) { break }
      parallelGroups[g].waiting.swapAt(parent, child)
      child = parent
    }
  }

  mutating func popWaiting(in group: ParallelGroupID) {
    let g = group.index
    let last = parallelGroups[g].waiting.removeLast()
    let count = parallelGroups[g].waiting.count
    if count == 0 { return }
    parallelGroups[g].waiting[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      if left >= count { break }
      var child = left
      let l = parallelGroups[g].waiting[left]
      if left + 1 < count {
        let r = parallelGroups[g].waiting[left + 1]
        if (r.bound, r.id) < (l.bound, l.id) { child = left + 1 }
      }
      let p = parallelGroups[g].waiting[parent]
      let c = parallelGroups[g].waiting[child]
      if (p.bound, p.id) <= (c.bound, c.id) { break }
      parallelGroups[g].waiting.swapAt(parent, child)
      parent = child
    }
  }
}
