/// The name of a notification posted through a ``NotificationHub``.
///
/// An open set: modules add their own names as static members in an extension, the way UIKit
/// adds `UIResponder.keyboardWillShowNotification`. Names compare by their raw string, so two
/// modules that pick the same string share the name.
///
///     extension NotificationName {
///       static let themeDidChange = NotificationName(rawValue: "ThemeDidChange")
///     }
public struct NotificationName: RawRepresentable, Sendable {
  /// The string that identifies the name.
  public var rawValue: String {
    didSet { fingerprint = Self.fingerprint(of: rawValue) }
  }

  /// A hash of `rawValue` computed once, so finding a name on every post does not rehash the string.
  private(set) var fingerprint: UInt64

  /// Creates a name from its string.
  public init(rawValue: String) {
    self.rawValue = rawValue
    self.fingerprint = Self.fingerprint(of: rawValue)
  }

  /// Creates a name from its string.
  public init(_ rawValue: String) {
    self.init(rawValue: rawValue)
  }

  /// The string's own hash: consistent with `String` equality (canonically equivalent strings
  /// hash alike) and stable for the life of the process, which is all an in-memory index needs.
  private static func fingerprint(of string: String) -> UInt64 {
    UInt64(UInt(bitPattern: string.hashValue))
  }
}

extension NotificationName: Hashable {
  /// Equal when the raw strings are equal; the precomputed fingerprints settle most unequal pairs.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.fingerprint == rhs.fingerprint && lhs.rawValue == rhs.rawValue
  }

  /// Hashes the fingerprint of the raw string, which equal names share.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
  }
}

extension NotificationName: CustomStringConvertible {
  /// The raw string, so names print as UIKit's do.
  public var description: String { rawValue }
}
