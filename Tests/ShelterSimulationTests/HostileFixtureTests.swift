import ShelterCLI
import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterTestSupport
import ShelterViews
import Testing

@Suite("Bad input: deep, singular and hostile-but-valid fixtures")
struct HostileValidFixtureTests {
  /// A chain of `depth` plain views under the controller's root, each at (1, 1) in its parent,
  /// with a text field at the bottom; written without recursion.
  static func deepChain(depth: Int, steps: String) -> String {
    var text = #"{"format": "shelter-fixture/1", "screen": {"size": [390, 844]}, "#
    text += #""window": {"controller": {"id": "c", "view": "#
    for level in 0..<depth {
      text += #"{"id": "v\#(level)", "frame": [1, 1, 10, 10], "subviews": ["#
    }
    text += #"{"id": "field", "kind": "textField", "frame": [0, 0, 4, 4]}"#
    text += String(repeating: "]}", count: depth)
    text += #"}}, "steps": \#(steps)}"#
    return text
  }

  @Test(.atScale) func hundredThousandDeepFixtureLoadsAndSimulates() throws {
    let depth = 100_000
    let text = Self.deepChain(
      depth: depth, steps: #"[{"focus": "field"}, {"keyboard": "show", "height": 300}, {"keyboard": "hide"}]"#
    )
    let fixture = try Fixture(json: text, file: "deep.json")
    // The controller, 100,000 views and the field.
    #expect(fixture.nodes.count == depth + 2)
    // Every step is played; one snapshot at the end keeps the test quick (each costs a full walk).
    let simulation = try Simulation(fixture: fixture)
    for (offset, step) in fixture.steps.enumerated() { try simulation.apply(step, at: offset) }
    let snapshot = simulation.snapshot(index: 3, step: fixture.steps[2])
    // Each level adds (1, 1): the field sits at (100,000, 100,000) in the window, and after the
    // keyboard hid it is back there.
    let field = try #require(snapshot.frames.last)
    #expect(field.id == "field")
    #expect(field.frame == Rect(x: 100_000, y: 100_000, width: 4, height: 4))
    #expect(snapshot.firstResponder == "field")
    #expect(snapshot.keyboardFrame == nil)
  }

  @Test(.atScale) func hundredThousandDeepArraysAreRefusedNotCrashed() throws {
    // Valid JSON nested 100,000 deep, which is not a fixture.
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = try #require(loadError(Array(text.utf8)))
    #expect(error.path == "$")
    #expect(error.message == "expected a fixture (an object), found an array of 1")
  }

  @Test(.atScale) func hundredThousandDeepInsideAnIgnoredField() throws {
    let nested = String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)
    let text = Template.fixture(subviews: #"{"id": "a", "frame": [0, 0, 1, 1], "x-deep": \#(nested)}"#)
    let fixture = try Fixture(json: text, file: "deep.json")
    #expect(fixture.nodes.count == 3)
  }

  @Test func singularTransformLoadsButCannotBeConvertedInto() throws {
    let text = Template.fixture(
      subviews: """
        {"id": "flat", "frame": [10, 20, 100, 50], "transform": [0, 0, 0, 0, 0, 0],
         "subviews": [{"id": "inner", "kind": "textField", "frame": [0, 0, 10, 10]}]}
        """,
      steps: #"[{"tap": [60, 45]}, {"focus": "inner"}, {"keyboard": "show", "height": 300}]"#)
    let fixture = try Fixture(json: text, file: "flat.json")
    let simulation = try Simulation(fixture: fixture)
    let snapshots = try simulation.run()
    // Scale 0 about the anchor (the centre 60, 45) collapses the view to that point.
    let flat = try #require(snapshots[0].frames.first { $0.id == "flat" })
    #expect(flat.frame == Rect(x: 60, y: 45, width: 0, height: 0))
    let inner = try #require(snapshots[0].frames.first { $0.id == "inner" })
    #expect(inner.frame == Rect(x: 60, y: 45, width: 0, height: 0))
    // Converting into the flattened view has no answer.
    let view = try #require(simulation.scene.viewsByID["flat"])
    let root = try #require(simulation.scene.viewsByID["root"])
    #expect(throws: ViewTreeError.singularTransform(view: view.pathDescription)) {
      try root.convert(Point(x: 1, y: 1), to: view)
    }
    // Out of it is fine: every point lands on the centre.
    #expect(try view.convert(Point(x: 7, y: 3), to: root) == Point(x: 60, y: 45))
  }
}

