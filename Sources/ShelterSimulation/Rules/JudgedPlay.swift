package import ShelterFixtures
package import ShelterKeyboard
package import ShelterViews

/// The play-and-judge loop `shelter check` and the DSL's scenarios share: a ``Simulation`` plays
/// a fixture's steps beside its keyboard-free twin, and after the load and every step the
/// avoidance rules (and, when asked, the layout rules) judge the scene.
///
/// Each step is played once and judged once: a check costs two plays of the steps (the scene and
/// its twin) and one pass of the rules per step.
package final class JudgedPlay {
  /// The simulation that plays the fixture.
  package let simulation: Simulation
  /// The same screen and steps without the keyboard's.
  package let free: KeyboardFreeTwin
  /// The avoidance rules as they stand after the latest judgement.
  package private(set) var rules: AvoidanceRules
  /// The layout rules, `nil` when they are not judged.
  private var layout: LayoutChecks?

  /// Builds the scene and its twin; `judgesUnavoidedFields` judges a field avoidance does not act
  /// for as covered too (the DSL asks whether the field can be seen), `judgesLayout` adds the
  /// layout rules; with `window`, the live screen an app's own code built (``AvoidancePolicyID/app``).
  /// Throws the fixture's error when a scene cannot be built.
  package init(
    fixture: Fixture, policy: AvoidancePolicyID, samplesPerSecond: Int?, judgesLayout: Bool,
    judgesUnavoidedFields: Bool, hosting window: Window? = nil
  ) throws(FixtureError) {
    if let window {
      // An app's own screen: its handlers act; the twin is its description, with no code.
      simulation = try Simulation(adopting: window, fixture: fixture, samplesPerSecond: samplesPerSecond)
      free = try KeyboardFreeTwin(fixture: fixture, policy: .none, beside: simulation.scene)
    } else if policy == .app {
      throw FixtureError(
        path: "$",
        message: "policy 'app' plays an app's own code: check a hosted screen (Checker(fixture:hosting:))")
    } else {
      simulation = try Simulation(fixture: fixture, policy: policy, samplesPerSecond: samplesPerSecond)
      free = try KeyboardFreeTwin(fixture: fixture, policy: policy, beside: simulation.scene)
    }
    rules = AvoidanceRules(loading: fixture, scene: simulation.scene, free: free.scene)
    rules.judgesUnavoidedFields = judgesUnavoidedFields
    // `none` runs no avoidance code, so no distance above the keyboard was asked for: a field is
    // judged for what the user sees, clear of the keyboard and of what hides it (docs/avoidance.md,
    // "Judged by what the user sees under none").
    if policy == .none { rules.distanceOverride = 0 }
    layout = judgesLayout ? LayoutChecks() : nil
  }

  /// The live scene.
  package var scene: Scene { simulation.scene }

  /// Judges the load as step 0: a field focused at load with a software keyboard is judged as a
  /// focus.
  package func judgeLoad() -> [RuleFinding] {
    let found = rules.judge(index: 0, kind: .other, scene: scene, free: free.scene)
    return found + judgeLayout(layout == nil ? [] : scene.takeConstraintBreaks())
  }

  /// Plays step `offset` of the fixture (its snapshot taken when `snapshots` is set or time is
  /// sampled), has the twin follow it, and judges it. Throws the step's ``FixtureError``.
  package func play(_ step: FixtureStep, at offset: Int, snapshots: Bool)
    throws(FixtureError) -> (findings: [RuleFinding], snapshot: StepSnapshot?)
  {
    var snapshot: StepSnapshot?
    var breaks: [LayoutEngine.ConstraintBreak] = []
    if snapshots || simulation.samplesPerSecond != nil {
      let taken = try simulation.play(step, at: offset)
      (snapshot, breaks) = (taken, taken.constraintBreaks)
    } else {
      try simulation.apply(step, at: offset)
      if layout != nil { breaks = scene.takeConstraintBreaks() }
    }
    free.follow(step, at: offset)
    let found = rules.judge(
      index: offset + 1, kind: AvoidanceRules.StepKind(step), scene: scene, free: free.scene,
      timeline: snapshot?.timeline)
    return (found + judgeLayout(breaks), snapshot)
  }

  private func judgeLayout(_ breaks: [LayoutEngine.ConstraintBreak]) -> [RuleFinding] {
    guard var checks = layout else { return [] }
    defer { layout = checks }
    return checks.judge(scene: scene, breaks: breaks)
  }
}
