import ShelterGeometry

extension DeviceProfile {
  /// The built-in profiles: the six first ones (iPhone SE (3rd generation), iPhone 14, iPhone 15,
  /// iPhone 15 Pro Max, iPad (10th generation), iPad Pro 12.9-inch), the 2024 devices (iPhone 16,
  /// 16 Pro and 16 Pro Max, iPad mini (A17 Pro), iPad Pro 13-inch (M4)), then every other iPhone and
  /// iPad sold from 2023 through 2026, in order of release.
  ///
  /// Every number, its public source, and where sources disagree, the value chosen and why, is in
  /// `docs/keyboards.md`; `devices --json` names the sources of each number.
  public static let all: [DeviceProfile] = [
    .iPhoneSE3, .iPhone14, .iPhone15, .iPhone15ProMax, .iPad10, .iPadPro12Point9, .iPhone16,
    .iPhone16Pro, .iPhone16ProMax, .iPadMiniA17Pro, .iPadPro13M4,
    .iPhone13, .iPhone14Plus, .iPhone14Pro, .iPhone14ProMax, .iPhone15Plus, .iPhone15Pro, .iPhone16Plus,
    .iPadAir11M2, .iPadAir13M2, .iPadPro11M4, .iPadAir11M3, .iPadAir13M3, .iPadA16, .iPhone16e,
    .iPhone17, .iPhoneAir, .iPhone17Pro, .iPhone17ProMax, .iPadPro11M5, .iPadPro13M5, .iPhone17e,
    .iPadAir11M4, .iPadAir13M4, .iPhone18Pro, .iPhone18ProMax,
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

  /// iPhone 13: the iPhone 14's 6.1-inch notched screen and keyboards.
  public static let iPhone13 = iPhone14.renamed(id: "iphone-13", displayName: "iPhone 13")

  /// iPhone 14 Plus: 6.7-inch with a notch, the Max keyboard class.
  public static let iPhone14Plus = phone(
    "iphone-14-plus", "iPhone 14 Plus", size: Size(width: 428, height: 926), scale: 3,
    safeArea: .faceID(top: 47), keyboards: (iPhone15ProMax.portraitKeyboard, iPhone15ProMax.landscapeKeyboard)
  )

  /// iPhone 14 Pro: the iPhone 15's 6.1-inch screen with the Dynamic Island.
  public static let iPhone14Pro = iPhone15.renamed(id: "iphone-14-pro", displayName: "iPhone 14 Pro")

  /// iPhone 14 Pro Max: the iPhone 15 Pro Max's 6.7-inch screen.
  public static let iPhone14ProMax = iPhone15ProMax.renamed(
    id: "iphone-14-pro-max", displayName: "iPhone 14 Pro Max")

  /// iPhone 15 Plus: the iPhone 15 Pro Max's 6.7-inch screen.
  public static let iPhone15Plus = iPhone15ProMax.renamed(id: "iphone-15-plus", displayName: "iPhone 15 Plus")

  /// iPhone 15 Pro: the iPhone 15's 6.1-inch screen.
  public static let iPhone15Pro = iPhone15.renamed(id: "iphone-15-pro", displayName: "iPhone 15 Pro")

  /// iPhone 16 Plus: the iPhone 15 Pro Max's 6.7-inch screen.
  public static let iPhone16Plus = iPhone15ProMax.renamed(id: "iphone-16-plus", displayName: "iPhone 16 Plus")

  /// iPad Air 11-inch (M2): the iPad (10th generation)'s 10.9-inch screen and keyboards.
  public static let iPadAir11M2 = iPad10.renamed(id: "ipad-air-11-m2", displayName: "iPad Air 11-inch (M2)")

  /// iPad Air 13-inch (M2): the 12.9-inch iPad Pro's screen and keyboards, so no undocked or split
  /// keyboard.
  public static let iPadAir13M2 = iPadPro12Point9.renamed(
    id: "ipad-air-13-m2", displayName: "iPad Air 13-inch (M2)")

  /// iPad Pro 11-inch (M4): 834 × 1210, the 11-inch iPad Pro's keyboards; no undocked or split
  /// keyboard.
  public static let iPadPro11M4 = pad(
    "ipad-pro-11-m4", "iPad Pro 11-inch (M4)", size: Size(width: 834, height: 1210),
    portrait: padKeyboard(docked: 333, plain: 283), landscape: padKeyboard(docked: 418, plain: 368))

  /// iPad Air 11-inch (M3): the M2 model's screen.
  public static let iPadAir11M3 = iPad10.renamed(id: "ipad-air-11-m3", displayName: "iPad Air 11-inch (M3)")

  /// iPad Air 13-inch (M3): the M2 model's screen.
  public static let iPadAir13M3 = iPadPro12Point9.renamed(
    id: "ipad-air-13-m3", displayName: "iPad Air 13-inch (M3)")

  /// iPad (A16): the iPad (10th generation)'s screen and keyboards.
  public static let iPadA16 = iPad10.renamed(id: "ipad-a16", displayName: "iPad (A16)")

  /// iPhone 16e: the iPhone 14's 6.1-inch notched screen and keyboards.
  public static let iPhone16e = iPhone14.renamed(id: "iphone-16e", displayName: "iPhone 16e")

  /// iPhone 17: the 16 Pro's 6.3-inch screen, with iOS 26's landscape safe area.
  public static let iPhone17 = phone(
    "iphone-17", "iPhone 17", size: Size(width: 402, height: 874), scale: 3,
    safeArea: .dynamicIsland(top: 62, landscapeBottom: 20),
    keyboards: (iPhone15.portraitKeyboard, iPhone15.landscapeKeyboard))

  /// iPhone Air: 6.5-inch, 420 × 912, the Max keyboard class.
  public static let iPhoneAir = phone(
    "iphone-air", "iPhone Air", size: Size(width: 420, height: 912), scale: 3,
    safeArea: .dynamicIsland(top: 68, landscapeBottom: 29),
    keyboards: (iPhone15ProMax.portraitKeyboard, iPhone15ProMax.landscapeKeyboard))

  /// iPhone 17 Pro: the iPhone 17's screen.
  public static let iPhone17Pro = iPhone17.renamed(id: "iphone-17-pro", displayName: "iPhone 17 Pro")

  /// iPhone 17 Pro Max: the 16 Pro Max's 6.9-inch screen, with iOS 26's landscape safe area.
  public static let iPhone17ProMax = phone(
    "iphone-17-pro-max", "iPhone 17 Pro Max", size: Size(width: 440, height: 956), scale: 3,
    safeArea: .dynamicIsland(top: 62, landscapeBottom: 20),
    keyboards: (iPhone15ProMax.portraitKeyboard, iPhone15ProMax.landscapeKeyboard))

  /// iPad Pro 11-inch (M5): the M4 model's screen.
  public static let iPadPro11M5 = iPadPro11M4.renamed(
    id: "ipad-pro-11-m5", displayName: "iPad Pro 11-inch (M5)")

  /// iPad Pro 13-inch (M5): the M4 model's screen.
  public static let iPadPro13M5 = iPadPro13M4.renamed(
    id: "ipad-pro-13-m5", displayName: "iPad Pro 13-inch (M5)")

  /// iPhone 17e: the iPhone 16e's screen.
  public static let iPhone17e = iPhone14.renamed(id: "iphone-17e", displayName: "iPhone 17e")

  /// iPad Air 11-inch (M4): the M2 and M3 models' screen.
  public static let iPadAir11M4 = iPad10.renamed(id: "ipad-air-11-m4", displayName: "iPad Air 11-inch (M4)")

  /// iPad Air 13-inch (M4): the M2 and M3 models' screen.
  public static let iPadAir13M4 = iPadPro12Point9.renamed(
    id: "ipad-air-13-m4", displayName: "iPad Air 13-inch (M4)")

  /// iPhone 18 Pro: the iPhone 17 Pro's screen.
  public static let iPhone18Pro = iPhone17.renamed(id: "iphone-18-pro", displayName: "iPhone 18 Pro")

  /// iPhone 18 Pro Max: the iPhone 17 Pro Max's screen.
  public static let iPhone18ProMax = iPhone17ProMax.renamed(
    id: "iphone-18-pro-max", displayName: "iPhone 18 Pro Max")

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
    /// A Dynamic Island iPhone under iOS 26: as ``faceID(top:)`` in portrait; in landscape the
    /// status bar shows, so the top is 20, the sides `top` and the bottom `landscapeBottom`.
    case dynamicIsland(top: Double, landscapeBottom: Double)

    var portrait: EdgeInsets {
      switch self {
      case .homeButton: return EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      case .faceID(let top), .dynamicIsland(let top, _):
        return EdgeInsets(top: top, left: 0, bottom: 34, right: 0)
      }
    }

    var landscape: EdgeInsets {
      switch self {
      case .homeButton: return .zero
      case .faceID(let side): return EdgeInsets(top: 0, left: side, bottom: 21, right: side)
      case .dynamicIsland(let side, let bottom):
        return EdgeInsets(top: 20, left: side, bottom: bottom, right: side)
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
