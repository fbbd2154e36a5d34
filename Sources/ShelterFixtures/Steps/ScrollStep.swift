import ShelterGeometry
import ShelterJSON

/// `{"scroll": "id", "offset": [x, y]}`: the user scrolls a scroll view to an offset.
enum ScrollStep: StepKind {
  static let keys = ["scroll"]
  static let fields: [String]? = ["offset"]

  static func value(of step: FixtureStep) -> (id: String, offset: Point)? {
    if case .scroll(let id, let offset) = step { (id, offset) } else { nil }
  }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    let target = try step.id("scroll")
    return .scroll(target, try step.required(step.point("offset"), "offset"))
  }

  static func validate(_ value: (id: String, offset: Point), in check: inout StepCheck) throws(FixtureError) {
    guard try check.view(value.id, "scroll").kind.isScrollable else {
      throw check.fail("'\(value.id)' is not a scroll view", key: "scroll")
    }
    try check.finite(value.offset.x, value.offset.y, key: "offset")
  }

  static func write(_ value: (id: String, offset: Point), to writer: inout JSONWriter) {
    writer.member("scroll", value.id)
    writer.key("offset")
    writer.point(value.offset)
  }
}
