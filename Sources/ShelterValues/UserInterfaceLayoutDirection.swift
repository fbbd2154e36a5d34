/// The direction text runs in, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: String, Sendable, CaseIterable {
  /// Left to right: leading is the left edge.
  case leftToRight
  /// Right to left (Arabic, Hebrew): leading is the right edge and layouts mirror.
  case rightToLeft
}
