extension LayoutTableau {
  /// Degenerate pivots in a row (the objective does not move) after which entering symbols are
  /// chosen by Bland's rule, which cannot cycle, instead of by best cost, which can.
  static let degenerateRunLimit = 16

  /// Pivots one optimisation may take in a group of `size` symbols: the simplex needs a few per
  /// row in practice, so only a cycle (rounding can defeat Bland's rule) reaches this.
  static func pivotLimit(size: Int) -> Int { 256 + 16 * size }

  /// The pivot bound of the component's optimisations.
  func pivotLimit(component: Int32) -> Int {
    Self.pivotLimit(size: components[Int(component)].size)
  }

  /// Primal simplex on the component's lexicographic objective: enters the symbol whose reduced
  /// cost improves most at the highest level where any improves (best cost), and after
  /// `degenerateRunLimit` degenerate pivots in a row the lowest-numbered improving one (Bland's
  /// rule) until the objective moves again. Only symbols whose objective coefficients changed
  /// are re-priced. Past `pivotLimit(component:)` pivots it stops and records a failure.
  mutating func optimize(component: Int32) {
    let limit = pivotLimit(component: component)
    var pivots = 0
    var degenerateRun = 0
    while !halted {
      guard
        let next = nextEntering(
          component: component, lowestNumbered: degenerateRun >= Self.degenerateRunLimit),
        let leaving = leavingRow(entering: next.symbol, direction: next.direction)
      else { break }
      if pivots >= limit {
        fail(.pivotLimit(pivots: pivots), rows: [leaving, next.symbol])
        break
      }
      let degenerate = isDegenerate(leaving)
      guard pivot(entering: next.symbol, leaving: leaving, component: component) else { break }
      pivots += 1
      degenerateRun = degenerate ? degenerateRun + 1 : 0
    }
    if !components[Int(component)].infeasible.isEmpty { _ = optimizeDual(component: component) }
  }

  /// Whether pivoting on a leaving row moves nothing: its basic symbol is already at its bound.
  func isDegenerate(_ row: Int32) -> Bool {
    symbols[Int(row)].kind == .dummy || symbols[Int(row)].constant <= 0
  }

  /// The improving symbol among the component's re-pricing worklist with the best cost (highest
  /// level, then largest reduced cost there, then lowest-numbered), or with `lowestNumbered` the
  /// lowest-numbered one; and whether it should grow (+1) or shrink (-1). `nil` at the optimum.
  /// Non-improving entries leave the worklist.
  mutating func nextEntering(component: Int32, lowestNumbered: Bool = false)
    -> (symbol: Int32, direction: Double)?
  {
    let c = Int(component)
    if components[c].dirty.isEmpty { return nil }
    let generation = nextMarkGeneration()
    var worklist = components[c].dirty
    components[c].dirty = []
    var best: Int32 = -1
    var bestPrice = Price(direction: 0, priority: 0, cost: 0)
    var kept = 0
    for symbol in worklist {
      let s = Int(symbol)
      if symbols[s].mark == generation { continue }
      symbols[s].mark = generation
      if symbols[s].isBasic { continue }
      let price = self.price(of: symbol)
      if price.direction == 0 { continue }
      worklist[kept] = symbol
      kept += 1
      let better: Bool
      if best < 0 {
        better = true
      } else if lowestNumbered || price.priority == bestPrice.priority && price.cost == bestPrice.cost {
        better = symbol < best
      } else if price.priority != bestPrice.priority {
        better = price.priority > bestPrice.priority
      } else {
        better = price.cost > bestPrice.cost
      }
      if better {
        best = symbol
        bestPrice = price
      }
    }
    worklist.removeLast(worklist.count - kept)
    components[c].dirty = worklist
    return best < 0 ? nil : (best, bestPrice.direction)
  }

  /// How entering a symbol improves the objective: the sign of change that lowers it (0 when no
  /// move does), the highest level where its reduced cost is non-zero, and that cost's size.
  struct Price {
    var direction: Double
    var priority: Double
    var cost: Double
  }

