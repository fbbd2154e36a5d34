extension LayoutTableau {
  mutating func resetScratch(constant: Double) {
    for term in scratchTerms { symbols[Int(term.symbol)].slot = -1 }
    scratchTerms.removeAll(keepingCapacity: true)
    scratchScales.removeAll(keepingCapacity: true)
    scratchConstant = constant
    scratchConstantScale = abs(constant)
    scratchUnderflowed = false
  }

  /// Adds `coefficient·symbol` to the scratch row, summing repeats (slots index the scratch).
  mutating func accumulate(_ symbol: Int32, _ coefficient: Double) {
    let s = Int(symbol)
    let index = Int(symbols[s].slot)
    if index >= 0 {
      scratchTerms[index].coefficient += coefficient
      scratchScales[index] = max(scratchScales[index], abs(coefficient))
    } else {
      symbols[s].slot = Int32(scratchTerms.count)
      scratchTerms.append(TableauTerm(coefficient: coefficient, symbol: symbol, columnSlot: -1))
      scratchScales.append(abs(coefficient))
    }
  }

  mutating func accumulateConstant(_ value: Double) {
    scratchConstant += value
    scratchConstantScale = max(scratchConstantScale, abs(value))
  }

  /// Adds `coefficient ·` a row whose terms are all non-basic.
  mutating func accumulateRow(of basic: Int32, _ coefficient: Double) {
    accumulateConstant(coefficient * symbols[Int(basic)].constant)
    for term in rows[Int(basic)] { accumulateProduct(term.symbol, coefficient, term.coefficient) }
  }

  /// `accumulate(symbol, factor · coefficient)`, noting an underflow of the product.
  @inline(__always)
  mutating func accumulateProduct(_ symbol: Int32, _ factor: Double, _ coefficient: Double) {
    let product = factor * coefficient
    if abs(product) < Self.smallestMagnitude && factor != 0 && coefficient != 0 {
      scratchUnderflowed = true
    }
    accumulate(symbol, product)
  }

  /// Rewrites every basic symbol in the scratch row in terms of non-basic symbols. Definitions
  /// that reference earlier definitions are unfolded latest-first, so each is visited once.
  mutating func expandScratchReferences() {
    let generation = nextMarkGeneration()
    heap.removeAll(keepingCapacity: true)
    var index = 0
    while index < scratchTerms.count {
      let term = scratchTerms[index]
      let s = Int(term.symbol)
      if symbols[s].isBasic && term.coefficient != 0 {
        if symbols[s].isReferencing {
          if symbols[s].mark != generation {
            symbols[s].mark = generation
            pushHeap(term.symbol)
          }
        } else {
          scratchTerms[index].coefficient = 0
          accumulateRow(of: term.symbol, term.coefficient)
        }
      }
      index += 1
    }
    while let basic = popHeap() {
      let position = Int(symbols[Int(basic)].slot)
      let coefficient = scratchTerms[position].coefficient
      scratchTerms[position].coefficient = 0
      if coefficient == 0 { continue }
      accumulateConstant(coefficient * symbols[Int(basic)].constant)
      for term in rows[Int(basic)] {
        let s = Int(term.symbol)
        let scaled = coefficient * term.coefficient
        if !symbols[s].isBasic {
          accumulateProduct(term.symbol, coefficient, term.coefficient)
        } else if symbols[s].isReferencing {
          accumulateProduct(term.symbol, coefficient, term.coefficient)
          if symbols[s].mark != generation {
            symbols[s].mark = generation
            pushHeap(term.symbol)
          }
        } else {
          accumulateRow(of: term.symbol, scaled)
        }
      }
    }
  }

  /// Whether a coefficient or the constant of the scratch row, or a product summed into one,
  /// passed `magnitudeLimit` (or became infinite or NaN on the way), or a product fell below
  /// `smallestMagnitude`.
  func scratchOverflows() -> Bool {
    if scratchUnderflowed { return true }
    if !(abs(scratchConstant) <= Self.magnitudeLimit && scratchConstantScale <= Self.magnitudeLimit) {
      return true
    }
    for (index, term) in scratchTerms.enumerated()
    where !(abs(term.coefficient) <= Self.magnitudeLimit && scratchScales[index] <= Self.magnitudeLimit) {
      return true
    }
    return false
  }

  /// Drops cancelled entries and clears the slot index; the scratch row becomes a plain list.
  mutating func compactScratch() {
    var kept = 0
    for index in scratchTerms.indices {
      let term = scratchTerms[index]
      symbols[Int(term.symbol)].slot = -1
      if abs(term.coefficient) > Self.epsilon * scratchScales[index] && term.coefficient != 0 {
        scratchTerms[kept] = term
        scratchScales[kept] = scratchScales[index]
        kept += 1
      }
    }
    scratchTerms.removeLast(scratchTerms.count - kept)
    scratchScales.removeLast(scratchScales.count - kept)
    if abs(scratchConstant) <= Self.epsilon * scratchConstantScale { scratchConstant = 0 }
  }

  mutating func pushHeap(_ symbol: Int32) {
    heap.append((symbols[Int(symbol)].definitionOrder, symbol))
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if heap[parent].order >= heap[child].order { break }
      heap.swapAt(parent, child)
      child = parent
    }
  }

  /// Pops the latest-defined symbol.
  mutating func popHeap() -> Int32? {
    guard let top = heap.first else { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        if left >= heap.count { break }
        var child = left
        if left + 1 < heap.count && heap[left + 1].order > heap[left].order { child = left + 1 }
        if heap[parent].order >= heap[child].order { break }
        heap.swapAt(parent, child)
        parent = child
      }
    }
    return top.symbol
  }

  /// Rewrites a referencing definition in non-basic symbols only. Returns false, changing
  /// nothing and recording an overflow, when the expansion's products pass `magnitudeLimit`.
  @discardableResult
  mutating func canonicalize(_ row: Int32) -> Bool {
    guard symbols[Int(row)].isReferencing else { return true }
    resetScratch(constant: symbols[Int(row)].constant)
    for term in rows[Int(row)] { accumulate(term.symbol, term.coefficient) }
    expandScratchReferences()
    if scratchOverflows() {
      resetScratch(constant: 0)
      fail(.overflow, rows: [row])
      return false
    }
    compactScratch()
    let terms = rows[Int(row)]
    touch(row)
    rows[Int(row)] = []
    record(.rowReplaced(row, terms))
    for term in terms {
      unlinkColumnEntry(symbol: term.symbol, slot: Int(term.columnSlot), objective: false)
    }
    symbols[Int(row)].constant = scratchConstant
    symbols[Int(row)].isReferencing = false
    for term in scratchTerms {
      appendTerm(row: row, symbol: term.symbol, coefficient: term.coefficient)
    }
    resetScratch(constant: 0)
    return true
  }
}
