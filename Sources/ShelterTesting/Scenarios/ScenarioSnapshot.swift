public import Shelter

/// The state of a screen after one step of a ``Scenario``: frames, focus, keyboard, and what moved.
///
/// Every rect is in window space, in points, measured after the step's animations finished.
public struct ScenarioSnapshot: Equatable, Sendable {
  /// A view whose window-space frame changed during a step; scenarios record them, so it has no
  /// public initializer.
  public struct Move: Hashable, Sendable {
    /// The view's id.
    public var id: String
    /// Its frame before the step, in window space.
    public var from: Rect
    /// Its frame after the step, in window space.
    public var to: Rect
  }

  /// What the expectations need to know about the focused text input.
  public struct FocusedField: Hashable, Sendable {
    /// The field's id.
    public var id: String
    /// Its frame in window space.
    public var frame: Rect
    /// A text view's caret in window space, if it has one.
    public var caret: Rect?
    /// The gap to keep above the keyboard: the field's own avoidance distance, else that of the
    /// attachment acting for it, else 10.
    public var distance: Double
    /// Whether keyboard avoidance acts for the field (attached, enabled, strategy not `none`).
    public var isAvoided: Bool
    /// The highest window y the field may reach, as `shelter check` measures it: the window's
    /// safe-area top plus the tallest `additionalSafeArea` top of the controllers above it, or in
    /// a form sheet the sheet's top plus its bars (`KeyboardGeometry.visibleTop(above:in:)`).
    public var visibleTop: Double
  }

  /// 0 for the screen as loaded, then one per step.
  public var index: Int
  /// The step that led here.
  public var action: ScenarioAction
  /// How the device is held.
  public var orientation: Orientation
  /// The window's size in points.
  public var windowSize: Size
  /// The first responder's id, if any.
  public var firstResponder: String?
  /// The keyboard's frame in window space while shown.
  public var keyboardFrame: Rect?
  /// The keyboard's frame in screen space while shown, as UIKit reports it.
  public var keyboardFrameOnScreen: Rect?
  /// The top, in window space, of the part of a docked keyboard that covers the window; `nil` when
  /// the keyboard is hidden, not docked (floating, undocked, split) or covers none of the window.
  public var dockedKeyboardTop: Double?
  /// Every view's frame in window space, by id.
  public var frames: [String: Rect]
  /// Every view id, in document order.
  public var ids: [String]
  /// The views whose frame changed by more than ``Scenario/tolerance`` in this step, in document
  /// order (none for step 0).
  public var moved: [Move]
  /// The focused text input, if any.
  public var focusedField: FocusedField?

  /// A view's frame in window space.
  public subscript(id: String) -> Rect? { frames[id] }

  /// `step 3 (focus #password)`: how failure messages name this snapshot.
  public var label: String { "step \(index) (\(action))" }
}
