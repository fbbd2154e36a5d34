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
  public static let iPhoneSE3 = phone(
    "iphone-se-3", "iPhone SE (3rd generation)", size: Size(width: 375, height: 667), scale: 2,
    safeArea: .homeButton, keyboards: phoneKeyboards(portrait: (260, 216), landscape: (200, 163)))

  /// iPhone 14 (and 13, 12): 6.1-inch with a notch.
  public static let iPhone14 = phone(
    "iphone-14", "iPhone 14", size: Size(width: 390, height: 844), scale: 3,
    safeArea: .faceID(top: 47), keyboards: phoneKeyboards(portrait: (336, 292), landscape: (209, 172)))

  /// iPhone 15 (and 15 Pro, 14 Pro): 6.1-inch with the Dynamic Island.
  public static let iPhone15 = phone(
    "iphone-15", "iPhone 15", size: Size(width: 393, height: 852), scale: 3,
    safeArea: .faceID(top: 59), keyboards: phoneKeyboards(portrait: (336, 292), landscape: (209, 172)))

  /// iPhone 15 Pro Max (and 15 Plus, 14 Pro Max): 6.7-inch with the Dynamic Island.
  public static let iPhone15ProMax = phone(
    "iphone-15-pro-max", "iPhone 15 Pro Max", size: Size(width: 430, height: 932), scale: 3,
    safeArea: .faceID(top: 59), keyboards: phoneKeyboards(portrait: (346, 302), landscape: (209, 172)))

  /// The floating keyboard's size on every iPad: an iPhone-sized keyboard with its predictive bar.
  private static let padFloatingKeyboard = Size(width: 320, height: 253)

  /// iPad (10th generation): 10.9-inch, no home button, home indicator.
  public static let iPad10 = pad(
    "ipad-10", "iPad (10th generation)", size: Size(width: 820, height: 1180),
    portrait: padKeyboard(docked: 333, plain: 283, raised: 313),
    landscape: padKeyboard(docked: 418, plain: 368, raised: 398))

  /// iPad Pro 12.9-inch (3rd generation and later): Face ID, home indicator; no undocked or split
  /// keyboard.
  public static let iPadPro12Point9 = pad(
    "ipad-pro-12-9", "iPad Pro 12.9-inch", size: Size(width: 1024, height: 1366),
    portrait: padKeyboard(docked: 398, plain: 348), landscape: padKeyboard(docked: 491, plain: 441))

  /// iPhone 16: the iPhone 15's 6.1-inch screen with the Dynamic Island, and its keyboards.
  public static let iPhone16 = iPhone15.renamed(id: "iphone-16", displayName: "iPhone 16")

  /// iPhone 16 Pro: 6.3-inch, thinner borders and a lower Dynamic Island than the 15 Pro.
  public static let iPhone16Pro = phone(
    "iphone-16-pro", "iPhone 16 Pro", size: Size(width: 402, height: 874), scale: 3,
    safeArea: .faceID(top: 62), keyboards: (iPhone15.portraitKeyboard, iPhone15.landscapeKeyboard))

  /// iPhone 16 Pro Max: 6.9-inch, the largest iPhone screen.
  public static let iPhone16ProMax = phone(
    "iphone-16-pro-max", "iPhone 16 Pro Max", size: Size(width: 440, height: 956), scale: 3,
    safeArea: .faceID(top: 62),
    keyboards: (iPhone15ProMax.portraitKeyboard, iPhone15ProMax.landscapeKeyboard))

  /// iPad mini (A17 Pro): 8.3-inch, the iPad mini 6's screen; no undocked or split keyboard known.
  public static let iPadMiniA17Pro = pad(
    "ipad-mini-a17-pro", "iPad mini (A17 Pro)", size: Size(width: 744, height: 1133),
    portrait: padKeyboard(docked: 378, plain: 328), landscape: padKeyboard(docked: 418, plain: 368))

  /// iPad Pro 13-inch (M4): Face ID, home indicator; no undocked or split keyboard.
  public static let iPadPro13M4 = pad(
    "ipad-pro-13-m4", "iPad Pro 13-inch (M4)", size: Size(width: 1032, height: 1376),
    portrait: iPadPro12Point9.portraitKeyboard, landscape: iPadPro12Point9.landscapeKeyboard)

  /// An iPhone profile.
  private static func phone(
    _ id: String, _ displayName: String, size: Size, scale: Double, safeArea: PhoneSafeArea,
    keyboards: (portrait: KeyboardMetrics, landscape: KeyboardMetrics)
  ) -> DeviceProfile {
    DeviceProfile(
      unchecked: id, displayName: displayName, isPad: false, portraitSize: size, scale: scale,
      portraitSafeArea: safeArea.portrait, landscapeSafeArea: safeArea.landscape,
      portraitKeyboard: keyboards.portrait, landscapeKeyboard: keyboards.landscape)
  }

  /// An iPhone's safe area: in portrait a top (status bar, notch or island) and a bottom (home
  /// indicator); in landscape equal sides and a bottom.
  private enum PhoneSafeArea {
    /// A home-button iPhone: a 20-point status bar in portrait, nothing in landscape.
    case homeButton
    /// A Face ID iPhone: the notch or Dynamic Island insets the portrait top and, turned, both
    /// landscape sides by `top`; the home indicator takes 34 points in portrait, 21 in landscape.
    case faceID(top: Double)

    var portrait: EdgeInsets {
      switch self {
      case .homeButton: return EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      case .faceID(let top): return EdgeInsets(top: top, left: 0, bottom: 34, right: 0)
      }
    }

    var landscape: EdgeInsets {
      switch self {
      case .homeButton: return .zero
      case .faceID(let side): return EdgeInsets(top: 0, left: side, bottom: 21, right: side)
      }
    }
  }

  /// An iPhone's keyboards by (docked, docked without the predictive bar) heights; the emoji
  /// keyboard is as tall as the docked one, and nothing undocks.
  private static func phoneKeyboards(
    portrait: (docked: Double, plain: Double), landscape: (docked: Double, plain: Double)
  ) -> (portrait: KeyboardMetrics, landscape: KeyboardMetrics) {
    (
      KeyboardMetrics(docked: portrait.docked, dockedPlain: portrait.plain, emoji: portrait.docked),
      KeyboardMetrics(docked: landscape.docked, dockedPlain: landscape.plain, emoji: landscape.docked)
    )
  }

  /// An iPad profile at scale 2: status bar on top and home indicator below in both orientations.
  private static func pad(
    _ id: String, _ displayName: String, size: Size, portrait: KeyboardMetrics, landscape: KeyboardMetrics
  ) -> DeviceProfile {
    let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return DeviceProfile(
      unchecked: id, displayName: displayName, isPad: true, portraitSize: size, scale: 2,
      portraitSafeArea: insets, landscapeSafeArea: insets,
      portraitKeyboard: portrait, landscapeKeyboard: landscape)
  }

  /// An iPad keyboard: the emoji keyboard is as tall as the docked one, the hardware-keyboard bar
  /// is 75 points, and it floats at ``padFloatingKeyboard``'s size.
  private static func padKeyboard(docked: Double, plain: Double, raised: Double? = nil) -> KeyboardMetrics {
    KeyboardMetrics(
      docked: docked, dockedPlain: plain, emoji: docked, hardwareBar: 75, raised: raised,
      floating: padFloatingKeyboard)
  }

  /// This profile under another identifier and name, for a device with the same screen and keyboards.
  private func renamed(id: String, displayName: String) -> DeviceProfile {
    var copy = self
    copy.id = id
    copy.displayName = displayName
    return copy
  }
}
