/// A notification as its observers receive it: a name, the object that posted it, and what it carries.
///
/// What it carries comes in two forms. A typed `payload` (``KeyboardInfo`` for the keyboard
/// notifications) is what Shelter's own code reads; `userInfo` is the `[String: Any]` dictionary
/// UIKit-style code reads. A payload that is ``UserInfoRepresentable`` answers `userInfo` too, and
/// ``decodePayload(as:)`` reads the typed value back from a dictionary-only notification, so posters
/// and observers can each use either form.
///
/// Unlike Foundation's `Notification` this is not `Sendable`: it holds the posting object, and it
/// is handed to observers on the posting thread.
public struct PostedNotification {
  /// The notification's name.
  public let name: NotificationName

  /// The object that posted it, or `nil`; observers that filter by object compare by identity.
  public let object: AnyObject?

  /// The typed value the poster attached, if any.
  public let payload: Any?

  private let explicitUserInfo: [String: Any]?

  /// Creates a notification to hand to ``NotificationHub/post(_:)``.
  ///
  /// When `userInfo` is `nil` and `payload` is ``UserInfoRepresentable``, ``userInfo`` is derived
  /// from the payload.
  public init(
    name: NotificationName, object: AnyObject? = nil, payload: Any? = nil, userInfo: [String: Any]? = nil
  ) {
    self.name = name
    self.object = object
    self.payload = payload
    self.explicitUserInfo = userInfo
  }

  /// The UIKit-style dictionary: the one posted, else the payload's own, else `nil`.
  ///
  ///     note.userInfo?[KeyboardInfo.frameEndUserInfoKey] as? Rect   // the keyboard's end frame
  public var userInfo: [String: Any]? {
    if let explicitUserInfo { return explicitUserInfo }
    if let representable = payload as? any UserInfoRepresentable { return representable.userInfo }
    return nil
  }

  /// The payload if it has type `T`, else `nil`; never reads `userInfo`.
  @inlinable public func payload<T>(as type: T.Type) -> T? {
    payload as? T
  }

  /// The payload as `T`, decoded from ``userInfo`` when the poster attached no typed payload.
  ///
  /// A notification with neither decodes from an empty dictionary and so reports the first key
  /// `T` requires as missing.
  public func decodePayload<T: UserInfoRepresentable>(as type: T.Type) throws(UserInfoError) -> T {
    if let typed = payload as? T { return typed }
    return try T(userInfo: userInfo ?? [:])
  }
}

extension PostedNotification: CustomStringConvertible {
  /// `name`, then the object's type and the payload when present, for failure messages.
  public var description: String {
    var text = name.rawValue
    if let object { text += " object=\(type(of: object))" }
    if let payload { text += " payload=\(payload)" }
    return text
  }
}
