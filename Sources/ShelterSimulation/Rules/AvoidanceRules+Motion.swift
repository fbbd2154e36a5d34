import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterViews

extension AvoidanceRules {
  /// The rules over time, on one step's samples (presentation frames in window space; t = 0 is the
  /// state before the step, the last sample the step's model state): ``CoveredDuringAnimationRule``
  /// and ``JumpRule``. Neither is judged for a user scroll or a resize: there the user or the
  /// screen, not the policy, moved the views at once. Costs one pass over the samples for the field
  /// and one over views × samples for the jump.
  func judgeMotion(
    _ timeline: [TimelineSample], kind: StepKind, scene: Scene, free: Scene?, switchedFocus: Bool
  ) -> [RuleFinding] {
    guard timeline.count >= 2, kind == .other else { return [] }
    var found: [RuleFinding] = []
    if let finding = CoveredDuringAnimationRule.judge(
      timeline, rules: self, scene: scene, free: free, switchedFocus: switchedFocus)
    {
      found.append(finding)
    }
    if let finding = JumpRule.judge(timeline, window: scene.window.bounds) { found.append(finding) }
    return found
  }
}
