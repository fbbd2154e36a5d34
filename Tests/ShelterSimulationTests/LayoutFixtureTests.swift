import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterValues
import ShelterViews
import Testing

@testable import ShelterFixtures

/// The fixture's `autoresize` and `autoresizesSubviews` fields, played through `resize`,
/// `orientation` and devices; frames worked out by hand from the autoresizing rule.
@Suite("Layout in fixtures")
struct LayoutFixtureTests {
  /// A 320 × 480 screen: a W+TM tab bar at (0 431; 320 49), an RM+BM badge at (10 10; 100 100)
  /// that keeps its own subviews still, and a W+H content view.
  static func fixture(steps: String = "[]", device: String = "") throws -> Fixture {
    try Fixture(
      json: """
        {"screen": {"size": [320, 480]\(device)}, "window": {"controller": {"id": "c",
          "view": {"id": "root", "frame": [0, 0, 320, 480], "subviews": [
            {"id": "content", "frame": [0, 0, 320, 431], "autoresize": "W+H", "subviews": [
              {"id": "field", "kind": "textField", "frame": [20, 100, 280, 44], "autoresize": "W+BM"}]},
            {"id": "bar", "frame": [0, 431, 320, 49], "autoresize": "W+TM"},
            {"id": "badge", "frame": [10, 10, 100, 100], "autoresize": "RM+BM", "autoresizesSubviews": false,
             "subviews": [{"id": "dot", "frame": [0, 0, 100, 100], "autoresize": "W+H"}]}]}}},
         "steps": \(steps)}
        """)
  }

  static func frames(_ snapshot: StepSnapshot) -> [String: Rect] {
    Dictionary(uniqueKeysWithValues: snapshot.frames.map { ($0.id, $0.frame) })
  }

  @Test func masksReadAndWriteBack() throws {
    let fixture = try Self.fixture()
    let bar = try #require(fixture.nodes.first { $0.id == "bar" })
    #expect(bar.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
    let badge = try #require(fixture.nodes.first { $0.id == "badge" })
    #expect(badge.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
    #expect(!badge.autoresizesSubviews)
    #expect(fixture.nodes.first { $0.id == "root" }?.autoresizingMask == [])
    let text = fixture.jsonText()
    #expect(text.contains(#""autoresize": "W+TM""#))
    #expect(text.contains(#""autoresizesSubviews": false"#))
    #expect(try Fixture(json: text) == fixture)
  }

