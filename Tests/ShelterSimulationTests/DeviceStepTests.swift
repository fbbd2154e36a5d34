import ShelterCLI
import ShelterGeometry
import ShelterJSON
import ShelterKeyboard
import ShelterSimulation
import ShelterSupport
import ShelterTestSupport
import ShelterValues
import Testing

@testable import ShelterFixtures

/// The device screen and its steps: `remove`, `hardwareKeyboard`, `orientation`. Frames worked out
/// from `docs/keyboards.md`: iPhone 15 is 393 × 852 upright (safe area 59, 0, 34, 0) and 852 × 393
/// on its side (0, 59, 21, 59); its docked keyboard is 336 upright and 209 on its side.
@Suite("Device screens and steps")
struct DeviceStepTests {
  static func fixture(steps: String, accessory: Bool = false) throws -> Fixture {
    let extra = accessory ? #", "inputAccessoryHeight": 44"# : ""
    return try Fixture(
      json: """
        {"screen": {"device": "iphone-15", "keyboard": "software"}, "window": {"controller": {"id": "c",
          "view": {"id": "root", "frame": [0, 0, 393, 852], "subviews": [
            {"id": "box", "frame": [0, 80, 393, 100], "subviews": [
              {"id": "email", "kind": "textField", "frame": [20, 20, 353, 44]\(extra)}]}]}}},
         "steps": \(steps)}
        """)
  }

  static func keyboard(_ snapshot: StepSnapshot) -> [String] {
    snapshot.notifications.compactMap { record in
      guard let info = record.keyboard else { return nil }
      return record.name.replacingOccurrences(of: "Notification", with: "") + " "
        + info.frameBegin.tidyText + " " + info.frameEnd.tidyText
    }
  }

  static func sequence(_ will: String, _ did: String, _ begin: String, _ end: String) -> [String] {
    ["UIKeyboardWillChangeFrame", "UIKeyboard" + will, "UIKeyboardDidChangeFrame", "UIKeyboard" + did].map {
      "\($0) \(begin) \(end)"
    }
  }

  @Test func theDeviceGivesSizeSafeAreaAndScale() throws {
    let fixture = try Self.fixture(steps: "[]")
    #expect(fixture.screenSize == Size(width: 393, height: 852))
    #expect(fixture.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(fixture.scale == 3)
    #expect(fixture.device == "iphone-15" && fixture.keyboardMode == .software)
    // Written back and read again, it is the same fixture.
    #expect(try Fixture(json: fixture.jsonText()) == fixture)
  }

  @Test func removingAnAncestorOfTheFirstResponderHidesTheKeyboard() throws {
    let steps = try Simulation(fixture: Self.fixture(steps: #"[{"focus": "email"}, {"remove": "box"}]"#))
      .run()
    #expect(
      Self.keyboard(steps[1])
        == Self.sequence("WillShow", "DidShow", "[0, 852, 393, 336]", "[0, 516, 393, 336]"))
    #expect(
      Self.keyboard(steps[2])
        == Self.sequence("WillHide", "DidHide", "[0, 516, 393, 336]", "[0, 852, 393, 336]"))
    #expect(steps[2].firstResponder == nil)
    #expect(steps[2].frames.map(\.id) == ["root"])
  }

