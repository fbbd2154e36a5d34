public import ShelterNotifications
public import ShelterViews

/// What an avoidance policy is told about.
public enum AvoidanceEvent {
  /// A keyboard notification (`keyboardWillShow`, `keyboardDidChangeFrame`, …) with its info.
  case keyboard(NotificationName, KeyboardInfo)
  /// A text input in scope began editing (focus moved to it).
  case didBeginEditing(View)
  /// A text input in scope ended editing; or, with that field, editing began in a field of the
  /// same window outside the scope of an attachment that has moved something.
  case didEndEditing(View)
  /// The screen is about to change size (rotation): put back what was moved so layout sees originals.
  case layoutWillChange
  /// The screen changed size, or the focused field was focused again: adjust again for the current
  /// keyboard and field.
  case layoutDidChange
  /// The settings changed.
  case settingsDidChange
}

/// Decides how the screen moves for the keyboard. Shelter's own policy and the four classic
/// recipes conform; plug in your own to compare it with them.
///
/// A policy is driven by one ``KeyboardAvoidance`` attachment, which gives it the scope, the
/// settings, the animator and a ledger of original geometry.
public protocol AvoidancePolicy: AnyObject {
  /// A short name for reports (`shelter`, `recipe1`).
  var name: String { get }
  /// Reacts to one event.
  func handle(_ event: AvoidanceEvent, for avoidance: KeyboardAvoidance)
  /// Puts back everything the policy moved; called when the attachment is detached or disabled.
  func restore(for avoidance: KeyboardAvoidance)
  /// Whether the policy is used the way a text-field category is: one attachment per text input
  /// rather than one per controller.
  var attachesToEachField: Bool { get }
  /// Why the policy leaves `field` alone because the screen lacks what it needs (a scroll view, a
  /// named constraint), as a short reason for reports; `nil` when it applies.
  func notApplicable(to field: View, in avoidance: KeyboardAvoidance) -> String?
}

extension AvoidancePolicy {
  /// Most policies live in a controller (or a window manager).
  public var attachesToEachField: Bool { false }

  /// Most policies apply to every screen.
  public func notApplicable(to field: View, in avoidance: KeyboardAvoidance) -> String? { nil }
}
