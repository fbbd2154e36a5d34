/// No avoidance code at all: the screen moves only by what its own constraints do. With
/// constraints to the keyboard layout guide (`field.bottom <= root.keyboardLayoutGuide.top - 10`)
/// this is Apple's recommended approach since iOS 15; without them the keyboard covers what it
/// covers.
public final class NoAvoidancePolicy: AvoidancePolicy {
  /// `none`.
  public let name = "none"

  /// Creates the policy.
  public init() {}

  /// Ignores every event.
  public func handle(_ event: AvoidanceEvent, for avoidance: KeyboardAvoidance) {}

  /// Moved nothing, so puts nothing back.
  public func restore(for avoidance: KeyboardAvoidance) {}
}
