extension LayoutTableau {
  @inline(__always)
  func isObjectiveRow(_ row: Int32) -> Bool { symbols[Int(row)].kind == .objective }

  /// Queues `symbol` for re-pricing in its objective row's component.
  mutating func noteObjectiveChange(_ symbol: Int32, row: Int32) {
    let component = root(of: symbols[Int(row)].component)
    components[Int(component)].dirty.append(symbol)
  }

  /// Appends `coefficient·symbol` to `row` and registers the row in the symbol's column.
  mutating func appendTerm(row: Int32, symbol: Int32, coefficient: Double) {
    touch(row)
    touch(symbol)
    let objective = isObjectiveRow(row)
    let column = Self.columnIndex(symbol, objective: objective)
    let r = Int(row)
    record(.columnAppended(Int32(column)))
    columns[column].append(TableauColumnEntry(row: row, termSlot: Int32(rows[r].count)))
    record(.rowAppended(row))
    rows[r].append(
      TableauTerm(
        coefficient: coefficient, symbol: symbol, columnSlot: Int32(columns[column].count - 1)))
    if objective { noteObjectiveChange(symbol, row: row) }
  }

  /// Removes the term at `slot`, filling the hole with the row's last term. `unlink: false` is for
  /// callers that already detached the symbol's whole column.
  mutating func removeTerm(row: Int32, slot: Int, unlink: Bool) {
    touch(row)
    let r = Int(row)
    let objective = isObjectiveRow(row)
    let term = rows[r][slot]
    if unlink {
      unlinkColumnEntry(symbol: term.symbol, slot: Int(term.columnSlot), objective: objective)
      if objective { noteObjectiveChange(term.symbol, row: row) }
    }
    let last = rows[r].count - 1
    if slot != last {
      let moved = rows[r][last]
      record(.rowSet(row, slot: Int32(slot), rows[r][slot]))
      rows[r][slot] = moved
      touch(moved.symbol)
      let column = Self.columnIndex(moved.symbol, objective: objective)
      record(.columnSet(Int32(column), slot: moved.columnSlot, columns[column][Int(moved.columnSlot)]))
      columns[column][Int(moved.columnSlot)].termSlot = Int32(slot)
    }
    record(.rowRemovedLast(row, rows[r][last]))
    rows[r].removeLast()
  }

  /// Removes one entry of a column, filling the hole with the column's last entry.
  mutating func unlinkColumnEntry(symbol: Int32, slot: Int, objective: Bool) {
    touch(symbol)
    let column = Self.columnIndex(symbol, objective: objective)
    let last = columns[column].count - 1
    if slot != last {
      let moved = columns[column][last]
      record(.columnSet(Int32(column), slot: Int32(slot), columns[column][slot]))
      columns[column][slot] = moved
      touch(moved.row)
      record(.rowSet(moved.row, slot: moved.termSlot, rows[Int(moved.row)][Int(moved.termSlot)]))
      rows[Int(moved.row)][Int(moved.termSlot)].columnSlot = Int32(slot)
    }
    record(.columnRemovedLast(Int32(column), columns[column][last]))
    columns[column].removeLast()
  }

  /// Index of `symbol` in `row`, or -1; uses whichever of row and column is cheaper to scan.
  func slot(of symbol: Int32, in row: Int32) -> Int {
    let r = Int(row)
    let objective = isObjectiveRow(row)
    let column = columns[Self.columnIndex(symbol, objective: objective)]
    if objective || column.count < rows[r].count {
      for entry in column where entry.row == row { return Int(entry.termSlot) }
      return -1
    }
    for (index, term) in rows[r].enumerated() where term.symbol == symbol { return index }
    return -1
  }

