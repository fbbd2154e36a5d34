import ShelterGeometry
import ShelterJSON

/// `{"resize": [w, h]}`: screen and window change size.
enum ResizeStep: StepKind {
  static let keys = ["resize"]

  static func value(of step: FixtureStep) -> Size? {
    if case .resize(let size) = step { return size }
    return nil
  }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    try step.only(["resize"], "resize")
    guard let size = try step.size("resize") else { throw step.fail("missing 'resize'") }
    return .resize(size)
  }

  static func validate(_ size: Size, in check: inout StepCheck) throws(FixtureError) {
    guard size.width > 0, size.height > 0, size.width <= Fixture.limit, size.height <= Fixture.limit else {
      throw check.fail("a screen size must be positive", key: "resize")
    }
  }

  static func write(_ size: Size, to writer: inout JSONWriter) {
    writer.key("resize")
    writer.beginArray()
    writer.number(size.width)
    writer.number(size.height)
    writer.endArray()
  }
}
