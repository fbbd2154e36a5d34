import ShelterGeometry
import ShelterJSON

/// `{"set": "id", "hidden": b}` or `{"set": "id", "intrinsicContentSize": [w, h]}`: a view is
/// shown or hidden, or its content changes size (its text grew).
enum SetStep: StepKind {
  static let keys = ["set"]
  static let fields: [String]? = nil
  static let changesLayout = true

  /// What a set step changes.
  enum Change {
    case hidden(Bool)
    case intrinsicContentSize(Size)
  }

  static func value(of step: FixtureStep) -> (id: String, change: Change)? {
    switch step {
    case let .setHidden(id, hidden): return (id, .hidden(hidden))
    case let .setIntrinsicContentSize(id, size): return (id, .intrinsicContentSize(size))
    default: return nil
    }
  }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    let target = try step.id("set")
    if step.json["hidden"] != nil {
      try step.only(["set", "hidden"], "set")
      return .setHidden(target, try step.required(step.bool("hidden"), "hidden"))
    }
    if step.json["intrinsicContentSize"] != nil {
      try step.only(["set", "intrinsicContentSize"], "set")
      let size = try step.required(step.size("intrinsicContentSize"), "intrinsicContentSize")
      return .setIntrinsicContentSize(target, size)
    }
    try step.only(["set"], "set")
    throw step.fail("a set step needs 'hidden' or 'intrinsicContentSize'")
  }

  static func validate(_ value: (id: String, change: Change), in check: inout StepCheck) throws(FixtureError)
  {
    _ = try check.view(value.id, "set")
    guard case .intrinsicContentSize(let size) = value.change else { return }
    for value in [size.width, size.height] {
      guard value.isFinite, value == -1 || (value >= 0 && value <= Fixture.limit) else {
        throw check.fail(
          "an intrinsic size is -1 (none) or a size from 0 to 1e9, found \(Fixture.shown(value))",
          key: "intrinsicContentSize")
      }
    }
  }

  static func write(_ value: (id: String, change: Change), to writer: inout JSONWriter) {
    writer.member("set", value.id)
    switch value.change {
    case .hidden(let hidden): writer.member("hidden", hidden)
    case .intrinsicContentSize(let size): writer.member("intrinsicContentSize", size)
    }
  }

  static func name(_ value: (id: String, change: Change)) -> String {
    switch value.change {
    case .hidden: return "set hidden"
    case .intrinsicContentSize: return "set intrinsic size"
    }
  }
}
