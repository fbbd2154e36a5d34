import ShelterGeometry
import ShelterKeyboard

/// **Wandered**: after a focus switch or keyboard frame change while a docked keyboard stays, the
/// field's lift from its keyboard-free place is the previous lift clamped by
/// `AvoidancePlanner.lift(from:target:keyboardTop:visibleTop:distance:mayMoveDown:)` (after a
/// rotation, from 0; not judged after a user scroll until the keyboard hides; a field brought down
/// toward the visible top as far as its scroll view's top edge allows, or up toward its planned
/// place as far as its bottom edge allows, is where it can be; on a focus switch, the lift clamped
/// from where the field was counts too, as UIKit's focus scroll moves its rest but not a field in
/// sight). The keyboard's top stands for its scroll view's bottom edge where that ends above the
/// keyboard (`FieldContext.obstacle(keyboardTop:)`).
package enum WanderedRule: CheckRule {
  package static let about = RuleDescription(
    kind: Violation.Kind(rawValue: "wandered"), verb: "wandered", section: "least-movement-never-cumulative",
    summary: "After a focus switch or keyboard change, the lift is not the previous one clamped into the "
      + "lifts that keep the field clear: the screen jumped or crept.")

  /// The field's frame before the step moved by as much as its rest (its place on the
  /// keyboard-free screen, `previous` before the step) moved since: the lift it had is measured
  /// from where its rest was, so a field the keyboard layout guide carries down to a shorter
  /// keyboard, focused before the step or not, has not wandered.
  static func following(rest: Rect?, from previous: Rect?, _ before: Rect) -> Rect {
    guard let rest, let previous else { return before }
    return before.offsetBy(dx: 0, dy: rest.minY - previous.minY)
  }

  /// How the field's top differs from least movement, or `nil` when it does not: its lift from
  /// the keyboard-free place must be the lift it had before the step (`before`, its frame then;
  /// `nil` after a resize, which starts from 0) clamped into the lifts that keep it clear. When no
  /// lift keeps it both clear and below the visible top, its top aligned with the visible top is
  /// accepted, and so is its original place when that alignment would move it down. A field
  /// avoidance is off for must be at its keyboard-free place.
  ///
  /// With `earlierKeyboardTop` (a focus switch that also changed the keyboard), the lift clamped
  /// first for the keyboard that was up, then for the new one, is accepted too.
  ///
  /// With `unmoved` (on a focus switch, the field's frame before the step, its rest's move not
  /// followed), the lift clamped from there is accepted too: UIKit scrolls a field that becomes
  /// first responder into its scroll view on the keyboard-free screen as well, which moves its
  /// rest, but on a screen where it is already in sight that scroll moves nothing.
  static func wandering(
    _ context: FieldContext, before: Rect?, keyboardTop: Double, distance: Double,
    earlierKeyboardTop: Double? = nil, unmoved: Rect? = nil
  ) -> Violation.Detail? {
    guard let rest = context.restRect else { return nil }
    let now = rest.minY - context.rect.minY
    // A field avoidance is off for keeps the screen at its own place.
    guard context.isEnabled else {
      return abs(now) > AvoidanceRules.tolerance
        ? .frameDiffers(component: .y, value: context.rect.minY, reference: rest.minY) : nil
    }
    let top = context.visibleTop
    func target(_ keyboardTop: Double) -> Rect {
      AvoidancePlanner.target(
        field: rest, caret: context.restCaret, keyboardTop: keyboardTop, visibleTop: top, distance: distance)
    }
    var starts = [before.map { rest.minY - $0.minY } ?? 0]
    if let unmoved, abs(unmoved.minY - (before?.minY ?? unmoved.minY)) > AvoidanceRules.tolerance {
      starts.append(rest.minY - unmoved.minY)
    }
    if let earlier = earlierKeyboardTop {
      starts += starts.map {
        AvoidancePlanner.lift(
          from: $0, target: target(earlier), keyboardTop: earlier, visibleTop: top, distance: distance)
      }
    }
    var lifts: [Double] = []
    for start in starts {
      for mayMoveDown in [false, true] {
        lifts.append(
          AvoidancePlanner.lift(
            from: start, target: target(keyboardTop), keyboardTop: keyboardTop, visibleTop: top,
            distance: distance, mayMoveDown: mayMoveDown))
      }
    }
    guard !lifts.contains(where: { abs(now - $0) <= AvoidanceRules.tolerance }) else { return nil }
    // A field above the visible top, brought down toward it until its scroll view reached its top
    // edge, went as far as it can.
    if context.scrollsNoFurtherDown, let down = lifts.filter({ $0 < 0 }).min(), now < 0,
      now >= down - AvoidanceRules.tolerance
    {
      return nil
    }
    // A field raised from where it was toward its planned place until its scroll view reached its
    // bottom edge went as far as scrolling can take it (the `scroll` strategy moves nothing else).
    if context.scrollsNoFurtherUp, let up = lifts.max(), now > starts[0] + AvoidanceRules.tolerance,
      now <= up + AvoidanceRules.tolerance
    {
      return nil
    }
    return .frameDiffers(component: .y, value: context.rect.minY, reference: rest.minY - lifts[0])
  }
}

extension Violation.Kind {
  /// After a focus switch or keyboard change, the focused field's lift is not the previous lift
  /// clamped into the lifts that keep it clear and below the visible top: the screen jumped or crept.
  public static let wandered = WanderedRule.kind
}
