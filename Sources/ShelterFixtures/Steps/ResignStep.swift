import ShelterJSON

/// `{"resign": true}`: the first responder resigns, and a shown keyboard hides.
enum ResignStep: StepKind {
  static let keys = ["resign"]

  static func value(of step: FixtureStep) -> Void? { step == .resign ? () : nil }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    guard step.json["resign"]?.boolValue == true else { throw step.fail("expected true", key: "resign") }
    return .resign
  }

  static func write(_ value: Void, to writer: inout JSONWriter) { writer.member("resign", true) }
}
