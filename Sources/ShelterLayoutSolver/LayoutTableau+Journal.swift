extension LayoutTableau {
  /// Records `symbol`'s state the first time a journaled operation is about to change it.
  @inline(__always)
  mutating func touch(_ symbol: Int32) {
    if journal.isActive { save(symbol) }
  }

  mutating func save(_ symbol: Int32) {
    let s = Int(symbol)
    guard s < journal.symbolCount, symbols[s].journalMark != journal.generation else { return }
    symbols[s].journalMark = journal.generation
    journal.entries.append(
      TableauJournal.Entry(
        symbol: symbol, state: symbols[s], row: rows[s], constraintColumn: columns[2 * s],
        objectiveColumn: columns[2 * s + 1]))
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
  }

  mutating func commitJournal() {
    journal.isActive = false
    journal.entries.removeAll(keepingCapacity: true)
    journal.freeSymbols = []
  }

  /// Puts every touched symbol back, drops symbols created since, and restores the component.
  mutating func rollbackJournal() {
    journal.isActive = false
    for entry in journal.entries.reversed() {
      let s = Int(entry.symbol)
      let journalMark = symbols[s].journalMark
      symbols[s] = entry.state
      symbols[s].journalMark = journalMark
      symbols[s].slot = -1
      rows[s] = entry.row
      columns[2 * s] = entry.constraintColumn
      columns[2 * s + 1] = entry.objectiveColumn
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
    journal.freeSymbols = []
  }
}
