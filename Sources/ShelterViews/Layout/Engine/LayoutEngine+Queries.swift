import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport
package import ShelterValues

extension LayoutEngine {
  /// The views whose frame is not fixed by their constraints, in tree order; asked for rather than
  /// kept, as judging a view costs what its position depends on.
  /// A scroll view whose content size its constraints leave free is among them, and so is a view
  /// still moving when a pass stopped on its round limit (``unsettledViews``).
  package func ambiguousViews(in window: Window) -> [View] {
    var candidates: [View] = []
    var queried: [LayoutVariable] = []
    forEachConstrainedView(in: window) { view, vars in
      candidates.append(view)
      queried.append(contentsOf: [vars.x, vars.y, vars.width, vars.height])
    }
    var contents: [View] = []
    for scroll in contentScrollViews {
      guard let c = contentGuideVariables(of: scroll) else { continue }
      contents.append(scroll)
      queried.append(contentsOf: [c.width, c.height])
    }
    // One batch: a view's position depends on its chain of pins, which views along it share.
    let ambiguous = solver.ambiguousVariables(queried)
    var found: Set<ObjectIdentifier> = []
    for index in candidates.indices where ambiguous[4 * index..<4 * index + 4].contains(true) {
      found.insert(ObjectIdentifier(candidates[index]))
    }
    let base = 4 * candidates.count
    for (index, scroll) in contents.enumerated()
    where ambiguous[base + 2 * index..<base + 2 * index + 2].contains(true) {
      found.insert(ObjectIdentifier(scroll))
    }
    for view in unsettledViews { found.insert(ObjectIdentifier(view)) }
    guard !found.isEmpty else { return [] }
    // In tree order, without recursion.
    var result: [View] = []
    var stack: [View] = [window]
    while let view = stack.popLast() {
      for child in view.subviews.reversed() { stack.append(child) }
      if found.contains(ObjectIdentifier(view)) { result.append(view) }
    }
    return result
  }

  /// The axes on which a view's frame is not fixed by its constraints: horizontal when its x or
  /// width is free, vertical when its y or height is.
  /// A scroll view's content width counts on the horizontal axis and its content height on the
  /// vertical; a view still moving when the pass stopped unsettled counts on both.
  package func ambiguousAxes(of view: View) -> [LayoutAttribute.Axis] {
    if unsettledViews.contains(where: { $0 === view }) { return [.horizontal, .vertical] }
    var horizontal = false
    var vertical = false
    if !view.translatesAutoresizingMaskIntoConstraints, let vars = variables[ObjectIdentifier(view)] {
      horizontal = solver.isAmbiguous(vars.x) || solver.isAmbiguous(vars.width)
      vertical = solver.isAmbiguous(vars.y) || solver.isAmbiguous(vars.height)
    }
    if let c = contentGuideVariables(of: view) {
      horizontal = horizontal || solver.isAmbiguous(c.width)
      vertical = vertical || solver.isAmbiguous(c.height)
    }
    return (horizontal ? [.horizontal] : []) + (vertical ? [.vertical] : [])
  }

  /// The axes on which a scroll view's content size is not fixed by its constraints.
  package func ambiguousContentAxes(of view: View) -> [LayoutAttribute.Axis] {
    guard let c = contentGuideVariables(of: view) else { return [] }
    return (solver.isAmbiguous(c.width) ? [.horizontal] : [])
      + (solver.isAmbiguous(c.height) ? [.vertical] : [])
  }

  /// Whether a constraint was broken by the last pass and left out of the layout.
  package func isBroken(_ constraint: LayoutConstraint) -> Bool {
    entries[EntryKey(constraint)]?.isBroken ?? false
  }

  /// Whether a view's frame is not fixed by its constraints.
  package func isAmbiguous(_ view: View) -> Bool { !ambiguousAxes(of: view).isEmpty }

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
      let own = view.translatesAutoresizingMaskIntoConstraints ? nil : variables[ObjectIdentifier(view)]
      let content = contentGuideVariables(of: view)
      for axis in axes {
        var mine: [LayoutVariable] = []
        if let vars = own { mine += axis == .horizontal ? [vars.x, vars.width] : [vars.y, vars.height] }
        if let c = content { mine.append(axis == .horizontal ? c.width : c.height) }
        for variable in mine { asking[variable, default: []].append(index) }
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
