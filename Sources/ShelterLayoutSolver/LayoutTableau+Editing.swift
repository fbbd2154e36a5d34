extension LayoutTableau {
  /// Replaces a constraint's constant in place: shifts the constants of the rows that carry its
  /// marker (the constraint's multiplier in each row) and repairs bounds with the dual simplex.
  /// A required edit that cannot hold is undone exactly and reported.
  mutating func setConstant(_ constant: Double, of id: Int32) -> LayoutEditResult {
    precondition(constant.isFinite, "LayoutSolver: non-finite constant")
    precondition(
      id >= 0 && Int(id) < constraints.count && constraints[Int(id)].isLive,
      "LayoutSolver: editing an unknown constraint")
    let record = constraints[Int(id)]
    if !record.isStay {
      // An edit moves only its own group's optimum: only that group's stays left out need judging.
      settledFindingsLapse(in: record.marker.map { component(ofSymbol: $0) })
    }
    if record.group != nil { return setParallelConstant(constant, of: id) }
    return setTableauConstant(constant, of: id)
  }

  /// `setConstant` on a constraint whose rows are in the tableau.
  mutating func setTableauConstant(_ constant: Double, of id: Int32) -> LayoutEditResult {
    let record = constraints[Int(id)]
    let delta = (constant - record.expression.constant) * record.expressionSign
    if delta == 0 { return .applied }
    guard let marker = record.marker else { preconditionFailure("LayoutSolver: edit of a row never added") }
    valueEpoch &+= 1
    let component = self.component(ofSymbol: marker)
    if record.isRequired { beginJournal(component: component) }
    let shift = delta * record.markerSign
    let m = Int(marker)
    if symbols[m].isBasic {
      touch(marker)
      symbols[m].constant = Self.sum(symbols[m].constant, -shift)
      noteFeasibility(marker, component: component)
    } else {
      for entry in columns[2 * m] {
        let row = entry.row
        touch(row)
        let coefficient = rows[Int(row)][Int(entry.termSlot)].coefficient
        symbols[Int(row)].constant = Self.sum(symbols[Int(row)].constant, coefficient * shift)
        noteFeasibility(row, component: component)
      }
      for entry in columns[2 * m + 1] {
        let row = entry.row
        touch(row)
        let coefficient = rows[Int(row)][Int(entry.termSlot)].coefficient
        symbols[Int(row)].constant = Self.sum(symbols[Int(row)].constant, coefficient * shift)
      }
    }
    if let proof = optimizeDual(component: component), record.isRequired {
      var candidates: [Int32] = []
      if let owner = symbols[Int(proof)].owner, owner != id { candidates.append(owner) }
      for term in rows[Int(proof)] {
        if let owner = symbols[Int(term.symbol)].owner, owner != id { candidates.append(owner) }
      }
      rollbackJournal()
      var edited = record
      edited.expression.constant = constant
      return .unsatisfiable(
        conflict: minimalConflict(candidates, with: edited, component: component))
    }
    // Re-prices what the dual pivots touched; normally finds nothing and empties the worklist.
    optimize(component: component)
    if record.isRequired { commitJournal() }
    constraints[Int(id)].expression.constant = constant
    return .applied
  }

  /// Moves an optional constraint's error costs to another priority level.
  mutating func setPriority(_ priority: Double, of id: Int32) {
    precondition(
      id >= 0 && Int(id) < constraints.count && constraints[Int(id)].isLive,
      "LayoutSolver: editing an unknown constraint")
    let record = constraints[Int(id)]
    precondition(
      !record.isRequired && priority > 0 && priority < Self.requiredPriority,
      "LayoutSolver: setPriority changes optional priorities only")
    if priority == record.priority { return }
    settledFindingsLapse()
    guard let marker = record.marker else { preconditionFailure("LayoutSolver: edit of a row never added") }
    valueEpoch &+= 1
    let component = self.component(ofSymbol: marker)
    let oldLevel = levelRow(record.priority, in: component)
    let newLevel = levelRow(priority, in: component)
    for error in record.errorSymbols {
      if symbols[Int(error)].isBasic {
        let terms = rows[Int(error)]
        let value = symbols[Int(error)].constant
        addScaled(into: oldLevel, terms: terms, constant: value, factor: -1)
        addScaled(into: newLevel, terms: terms, constant: value, factor: 1)
      } else {
        addCoefficient(-1, of: error, in: oldLevel)
        addCoefficient(1, of: error, in: newLevel)
      }
    }
    constraints[Int(id)].priority = priority
    optimize(component: component)
  }

  /// Holds `variable` at `value` below every caller priority; re-staying is an edit.
  mutating func setStay(_ variable: LayoutVariable, at value: Double) {
    let index = Int(variable.index)
    if let existing = stays[index] {
      _ = setConstant(-value, of: existing)
      return
    }
    if findDetermined(variableSymbols[index]) {
      if skippedStays[index] == nil { skippedStayList.append(variable.index) }
      skippedStays[index] = value
      return
    }
    if findSettled(variableSymbols[index]) {
      if skippedStays[index] == nil { settledStayList.append(variable.index) }
      skippedStays[index] = value
      return
    }
    let expression = LayoutExpression(variable, constant: -value)
    if case .added(let id) = add(expression, .equal, priority: Self.stayPriority, isStay: true) {
      stays[index] = id.index
    }
  }

  mutating func removeStay(_ variable: LayoutVariable) {
    let index = Int(variable.index)
    skippedStays[index] = nil
    guard let existing = stays[index] else { return }
    remove(existing)
    stays[index] = nil
  }
}

