import ShelterJSON

/// What a controller fixture sets on its root view's ``/Shelter/KeyboardLayoutGuide``:
/// `"keyboardLayoutGuide": {"usesBottomSafeArea": true, "followsUndockedKeyboard": false}`.
public struct KeyboardLayoutGuideSettings: Sendable, Equatable {
  /// The band below a hidden or undocked keyboard is the bottom safe area (UIKit's default).
  public var usesBottomSafeArea = true
  /// The guide follows a floating or undocked keyboard too (UIKit's default is `false`).
  public var followsUndockedKeyboard = false

  /// Settings with UIKit's defaults unless given.
  public init(usesBottomSafeArea: Bool = true, followsUndockedKeyboard: Bool = false) {
    self.usesBottomSafeArea = usesBottomSafeArea
    self.followsUndockedKeyboard = followsUndockedKeyboard
  }
}

extension FixtureDecoder {
  static let keyboardLayoutGuideKeys: Set<String> = ["usesBottomSafeArea", "followsUndockedKeyboard"]

  /// A controller's `keyboardLayoutGuide` object: only the two keys, each `true` or `false`.
  func keyboardLayoutGuide(_ json: JSONNode) throws(FixtureError) -> KeyboardLayoutGuideSettings {
    try object(json, allowed: Self.keyboardLayoutGuideKeys, what: "keyboard layout guide")
    return KeyboardLayoutGuideSettings(
      usesBottomSafeArea: try bool(json, "usesBottomSafeArea") ?? true,
      followsUndockedKeyboard: try bool(json, "followsUndockedKeyboard") ?? false)
  }
}

extension JSONWriter {
  /// A keyboard layout guide's settings, each written only when it differs from UIKit's default.
  mutating func member(_ key: String, _ guide: KeyboardLayoutGuideSettings) {
    self.key(key)
    beginObject()
    if !guide.usesBottomSafeArea { member("usesBottomSafeArea", false) }
    if guide.followsUndockedKeyboard { member("followsUndockedKeyboard", true) }
    endObject()
  }
}
