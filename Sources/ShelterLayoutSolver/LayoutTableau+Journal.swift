extension LayoutTableau {
  /// Records `symbol`'s scalars the first time a journaled operation is about to change them.
  @inline(__always)
  mutating func touch(_ symbol: Int32) {
    if journal.isActive { save(symbol) }
  }

  mutating func save(_ symbol: Int32) {
    let s = Int(symbol)
    guard s < journal.symbolCount, symbols[s].journalMark != journal.generation else { return }
    symbols[s].journalMark = journal.generation
    journal.entries.append(TableauJournal.Entry(symbol: symbol, state: symbols[s]))
  }

  /// Logs a row or column edit while an operation is journaled.
  @inline(__always)
  mutating func record(_ change: TableauJournal.Change) {
    if journal.isActive {
      // Every change logged so far is made; this one is not yet, so compact before logging it.
      if journal.changes.count >= journal.compactionThreshold { compactJournal() }
      journal.changes.append(change)
    }
  }

  /// Replaces the log by one copy of each row and column it touched as it was when the operation
  /// began, found by undoing the log on copies. An operation that edits the same rows again and
  /// again (pivots back and forth) then holds memory for what it touched, not for each edit.
  mutating func compactJournal() {
    var rowCopies: [Int32: [TableauTerm]] = [:]
    var columnCopies: [Int32: [TableauColumnEntry]] = [:]
    for change in journal.changes.reversed() {
      switch change {
      case .rowAppended(let row), .rowRemovedLast(let row, _), .rowSet(let row, _, _),
        .rowReplaced(let row, _):
        if rowCopies[row] == nil { rowCopies[row] = rows[Int(row)] }
      case .rowsSwapped(let first, let second):
        if rowCopies[first] == nil { rowCopies[first] = rows[Int(first)] }
        if rowCopies[second] == nil { rowCopies[second] = rows[Int(second)] }
      case .columnAppended(let column), .columnRemovedLast(let column, _),
        .columnSet(let column, _, _), .columnReplaced(let column, _):
        if columnCopies[column] == nil { columnCopies[column] = columns[Int(column)] }
      }
      switch change {
      case .rowAppended(let row): rowCopies[row]?.removeLast()
      case .rowRemovedLast(let row, let term): rowCopies[row]?.append(term)
      case .rowSet(let row, let slot, let term): rowCopies[row]?[Int(slot)] = term
      case .rowReplaced(let row, let terms): rowCopies[row] = terms
      case .rowsSwapped(let first, let second):
        let held = rowCopies[first]
        rowCopies[first] = rowCopies[second]
        rowCopies[second] = held
      case .columnAppended(let column): columnCopies[column]?.removeLast()
      case .columnRemovedLast(let column, let entry): columnCopies[column]?.append(entry)
      case .columnSet(let column, let slot, let entry): columnCopies[column]?[Int(slot)] = entry
      case .columnReplaced(let column, let entries): columnCopies[column] = entries
      }
    }
    journal.changes.removeAll(keepingCapacity: false)
    // What the next compaction will copy: each copy's terms, not one per copy, so a dense row
    // touched again and again is not copied whole after every few edits of it.
    var held = 0
    for (row, terms) in rowCopies.sorted(by: { $0.key < $1.key }) {
      journal.changes.append(.rowReplaced(row, terms))
      held += 1 + max(terms.count, rows[Int(row)].count)
    }
    for (column, entries) in columnCopies.sorted(by: { $0.key < $1.key }) {
      journal.changes.append(.columnReplaced(column, entries))
      held += 1 + max(entries.count, columns[Int(column)].count)
    }
    journal.compactionThreshold = max(TableauJournal.minimumThreshold, 2 * held)
  }

  /// Starts journaling an operation confined to `component`.
  mutating func beginJournal(component: Int32) {
    journal.isActive = true
    journal.generation &+= 1
    if journal.generation == 0 {
      for index in symbols.indices { symbols[index].journalMark = 0 }
      journal.generation = 1
    }
    journal.symbolCount = symbols.count
    journal.freeSymbols = freeSymbols
    journal.component = component
    journal.componentState = components[Int(component)]
    journal.entries.removeAll(keepingCapacity: true)
    journal.changes.removeAll(keepingCapacity: true)
    journal.compactionThreshold = TableauJournal.minimumThreshold
  }

  mutating func commitJournal() {
    journal.isActive = false
    journal.entries.removeAll(keepingCapacity: true)
    journal.changes.removeAll(keepingCapacity: true)
    journal.freeSymbols = []
  }

  /// Undoes every row and column edit, puts every touched symbol back, drops symbols created
  /// since, and restores the component.
  mutating func rollbackJournal() {
    journal.isActive = false
    for change in journal.changes.reversed() {
      switch change {
      case .rowAppended(let row): rows[Int(row)].removeLast()
      case .rowRemovedLast(let row, let term): rows[Int(row)].append(term)
      case .rowSet(let row, let slot, let term): rows[Int(row)][Int(slot)] = term
      case .rowReplaced(let row, let terms): rows[Int(row)] = terms
      case .rowsSwapped(let first, let second): rows.swapAt(Int(first), Int(second))
      case .columnAppended(let column): columns[Int(column)].removeLast()
      case .columnRemovedLast(let column, let entry): columns[Int(column)].append(entry)
      case .columnSet(let column, let slot, let entry): columns[Int(column)][Int(slot)] = entry
      case .columnReplaced(let column, let entries): columns[Int(column)] = entries
      }
    }
    for entry in journal.entries.reversed() {
      let s = Int(entry.symbol)
      let journalMark = symbols[s].journalMark
      symbols[s] = entry.state
      symbols[s].journalMark = journalMark
      symbols[s].slot = -1
    }
    let extra = symbols.count - journal.symbolCount
    if extra > 0 {
      symbols.removeLast(extra)
      rows.removeLast(extra)
      columns.removeLast(2 * extra)
    }
    freeSymbols = journal.freeSymbols
    components[Int(journal.component)] = journal.componentState
    journal.entries.removeAll(keepingCapacity: true)
    journal.changes.removeAll(keepingCapacity: true)
    journal.freeSymbols = []
  }
}