@Suite("Bad input: a step that fails leaves the state as it was")
struct FailedStepTests {
  /// The report of one snapshot, to compare states as text.
  static func state(_ simulation: Simulation) -> String {
    Report.json(fixture: "s", snapshots: [simulation.snapshot(index: 0, step: nil)], pretty: false)
  }

  /// The error `body` throws, or `nil`.
  static func failure(_ body: () throws(FixtureError) -> Void) -> FixtureError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  static let disabledField = Template.fixture(
    subviews: """
      {"id": "a", "kind": "textField", "frame": [20, 560, 350, 44]},
      {"id": "box", "frame": [0, 600, 390, 200],
       "subviews": [{"id": "h", "kind": "textField", "frame": [20, 100, 350, 44], "enabled": false}]}
      """,
    steps: #"[{"focus": "a"}, {"keyboard": "show", "height": 336}, {"focus": "h"}, {"keyboard": "hide"}]"#)

  @Test func focusOnADisabledFieldFailsAtThatStep() throws {
    let fixture = try Fixture(json: Self.disabledField, file: "disabled.json")
    let simulation = try Simulation(fixture: fixture)
    try simulation.apply(fixture.steps[0], at: 0)
    try simulation.apply(fixture.steps[1], at: 1)
    let before = Self.state(simulation)
    let posted = (simulation.scene.animator as? ImmediateAnimator)?.records.count
    let error = try #require(
      Self.failure { () throws(FixtureError) in try simulation.apply(fixture.steps[2], at: 2) })
    #expect(error.path == "steps[2].focus")
    #expect(
      error.message.contains("cannot become first responder: a textField does not accept first responder"))
    #expect(error.message.contains("TextField #h"))
    // Nothing moved, the responder stayed, no animation started.
    #expect(Self.state(simulation) == before)
    #expect(simulation.scene.window.firstResponder?.identifier == "a")
    #expect((simulation.scene.animator as? ImmediateAnimator)?.records.count == posted)
    // `run` stops there and throws the same error.
    #expect(throws: error) { try Simulation(fixture: fixture).run() }
  }

  @Test func navigatingWithNothingFocusedChangesNothing() throws {
    let fixture = try Fixture(
      json: Template.withFields(steps: #"[{"keyboard": "show", "height": 336}, {"navigate": "next"}]"#))
    let simulation = try Simulation(fixture: fixture)
    try simulation.apply(fixture.steps[0], at: 0)
    let before = Self.state(simulation)
    // Line 10 holds the steps; the second step's "next" starts at column 63.
    #expect(
      throws: FixtureError(
        path: "steps[1].navigate", line: 10, column: 63, message: "no text input is focused")
    ) {
      try simulation.apply(fixture.steps[1], at: 1)
    }
    #expect(Self.state(simulation) == before)
  }

  /// UIKit lets a hidden field be first responder (hackiftekhar/IQKeyboardManager#296).
  @Test func aHiddenFirstResponderLoads() throws {
    let text = Template.fixture(
      subviews:
        #"{"id": "a", "kind": "textField", "frame": [0, 0, 1, 1], "hidden": true, "isFirstResponder": true}"#)
    let scene = try Scene(fixture: Fixture(json: text, file: "hidden.json"))
    #expect(scene.window.firstResponder?.identifier == "a")
  }

  @Test func disabledFirstResponderFailsTheLoadAndLeavesNoScene() throws {
    let text = Template.fixture(
      subviews:
        #"{"id": "a", "kind": "textField", "frame": [0, 0, 1, 1], "enabled": false, "isFirstResponder": true}"#
    )
    let fixture = try Fixture(json: text, file: "disabled.json")
    var scene: Scene?
    #expect(throws: FixtureError.self) { scene = try Scene(fixture: fixture) }
    #expect(scene == nil)
    do {
      _ = try Simulation(fixture: fixture)
    } catch {
      #expect(error.path == "\(Template.viewPath).isFirstResponder")
      #expect(error.message.contains("a textField does not accept first responder"))
    }
  }
}
