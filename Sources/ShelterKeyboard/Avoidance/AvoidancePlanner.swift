public import ShelterGeometry

/// The arithmetic of keyboard avoidance, free of views: given where things are, how far must the
/// focused field move up?
///
/// Everything is in window space. Kept pure so it can be tested exhaustively apart from the code
/// that applies its answer.
public enum AvoidancePlanner {
  /// The upward shift, in points, that keeps `target` clear of the keyboard.
  ///
  /// - `target`: the field's rect (or a text view's caret rect) before any avoidance moved it.
  /// - `keyboardTop`: the top of the part of the keyboard that covers the window.
  /// - `visibleTop`: the highest a field may go (safe area, navigation bar).
  /// - `distance`: the gap to keep above the keyboard.
  ///
  /// Zero when the target is already clear (minimal movement); otherwise exactly enough to leave
  /// `distance` above the keyboard, but never so much that the target's top passes `visibleTop` (a
  /// target taller than the room aligns its top with `visibleTop`): the least-movement lift from an
  /// unmoved screen,
  /// ``lift(from:target:keyboardTop:visibleTop:distance:mayMoveDown:)`` with `current` 0.
  ///
  ///     shift(target: Rect(x: 20, y: 620, width: 350, height: 44), keyboardTop: 508,
  ///           visibleTop: 47, distance: 10)   // 166: 620 + 44 + 10 - 508
  public static func shift(target: Rect, keyboardTop: Double, visibleTop: Double, distance: Double) -> Double
  {
    lift(from: 0, target: target, keyboardTop: keyboardTop, visibleTop: visibleTop, distance: distance)
  }

  /// Least movement: the upward lift, in window points from the target's original place, that the
  /// screen takes after an event when it is lifted by `current` now.
  ///
  /// The lifts that keep `target` (its rect before any avoidance moved it) `distance` above the
  /// keyboard and its top at or below `visibleTop`, never moving content below its original place,
  /// form the interval `max(0, target.maxY + distance − keyboardTop) … target.minY − visibleTop`;
  /// the answer is `current` clamped into it, so a field that is already clear moves nothing. When
  /// the interval is empty the target's top aligns with `visibleTop`: a lift of
  /// `target.minY − visibleTop`, not below 0 unless `mayMoveDown`. With `mayMoveDown` (a scroll
  /// view, which may scroll its content down) the interval has no floor at 0 either: content a
  /// scroll view already shows lower than its original place, clear and below the visible top,
  /// stays there (a root view never moves below its original place).
  ///
  ///     // Lifted 166 for a field at 620…664; now a field at 560…604 is focused.
  ///     lift(from: 166, target: Rect(x: 20, y: 560, width: 350, height: 44), keyboardTop: 508,
  ///          visibleTop: 47, distance: 10)   // 166: within 106 … 513, nothing moves
  public static func lift(
    from current: Double, target: Rect, keyboardTop: Double, visibleTop: Double, distance: Double,
    mayMoveDown: Bool = false
  ) -> Double {
    let clear = target.maxY + distance - keyboardTop
    let lowest = mayMoveDown ? clear : max(0, clear)
    let highest = target.minY - visibleTop
    if lowest <= highest { return min(max(current, lowest), highest) }
    return mayMoveDown ? highest : max(0, highest)
  }

  /// Which rect of a text input to keep visible: the whole field when it fits between `visibleTop`
  /// and the keyboard with its distance, else the caret when there is one, else the field (whose
  /// top then aligns with `visibleTop`).
  public static func target(
    field: Rect, caret: Rect?, keyboardTop: Double, visibleTop: Double, distance: Double
  ) -> Rect {
    let room = keyboardTop - distance - visibleTop
    if field.height > room, let caret { return caret }
    return field
  }

  /// The extra bottom inset a scroll view needs so that even its last content can scroll clear of
  /// the keyboard: the keyboard's overlap of the scroll view plus the distance, or zero without overlap.
  public static func extraBottomInset(scrollViewRect: Rect, keyboardTop: Double, distance: Double) -> Double {
    let overlap = scrollViewRect.maxY - keyboardTop
    return overlap > 0 ? overlap + distance : 0
  }
}
