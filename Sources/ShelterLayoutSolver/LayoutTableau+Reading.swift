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

  /// Whether a non-basic symbol has zero reduced cost at every level above the stays.
  func isFreeOfCost(_ symbol: Int32) -> Bool {
    for entry in columns[2 * Int(symbol) + 1] where symbols[Int(entry.row)].rank > Self.stayPriority {
      if abs(rows[Int(entry.row)][Int(entry.termSlot)].coefficient) > Self.epsilon { return false }
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
        if rate < -Self.epsilon && symbols[Int(row)].constant <= Self.epsilon { return false }
      case .dummy:
        if abs(rate) > Self.epsilon { return false }
      default:
        continue
      }
    }
    return true
  }
}
