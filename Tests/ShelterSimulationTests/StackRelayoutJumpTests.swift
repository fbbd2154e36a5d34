import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import Testing

/// A stack's own re-layout, while the keyboard is shown, is not a `jump`: hiding or removing an
/// arranged view re-lays the stack out at once, as UIKit does outside an animation block, and the
/// rule judges what avoidance moves for the keyboard.
@Suite("Checks over time: a stack's own re-layout")
struct StackRelayoutJumpTests {
  /// A 390×844 screen; a vertical stack at (20, 100), 350 wide, spacing 8: `title` (a label 20
  /// high) at 100…120, `name` at 128…172, `email` at 180…224 (both 44 high). `email` focused under
  /// a 336-point keyboard (top 844 − 336 = 508): 224 + 10 ≤ 508, so nothing is lifted.
  static func fixture(then step: String) throws -> Fixture {
    try Fixture(
      json: """
        {
          "format": "shelter-fixture/1", "name": "stack-relayout",
          "screen": { "size": [390, 844] },
          "window": {
            "controller": {
              "id": "controller", "avoidance": { "strategy": "transform" },
              "view": {
                "id": "root", "frame": [0, 0, 390, 844],
                "constraints": [
                  "stack.leading == root.leading + 20", "stack.trailing == root.trailing - 20",
                  "stack.top == root.top + 100"
                ],
                "subviews": [
                  { "id": "stack", "kind": "stackView", "axis": "vertical", "spacing": 8,
                    "translatesAutoresizingMaskIntoConstraints": false,
                    "subviews": [
                      { "id": "title", "kind": "label", "frame": [0, 0, 10, 10], "intrinsicContentSize": [100, 20] },
                      { "id": "name", "kind": "textField", "frame": [0, 0, 10, 10], "intrinsicContentSize": [-1, 44] },
                      { "id": "email", "kind": "textField", "frame": [0, 0, 10, 10], "intrinsicContentSize": [-1, 44] }
                    ] }
                ]
              }
            }
          },
          "steps": [ { "focus": "email" }, { "keyboard": "show", "height": 336 }, \(step) ]
        }
        """)
  }

  /// Without `title` the stack starts with `name` at 100…144, then 8, `email` at 152…196: both
  /// move up 28 at once, on the keyboard-free screen as on this one.
  static let after: [String: Rect] = [
    "name": Rect(x: 20, y: 100, width: 350, height: 44),
    "email": Rect(x: 20, y: 152, width: 350, height: 44),
  ]

  @Test(arguments: [#"{ "set": "title", "hidden": true }"#, #"{ "remove": "title" }"#])
  func hidingOrRemovingAnArrangedViewIsNoJump(step: String) throws {
    let fixture = try Self.fixture(then: step)
    let snapshots = try Simulation(fixture: fixture, samplesPerSecond: 60).run()
    let frames = Dictionary(snapshots[3].frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
    #expect(frames["name"] == Self.after["name"])
    #expect(frames["email"] == Self.after["email"])
    // Nothing animates: the step's timeline is its start and one sample 1/60 s later, `name` at
    // 128 and then at 100, with the keyboard shown at both.
    let timeline = try #require(snapshots[3].timeline)
    #expect(timeline.map { $0.frame(of: "name")?.minY } == [128, 100])
    #expect(timeline.allSatisfy { $0.keyboardFrame?.minY == 508 })
    let violations = try Checker(fixture: fixture, policy: .shelter, samplesPerSecond: 60).run()
    #expect(violations.filter { $0.kind == .jump }.map(\.message) == [])
  }
}
