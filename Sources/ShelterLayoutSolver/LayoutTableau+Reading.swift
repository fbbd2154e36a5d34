extension LayoutTableau {
  /// Current value of a symbol. Non-basic symbols sit at zero; definitions that reference other
  /// definitions are evaluated iteratively and cached until the next change.
  mutating func value(ofSymbol symbol: Int32) -> Double {
    let s = Int(symbol)
    if !symbols[s].isBasic { return 0 }
    if !symbols[s].isReferencing { return symbols[s].constant + 0 }
    if symbols[s].valueEpoch == valueEpoch { return symbols[s].cachedValue }
    stack.removeAll(keepingCapacity: true)
    stack.append(symbol)
    while let top = stack.last {
      let t = Int(top)
      if symbols[t].valueEpoch == valueEpoch {
        stack.removeLast()
        continue
      }
      var ready = true
      var total = symbols[t].constant
      for term in rows[t] where symbols[Int(term.symbol)].isBasic {
        let r = Int(term.symbol)
        if !symbols[r].isReferencing {
          total += term.coefficient * symbols[r].constant
        } else if symbols[r].valueEpoch == valueEpoch {
          total += term.coefficient * symbols[r].cachedValue
        } else {
          ready = false
          stack.append(term.symbol)
        }
      }
      if ready {
        if !(abs(total) <= Self.magnitudeLimit) { fail(.overflow, rows: [top]) }
        symbols[t].cachedValue = total + 0
        symbols[t].valueEpoch = valueEpoch
        stack.removeLast()
      }
    }
    return symbols[s].cachedValue
  }

  /// Whether some other value of the symbol attains the same optimum at every caller priority.
  /// Expands the symbol over non-basic symbols and looks for one that costs nothing outside the
  /// stay level and can move from the current vertex. Degenerate vertices can hide such a move,
  /// so `false` is exact only away from degeneracy; `true` is always exact.
  mutating func isAmbiguous(symbol: Int32) -> Bool {
    if findSettled(symbol) { return false }
    resetScratch(constant: 0)
    accumulate(symbol, 1)
    expandScratchReferences()
    compactScratch()
    let terms = scratchTerms
    resetScratch(constant: 0)
    for term in terms {
      let kind = symbols[Int(term.symbol)].kind
      guard kind == .external || kind.isNonnegative, isFreeOfCost(term.symbol) else { continue }
      if canMove(term.symbol, direction: 1) { return true }
      if kind == .external && canMove(term.symbol, direction: -1) { return true }
    }
    return false
  }

  /// Whether a non-basic symbol is of a kind that moves (an external, a slack or an error, not a
  /// dummy) and costs nothing above the stays: the symbols an ambiguity can come from.
  func mayMoveFreely(_ symbol: Int32) -> Bool {
    let kind = symbols[Int(symbol)].kind
    return (kind == .external || kind.isNonnegative) && isFreeOfCost(symbol)
  }

  /// Whether a non-basic symbol has zero reduced cost at every level above the stays.
  func isFreeOfCost(_ symbol: Int32) -> Bool {
    for entry in columns[2 * Int(symbol) + 1] where symbols[Int(entry.row)].rank > Self.stayPriority {
      if rows[Int(entry.row)][Int(entry.termSlot)].coefficient != 0 { return false }
    }
    return true
  }

  /// Whether a non-basic symbol can move a positive step without leaving any bound.
  func canMove(_ symbol: Int32, direction: Double) -> Bool {
    for entry in columns[2 * Int(symbol)] {
      let row = entry.row
      let rate = rows[Int(row)][Int(entry.termSlot)].coefficient * direction
      switch symbols[Int(row)].kind {
      case .slack, .error, .artificial:
        if rate < 0 && symbols[Int(row)].constant <= 0 { return false }
      case .dummy:
        if rate != 0 { return false }
      default:
        continue
      }
    }
    return true
  }
}

extension LayoutTableau {
  /// `isAmbiguous` for many symbols at once. Asking one at a time expands each symbol through the
  /// definitions it references, which on a chain of n pins is O(n) per symbol and O(n²) for all;
  /// here each definition's expansion over non-basic symbols is built once, from the memoised
  /// expansions of the definitions it references, and whether a non-basic symbol can move
  /// freely is judged once.
  mutating func ambiguity(ofSymbols targets: [Int32]) -> [Bool] {
    var expansions: [Int32: [TableauTerm]] = [:]
    var movable: [Int32: Bool] = [:]
    func isMovable(_ symbol: Int32) -> Bool {
      if let known = movable[symbol] { return known }
      let kind = symbols[Int(symbol)].kind
      var result = false
      if mayMoveFreely(symbol) {
        result =
          canMove(symbol, direction: 1) || (kind == .external && canMove(symbol, direction: -1))
      }
      movable[symbol] = result
      return result
    }
    var result: [Bool] = []
    result.reserveCapacity(targets.count)
    for target in targets {
      let t = Int(target)
      if findSettled(target) {
        // Fixed by required equalities or held by the optimum: nothing can move it, however long
        // its chain.
        result.append(false)
        continue
      }
      if !symbols[t].isBasic {
        result.append(isMovable(target))
        continue
      }
      if !symbols[t].isReferencing {
        result.append(
          rows[t].contains { $0.coefficient != 0 && isMovable($0.symbol) })
        continue
      }
      expand(target, into: &expansions)
      result.append(expansions[target, default: []].contains { isMovable($0.symbol) })
    }
    return result
  }

  /// Memoises the expansion of referencing definition `root` and of every referencing
  /// definition it reaches, dependencies first (iteratively, so long chains cannot overflow the
  /// stack). Each expansion is compacted as `isAmbiguous` compacts one, and keeps only the
  /// non-basic symbols that may move freely (`mayMoveFreely`): every pin's dummy would otherwise
  /// ride in the expansion of each definition below it, O(n²) terms over a chain of n pins
  /// (100,000 pins ran out of 22 GB).
  mutating func expand(_ root: Int32, into expansions: inout [Int32: [TableauTerm]]) {
    if expansions[root] != nil { return }
    var pending: [Int32] = [root]
    while let top = pending.last {
      if expansions[top] != nil {
        pending.removeLast()
        continue
      }
      var ready = true
      for term in rows[Int(top)] {
        let s = Int(term.symbol)
        if symbols[s].isBasic && symbols[s].isReferencing && expansions[term.symbol] == nil {
          ready = false
          pending.append(term.symbol)
        }
      }
      if !ready { continue }
      pending.removeLast()
      resetScratch(constant: 0)
      for term in rows[Int(top)] {
        let s = Int(term.symbol)
        if !symbols[s].isBasic {
          if mayMoveFreely(term.symbol) { accumulate(term.symbol, term.coefficient) }
        } else if !symbols[s].isReferencing {
          for inner in rows[s] where mayMoveFreely(inner.symbol) {
            accumulate(inner.symbol, term.coefficient * inner.coefficient)
          }
        } else {
          for inner in expansions[term.symbol, default: []] {
            accumulate(inner.symbol, term.coefficient * inner.coefficient)
          }
        }
      }
      compactScratch()
      expansions[top] = scratchTerms
      resetScratch(constant: 0)
    }
  }
}
