import ShelterJSON

/// Where a step or a view of a decoded fixture is in its file.
package struct FixtureSourcePosition: Hashable, Sendable {
  /// The 1-based line of the value's first character.
  package var line: Int
  /// The 1-based column, in Unicode scalars, of the value's first character.
  package var column: Int
  /// The JSON path of the value: `steps[2]`, `window.controller.view.subviews[1]`.
  package var path: String

  /// A position in a fixture's file.
  package init(line: Int, column: Int, path: String) {
    (self.line, self.column, self.path) = (line, column, path)
  }
}

extension Fixture {
  /// Where the step at `index` (0-based, as in ``steps``) starts in the file it was decoded from;
  /// `nil` for a fixture built in code or an index out of range.
  package func sourcePosition(ofStep index: Int) -> FixtureSourcePosition? {
    guard index >= 0, let node = stepSource(index) else { return nil }
    return FixtureSourcePosition(line: node.line, column: node.column, path: node.path.description)
  }

  /// Where the node with this id starts in the file it was decoded from; `nil` for a fixture built
  /// in code or an id no node has.
  package func sourcePosition(ofNode id: String) -> FixtureSourcePosition? {
    guard let node = nodes.first(where: { $0.id == id })?.source.node else { return nil }
    return FixtureSourcePosition(line: node.line, column: node.column, path: node.path.description)
  }

  /// Where the constraint with this id is written in the file it was decoded from (its element of
  /// a node's `constraints`); `nil` for a fixture built in code or an id no constraint has. A
  /// broken constraint's report points here rather than at its step.
  package func sourcePosition(ofConstraint id: String) -> FixtureSourcePosition? {
    for node in nodes {
      guard let position = node.constraints.firstIndex(where: { $0.id == id }) else { continue }
      guard let element = node.source.node?["constraints"]?[position] else { return nil }
      return FixtureSourcePosition(line: element.line, column: element.column, path: element.path.description)
    }
    return nil
  }

  /// Where each of `places` starts in the file: its step (0-based, as in ``steps``) when it names
  /// one in range, else the node with its view id, else `nil`; what
  /// ``sourcePosition(ofStep:)`` and ``sourcePosition(ofNode:)`` give, one by one. One walk over
  /// the steps and one over the nodes serve every place, so a run's many violations cost the steps
  /// once instead of once each.
  package func sourcePositions(of places: [(stepIndex: Int, viewID: String)]) -> [FixtureSourcePosition?] {
    var result = [FixtureSourcePosition?](repeating: nil, count: places.count)
    var placesOfStep: [Int: [Int]] = [:]
    for (k, place) in places.enumerated() where place.stepIndex >= 0 {
      placesOfStep[place.stepIndex, default: []].append(k)
    }
    if let list = stepsSource.node, let last = placesOfStep.keys.max() {
      let listPath = list.path
      for (index, element) in list.elements.enumerated() {
        guard index <= last else { break }
        guard let wanted = placesOfStep[index] else { continue }
        let position = FixtureSourcePosition(
          line: element.line, column: element.column, path: listPath.appending(index: index).description)
        for k in wanted { result[k] = position }
      }
    }
    var nodeOfID: [String: Int]?
    for k in places.indices where result[k] == nil {
      if nodeOfID == nil {
        var first: [String: Int] = [:]
        for (index, node) in nodes.enumerated() where first[node.id] == nil { first[node.id] = index }
        nodeOfID = first
      }
      guard let index = nodeOfID?[places[k].viewID], let node = nodes[index].source.node else { continue }
      result[k] = FixtureSourcePosition(line: node.line, column: node.column, path: node.path.description)
    }
    return result
  }
}

extension Fixture {
  /// The members of a node whose JSON later messages point into (a constraint, a stack view's
  /// settings), kept whole by ``keepOnlySourcesNeeded()``; of the others only the node's own place.
  static let sourceMembersKept: Set<String> = [
    "constraints", "axis", "distribution", "alignment", "spacing", "customSpacing",
    "layoutMarginsRelativeArrangement", "baselineRelativeArrangement", "arrangedSubviews",
  ]

  /// Moves what messages need of the decoded JSON into a tape of its own and lets go of the parsed
  /// document: each node's and window's place (its path, line and column), the members of
  /// ``sourceMembersKept`` and the steps whole. The document, its copy of the input included,
  /// is then released when decoding ends, so a loaded fixture holds about 25 bytes of source per
  /// node instead of its whole text and tape (docs/performance.md).
  mutating func keepOnlySourcesNeeded() {
    var whole: [JSONNode] = []
    for node in nodes where !node.constraints.isEmpty || node.stack != nil {
      guard let source = node.source.node else { continue }
      for (key, value) in source.members where Self.sourceMembersKept.contains(key) { whole.append(value) }
    }
    if let steps = stepsSource.node { whole.append(steps) }
    // Nodes first, then the windows after the first; the sources are read in place.
    let windowsStart = nodes.count
    let wholeStart = nodes.count + additionalWindows.count
    let retained = JSONNode.retaining(
      shallowCount: wholeStart,
      shallow: {
        $0 < windowsStart ? nodes[$0].source.node : additionalWindows[$0 - windowsStart].source.node
      },
      whole: whole)
    for index in nodes.indices { nodes[index].source = FixtureSource(retained.shallow(index)) }
    for k in additionalWindows.indices {
      additionalWindows[k].source = FixtureSource(retained.shallow(windowsStart + k))
    }
    if stepsSource.node != nil, let steps = retained.whole.last { stepsSource = FixtureSource(steps) }
  }
}
