package import ShelterJSON

/// One kind of fixture step in one type: the keys that announce it, how it reads, what it may
/// name, how it writes and its name in messages, in one file (`Steps/<Kind>Step.swift`).
///
/// The decoder, ``Fixture/validate()``, the encoder and the reports read these through
/// ``StepKinds/all`` and ``FixtureStep/kind``, so a new step is one case of ``FixtureStep``, one
/// kind here and its playing in the simulation.
protocol StepKind: SendableMetatype {
  /// What the kind's cases of ``FixtureStep`` carry.
  associatedtype Value
  /// The keys that announce the kind in a step object (`keyboard`; `activate` and `deactivate`).
  static var keys: [String] { get }
  /// The fields the step takes besides its key, checked before it is read; `nil` for a kind whose
  /// fields depend on which it holds, which checks them itself.
  static var fields: [String]? { get }
  /// The step's values, `nil` when it is of another kind.
  static func value(of step: FixtureStep) -> Value?
  /// Reads a step object that holds one of ``keys``.
  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep
  /// Checks what the step names and its values against the fixture and the steps before it.
  static func validate(_ value: Value, in check: inout StepCheck) throws(FixtureError)
  /// Writes the step's members in the fixture's own form (the object around them is written for it).
  static func write(_ value: Value, to writer: inout JSONWriter)
  /// A short name for the step, for messages: `focus`, `keyboard change`.
  static func name(_ value: Value) -> String
  /// Whether the step changes a constraint or a view's layout input.
  static var changesLayout: Bool { get }
}

extension StepKind {
  static var fields: [String]? { [] }

  static func validate(_ value: Value, in check: inout StepCheck) throws(FixtureError) {}

  static var changesLayout: Bool { false }

  /// The kind's one key's name, for a kind that has one name whatever its values.
  static func name(_ value: Value) -> String { keys[0] }
}

/// Every kind of step, in the order a step object's keys are tried: the one list the decoder and
/// its messages read.
enum StepKinds {
  static let all: [any StepKind.Type] = [
    FocusStep.self, ResignStep.self, KeyboardStep.self, TapStep.self, ResizeStep.self, ScrollStep.self,
    NavigateStep.self, RemoveStep.self, HardwareKeyboardStep.self, OrientationStep.self,
    KeyboardPlacementStep.self, ConstraintStep.self, ActivationStep.self, SetStep.self,
  ]

  /// Every key that announces a step, in order, for the message about an empty step.
  static let keyList: String = {
    let keys = all.flatMap { $0.keys }
    return keys.dropLast().joined(separator: ", ") + " or " + (keys.last ?? "")
  }()
}

extension FixtureDecoder {
  /// Reads a step's spelling; ``Fixture/validate()`` checks what it names and its values.
  func decodeStep(_ json: JSONNode) throws(FixtureError) -> FixtureStep {
    guard json.kind == .object else {
      throw fail(json, "expected a step (an object), found \(describe(json))")
    }
    for kind in StepKinds.all {
      for key in kind.keys where json[key] != nil {
        let reader = StepReader(decoder: self, json: json, key: key)
        if let fields = kind.fields { try reader.only(Set(fields + [key]), key) }
        return try kind.decode(reader)
      }
    }
    if let first = json.members.lazy.map(\.key).first(where: { !$0.hasPrefix("x-") }) {
      throw fail(json, "unknown step '\(first)'", key: first)
    }
    throw fail(json, "an empty step: expected \(StepKinds.keyList)")
  }
}

extension FixtureStep {
  /// Writes the step in the fixture's own form, as reports echo it.
  package func write(to writer: inout JSONWriter) {
    func write<Kind: StepKind>(_ kind: Kind.Type) {
      if let value = kind.value(of: self) { kind.write(value, to: &writer) }
    }
    writer.beginObject()
    write(kind)
    writer.endObject()
  }

  /// The step in its fixture form on one line, for tables and messages.
  public var summary: String {
    var writer = JSONWriter()
    write(to: &writer)
    return writer.output
  }

  /// A short name for the step's kind, for messages: `focus`, `keyboard change`, `navigate next`.
  package var kindName: String {
    func name<Kind: StepKind>(_ kind: Kind.Type) -> String {
      kind.value(of: self).map(kind.name) ?? kind.keys[0]
    }
    return name(kind)
  }

  /// Whether the step changes a constraint or a view's layout input.
  package var isLayoutStep: Bool { kind.changesLayout }
}
