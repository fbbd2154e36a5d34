/// A typed payload that also travels as a UIKit-style `[String: Any]` user-info dictionary.
///
/// Conformers define the keys; decoding checks every key and throws a ``UserInfoError`` naming
/// the first one that is missing or wrong, so a hand-built dictionary never crashes an observer.
public protocol UserInfoRepresentable {
  /// Reads the value from a user-info dictionary.
  init(userInfo: [String: Any]) throws(UserInfoError)

  /// The value as a user-info dictionary; decoding it gives back an equal value.
  var userInfo: [String: Any] { get }
}
