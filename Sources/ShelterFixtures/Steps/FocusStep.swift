import ShelterJSON

/// `{"focus": "id"}`: the view becomes first responder; it must be a text input still in the
/// window.
enum FocusStep: StepKind {
  static let keys = ["focus"]

  static func value(of step: FixtureStep) -> String? { if case .focus(let id) = step { id } else { nil } }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep { .focus(try step.id("focus")) }

  static func validate(_ id: String, in check: inout StepCheck) throws(FixtureError) {
    let (index, kind) = try check.view(id, "focus")
    if let gone = check.removedAncestor(of: index) {
      throw check.fail(
        "'\(id)' left the window when '\(check.fixture.nodes[gone].id)' was removed", key: "focus")
    }
    guard kind.isTextInput else {
      throw check.fail(
        "'\(id)' cannot become first responder: only a textField or textView can", key: "focus")
    }
  }

  static func write(_ id: String, to writer: inout JSONWriter) { writer.member("focus", id) }
}
