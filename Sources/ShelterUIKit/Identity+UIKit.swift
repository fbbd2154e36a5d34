public import ShelterViews

// UIKit's responders, guides and constraints are `NSObject`s, whose `==` and hash are the object's
// identity unless a class overrides `isEqual(_:)`. App code leans on it: `textField == emailField`
// in a delegate method, `firstItem as? UILayoutGuide == guide`, a `Set<UIView>`. Shelter's classes
// get the same identity equality here.

extension Responder: Equatable {
  /// Whether the two are the same object, as `NSObject`'s default `isEqual(_:)`.
  public static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }
}

extension Responder: Hashable {
  /// Hashes the object's identity, as `NSObject`'s default `hash`.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension LayoutGuide: Equatable {
  /// Whether the two are the same guide.
  public static func == (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool { lhs === rhs }
}

extension LayoutGuide: Hashable {
  /// Hashes the guide's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension KeyboardLayoutGuide: Equatable {
  /// Whether the two are the same guide.
  public static func == (lhs: KeyboardLayoutGuide, rhs: KeyboardLayoutGuide) -> Bool { lhs === rhs }
}

extension KeyboardLayoutGuide: Hashable {
  /// Hashes the guide's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension LayoutConstraint: Equatable {
  /// Whether the two are the same constraint (UIKit compares constraints by identity too).
  public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs === rhs }
}

extension LayoutConstraint: Hashable {
  /// Hashes the constraint's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
