/// How a controller's view is presented, as UIKit's `UIModalPresentationStyle`.
public struct PresentationStyle: RawRepresentable, Hashable, Sendable {
  /// The style's name.
  public var rawValue: String
  /// Creates a style from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view fills its window.
  public static let fullScreen = PresentationStyle(rawValue: "fullScreen")
  /// A centred card, as an iPad form sheet; the keyboard may cover only part of it.
  public static let formSheet = PresentationStyle(rawValue: "formSheet")
}
