import Shelter

extension ScreenSpec {
  /// Turns the constraints written on views into fixture constraints, each installed on the
  /// nearest common ancestor of the views it names (a guide counts as its owning view; a constant
  /// alone, on the view itself), as `NSLayoutConstraint.activate` installs them.
  ///
  /// Checks each before anything is built, and throws
  /// ``ScenarioError/invalidConstraint(screen:view:constraint:message:)`` naming the view it is
  /// written on: text outside the grammar, an id that is no view, an anchor with no owner, what
  /// UIKit refuses when it makes a constraint, a constraint id used twice.
  func installConstraints(
    _ written: [(node: Int, constraints: [ConstraintSpec])], in nodes: inout [FixtureNode]
  ) throws(ScenarioError) {
    var indexByID: [String: Int] = [:]
    for (index, node) in nodes.enumerated() where indexByID[node.id] == nil { indexByID[node.id] = index }
    var constraintIDs: Set<String> = []
    for (declaring, specs) in written {
      let view = nodes[declaring].id
      for spec in specs {
        var shown = spec.text(of: view)
        func fail(_ message: String) -> ScenarioError {
          .invalidConstraint(screen: name, view: view, constraint: shown, message: message)
        }
        let expression: ConstraintExpression
        switch spec.form {
        case .text(_, .failure(let error)):
          throw fail(error.description)
        case .text(_, .success(let parsed)):
          expression = parsed
        case .anchors(
          let attribute, let relation, let anchor, let given, let multiplier, let constant, let priority):
          var second: ConstraintExpression.Item?
          if let anchor {
            let owner: String
            switch (anchor.owner, given) {
            case (.view(let id), nil):
              owner = id
            case (.view(let id), let given?):
              throw fail("the anchor already names its view '\(id)'; leave out 'of: \"\(given)\"'")
            case (.superview, let given?):
              throw fail(
                "a superview anchor names its view; use .view(\"\(given)\", .\(anchor.attribute)) instead")
            case (.given, let given?):
              owner = given
            case (.superview, nil), (.given, nil):
              guard let superview = Self.superview(of: declaring, in: nodes) else {
                throw fail("'\(view)' has no superview; name the view with 'of:'")
              }
              owner = nodes[superview].id
            }
            second = ConstraintExpression.Item(id: owner, guide: anchor.guide, attribute: anchor.attribute)
          }
          expression = ConstraintExpression(
            first: ConstraintExpression.Item(id: view, attribute: attribute), relation: relation,
            second: second,
            multiplier: multiplier, constant: constant, priority: priority)
          shown = expression.description
        }
        if let problem = expression.problem() { throw fail("\(problem.message): '\(problem.token)'") }
        var items: [Int] = []
        for item in [expression.first, expression.second].compactMap({ $0 }) {
          guard let index = indexByID[item.id] else { throw fail("no view with id '\(item.id)'") }
          guard nodes[index].kind != nil else { throw fail("'\(item.id)' is a controller, not a view") }
          items.append(index)
        }
        guard let holder = Self.nearestCommonAncestor(items, in: nodes) else {
          throw fail("'\(expression.first.id)' and '\(expression.second?.id ?? "")' are in different windows")
        }
        if let id = spec.id {
          guard indexByID[id] == nil else { throw fail("constraint id '\(id)' is already a view's id") }
          guard constraintIDs.insert(id).inserted else { throw fail("constraint id '\(id)' is used twice") }
        }
        nodes[holder].constraints.append(
          FixtureConstraint(id: spec.id, expression: expression, isActive: spec.isActive))
      }
    }
  }

  /// The view above a node, past the controller between a child controller's root view and the
  /// view that holds it; `nil` for the window's root view.
  static func superview(of index: Int, in nodes: [FixtureNode]) -> Int? {
    var current = nodes[index].parent
    while let parent = current, nodes[parent].kind == nil { current = nodes[parent].parent }
    return current
  }

  /// The deepest node that is an ancestor of (or is) every node given; `nil` when they share none.
  static func nearestCommonAncestor(_ indices: [Int], in nodes: [FixtureNode]) -> Int? {
    guard var candidate = indices.first else { return nil }
    for other in indices.dropFirst() {
      var above: Set<Int> = []
      var walk: Int? = candidate
      while let node = walk {
        above.insert(node)
        walk = nodes[node].parent
      }
      var meet: Int? = other
      while let node = meet, !above.contains(node) { meet = nodes[node].parent }
      guard let found = meet else { return nil }
      candidate = found
    }
    // A controller has one child, its root view, so two views never meet at one; kept for safety.
    return nodes[candidate].kind == nil ? nil : candidate
  }
}

extension ConstraintSpec {
  /// The constraint as written, for messages: the text, or the anchors in the grammar with the
  /// owner not yet known shown as `superview`.
  func text(of view: String) -> String {
    switch form {
    case .text(let text, _):
      return text
    case .anchors(
      let attribute, let relation, let anchor, let given, let multiplier, let constant, let priority):
      let second = anchor.map { anchor -> ConstraintExpression.Item in
        let owner: String
        switch anchor.owner {
        case .view(let id): owner = id
        case .superview: owner = "superview"
        case .given: owner = given ?? "superview"
        }
        return ConstraintExpression.Item(id: owner, guide: anchor.guide, attribute: anchor.attribute)
      }
      return ConstraintExpression(
        first: ConstraintExpression.Item(id: view, attribute: attribute), relation: relation, second: second,
        multiplier: multiplier, constant: constant, priority: priority
      ).description
    }
  }
}
