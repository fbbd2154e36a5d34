import ShelterGeometry
import ShelterJSON
import ShelterNotifications
import ShelterValues

/// What ``Fixture/validate()`` knows while it walks the steps: the fixture, where the step being
/// checked came from, and what the steps before it changed (views removed, the device's turn and
/// keyboard mode, constraints' priorities and whether they are installed).
struct StepCheck {
  /// The fixture whose steps are checked.
  let fixture: Fixture
  /// The nodes by id, built once for every step.
  let ids: NodeIDTable
  /// Where each constraint is declared, by id, when any step changes layout.
  let constraints: [String: (node: Int, position: Int)]
  /// The step's index in `steps`.
  var offset = 0
  /// The step's JSON object, when the fixture was decoded.
  var source: JSONNode?
  /// The views the steps so far removed (each takes its subtree with it).
  var removed: Set<Int> = []
  /// How the device is held after the steps so far.
  var orientation: Orientation
  /// Who moves the keyboard after the steps so far.
  var mode: KeyboardMode
  /// Each changed constraint's priority and whether it is installed, as the steps so far leave them.
  var changed: [String: (priority: Double, isActive: Bool)] = [:]

  /// An error at the step's member `key`, located by the step's source when it was decoded.
  func fail(_ message: String, key: String) -> FixtureError {
    fixture.failure(source: source, structural: "steps[\(offset)]", message, key: key)
  }

  /// The index of the view `id` names, which must exist and be a view.
  func view(_ id: String, _ key: String) throws(FixtureError) -> (index: Int, kind: ViewKind) {
    guard let index = ids.index(of: id, in: fixture.nodes) else {
      throw fail("no view with id '\(id)'", key: key)
    }
    guard let kind = fixture.nodes[index].kind else {
      throw fail("'\(id)' is a controller, not a view", key: key)
    }
    return (index, kind)
  }

  /// The removed node at or above `index`, if any: a removed view takes its subtree with it.
  func removedAncestor(of index: Int) -> Int? {
    guard !removed.isEmpty else { return nil }
    var current: Int? = index
    while let i = current {
      if removed.contains(i) { return i }
      current = fixture.nodes[i].parent
    }
    return nil
  }

  /// Throws when `value` at `key` is not finite or beyond ±1e9.
  func finite(_ values: Double..., key: String) throws(FixtureError) {
    for value in values where !(abs(value) <= Fixture.limit) {
      throw fail("\(Fixture.shown(value)) is beyond the allowed ±1e9", key: key)
    }
  }

  /// An animation's timing: a duration finite and not negative, a curve within ±1e9 (as a decoded
  /// one always is, so that a fixture built in code writes a file that reads back).
  func timing(_ duration: Double, _ curve: AnimationCurve) throws(FixtureError) {
    try finite(duration, key: "duration")
    guard duration >= 0 else { throw fail("duration must not be negative", key: "duration") }
    try finite(Double(curve.rawValue), key: "curve")
  }
}

extension Fixture {
  func validateSteps() throws(FixtureError) {
    guard !steps.isEmpty else { return }
    var ids = NodeIDTable(count: nodes.count)
    for index in nodes.indices { _ = ids.insert(index, of: nodes) }
    var check = StepCheck(
      fixture: self, ids: ids, constraints: steps.contains(where: \.isLayoutStep) ? constraintIndex() : [:],
      orientation: orientation, mode: keyboardMode)
    // The steps' sources walked once beside the steps, not looked up one by one from the start.
    var sources = stepsSource.node?.elements.makeIterator()
    func validate<Kind: StepKind>(_ kind: Kind.Type, _ step: FixtureStep) throws(FixtureError) {
      if let value = kind.value(of: step) { try kind.validate(value, in: &check) }
    }
    for (offset, step) in steps.enumerated() {
      check.offset = offset
      check.source = sources?.next()
      try validate(step.kind, step)
    }
  }
}
