import Foundation
import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterTestSupport
import ShelterValues
import Testing

@Suite("Fixture gallery")
struct FixtureGalleryTests {
  @Test func directoryHoldsExactlyTheGallery() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: FixtureGalleryFiles.directory.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(files == FixtureGalleryFiles.names)
  }

  @Test(arguments: FixtureGalleryFiles.names)
  func loadsOnARealDeviceScreenAndPassesShelter(name: String) throws {
    let fixture = try FixtureGalleryFiles.load(name)
    #expect(fixture.name + ".json" == name)
    #expect(!fixture.steps.isEmpty)
    // Every screen is a real device's, upright or on its side.
    let sizes = DeviceProfile.all.flatMap { [$0.screenSize(.portrait), $0.screenSize(.landscape)] }
    #expect(sizes.contains(fixture.screenSize))
    let avoidance = try Checker(fixture: fixture).run().filter { !Violation.Kind.layout.contains($0.kind) }
    #expect(avoidance.isEmpty)
  }

  @Test func theLayoutRulesFindWhatTheGalleryModelsAndNothingElse() throws {
    var found: [String] = []
    for name in FixtureGalleryFiles.names {
      for violation in try Checker(fixture: FixtureGalleryFiles.load(name)).run()
      where Violation.Kind.layout.contains(violation.kind) {
        found.append("\(name) \(violation.stepIndex) \(violation.viewID) \(violation.kind)")
      }
    }
    #expect(
      found == [
        // The banner made in code keeps its autoresizing constraints: its top and height pins break.
        "autoresizing-conflict.json 0 banner unsatisfiableConstraints",
        "autoresizing-conflict.json 0 banner unsatisfiableConstraints",
        // The bar is pinned to the view's bottom, not its safe area: the message field's bottom,
        // 844 − 56 + 6 + 36 = 830, passes the home indicator's band from 844 − 34 = 810.
        "bottom-constraint-home-indicator.json 0 message controlInUnsafeArea",
        // code ends at 455 + 44 = 499, promo starts at 480: 19 points of the two fields overlap.
        "minimal-movement.json 0 code controlsOverlap",
        // The resize to 393 × 852 keeps the screen's 59-point side insets: reply, 80…380, passes
        // 393 − 59 = 334.
        "rotation.json 2 reply controlInUnsafeArea",
      ])
  }

  @Test(arguments: AvoidancePolicyID.allCases.filter { $0 != .shelter })
  func everyRecipeBreaksSomethingSomewhere(policy: AvoidancePolicyID) throws {
    // Not every recipe fails every scenario; each recipe must fail at least one in the gallery.
    var failing: [String] = []
    for name in FixtureGalleryFiles.names
    where try !Checker(fixture: FixtureGalleryFiles.load(name), policy: policy).run().isEmpty {
      failing.append(name)
    }
    #expect(!failing.isEmpty, "\(policy) passes every gallery fixture")
  }

  @Test(arguments: FixtureGalleryFiles.names)
  func documentedInTheGallery(name: String) throws {
    let docs = FixtureGalleryFiles.directory.deletingLastPathComponent().appendingPathComponent(
      "docs/fixtures.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    #expect(text.contains("`\(name)`"))
  }

  @Test func loginAsLoaded() throws {
    // The contract's example: nothing moved yet, password first responder, keyboard hidden.
    let load = try #require(FixtureGalleryFiles.snapshots("login.json").first)
    #expect(load.firstResponder == "password")
    #expect(load.keyboardFrame == nil)
    #expect(load.frames.map(\.id) == ["root", "email", "password"])
    #expect(
      load.frames.map(\.frame) == [
        Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 20, y: 560, width: 350, height: 44),
        Rect(x: 20, y: 620, width: 350, height: 44),
      ])
  }

  @Test func loginKeyboardShown() throws {
    // 844 - 336 = 508 is the keyboard's top; password needs 620 + 44 + 10 - 508 = 166.
    let shown = try FixtureGalleryFiles.snapshots("login.json")[1]
    #expect(shown.keyboardFrame == Rect(x: 0, y: 508, width: 390, height: 336))
    #expect(
      shown.frames.map(\.frame) == [
        Rect(x: 0, y: -166, width: 390, height: 844), Rect(x: 20, y: 394, width: 350, height: 44),
        Rect(x: 20, y: 454, width: 350, height: 44),
      ])
  }

  @Test func rotatedCardAsLoaded() throws {
    // Card center (196.5, 610), bounds 320×220, y' = 0.05 x + 0.948 y + 610 about the anchor
    // (160, 110). cardNumber spans x -140…140, y -10…34 about it: y' from 610 - 7 - 9.48 = 593.52
    // to 610 + 7 + 32.232 = 649.232; x' = 0.948 x - 0.05 y + 196.5 from 196.5 - 132.72 - 1.7 = 62.08
    // to 196.5 + 132.72 + 0.5 = 329.72.
    let load = try #require(FixtureGalleryFiles.snapshots("rotated-card.json").first)
    let field = try #require(load.frames.first { $0.id == "cardNumber" }?.frame)
    #expect(abs(field.minY - 593.52) < 1e-9)
    #expect(abs(field.maxY - 649.232) < 1e-9)
    #expect(abs(field.minX - 62.08) < 1e-9)
    #expect(abs(field.maxX - 329.72) < 1e-9)
  }
}

