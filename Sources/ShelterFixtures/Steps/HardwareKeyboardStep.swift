import ShelterJSON

/// `{"hardwareKeyboard": true}`: a hardware keyboard is attached (or detached); needs the
/// fixture's device.
enum HardwareKeyboardStep: StepKind {
  static let keys = ["hardwareKeyboard"]

  static func value(of step: FixtureStep) -> Bool? {
    if case .hardwareKeyboard(let attached) = step { attached } else { nil }
  }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    .hardwareKeyboard(try step.required(step.bool("hardwareKeyboard"), "hardwareKeyboard"))
  }

  static func validate(_ attached: Bool, in check: inout StepCheck) throws(FixtureError) {
    guard check.fixture.device != nil else {
      throw check.fail("a hardware keyboard needs the screen's 'device'", key: "hardwareKeyboard")
    }
    check.mode = attached ? .hardware : .software
  }

  static func write(_ attached: Bool, to writer: inout JSONWriter) {
    writer.member("hardwareKeyboard", attached)
  }

  static func name(_ attached: Bool) -> String { "hardware keyboard" }
}
