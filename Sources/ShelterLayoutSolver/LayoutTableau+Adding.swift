extension LayoutTableau {
  mutating func makeVariable() -> LayoutVariable {
    let component = makeComponent()
    let symbol = makeSymbol(.external, component: component)
    let variable = LayoutVariable(index: Int32(variableSymbols.count))
    variableSymbols.append(symbol)
    stays.append(nil)
    skippedStays.append(nil)
    return variable
  }

  @inline(__always)
  func symbol(of variable: LayoutVariable) -> Int32 {
    variableSymbols[Int(variable.index)]
  }

  /// Adds `expression RELATION 0` at `priority` (0 for stays). A required inequality joins the
  /// group of those with the same left-hand side (see `ParallelGroup`); anything else goes
  /// straight into the tableau.
  mutating func add(
    _ expression: LayoutExpression, _ relation: LayoutRelation, priority: Double, isStay: Bool
  ) -> LayoutAddResult {
    precondition(expression.constant.isFinite, "LayoutSolver: non-finite constant")
    precondition(
      isStay || (priority > 0 && priority <= Self.requiredPriority),
      "LayoutSolver: priority must be in (0, 1000]")
    if !isStay && relation != .equal && priority >= Self.requiredPriority,
      let key = parallelKey(expression, relation)
    {
      return addParallel(expression, relation, key: key)
    }
    return insert(
      expression, relation, priority: priority, isStay: isStay, id: Int32(constraints.count))
  }

  /// Puts a constraint into the tableau: builds its row over non-basic symbols, picks a subject,
  /// and re-optimises the component it joins. `id` is a new constraint's (the next index) or a
  /// waiting group member's coming in; `group` is the member's group.
  mutating func insert(
    _ expression: LayoutExpression, _ relation: LayoutRelation, priority: Double, isStay: Bool,
    id: Int32, group: ParallelGroupID? = nil
  ) -> LayoutAddResult {
    valueEpoch &+= 1
    if !isStay {
      undeterminedGeneration &+= 1
      settledFindingsLapse()
    }
    let required = priority >= Self.requiredPriority
    let sign: Double = relation == .lessThanOrEqual ? -1 : 1

    var joined: Int32?
    for term in expression.terms {
      precondition(term.coefficient.isFinite, "LayoutSolver: non-finite coefficient")
      precondition(
        term.variable.index >= 0 && Int(term.variable.index) < variableSymbols.count,
        "LayoutSolver: unknown variable")
      let other = self.component(ofSymbol: symbol(of: term.variable))
      joined = joined.map { merge($0, other) } ?? other
    }
    let component = joined ?? makeComponent()
    let level = required ? nil : levelRow(priority, in: component)

    let marker: Int32
    var other: Int32?
    switch (relation, required) {
    case (.equal, true):
      marker = makeSymbol(.dummy, component: component, owner: id)
    case (.equal, false):
      marker = makeSymbol(.error, component: component, owner: id)
      other = makeSymbol(.error, component: component, owner: id)
    case (_, true):
      marker = makeSymbol(.slack, component: component, owner: id)
    case (_, false):
      marker = makeSymbol(.slack, component: component, owner: id)
      other = makeSymbol(.error, component: component, owner: id)
    }
    let record = ConstraintRecord(
      expression: expression, relation: relation, priority: priority, marker: marker,
      other: other, isLive: true, isStay: isStay, group: group)

    let fresh = buildScratchRow(expression, sign: sign)
    switch (relation, required) {
    case (.equal, true):
      accumulate(marker, 1)
    default:
      accumulate(marker, -1)
      if let other { accumulate(other, 1) }
    }
    if scratchOverflows() {
      // Expanding definitions multiplied coefficients past what the tableau holds.
      let involved = scratchTerms.map(\.symbol)
      resetScratch(constant: 0)
      discardSymbols(marker, other)
      let first = failure == nil
      fail(.overflow, rows: involved)
      if first, Int(id) == constraints.count {
        // A new constraint's id is never given out: the next add takes it, so it names nothing.
        failure?.constraints.removeAll { $0.index == id }
        failure?.refused = expression
      }
      return .unsatisfiable(conflict: [])
    }
    compactScratch()

    var subject = fresh ?? externalSubject()
    if subject == nil {
      if scratchConstant < 0 { negateScratch() }
      for candidate in [marker, other].compactMap({ $0 }) where symbols[Int(candidate)].kind != .dummy {
        if scratchCoefficient(of: candidate) < 0 {
          subject = candidate
          break
        }
      }
    }
    if subject == nil { subject = feasibleRestrictedSubject() }
    if subject == nil && scratchTerms.allSatisfy({ symbols[Int($0.symbol)].kind == .dummy }) {
      if scratchConstant == 0 {
        subject = marker
      } else {
        let candidates = scratchTerms.compactMap { term -> Int32? in
          let owner = symbols[Int(term.symbol)].owner
          return owner != id ? owner : nil
        }
        resetScratch(constant: 0)
        discardSymbols(marker, other)
        return refuse(candidates: candidates, record: record, component: component)
      }
    }

    if let subject {
      insertScratchRow(subject: subject, component: component, referencing: fresh != nil)
    } else if let candidates = insertThroughArtificial(component: component, newID: id) {
      discardSymbols(marker, other)
      return refuse(candidates: candidates, record: record, component: component)
    }

    if let level {
      for error in record.errorSymbols {
        if symbols[Int(error)].isBasic {
          let terms = rows[Int(error)]
          addScaled(into: level, terms: terms, constant: symbols[Int(error)].constant, factor: 1)
        } else {
          addCoefficient(1, of: error, in: level)
        }
      }
    }
    if Int(id) == constraints.count {
      constraints.append(record)
      if !isStay { liveConstraintCount += 1 }
    } else {
      constraints[Int(id)] = record
    }
    optimize(component: component)
    return .added(LayoutConstraintID(index: id))
  }

  /// Fills the scratch row with `sign · expression`. When a variable of the expression appears
  /// nowhere yet, it becomes the subject and basic variables stay as references (O(terms));
  /// otherwise basic variables are expanded. Returns that fresh subject, if any: one whose
  /// coefficient divides exactly (a power of two, as ±1 is) before one whose does not, so
  /// `x == 1e9·y` defines x as 1e9·y rather than y as a rounded 1e-9·x; then highest-numbered.
  mutating func buildScratchRow(_ expression: LayoutExpression, sign: Double) -> Int32? {
    pendingOrder = nil
    resetScratch(constant: sign * expression.constant)
    for term in expression.terms {
      accumulate(symbol(of: term.variable), sign * term.coefficient)
    }
    var fresh: Int32?
    var freshDividesExactly = false
    for (index, term) in scratchTerms.enumerated() {
      let s = Int(term.symbol)
      guard !symbols[s].isBasic, abs(term.coefficient) > Self.epsilon * scratchScales[index],
        columns[2 * s].isEmpty, columns[2 * s + 1].isEmpty
      else { continue }
      let dividesExactly = term.coefficient.significand == 1
      if let fresh, freshDividesExactly != dividesExactly ? freshDividesExactly : fresh > term.symbol {
        continue
      }
      fresh = term.symbol
      freshDividesExactly = dividesExactly
    }
    if fresh == nil {
      fresh = orderedSubject()
    } else if !freshDividesExactly, let ordered = orderedSubject() {
      // `x == 1e9·y` after `y` is defined: x, solved for as 1e9·y, divides exactly where the
      // fresh y would be a rounded 1e-9·x.
      if scratchCoefficient(of: ordered).significand == 1 {
        fresh = ordered
      } else {
        pendingOrder = nil
      }
    }
    if fresh == nil { expandScratchReferences() }
    return fresh
  }

  /// A subject for a row with no fresh variable that spares substituting it anywhere: the basic
  /// externals of the row are unfolded one level (each by its own row, references kept), and a
  /// non-basic external of the result qualifies when only other externals' definitions mention
  /// it and they were all defined after every definition the row references. The new definition
  /// takes an order between the two (`pendingOrder`), the definitions that mention it reference
  /// it, and references still run from later definitions to earlier ones, so none forms a loop.
  /// A chain pinned bottom-up costs each pin its own row this way. Fewest mentions first, then
  /// highest-numbered.
  mutating func orderedSubject() -> Int32? {
    pendingOrder = nil
    var index = 0
    let count = scratchTerms.count
    while index < count {
      let term = scratchTerms[index]
      if symbols[Int(term.symbol)].isBasic && term.coefficient != 0 {
        scratchTerms[index].coefficient = 0
        accumulateRow(of: term.symbol, term.coefficient)
      }
      index += 1
    }
    var lowest = Int64.min
    for (position, term) in scratchTerms.enumerated() where symbols[Int(term.symbol)].isBasic {
      guard abs(term.coefficient) > Self.epsilon * scratchScales[position] else { continue }
      lowest = max(lowest, symbols[Int(term.symbol)].definitionOrder)
    }
    var best: Int32?
    var bestCount = Int.max
    var bestHighest = Int64.max
    for (position, term) in scratchTerms.enumerated() {
      let s = Int(term.symbol)
      guard symbols[s].kind == .external, !symbols[s].isBasic,
        abs(term.coefficient) > Self.epsilon * scratchScales[position], columns[2 * s + 1].isEmpty
      else { continue }
      let column = columns[2 * s]
      if column.count > bestCount || (column.count == bestCount && term.symbol < best ?? -1) { continue }
      var highest = Int64.max
      var eligible = true
      for entry in column {
        guard symbols[Int(entry.row)].kind == .external else {
          eligible = false
          break
        }
        highest = min(highest, symbols[Int(entry.row)].definitionOrder)
      }
      guard eligible, highest != .max else { continue }
      let floor = lowest == .min ? highest - 2 * Self.orderStride : lowest
      guard highest - floor >= 2 else { continue }
      best = term.symbol
      bestCount = column.count
      bestHighest = highest
    }
    guard let best else { return nil }
    let floor = lowest == .min ? bestHighest - 2 * Self.orderStride : lowest
    pendingOrder = floor + (bestHighest - floor) / 2
    return best
  }

  /// The non-basic external whose substitution touches the fewest rows (newest on ties).
  func externalSubject() -> Int32? {
    var best: Int32?
    var bestCount = Int.max
    for term in scratchTerms where symbols[Int(term.symbol)].kind == .external {
      let count = columns[2 * Int(term.symbol)].count
      if count < bestCount || (count == bestCount && term.symbol > best ?? -1) {
        best = term.symbol
        bestCount = count
      }
    }
    return best
  }

  /// A non-basic slack or error already in the tableau that the scratch row (its constant made
  /// non-negative) can be solved for without leaving a bound: its coefficient is negative, so it
  /// takes the constant over the coefficient's size, and no restricted row mentions it, so
  /// substituting it rewrites only definitions of externals and objectives. Lowest-numbered on
  /// ties. Spares phase one a pin on a size an earlier `size >= 0` defined. A row whose constant
  /// is zero (`s₂ − s₁ = 0`: two gaps between inequalities made equal) holds at zero whichever
  /// side its subject is on, so when no negative coefficient qualifies a positive one does, the
  /// row negated.
  mutating func feasibleRestrictedSubject() -> Int32? {
    for negative in [true, false] where negative || scratchConstant == 0 {
      var best: Int32?
      for term in scratchTerms where (term.coefficient < 0) == negative && term.coefficient != 0 {
        let s = Int(term.symbol)
        let kind = symbols[s].kind
        guard kind == .slack || kind == .error, !symbols[s].isBasic, term.symbol < best ?? .max else {
          continue
        }
        if columns[2 * s].allSatisfy({ symbols[Int($0.row)].kind == .external }) { best = term.symbol }
      }
      if let best {
        if !negative {
          negateScratch()
          scratchConstant = 0
        }
        return best
      }
    }
    return nil
  }

  mutating func negateScratch() {
    scratchConstant = -scratchConstant
    for index in scratchTerms.indices { scratchTerms[index].coefficient.negate() }
  }

  func scratchCoefficient(of symbol: Int32) -> Double {
    for term in scratchTerms where term.symbol == symbol { return term.coefficient }
    return 0
  }

  /// Solves the scratch row for `subject`, installs it, and eliminates `subject` elsewhere.
  mutating func insertScratchRow(subject: Int32, component: Int32, referencing: Bool) {
    let s = Int(subject)
    let divisor = -scratchCoefficient(of: subject)
    touch(subject)
    symbols[s].isBasic = true
    symbols[s].constant = scratchConstant / divisor
    definitionCounter += Self.orderStride
    symbols[s].definitionOrder = definitionCounter
    var mentionsBasic = false
    for term in scratchTerms where term.symbol != subject {
      if symbols[Int(term.symbol)].isBasic { mentionsBasic = true }
      appendTerm(row: subject, symbol: term.symbol, coefficient: term.coefficient / divisor)
    }
    symbols[s].isReferencing = referencing && mentionsBasic
    if symbols[s].kind == .external { noteIfDetermined(subject) }
    resetScratch(constant: 0)
    if let order = pendingOrder {
      // Every row mentioning the subject is a later definition (`orderedSubject()`): each keeps
      // it as a reference.
      pendingOrder = nil
      symbols[s].definitionOrder = order
      for entry in columns[2 * s] {
        touch(entry.row)
        symbols[Int(entry.row)].isReferencing = true
      }
      return
    }
    if !columns[2 * s].isEmpty || !columns[2 * s + 1].isEmpty {
      // A slack solved for rewrites the definitions that held it (see
      // `feasibleRestrictedSubject`), which may leave them fixed.
      var rewritten: [Int32] = []
      if symbols[s].kind != .external {
        for entry in columns[2 * s] where symbols[Int(entry.row)].kind == .external {
          rewritten.append(entry.row)
        }
      }
      // A new external definition is over non-basic symbols only (it was expanded), so other
      // definitions may keep referencing it.
      substituteOut(
        subject, component: component,
        keepingDefinitions: symbols[s].kind == .external && !symbols[s].isReferencing)
      for row in rewritten { noteIfDetermined(row) }
    }
  }

  /// Adds the scratch row through an artificial variable and phase one. Returns the candidate
  /// conflict (after undoing everything) when the required constraints cannot all hold.
  mutating func insertThroughArtificial(component: Int32, newID: Int32) -> [Int32]? {
    beginJournal(component: component)
    let artificial = makeSymbol(.artificial, component: component)
    let phase = makeSymbol(.objective, component: component)
    symbols[Int(phase)].rank = .infinity
    symbols[Int(artificial)].isBasic = true
    symbols[Int(artificial)].constant = scratchConstant
    symbols[Int(phase)].constant = scratchConstant
    for term in scratchTerms {
      appendTerm(row: artificial, symbol: term.symbol, coefficient: term.coefficient)
      appendTerm(row: phase, symbol: term.symbol, coefficient: term.coefficient)
    }
    resetScratch(constant: 0)
    let bounded = optimizePhaseOne(phase: phase, component: component)
    if !bounded || symbols[Int(phase)].constant > 0 {
      var candidates: [Int32] = []
      for term in rows[Int(phase)] where term.coefficient != 0 {
        if let owner = symbols[Int(term.symbol)].owner, owner != newID { candidates.append(owner) }
      }
      rollbackJournal()
      return candidates
    }
    dropRow(phase)
    freeSymbol(phase)
    if symbols[Int(artificial)].isBasic {
      if rows[Int(artificial)].isEmpty {
        dropRow(artificial)
      } else {
        pivot(entering: artificialExit(artificial), leaving: artificial, component: component)
      }
    }
    removeColumn(artificial)
    freeSymbol(artificial)
    commitJournal()
    return nil
  }

  /// A symbol to swap a zero-valued basic artificial out for: nonnegative first, then externals,
  /// then dummies; lowest-numbered within a kind.
  func artificialExit(_ artificial: Int32) -> Int32 {
    var best: Int32 = -1
    var bestClass = Int.max
    for term in rows[Int(artificial)] {
      let kind = symbols[Int(term.symbol)].kind
      let rank = kind.isNonnegative ? 0 : (kind == .external ? 1 : 2)
      if rank < bestClass || (rank == bestClass && term.symbol < best) {
        best = term.symbol
        bestClass = rank
      }
    }
    return best
  }

  /// Frees the symbols created for a refused constraint (no row mentions them any more).
  mutating func discardSymbols(_ marker: Int32, _ other: Int32?) {
    for symbol in [marker, other].compactMap({ $0 }) {
      removeColumn(symbol)
      if symbols[Int(symbol)].isBasic { dropRow(symbol) }
      freeSymbol(symbol)
    }
  }
}