/// One hand-worked position: after `step`, view `id` has window-space top `y`.
struct GalleryPosition: CustomTestStringConvertible, Sendable {
  var file: String
  var step: Int
  var id: String
  var y: Double
  var why: String

  var testDescription: String { "\(file) step \(step): \(id) y \(y) (\(why))" }
}

@Suite("Fixture gallery behaviour")
struct FixtureGalleryBehaviourTests {
  static let positions: [GalleryPosition] = [
    // login (iPhone 14, keyboard top 844 - 336 = 508)
    .init(file: "login.json", step: 2, id: "email", y: 394, why: "visible at 560 - 166: stays"),
    .init(file: "login.json", step: 3, id: "email", y: 560, why: "restored"),
    // iPhone 15 fixtures: keyboard 336 has its top at 852 - 336 = 516
    .init(file: "signup-scroll.json", step: 2, id: "referral", y: 462, why: "scrolled 814 + 10 - 516 = 308"),
    .init(file: "signup-scroll.json", step: 2, id: "form", y: 0, why: "the scroll view itself stays"),
    .init(
      file: "signup-scroll.json", step: 3, id: "country", y: 402,
      why: "previous: 754 - 308 + 10 <= 516 is clear at 308, so it stays"),
    .init(file: "signup-scroll.json", step: 4, id: "referral", y: 462, why: "next: back to 308"),
    .init(file: "signup-scroll.json", step: 5, id: "referral", y: 770, why: "restored"),
    .init(file: "chat.json", step: 2, id: "composer", y: 470, why: "774 - (810 + 10 - 516)"),
    .init(file: "chat.json", step: 3, id: "composer", y: 470, why: "292 needs only 260: stays at 304"),
    .init(file: "chat.json", step: 4, id: "composer", y: 774, why: "tap on the messages dismissed"),
    .init(
      file: "settings-table.json", step: 2, id: "portField", y: 462,
      why: "table scrolled 688 + 10 - 516 = 182"),
    .init(file: "settings-table.json", step: 3, id: "userField", y: 462, why: "732 + 10 - 516 = 226"),
    .init(file: "settings-table.json", step: 4, id: "passwordField", y: 462, why: "776 + 10 - 516 = 270"),
    .init(file: "settings-table.json", step: 5, id: "passwordField", y: 732, why: "restored"),
    // iPad Pro form sheet at 373: keyboard 398 has its top at 1366 - 398 = 968
    .init(file: "ipad-form-sheet.json", step: 1, id: "dueField", y: 929, why: "373 + 556"),
    .init(
      file: "ipad-form-sheet.json", step: 2, id: "dueField", y: 914, why: "sheet moves 973 + 10 - 968 = 15"),
    .init(file: "ipad-form-sheet.json", step: 2, id: "sheet", y: 358, why: "373 - 15"),
    .init(file: "ipad-form-sheet.json", step: 2, id: "home", y: 0, why: "the presenting view stays"),
    .init(file: "ipad-form-sheet.json", step: 3, id: "tagsField", y: 854, why: "clear at 15: 869 - 15"),
    .init(file: "ipad-form-sheet.json", step: 4, id: "dueField", y: 914, why: "15 again"),
    .init(file: "ipad-form-sheet.json", step: 5, id: "sheet", y: 373, why: "restored"),
    .init(
      file: "rotated-card.json", step: 2, id: "cardNumber", y: 450.288, why: "593.52 - (649.232 + 10 - 516)"),
    .init(file: "rotated-card.json", step: 3, id: "expiry", y: 458.288, why: "650.4 - (698.112 + 10 - 516)"),
    .init(file: "rotated-card.json", step: 4, id: "cvv", y: 459.288, why: "658.4 - (705.112 + 10 - 516)"),
    .init(file: "rotated-card.json", step: 5, id: "cardNumber", y: 593.52, why: "restored"),
    .init(file: "minimal-movement.json", step: 2, id: "root", y: 0, why: "nickname 344 + 10 < 516"),
    .init(file: "minimal-movement.json", step: 3, id: "root", y: 0, why: "code 499 + 10 = 509 < 516"),
    .init(file: "minimal-movement.json", step: 4, id: "promo", y: 462, why: "exactly 524 + 10 - 516 = 18"),
    .init(file: "focus-switching.json", step: 2, id: "street", y: 462, why: "604 + 10 - 516 = 98"),
    .init(file: "focus-switching.json", step: 3, id: "postcode", y: 462, why: "724 + 10 - 516 = 218"),
    .init(file: "focus-switching.json", step: 4, id: "street", y: 342, why: "clear at 218: 560 - 218"),
    .init(file: "focus-switching.json", step: 5, id: "street", y: 560, why: "restored"),
    .init(file: "predictive-bar.json", step: 2, id: "search", y: 506, why: "292: 744 + 10 - 560 = 194"),
    .init(file: "predictive-bar.json", step: 3, id: "search", y: 462, why: "336: 744 + 10 - 516 = 238"),
    .init(file: "predictive-bar.json", step: 4, id: "search", y: 462, why: "292 needs 194: stays 238"),
    .init(file: "predictive-bar.json", step: 5, id: "search", y: 700, why: "restored"),
    // rotation: landscape 852×393, keyboard 209 has its top at 393 - 209 = 184
    .init(file: "rotation.json", step: 1, id: "reply", y: 130, why: "320 - (364 + 10 - 184)"),
    .init(file: "rotation.json", step: 2, id: "reply", y: 320, why: "portrait: keyboard top 852 - 209 = 643"),
    .init(file: "rotation.json", step: 3, id: "reply", y: 320, why: "336: 374 < 516"),
    // iPad 10: the floating keyboard moves nothing, the docked 333 has its top at 1180 - 333 = 847
    .init(file: "floating-keyboard.json", step: 2, id: "subject", y: 900, why: "floating"),
    .init(
      file: "floating-keyboard.json", step: 3, id: "subject", y: 787, why: "docked: 950 + 10 - 847 = 113"),
    .init(file: "floating-keyboard.json", step: 4, id: "subject", y: 900, why: "floating again"),
    .init(file: "hardware-bar.json", step: 2, id: "amount", y: 743, why: "bar top 797: 804 + 10 - 797 = 17"),
    .init(file: "hardware-bar.json", step: 3, id: "note", y: 673, why: "clear at 17: 690 - 17"),
    .init(file: "hardware-bar.json", step: 4, id: "amount", y: 743, why: "17 again"),
    .init(file: "tap-dismiss.json", step: 2, id: "password", y: 462, why: "704 + 10 - 516 = 198"),
    .init(file: "tap-dismiss.json", step: 3, id: "username", y: 402, why: "tapped at 424 in 402…446: clear"),
    .init(file: "tap-dismiss.json", step: 4, id: "username", y: 600, why: "tap on the background dismissed"),
    .init(
      file: "tall-text-view.json", step: 2, id: "notes", y: -76, why: "caret 670…692: 692 + 10 - 516 = 186"),
    .init(file: "tall-text-view.json", step: 3, id: "notes", y: -76, why: "292 needs 142: stays 186"),
    .init(file: "tall-text-view.json", step: 4, id: "notes", y: 110, why: "restored"),
    .init(file: "navigation-bar.json", step: 2, id: "body", y: 160, why: "caret 380…402 is clear"),
    .init(file: "navigation-bar.json", step: 3, id: "subject", y: 110, why: "clear"),
    .init(file: "avoidance-disabled.json", step: 2, id: "coupon", y: 762, why: "disabled: stays under"),
    .init(file: "avoidance-disabled.json", step: 3, id: "name", y: 462, why: "644 + 10 - 516 = 138"),
    .init(file: "avoidance-disabled.json", step: 4, id: "coupon", y: 762, why: "disabled again: back"),
    .init(file: "field-distance.json", step: 2, id: "amount", y: 448, why: "684 + 24 - 516 = 192"),
    .init(file: "field-distance.json", step: 3, id: "note", y: 368, why: "clear at 192: 560 - 192"),
    .init(file: "field-distance.json", step: 4, id: "amount", y: 448, why: "192 again"),
    .init(file: "user-scroll.json", step: 2, id: "comment", y: 462, why: "scrolled 744 + 10 - 516 = 238"),
    .init(file: "user-scroll.json", step: 3, id: "comment", y: 400, why: "the user scrolled to 300"),
    .init(file: "user-scroll.json", step: 4, id: "comment", y: 400, why: "the user's place stays after hide"),
  ]

