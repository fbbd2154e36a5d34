import ShelterGeometry
import ShelterJSON

/// `{"tap": [x, y]}`: a tap at a window point.
enum TapStep: StepKind {
  static let keys = ["tap"]

  static func value(of step: FixtureStep) -> Point? { if case .tap(let point) = step { point } else { nil } }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    .tap(try step.required(step.point("tap"), "tap"))
  }

  static func validate(_ point: Point, in check: inout StepCheck) throws(FixtureError) {
    try check.finite(point.x, point.y, key: "tap")
  }

  static func write(_ point: Point, to writer: inout JSONWriter) {
    writer.key("tap")
    writer.point(point)
  }
}