  @Test func attachingAHardwareKeyboardWhileEditing() throws {
    // No accessory: the software keyboard slides out and nothing comes back (iPhone).
    let plain = try Simulation(
      fixture: Self.fixture(
        steps: #"[{"focus": "email"}, {"hardwareKeyboard": true}, {"hardwareKeyboard": false}]"#)
    ).run()
    #expect(
      Self.keyboard(plain[2])
        == Self.sequence("WillHide", "DidHide", "[0, 516, 393, 336]", "[0, 852, 393, 336]"))
    #expect(plain[2].keyboardFrame == nil)
    #expect(
      Self.keyboard(plain[3])
        == Self.sequence("WillShow", "DidShow", "[0, 852, 393, 336]", "[0, 516, 393, 336]"))
    // With a 44 accessory the keyboard's frame is reported with all but the accessory below the
    // screen: (0, 852 − 44, 393, 336 + 44).
    let bar = try Simulation(
      fixture: Self.fixture(steps: #"[{"hardwareKeyboard": true}, {"focus": "email"}]"#, accessory: true)
    ).run()
    #expect(Self.keyboard(bar[1]).isEmpty)
    #expect(
      Self.keyboard(bar[2])
        == Self.sequence("WillShow", "DidShow", "[0, 852, 393, 380]", "[0, 808, 393, 380]"))
  }

  @Test func turningTheDeviceWhileEditing() throws {
    let simulation = try Simulation(
      fixture: Self.fixture(steps: #"[{"focus": "email"}, {"orientation": "landscape"}]"#))
    let steps = try simulation.run()
    // Landscape: 852 × 393. As iOS does, the 336 keyboard goes before the turn, in the upright
    // screen's space (852 − 336 = 516 to below the 852-point screen), and the landscape one (209)
    // comes back after it, to 393 − 209 = 184.
    #expect(
      Self.keyboard(steps[2])
        == Self.sequence("WillHide", "DidHide", "[0, 516, 393, 336]", "[0, 852, 393, 336]")
        + Self.sequence("WillShow", "DidShow", "[0, 393, 852, 209]", "[0, 184, 852, 209]"))
    #expect(simulation.scene.application.screen.size == Size(width: 852, height: 393))
    #expect(
      simulation.scene.application.screen.safeAreaInsets
        == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(steps[2].frames.first?.frame.size == Size(width: 852, height: 393))
  }

  @Test func aResizeToTheDeviceHeldTheOtherWayIsThatTurn() throws {
    // 852 × 393 is the iPhone 15 on its side: its safe area (0, 59, 21, 59) and its 209 keyboard
    // come with the size, and an `orientation` step back to portrait then turns the screen back.
    let simulation = try Simulation(
      fixture: Self.fixture(
        steps: #"[{"focus": "email"}, {"resize": [852, 393]}, {"orientation": "portrait"}]"#))
    let steps = try simulation.run()
    #expect(
      Self.keyboard(steps[2])
        == Self.sequence("WillHide", "DidHide", "[0, 516, 393, 336]", "[0, 852, 393, 336]")
        + Self.sequence("WillShow", "DidShow", "[0, 393, 852, 209]", "[0, 184, 852, 209]"))
    #expect(steps[3].frames.first?.frame.size == Size(width: 393, height: 852))
    #expect(
      simulation.scene.application.screen.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    )
    #expect(steps[3].keyboardFrameOnScreen == Rect(x: 0, y: 516, width: 393, height: 336))
  }

  @Test(arguments: [
    (#"{"screen": {"device": "iphone-51"}"#, "screen.device", "did you mean 'iphone-15'?"),
    (#"{"screen": {"size": [393, 852], "keyboard": "hardware"}"#, "screen.keyboard", "needs a 'device'"),
    (
      #"{"screen": {"size": [393, 852], "orientation": "landscape"}"#, "screen.orientation",
      "needs a 'device'"
    ),
    (#"{"screen": {"device": "iphone-15", "keyboard": "sofware"}"#, "screen.keyboard", "expected 'manual'"),
  ])
  func badScreens(head: String, path: String, message: String) {
    let text =
      head + #", "window": {"controller": {"id": "c", "view": {"id": "root", "frame": [0, 0, 1, 1]}}}}"#
    do {
      _ = try Fixture(json: text)
      Issue.record("accepted: \(text)")
    } catch {
      #expect(error.path == path, "\(error.description)")
      #expect(error.message.contains(message), "\(error.description)")
    }
  }

  /// An iPad 10 form in the given keyboard mode; each step on a line of its own from line 6, so a
  /// `{"keyboardPlacement": "floating"}` step's value starts at column 23 of its line.
  static func iPad(mode: String, steps: [String]) -> String {
    """
    {"screen": {"device": "ipad-10", "keyboard": "\(mode)"}, "window": {"controller": {"id": "c",
      "view": {"id": "root", "frame": [0, 0, 820, 1180], "subviews": [
        {"id": "search", "kind": "textField", "frame": [40, 1000, 740, 44]}]}}},
     "steps": [
    {"focus": "search"},
    """ + "\n" + steps.joined(separator: ",\n") + "]}"
  }

  /// Placement moves only the software keyboard that focus brings up: in manual mode and with a
  /// hardware keyboard attached the step would change nothing, so it is refused at its own key.
  @Test func aPlacementThatCannotMoveAnythingIsRefused() {
    let floating = #"{"keyboardPlacement": "floating"}"#
    let manual = loadError(Array(Self.iPad(mode: "manual", steps: [floating]).utf8))
    #expect(manual?.path == "steps[1].keyboardPlacement")
    #expect(manual?.line == 6 && manual?.column == 23)
    #expect(
      manual?.message
        == "a keyboard placement does nothing with the keyboard in manual mode, where only keyboard steps "
        + "move it; set screen.keyboard to 'software'")
    let hardwareMessage =
      "a keyboard placement does nothing while a hardware keyboard is attached; only the software "
      + "keyboard floats, undocks or splits"
    let hardware = loadError(Array(Self.iPad(mode: "hardware", steps: [floating]).utf8))
    #expect(hardware?.path == "steps[1].keyboardPlacement" && hardware?.message == hardwareMessage)
    // Attached by a step: the placement after it is refused, at steps[2] on line 7.
    let attached = loadError(
      Array(Self.iPad(mode: "software", steps: [#"{"hardwareKeyboard": true}"#, floating]).utf8))
    #expect(attached?.path == "steps[2].keyboardPlacement" && attached?.line == 7)
    #expect(attached?.message == hardwareMessage)
  }

  /// Detaching the hardware keyboard makes focus drive the software keyboard, even from a manual
  /// start, so a placement after it moves the keyboard to the iPad 10's floating frame,
  /// ((W − 320) / 2, H − 100 − 253, 320, 253) on its 820 × 1180 screen (docs/keyboards.md).
  @Test func aPlacementAfterTheHardwareKeyboardLeavesIsKept() throws {
    let fixture = try Fixture(
      json: Self.iPad(
        mode: "manual", steps: [#"{"hardwareKeyboard": false}"#, #"{"keyboardPlacement": "floating"}"#]))
    let steps = try Simulation(fixture: fixture).run()
    #expect(steps[3].keyboardFrame == Rect(x: (820 - 320) / 2, y: 1180 - 100 - 253, width: 320, height: 253))
  }

  @Test func anIPhoneHasNoFloatingKeyboard() {
    #expect(throws: FixtureError.self) {
      _ = try Self.fixture(steps: #"[{"keyboardPlacement": "floating"}]"#)
    }
  }

  @Test func devicesListingNamesEveryProfileAndItsSources() throws {
    let json = DeviceCatalogReport.json()
    for device in DeviceProfile.all { #expect(json.contains("\"id\": \"\(device.id)\"")) }
    // iPhone 15 upright: docked keyboard (0, 852 − 336, 393, 336); on its side (0, 393 − 209, 852, 209).
    #expect(json.contains("\"docked\": [0, 516, 393, 336]"))
    #expect(json.contains("\"docked\": [0, 184, 852, 209]"))
    #expect(json.contains("\"safeArea\": \"docs/keyboards.md#safe-areas\""))
    let text = DeviceCatalogReport.text()
    #expect(
      text.contains(
        "iphone-15  iPhone 15  phone @3x\n  portrait: 393 × 852, safe area 59, 0, 34, 0, size classes compact width, "
          + "regular height\n"))
    // The iPhone Air turned: regular wide (420 ≥ 414), compact tall; its sources by kind.
    #expect(
      text.contains(
        "  landscape: 912 × 420, safe area 20, 68, 29, 68, size classes regular width, compact height\n"))
    #expect(
      text.contains(
        "  sources: size sst1046, onsen; scale sst1046; safeArea sst1046, N9; keyboards tg, ion204, mm14, N10; "
          + "sizeClasses sst1046\n"))
  }

  @Test func devicesJSONGivesEveryNumberASourceKeyThatResolves() throws {
    let document = try JSONDocument(parsing: DeviceCatalogReport.json())
    let root = document.root
    let references = Set(try #require(root["references"]).members.map(\.key))
    let devices = Array(try #require(root["devices"]).elements)
    #expect(devices.count == DeviceProfile.all.count)
    for device in devices {
      let id = device["id"]?.stringValue ?? "?"
      let sources = try #require(device["sourceKeys"], "\(id)")
      for kind in ["size", "scale", "safeArea", "keyboards", "sizeClasses"] {
        let keys = Array(try #require(sources[kind], "\(id) \(kind)").elements)
        #expect(!keys.isEmpty, "\(id) \(kind)")
        for key in keys { #expect(references.contains(key.stringValue ?? ""), "\(id) \(kind) \(key)") }
      }
      for orientation in ["portrait", "landscape"] {
        let classes = try #require(device[orientation]?["sizeClasses"], "\(id) \(orientation)")
        #expect(classes["horizontal"]?.stringValue != nil && classes["vertical"]?.stringValue != nil)
      }
    }
  }
}