  @Test(arguments: positions)
  func position(_ expected: GalleryPosition) throws {
    let snapshots = try FixtureGalleryFiles.snapshots(expected.file)
    let frame = try #require(snapshots[expected.step].frames.first { $0.id == expected.id }?.frame)
    #expect(
      abs(frame.minY - expected.y) < 1e-9,
      "\(expected.file) step \(expected.step): \(expected.id) y \(frame.minY)")
  }

  @Test func tapOnTheBackgroundEndsEditing() throws {
    let after = try FixtureGalleryFiles.snapshots("tap-dismiss.json")[4]
    #expect(after.firstResponder == nil)
    #expect(after.keyboardFrame == nil)
  }

  @Test func rotationResizesTheRootView() throws {
    let after = try FixtureGalleryFiles.snapshots("rotation.json")[2]
    #expect(after.frames.first { $0.id == "root" }?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(after.keyboardFrame == Rect(x: 0, y: 643, width: 393, height: 209))
  }

  @Test func navigationBarStopsTheRecipes() throws {
    // recipe4 moves the root up by 336 + 40 - (852 - 810) = 334: the caret (380) ends at 46, under
    // the navigation bar that ends at 59 + 44 = 103.
    let violations = try Checker(fixture: FixtureGalleryFiles.load("navigation-bar.json"), policy: .recipe4)
      .run()
    #expect(violations.first?.kind == .pushedOffTop)
    #expect(violations.first?.detail == .aboveVisibleTop(top: 46, visibleTop: 103, isCaret: true))
  }
}