  /// The symbol's `Price`, judged at the highest level where its reduced cost is non-zero.
  func price(of symbol: Int32) -> Price {
    let s = Int(symbol)
    var bestPriority = -Double.infinity
    var cost = 0.0
    for entry in columns[2 * s + 1] {
      let value = rows[Int(entry.row)][Int(entry.termSlot)].coefficient
      let priority = symbols[Int(entry.row)].rank
      if value != 0 && priority > bestPriority {
        bestPriority = priority
        cost = value
      }
    }
    let direction: Double
    switch symbols[s].kind {
    case .slack, .error: direction = cost < 0 ? 1 : 0
    case .external: direction = cost < 0 ? 1 : (cost > 0 ? -1 : 0)
    default: direction = 0
    }
    return Price(direction: direction, priority: bestPriority, cost: abs(cost))
  }

  /// Ratio test: the row whose basic symbol first hits its bound as `entering` moves in
  /// `direction`; ties go to the lowest-numbered basic symbol. `nil` when nothing blocks.
  func leavingRow(entering: Int32, direction: Double) -> Int32? {
    var best: Int32 = -1
    var bestRatio = Double.infinity
    for entry in columns[2 * Int(entering)] {
      let row = entry.row
      let rate = rows[Int(row)][Int(entry.termSlot)].coefficient * direction
      let ratio: Double
      switch symbols[Int(row)].kind {
      case .slack, .error, .artificial:
        guard rate < 0 else { continue }
        ratio = max(symbols[Int(row)].constant, 0) / -rate
      case .dummy:
        guard rate != 0 else { continue }
        ratio = 0
      default:
        continue
      }
      let tolerance = Self.epsilon * max(ratio, bestRatio == .infinity ? 0 : bestRatio)
      if best < 0 || ratio < bestRatio - tolerance {
        best = row
        bestRatio = ratio
      } else if ratio <= bestRatio + tolerance && row < best {
        best = row
      }
    }
    return best < 0 ? nil : best
  }

  /// Phase one for a required row with no feasible subject: minimises the artificial row `phase`
  /// alone, by best cost and after a run of degenerate pivots by Bland's rule, as `optimize`.
  /// Returns false if the objective is unbounded (numerically broken input) or the pivot bound
  /// or an overflow stopped it (`failure` says which).
  mutating func optimizePhaseOne(phase: Int32, component: Int32) -> Bool {
    let limit = pivotLimit(component: component)
    var pivots = 0
    var degenerateRun = 0
    while true {
      let lowestNumbered = degenerateRun >= Self.degenerateRunLimit
      var entering: Int32 = -1
      var direction = 0.0
      var bestCost = 0.0
      for term in rows[Int(phase)] where term.coefficient != 0 {
        let candidate: Double
        switch symbols[Int(term.symbol)].kind {
        case .slack, .error, .artificial: candidate = term.coefficient < 0 ? 1 : 0
        case .external: candidate = term.coefficient < 0 ? 1 : -1
        default: candidate = 0
        }
        if candidate == 0 { continue }
        let cost = abs(term.coefficient)
        let better =
          entering < 0
          || (lowestNumbered || cost == bestCost ? term.symbol < entering : cost > bestCost)
        if better {
          entering = term.symbol
          direction = candidate
          bestCost = cost
        }
      }
      if entering < 0 { return true }
      guard let leaving = leavingRow(entering: entering, direction: direction) else { return false }
      if pivots >= limit {
        fail(.pivotLimit(pivots: pivots), rows: [leaving, entering])
        return false
      }
      let degenerate = isDegenerate(leaving)
      guard pivot(entering: entering, leaving: leaving, component: component) else { return false }
      pivots += 1
      degenerateRun = degenerate ? degenerateRun + 1 : 0
    }
  }

