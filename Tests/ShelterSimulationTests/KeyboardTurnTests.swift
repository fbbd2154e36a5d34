import ShelterGeometry
import ShelterKeyboard
import ShelterNotifications
import ShelterSimulation
import ShelterValues
import ShelterViews
import Testing

@testable import ShelterFixtures

/// A turn with the keyboard up in iOS's order, scroll views at rest on another device, and a
/// floating keyboard kept across focus switches; every number worked from the profiles in
/// `docs/keyboards.md`. iPhone 15: 393 × 852, safe area 59 / 34 upright and 0, 59, 21, 59 turned,
/// docked keyboard 336 upright and 209 turned. iPad (10th generation): 820 × 1180, docked 333.
@Suite("Turns, devices and floating keyboards")
struct KeyboardTurnTests {
  /// A chat turned to landscape and back with its composer focused.
  static let chat = ChatFixture.json(
    name: "chat-turn",
    steps: #"{ "focus": "composer" }, { "orientation": "landscape" }, { "orientation": "portrait" }"#)

  static func frame(_ id: String, in snapshot: StepSnapshot) -> Rect? {
    snapshot.frames.first { $0.id == id }?.frame
  }

  static func keyboardNotes(_ snapshot: StepSnapshot) -> [String] {
    snapshot.notifications.compactMap { record in
      guard let info = record.keyboard else { return nil }
      let name = record.name.replacingOccurrences(of: "Notification", with: "")
      return "\(name) \(info.frameBegin.tidyText) \(info.frameEnd.tidyText)"
    }
  }

  static func sequence(_ kind: String, _ begin: String, _ end: String) -> [String] {
    [
      "UIKeyboardWillChangeFrame", "UIKeyboardWill\(kind)", "UIKeyboardDidChangeFrame",
      "UIKeyboardDid\(kind)",
    ]
    .map { "\($0) \(begin) \(end)" }
  }

  @Test func aTurnHidesInTheOldSpaceAndShowsInTheNew() throws {
    let simulation = try Simulation(fixture: try Fixture(json: Self.chat))
    // The bar's frame each time a keyboard notification is posted. The scene is played on this
    // thread, which is the one the hub calls handlers on.
    final class Seen: @unchecked Sendable {
      let bar: View
      var bars: [String] = []
      init(bar: View) { self.bar = bar }
    }
    let scene = simulation.scene
    let seen = Seen(bar: try #require(scene.viewsByID["inputBar"]))
    var tokens: [NotificationToken] = []
    for name in [NotificationName.keyboardWillHide, .keyboardDidHide, .keyboardWillShow] {
      tokens.append(
        scene.application.notificationHub.addObserver(forName: name) { note in
          seen.bars.append("\(note.name.rawValue.dropFirst(10).dropLast(12)) \(seen.bar.frame.tidyText)")
        })
    }
    let steps = try simulation.run()
    _ = tokens
    // Upright with the keyboard up: the bar's bottom on the keyboard's top, 852 − 336 = 516.
    #expect(Self.frame("inputBar", in: steps[1]) == Rect(x: 0, y: 464, width: 393, height: 52))
    // The turn: the hide from the upright keyboard to below the upright screen (852), then the
    // show from below the turned screen (393) to 393 − 209 = 184, 852 wide.
    #expect(
      Self.keyboardNotes(steps[2])
        == Self.sequence("Hide", "[0, 516, 393, 336]", "[0, 852, 393, 336]")
        + Self.sequence("Show", "[0, 393, 852, 209]", "[0, 184, 852, 209]"))
    // Turned: the bar on 184, messages from the safe top (0) down to the bar.
    #expect(Self.frame("inputBar", in: steps[2]) == Rect(x: 0, y: 132, width: 852, height: 52))
    #expect(Self.frame("messages", in: steps[2]) == Rect(x: 0, y: 0, width: 852, height: 132))
    // And back: hide in the turned space, show in the upright one.
    #expect(
      Self.keyboardNotes(steps[3])
        == Self.sequence("Hide", "[0, 184, 852, 209]", "[0, 393, 852, 209]")
        + Self.sequence("Show", "[0, 852, 393, 336]", "[0, 516, 393, 336]"))
    #expect(Self.frame("inputBar", in: steps[3]) == Rect(x: 0, y: 464, width: 393, height: 52))
    #expect(Self.frame("messages", in: steps[3]) == Rect(x: 0, y: 59, width: 393, height: 405))
    // No constraint breaks at any step: the old keyboard's height never meets the new screen.
    #expect(steps.allSatisfy { $0.brokenConstraints.isEmpty })
    // At the hide the guide is back on the safe bottom of the screen as still held (852 − 34 = 818,
    // the bar at 766, 393 wide); at the show it is on the new keyboard (184, the bar at 132).
    // Turning back: the turned safe bottom is 393 − 21 = 372, the bar at 320, 852 wide; then the
    // upright keyboard's 516, the bar at 464.
    #expect(
      seen.bars == [
        "WillShow [0, 464, 393, 52]",
        "WillHide [0, 766, 393, 52]", "DidHide [0, 766, 393, 52]", "WillShow [0, 132, 852, 52]",
        "WillHide [0, 320, 852, 52]", "DidHide [0, 320, 852, 52]", "WillShow [0, 464, 393, 52]",
      ])
  }

  @Test func aKeyboardShownByHandComesBackAtTheTurnedHeight() throws {
    let json = """
      { "format": "shelter-fixture/1", "name": "manual-turn", "screen": { "device": "iphone-15" },
        "window": { "controller": { "id": "main",
          "view": { "id": "root", "kind": "view", "frame": [0, 0, 393, 852], "autoresize": "W+H" } } },
        "steps": [ { "keyboard": "show", "height": 336 }, { "orientation": "landscape" } ] }
      """
    let steps = try Simulation(fixture: try Fixture(json: json)).run()
    // 336 is the upright docked height: it comes back as the turned docked height, 209.
    #expect(
      Self.keyboardNotes(steps[2])
        == Self.sequence("Hide", "[0, 516, 393, 336]", "[0, 852, 393, 336]")
        + Self.sequence("Show", "[0, 393, 852, 209]", "[0, 184, 852, 209]"))
  }

  /// A form scrolled to its rest offset under the iPhone 14's 47-point top inset (`automatic`,
  /// content taller than the scroll view, so the top inset is the safe area's).
  static func form(offset: Double) -> String {
    """
    { "format": "shelter-fixture/1", "name": "rest",
      "screen": { "device": "iphone-14", "keyboard": "software" },
      "window": { "controller": { "id": "main",
        "view": { "id": "root", "kind": "view", "frame": [0, 0, 390, 844], "autoresize": "W+H",
          "subviews": [
            { "id": "form", "kind": "scrollView", "center": [195, 422], "bounds": [0, \(offset), 390, 844],
              "autoresize": "W+H", "contentSize": [390, 1200],
              "subviews": [ { "id": "name", "kind": "textField", "frame": [20, 20, 350, 44], "autoresize": "W" } ] }
          ] } } } }
    """
  }

  @Test func anotherDeviceMovesAScrollViewAtRestToItsRestOffset() throws {
    let atRest = try Fixture(json: Self.form(offset: -47))
    // iPhone SE: a 20-point status bar, so the form rests at −20 and the field shows at 20 + 20.
    let se = atRest.onDevice(DeviceProfile.named("iphone-se-3")!)
    #expect(se.nodes.first { $0.id == "form" }?.bounds.origin == Point(x: 0, y: -20))
    let loaded = try Simulation(fixture: se).run()[0]
    #expect(loaded.insets.scrollViews.first?.state.contentOffset == Point(x: 0, y: -20))
    #expect(Self.frame("name", in: loaded) == Rect(x: 20, y: 40, width: 335, height: 44))
    // iPhone 16 Pro Max: 62 on top.
    let max = atRest.onDevice(DeviceProfile.named("iphone-16-pro-max")!)
    #expect(max.nodes.first { $0.id == "form" }?.bounds.origin == Point(x: 0, y: -62))
    // Turned, the iPhone 14 has no top inset and the form does not scroll sideways: rest is 0.
    let turned = atRest.onDevice(DeviceProfile.named("iphone-14")!, orientation: .landscape)
    #expect(turned.nodes.first { $0.id == "form" }?.bounds.origin == Point(x: 0, y: 0))
  }

  @Test func anotherDeviceKeepsAScrolledOffset() throws {
    let scrolled = try Fixture(json: Self.form(offset: 300))
    let se = scrolled.onDevice(DeviceProfile.named("iphone-se-3")!)
    #expect(se.nodes.first { $0.id == "form" }?.bounds.origin == Point(x: 0, y: 300))
  }

  @Test func aFloatingKeyboardStaysWhereTheUserPutItAcrossFocusSwitches() throws {
    let json = """
      { "format": "shelter-fixture/1", "name": "floating", "screen": { "device": "ipad-10", "keyboard": "software" },
        "window": { "controller": { "id": "main",
          "view": { "id": "root", "kind": "view", "frame": [0, 0, 820, 1180],
            "subviews": [
              { "id": "a", "kind": "textField", "frame": [40, 100, 740, 44] },
              { "id": "b", "kind": "textField", "frame": [40, 200, 740, 44] },
              { "id": "c", "kind": "textField", "frame": [40, 300, 740, 44], "inputAccessoryHeight": 44 } ] } } },
        "steps": [
          { "focus": "a" }, { "keyboard": "change", "frame": [250, 780, 320, 253] },
          { "focus": "b" }, { "focus": "c" }, { "focus": "a" },
          { "keyboardPlacement": "docked" }, { "focus": "b" } ] }
      """
    let steps = try Simulation(fixture: try Fixture(json: json)).run()
    let placed = "[250, 780, 320, 253]"
    // Dragged off the dock: will-hide, as any keyboard leaving docked (1180 − 333 = 847).
    #expect(Self.keyboardNotes(steps[2]) == Self.sequence("Hide", "[0, 847, 820, 333]", placed))
    // The same traits: the floating keyboard stays, nothing is posted.
    #expect(Self.keyboardNotes(steps[3]).isEmpty)
    #expect(steps[3].keyboardFrameOnScreen == Rect(x: 250, y: 780, width: 320, height: 253))
    // A 44-point accessory on top: left and bottom (1033) kept, 297 tall from 736; frame changes only.
    let raised = "[250, 736, 320, 297]"
    #expect(
      Self.keyboardNotes(steps[4])
        == ["UIKeyboardWillChangeFrame \(placed) \(raised)", "UIKeyboardDidChangeFrame \(placed) \(raised)"])
    #expect(
      Self.keyboardNotes(steps[5])
        == ["UIKeyboardWillChangeFrame \(raised) \(placed)", "UIKeyboardDidChangeFrame \(raised) \(placed)"])
    // Docked by the user: will-show; then a switch between like fields posts nothing.
    #expect(Self.keyboardNotes(steps[6]) == Self.sequence("Show", placed, "[0, 847, 820, 333]"))
    #expect(Self.keyboardNotes(steps[7]).isEmpty)
    #expect(steps[7].keyboardFrameOnScreen == Rect(x: 0, y: 847, width: 820, height: 333))
  }
}
