import ShelterGeometry
import ShelterKeyboard
import ShelterViews

/// **Covered during the animation** (over time): while a docked keyboard slides in or changes
/// frame, at some sample the focused field's bottom (or a tall text view's caret's) plus its
/// distance lies below the keyboard's presentation top by more than ``motionTolerance`` more than it
/// did at the step's start. Judged where ``FieldCoveredRule`` judges the field and only when the
/// target could fit between the visible top and the keyboard; a focus switch to a field that was
/// covered at the step's start (it is being moved into view) is not judged.
package enum CoveredDuringAnimationRule: CheckRule {
  package static let about = RuleDescription(
    kind: Violation.Kind(rawValue: "coveredDuringAnimation"), verb: "covered during the animation",
    section: "taps-and-timing",
    summary: "While a docked keyboard slid in or changed frame, the focused field was covered by more "
      + "than a point more than at the step's start.")

  /// How many points more than at the step's start the field may be covered while the keyboard
  /// moves before it counts: a point, so that rounding between a spring and a Bézier never does.
  package static let motionTolerance = 1.0

  /// The sample at which the field was covered most beyond its coverage at the step's start, when
  /// that passes ``motionTolerance``.
  static func judge(
    _ timeline: [TimelineSample], rules: AvoidanceRules, scene: Scene, free: Scene?, switchedFocus: Bool
  ) -> RuleFinding? {
    let window = scene.window
    guard let first = timeline.first, let last = timeline.last, first.keyboardFrame != last.keyboardFrame,
      let model = scene.application.keyboard.frame,
      KeyboardGeometry.isDocked(model, on: scene.application.screen),
      let cover = KeyboardGeometry.coveredPart(of: model, in: window),
      let id = window.firstResponder?.identifier, let field = scene.viewsByID[id]
    else { return nil }
    let context = rules.tree.context(for: field, id: id, in: scene, free: free)
    guard context.isEnabled || rules.judgesUnavoidedFields else { return nil }
    let distance = context.distance(overriddenBy: rules.distanceOverride)
    let target = AvoidancePlanner.target(
      field: context.rect, caret: context.caret, keyboardTop: cover.minY, visibleTop: context.visibleTop,
      distance: distance)
    guard target.size.height + distance <= cover.minY - context.visibleTop + AvoidanceRules.tolerance else {
      return nil
    }
    // The target rides on the field: its bottom is this far below the field's top.
    let bottomOffset = target.maxY - context.rect.minY
    let height = window.bounds.size.height
    func coverage(_ sample: TimelineSample) -> (bottom: Double, top: Double, covered: Double)? {
      guard let frame = sample.frame(of: id) else { return nil }
      let bottom = frame.minY + bottomOffset
      let top = min(sample.keyboardFrame?.minY ?? height, height)
      return (bottom, top, max(0, bottom + distance - top))
    }
    guard let start = coverage(first) else { return nil }
    if switchedFocus, start.covered > AvoidanceRules.tolerance { return nil }
    var worst: (time: Double, bottom: Double, top: Double, covered: Double)?
    for sample in timeline.dropFirst() {
      guard let now = coverage(sample), now.covered > start.covered + motionTolerance,
        now.covered > worst?.covered ?? 0
      else { continue }
      worst = (sample.time, now.bottom, now.top, now.covered)
    }
    guard let worst else { return nil }
    return RuleFinding(
      kind: kind, viewID: id,
      detail: .coveredDuringAnimation(
        time: worst.time, bottom: worst.bottom, distance: distance, keyboardTop: worst.top,
        covered: worst.covered, atStart: start.covered, isCaret: target != context.rect))
  }

}

extension Violation.Kind {
  /// Over time (with samples): while a docked keyboard slid in or changed frame, the focused field
  /// was covered by more than a point more than at the step's start.
  public static let coveredDuringAnimation = CoveredDuringAnimationRule.kind
}
