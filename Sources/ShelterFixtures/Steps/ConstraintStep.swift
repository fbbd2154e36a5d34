import ShelterJSON

/// `{"constraint": "id", "constant": c, "priority": p, "active": b}`: a constraint changes, the
/// layout pass running at the end of the step; with `duration` or `curve` (0.25 s, curve 0) the
/// pass is animated.
enum ConstraintStep: StepKind {
  static let keys = ["constraint"]
  static let fields: [String]? = ["constant", "priority", "active", "duration", "curve"]
  static let changesLayout = true

  static func value(of step: FixtureStep) -> (
    id: String, change: ConstraintChange, animation: StepAnimation?
  )? {
    if case .constraint(let id, let change, let animation) = step { (id, change, animation) } else { nil }
  }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    let target = try step.id("constraint")
    let change = ConstraintChange(
      constant: try step.number("constant"), priority: try step.number("priority"),
      isActive: try step.bool("active"))
    guard change.constant != nil || change.priority != nil || change.isActive != nil else {
      throw step.fail("a constraint step needs 'constant', 'priority' or 'active'")
    }
    var animation: StepAnimation?
    if step.json["duration"] != nil || step.json["curve"] != nil {
      let curve = try step.curve(default: .easeInOut)
      animation = StepAnimation(duration: try step.number("duration") ?? 0.25, curve: curve)
    }
    return .constraint(target, change, animation: animation)
  }

  static func validate(
    _ value: (id: String, change: ConstraintChange, animation: StepAnimation?), in check: inout StepCheck
  ) throws(FixtureError) {
    let (id, change) = (value.id, value.change)
    guard let place = check.constraints[id] else {
      throw check.fail("no constraint with id '\(id)'", key: "constraint")
    }
    let declared = check.fixture.nodes[place.node].constraints[place.position]
    let (was, wasActive) = check.changed[id] ?? (declared.expression.priority, declared.isActive)
    if let constant = change.constant { try check.finite(constant, key: "constant") }
    // The step removes a constraint before changing its priority and installs it after, so
    // the priority changes on an installed constraint only when it stays installed.
    let isActive = change.isActive ?? wasActive
    check.changed[id] = (change.priority ?? was, isActive)
    if let priority = change.priority {
      guard priority >= 1, priority <= 1000 else {
        throw check.fail("a priority lies in 1...1000, found \(Fixture.shown(priority))", key: "priority")
      }
      if wasActive, isActive, (priority >= 1000) != (was >= 1000) {
        throw check.fail(
          "mutating a priority from required to not on an installed constraint (or vice-versa) is not supported: \(Fixture.shown(was)) to \(Fixture.shown(priority))",
          key: "priority")
      }
    }
    if let animation = value.animation { try check.timing(animation.duration, animation.curve) }
  }

  static func write(
    _ value: (id: String, change: ConstraintChange, animation: StepAnimation?), to writer: inout JSONWriter
  ) {
    writer.member("constraint", value.id)
    if let constant = value.change.constant { writer.member("constant", constant) }
    if let priority = value.change.priority { writer.member("priority", priority) }
    if let active = value.change.isActive { writer.member("active", active) }
    if let animation = value.animation {
      writer.member("duration", animation.duration)
      writer.member("curve", Double(animation.curve.rawValue))
    }
  }
}