  /// Adds `delta` to the coefficient of `symbol` in `row`, inserting or dropping the term.
  mutating func addCoefficient(_ delta: Double, of symbol: Int32, in row: Int32) {
    let index = slot(of: symbol, in: row)
    if index < 0 {
      appendTerm(row: row, symbol: symbol, coefficient: delta)
      return
    }
    let old = rows[Int(row)][index].coefficient
    let new = old + delta
    if Self.cancels(new, old, delta) {
      removeTerm(row: row, slot: index, unlink: true)
    } else {
      touch(row)
      record(.rowSet(row, slot: Int32(index), rows[Int(row)][index]))
      rows[Int(row)][index].coefficient = new
      if isObjectiveRow(row) { noteObjectiveChange(symbol, row: row) }
    }
  }

  @inline(__always)
  static func cancels(_ result: Double, _ a: Double, _ b: Double) -> Bool {
    abs(result) <= epsilon * max(abs(a), abs(b))
  }

  /// `row += factor · (constant + Σ terms)`, keeping the column index in step.
  mutating func addScaled(into row: Int32, terms: [TableauTerm], constant: Double, factor: Double) {
    touch(row)
    let r = Int(row)
    symbols[r].constant = Self.sum(symbols[r].constant, factor * constant)
    let objective = isObjectiveRow(row)
    let indexed = !objective && rows[r].count > 8
    if indexed {
      for (index, term) in rows[r].enumerated() { symbols[Int(term.symbol)].slot = Int32(index) }
    }
    for term in terms {
      let delta = factor * term.coefficient
      let symbol = term.symbol
      let index: Int
      if indexed {
        index = Int(symbols[Int(symbol)].slot)
      } else if objective {
        index = slot(of: symbol, in: row)
      } else {
        var found = -1
        for (position, existing) in rows[r].enumerated() where existing.symbol == symbol {
          found = position
          break
        }
        index = found
      }
      if index < 0 {
        if delta == 0 { continue }
        if indexed { symbols[Int(symbol)].slot = Int32(rows[r].count) }
        appendTerm(row: row, symbol: symbol, coefficient: delta)
        continue
      }
      let old = rows[r][index].coefficient
      let new = old + delta
      if Self.cancels(new, old, delta) {
        if indexed {
          symbols[Int(symbol)].slot = -1
          let last = rows[r].count - 1
          if index != last { symbols[Int(rows[r][last].symbol)].slot = Int32(index) }
        }
        removeTerm(row: row, slot: index, unlink: true)
      } else {
        record(.rowSet(row, slot: Int32(index), rows[r][index]))
        rows[r][index].coefficient = new
        if objective { noteObjectiveChange(symbol, row: row) }
      }
    }
    if indexed {
      for term in rows[r] { symbols[Int(term.symbol)].slot = -1 }
    }
  }

  /// Unlinks every term of `row` and forgets the row.
  mutating func dropRow(_ row: Int32) {
    touch(row)
    let r = Int(row)
    let objective = isObjectiveRow(row)
    let terms = rows[r]
    rows[r] = []
    record(.rowReplaced(row, terms))
    for term in terms {
      unlinkColumnEntry(symbol: term.symbol, slot: Int(term.columnSlot), objective: objective)
    }
    symbols[r].constant = 0
    symbols[r].isBasic = false
    symbols[r].isReferencing = false
  }

  /// Deletes `symbol` from every row that mentions it.
  mutating func removeColumn(_ symbol: Int32) {
    touch(symbol)
    for objective in [false, true] {
      let column = Self.columnIndex(symbol, objective: objective)
      let entries = columns[column]
      columns[column] = []
      record(.columnReplaced(Int32(column), entries))
      for entry in entries { removeTerm(row: entry.row, slot: Int(entry.termSlot), unlink: false) }
    }
  }

  /// Whether a basic restricted row's value is out of bounds (dummies must stay at zero).
  func isInfeasible(_ row: Int32) -> Bool {
    let value = symbols[Int(row)].constant
    switch symbols[Int(row)].kind {
    case .slack, .error, .artificial: return value < 0
    case .dummy: return value != 0
    default: return false
    }
  }

  mutating func noteFeasibility(_ row: Int32, component: Int32) {
    if isInfeasible(row) { components[Int(component)].infeasible.append(row) }
  }
}
