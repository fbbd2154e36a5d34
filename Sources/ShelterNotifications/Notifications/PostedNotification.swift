/// A notification as its observers receive it: a name, the object that posted it, and what it carries.
///
/// What it carries comes in two forms. A typed `payload` (``KeyboardInfo`` for the keyboard
/// notifications) is what Shelter's own code reads; `userInfo` is the `[String: Any]` dictionary
/// UIKit-style code reads. A payload that is ``UserInfoRepresentable`` answers `userInfo` too, and
/// ``decodePayload(as:)`` reads the typed value back from a dictionary-only notification, so posters
/// and observers can each use either form.
///
/// Not `Sendable`: it holds the posting object, and it is handed to observers on the posting
/// thread.
public struct PostedNotification {
  /// The notification's name.
  public let name: NotificationName

  /// The object that posted it, or `nil`; observers that filter by object compare by identity.
  public let object: AnyObject?

  /// The payload and user info in one box: a notification without either has nothing to
  /// allocate and no existential to copy, and one with a payload costs a single allocation.
  private let attachments: Attachments?

  /// The typed value the poster attached, if any, as `Any`; prefer ``payload(as:)``.
  public var payload: Any? { attachments?.payload }

  private var explicitUserInfo: [String: Any]? { attachments?.userInfo }

  /// Creates a notification carrying a typed payload, to hand to ``NotificationHub/post(_:)``.
  ///
  /// When `userInfo` is `nil` and `payload` is ``UserInfoRepresentable``, ``userInfo`` is derived
  /// from the payload.
  public init<Payload>(
    name: NotificationName, object: AnyObject? = nil, payload: Payload, userInfo: [String: Any]? = nil
  ) {
    self.name = name
    self.object = object
    self.attachments = TypedAttachments(payload, userInfo: userInfo)
  }

  /// Creates a notification without a payload, to hand to ``NotificationHub/post(_:)``.
  public init(name: NotificationName, object: AnyObject? = nil, userInfo: [String: Any]? = nil) {
    self.name = name
    self.object = object
    self.attachments = userInfo.map { Attachments(userInfo: $0) }
  }

  /// The UIKit-style dictionary: the one posted, else the payload's own, else `nil`.
  ///
  ///     note.userInfo?[KeyboardInfo.frameEndUserInfoKey] as? Rect   // the keyboard's end frame
  public var userInfo: [String: Any]? {
    if let explicitUserInfo { return explicitUserInfo }
    return attachments?.representable?.userInfo
  }

  /// The payload if it has type `T`, else `nil`; never reads `userInfo`.
  public func payload<T>(as type: T.Type) -> T? {
    attachments?.payload(as: type)
  }

  /// The payload as `T`, decoded from ``userInfo`` when the poster attached no typed payload.
  ///
  /// A notification with neither decodes from an empty dictionary and so reports the first key
  /// `T` requires as missing.
  public func decodePayload<T: UserInfoRepresentable>(as type: T.Type) throws(UserInfoError) -> T {
    if let typed = payload(as: T.self) { return typed }
    return try T(userInfo: userInfo ?? [:])
  }
}

/// What a notification carries besides its name and object: here only user info.
private class Attachments {
  let userInfo: [String: Any]?

  init(userInfo: [String: Any]?) {
    self.userInfo = userInfo
  }

  var payload: Any? { nil }
  var representable: (any UserInfoRepresentable)? { nil }
  func payload<T>(as type: T.Type) -> T? { nil }
}

/// Attachments with a payload stored unboxed, so a typed read is a cast with no allocation.
private final class TypedAttachments<Payload>: Attachments {
  let value: Payload

  init(_ value: Payload, userInfo: [String: Any]?) {
    self.value = value
    super.init(userInfo: userInfo)
  }

  override var payload: Any? { value }
  override var representable: (any UserInfoRepresentable)? { value as? any UserInfoRepresentable }
  override func payload<T>(as type: T.Type) -> T? { value as? T }
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
