import Foundation
import ShelterGeometry
import ShelterTestSupport
import ShelterValues
import Testing

@testable import ShelterKeyboard

/// Every (profile, orientation) pair of the built-in catalog.
private let profileOrientations: [(DeviceProfile, Orientation)] = DeviceProfile.all.flatMap { profile in
  Orientation.all.map { (profile, $0) }
}

/// The field a profile error names, for checking which check fired.
private func field(of error: DeviceProfileError?) -> String? {
  guard case .invalidValue(_, let field, _, _)? = error else { return nil }
  return field
}

@Suite("Device catalog")
struct DeviceCatalogTests {
  @Test func holdsTheRequiredDevicesWithTheirSizes() throws {
    // Portrait sizes in points, from docs/keyboards.md.
    let expected: [(String, Double, Double, Bool)] = [
      ("iphone-se-3", 375, 667, false), ("iphone-14", 390, 844, false), ("iphone-15", 393, 852, false),
      ("iphone-15-pro-max", 430, 932, false), ("ipad-10", 820, 1180, true),
      ("ipad-pro-12-9", 1024, 1366, true), ("iphone-16", 393, 852, false),
      ("iphone-16-pro", 402, 874, false), ("iphone-16-pro-max", 440, 956, false),
      ("ipad-mini-a17-pro", 744, 1133, true), ("ipad-pro-13-m4", 1032, 1376, true),
      ("iphone-13", 390, 844, false), ("iphone-14-plus", 428, 926, false), ("iphone-14-pro", 393, 852, false),
      ("iphone-14-pro-max", 430, 932, false), ("iphone-15-plus", 430, 932, false),
      ("iphone-15-pro", 393, 852, false), ("iphone-16-plus", 430, 932, false),
      ("ipad-air-11-m2", 820, 1180, true), ("ipad-air-13-m2", 1024, 1366, true),
      ("ipad-pro-11-m4", 834, 1210, true), ("ipad-air-11-m3", 820, 1180, true),
      ("ipad-air-13-m3", 1024, 1366, true), ("ipad-a16", 820, 1180, true), ("iphone-16e", 390, 844, false),
      ("iphone-17", 402, 874, false), ("iphone-air", 420, 912, false), ("iphone-17-pro", 402, 874, false),
      ("iphone-17-pro-max", 440, 956, false), ("ipad-pro-11-m5", 834, 1210, true),
      ("ipad-pro-13-m5", 1032, 1376, true), ("iphone-17e", 390, 844, false),
      ("ipad-air-11-m4", 820, 1180, true), ("ipad-air-13-m4", 1024, 1366, true),
      ("iphone-18-pro", 402, 874, false), ("iphone-18-pro-max", 440, 956, false),
    ]
    #expect(DeviceProfile.all.map(\.id) == expected.map(\.0))
    for (id, width, height, isPad) in expected {
      let profile = try #require(DeviceProfile.named(id))
      #expect(profile.portraitSize == Size(width: width, height: height), "\(id)")
      #expect(profile.isPad == isPad, "\(id)")
    }
  }

  @Test func namedIsNilForAnUnknownID() {
    #expect(DeviceProfile.named("iphone-99") == nil)
    #expect(DeviceProfile.named("") == nil)
    #expect(DeviceProfile.named("IPHONE-15") == nil)
  }

  @Test func identifiersAreUnique() {
    #expect(Set(DeviceProfile.all.map(\.id)).count == DeviceProfile.all.count)
  }

  @Test(arguments: DeviceProfile.all)
  func everyProfilePassesItsOwnValidation(_ profile: DeviceProfile) throws {
    try profile.validate()
    #expect(profile.scale == 2 || profile.scale == 3)
    #expect(!profile.displayName.isEmpty)
  }

  @Test(arguments: profileOrientations)
  func sizesAreFiniteAndPositive(_ profile: DeviceProfile, _ orientation: Orientation) {
    let size = profile.screenSize(orientation)
    #expect(size.isFinite && size.width > 0 && size.height > 0, "\(profile) \(orientation)")
  }

  @Test(arguments: DeviceProfile.all)
  func landscapeSwapsTheSize(_ profile: DeviceProfile) {
    let portrait = profile.screenSize(.portrait)
    let landscape = profile.screenSize(.landscape)
    #expect(portrait == profile.portraitSize)
    #expect(landscape == Size(width: portrait.height, height: portrait.width))
    #expect(landscape.width > landscape.height)
  }
}

