import ShelterJSON

/// `{"activate": ["id", …]}` or `{"deactivate": […]}`: several constraints are installed or
/// removed at once, in the order given, as `NSLayoutConstraint.activate(_:)` meets them.
enum ActivationStep: StepKind {
  static let keys = ["activate", "deactivate"]
  static let changesLayout = true

  static func value(of step: FixtureStep) -> (ids: [String], active: Bool)? {
    if case .activation(let ids, let active) = step { (ids, active) } else { nil }
  }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    let key = step.key
    guard let list = step.json[key], list.kind == .array else {
      throw step.fail("expected an array of constraint ids", key: key)
    }
    var ids: [String] = []
    for element in list.elements {
      guard let id = element.stringValue else {
        throw step.decoder.fail(
          element, "expected a constraint id (a string), found \(step.describe(element))")
      }
      ids.append(id)
    }
    guard !ids.isEmpty else { throw step.fail("the step names no constraint to \(key)", key: key) }
    return .activation(ids, active: key == "activate")
  }

  static func validate(_ value: (ids: [String], active: Bool), in check: inout StepCheck) throws(FixtureError)
  {
    let key = name(value)
    for (position, id) in value.ids.enumerated() where check.constraints[id] == nil {
      var error = check.fail("no constraint with id '\(id)'", key: key)
      error.path += "[\(position)]"
      throw error
    }
  }

  static func write(_ value: (ids: [String], active: Bool), to writer: inout JSONWriter) {
    writer.key(name(value))
    writer.beginArray()
    for id in value.ids { writer.string(id) }
    writer.endArray()
  }

  static func name(_ value: (ids: [String], active: Bool)) -> String {
    value.active ? "activate" : "deactivate"
  }
}
