import ShelterGeometry
import Testing

@testable import ShelterFixtures
@testable import ShelterSimulation

/// The keyboard-free twin of a chat turns as the real screen does: its keyboard layout guide
/// leaves before the new size and comes back after it. Numbers from the iPhone 15 profile in
/// `docs/keyboards.md`: 393 × 852, safe area 59 / 34 upright and 0, 59, 21, 59 turned, docked
/// keyboard 336 upright and 209 turned.
@Suite("The keyboard-free twin of a chat")
struct ChatTwinTests {
  /// Messages over a 52-point bar pinned to the keyboard layout guide; the composer is focused,
  /// the device turns (`turn`), and the composer resigns.
  static func chat(turn: String) -> String {
    ChatFixture.json(name: "chat-twin", steps: #"{ "focus": "composer" }, \#(turn), { "resign": true }"#)
  }

  static func frame(_ id: String, in scene: Scene?) -> Rect? {
    scene?.windowFrames().first { $0.id == id }?.frame
  }

  /// Before the turn both screens hold the upright keyboard: the bar on 852 − 336 = 516, so at
  /// 464, and the messages from the safe top 59 down to it, 405 tall. A turn that laid the twin
  /// out at the new size with that guide in one pass would ask 393 − 336 − 52 = 5 of the bar's
  /// top, above the messages' top 59: no constraint set fits, and the bar's height would stay
  /// broken. Turned, the keyboard's top is 393 − 209 = 184, the bar at 132 and the messages
  /// from 0, 132 tall; after the resign the guide is the safe bottom, 393 − 21 = 372, the bar at
  /// 320 and the messages 320 tall, on both screens, and no rule finds anything.
  @Test(arguments: [#"{ "orientation": "landscape" }"#, #"{ "resize": [852, 393] }"#])
  func theTwinTurnsAsTheScreenDoes(turn: String) throws {
    let fixture = try Fixture(json: Self.chat(turn: turn))
    let play = try JudgedPlay(
      fixture: fixture, policy: .shelter, samplesPerSecond: nil, judgesLayout: false,
      judgesUnavoidedFields: false)
    var findings = play.judgeLoad()
    let expected: [(bar: Rect, messages: Rect)] = [
      (Rect(x: 0, y: 464, width: 393, height: 52), Rect(x: 0, y: 59, width: 393, height: 405)),
      (Rect(x: 0, y: 132, width: 852, height: 52), Rect(x: 0, y: 0, width: 852, height: 132)),
      (Rect(x: 0, y: 320, width: 852, height: 52), Rect(x: 0, y: 0, width: 852, height: 320)),
    ]
    for (offset, step) in fixture.steps.enumerated() {
      findings += try play.play(step, at: offset, snapshots: false).findings
      let twin = try #require(play.free.scene)
      for scene in [play.scene, twin] {
        #expect(Self.frame("inputBar", in: scene) == expected[offset].bar, "step \(offset + 1)")
        #expect(Self.frame("messages", in: scene) == expected[offset].messages, "step \(offset + 1)")
      }
      #expect(twin.takeConstraintBreaks().map(\.broken.name) == [], "step \(offset + 1)")
    }
    #expect(findings.map { "\($0.kind.rawValue) \($0.viewID)" } == [])
  }

  /// A form whose scroll view ends at a 50-point button riding 8 above the keyboard layout guide,
  /// the keyboard up before the focus. With the 336-point keyboard (top 852 − 336 = 516) the
  /// button sits at 458…508 and the form at 59…450. The field, 400 down its content, is at
  /// 459…503: clear of the keyboard's top less the distance (508) but past the form's bottom
  /// edge. Least movement measures it against that edge: 503 + 8 − 450 = 61, so the form scrolls
  /// by 61 and the field ends at 398; measured against the keyboard, 0 would be asked.
  @Test func aFieldPastItsScrollViewsBottomEdgeIsLiftedToThatEdge() throws {
    let json = """
      { "format": "shelter-fixture/1", "name": "form-above-bar",
        "screen": { "device": "iphone-15" },
        "window": { "controller": { "id": "main", "avoidance": { "distance": 8 },
          "view": { "id": "root", "kind": "view", "frame": [0, 0, 393, 852], "autoresize": "W+H",
            "constraints": [
              "form.top == root.safeAreaLayoutGuide.top", "form.leading == root.leading",
              "form.trailing == root.trailing", "form.bottom == create.top - 8",
              "create.leading == root.leading", "create.trailing == root.trailing",
              "create.height == 50", "create.bottom == root.keyboardLayoutGuide.top - 8" ],
            "subviews": [
              { "id": "form", "kind": "scrollView", "translatesAutoresizingMaskIntoConstraints": false,
                "contentSize": [393, 1000], "contentInsetAdjustmentBehavior": "never",
                "subviews": [ { "id": "field", "kind": "textField", "frame": [16, 400, 361, 44] } ] },
              { "id": "create", "kind": "button", "translatesAutoresizingMaskIntoConstraints": false }
            ] } } },
        "steps": [ { "keyboard": "show", "height": 336 }, { "focus": "field" } ] }
      """
    let fixture = try Fixture(json: json)
    let steps = try Simulation(fixture: fixture).run()
    func frame(_ id: String, _ step: Int) -> Rect? { steps[step].frames.first { $0.id == id }?.frame }
    #expect(frame("create", 1) == Rect(x: 0, y: 458, width: 393, height: 50))
    #expect(frame("form", 1) == Rect(x: 0, y: 59, width: 393, height: 391))
    #expect(frame("field", 1) == Rect(x: 16, y: 459, width: 361, height: 44))
    #expect(frame("field", 2) == Rect(x: 16, y: 398, width: 361, height: 44))
    #expect(try Checker(fixture: fixture).run().map(\.message) == [])
  }
}
