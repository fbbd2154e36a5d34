extension LayoutTableau {
  /// Records `symbol`'s state the first time a journaled operation is about to change it.
  @inline(__always)
  mutating func touch(_ symbol: Int32) {
    if journal.isActive { save(symbol) }
  }

  mutating func save(_ symbol: Int32) {
    let s = Int(symbol)
    guard s < journal.symbolCount, journalMarks[s] != journal.generation else { return }
    journalMarks[s] = journal.generation
    journal.entries.append(
      TableauJournal.Entry(
        symbol: symbol, kind: kinds[s], isBasic: isBasic[s], isReferencing: isReferencing[s],
        constant: constants[s], row: rows[s], constraintColumn: columns[2 * s],
        objectiveColumn: columns[2 * s + 1], component: componentOf[s], owner: owners[s],
        rank: ranks[s], definitionOrder: definitionOrders[s]))
  }

  /// Starts journaling an operation confined to `component`.
  mutating func beginJournal(component: Int32) {
    journal.isActive = true
    journal.generation &+= 1
    if journal.generation == 0 {
      for index in journalMarks.indices { journalMarks[index] = 0 }
      journal.generation = 1
    }
    journal.symbolCount = kinds.count
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
      kinds[s] = entry.kind
      isBasic[s] = entry.isBasic
      isReferencing[s] = entry.isReferencing
      constants[s] = entry.constant
      rows[s] = entry.row
      columns[2 * s] = entry.constraintColumn
      columns[2 * s + 1] = entry.objectiveColumn
      componentOf[s] = entry.component
      owners[s] = entry.owner
      ranks[s] = entry.rank
      definitionOrders[s] = entry.definitionOrder
    }
    let extra = kinds.count - journal.symbolCount
    if extra > 0 {
      kinds.removeLast(extra)
      isBasic.removeLast(extra)
      isReferencing.removeLast(extra)
      constants.removeLast(extra)
      rows.removeLast(extra)
      columns.removeLast(2 * extra)
      componentOf.removeLast(extra)
      owners.removeLast(extra)
      ranks.removeLast(extra)
      definitionOrders.removeLast(extra)
      marks.removeLast(extra)
      slots.removeLast(extra)
      journalMarks.removeLast(extra)
      valueEpochs.removeLast(extra)
      cachedValues.removeLast(extra)
    }
    freeSymbols = journal.freeSymbols
    components[Int(journal.component)] = journal.componentState
    journal.entries.removeAll(keepingCapacity: true)
    journal.freeSymbols = []
  }
}
