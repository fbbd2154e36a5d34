extension LayoutTableau {
  /// Removes a constraint; a group member's removal brings the group's next tightest in.
  mutating func remove(_ id: Int32) {
    precondition(
      id >= 0 && Int(id) < constraints.count && constraints[Int(id)].isLive,
      "LayoutSolver: removing an unknown constraint")
    let record = constraints[Int(id)]
    if record.marker != nil { detach(id) }
    if !record.isStay {
      undeterminedGeneration &+= 1
      settledFindingsLapse()
    }
    if record.relation == .equal && record.isRequired { forgetDetermined() }
    constraints[Int(id)].isLive = false
    constraints[Int(id)].expression = LayoutExpression()
    if !record.isStay { liveConstraintCount -= 1 }
    guard let group = record.group else { return }
    parallelGroups[group.index].members -= 1
    if parallelGroups[group.index].active == id {
      parallelGroups[group.index].active = nil
      promoteWaiting(in: group, tighterThan: .infinity)
    }
  }

  /// Takes a constraint's rows out of the tableau, keeping its record: withdraws its errors from
  /// the objective, pivots its marker into the basis if needed, drops that row, frees its
  /// symbols, and re-optimises the component.
  mutating func detach(_ id: Int32) {
    valueEpoch &+= 1
    var record = constraints[Int(id)]
    guard let marker = record.marker else { return }
    let component = self.component(ofSymbol: marker)
    if !record.isRequired {
      let level = levelRow(record.priority, in: component)
      for error in record.errorSymbols {
        if symbols[Int(error)].isBasic {
          let terms = rows[Int(error)]
          addScaled(into: level, terms: terms, constant: symbols[Int(error)].constant, factor: -1)
        } else {
          addCoefficient(-1, of: error, in: level)
        }
      }
    }
    if !symbols[Int(marker)].isBasic {
      var leaving = markerLeavingRow(marker)
      let m = 2 * Int(marker)
      while let row = leaving,
        symbols[Int(row)].isReferencing
          && (columns[m].count > 1 || !columns[m + 1].isEmpty)
      {
        // Unfolding may cancel the marker out of this row, so choose again afterwards.
        guard canonicalize(row) else {
          leaving = nil
          break
        }
        leaving = markerLeavingRow(marker)
      }
      if let leaving { pivot(entering: marker, leaving: leaving, component: component) }
    }
    for symbol in [marker, record.other].compactMap({ $0 }) {
      if symbols[Int(symbol)].isBasic { dropRow(symbol) }
      removeColumn(symbol)
      freeSymbol(symbol)
    }
    record.marker = nil
    record.other = nil
    constraints[Int(id)] = record
    optimize(component: component)
  }

  /// The row to pivot a departing marker into, keeping every restricted row feasible: the
  /// tightest row that bounds the marker from above, else from below, else an external's row;
  /// `nil` when no row mentions it.
  func markerLeavingRow(_ marker: Int32) -> Int32? {
    var above: Int32 = -1
    var aboveRatio = Double.infinity
    var below: Int32 = -1
    var belowRatio = Double.infinity
    var free: Int32 = -1
    for entry in columns[2 * Int(marker)] {
      let row = entry.row
      let coefficient = rows[Int(row)][Int(entry.termSlot)].coefficient
      switch symbols[Int(row)].kind {
      case .external:
        if free < 0 || row < free { free = row }
      default:
        if coefficient < 0 {
          let ratio = -symbols[Int(row)].constant / coefficient
          if ratio < aboveRatio || (ratio == aboveRatio && row < above) {
            above = row
            aboveRatio = ratio
          }
        } else {
          let ratio = symbols[Int(row)].constant / coefficient
          if ratio < belowRatio || (ratio == belowRatio && row < below) {
            below = row
            belowRatio = ratio
          }
        }
      }
    }
    if above >= 0 { return above }
    if below >= 0 { return below }
    return free >= 0 ? free : nil
  }
}
