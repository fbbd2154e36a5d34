import ShelterJSON

/// `{"navigate": "next"}` or `"previous"`: focus moves to the next or previous text input in
/// reading order.
enum NavigateStep: StepKind {
  static let keys = ["navigate"]

  /// Whether focus moves forward.
  static func value(of step: FixtureStep) -> Bool? {
    switch step {
    case .focusNext: return true
    case .focusPrevious: return false
    default: return nil
    }
  }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    switch try step.string("navigate") {
    case "next": return .focusNext
    case "previous": return .focusPrevious
    default: throw step.fail("expected 'next' or 'previous'", key: "navigate")
    }
  }

  static func write(_ forward: Bool, to writer: inout JSONWriter) {
    writer.member("navigate", forward ? "next" : "previous")
  }

  static func name(_ forward: Bool) -> String { forward ? "navigate next" : "navigate previous" }
}
