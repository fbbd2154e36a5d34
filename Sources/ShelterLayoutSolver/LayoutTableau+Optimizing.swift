extension LayoutTableau {
  /// Iteration cap per optimisation; Bland's rule terminates in exact arithmetic, the cap only
  /// guards against rounding-induced cycling.
  static let pivotLimit = 1_000_000

  /// Primal simplex on the component's lexicographic objective: enters the lowest-numbered
  /// symbol whose reduced cost is lexicographically improving (Bland's rule, so degenerate
  /// pivots cannot cycle). Only symbols whose objective coefficients changed are re-priced.
  mutating func optimize(component: Int32) {
    var iterations = 0
    while iterations < Self.pivotLimit {
      guard let next = nextEntering(component: component),
        let leaving = leavingRow(entering: next.symbol, direction: next.direction)
      else { break }
      pivot(entering: next.symbol, leaving: leaving, component: component)
      iterations += 1
    }
    if !components[Int(component)].infeasible.isEmpty { _ = optimizeDual(component: component) }
  }

  /// The lowest improving symbol among the component's re-pricing worklist, and whether it should
  /// grow (+1) or shrink (-1); `nil` at the optimum. Non-improving entries leave the worklist.
  mutating func nextEntering(component: Int32) -> (symbol: Int32, direction: Double)? {
    let c = Int(component)
    if components[c].dirty.isEmpty { return nil }
    let generation = nextMarkGeneration()
    var worklist = components[c].dirty
    components[c].dirty = []
    var best: Int32 = -1
    var bestDirection = 0.0
    var kept = 0
    for symbol in worklist {
      let s = Int(symbol)
      if symbols[s].mark == generation { continue }
      symbols[s].mark = generation
      if symbols[s].isBasic { continue }
      let direction = improvingDirection(symbol)
      if direction == 0 { continue }
      worklist[kept] = symbol
      kept += 1
      if best < 0 || symbol < best {
        best = symbol
        bestDirection = direction
      }
    }
    worklist.removeLast(worklist.count - kept)
    components[c].dirty = worklist
    return best < 0 ? nil : (best, bestDirection)
  }

  /// Sign of change that lowers the objective through `symbol`, judged at the highest level where
  /// its reduced cost is non-zero; 0 when no move improves.
  func improvingDirection(_ symbol: Int32) -> Double {
    let s = Int(symbol)
    var bestPriority = -Double.infinity
    var cost = 0.0
    for entry in columns[2 * s + 1] {
      let value = rows[Int(entry.row)][Int(entry.termSlot)].coefficient
      let priority = symbols[Int(entry.row)].rank
      if abs(value) > Self.epsilon && priority > bestPriority {
        bestPriority = priority
        cost = value
      }
    }
    if cost == 0 { return 0 }
    switch symbols[s].kind {
    case .slack, .error: return cost < 0 ? 1 : 0
    case .external: return cost < 0 ? 1 : -1
    default: return 0
    }
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
        guard rate < -Self.epsilon else { continue }
        ratio = max(symbols[Int(row)].constant, 0) / -rate
      case .dummy:
        guard abs(rate) > Self.epsilon else { continue }
        ratio = 0
      default:
        continue
      }
      let tolerance = Self.epsilon * max(1, ratio)
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
  /// alone. Returns false if the objective is unbounded (numerically broken input).
  mutating func optimizePhaseOne(phase: Int32, component: Int32) -> Bool {
    var iterations = 0
    while iterations < Self.pivotLimit {
      var entering: Int32 = -1
      var direction = 0.0
      for term in rows[Int(phase)] where abs(term.coefficient) > Self.epsilon {
        let candidate: Double
        switch symbols[Int(term.symbol)].kind {
        case .slack, .error, .artificial: candidate = term.coefficient < 0 ? 1 : 0
        case .external: candidate = term.coefficient < 0 ? 1 : -1
        default: candidate = 0
        }
        if candidate != 0 && (entering < 0 || term.symbol < entering) {
          entering = term.symbol
          direction = candidate
        }
      }
      if entering < 0 { return true }
      guard let leaving = leavingRow(entering: entering, direction: direction) else { return false }
      pivot(entering: entering, leaving: leaving, component: component)
      iterations += 1
    }
    return true
  }

  /// Dual simplex: repairs rows whose constants left their bounds (after edits) while keeping the
  /// objective optimal. Returns a row proving the required constraints infeasible, if any.
  mutating func optimizeDual(component: Int32) -> Int32? {
    let c = Int(component)
    var iterations = 0
    while let row = components[c].infeasible.popLast(), iterations < Self.pivotLimit {
      let r = Int(row)
      guard symbols[r].isBasic, isInfeasible(row) else { continue }
      let raise = symbols[r].constant < 0
      var entering: Int32 = -1
      var enteringRate = 0.0
      for term in rows[r] {
        switch symbols[Int(term.symbol)].kind {
        case .slack, .error:
          guard raise ? term.coefficient > Self.epsilon : term.coefficient < -Self.epsilon else {
            continue
          }
        case .external:
          guard abs(term.coefficient) > Self.epsilon else { continue }
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
      pivot(entering: entering, leaving: row, component: component)
      iterations += 1
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
        if abs(mine - theirs) > Self.epsilon {
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
