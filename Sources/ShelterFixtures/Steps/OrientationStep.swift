import ShelterJSON
import ShelterValues

/// `{"orientation": "landscape"}`: the device turns; the screen, its safe area and the keyboard
/// take the orientation's values. Needs the fixture's device.
enum OrientationStep: StepKind {
  static let keys = ["orientation"]

  static func value(of step: FixtureStep) -> Orientation? {
    if case .orientation(let orientation) = step { orientation } else { nil }
  }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    guard let name = try step.string("orientation"), Orientation.all.contains(Orientation(rawValue: name))
    else { throw step.fail("expected 'portrait' or 'landscape'", key: "orientation") }
    return .orientation(Orientation(rawValue: name))
  }

  static func validate(_ orientation: Orientation, in check: inout StepCheck) throws(FixtureError) {
    guard check.fixture.device != nil else {
      throw check.fail("turning needs the screen's 'device'", key: "orientation")
    }
    check.orientation = orientation
  }

  static func write(_ orientation: Orientation, to writer: inout JSONWriter) {
    writer.member("orientation", orientation.rawValue)
  }
}
