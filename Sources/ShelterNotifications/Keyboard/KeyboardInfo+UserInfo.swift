import ShelterGeometry

extension KeyboardInfo: UserInfoRepresentable {
  /// The key of ``frameBegin``: a `Rect` in screen space (UIKit's `keyboardFrameBeginUserInfoKey`).
  public static let frameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The key of ``frameEnd``: a `Rect` in screen space (UIKit's `keyboardFrameEndUserInfoKey`).
  public static let frameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The key of ``animationDuration``: a `Double` in seconds.
  public static let animationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The key of ``animationCurve``: the curve's `Int` raw value, as UIKit stores it.
  public static let animationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The key of ``isLocal``: a `Bool`.
  public static let isLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

  /// Reads keyboard info from a UIKit-style user-info dictionary, checking keys in the order above.
  ///
  /// Frames must be finite `Rect`s; the duration a finite, non-negative `Double` (an `Int` is
  /// accepted); the curve an `Int` raw value or an ``AnimationCurve``; `isLocal` a `Bool`.
  ///
  ///     try KeyboardInfo(userInfo: [:])   // throws .missingKey("UIKeyboardFrameBeginUserInfoKey")
  public init(userInfo: [String: Any]) throws(UserInfoError) {
    let frameBegin = try Self.frame(userInfo, Self.frameBeginUserInfoKey)
    let frameEnd = try Self.frame(userInfo, Self.frameEndUserInfoKey)
    let duration = try Self.duration(userInfo)
    let curve = try Self.curve(userInfo)
    let isLocal = try userInfo.required(Self.isLocalUserInfoKey, as: Bool.self)
    self.init(
      frameBegin: frameBegin, frameEnd: frameEnd, animationDuration: duration, animationCurve: curve,
      isLocal: isLocal)
  }

  /// The UIKit-style dictionary: frames as `Rect`, duration as `Double`, curve as `Int`, `isLocal` as `Bool`.
  public var userInfo: [String: Any] {
    [
      Self.frameBeginUserInfoKey: frameBegin,
      Self.frameEndUserInfoKey: frameEnd,
      Self.animationDurationUserInfoKey: animationDuration,
      Self.animationCurveUserInfoKey: animationCurve.rawValue,
      Self.isLocalUserInfoKey: isLocal,
    ]
  }

  private static func frame(_ userInfo: [String: Any], _ key: String) throws(UserInfoError) -> Rect {
    let rect = try userInfo.required(key, as: Rect.self)
    guard rect.isFinite else { throw .invalidValue(key: key, reason: "frame \(rect) is not finite") }
    return rect
  }

  private static func duration(_ userInfo: [String: Any]) throws(UserInfoError) -> Double {
    let key = animationDurationUserInfoKey
    let seconds: Double
    if let integer = userInfo[key] as? Int {
      seconds = Double(integer)
    } else {
      seconds = try userInfo.required(key, as: Double.self)
    }
    guard seconds.isFinite, seconds >= 0 else {
      throw .invalidValue(
        key: key, reason: "duration \(seconds) is not a finite, non-negative number of seconds")
    }
    return seconds
  }

  private static func curve(_ userInfo: [String: Any]) throws(UserInfoError) -> AnimationCurve {
    let key = animationCurveUserInfoKey
    if let curve = userInfo[key] as? AnimationCurve { return curve }
    return AnimationCurve(rawValue: try userInfo.required(key, as: Int.self))
  }
}
