import ShelterJSON
import ShelterValues

/// `{"keyboardPlacement": "floating"}`: the iPad's software keyboard moves to a placement
/// (floating, undocked, split, docked); needs a device that has it and a keyboard focus brings up.
enum KeyboardPlacementStep: StepKind {
  static let keys = ["keyboardPlacement"]

  static func value(of step: FixtureStep) -> KeyboardPlacement? {
    if case .keyboardPlacement(let placement) = step { placement } else { nil }
  }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    guard let placement = try step.string("keyboardPlacement").flatMap(KeyboardPlacement.init(rawValue:))
    else {
      throw step.fail("expected 'docked', 'floating', 'undocked' or 'split'", key: "keyboardPlacement")
    }
    return .keyboardPlacement(placement)
  }

  static func validate(_ placement: KeyboardPlacement, in check: inout StepCheck) throws(FixtureError) {
    guard let profile = check.fixture.device.flatMap(DeviceProfile.named) else {
      throw check.fail("a keyboard placement needs the screen's 'device'", key: "keyboardPlacement")
    }
    // Placement moves only a software keyboard that focus brings up: in the other modes the
    // step would change nothing on screen.
    switch check.mode {
    case .manual:
      throw check.fail(
        "a keyboard placement does nothing with the keyboard in manual mode, where only keyboard "
          + "steps move it; set screen.keyboard to 'software'", key: "keyboardPlacement")
    case .hardware:
      throw check.fail(
        "a keyboard placement does nothing while a hardware keyboard is attached; only the "
          + "software keyboard floats, undocks or splits", key: "keyboardPlacement")
    case .software: break
    }
    guard profile.keyboardFrame(placement.style, check.orientation) != nil else {
      throw check.fail("\(profile.id) has no \(placement.rawValue) keyboard", key: "keyboardPlacement")
    }
  }

  static func write(_ placement: KeyboardPlacement, to writer: inout JSONWriter) {
    writer.member("keyboardPlacement", placement.rawValue)
  }

  static func name(_ placement: KeyboardPlacement) -> String { "keyboard placement" }
}
