public import ShelterGeometry
import ShelterKeyboard
import ShelterSupport
import ShelterValues
import ShelterViews

extension StepSnapshot {
  /// A view whose window-space frame changed between two snapshots; simulations record them, so it
  /// has no public initializer.
  public struct Move: Hashable, Sendable {
    /// The view's id.
    public var id: String
    /// Its frame in the snapshot before, in window space.
    public var from: Rect
    /// Its frame in this snapshot, in window space.
    public var to: Rect

    /// The views of `after` whose frame differs from their frame in `before` by more than
    /// `Tolerances.points` in any component, in document order; a view new in `after` did not move.
    static func changes(from before: [(id: String, frame: Rect)], to after: [(id: String, frame: Rect)])
      -> [Move]
    {
      var moves: [Move] = []
      // The same views in the same order (every step but a removal) compare in one pass.
      if before.count == after.count, zip(before, after).allSatisfy({ $0.id == $1.id }) {
        for (old, new) in zip(before, after) where differs(old.frame, new.frame) {
          moves.append(Move(id: new.id, from: old.frame, to: new.frame))
        }
        return moves
      }
      let earlier = Dictionary(before.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
      for (id, frame) in after {
        if let old = earlier[id], differs(old, frame) { moves.append(Move(id: id, from: old, to: frame)) }
      }
      return moves
    }

    /// Whether two frames differ by more than `Tolerances.points` in any component.
    package static func differs(_ a: Rect, _ b: Rect) -> Bool {
      let tolerance = Tolerances.points
      return abs(a.origin.x - b.origin.x) > tolerance || abs(a.origin.y - b.origin.y) > tolerance
        || abs(a.size.width - b.size.width) > tolerance || abs(a.size.height - b.size.height) > tolerance
    }
  }

  /// What the visibility rules need to know about the focused text input.
  public struct FocusedField: Hashable, Sendable {
    /// The field's id.
    public var id: String
    /// Its frame in window space.
    public var frame: Rect
    /// A text view's caret in window space, if it has one.
    public var caret: Rect?
    /// The gap to keep above the keyboard: the distance of the attachment acting for the field,
    /// else the field's own, else ``/Shelter/AvoidanceSettings/defaultDistance``.
    public var distance: Double
    /// Whether keyboard avoidance acts for the field (attached, enabled, strategy not `none`).
    public var isAvoided: Bool
    /// The highest window y the field may reach, as `shelter check` measures it: the window's
    /// safe-area top plus the tallest `additionalSafeArea` top of the controllers above it, or in
    /// a form sheet the sheet's top plus its bars.
    public var visibleTop: Double
  }

  /// Fills in how the screen is held, the keyboard on screen and the focused field.
  mutating func describeScreen(of scene: Scene) {
    let window = scene.window
    let screen = scene.application.screen
    orientation = screen.size.width > screen.size.height ? .landscape : .portrait
    windowSize = window.bounds.size
    keyboardFrameOnScreen = scene.application.keyboard.frame
    if let keyboard = keyboardFrameOnScreen, KeyboardGeometry.isDocked(keyboard, on: screen) {
      dockedKeyboardTop = KeyboardGeometry.coveredPart(of: keyboard, in: window)?.minY
    }
    guard let field = window.firstResponder, let id = field.identifier,
      let frame = try? field.convert(field.bounds, to: nil)
    else { return }
    let caret = (field as? TextView)?.caretRect.flatMap { try? field.convert($0, to: nil) }
    // Per-field attachments sit beside their controller's tap-only one: prefer the one that acts.
    let responsible = scene.avoidances.filter { $0.focusedField === field }
    let attachment = responsible.first { $0.isActive(for: field) } ?? responsible.first
    focusedField = FocusedField(
      id: id, frame: frame, caret: caret,
      distance: attachment?.distance(for: field) ?? field.fieldAvoidance?.distance
        ?? AvoidanceSettings.defaultDistance,
      isAvoided: attachment?.isActive(for: field) ?? false,
      visibleTop: KeyboardGeometry.visibleTop(above: field, in: window))
  }
}

/// The frames of a simulation's latest snapshot, kept beside the simulation's `let` scene.
final class PreviousFrames {
  var frames: [(id: String, frame: Rect)]?
}
