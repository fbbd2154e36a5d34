import ShelterGeometry
import ShelterJSON

/// `{"resize": [w, h]}`: screen and window change size; a size must be positive.
enum ResizeStep: StepKind {
  static let keys = ["resize"]

  static func value(of step: FixtureStep) -> Size? { if case .resize(let size) = step { size } else { nil } }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    .resize(try step.required(step.size("resize"), "resize"))
  }

  static func validate(_ size: Size, in check: inout StepCheck) throws(FixtureError) {
    let limit = Fixture.limit
    guard size.width > 0, size.height > 0, size.width <= limit, size.height <= limit else {
      throw check.fail("a screen size must be positive", key: "resize")
    }
  }

  static func write(_ size: Size, to writer: inout JSONWriter) { writer.member("resize", size) }
}
