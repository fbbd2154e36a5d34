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
}