@Suite("Orientation")
struct OrientationTests {
  @Test func namesAndLandscapeFlag() {
    #expect(Orientation.portrait.rawValue == "portrait")
    #expect(Orientation.landscape.rawValue == "landscape")
    #expect(Orientation.landscape.isLandscape)
    #expect(!Orientation.portrait.isLandscape)
    #expect(Orientation.all == [.portrait, .landscape])
  }

  @Test func anUnknownOrientationReadsPortraitGeometry() throws {
    let phone = try #require(DeviceProfile.named("iphone-15"))
    let upsideDown = Orientation(rawValue: "portraitUpsideDown")
    #expect(phone.screenSize(upsideDown) == phone.screenSize(.portrait))
    #expect(phone.safeAreaInsets(upsideDown) == phone.safeAreaInsets(.portrait))
    #expect(phone.keyboardFrame(.docked(), upsideDown) == phone.keyboardFrame(.docked(), .portrait))
  }
}

@Suite("Safe-area insets")
struct SafeAreaTests {
  @Test(arguments: [
    // [top, left, bottom, right] per docs/keyboards.md.
    ("iphone-se-3", Orientation.portrait, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
    ("iphone-se-3", .landscape, EdgeInsets.zero),
    ("iphone-14", .portrait, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
    ("iphone-14", .landscape, EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
    ("iphone-15", .portrait, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
    ("iphone-15", .landscape, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
    ("iphone-15-pro-max", .landscape, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
    ("ipad-10", .portrait, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ("ipad-pro-12-9", .landscape, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
  ])
  func handCheckedInsets(_ id: String, _ orientation: Orientation, _ insets: EdgeInsets) throws {
    let profile = try #require(DeviceProfile.named(id))
    #expect(profile.safeAreaInsets(orientation) == insets)
  }

  @Test(arguments: profileOrientations)
  func dockedKeyboardsCoverTheBottomInset(_ profile: DeviceProfile, _ orientation: Orientation) throws {
    // UIKit's docked heights include the home-indicator area, so every docked keyboard is taller
    // than the bottom inset it covers.
    let bottom = profile.safeAreaInsets(orientation).bottom
    let plain = try #require(profile.keyboardHeight(.docked(predictive: false), orientation))
    #expect(plain > bottom)
  }
}

@Suite("Keyboard style")
struct KeyboardStyleTests {
  @Test func namesRoundTrip() {
    #expect(
      KeyboardStyle.all.map(\.name) == [
        "docked", "docked-plain", "hardware", "floating", "undocked", "split", "emoji",
      ])
    for style in KeyboardStyle.all {
      #expect(KeyboardStyle(name: style.name) == style)
      #expect(style.description == style.name)
    }
    #expect(Set(KeyboardStyle.all).count == 7)
  }

  @Test func unknownNamesAreNil() {
    #expect(KeyboardStyle(name: "Docked") == nil)
    #expect(KeyboardStyle(name: "") == nil)
    #expect(KeyboardStyle(name: "docked ") == nil)
  }

  @Test func dockedAndPredictiveFlags() {
    #expect(KeyboardStyle.docked() == .docked(predictive: true))
    #expect(KeyboardStyle.docked().showsPredictiveBar)
    #expect(!KeyboardStyle.docked(predictive: false).showsPredictiveBar)
    #expect(!KeyboardStyle.emoji.showsPredictiveBar)
    #expect(
      KeyboardStyle.all.filter(\.isDocked).map(\.name) == [
        "docked", "docked-plain", "hardware", "emoji",
      ])
  }
}

@Suite("Keyboard frames")
struct KeyboardFrameTests {
  private static let dockedStyles = KeyboardStyle.all.filter(\.isDocked)
  private static let raisedStyles = KeyboardStyle.all.filter { !$0.isDocked }

  @Test(arguments: profileOrientations)
  func dockedFramesTouchTheBottomEdgeAndSpanTheWidth(
    _ profile: DeviceProfile, _ orientation: Orientation
  ) {
    let screen = profile.screenSize(orientation)
    for style in Self.dockedStyles {
      guard let frame = profile.keyboardFrame(style, orientation) else { continue }
      #expect(frame.minX == 0 && frame.width == screen.width, "\(profile) \(orientation) \(style)")
      #expect(frame.maxY == screen.height, "\(profile) \(orientation) \(style)")
      #expect(frame.height == profile.keyboardHeight(style, orientation))
    }
  }

  @Test(arguments: profileOrientations)
  func raisedFramesStayClearOfTheBottomEdge(_ profile: DeviceProfile, _ orientation: Orientation) {
    let screen = profile.screenSize(orientation)
    let bounds = Rect(origin: .zero, size: screen)
    for style in Self.raisedStyles {
      guard let frame = profile.keyboardFrame(style, orientation) else { continue }
      #expect(frame.maxY < screen.height, "\(profile) \(orientation) \(style)")
      #expect(bounds.contains(frame), "\(profile) \(orientation) \(style)")
      #expect(frame.height == profile.keyboardHeight(style, orientation))
    }
  }

  @Test(arguments: profileOrientations)
  func iPadOnlyStylesExistOnlyOnIPads(_ profile: DeviceProfile, _ orientation: Orientation) {
    #expect((profile.keyboardFrame(.floating, orientation) != nil) == profile.isPad)
    if !profile.isPad {
      #expect(profile.keyboardFrame(.undocked, orientation) == nil)
      #expect(profile.keyboardFrame(.split, orientation) == nil)
      #expect(profile.keyboardFrame(.hardware, orientation) == nil)
    }
  }

  @Test(arguments: Orientation.all)
  func theLargeIPadProHasNoUndockedOrSplitKeyboard(_ orientation: Orientation) throws {
    let pro = try #require(DeviceProfile.named("ipad-pro-12-9"))
    #expect(pro.keyboardHeight(.undocked, orientation) == nil)
    #expect(pro.keyboardHeight(.split, orientation) == nil)
    let pad = try #require(DeviceProfile.named("ipad-10"))
    #expect(pad.keyboardHeight(.undocked, orientation) != nil)
    #expect(pad.keyboardHeight(.split, orientation) != nil)
  }

  @Test(arguments: profileOrientations)
  func hardwareIsAShortDockedBar(_ profile: DeviceProfile, _ orientation: Orientation) throws {
    guard let bar = profile.keyboardFrame(.hardware, orientation) else { return }
    let docked = try #require(profile.keyboardFrame(.docked(), orientation))
    #expect(bar.height < 100)
    #expect(bar.height * 3 < docked.height)
    #expect(bar.maxY == docked.maxY && bar.width == docked.width)
  }

  @Test(arguments: profileOrientations)
  func thePredictiveBarAddsHeight(_ profile: DeviceProfile, _ orientation: Orientation) throws {
    let with = try #require(profile.keyboardHeight(.docked(predictive: true), orientation))
    let without = try #require(profile.keyboardHeight(.docked(predictive: false), orientation))
    // Telegram's bar is 37 to 50 pt depending on device class and orientation.
    #expect(with - without >= 37 && with - without <= 50)
  }

  @Test(arguments: [
    // iPhone 15 portrait, docked with bar: y = 852 − 336 = 516.
    ("iphone-15", Orientation.portrait, KeyboardStyle.docked(), Rect(x: 0, y: 516, width: 393, height: 336)),
    // iPhone 15 landscape, 852 × 393 screen: y = 393 − 209 = 184.
    ("iphone-15", .landscape, .docked(), Rect(x: 0, y: 184, width: 852, height: 209)),
    // iPhone SE portrait without bar: y = 667 − 216 = 451.
    ("iphone-se-3", .portrait, .docked(predictive: false), Rect(x: 0, y: 451, width: 375, height: 216)),
    // iPhone 14 portrait, the fixture-format example: y = 844 − 336 = 508.
    ("iphone-14", .portrait, .docked(), Rect(x: 0, y: 508, width: 390, height: 336)),
    // iPhone 15 Pro Max portrait emoji: y = 932 − 346 = 586.
    ("iphone-15-pro-max", .portrait, .emoji, Rect(x: 0, y: 586, width: 430, height: 346)),
    // iPad 10 portrait floating: x = (820 − 320) / 2 = 250, y = 1180 − 100 − 253 = 827.
    ("ipad-10", .portrait, .floating, Rect(x: 250, y: 827, width: 320, height: 253)),
    // iPad 10 landscape floating, 1180 × 820: x = (1180 − 320) / 2 = 430, y = 820 − 100 − 253 = 467.
    ("ipad-10", .landscape, .floating, Rect(x: 430, y: 467, width: 320, height: 253)),
    // iPad 10 portrait undocked: y = (1180 − 313) / 2 = 433.5.
    ("ipad-10", .portrait, .undocked, Rect(x: 0, y: 433.5, width: 820, height: 313)),
    // iPad 10 landscape split: y = (820 − 398) / 2 = 211.
    ("ipad-10", .landscape, .split, Rect(x: 0, y: 211, width: 1180, height: 398)),
    // iPad Pro 12.9 portrait hardware bar: y = 1366 − 75 = 1291.
    ("ipad-pro-12-9", .portrait, .hardware, Rect(x: 0, y: 1291, width: 1024, height: 75)),
    // iPad Pro 12.9 landscape docked, 1366 × 1024: y = 1024 − 491 = 533.
    ("ipad-pro-12-9", .landscape, .docked(), Rect(x: 0, y: 533, width: 1366, height: 491)),
  ])
  func handCheckedFrames(
    _ id: String, _ orientation: Orientation, _ style: KeyboardStyle, _ expected: Rect
  ) throws {
    let profile = try #require(DeviceProfile.named(id))
    #expect(profile.keyboardFrame(style, orientation) == expected)
  }
}

@Suite("Profile validation")
struct DeviceProfileValidationTests {
  private static let metrics = DeviceProfile.KeyboardMetrics(docked: 300, dockedPlain: 260, emoji: 300)

  private func make(
    id: String = "test", size: Size = Size(width: 400, height: 800), scale: Double = 2,
    portraitSafeArea: EdgeInsets = .zero, landscapeSafeArea: EdgeInsets = .zero,
    portrait: DeviceProfile.KeyboardMetrics = metrics,
    landscape: DeviceProfile.KeyboardMetrics = DeviceProfile.KeyboardMetrics(
      docked: 200, dockedPlain: 160, emoji: 200)
  ) throws(DeviceProfileError) -> DeviceProfile {
    try DeviceProfile(
      id: id, displayName: "Test", isPad: false, portraitSize: size, scale: scale,
      portraitSafeArea: portraitSafeArea, landscapeSafeArea: landscapeSafeArea,
      portraitKeyboard: portrait, landscapeKeyboard: landscape)
  }

  @Test func aSoundProfileIsAccepted() throws {
    let profile = try make()
    // 800 − 300 = 500.
    #expect(profile.keyboardFrame(.docked(), .portrait) == Rect(x: 0, y: 500, width: 400, height: 300))
  }

  @Test func anEmptyIDIsRejected() {
    let error = #expect(throws: DeviceProfileError.self) { try make(id: "") }
    #expect(field(of: error) == "id")
  }

  @Test(arguments: [
    Size(width: 0, height: 800), Size(width: 400, height: -1), Size(width: .nan, height: 800),
    Size(width: 400, height: .infinity),
  ])
  func unusableSizesAreRejected(_ size: Size) {
    let error = #expect(throws: DeviceProfileError.self) { try make(size: size) }
    #expect(field(of: error) == "portraitSize")
  }

  @Test(arguments: [0, -2, Double.nan, .infinity])
  func unusableScalesAreRejected(_ scale: Double) {
    let error = #expect(throws: DeviceProfileError.self) { try make(scale: scale) }
    #expect(field(of: error) == "scale")
  }

  @Test func insetsThatCoverTheScreenAreRejected() {
    // Landscape is 800 wide: 400 + 400 leaves nothing.
    let error = #expect(throws: DeviceProfileError.self) {
      try make(landscapeSafeArea: EdgeInsets(top: 0, left: 400, bottom: 0, right: 400))
    }
    #expect(field(of: error) == "landscapeSafeArea")
    let negative = #expect(throws: DeviceProfileError.self) {
      try make(portraitSafeArea: EdgeInsets(top: -1))
    }
    #expect(field(of: negative) == "portraitSafeArea")
  }

  @Test func aKeyboardTallerThanTheScreenIsRejected() {
    // Landscape is 400 tall.
    let tall = DeviceProfile.KeyboardMetrics(docked: 200, dockedPlain: 160, emoji: 400)
    let error = #expect(throws: DeviceProfileError.self) { try make(landscape: tall) }
    #expect(field(of: error) == "landscapeKeyboard.emoji")
    let description = error.map(String.init(describing:))
    #expect(
      description
        == "test.landscapeKeyboard.emoji: expected a finite height above 0 and below the screen height 400, found 400"
    )
  }

  @Test func anOptionalHeightIsCheckedWhenPresent() {
    let zeroBar = DeviceProfile.KeyboardMetrics(docked: 300, dockedPlain: 260, emoji: 300, hardwareBar: 0)
    let error = #expect(throws: DeviceProfileError.self) { try make(portrait: zeroBar) }
    #expect(field(of: error) == "portraitKeyboard.hardwareBar")
  }

  @Test func aFloatingKeyboardThatDoesNotFitIsRejected() {
    // 320 + 100 gap > 400 landscape height.
    let floating = DeviceProfile.KeyboardMetrics(
      docked: 200, dockedPlain: 160, emoji: 200, floating: Size(width: 320, height: 320))
    let error = #expect(throws: DeviceProfileError.self) { try make(landscape: floating) }
    #expect(field(of: error) == "landscapeKeyboard.floating")
  }
}

/// Reads the tables of docs/keyboards.md, so the published numbers cannot drift from the catalog.
@Suite("docs/keyboards.md")
struct KeyboardDocumentationTests {
  /// The rows of the table under a `## ` heading, as trimmed cells, header and separator dropped.
  private static func rows(under heading: String) throws -> [[String]] {
    let url = PackageFiles.url("docs/keyboards.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var inSection = false
    var rows: [[String]] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        inSection = line == "## \(heading)"
        continue
      }
      guard inSection, line.hasPrefix("|") else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      if cells.first == "Device" || cells.first?.hasPrefix("---") == true { continue }
      rows.append(cells)
    }
    return rows
  }

  private static func number(_ text: String) -> Double? { text == "—" ? nil : Double(text) }

  @Test func theDeviceTableMatchesTheCatalog() throws {
    let rows = try Self.rows(under: "Devices")
    #expect(rows.map { $0[0] } == DeviceProfile.all.map(\.id))
    for row in rows {
      let profile = try #require(DeviceProfile.named(row[0]))
      #expect(row[1] == profile.displayName)
      let size = row[2].split(separator: "×").map { Double($0.trimmingCharacters(in: .whitespaces)) }
      #expect(size == [profile.portraitSize.width, profile.portraitSize.height], "\(row[0])")
      #expect(Double(row[3]) == profile.scale, "\(row[0])")
    }
  }

  @Test func theSafeAreaTableMatchesTheCatalog() throws {
    let rows = try Self.rows(under: "Safe areas")
    #expect(rows.count == DeviceProfile.all.count * Orientation.all.count)
    for row in rows {
      let profile = try #require(DeviceProfile.named(row[0]))
      let values = row[2].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
      let insets = profile.safeAreaInsets(Orientation(rawValue: row[1]))
      #expect(values == [insets.top, insets.left, insets.bottom, insets.right], "\(row[0]) \(row[1])")
    }
  }

  @Test func theHeightTableListsEveryStyleOnceAndMatches() throws {
    let rows = try Self.rows(under: "Keyboard heights")
    var seen = Set<String>()
    for row in rows {
      let profile = try #require(DeviceProfile.named(row[0]), "unknown device \(row[0])")
      let style = try #require(KeyboardStyle(name: row[2]), "unknown style \(row[2])")
      #expect(seen.insert("\(row[0]) \(row[1]) \(row[2])").inserted, "duplicate row \(row)")
      #expect(!row[4].isEmpty, "no source for \(row)")
      let height = profile.keyboardHeight(style, Orientation(rawValue: row[1]))
      #expect(Self.number(row[3]) == height, "\(row[0]) \(row[1]) \(row[2])")
    }
    #expect(seen.count == DeviceProfile.all.count * Orientation.all.count * KeyboardStyle.all.count)
  }
}