extension LayoutTableau {
  /// Whether a symbol is a basic external fixed by the required equalities alone, as last found.
  func isDetermined(_ symbol: Int32) -> Bool {
    let s = Int(symbol)
    return symbols[s].isBasic && symbols[s].determinedIn == determinedGeneration
  }

  /// Marks a just-defined basic external as fixed when its row holds nothing but dummies (pinned
  /// at zero) and externals already found fixed: no lower priority can move it, so a stay on it
  /// would only cost a row. Costs the length of its row.
  mutating func noteIfDetermined(_ symbol: Int32) {
    for term in rows[Int(symbol)] {
      let t = Int(term.symbol)
      if symbols[t].isBasic ? symbols[t].determinedIn != determinedGeneration : symbols[t].kind != .dummy {
        return
      }
    }
    symbols[Int(symbol)].determinedIn = determinedGeneration
  }

  /// Whether a symbol is a basic external fixed by the required equalities alone, found now:
  /// its row holds nothing but dummies and externals so fixed, judged through the definitions it
  /// references (iteratively, each once). A definition made before the ones it mentions (a chain
  /// written bottom-up) is not found fixed when it is made; this finds it when its stay comes.
  /// Findings either way are kept, so a pass's stays cost the definitions once in all.
  mutating func findDetermined(_ root: Int32) -> Bool {
    if isDetermined(root) { return true }
    if !isUndecided(root) { return false }
    judge(root, .determined)
    return isDetermined(root)
  }

  /// Whether the optimum of every caller priority holds a basic external at one value: its row
  /// holds nothing but dummies, non-basic slacks and errors that cost something above the stays
  /// (at the optimum each such one is zero on every optimal solution: raising it costs at the
  /// highest level where its reduced cost is not zero), and externals so held or fixed. A stay
  /// on such a variable changes nothing and would be a row spelled out over everything it
  /// depends on (a stack view's positions over every height above), so it is left out. The
  /// finding lapses at any change but a stay's (`settledGeneration`); stays only ever pivot on
  /// symbols that cost nothing above them, so they leave it true.
  mutating func findSettled(_ root: Int32) -> Bool {
    if findDetermined(root) { return true }
    if !isUnsettled(root) { return symbols[Int(root)].settledIn == settledGeneration }
    judge(root, .settled)
    return symbols[Int(root)].settledIn == settledGeneration
  }

  /// What `judge(_:_:)` finds of a basic external: that the required equalities alone fix it
  /// (`findDetermined(_:)`), or that the optimum of every caller priority holds it
  /// (`findSettled(_:)`).
  enum Finding {
    case determined, settled
  }

  /// Judges `root` and the definitions it references, each once and iteratively: a definition
  /// holds when every non-basic symbol of its row may stay where it is (a dummy; for `.settled`
  /// also a slack or error held at zero) and every basic one is found to hold. Findings either
  /// way are kept in the symbols for the current generation.
  mutating func judge(_ root: Int32, _ finding: Finding) {
    determinationStack.removeAll(keepingCapacity: true)
    determinationStack.append(root)
    while let top = determinationStack.last {
      let s = Int(top)
      if !isOpen(top, finding) {
        determinationStack.removeLast()
        continue
      }
      var ready = true
      var holds = true
      for term in rows[s] {
        let t = Int(term.symbol)
        if !symbols[t].isBasic {
          let kind = symbols[t].kind
          if kind == .dummy
            || (finding == .settled && kind.isNonnegative && isHeldAtZero(term.symbol))
          {
            continue
          }
          holds = false
          break
        }
        if symbols[t].determinedIn == determinedGeneration
          || (finding == .settled && symbols[t].settledIn == settledGeneration)
        {
          continue
        }
        if !isOpen(term.symbol, finding) {
          holds = false
          break
        }
        ready = false
        determinationStack.append(term.symbol)
      }
      if !holds {
        switch finding {
        case .determined: symbols[s].undeterminedIn = undeterminedGeneration
        case .settled: symbols[s].unsettledIn = settledGeneration
        }
        determinationStack.removeLast()
      } else if ready {
        switch finding {
        case .determined: symbols[s].determinedIn = determinedGeneration
        case .settled: symbols[s].settledIn = settledGeneration
        }
        determinationStack.removeLast()
      }
    }
  }

