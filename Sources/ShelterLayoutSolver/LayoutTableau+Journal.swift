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
    if journal.isActive { journal.changes.append(change) }
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
