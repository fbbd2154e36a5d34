extension LayoutTableau {
  /// Describes every broken structural invariant (row/column cross-links, canonical rows);
  /// empty when the tableau is sound. Linear in the tableau size; meant for tests.
  func consistencyProblems() -> [String] {
    var problems: [String] = []
    for s in symbols.indices where symbols[s].kind != .unused {
      let objective = symbols[s].kind == .objective
      if !objective && !symbols[s].isBasic && !rows[s].isEmpty {
        problems.append("row on non-basic \(s)")
      }
      var seen = Set<Int32>()
      for (index, term) in rows[s].enumerated() {
        if !seen.insert(term.symbol).inserted {
          problems.append("duplicate \(term.symbol) in \(s)")
        }
        if symbols[Int(term.symbol)].kind == .unused {
          problems.append("unused \(term.symbol) in \(s)")
        }
        if symbols[Int(term.symbol)].isBasic && (objective || !symbols[s].isReferencing) {
          problems.append("basic \(term.symbol) in canonical row \(s)")
        } else if symbols[Int(term.symbol)].isBasic
          && symbols[Int(term.symbol)].definitionOrder >= symbols[s].definitionOrder
        {
          problems.append("definition \(s) references the later definition \(term.symbol)")
        }
        let column = columns[Self.columnIndex(term.symbol, objective: objective)]
        let slot = Int(term.columnSlot)
        if slot >= column.count || column[slot].row != Int32(s) || column[slot].termSlot != index {
          problems.append("bad back-link \(s)[\(index)] → \(term.symbol)")
        }
      }
      for objectiveColumn in [false, true] {
        for (index, entry) in columns[Self.columnIndex(Int32(s), objective: objectiveColumn)]
          .enumerated()
        {
          let row = rows[Int(entry.row)]
          let slot = Int(entry.termSlot)
          if slot >= row.count || row[slot].symbol != Int32(s) || row[slot].columnSlot != index {
            problems.append("bad column entry \(s)#\(index) → row \(entry.row)")
          }
        }
      }
    }
    return problems
  }
}
