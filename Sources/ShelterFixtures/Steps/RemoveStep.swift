import ShelterJSON

/// `{"remove": "id"}`: the view leaves its superview; a first responder inside resigns and its
/// keyboard leaves. The window's root view cannot leave, nor a view that already left.
enum RemoveStep: StepKind {
  static let keys = ["remove"]

  static func value(of step: FixtureStep) -> String? { if case .remove(let id) = step { id } else { nil } }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    .remove(try step.id("remove"))
  }

  static func validate(_ id: String, in check: inout StepCheck) throws(FixtureError) {
    let index = try check.view(id, "remove").index
    let nodes = check.fixture.nodes
    guard let parent = nodes[index].parent, nodes[parent].parent != nil else {
      throw check.fail("'\(id)' is the window's root view, which cannot be removed", key: "remove")
    }
    if let gone = check.removedAncestor(of: index) {
      throw check.fail("'\(id)' already left the window when '\(nodes[gone].id)' was removed", key: "remove")
    }
    check.removed.insert(index)
  }

  static func write(_ id: String, to writer: inout JSONWriter) { writer.member("remove", id) }
}