  /// Dual simplex: repairs rows whose constants left their bounds (after edits) while keeping the
  /// objective optimal. Returns a row proving the required constraints infeasible, if any.
  mutating func optimizeDual(component: Int32) -> Int32? {
    let c = Int(component)
    let limit = pivotLimit(component: component)
    var pivots = 0
    while !halted, let row = components[c].infeasible.popLast() {
      let r = Int(row)
      guard symbols[r].isBasic, isInfeasible(row) else { continue }
      let raise = symbols[r].constant < 0
      var entering: Int32 = -1
      var enteringRate = 0.0
      for term in rows[r] {
        switch symbols[Int(term.symbol)].kind {
        case .slack, .error:
          guard raise ? term.coefficient > 0 : term.coefficient < 0 else {
            continue
          }
        case .external:
          guard term.coefficient != 0 else { continue }
        default:
          continue
        }
        let rate = abs(term.coefficient)
        if entering < 0 {
          entering = term.symbol
          enteringRate = rate
          continue
        }
        let order = compareRatios(term.symbol, rate, entering, enteringRate)
        if order < 0 || (order == 0 && term.symbol < entering) {
          entering = term.symbol
          enteringRate = rate
        }
      }
      if entering < 0 {
        components[c].infeasible.append(row)
        return row
      }
      if pivots >= limit {
        components[c].infeasible.append(row)
        fail(.pivotLimit(pivots: pivots), rows: [row, entering])
        return nil
      }
      guard pivot(entering: entering, leaving: row, component: component) else {
        components[c].infeasible.append(row)
        return nil
      }
      pivots += 1
    }
    return nil
  }

  /// Lexicographic comparison of `cost(first)/firstRate` with `cost(second)/secondRate`.
  func compareRatios(_ first: Int32, _ firstRate: Double, _ second: Int32, _ secondRate: Double)
    -> Int
  {
    var bestPriority = -Double.infinity
    var order = 0
    for (symbol, other) in [(first, second), (second, first)] {
      let rate = symbol == first ? firstRate : secondRate
      let otherRate = symbol == first ? secondRate : firstRate
      for entry in columns[2 * Int(symbol) + 1] {
        let priority = symbols[Int(entry.row)].rank
        if priority <= bestPriority { continue }
        let mine = rows[Int(entry.row)][Int(entry.termSlot)].coefficient / rate
        let theirs = cost(of: other, at: priority) / otherRate
        if abs(mine - theirs) > Self.epsilon * max(abs(mine), abs(theirs)) {
          bestPriority = priority
          let firstSmaller = symbol == first ? mine < theirs : theirs < mine
          order = firstSmaller ? -1 : 1
        }
      }
    }
    return order
  }

  /// Reduced cost of `symbol` at the objective level `priority` of its component.
  func cost(of symbol: Int32, at priority: Double) -> Double {
    for entry in columns[2 * Int(symbol) + 1] where symbols[Int(entry.row)].rank == priority {
      return rows[Int(entry.row)][Int(entry.termSlot)].coefficient
    }
    return 0
  }
}

extension LayoutTableau {
  /// Starts a caller's operation on constraint `id` (nil for stays and reads): nothing has
  /// failed in it yet.
  mutating func beginOperation(_ id: Int32?) {
    operation = id
    halted = false
  }

  /// Records a failure naming the constraint under way and the owners of `rows` (a row's basic
  /// symbol or an entering symbol, and every symbol of those rows); the first failure is kept.
  mutating func fail(_ reason: LayoutSolverFailure.Reason, rows involved: [Int32]) {
    halted = true
    guard failure == nil else { return }
    var owners: [Int32] = []
    for symbol in involved {
      if let owner = symbols[Int(symbol)].owner { owners.append(owner) }
      for term in rows[Int(symbol)] {
        if let owner = symbols[Int(term.symbol)].owner { owners.append(owner) }
      }
    }
    owners = Array(
      Set(owners.filter { $0 != operation && (Int($0) >= constraints.count || !constraints[Int($0)].isStay) })
    ).sorted()
    if let operation { owners.insert(operation, at: 0) }
    failure = LayoutSolverFailure(
      reason: reason, constraints: owners.map { LayoutConstraintID(index: $0) })
  }
}
