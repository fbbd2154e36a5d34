import ShelterGeometry

extension DeviceProfile {
  /// The built-in profiles: iPhone SE (3rd generation), iPhone 14, iPhone 15, iPhone 15 Pro Max,
  /// iPad (10th generation) and iPad Pro 12.9-inch, then the 2024 devices: iPhone 16, 16 Pro and
  /// 16 Pro Max, iPad mini (A17 Pro) and iPad Pro 13-inch (M4).
  ///
  /// Every number, its public source, and where sources disagree, the value chosen and why, is in
  /// `docs/keyboards.md`.
  public static let all: [DeviceProfile] = [
    .iPhoneSE3, .iPhone14, .iPhone15, .iPhone15ProMax, .iPad10, .iPadPro12Point9, .iPhone16,
    .iPhone16Pro, .iPhone16ProMax, .iPadMiniA17Pro, .iPadPro13M4,
  ]

  /// The built-in profile with that ``id``, or `nil` if there is none.
  ///
  ///     DeviceProfile.named("iphone-15")?.portraitSize   // (393, 852)
  public static func named(_ id: String) -> DeviceProfile? {
    all.first { $0.id == id }
  }

  /// iPhone SE (3rd generation): 4.7-inch, home button, no notch.
  public static let iPhoneSE3 = DeviceProfile(
    unchecked: "iphone-se-3", displayName: "iPhone SE (3rd generation)", isPad: false,
    portraitSize: Size(width: 375, height: 667), scale: 2,
    portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    landscapeSafeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
    portraitKeyboard: KeyboardMetrics(docked: 260, dockedPlain: 216, emoji: 260),
    landscapeKeyboard: KeyboardMetrics(docked: 200, dockedPlain: 163, emoji: 200))

  /// iPhone 14 (and 13, 12): 6.1-inch with a notch.
  public static let iPhone14 = DeviceProfile(
    unchecked: "iphone-14", displayName: "iPhone 14", isPad: false,
    portraitSize: Size(width: 390, height: 844), scale: 3,
    portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
    portraitKeyboard: KeyboardMetrics(docked: 336, dockedPlain: 292, emoji: 336),
    landscapeKeyboard: KeyboardMetrics(docked: 209, dockedPlain: 172, emoji: 209))

  /// iPhone 15 (and 15 Pro, 14 Pro): 6.1-inch with the Dynamic Island.
  public static let iPhone15 = DeviceProfile(
    unchecked: "iphone-15", displayName: "iPhone 15", isPad: false,
    portraitSize: Size(width: 393, height: 852), scale: 3,
    portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    portraitKeyboard: KeyboardMetrics(docked: 336, dockedPlain: 292, emoji: 336),
    landscapeKeyboard: KeyboardMetrics(docked: 209, dockedPlain: 172, emoji: 209))

  /// iPhone 15 Pro Max (and 15 Plus, 14 Pro Max): 6.7-inch with the Dynamic Island.
  public static let iPhone15ProMax = DeviceProfile(
    unchecked: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", isPad: false,
    portraitSize: Size(width: 430, height: 932), scale: 3,
    portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    portraitKeyboard: KeyboardMetrics(docked: 346, dockedPlain: 302, emoji: 346),
    landscapeKeyboard: KeyboardMetrics(docked: 209, dockedPlain: 172, emoji: 209))

  /// The floating keyboard's size on every iPad: an iPhone-sized keyboard with its predictive bar.
  private static let padFloatingKeyboard = Size(width: 320, height: 253)

  /// iPad (10th generation): 10.9-inch, no home button, home indicator.
  public static let iPad10 = DeviceProfile(
    unchecked: "ipad-10", displayName: "iPad (10th generation)", isPad: true,
    portraitSize: Size(width: 820, height: 1180), scale: 2,
    portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    portraitKeyboard: KeyboardMetrics(
      docked: 333, dockedPlain: 283, emoji: 333, hardwareBar: 75, raised: 313,
      floating: padFloatingKeyboard),
    landscapeKeyboard: KeyboardMetrics(
      docked: 418, dockedPlain: 368, emoji: 418, hardwareBar: 75, raised: 398,
      floating: padFloatingKeyboard))

  /// iPad Pro 12.9-inch (3rd generation and later): Face ID, home indicator; no undocked or split
  /// keyboard.
  public static let iPadPro12Point9 = DeviceProfile(
    unchecked: "ipad-pro-12-9", displayName: "iPad Pro 12.9-inch", isPad: true,
    portraitSize: Size(width: 1024, height: 1366), scale: 2,
    portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    portraitKeyboard: KeyboardMetrics(
      docked: 398, dockedPlain: 348, emoji: 398, hardwareBar: 75, floating: padFloatingKeyboard),
    landscapeKeyboard: KeyboardMetrics(
      docked: 491, dockedPlain: 441, emoji: 491, hardwareBar: 75, floating: padFloatingKeyboard))

  /// iPhone 16: the iPhone 15's 6.1-inch screen with the Dynamic Island, and its keyboards.
  public static let iPhone16 = iPhone15.renamed(id: "iphone-16", displayName: "iPhone 16")

  /// iPhone 16 Pro: 6.3-inch, thinner borders and a lower Dynamic Island than the 15 Pro.
  public static let iPhone16Pro = DeviceProfile(
    unchecked: "iphone-16-pro", displayName: "iPhone 16 Pro", isPad: false,
    portraitSize: Size(width: 402, height: 874), scale: 3,
    portraitSafeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
    landscapeSafeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
    portraitKeyboard: iPhone15.portraitKeyboard, landscapeKeyboard: iPhone15.landscapeKeyboard)

  /// iPhone 16 Pro Max: 6.9-inch, the largest iPhone screen.
  public static let iPhone16ProMax = DeviceProfile(
    unchecked: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max", isPad: false,
    portraitSize: Size(width: 440, height: 956), scale: 3,
    portraitSafeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
    landscapeSafeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
    portraitKeyboard: iPhone15ProMax.portraitKeyboard, landscapeKeyboard: iPhone15ProMax.landscapeKeyboard)

  /// iPad mini (A17 Pro): 8.3-inch, the iPad mini 6's screen; no undocked or split keyboard known.
  public static let iPadMiniA17Pro = DeviceProfile(
    unchecked: "ipad-mini-a17-pro", displayName: "iPad mini (A17 Pro)", isPad: true,
    portraitSize: Size(width: 744, height: 1133), scale: 2,
    portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    portraitKeyboard: KeyboardMetrics(
      docked: 378, dockedPlain: 328, emoji: 378, hardwareBar: 75, floating: padFloatingKeyboard),
    landscapeKeyboard: KeyboardMetrics(
      docked: 418, dockedPlain: 368, emoji: 418, hardwareBar: 75, floating: padFloatingKeyboard))

  /// iPad Pro 13-inch (M4): Face ID, home indicator; no undocked or split keyboard.
  public static let iPadPro13M4 = DeviceProfile(
    unchecked: "ipad-pro-13-m4", displayName: "iPad Pro 13-inch (M4)", isPad: true,
    portraitSize: Size(width: 1032, height: 1376), scale: 2,
    portraitSafeArea: iPadPro12Point9.portraitSafeArea, landscapeSafeArea: iPadPro12Point9.landscapeSafeArea,
    portraitKeyboard: iPadPro12Point9.portraitKeyboard, landscapeKeyboard: iPadPro12Point9.landscapeKeyboard)

  /// This profile under another identifier and name, for a device with the same screen and keyboards.
  private func renamed(id: String, displayName: String) -> DeviceProfile {
    var copy = self
    copy.id = id
    copy.displayName = displayName
    return copy
  }
}
