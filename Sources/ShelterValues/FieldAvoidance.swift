/// A text input's own keyboard-avoidance settings, overriding its controller's.
///
/// Lives on the view so that a field can opt out, or ask for more room, wherever it is moved.
public struct FieldAvoidance: Hashable, Sendable {
  /// Whether avoidance acts for this field at all.
  public var isEnabled: Bool
  /// The gap to keep between the field's bottom and the keyboard's top; `nil` keeps the controller's.
  public var distance: Double?

  /// Creates settings for one field.
  public init(isEnabled: Bool = true, distance: Double? = nil) {
    self.isEnabled = isEnabled
    self.distance = distance
  }
}
