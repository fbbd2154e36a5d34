public import ShelterGeometry

/// What the keyboard notifications carry: where the keyboard was and will be, and how it moves.
///
/// Frames are in screen space, as UIKit's; convert them to a window or view before comparing with
/// a view's frame. Round-trips through the UIKit user-info dictionary (see ``userInfo``).
public struct KeyboardInfo: Hashable, Sendable {
  /// The keyboard's frame before the change, in screen space.
  public var frameBegin: Rect
  /// The keyboard's frame after the change, in screen space.
  public var frameEnd: Rect
  /// How long the keyboard's animation lasts, in seconds; zero when it does not animate.
  public var animationDuration: Double
  /// The timing curve of the keyboard's animation.
  public var animationCurve: AnimationCurve
  /// Whether the keyboard belongs to this app rather than another one sharing the screen.
  public var isLocal: Bool

  /// How long UIKit's keyboard animates a show, hide or frame change, in seconds: the one default
  /// every keyboard transition and keyboard step takes (its curve is ``AnimationCurve/keyboard``).
  public static let defaultAnimationDuration = 0.25

  /// Creates keyboard info; the defaults are what UIKit's keyboard reports for a show or hide.
  ///
  /// Both frames in screen space; `animationDuration` in seconds.
  public init(
    frameBegin: Rect, frameEnd: Rect, animationDuration: Double = defaultAnimationDuration,
    animationCurve: AnimationCurve = .keyboard, isLocal: Bool = true
  ) {
    self.frameBegin = frameBegin
    self.frameEnd = frameEnd
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
    self.isLocal = isLocal
  }
}

extension PostedNotification {
  /// The keyboard info of a keyboard notification, from its payload or its user-info dictionary.
  ///
  /// Throws the ``UserInfoError`` naming the first missing or mistyped key when a UIKit-style poster
  /// sent an incomplete dictionary.
  public func keyboardInfo() throws(UserInfoError) -> KeyboardInfo {
    try decodePayload(as: KeyboardInfo.self)
  }
}
