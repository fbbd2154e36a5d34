import ShelterTesting
import Testing

/// Screens whose layout follows the device and orientation: `.autoresizing(…)` masks in the DSL.
@Suite("Screens that follow their device")
struct AutoresizingScreenTests {
  /// A 320 × 480 design: a W+TM tab bar at the bottom and a W+H content view above it.
  static let design = ScreenSpec("tabs", size: Size(width: 320, height: 480)) {
    ControllerSpec("c") {
      ViewSpec("content", .view, frame: Rect(x: 0, y: 0, width: 320, height: 431))
        .autoresizing(.flexibleWidth, .flexibleHeight)
      ViewSpec("bar", .view, frame: Rect(x: 0, y: 431, width: 320, height: 49))
        .autoresizing(.flexibleWidth, .flexibleTopMargin)
      ViewSpec("logo", .imageView, frame: Rect(x: 10, y: 10, width: 40, height: 40))
    }
  }

  @Test func theMasksAreTheFixturesFields() throws {
    let fixture = try Self.design.fixture()
    #expect(fixture.nodes.first { $0.id == "bar" }?.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
    #expect(fixture.nodes.first { $0.id == "logo" }?.autoresizingMask == [])
    #expect(try Self.design.fixtureJSON().contains(#""autoresize": "W+TM""#))
  }

  @Test func builtOnAnotherDeviceTheScreenFollowsItsMasks() throws {
    // 320 × 480 → 430 × 932: the bar takes +110 in width and +452 in top margin; the content
    // view both; the unmasked logo stays.
    let fixture = try Self.design.fixture(on: "iphone-15-pro-max")
    let frames = Dictionary(
      uniqueKeysWithValues: try Scene(fixture: fixture).windowFrames().map { ($0.id, $0.frame) })
    #expect(frames["bar"] == Rect(x: 0, y: 883, width: 430, height: 49))
    #expect(frames["content"] == Rect(x: 0, y: 0, width: 430, height: 883))
    #expect(frames["logo"] == Rect(x: 10, y: 10, width: 40, height: 40))
    // Turned: 932 × 430, +612 wide and −50 tall: 431 − 50 = 381.
    let turned = try Self.design.fixture(on: "iphone-15-pro-max", orientation: .landscape)
    let sideways = Dictionary(
      uniqueKeysWithValues: try Scene(fixture: turned).windowFrames().map { ($0.id, $0.frame) })
    #expect(sideways["bar"] == Rect(x: 0, y: 381, width: 932, height: 49))
    #expect(throws: ScenarioError.unknownDevice("iphone-99")) { try Self.design.fixture(on: "iphone-99") }
  }

  @Test func turningTheDeviceRelaysTheScreen() throws {
    // iPhone 15 upright is 393 × 852; the bar sits at 852 − 49 = 803. On its side, 852 × 393:
    // +459 wide, −459 tall, so the bar is at 803 − 459 = 344, 852 wide.
    let screen = ScreenSpec("bar", device: "iphone-15") {
      ControllerSpec("c") {
        ViewSpec("bar", .view, frame: Rect(x: 0, y: 803, width: 393, height: 49))
          .autoresizing(.flexibleWidth, .flexibleTopMargin)
      }
    }
    var scenario = try Scenario(screen, followsFocus: false)
    let turned = try scenario.rotate(to: .landscape)
    #expect(turned["bar"] == Rect(x: 0, y: 344, width: 852, height: 49))
    let back = try scenario.rotate(to: .portrait)
    #expect(back["bar"] == Rect(x: 0, y: 803, width: 393, height: 49))
  }
}
