import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport
package import ShelterValues

extension LayoutEngine {
  /// The largest coordinate a solved frame may reach, as the loader bounds every number it reads:
  /// constraints within it can still derive more (a product of multipliers), and a frame past it
  /// is reported, never written.
  package static let frameLimit = 1e9

  /// A frame the constraints derive past ±``frameLimit``: the view, the axis, the first value out
  /// of range, and the constraints that produced it, as a log names them.
  package struct UnboundedFrame: Equatable, Sendable {
    /// The view's identifier, `nil` when it has none.
    package var viewID: String?
    /// The view as the fixture grammar names it.
    package var viewName: String
    /// The axis of the value out of range.
    package var axis: LayoutAttribute.Axis
    /// The value: an edge or a size, infinite or not a number when the solution overflowed.
    package var value: Double
    /// The active constraints whose rows reach the view's variables on that axis, through views
    /// placed by constraints, in the order the pass laid them out.
    package var constraints: [ConstraintRecord]

    /// One line: `frame of c is past ±1e9 on the horizontal axis (1000000000000), derived by
    /// c.leading == root.leading, c.width == 1000 * b.width, …`.
    package var message: String {
      let derived = constraints.map(\.description).joined(separator: ", ")
      return "frame of \(viewName) is past ±1e9 on the \(axis) axis (\(NumberText.shortest(value)))"
        + (derived.isEmpty ? "" : ", derived by " + derived)
    }
  }

  /// The value of a solved rect out of range on an axis (its origin, far edge or size), `nil` when
  /// every one is finite and within ±``frameLimit``.
  static func outOfRange(x: Double, y: Double, width: Double, height: Double)
    -> (axis: LayoutAttribute.Axis, value: Double)?
  {
    func bad(_ value: Double) -> Bool { !(abs(value) <= frameLimit) }
    if bad(x) { return (.horizontal, x) }
    if bad(width) { return (.horizontal, width) }
    if bad(x + width) { return (.horizontal, x + width) }
    if bad(y) { return (.vertical, y) }
    if bad(height) { return (.vertical, height) }
    if bad(y + height) { return (.vertical, y + height) }
    return nil
  }

  /// Notes a view whose solved frame is out of range with the constraints that produced it.
  func noteUnbounded(_ view: View, axis: LayoutAttribute.Axis, value: Double) {
    guard let vars = variables[ObjectIdentifier(view)],
      !unboundedFrames.contains(where: { $0.viewName == view.layoutName && $0.axis == axis })
    else { return }
    let start = axis == .horizontal ? [vars.x, vars.width] : [vars.y, vars.height]
    unboundedFrames.append(
      UnboundedFrame(
        viewID: view.identifier, viewName: view.layoutName, axis: axis, value: value,
        constraints: constraintsReaching(start)))
  }

  /// The active user constraints whose rows reach `start` through shared variables: a row that
  /// mentions a reached variable is taken, and its other variables are reached in turn, except
  /// those of views held at their frames by their autoresizing masks (fixed, so nothing flows
  /// through them). In the order of the last pass.
  func constraintsReaching(_ start: [LayoutVariable]) -> [ConstraintRecord] {
    var fixed: Set<LayoutVariable> = []
    for vars in variables.values {
      guard let view = vars.item as? View, view.translatesAutoresizingMaskIntoConstraints else { continue }
      fixed.formUnion([vars.x, vars.y, vars.width, vars.height])
    }
    var rows: [(key: EntryKey, terms: [LayoutVariable])] = []
    var rowsOf: [LayoutVariable: [Int]] = [:]
    for key in lastDesired {
      guard let entry = entries[key], !entry.isBroken, case .constraint = entry.row.source else { continue }
      let terms = entry.row.expression.terms.map(\.variable)
      for variable in terms { rowsOf[variable, default: []].append(rows.count) }
      rows.append((key, terms))
    }
    var reached = Set(start)
    var pending = start
    var taken = Array(repeating: false, count: rows.count)
    while let variable = pending.popLast() {
      for index in rowsOf[variable] ?? [] where !taken[index] {
        taken[index] = true
        for other in rows[index].terms where !fixed.contains(other) && reached.insert(other).inserted {
          pending.append(other)
        }
      }
    }
    return rows.indices.compactMap { taken[$0] ? entries[rows[$0].key]?.row.record : nil }
  }
}

extension LayoutEngine {
  /// A solver operation of a pass that stopped short of an answer: the same kind of error as a
  /// frame past ±1e9, since the constraints it names may not hold. An add that overflowed never
  /// held; one whose pivots ran out may hold only in part.
  package struct SolverFailure: Equatable, Sendable {
    /// The pivots the operation took before its bound stopped it, `nil` for an overflow (a
    /// product of multipliers past ±1e300).
    package var pivots: Int?
    /// The constraints the failed operation reached: the one under way first, then those whose
    /// rows were being combined, as a log names them (implicit `size >= 0` rows left out).
    package var constraints: [ConstraintRecord]

    /// One line: `layout stopped: a product of multipliers passes ±1e300, in a34.width == …`.
    package var message: String {
      let cause =
        pivots.map { "the solver did not settle within \($0) pivots" }
        ?? "a product of multipliers passes ±1e300"
      let named = constraints.map(\.description).joined(separator: ", ")
      return "layout stopped: " + cause + (named.isEmpty ? "" : ", in " + named)
    }
  }

  /// The first solver operation that stopped short since the last call, with the constraints it
  /// names; `nil` when every one finished.
  package func takeSolverFailure() -> SolverFailure? {
    guard let failure = solver.takeFailure() else { return nil }
    var records: [ConstraintRecord] = []
    if let refused = failure.refused,
      let key = lastDesired.first(where: { key in
        guard let entry = entries[key] else { return false }
        return entry.isBroken && entry.id == nil && entry.row.expression.solverExpression == refused
      }), let entry = entries[key]
    {
      records.append(entry.row.record)
    }
    for id in failure.constraints {
      guard let key = keysByID[id], let record = entries[key]?.row.record, !record.isImplicit else {
        continue
      }
      records.append(record)
    }
    let pivots: Int?
    switch failure.reason {
    case .pivotLimit(let count): pivots = count
    case .overflow: pivots = nil
    }
    return SolverFailure(pivots: pivots, constraints: records)
  }
}

extension Window {
  /// The first solver operation of the layout passes since the last call that stopped short, for
  /// reports: an error, as a frame past ±1e9 is.
  package func takeSolverFailure() -> LayoutEngine.SolverFailure? {
    layoutEngine?.takeSolverFailure()
  }
}
