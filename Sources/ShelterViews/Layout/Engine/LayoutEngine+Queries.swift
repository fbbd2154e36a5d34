import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport
package import ShelterValues

extension LayoutEngine {
  /// The views whose frame is not fixed by their constraints, in tree order; asked for rather than
  /// kept, as judging a view costs what its position depends on.
  package func ambiguousViews(in window: Window) -> [View] {
    var candidates: [View] = []
    var queried: [LayoutVariable] = []
    forEachConstrainedView(in: window) { view, vars in
      candidates.append(view)
      queried.append(contentsOf: [vars.x, vars.y, vars.width, vars.height])
    }
    // One batch: a view's position depends on its chain of pins, which views along it share.
    let ambiguous = solver.ambiguousVariables(queried)
    return candidates.indices.compactMap { index in
      ambiguous[4 * index..<4 * index + 4].contains(true) ? candidates[index] : nil
    }
  }

  /// The axes on which a view's frame is not fixed by its constraints: horizontal when its x or
  /// width is free, vertical when its y or height is.
  package func ambiguousAxes(of view: View) -> [LayoutAttribute.Axis] {
    guard !view.translatesAutoresizingMaskIntoConstraints, let vars = variables[ObjectIdentifier(view)] else {
      return []
    }
    var axes: [LayoutAttribute.Axis] = []
    if solver.isAmbiguous(vars.x) || solver.isAmbiguous(vars.width) { axes.append(.horizontal) }
    if solver.isAmbiguous(vars.y) || solver.isAmbiguous(vars.height) { axes.append(.vertical) }
    return axes
  }

  /// Whether a constraint was broken by the last pass and left out of the layout.
  package func isBroken(_ constraint: LayoutConstraint) -> Bool {
    entries[EntryKey(constraint)]?.isBroken ?? false
  }

  /// Whether a view's frame is not fixed by its constraints.
  package func isAmbiguous(_ view: View) -> Bool {
    guard !view.translatesAutoresizingMaskIntoConstraints, let vars = variables[ObjectIdentifier(view)] else {
      return false
    }
    return solver.isAmbiguous(vars.x) || solver.isAmbiguous(vars.y) || solver.isAmbiguous(vars.width)
      || solver.isAmbiguous(vars.height)
  }

  /// The active constraints whose rows mention a view's variables on an axis.
  package func constraints(affecting view: View, axis: LayoutAttribute.Axis) -> [ConstraintRecord] {
    guard let vars = variables[ObjectIdentifier(view)] else { return [] }
    let mine: Set<LayoutVariable> =
      axis == .horizontal ? [vars.x, vars.width] : [vars.y, vars.height]
    return lastDesired.compactMap { key in
      guard let entry = entries[key], !entry.isBroken,
        entry.row.expression.terms.contains(where: { mine.contains($0.variable) })
      else { return nil }
      return entry.row.record
    }
  }

  /// For each view, the active constraints whose rows mention its variables on its ambiguous
  /// axes (``ambiguousAxes(of:)``), with those axes, in one pass over the rows: what explains an
  /// ambiguity, however many views are ambiguous.
  package func constraintsLeavingAmbiguous(_ views: [View]) -> [(
    axes: [LayoutAttribute.Axis], records: [ConstraintRecord]
  )] {
    var asking: [LayoutVariable: [Int]] = [:]
    var result: [(axes: [LayoutAttribute.Axis], records: [ConstraintRecord])] = []
    for (index, view) in views.enumerated() {
      let axes = ambiguousAxes(of: view)
      result.append((axes, []))
      guard let vars = variables[ObjectIdentifier(view)] else { continue }
      for axis in axes {
        for variable in axis == .horizontal ? [vars.x, vars.width] : [vars.y, vars.height] {
          asking[variable, default: []].append(index)
        }
      }
    }
    guard !asking.isEmpty else { return result }
    for key in lastDesired {
      guard let entry = entries[key], !entry.isBroken else { continue }
      var named: [Int] = []
      for term in entry.row.expression.terms {
        for index in asking[term.variable] ?? [] where !named.contains(index) { named.append(index) }
      }
      guard !named.isEmpty else { continue }
      let record = entry.row.record
      for index in named { result[index].records.append(record) }
    }
    return result
  }
}
