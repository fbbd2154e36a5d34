extension LayoutTableau {
  /// Current value of a symbol. Non-basic symbols sit at zero; definitions that reference other
  /// definitions are evaluated iteratively and cached until the next change.
  mutating func value(ofSymbol symbol: Int32) -> Double {
    let s = Int(symbol)
    if !isBasic[s] { return 0 }
    if !isReferencing[s] { return constants[s] + 0 }
    if valueEpochs[s] == valueEpoch { return cachedValues[s] }
    stack.removeAll(keepingCapacity: true)
    stack.append(symbol)
    while let top = stack.last {
      let t = Int(top)
      if valueEpochs[t] == valueEpoch {
        stack.removeLast()
        continue
      }
      var ready = true
      var total = constants[t]
      for term in rows[t] where isBasic[Int(term.symbol)] {
        let r = Int(term.symbol)
        if !isReferencing[r] {
          total += term.coefficient * constants[r]
        } else if valueEpochs[r] == valueEpoch {
          total += term.coefficient * cachedValues[r]
        } else {
          ready = false
          stack.append(term.symbol)
        }
      }
      if ready {
        cachedValues[t] = total + 0
        valueEpochs[t] = valueEpoch
        stack.removeLast()
      }
    }
    return cachedValues[s]
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
      let kind = kinds[Int(term.symbol)]
      guard kind == .external || kind.isNonnegative, isFreeOfCost(term.symbol) else { continue }
      if canMove(term.symbol, direction: 1) { return true }
      if kind == .external && canMove(term.symbol, direction: -1) { return true }
    }
    return false
  }

  /// Whether a non-basic symbol has zero reduced cost at every level above the stays.
  func isFreeOfCost(_ symbol: Int32) -> Bool {
    for entry in columns[2 * Int(symbol) + 1] where ranks[Int(entry.row)] > Self.stayPriority {
      if abs(rows[Int(entry.row)][Int(entry.termSlot)].coefficient) > Self.epsilon { return false }
    }
    return true
  }

  /// Whether a non-basic symbol can move a positive step without leaving any bound.
  func canMove(_ symbol: Int32, direction: Double) -> Bool {
    for entry in columns[2 * Int(symbol)] {
      let row = entry.row
      let rate = rows[Int(row)][Int(entry.termSlot)].coefficient * direction
      switch kinds[Int(row)] {
      case .slack, .error, .artificial:
        if rate < -Self.epsilon && constants[Int(row)] <= Self.epsilon { return false }
      case .dummy:
        if abs(rate) > Self.epsilon { return false }
      default:
        continue
      }
    }
    return true
  }
}
