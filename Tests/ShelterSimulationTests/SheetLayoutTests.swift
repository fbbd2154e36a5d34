import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterValues
import ShelterViews
import Testing

@testable import ShelterFixtures

/// Page and form sheets sized as UIKit sizes them (`modalPresentationStyle`); every frame is
/// worked out by hand from the rules and numbers in docs/layout.md ("Sheets").
@Suite("Sheets")
struct SheetLayoutTests {
  /// A home screen (its root view `root` wide and tall, filling the screen) holding a presented
  /// controller whose card is drawn as on an iPhone 14 (0 57; 390 787): a W+BM bar at its top and
  /// a W+TM field near its bottom.
  static func fixture(
    screen: String = #""device": "iphone-14""#, style: String = #""modalPresentationStyle": "pageSheet""#,
    root: String = "390, 844", steps: String = "[]"
  ) throws -> Fixture {
    try Fixture(
      json: """
        {"screen": {\(screen)}, "window": {"controller": {"id": "home",
          "view": {"id": "root", "frame": [0, 0, \(root)], "subviews": [
            {"controller": {"id": "sheet", \(style), "view": {"id": "card", "frame": [0, 57, 390, 787],
              "subviews": [
                {"id": "bar", "frame": [0, 0, 390, 56], "autoresize": "W+BM"},
                {"id": "field", "kind": "textField", "frame": [20, 700, 350, 44], "autoresize": "W+TM"}]}}}]}}},
         "steps": \(steps)}
        """)
  }

  static func frames(_ snapshot: StepSnapshot) -> [String: Rect] {
    Dictionary(uniqueKeysWithValues: snapshot.frames.map { ($0.id, $0.frame) })
  }

  static func safeAreas(_ snapshot: StepSnapshot) -> [String: EdgeInsets] {
    Dictionary(uniqueKeysWithValues: snapshot.insets.safeAreas.map { ($0.id, $0.insets) })
  }

  @Test func anIPhoneCardStartsTenBelowTheSensorHousing() throws {
    let steps = try Simulation(fixture: Self.fixture()).run()
    let frames = Self.frames(steps[0])
    // iPhone 14: safe top 47 > 20, so the card's top is 47 + 10 = 57 and it reaches the bottom:
    // 844 − 57 = 787. The fixture drew it there, so nothing inside moves.
    #expect(frames["card"] == Rect(x: 0, y: 57, width: 390, height: 787))
    #expect(frames["field"] == Rect(x: 20, y: 757, width: 350, height: 44))
    // The card begins below the notch (47 < 57): top 0; it reaches the home indicator (810…844):
    // bottom 34. The field (757…801) is clear of both.
    let safe = Self.safeAreas(steps[0])
    #expect(safe["card"] == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(safe["field"] == .zero)
    // Hidden keyboard: the card's guide is its bottom band, 810…844 in the window.
    let guides = Dictionary(
      uniqueKeysWithValues: steps[0].insets.keyboardLayoutGuides.map { ($0.id, $0.frame) })
    #expect(guides["card"] == Rect(x: 0, y: 810, width: 390, height: 34))
    let scene = try Scene(fixture: Self.fixture())
    #expect(scene.controllersByID["sheet"]?.presentationStyle == .formSheet)
    #expect(scene.controllersByID["home"]?.presentationStyle == .fullScreen)
  }

