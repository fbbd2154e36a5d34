extension DeviceProfile {
  /// Where one profile's numbers come from: for each kind of number, the keys of its sources.
  ///
  /// A key is a link label of `docs/keyboards.md` (`tg` is Telegram's `DeviceMetrics`) or one of
  /// its notes (`D1`, a value derived where no source gives it; `N6`, a choice where sources
  /// disagree); ``sourceReferences`` says where each key points.
  package struct SourceKeys: Hashable, Sendable {
    /// The screen size in points.
    package var size: [String]
    /// The scale, pixels per point.
    package var scale: [String]
    /// The safe-area insets in both orientations.
    package var safeArea: [String]
    /// The keyboard heights and which styles exist.
    package var keyboards: [String]
    /// The size classes in both orientations.
    package var sizeClasses: [String]

    /// The keys of one profile's sources.
    package init(
      size: [String], scale: [String], safeArea: [String], keyboards: [String], sizeClasses: [String]
    ) {
      self.size = size
      self.scale = scale
      self.safeArea = safeArea
      self.keyboards = keyboards
      self.sizeClasses = sizeClasses
    }

    /// Every kind of number with its keys, in the order reports list them.
    package var byKind: [(kind: String, keys: [String])] {
      [
        ("size", size), ("scale", scale), ("safeArea", safeArea), ("keyboards", keyboards),
        ("sizeClasses", sizeClasses),
      ]
    }
  }

  /// Where each source key points: a public address, or the section of `docs/keyboards.md` that
  /// holds a derived value or a choice between sources. `DeviceProfileTests` checks every address
  /// against the link definitions in that page.
  package static let sourceReferences: [(key: String, target: String)] =
    [
      (
        "tg",
        "https://github.com/TelegramMessenger/Telegram-iOS/blob/20a1163704f352207390510db5b09d41c047dd59/submodules/Display/Source/DeviceMetrics.swift"
      ),
      (
        "tg2",
        "https://github.com/TelegramMessenger/Telegram-iOS/blob/063d39c6be65ffd8582e6e160dd410e5dbcd3fbe/submodules/Display/Source/DeviceMetrics.swift"
      ),
      (
        "hig",
        "https://developer.apple.com/design/human-interface-guidelines/ios/visual-design/adaptivity-and-layout/"
      ),
      (
        "dfse",
        "https://github.com/aloisdeniel/flutter_device_preview/blob/94834904d73200da5a0e3df399b620737e2c5a94/device_frame/lib/src/devices/ios/iphone_se/device.dart"
      ),
      (
        "df13",
        "https://github.com/aloisdeniel/flutter_device_preview/blob/8b4e26f3785f6e61ff92b52dbd221baf5d649145/device_frame/lib/src/devices/ios/iphone_13/device.dart"
      ),
      (
        "df15p",
        "https://github.com/aloisdeniel/flutter_device_preview/blob/12d47194d90e5e8c097e8a01da8db05eb673ca1d/device_frame/lib/src/devices/ios/iphone_15_pro/device.dart"
      ),
      (
        "df16",
        "https://github.com/aloisdeniel/flutter_device_preview/blob/12d47194d90e5e8c097e8a01da8db05eb673ca1d/device_frame/lib/src/devices/ios/iphone_16/device.dart"
      ),
      (
        "df15pm",
        "https://github.com/aloisdeniel/flutter_device_preview/blob/6d01e554963e03d0945d481876237c49d44b51ac/device_frame/lib/src/devices/ios/iphone_15_pro_max/device.dart"
      ),
      (
        "df16p",
        "https://github.com/aloisdeniel/flutter_device_preview/blob/12d47194d90e5e8c097e8a01da8db05eb673ca1d/device_frame/lib/src/devices/ios/iphone_16_pro/device.dart"
      ),
      (
        "df16pm",
        "https://github.com/aloisdeniel/flutter_device_preview/blob/6d01e554963e03d0945d481876237c49d44b51ac/device_frame/lib/src/devices/ios/iphone_16_pro_max/device.dart"
      ),
      (
        "dfpro",
        "https://github.com/aloisdeniel/flutter_device_preview/blob/6a1e37b8d0153c387e7c03d94fcac1901d49b643/device_frame/lib/src/devices/ios/ipad_pro_12Inches_gen4/device.dart"
      ),
      (
        "df13m4",
        "https://github.com/aloisdeniel/flutter_device_preview/blob/f945c05157beda0e941dc00582d1c1af6666ba80/device_frame/lib/src/devices/ios/ipad_pro_13_inches_m4/device.dart"
      ),
      ("csl", "http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation"),
      ("rnrc", "https://github.com/t0m0120/react-native-responsive-checker/blob/HEAD/src/ipad_size.ts"),
      ("sst662", "https://github.com/pointfreeco/swift-snapshot-testing/pull/662"),
      ("sst1046", "https://github.com/pointfreeco/swift-snapshot-testing/pull/1046"),
      ("onsen", "https://github.com/OnsenUI/OnsenUI/pull/3089"),
      ("cap8361", "https://github.com/ionic-team/capacitor/issues/8361"),
      (
        "thn",
        "https://github.com/ghostcrying/ThenNotes/blob/HEAD/%E5%9F%BA%E7%A1%80/UIVIew/UIView%26Device.md"
      ),
      ("iosref69", "https://github.com/ebelinski/iosref/issues/69"),
      ("uidc95", "https://github.com/Nirma/UIDeviceComplete/pull/95"),
      ("dk486", "https://github.com/devicekit/DeviceKit/pull/486"),
      ("dk512", "https://github.com/devicekit/DeviceKit/pull/512"),
      ("sc", "https://gist.github.com/dkasaj/924d12ca791a6f74f4c1a2b516117afc"),
      ("sccsdn", "https://blog.csdn.net/niyizhong123/article/details/52484013"),
      ("or", "https://github.com/lionheart/openradar-mirror/issues/19513"),
      ("ion273", "https://github.com/ionic-team/ionic-plugin-keyboard/pull/273"),
      ("ion204", "https://github.com/ionic-team/ionic-plugin-keyboard/pull/204"),
      ("zoul", "https://github.com/zoul/ios-keyboards"),
      ("mm14", "https://github.com/matmartinez/MMNumberKeyboard/issues/14"),
      ("pp", "https://www.powerpage.org/tag/one-handed"),
      ("dfb", "https://daringfireball.net/linked/2018/12/18/ipad-pros-split-keyboard"),
      ("msp", "https://www.macsparky.com/blog/2018/12/what-happened-to-the-ipad-split-keyboard/"),
    ] + (1...13).map { ("D\($0)", "docs/keyboards.md#derived-values") }
    + (1...11).map { ("N\($0)", "docs/keyboards.md#where-sources-disagree") }

  /// The keys of the sources of every built-in profile, by ``id``.
  package static let sourceKeys: [String: SourceKeys] = {
    let phoneKeyboards = ["tg", "ion204", "mm14"]
    let phoneClasses = ["sc", "sccsdn"]
    let padClasses = ["sccsdn"]
    let padKeyboards = ["tg", "D1", "ion273", "D2", "D3", "or", "D4", "D5", "ion204"]
    let proKeyboards = ["tg", "ion273", "D2", "D3", "dfb", "msp", "ion204"]
    func keys(
      _ size: [String], _ scale: [String], _ safeArea: [String], _ keyboards: [String], _ classes: [String]
    ) -> SourceKeys {
      SourceKeys(size: size, scale: scale, safeArea: safeArea, keyboards: keyboards, sizeClasses: classes)
    }
    let iPhone14 = keys(
      ["df13", "sst662", "tg"], ["df13"], ["df13", "sst662"], phoneKeyboards, phoneClasses)
    let iPhone15 = keys(["df15p", "df16", "tg"], ["df15p"], ["df15p", "csl"], phoneKeyboards, phoneClasses)
    let proMax = keys(["df15pm", "tg"], ["df15pm"], ["df15pm"], phoneKeyboards, phoneClasses)
    let iPad10 = keys(["rnrc"], ["N5"], ["dfpro", "N4"], padKeyboards, padClasses)
    let pro129 = keys(["hig"], ["hig"], ["dfpro", "tg"], proKeyboards, padClasses)
    let iPhone17 = keys(
      ["sst1046", "onsen"], ["sst1046"], ["sst1046", "cap8361", "N9"], phoneKeyboards + ["N6"], ["sst1046"])
    let pro17Max = keys(
      ["sst1046", "onsen"], ["sst1046"], ["sst1046", "N9"], phoneKeyboards + ["N6"], ["sst1046"])
    let pro11 = keys(
      ["uidc95", "D9"], ["D9"], ["dfpro", "N4"], ["tg", "D9", "ion273", "D2", "D3", "dfb", "msp", "ion204"],
      padClasses)
    let pro13 = keys(["df13m4"], ["df13m4"], ["df13m4", "N8"], ["D7"] + proKeyboards, padClasses)
    func same(_ base: SourceKeys, _ note: String, release: [String] = []) -> SourceKeys {
      keys(
        base.size + [note] + release, base.scale + [note], base.safeArea + [note], base.keyboards + [note],
        base.sizeClasses)
    }
    return [
      "iphone-se-3": keys(
        ["dfse", "hig"], ["dfse", "hig"], ["dfse", "tg", "N3"], ["tg", "zoul", "N1", "ion204", "mm14"],
        phoneClasses),
      "iphone-14": iPhone14,
      "iphone-15": iPhone15,
      "iphone-15-pro-max": proMax,
      "ipad-10": iPad10,
      "ipad-pro-12-9": pro129,
      "iphone-16": keys(["df16"], ["df16"], ["df16"], phoneKeyboards, phoneClasses),
      "iphone-16-pro": keys(["df16p"], ["df16p"], ["df16p"], phoneKeyboards + ["N6"], phoneClasses),
      "iphone-16-pro-max": keys(["df16pm"], ["df16pm"], ["df16pm"], phoneKeyboards + ["N6"], phoneClasses),
      "ipad-mini-a17-pro": keys(
        ["tg2"], ["N7"], ["tg2", "N4"], ["tg2", "D6", "D2", "D3", "ion204"], padClasses),
      "ipad-pro-13-m4": pro13,
      "iphone-13": same(iPhone14, "D8"),
      "iphone-14-plus": keys(["thn"], ["thn"], ["thn", "D10"], phoneKeyboards + ["N6"], phoneClasses),
      "iphone-14-pro": keys(
        ["thn"] + iPhone15.size, ["thn"], ["thn"] + iPhone15.safeArea, phoneKeyboards, phoneClasses),
      "iphone-14-pro-max": keys(
        ["thn"] + proMax.size, ["thn"], ["thn"] + proMax.safeArea, phoneKeyboards, phoneClasses),
      "iphone-15-plus": same(proMax, "D8"),
      "iphone-15-pro": same(iPhone15, "D8"),
      "iphone-16-plus": same(proMax, "D8"),
      "ipad-air-11-m2": same(iPad10, "D11", release: ["uidc95"]),
      "ipad-air-13-m2": same(pro129, "D11", release: ["uidc95"]),
      "ipad-pro-11-m4": pro11,
      "ipad-air-11-m3": same(iPad10, "D11"),
      "ipad-air-13-m3": same(pro129, "D11"),
      "ipad-a16": same(iPad10, "D11", release: ["iosref69"]),
      "iphone-16e": same(iPhone14, "D8"),
      "iphone-17": iPhone17,
      "iphone-air": keys(
        ["sst1046", "onsen"], ["sst1046"], ["sst1046", "N9"], phoneKeyboards + ["N10"], ["sst1046"]),
      "iphone-17-pro": iPhone17,
      "iphone-17-pro-max": pro17Max,
      "ipad-pro-11-m5": same(pro11, "D12"),
      "ipad-pro-13-m5": same(pro13, "D12"),
      "iphone-17e": same(iPhone14, "N11", release: ["dk486"]),
      "ipad-air-11-m4": same(iPad10, "D11", release: ["dk486"]),
      "ipad-air-13-m4": same(pro129, "D11", release: ["dk486"]),
      "iphone-18-pro": same(iPhone17, "D13", release: ["dk512"]),
      "iphone-18-pro-max": same(pro17Max, "D13", release: ["dk512"]),
    ]
  }()
}