  /// A basic external `judge(_:_:)` has not yet found either way in the current generation.
  func isOpen(_ symbol: Int32, _ finding: Finding) -> Bool {
    finding == .determined ? isUndecided(symbol) : isUnsettled(symbol)
  }

  /// Whether a non-basic slack or error is zero on every optimal solution: it costs something
  /// above the stays, or a degenerate restricted row (at zero) falls as it rises and only such
  /// costly symbols could lift that row back (a content-hugging slack behind the compression
  /// row of the same size). Either way raising it makes some caller priority worse.
  func isHeldAtZero(_ symbol: Int32) -> Bool {
    if !isFreeOfCost(symbol) { return true }
    for entry in columns[2 * Int(symbol)] {
      let row = entry.row
      let kind = symbols[Int(row)].kind
      guard kind == .slack || kind == .error, symbols[Int(row)].constant == 0,
        rows[Int(row)][Int(entry.termSlot)].coefficient < 0
      else { continue }
      let blocked = rows[Int(row)].allSatisfy { term in
        let other = symbols[Int(term.symbol)].kind
        if term.symbol == symbol || other == .dummy { return true }
        guard other.isNonnegative else { return false }
        return term.coefficient < 0 || !isFreeOfCost(term.symbol)
      }
      if blocked { return true }
    }
    return false
  }

  /// A basic external not yet judged by `findSettled(_:)` in the current generation.
  func isUnsettled(_ symbol: Int32) -> Bool {
    let s = Int(symbol)
    return symbols[s].isBasic && symbols[s].kind == .external
      && symbols[s].determinedIn != determinedGeneration
      && symbols[s].settledIn != settledGeneration
      && symbols[s].unsettledIn != settledGeneration
  }

  /// Something other than a stay changed: what the optimum held may be free now, so the
  /// findings lapse and the stays they left out are judged again before the next value is read.
  /// With `component`, only that group changed (a constant edit): stays left out elsewhere stay
  /// out unjudged, as nothing there moved.
  mutating func settledFindingsLapse(in component: Int32? = nil) {
    settledGeneration &+= 1
    if settledStayList.isEmpty { return }
    settledStaysNeedChecking = true
    if let component {
      if !settledLapseIsGlobal { lapsedComponents.append(component) }
      if lapsedComponents.count > settledStayList.count {
        // Edits with no read between: judging every group's left-out stays costs no more than
        // remembering which groups, and keeps the list from growing with each edit.
        settledLapseIsGlobal = true
        lapsedComponents.removeAll()
      }
    } else {
      settledLapseIsGlobal = true
    }
  }

  /// A basic external whose fixedness is not yet known in the current generations.
  func isUndecided(_ symbol: Int32) -> Bool {
    let s = Int(symbol)
    return symbols[s].isBasic && symbols[s].kind == .external
      && symbols[s].determinedIn != determinedGeneration
      && symbols[s].undeterminedIn != undeterminedGeneration
  }

  /// A required equality went: what it fixed may be free now, so the findings lapse and the
  /// skipped stays go in before the next value is read.
  mutating func forgetDetermined() {
    determinedGeneration &+= 1
    undeterminedGeneration &+= 1
    if !skippedStayList.isEmpty { skippedStaysNeedAdding = true }
    settledFindingsLapse()
  }

  /// Adds the stays left out, each where its variable is not (or no longer known to be) fixed.
  mutating func addSkippedStays() {
    var list: [Int32] = []
    if skippedStaysNeedAdding {
      skippedStaysNeedAdding = false
      list = skippedStayList
      skippedStayList = []
    }
    if settledStaysNeedChecking {
      settledStaysNeedChecking = false
      if settledLapseIsGlobal {
        list += settledStayList
        settledStayList = []
      } else {
        let lapsed = Set(lapsedComponents.map { root(of: $0) })
        var kept: [Int32] = []
        for index in settledStayList {
          if lapsed.contains(component(ofSymbol: variableSymbols[Int(index)])) {
            list.append(index)
          } else {
            kept.append(index)
          }
        }
        settledStayList = kept
      }
      settledLapseIsGlobal = false
      lapsedComponents.removeAll()
    }
    for index in list {
      guard let value = skippedStays[Int(index)] else { continue }
      skippedStays[Int(index)] = nil
      setStay(LayoutVariable(index: index), at: value)
    }
  }
}
