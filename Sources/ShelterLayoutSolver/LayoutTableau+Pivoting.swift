extension LayoutTableau {
  /// Exchanges `entering` (non-basic) with the basic symbol of row `leaving`, then eliminates
  /// `entering` from the rows its column lists: the only rows the exchange can change. Returns
  /// false, changing nothing and recording an overflow, when a coefficient or constant it would
  /// write passes `magnitudeLimit`.
  @discardableResult
  mutating func pivot(entering: Int32, leaving: Int32, component: Int32) -> Bool {
    let b = Int(leaving)
    var index = -1
    for (position, term) in rows[b].enumerated() where term.symbol == entering {
      index = position
      break
    }
    precondition(index >= 0, "pivot on a symbol absent from the leaving row")
    let pivotCoefficient = rows[b][index].coefficient
    guard pivotStaysBounded(entering: entering, leaving: leaving, coefficient: pivotCoefficient) else {
      fail(.overflow, rows: [leaving, entering])
      return false
    }
    removeTerm(row: leaving, slot: index, unlink: true)
    // Dividing rounds once, where multiplying by a rounded reciprocal rounds twice: 1e18 / 1e9 is
    // exactly 1e9, 1e18 · (1 / 1e9) is not.
    let divisor = -pivotCoefficient
    touch(leaving)
    symbols[b].constant /= divisor
    record(.rowReplaced(leaving, rows[b]))
    for position in rows[b].indices { rows[b][position].coefficient /= divisor }
    appendTerm(row: leaving, symbol: leaving, coefficient: 1 / pivotCoefficient)
    moveRow(from: leaving, to: entering)
    substituteOut(entering, component: component)
    noteFeasibility(entering, component: component)
    return true
  }

  /// Whether every coefficient and constant a pivot writes stays within `magnitudeLimit`: the
  /// leaving row divided by the pivot coefficient, and each row mentioning `entering` plus its
  /// coefficient times that. Costs the row and the column, where the pivot costs their product.
  func pivotStaysBounded(entering: Int32, leaving: Int32, coefficient: Double) -> Bool {
    var largest = abs(symbols[Int(leaving)].constant)
    for term in rows[Int(leaving)] { largest = max(largest, abs(term.coefficient)) }
    largest = max(largest / abs(coefficient), 1 / abs(coefficient))
    guard largest <= Self.magnitudeLimit else { return false }
    for objective in [false, true] {
      for entry in columns[Self.columnIndex(entering, objective: objective)] {
        let factor = abs(rows[Int(entry.row)][Int(entry.termSlot)].coefficient)
        if factor * largest > Self.magnitudeLimit { return false }
      }
    }
    return true
  }

  /// Re-keys a row from its old basic symbol to a new one, fixing the column back-references.
  mutating func moveRow(from old: Int32, to new: Int32) {
    touch(old)
    touch(new)
    let o = Int(old)
    let n = Int(new)
    record(.rowsSwapped(old, new))
    rows.swapAt(o, n)
    symbols[n].constant = symbols[o].constant
    symbols[o].constant = 0
    symbols[n].isBasic = true
    symbols[o].isBasic = false
    symbols[n].isReferencing = symbols[o].isReferencing
    symbols[o].isReferencing = false
    definitionCounter += Self.orderStride
    symbols[n].definitionOrder = definitionCounter
    for term in rows[n] {
      touch(term.symbol)
      let column = Self.columnIndex(term.symbol, objective: false)
      record(.columnSet(Int32(column), slot: term.columnSlot, columns[column][Int(term.columnSlot)]))
      columns[column][Int(term.columnSlot)].row = new
    }
  }

  /// Replaces `symbol`, which just became basic, by its row wherever else it appears.
  ///
  /// With `keepingDefinitions` (a new definition of an external over non-basic symbols only),
  /// other externals' definitions keep mentioning it as a reference instead: it is given a
  /// definition order below theirs, so references still run from later definitions to earlier
  /// ones. A chain pinned bottom-up then costs each pin its own row, where substituting spelled
  /// every view's definition out over the chain below it.
  mutating func substituteOut(_ symbol: Int32, component: Int32, keepingDefinitions: Bool = false) {
    touch(symbol)
    let s = Int(symbol)
    let source = rows[s]
    let constant = symbols[s].constant
    for objective in [false, true] {
      let column = Self.columnIndex(symbol, objective: objective)
      var entries = columns[column]
      if entries.isEmpty { continue }
      var kept: [TableauColumnEntry] = []
      if keepingDefinitions && !objective {
        for entry in entries where symbols[Int(entry.row)].kind == .external {
          symbols[s].definitionOrder = min(
            symbols[s].definitionOrder, symbols[Int(entry.row)].definitionOrder - 1)
          kept.append(entry)
        }
        if !kept.isEmpty { entries.removeAll { symbols[Int($0.row)].kind == .external } }
      }
      record(.columnReplaced(Int32(column), columns[column]))
      columns[column] = kept
      for (index, entry) in kept.enumerated() {
        let row = entry.row
        touch(row)
        record(.rowSet(row, slot: entry.termSlot, rows[Int(row)][Int(entry.termSlot)]))
        rows[Int(row)][Int(entry.termSlot)].columnSlot = Int32(index)
        symbols[Int(row)].isReferencing = true
      }
      for entry in entries {
        let row = entry.row
        let coefficient = rows[Int(row)][Int(entry.termSlot)].coefficient
        removeTerm(row: row, slot: Int(entry.termSlot), unlink: false)
        addScaled(into: row, terms: source, constant: constant, factor: coefficient)
        if !objective { noteFeasibility(row, component: component) }
      }
    }
  }
}
