import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterViews

extension AvoidanceRules {
  /// How many points more than at the step's start the field may be covered while the keyboard
  /// moves before it counts: a point, so that rounding between a spring and a Bézier never does.
  package static let motionTolerance = 1.0

  /// The rules over time, on one step's samples (presentation frames in window space; t = 0 is the
  /// state before the step, the last sample the step's model state):
  /// - **covered during the animation**: while a docked keyboard slides in or changes frame, at
  ///   some sample the focused field's bottom (or a tall text view's caret's) plus its distance lies
  ///   below the keyboard's presentation top by more than ``motionTolerance`` more than it did at
  ///   the step's start. Judged where `fieldCovered` judges the field and only when the target
  ///   could fit between the visible top and the keyboard; a focus switch to a field that was
  ///   covered at the step's start (it is being moved into view) is not judged.
  /// - **jump**: while the keyboard is shown, a view on screen reaches its new frame without an
  ///   animation: at one sample it is still where the step found it and at the next where the step
  ///   leaves it.
  ///
  /// Neither is judged for a user scroll or a resize: there the user or the screen, not the
  /// policy, moved the views at once. Costs one pass over the samples for the field and one over
  /// views × samples for the jump.
  func judgeMotion(
    _ timeline: [TimelineSample], kind: StepKind, scene: Scene, free: Scene?, switchedFocus: Bool
  ) -> [RuleFinding] {
    guard timeline.count >= 2, kind == .other else { return [] }
    var found: [RuleFinding] = []
    if let finding = coveredDuringAnimation(timeline, scene: scene, free: free, switchedFocus: switchedFocus)
    {
      found.append(finding)
    }
    if let finding = Self.jump(in: timeline, window: scene.window.bounds) { found.append(finding) }
    return found
  }

  private func coveredDuringAnimation(
    _ timeline: [TimelineSample], scene: Scene, free: Scene?, switchedFocus: Bool
  ) -> RuleFinding? {
    let window = scene.window
    guard let first = timeline.first, let last = timeline.last, first.keyboardFrame != last.keyboardFrame,
      let model = scene.application.keyboard.frame,
      KeyboardGeometry.isDocked(model, on: scene.application.screen),
      let cover = KeyboardGeometry.coveredPart(of: model, in: window),
      let id = window.firstResponder?.identifier, let field = scene.viewsByID[id]
    else { return nil }
    let context = tree.context(for: field, id: id, in: scene, free: free)
    guard context.isEnabled || judgesUnavoidedFields else { return nil }
    let distance = distanceOverride ?? context.distance
    let target = AvoidancePlanner.target(
      field: context.rect, caret: context.caret, keyboardTop: cover.minY, visibleTop: context.visibleTop,
      distance: distance)
    guard target.size.height + distance <= cover.minY - context.visibleTop + Self.tolerance else {
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
    if switchedFocus, start.covered > Self.tolerance { return nil }
    var worst: (time: Double, bottom: Double, top: Double, covered: Double)?
    for sample in timeline.dropFirst() {
      guard let now = coverage(sample), now.covered > start.covered + Self.motionTolerance,
        now.covered > worst?.covered ?? 0
      else { continue }
      worst = (sample.time, now.bottom, now.top, now.covered)
    }
    guard let worst else { return nil }
    return RuleFinding(
      kind: .coveredDuringAnimation, viewID: id,
      detail: .coveredDuringAnimation(
        time: worst.time, bottom: worst.bottom, distance: distance, keyboardTop: worst.top,
        covered: worst.covered, atStart: start.covered, isCaret: target != context.rect))
  }

  /// The first view, in document order, whose whole displacement happens between two samples
  /// while the keyboard is shown at both, and which is on screen (meets the window's bounds)
  /// before or after the step.
  static func jump(in timeline: [TimelineSample], window: Rect) -> RuleFinding? {
    guard let first = timeline.first, let last = timeline.last else { return nil }
    let start = FrameTable(first.frames)
    func frame(_ sample: TimelineSample, _ id: String, _ position: Int) -> Rect? {
      if position < sample.frameCount {
        let entry = sample.frame(at: position)
        if entry.id == id { return entry.frame }
      }
      return sample.frame(of: id)
    }
    for (position, (id, end)) in last.frames.enumerated() {
      guard let begin = start[id], let moved = Self.largestChange(from: begin, to: end),
        begin.intersects(window) || end.intersects(window)
      else { continue }
      for k in 0..<(timeline.count - 1) {
        let before = timeline[k]
        let after = timeline[k + 1]
        guard before.keyboardFrame != nil, after.keyboardFrame != nil,
          let a = frame(before, id, position), let b = frame(after, id, position),
          Self.largestChange(from: begin, to: a) == nil, Self.largestChange(from: end, to: b) == nil
        else { continue }
        return RuleFinding(
          kind: .jump, viewID: id,
          detail: .jumped(
            component: moved, from: moved.value(in: begin), to: moved.value(in: end), time: after.time))
      }
    }
    return nil
  }

  /// The component that changed most between two frames, `nil` when none changed by more than
  /// ``tolerance``.
  private static func largestChange(from a: Rect, to b: Rect) -> Violation.FrameComponent? {
    var best: (Violation.FrameComponent, Double)?
    for component in Violation.FrameComponent.allCases {
      let change = abs(component.value(in: a) - component.value(in: b))
      if change > tolerance, change > best?.1 ?? 0 { best = (component, change) }
    }
    return best?.0
  }
}
