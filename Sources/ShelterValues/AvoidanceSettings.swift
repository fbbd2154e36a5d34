/// How avoidance moves the screen, as the fixture's controller `avoidance.strategy`.
public struct AvoidanceStrategy: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The strategy's fixture name.
  public var rawValue: String
  /// Creates a strategy from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The fixture name.
  public var description: String { rawValue }

  /// Scroll the nearest enclosing scroll view when there is one, else shift the root view.
  public static let auto = AvoidanceStrategy(rawValue: "auto")
  /// Shift the root view with a translation transform.
  public static let transform = AvoidanceStrategy(rawValue: "transform")
  /// Move the root view's frame, always relative to its original frame.
  public static let frame = AvoidanceStrategy(rawValue: "frame")
  /// Grow the nearest enclosing scroll view's bottom inset and scroll the field into view.
  public static let scroll = AvoidanceStrategy(rawValue: "scroll")
  /// Move nothing.
  public static let none = AvoidanceStrategy(rawValue: "none")

  /// The strategies a fixture may name.
  public static let all: [AvoidanceStrategy] = [.auto, .transform, .frame, .scroll, .none]
}

/// Where Shelter's policy starts each adjustment from.
public enum AvoidanceAdjustment: String, Hashable, Sendable, CaseIterable {
  /// From where the screen is: the current lift clamped into the lifts that keep the field clear
  /// and below the visible top, so a switch to a field already visible moves nothing.
  case leastMovement
  /// From the untouched screen every time, as if the keyboard had just come: the least lift for
  /// the field alone, so switching fields can move the screen back down.
  case fromOriginals
}

/// Whether Shelter's policy animates the moves no keyboard notification comes with, as the
/// fixture's controller `avoidance.animation`.
public enum AvoidanceAnimation: String, Hashable, Sendable, CaseIterable {
  /// A focus switch moves over ``ShelterPolicy/focusSwitchDuration``, ease-in-out.
  case animated
  /// A focus switch moves at once (`shelter check --fps` reports it as a jump). Moves made for a
  /// keyboard notification still ride the keyboard's own animation, as any change made inside its
  /// handler does.
  case none
}

/// A controller's (or window's) keyboard-avoidance settings.
public struct AvoidanceSettings: Hashable, Sendable {
  /// How the screen moves.
  public var strategy: AvoidanceStrategy
  /// The gap, in points, kept between the focused field's bottom and the keyboard's top.
  public var distance: Double
  /// Whether a tap outside any text input ends editing.
  public var dismissOnTap: Bool
  /// Whether avoidance acts at all; turning it off restores what it moved.
  public var isEnabled: Bool
  /// Where Shelter's policy starts each adjustment from; the recipes ignore it.
  public var adjustment: AvoidanceAdjustment
  /// Whether Shelter's policy animates a focus switch; the recipes ignore it.
  public var animation: AvoidanceAnimation
  /// The id of the constraint the `bottom-constraint` policy changes (the fixture's
  /// `keyboardConstraint`, an outlet to a constraint whose first item rises); other policies ignore it.
  public var keyboardConstraint: String?

  /// The gap, in points, kept above the keyboard when neither a field nor its controller sets one:
  /// the fixture format's default, and the one `shelter check` and the DSL judge by.
  public static let defaultDistance = 10.0

  /// Creates settings; the defaults are the fixture format's.
  public init(
    strategy: AvoidanceStrategy = .auto, distance: Double = defaultDistance, dismissOnTap: Bool = true,
    isEnabled: Bool = true, adjustment: AvoidanceAdjustment = .leastMovement,
    animation: AvoidanceAnimation = .animated, keyboardConstraint: String? = nil
  ) {
    self.animation = animation
    self.keyboardConstraint = keyboardConstraint
    self.strategy = strategy
    self.distance = distance
    self.dismissOnTap = dismissOnTap
    self.isEnabled = isEnabled
    self.adjustment = adjustment
  }
}

extension AvoidanceSettings {
  /// Whether avoidance acts for a field under these settings, given the field's own (`nil`: it has
  /// none): on, with a strategy other than `none`, and not turned off for the field. The one answer
  /// the attachments, the recipes and the rules read.
  package func acts(for field: FieldAvoidance?) -> Bool {
    isEnabled && strategy != .none && field?.isEnabled != false
  }
}

/// Why attaching or detaching avoidance failed.
public enum AvoidanceError: Error, Hashable, Sendable {
  /// Avoidance of this kind is already attached there.
  case alreadyAttached(String)
  /// Nothing is attached there to detach.
  case notAttached(String)
  /// A field has no controller above it to move.
  case noController(String)
  /// The attachment needs the application's hub and the view is not in a window yet.
  case notInWindow(String)
}

extension AvoidanceError: CustomStringConvertible {
  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .alreadyAttached(let target): return "keyboard avoidance is already attached to \(target)"
    case .notAttached(let target): return "no keyboard avoidance is attached to \(target)"
    case .noController(let target): return "\(target) is not inside any view controller's view"
    case .notInWindow(let target):
      return "\(target) is not in a window: add it to one first or pass the notification hub"
    }
  }
}
