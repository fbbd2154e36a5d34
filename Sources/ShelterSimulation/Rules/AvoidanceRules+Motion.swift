import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterViews

extension AvoidanceRules {
  /// The rules over time, on one step's samples (presentation frames in window space; t = 0 is the
  /// state before the step, the last sample the step's model state): ``CoveredDuringAnimationRule``
  /// and ``JumpRule``. Neither is judged for a user scroll or a resize: there the user or the
  /// screen, not the policy, moved the views at once. `freeMoves` are the keyboard-free twin's
  /// frames before and after the step: a view that moved as it moved there was moved by the step's
  /// own layout, not for the keyboard, and is no jump. Costs one pass over the samples for the
  /// field and one over views × samples for the jump.
  func judgeMotion(
    _ timeline: [TimelineSample], kind: StepKind, scene: Scene, free: Scene?, switchedFocus: Bool,
    freeMoves: (before: FrameTable, after: FrameTable)? = nil
  ) -> [RuleFinding] {
    guard timeline.count >= 2, kind == .other else { return [] }
    var found: [RuleFinding] = []
    if let finding = CoveredDuringAnimationRule.judge(
      timeline, rules: self, scene: scene, free: free, switchedFocus: switchedFocus)
    {
      found.append(finding)
    }
    if let finding = JumpRule.judge(timeline, window: scene.window.bounds, freeMoves: freeMoves) {
      found.append(finding)
    }
    return found
  }
}
