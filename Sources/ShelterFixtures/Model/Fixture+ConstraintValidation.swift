import ShelterGeometry
import ShelterJSON
import ShelterSupport
import ShelterValues

extension Fixture {
  /// Where each constraint with an id is: its node and its place in the node's list.
  package func constraintIndex() -> [String: (node: Int, position: Int)] {
    var table: [String: (node: Int, position: Int)] = [:]
    for (index, node) in nodes.enumerated() where !node.constraints.isEmpty {
      for (position, constraint) in node.constraints.enumerated() {
        if let id = constraint.id, table[id] == nil { table[id] = (index, position) }
      }
    }
    return table
  }

  /// An error at one constraint of a node, located at its JSON element when decoded.
  package func constraintFailure(_ index: Int, _ position: Int, _ message: String) -> FixtureError {
    let list = nodes[index].source.node?["constraints"]
    var element: JSONNode?
    if let list {
      for (k, entry) in list.elements.enumerated() where k == position {
        element = entry.kind == .object ? (entry["constraint"] ?? entry) : entry
      }
    }
    guard let element else {
      return FixtureError(path: path(of: index) + ".constraints[\(position)]", message: message)
    }
    return FixtureError(
      path: element.path.description, line: element.line, column: element.column, message: message)
  }

  /// Checks the Auto Layout fields: numbers finite and in range, priorities in `1...1000`,
  /// intrinsic sizes `-1` or not negative, constraint ids unique in the file's namespace, every
  /// item a view in the holder's subtree (UIKit's rule for `addConstraint(_:)`), and the content
  /// and frame guides named only on scroll views.
  func validateLayout(_ ids: NodeIDTable) throws(FixtureError) {
    try validateStacks(ids)
    var constraintIDs: [String: String] = [:]
    for (index, node) in nodes.enumerated() {
      guard case .view = node.role else { continue }
      if let size = node.intrinsicContentSize {
        for value in [size.width, size.height] {
          guard value.isFinite, value == IntrinsicMetric.none || (value >= 0 && value <= Fixture.limit)
          else {
            throw failure(
              index, "an intrinsic size is -1 (none) or a size from 0 to 1e9, found \(Fixture.shown(value))",
              key: "intrinsicContentSize")
          }
        }
      }
      for (key, p) in [
        ("contentHuggingPriority", node.contentHuggingPriority),
        ("contentCompressionResistancePriority", node.contentCompressionResistancePriority),
      ] {
        for value in [p.horizontal, p.vertical] where !(value >= 1 && value <= 1000) {
          throw failure(index, "a priority lies in 1...1000, found \(Fixture.shown(value))", key: key)
        }
      }
      if let m = node.directionalLayoutMargins {
        try checkNumbers(index, [m.top, m.leading, m.bottom, m.trailing], key: "directionalLayoutMargins")
      }
      for (key, value) in [("firstBaseline", node.firstBaseline), ("lastBaseline", node.lastBaseline)] {
        if let value { try checkNumbers(index, [value], key: key) }
      }
      for (position, constraint) in node.constraints.enumerated() {
        if let id = constraint.id {
          if let other = ids.index(of: id, in: nodes) {
            throw constraintFailure(
              index, position, "constraint id '\(id)' is already used by the node at \(path(of: other))")
          }
          if let earlier = constraintIDs[id] {
            throw constraintFailure(
              index, position, "duplicate constraint id '\(id)', already used at \(earlier)")
          }
          constraintIDs[id] = path(of: index) + ".constraints[\(position)]"
        }
        let e = constraint.expression
        if let problem = e.problem() {
          throw constraintFailure(index, position, "\(problem.message): '\(problem.token)'")
        }
        for value in [e.constant, e.multiplier] where !(abs(value) <= Fixture.limit) {
          throw constraintFailure(index, position, "\(Fixture.shown(value)) is beyond the allowed ±1e9")
        }
        for item in [e.first, e.second].compactMap({ $0 }) {
          guard let target = ids.index(of: item.id, in: nodes) else {
            throw constraintFailure(index, position, "no view with id '\(item.id)': '\(item.description)'")
          }
          guard case .view = nodes[target].role else {
            throw constraintFailure(
              index, position,
              item.guide == nil
                ? "'\(item.id)' is a controller, not a view: '\(item.description)'"
                : "'\(item.id)' is a controller, which has no \(item.guide!.rawValue): '\(item.description)'")
          }
          if let guide = item.guide, guide.isScrollViewGuide,
            let kind = nodes[target].kind, !kind.isScrollable
          {
            throw constraintFailure(
              index, position,
              "'\(item.id)' is a \(kind.rawValue), which has no \(guide.rawValue) (scroll views only): '\(item.description)'"
            )
          }
          var ancestor: Int? = target
          while let a = ancestor, a != index { ancestor = nodes[a].parent }
          guard ancestor == index else {
            throw constraintFailure(
              index, position,
              "'\(item.id)' is outside the subtree of '\(node.id)', which holds the constraint: '\(item.description)'"
            )
          }
        }
      }
    }
    try validateKeyboardConstraints()
  }

  /// Checks every controller's `avoidance.keyboardConstraint`: it names a constraint of the file
  /// whose first item is a view (not a guide), the view the `bottom-constraint` policy lifts.
  private func validateKeyboardConstraints() throws(FixtureError) {
    var table: [String: (node: Int, position: Int)]?
    for (index, node) in nodes.enumerated() {
      guard node.role == .controller, let id = node.avoidance?.keyboardConstraint else { continue }
      let constraints = table ?? constraintIndex()
      table = constraints
      guard let place = constraints[id] else {
        throw failure(
          index, "no constraint with id '\(id)': keyboardConstraint names a constraint's id",
          key: "keyboardConstraint", inside: "avoidance")
      }
      let first = nodes[place.node].constraints[place.position].expression.first
      if let guide = first.guide {
        throw failure(
          index,
          "constraint '\(id)' starts with \(first.id).\(guide.rawValue), a guide: keyboardConstraint needs a constraint whose first item is the view that rises",
          key: "keyboardConstraint", inside: "avoidance")
      }
    }
  }
}
