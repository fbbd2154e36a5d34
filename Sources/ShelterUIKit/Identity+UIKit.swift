public import ShelterViews

// UIKit's responders, guides and constraints are `NSObject`s, whose `==` and hash are the object's
// identity unless a class overrides `isEqual(_:)`. App code leans on it: `textField == emailField`
// in a delegate method, `firstItem as? UILayoutGuide == guide`, a `Set<UIView>`. Shelter's classes
// get the same identity equality here.

/// A class whose instances are equal and hash alike only when they are the same object, as
/// `NSObject`'s default `isEqual(_:)` and `hash`; UIKit's views, guides and constraints are such.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
  /// Whether the two are the same object.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Responder: IdentityHashable {}
extension LayoutGuide: IdentityHashable {}
extension KeyboardLayoutGuide: IdentityHashable {}
extension LayoutConstraint: IdentityHashable {}
