import Foundation
import ShelterGeometry
import ShelterSupport
import ShelterTestSupport
import ShelterValues
import ShelterViews
import Testing

@testable import ShelterKeyboard

@Suite("Device families, size classes and sources")
struct DeviceLookupTests {
  private func found(_ name: String) -> String? {
    guard case .found(let profile) = DeviceProfile.lookUp(name) else { return nil }
    return profile.id
  }

  @Test func anExactIDWinsOverItsFamily() {
    #expect(found("iphone-17-pro") == "iphone-17-pro")
    #expect(found("iphone-16") == "iphone-16")
  }

  @Test func aFamilyOfOneResolves() {
    #expect(found("iphone-se") == "iphone-se-3")
    #expect(found("ipad-mini") == "ipad-mini-a17-pro")
  }

  @Test func aFamilyOfInterchangeableModelsResolvesToTheNewest() {
    // M2, M3 and M4 share the 1024 × 1366 screen and keyboards; the M4 is last in the catalog.
    #expect(found("ipad-air-13") == "ipad-air-13-m4")
    #expect(found("ipad-air-11") == "ipad-air-11-m4")
    #expect(found("ipad-pro-11") == "ipad-pro-11-m5")
  }

  @Test func aFamilyOfDifferentScreensIsAmbiguous() {
    guard case .ambiguous(let family) = DeviceProfile.lookUp("ipad-air") else {
      Issue.record("ipad-air should be ambiguous")
      return
    }
    #expect(
      family.map(\.id) == [
        "ipad-air-11-m2", "ipad-air-13-m2", "ipad-air-11-m3", "ipad-air-13-m3", "ipad-air-11-m4",
        "ipad-air-13-m4",
      ])
    guard case .ambiguous(let eighteen) = DeviceProfile.lookUp("iphone-18") else {
      Issue.record("iphone-18 should be ambiguous")
      return
    }
    #expect(eighteen.map(\.id) == ["iphone-18-pro", "iphone-18-pro-max"])
  }

  @Test func aFamilyIsCutAtAHyphen() {
    #expect(DeviceProfile.lookUp("iphone-1") == .unknown)
    #expect(DeviceProfile.lookUp("ipad-ai") == .unknown)
    #expect(DeviceProfile.lookUp("") == .unknown)
  }

  @Test func aSuggestionPrefersANameTheTypedOneBegins() {
    let ids = DeviceProfile.all.map(\.id)
    // By edit distance alone `iphone-13` (2 substitutions, first alphabetically) ties `iphone-se-3`
    // (2 insertions) and wins.
    #expect(Suggestion.didYouMean("iphone-se", among: ids) == "; did you mean 'iphone-13'?")
    #expect(
      Suggestion.didYouMean("iphone-se", among: ids, preferringExtensions: true)
        == "; did you mean 'iphone-se-3'?")
    // Shortest first: `iphone-17` before `iphone-17-pro`, `iphone-17e`.
    #expect(
      Suggestion.didYouMean("iphone-1", among: ids, preferringExtensions: true)
        == "; did you mean 'iphone-13'?")
    #expect(Suggestion.didYouMean("galaxy-s25", among: ids, preferringExtensions: true) == "")
  }

  @Test func newProfilesGiveTheirNumbers() throws {
    let air = try #require(DeviceProfile.named("iphone-air"))
    // 912 − 346 = 566.
    #expect(air.keyboardFrame(.docked(), .portrait) == Rect(x: 0, y: 566, width: 420, height: 346))
    #expect(air.safeAreaInsets(.portrait) == EdgeInsets(top: 68, left: 0, bottom: 34, right: 0))
    #expect(air.safeAreaInsets(.landscape) == EdgeInsets(top: 20, left: 68, bottom: 29, right: 68))
    let seventeen = try #require(DeviceProfile.named("iphone-17"))
    #expect(seventeen.safeAreaInsets(.landscape) == EdgeInsets(top: 20, left: 62, bottom: 20, right: 62))
    // 874 − 336 = 538 upright; turned, 402 − 209 = 193.
    #expect(seventeen.keyboardFrame(.docked(), .portrait) == Rect(x: 0, y: 538, width: 402, height: 336))
    #expect(seventeen.keyboardFrame(.docked(), .landscape) == Rect(x: 0, y: 193, width: 874, height: 209))
    let pro11 = try #require(DeviceProfile.named("ipad-pro-11-m4"))
    // 834 − 418 = 416 turned; an iPad Pro has no undocked keyboard.
    #expect(pro11.keyboardFrame(.docked(), .landscape) == Rect(x: 0, y: 416, width: 1210, height: 418))
    #expect(pro11.keyboardFrame(.undocked, .portrait) == nil)
    // Floating: (834 − 320) / 2 = 257 across, 1210 − 100 − 253 = 857 down.
    #expect(pro11.keyboardFrame(.floating, .portrait) == Rect(x: 257, y: 857, width: 320, height: 253))
    let air11 = try #require(DeviceProfile.named("ipad-air-11-m4"))
    // Undocked, centred: (1180 − 313) / 2 = 433.5.
    #expect(air11.keyboardFrame(.undocked, .portrait) == Rect(x: 0, y: 433.5, width: 820, height: 313))
    #expect(try #require(DeviceProfile.named("ipad-air-13-m4")).keyboardFrame(.split, .portrait) == nil)
    let plus = try #require(DeviceProfile.named("iphone-14-plus"))
    #expect(plus.safeAreaInsets(.landscape) == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(plus.keyboardHeight(.docked(predictive: false), .portrait) == 302)
  }

  @Test(arguments: [
    ("iphone-17", false), ("iphone-17-pro", false), ("iphone-16-pro", false), ("iphone-se-3", false),
    ("iphone-14", false), ("iphone-air", true), ("iphone-17-pro-max", true), ("iphone-14-plus", true),
    ("iphone-16-plus", true), ("iphone-15-pro-max", true),
  ])
  func anIPhoneIsRegularWideTurnedOnlyWhenLarge(_ id: String, _ regular: Bool) throws {
    let phone = try #require(DeviceProfile.named(id))
    #expect(phone.sizeClasses(.portrait) == PresentationSizeClasses(regularWidth: false, regularHeight: true))
    #expect(
      phone.sizeClasses(.landscape) == PresentationSizeClasses(regularWidth: regular, regularHeight: false))
  }

  @Test(arguments: DeviceProfile.all.filter(\.isPad))
  func anIPadIsRegularBothWays(_ pad: DeviceProfile) {
    for orientation in Orientation.all {
      #expect(
        pad.sizeClasses(orientation) == PresentationSizeClasses(regularWidth: true, regularHeight: true))
    }
  }

  @Test(arguments: DeviceProfile.all)
  func everyProfileNamesASourceForEveryKindOfNumber(_ profile: DeviceProfile) throws {
    let keys = try #require(DeviceProfile.sourceKeys[profile.id], "\(profile.id) has no source keys")
    let known = Set(DeviceProfile.sourceReferences.map(\.key))
    for (kind, list) in keys.byKind {
      #expect(!list.isEmpty, "\(profile.id) \(kind)")
      for key in list { #expect(known.contains(key), "\(profile.id) \(kind): unknown key \(key)") }
    }
  }

  @Test func noSourceKeysForProfilesThatDoNotExist() {
    #expect(Set(DeviceProfile.sourceKeys.keys) == Set(DeviceProfile.all.map(\.id)))
    #expect(Set(DeviceProfile.sourceReferences.map(\.key)).count == DeviceProfile.sourceReferences.count)
  }

  @Test func everyAddressIsTheLinkDefinitionInTheDocs() throws {
    let url = PackageFiles.url("docs/keyboards.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    for (key, target) in DeviceProfile.sourceReferences {
      if target.hasPrefix("docs/keyboards.md#") {
        // A note: its bold label appears in the section the anchor names.
        #expect(text.contains("- **\(key) — "), "no note \(key)")
      } else {
        #expect(text.contains("\n[\(key)]: \(target)\n"), "[\(key)] is not \(target) in docs/keyboards.md")
      }
    }
  }
}
