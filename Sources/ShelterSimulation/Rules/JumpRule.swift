import ShelterGeometry

/// **Jump** (over time): while the keyboard is shown, a view on screen reaches its new frame
/// without an animation: at one sample it is still where the step found it and at the next where
/// the step leaves it. The rule is about what avoidance moves for the keyboard: a view the step's
/// own layout moved by as much on the keyboard-free screen (a stack re-laid out after an arranged
/// view was removed or hidden, which UIKit does not animate either) has not jumped.
package enum JumpRule: CheckRule {
  package static let about = RuleDescription(
    kind: Violation.Kind(rawValue: "jump"), verb: "jumped", section: "taps-and-timing",
    summary: "While the keyboard was shown, a view on screen reached its new place without an animation.")

  /// The first view, in document order, whose whole displacement happens between two samples
  /// while the keyboard is shown at both, and which is on screen (meets the window's bounds)
  /// before or after the step; a view whose displacement equals its displacement between
  /// `freeMoves.before` and `freeMoves.after` (the keyboard-free twin's frames around the step) in
  /// every component is not judged.
  static func judge(
    _ timeline: [TimelineSample], window: Rect, freeMoves: (before: FrameTable, after: FrameTable)? = nil
  ) -> RuleFinding? {
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
        begin.intersects(window) || end.intersects(window),
        !Self.movedAsWithoutKeyboard(id, from: begin, to: end, freeMoves)
      else { continue }
      for k in 0..<(timeline.count - 1) {
        let before = timeline[k]
        let after = timeline[k + 1]
        guard before.keyboardFrame != nil, after.keyboardFrame != nil,
          let a = frame(before, id, position), let b = frame(after, id, position),
          Self.largestChange(from: begin, to: a) == nil, Self.largestChange(from: end, to: b) == nil
        else { continue }
        return RuleFinding(
          kind: kind, viewID: id,
          detail: .jumped(
            component: moved, from: moved.value(in: begin), to: moved.value(in: end), time: after.time))
      }
    }
    return nil
  }

  /// Whether the view `id` went from `begin` to `end` by the same change, in every component, as on
  /// the keyboard-free screen over the same step: the step's layout moved it, not avoidance.
  private static func movedAsWithoutKeyboard(
    _ id: String, from begin: Rect, to end: Rect, _ freeMoves: (before: FrameTable, after: FrameTable)?
  ) -> Bool {
    guard let freeMoves, let before = freeMoves.before[id], let after = freeMoves.after[id] else {
      return false
    }
    return Violation.FrameComponent.allCases.allSatisfy { component in
      let change = component.value(in: end) - component.value(in: begin)
      let free = component.value(in: after) - component.value(in: before)
      return abs(change - free) <= AvoidanceRules.tolerance
    }
  }

  /// The component that changed most between two frames, `nil` when none changed by more than
  /// `AvoidanceRules.tolerance`.
  private static func largestChange(from a: Rect, to b: Rect) -> Violation.FrameComponent? {
    var best: (Violation.FrameComponent, Double)?
    for component in Violation.FrameComponent.allCases {
      let change = abs(component.value(in: a) - component.value(in: b))
      if change > AvoidanceRules.tolerance, change > best?.1 ?? 0 { best = (component, change) }
    }
    return best?.0
  }
}

extension Violation.Kind {
  /// Over time (with samples): while the keyboard was shown, a view on screen reached its new
  /// place without an animation, its whole displacement from one sample to the next.
  public static let jump = JumpRule.kind
}
