import ShelterJSON
import ShelterValues

extension Fixture {
  /// Checks stack views: their fields belong to `stackView` nodes, `arrangedSubviews` names each
  /// subview at most once, and `customSpacing` names arranged subviews; errors name the JSON path
  /// of the offending id.
  func validateStacks(_ ids: NodeIDTable) throws(FixtureError) {
    for (index, node) in nodes.enumerated() {
      guard let stack = node.stack, case .view(let kind) = node.role else { continue }
      guard kind == .stackView else {
        let key = stackKeys(of: index).first ?? "axis"
        throw failure(index, "'\(key)' belongs to stack views (\"kind\": \"stackView\")", key: key)
      }
      var arranged: Set<String> = []
      if let list = stack.arrangedSubviews {
        for (position, id) in list.enumerated() {
          guard let target = ids.index(of: id, in: nodes), isSubview(target, of: index) else {
            throw stackFailure(
              index, key: "arrangedSubviews", position: position,
              "'\(id)' is not a subview of '\(node.id)'")
          }
          guard arranged.insert(id).inserted else {
            throw stackFailure(
              index, key: "arrangedSubviews", position: position, "'\(id)' is arranged twice")
          }
        }
      }
      for entry in stack.customSpacing {
        let known = ids.index(of: entry.id, in: nodes).map { isSubview($0, of: index) } ?? false
        guard known, stack.arrangedSubviews == nil || arranged.contains(entry.id) else {
          throw stackFailure(
            index, key: "customSpacing", member: entry.id,
            "'\(entry.id)' is not an arranged subview of '\(node.id)'")
        }
        guard entry.spacing.isFinite else {
          throw stackFailure(index, key: "customSpacing", member: entry.id, "a spacing is a number")
        }
      }
    }
  }

  /// Whether the node at `index` is a view directly inside the node at `stack` (a child
  /// controller's root view counts, as it is the stack view's subview).
  private func isSubview(_ index: Int, of stack: Int) -> Bool {
    guard case .view = nodes[index].role, let parent = nodes[index].parent else { return false }
    if parent == stack { return true }
    if case .controller = nodes[parent].role { return nodes[parent].parent == stack }
    return false
  }

  /// The stack view keys a decoded node states, in the file's order.
  private func stackKeys(of index: Int) -> [String] {
    let keys = [
      "axis", "distribution", "alignment", "spacing", "customSpacing", "layoutMarginsRelativeArrangement",
      "baselineRelativeArrangement", "arrangedSubviews",
    ]
    guard let source = nodes[index].source.node else { return ["axis"] }
    return keys.filter { source[$0] != nil }
  }

  /// An error at an element of a stack view's list or a member of its object.
  private func stackFailure(
    _ index: Int, key: String, position: Int? = nil, member: String? = nil, _ message: String
  ) -> FixtureError {
    guard let holder = nodes[index].source.node?[key] else {
      var path = path(of: index) + "." + key
      if let position { path += "[\(position)]" }
      if let member { path += "." + member }
      return FixtureError(path: path, message: message)
    }
    var target = holder
    if let position {
      for (k, element) in holder.elements.enumerated() where k == position { target = element }
    }
    if let member, let value = holder[member] { target = value }
    var path = holder.path
    if let position { path = path.appending(index: position) }
    if let member { path = path.appending(key: member) }
    return FixtureError(path: path.description, line: target.line, column: target.column, message: message)
  }
}
