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
  /// target taller than the room aligns its top with `visibleTop`).
  ///
  ///     shift(target: Rect(x: 20, y: 620, width: 350, height: 44), keyboardTop: 508,
  ///           visibleTop: 47, distance: 10)   // 166: 620 + 44 + 10 - 508
  public static func shift(target: Rect, keyboardTop: Double, visibleTop: Double, distance: Double) -> Double
  {
    let needed = target.maxY + distance - keyboardTop
    guard needed > 0 else { return 0 }
    return max(0, min(needed, target.minY - visibleTop))
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