  @Test func underAStatusBarTheCardStartsAtForty() throws {
    let steps = try Simulation(fixture: Self.fixture(screen: #""device": "iphone-se-3""#)).run()
    let frames = Self.frames(steps[0])
    // iPhone SE: 375 × 667, safe top 20, so the card is at 40 (the measured dump), 667 − 40 = 627
    // tall. Inside, from 390 × 787: −15 wide, −160 tall. The bar: W takes −15 → 375; BM takes
    // −160 (731 → 571), so it stays at y 0. The field: W → 335; TM: 700 − 160 = 540, window
    // 40 + 540 = 580.
    #expect(frames["card"] == Rect(x: 0, y: 40, width: 375, height: 627))
    #expect(frames["bar"] == Rect(x: 0, y: 40, width: 375, height: 56))
    #expect(frames["field"] == Rect(x: 20, y: 580, width: 335, height: 44))
    // No home indicator and nothing above 40 but the status bar: the card has no unsafe part.
    #expect(Self.safeAreas(steps[0])["card"] == .zero)
  }

  @Test func turningAnIPhoneCoversTheScreen() throws {
    let steps = try Simulation(fixture: Self.fixture(steps: #"[{"orientation": "landscape"}]"#)).run()
    let frames = Self.frames(steps[1])
    // Landscape iPhone 14 is compact tall: the sheet covers the 844 × 390 window. From 390 × 787:
    // +454 wide, −397 tall. The bar: 390 + 454 = 844 wide; BM takes −397 (731 → 334): y 0.
    // The field: 350 + 454 = 804 wide; TM: 700 − 397 = 303.
    #expect(frames["card"] == Rect(x: 0, y: 0, width: 844, height: 390))
    #expect(frames["bar"] == Rect(x: 0, y: 0, width: 844, height: 56))
    #expect(frames["field"] == Rect(x: 20, y: 303, width: 804, height: 44))
    // The landscape safe area (47 each side, 21 below) is the card's own now.
    #expect(Self.safeAreas(steps[1])["card"] == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    // Upright again, the card is back at 57, and its subviews where they were.
    let back = Self.frames(
      try Simulation(
        fixture: Self.fixture(steps: #"[{"orientation": "landscape"}, {"orientation": "portrait"}]"#)
      ).run()[2])
    #expect(back["card"] == Rect(x: 0, y: 57, width: 390, height: 787))
    #expect(back["field"] == Rect(x: 20, y: 757, width: 350, height: 44))
  }

  @Test func anIPadFormSheetIs540By620Centred() throws {
    let fixture = try Self.fixture(
      screen: #""device": "ipad-pro-12-9""#, style: #""modalPresentationStyle": "formSheet""#,
      root: "1024, 1366", steps: #"[{"orientation": "landscape"}]"#)
    let steps = try Simulation(fixture: fixture).run()
    // (1024 − 540) / 2 = 242, (1366 − 620) / 2 = 373; turned: (1366 − 540) / 2 = 413,
    // (1024 − 620) / 2 = 202.
    #expect(Self.frames(steps[0])["card"] == Rect(x: 242, y: 373, width: 540, height: 620))
    #expect(Self.frames(steps[1])["card"] == Rect(x: 413, y: 202, width: 540, height: 620))
    // Inside, from 390 × 787 to 540 × 620: +150, −167. The field: 500 wide, y 700 − 167 = 533,
    // window 373 + 533 = 906.
    #expect(Self.frames(steps[0])["field"] == Rect(x: 262, y: 906, width: 500, height: 44))
    // Well inside the 24 / 20 bands: no unsafe part.
    #expect(Self.safeAreas(steps[0])["card"] == .zero)
  }

  @Test func aPreferredContentSizeSizesTheFormSheet() throws {
    let style = #""modalPresentationStyle": "formSheet", "preferredContentSize": [600, 0]"#
    let steps = try Simulation(
      fixture: Self.fixture(screen: #""device": "ipad-10""#, style: style, root: "820, 1180")
    ).run()
    // 600 wide; the zero height takes 620: ((820 − 600) / 2, (1180 − 620) / 2) = (110, 280).
    #expect(Self.frames(steps[0])["card"] == Rect(x: 110, y: 280, width: 600, height: 620))
    // Larger than the screen: held to the screen's 820 × 1180, at the origin.
    let huge = #""modalPresentationStyle": "formSheet", "preferredContentSize": [2000, 3000]"#
    let big = try Simulation(
      fixture: Self.fixture(screen: #""device": "ipad-10""#, style: huge, root: "820, 1180")
    ).run()
    #expect(Self.frames(big[0])["card"] == Rect(x: 0, y: 0, width: 820, height: 1180))
  }

  @Test func anIPadPageSheetIsReadableWidthAndFullHeight() throws {
    let fixture = try Self.fixture(
      screen: #""device": "ipad-pro-12-9""#, root: "1024, 1366", steps: #"[{"orientation": "landscape"}]"#)
    let steps = try Simulation(fixture: fixture).run()
    // 672 wide, (1024 − 672) / 2 = 176 across, the full 1366 tall; turned: (1366 − 672) / 2 = 347.
    #expect(Self.frames(steps[0])["card"] == Rect(x: 176, y: 0, width: 672, height: 1366))
    #expect(Self.frames(steps[1])["card"] == Rect(x: 347, y: 0, width: 672, height: 1024))
    // It spans the status bar (24) and the home indicator (20).
    #expect(Self.safeAreas(steps[0])["card"] == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  @Test func aResizeWithoutADeviceGuessesTheSizeClasses() throws {
    let screen = #""size": [390, 844], "safeArea": [47, 0, 34, 0]"#
    let fixture = try Self.fixture(
      screen: screen, steps: #"[{"resize": [430, 932]}, {"resize": [800, 1000]}, {"resize": [844, 390]}]"#)
    let steps = try Simulation(fixture: fixture).run()
    // 390 wide: compact, safe top 47 (kept as given by a resize): (0 57; 390 787).
    #expect(Self.frames(steps[0])["card"] == Rect(x: 0, y: 57, width: 390, height: 787))
    // 430 × 932: still compact: (0 57; 430 875).
    #expect(Self.frames(steps[1])["card"] == Rect(x: 0, y: 57, width: 430, height: 875))
    // 800 × 1000: regular both ways, a page sheet 672 wide: ((800 − 672) / 2, 0) = (64, 0).
    #expect(Self.frames(steps[2])["card"] == Rect(x: 64, y: 0, width: 672, height: 1000))
    // 844 × 390: compact tall, the whole window.
    #expect(Self.frames(steps[3])["card"] == Rect(x: 0, y: 0, width: 844, height: 390))
  }

  @Test func aDeviceSweepLaysTheSheetOutForEachDevice() throws {
    let fixture = try Self.fixture()
    // The masked path: the fixture is built, resized live and read back; then loaded again.
    let onSE = try Simulation(fixture: fixture.onDevice(.iPhoneSE3)).run()
    #expect(Self.frames(onSE[0])["card"] == Rect(x: 0, y: 40, width: 375, height: 627))
    #expect(Self.frames(onSE[0])["field"] == Rect(x: 20, y: 580, width: 335, height: 44))
    // iPhone 15 Pro Max: safe top 59: card (0 69; 430 863), +40 wide, +76 tall inside: the field
    // 390 wide at 700 + 76 = 776, window 69 + 776 = 845.
    let onMax = try Simulation(fixture: fixture.onDevice(.iPhone15ProMax)).run()
    #expect(Self.frames(onMax[0])["card"] == Rect(x: 0, y: 69, width: 430, height: 863))
    #expect(Self.frames(onMax[0])["field"] == Rect(x: 20, y: 845, width: 390, height: 44))
  }

  @Test func theGuessAgreesWithEveryDevice() {
    for device in DeviceProfile.all {
      for orientation in [Orientation.portrait, .landscape] {
        let size = device.screenSize(orientation)
        #expect(
          PresentationSizeClasses(guessingFrom: size)
            == PresentationSizeClasses(isPad: device.isPad, size: size),
          "\(device.id) \(orientation)")
      }
    }
  }

  @Test func fieldsRoundTripAndBadValuesNameTheirPath() throws {
    let style = #""modalPresentationStyle": "formSheet", "preferredContentSize": [500, 400]"#
    let fixture = try Self.fixture(style: style)
    let node = try #require(fixture.nodes.first { $0.id == "sheet" })
    #expect(node.modalPresentationStyle == .formSheet)
    #expect(node.preferredContentSize == Size(width: 500, height: 400))
    let text = fixture.jsonText()
    #expect(text.contains(#""modalPresentationStyle": "formSheet""#))
    #expect(try Fixture(json: text) == fixture)

    func error(_ style: String) -> String? {
      do {
        _ = try Self.fixture(style: style)
        return nil
      } catch let error as FixtureError {
        return error.description
      } catch {
        return "\(error)"
      }
    }
    let path = "window.controller.view.subviews[0].controller"
    #expect(
      error(#""modalPresentationStyle": "cardSheet""#)?.contains(path + ".modalPresentationStyle") == true)
    #expect(
      error(#""modalPresentationStyle": "cardSheet""#)?.contains("unknown modalPresentationStyle") == true)
    #expect(
      error(#""modalPresentationStyle": "pageSheet", "presentation": "formSheet""#)?.contains("not both")
        == true)
    #expect(
      error(#""modalPresentationStyle": "pageSheet", "preferredContentSize": [1, 1]"#)?
        .contains(path + ".preferredContentSize") == true)
    #expect(
      error(#""modalPresentationStyle": "formSheet", "preferredContentSize": [-1, 1]"#)?
        .contains("must not be negative") == true)
  }
}