  @Test func aResizeStepLaysTheScreenOut() throws {
    // 320 × 480 → 480 × 320: +160 wide, −160 tall.
    let steps = try Simulation(fixture: Self.fixture(steps: #"[{"resize": [480, 320]}]"#)).run()
    let after = Self.frames(steps[1])
    #expect(after["root"] == Rect(x: 0, y: 0, width: 480, height: 320))
    // W+H: all of both changes.
    #expect(after["content"] == Rect(x: 0, y: 0, width: 480, height: 271))
    // W+BM inside content (271 from 431, −160): the bottom margin 431 − 144 = 287 takes it all.
    #expect(after["field"] == Rect(x: 20, y: 100, width: 440, height: 44))
    // W+TM: width +160, top margin 431 − 160 = 271.
    #expect(after["bar"] == Rect(x: 0, y: 271, width: 480, height: 49))
    // RM+BM: margins only, so the badge keeps its frame, and its dot (W+H) is not visited.
    #expect(after["badge"] == Rect(x: 10, y: 10, width: 100, height: 100))
    #expect(after["dot"] == Rect(x: 10, y: 10, width: 100, height: 100))
  }

  @Test func aResizeKeepsTheSafeAreaAsGiven() throws {
    let fixture = try Self.fixture(steps: #"[{"resize": [480, 320]}]"#)
    let simulation = try Simulation(fixture: fixture)
    _ = try simulation.run()
    #expect(simulation.scene.application.screen.safeAreaInsets == .zero)
  }

  @Test func anOrientationStepTakesTheProfilesSafeArea() throws {
    // iPhone 15 Pro Max: 430 × 932 upright; on its side 932 × 430 with 59 at each side, 21 below.
    let fixture = try Fixture(
      json: """
        {"screen": {"device": "iphone-15-pro-max"}, "window": {"controller": {"id": "c",
          "view": {"id": "root", "frame": [0, 0, 430, 932], "subviews": [
            {"id": "bar", "frame": [0, 883, 430, 49], "autoresize": "W+TM"}]}}},
         "steps": [{"orientation": "landscape"}]}
        """)
    let simulation = try Simulation(fixture: fixture)
    let steps = try simulation.run()
    // W: +502; TM: 883 − 502 = 381.
    #expect(Self.frames(steps[1])["bar"] == Rect(x: 0, y: 381, width: 932, height: 49))
    let root = try #require(simulation.scene.viewsByID["root"])
    #expect(root.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    let bar = try #require(simulation.scene.viewsByID["bar"])
    // The bar spans 381..430 against the safe bottom at 409: 21 at the bottom, 59 at each side.
    #expect(bar.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  }

  @Test func onADeviceTheMasksApply() throws {
    let device = try #require(DeviceProfile.named("iphone-15-pro-max"))
    let moved = try Self.fixture().onDevice(device)
    let scene = try Scene(fixture: moved)
    let frames = Dictionary(uniqueKeysWithValues: scene.windowFrames().map { ($0.id, $0.frame) })
    // 320 × 480 → 430 × 932: +110 wide, +452 tall.
    #expect(frames["root"] == Rect(x: 0, y: 0, width: 430, height: 932))
    #expect(frames["content"] == Rect(x: 0, y: 0, width: 430, height: 883))
    #expect(frames["field"] == Rect(x: 20, y: 100, width: 390, height: 44))
    #expect(frames["bar"] == Rect(x: 0, y: 883, width: 430, height: 49))
    #expect(frames["badge"] == Rect(x: 10, y: 10, width: 100, height: 100))
    #expect(moved.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // Turned: 932 × 430, +612 wide, −50 tall.
    let turned = try Self.fixture().onScreen(DeviceScreen(device, orientation: .landscape))
    let sideways = Dictionary(
      uniqueKeysWithValues: try Scene(fixture: turned).windowFrames().map { ($0.id, $0.frame) })
    #expect(turned.screenSize == Size(width: 932, height: 430))
    #expect(turned.safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(sideways["bar"] == Rect(x: 0, y: 381, width: 932, height: 49))
    #expect(sideways["content"] == Rect(x: 0, y: 0, width: 932, height: 381))
  }

  @Test func withoutMasksADeviceChangesOnlyTheScreenAndRootViews() throws {
    let device = try #require(DeviceProfile.named("iphone-15"))
    var fixture = try Self.fixture()
    for index in fixture.nodes.indices { fixture.nodes[index].autoresizingMask = [] }
    let moved = fixture.onDevice(device)
    #expect(moved.nodes.first { $0.id == "root" }?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    for id in ["content", "field", "bar", "badge", "dot"] {
      #expect(moved.nodes.first { $0.id == id }?.frame == fixture.nodes.first { $0.id == id }?.frame)
    }
  }

  static let badMasks: [(text: String, message: String)] = [
    ("W+Q", "unknown autoresizing part 'Q', expected LM, W, RM, TM, H or BM joined by '+'"),
    ("W+H+W", "autoresizing part 'W' is given twice"),
    ("w", "unknown autoresizing part 'w', expected LM, W, RM, TM, H or BM joined by '+'"),
  ]

  @Test(arguments: badMasks)
  func badMasksNameTheirPath(_ row: (text: String, message: String)) throws {
    let text = """
      {"screen": {"size": [320, 480]}, "window": {"controller": {"id": "c",
        "view": {"id": "root", "frame": [0, 0, 320, 480], "subviews": [
          {"id": "bar", "frame": [0, 431, 320, 49], "autoresize": "\(row.text)"}]}}}}
      """
    do {
      _ = try Fixture(json: text)
      Issue.record("accepted \(row.text)")
    } catch {
      #expect(error.path == "window.controller.view.subviews[0].autoresize")
      #expect(error.message == row.message)
      #expect(error.line == 3)
    }
  }

  @Test func aMaskMustBeAString() {
    #expect(throws: FixtureError.self) {
      try Fixture(
        json:
          #"{"screen": {"size": [320, 480]}, "window": {"controller": {"id": "c", "view": {"id": "root", "frame": [0, 0, 320, 480], "autoresize": 18}}}}"#
      )
    }
  }
}
