import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterValues
import ShelterViews
import Testing

@testable import ShelterDump

/// Autoresizing masks from a dump: kept as the fixture's `autoresize`, played on other screens.
@Suite("Masks from dumps")
struct AutoresizeImportTests {
  /// The shape of a real tab-bar app's dump on a 320 × 480 screen: a transition view and a layout
  /// container that stretch with the window (W+H) and a tab bar pinned to the bottom (W+TM).
  static let dump = """
    <UIWindow: 0x7fd1; frame = (0 0; 320 480); autoresize = W+H; layer = <UIWindowLayer: 0x6001>>
       | <UITransitionView: 0x7fd2; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x6002>>
       |    | <UILayoutContainerView: 0x7fd3; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x6003>>
       |    |    | <UITabBar: 0x7fd4; frame = (0 431; 320 49); autoresize = W+TM; layer = <CALayer: 0x6004>>
    """

  static func frames(_ fixture: Fixture) throws -> [String: Rect] {
    let scene = try Scene(fixture: fixture)
    var byClass: [String: Rect] = [:]
    for (id, frame) in scene.windowFrames() {
      if let name = fixture.nodes.first(where: { $0.id == id })?.className { byClass[name] = frame }
    }
    return byClass
  }

  @Test func theMasksBecomeTheFixturesField() throws {
    let fixture = try Dump(parsing: Self.dump).fixture(name: "tabs")
    let masks = Dictionary(
      uniqueKeysWithValues: fixture.nodes.compactMap { node in
        node.className.map { ($0, node.autoresizingMask.description) }
      })
    #expect(masks["UITransitionView"] == "W+H")
    #expect(masks["UILayoutContainerView"] == "W+H")
    #expect(masks["UITabBar"] == "W+TM")
    #expect(fixture.nodes.allSatisfy { $0.annotations["autoresize"] == nil })
    #expect(fixture.jsonText().contains(#""autoresize": "W+TM""#))
  }

  @Test func onAnIPhone15ProMaxTheDumpFollowsItsMasks() throws {
    let device = try #require(DeviceProfile.named("iphone-15-pro-max"))
    let fixture = try Dump(parsing: Self.dump).fixture(name: "tabs")
    // 320 × 480 → 430 × 932: +110 wide, +452 tall. W+H takes both; W+TM gives the width all 110
    // and the top margin all 452: 431 + 452 = 883.
    let upright = try Self.frames(fixture.onDevice(device))
    #expect(upright["UITransitionView"] == Rect(x: 0, y: 0, width: 430, height: 932))
    #expect(upright["UILayoutContainerView"] == Rect(x: 0, y: 0, width: 430, height: 932))
    #expect(upright["UITabBar"] == Rect(x: 0, y: 883, width: 430, height: 49))
    // On its side, 932 × 430: +612 wide, −50 tall: 431 − 50 = 381.
    let sideways = try Self.frames(fixture.onDevice(device, orientation: .landscape))
    #expect(sideways["UITransitionView"] == Rect(x: 0, y: 0, width: 932, height: 430))
    #expect(sideways["UITabBar"] == Rect(x: 0, y: 381, width: 932, height: 49))
  }

  @Test func describePrintsTheMasksBack() throws {
    let scene = try Scene(fixture: Dump(parsing: Self.dump).fixture(name: "tabs"))
    let text = scene.window.recursiveDescription
    #expect(text.contains("<UITransitionView: 0x10010; frame = (0 0; 320 480); autoresize = W+H"))
    #expect(text.contains("frame = (0 431; 320 49); autoresize = W+TM"))
  }

  @Test(arguments: [
    ("W+Q", "unknown autoresizing part 'Q'"), ("W+TM+W", "autoresizing part 'W' is given twice"),
  ])
  func aBadMaskNamesItsLine(_ row: (mask: String, message: String)) {
    let text = """
      <UIWindow: 0x7fd1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x6001>>
         | <UIView: 0x7fd2; frame = (0 0; 320 480); layer = <CALayer: 0x6002>>
         |    | <UITabBar: 0x7fd4; frame = (0 431; 320 49); autoresize = \(row.mask); layer = <CALayer: 0x6004>>
      """
    do {
      _ = try Dump(parsing: text).fixture(name: "bad")
      Issue.record("accepted \(row.mask)")
    } catch {
      #expect(error.line == 3)
      #expect(error.reason == .invalidValue("autoresize"))
      #expect(error.message.contains(row.message))
    }
  }
}
