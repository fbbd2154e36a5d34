import Shelter
import ShelterSimulation
import ShelterSupport

/// What a scenario starts from: a fixture (with its device, orientation and keyboard mode) and a
/// policy.
struct ScenarioSetup {
  var fixture: Fixture
  var policy: AvoidancePolicyID
  /// Samples per second of every step's motion, `nil` for none.
  var samplesPerSecond: Int? = nil
}

/// The live side of a ``Scenario``: the play-and-judge loop `shelter check` uses (a
/// ``/Shelter/Simulation`` beside its keyboard-free twin, the avoidance rules judging after every
/// step), with every field judged for whether it can be seen.
///
/// Each step is played once: the expectations read the findings kept here, so judging a scenario
/// costs nothing more than playing it.
final class ScenarioEngine {
  let setup: ScenarioSetup
  /// The shared loop.
  private let play: JudgedPlay
  /// The rules as they stood before the latest step, to judge that step again with a distance of
  /// the caller's.
  private var rulesBeforeLatest: AvoidanceRules
  /// The kind of the latest step, for judging it again.
  private var latestKind = AvoidanceRules.StepKind.other
  /// The rules' findings after every step so far; index 0 is the load's.
  private(set) var findings: [[RuleFinding]] = [[]]

  init(_ setup: ScenarioSetup) throws(ScenarioError) {
    self.setup = setup
    do {
      play = try JudgedPlay(
        fixture: setup.fixture, policy: setup.policy, samplesPerSecond: setup.samplesPerSecond,
        judgesLayout: false, judgesUnavoidedFields: true)
    } catch {
      throw .invalidScreen(name: setup.fixture.name, path: error.path, message: error.message)
    }
    rulesBeforeLatest = play.rules
    // The load is judged as a step: a field focused at load with a software keyboard is a focus.
    findings = [play.judgeLoad()]
  }

  /// A fresh engine brought to the state after `steps` (step 1 on).
  static func replaying(_ setup: ScenarioSetup, _ steps: [FixtureStep]) throws(ScenarioError)
    -> ScenarioEngine
  {
    let engine = try ScenarioEngine(setup)
    _ = engine.load()
    for (offset, step) in steps.enumerated() { _ = try engine.play(step, index: offset + 1) }
    return engine
  }

  var simulation: Simulation { play.simulation }

  var scene: Scene { play.scene }

  /// The screen as loaded: snapshot 0.
  func load() -> StepSnapshot { simulation.snapshot(index: 0, step: nil) }

  // MARK: Steps

  /// Plays one fixture step as `shelter simulate` does and judges it as `shelter check` does;
  /// throws ``ScenarioError/stepFailed(index:action:reason:)`` naming it.
  func play(_ step: FixtureStep, index: Int) throws(ScenarioError) -> StepSnapshot {
    try check(step, index: index)
    let before = play.rules
    let played: (findings: [RuleFinding], snapshot: StepSnapshot?)
    do {
      played = try play.play(step, at: index - 1, snapshots: true)
    } catch {
      throw .stepFailed(index: index, action: step.scenarioText, reason: error.message)
    }
    rulesBeforeLatest = before
    latestKind = AvoidanceRules.StepKind(step)
    findings.append(played.findings)
    return played.snapshot ?? simulation.snapshot(index: index, step: step)
  }

  /// The latest step's findings; with a `distance`, the latest step judged again with it in place
  /// of every field's own.
  func latestFindings(distance: Double?) -> [RuleFinding] {
    guard let distance, findings.count > 1 else { return findings[findings.count - 1] }
    var rules = rulesBeforeLatest
    rules.distanceOverride = distance
    return rules.judge(index: findings.count - 1, kind: latestKind, scene: scene, free: play.free.scene)
  }

  /// Refuses, before anything moves, the values a fixture's validation would refuse and a tap a
  /// finger could not make (under the keyboard), with the DSL's wording.
  private func check(_ step: FixtureStep, index: Int) throws(ScenarioError) {
    func fail(_ reason: String) -> ScenarioError {
      .stepFailed(index: index, action: step.scenarioText, reason: reason)
    }
    switch step {
    case .keyboardShow(.height(let height), _, _), .keyboardChange(.height(let height), _, _):
      guard height.isFinite, height >= 0 else {
        throw fail("a keyboard height must be finite and not negative")
      }
    case .keyboardShow(.frame(let frame), _, _), .keyboardChange(.frame(let frame), _, _):
      guard frame.isFinite, frame.size.width >= 0, frame.size.height >= 0 else {
        throw fail("a keyboard frame must be finite with a size that is not negative")
      }
    case .tap(let point):
      guard point.isFinite else { throw fail("a tap point must be finite") }
      try checkReachable(point, what: "the point", fail: fail)
    case .scroll(let id, _):
      guard let view = scene.viewsByID[id] else { throw fail("no view with id '\(id)'") }
      guard view.kind.isScrollable else { throw fail("\(view.pathDescription) is not a scroll view") }
    case .constraint(let id, let change, let animation):
      guard scene.constraintsByID[id] != nil else { throw fail("no constraint with id '\(id)'") }
      guard change.constant != nil || change.priority != nil || change.isActive != nil else {
        throw fail("a constraint step needs a constant, a priority or active")
      }
      if let constant = change.constant, !(abs(constant) <= 1e9) {
        throw fail("a constant must be finite and within ±1e9")
      }
      if let animation, !(animation.duration >= 0 && animation.duration <= 1e9) {
        throw fail("an animation's duration must be finite and not negative")
      }
    case .activation(let ids, _):
      guard !ids.isEmpty else { throw fail("an activate or deactivate step names at least one constraint") }
      for id in ids where scene.constraintsByID[id] == nil { throw fail("no constraint with id '\(id)'") }
    case .setIntrinsicContentSize(_, let size):
      for value in [size.width, size.height] {
        guard value == View.noIntrinsicMetric || (value >= 0 && value <= 1e9) else {
          throw fail("an intrinsic size is -1 (none) or a size from 0 to 1e9 on each axis")
        }
      }
    default:
      break
    }
  }

  /// Throws when `point`, in window space, is under the keyboard: a finger there would hit it.
  func checkReachable(_ point: Point, what: String, fail: (String) -> ScenarioError) throws(ScenarioError) {
    if let keyboard = scene.keyboardFrameInWindow, keyboard.contains(point) {
      throw fail(
        "\(what) [\(NumberText.shortest(point.x)), \(NumberText.shortest(point.y))] is under the keyboard "
          + keyboard.tidyText)
    }
  }
}
