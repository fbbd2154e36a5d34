/// The name of a notification posted through a ``NotificationHub``.
///
/// An open set: modules add their own names as static members in an extension, the way UIKit
/// adds `UIResponder.keyboardWillShowNotification`. Names compare by their raw string, so two
/// modules that pick the same string share the name.
///
///     extension NotificationName {
///       static let themeDidChange = NotificationName(rawValue: "ThemeDidChange")
///     }
public struct NotificationName: RawRepresentable, Hashable, Sendable {
  /// The string that identifies the name.
  public var rawValue: String

  /// Creates a name from its string.
  @inlinable public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a name from its string.
  @inlinable public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}

extension NotificationName: CustomStringConvertible {
  /// The raw string, so names print as UIKit's do.
  public var description: String { rawValue }
}
