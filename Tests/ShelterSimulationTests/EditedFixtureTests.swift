import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import Testing

/// A `Fixture` edited through its public fields into something the loader would refuse: `Scene`,
/// `Simulation` and `Checker` validate it first and throw the loader's `FixtureError`, never trap
/// and never play it.
@Suite("Fixtures edited in code")
struct EditedFixtureTests {
  /// A window's controller, its root view, a field and a card: valid as built.
  static func form() -> Fixture {
    var fixture = Fixture(name: "form", screenSize: Size(width: 390, height: 844))
    fixture.nodes = [
      FixtureNode(id: "form", role: .controller),
      FixtureNode(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), parent: 0),
      FixtureNode(
        id: "email", kind: .textField, frame: Rect(x: 20, y: 600, width: 350, height: 44), parent: 1),
      FixtureNode(id: "card", kind: .view, frame: Rect(x: 0, y: 0, width: 100, height: 100), parent: 1),
    ]
    fixture.steps = [.keyboardShow(.height(300), duration: 0.25, curve: 7)]
    return fixture
  }

  /// Each edit with the error the loader gives for it.
  static let edits: [(name: String, edit: @Sendable (inout Fixture) -> Void, error: FixtureError)] = [
    (
      "a parent outside the array", { $0.nodes[3].parent = 99 },
      FixtureError(path: "nodes[3]", message: "its parent 99 must come before it in pre-order")
    ),
    (
      "a negative parent", { $0.nodes[2].parent = -1 },
      FixtureError(path: "nodes[2]", message: "its parent -1 must come before it in pre-order")
    ),
    (
      "a parent cycle",
      {
        $0.nodes[2].parent = 3
        $0.nodes[3].parent = 2
      },
      FixtureError(path: "nodes[2]", message: "its parent 3 must come before it in pre-order")
    ),
    (
      "NaN bounds", { $0.nodes[3].bounds = Rect(x: .nan, y: 0, width: 100, height: 100) },
      FixtureError(
        path: "window.controller.view.subviews[1].bounds", message: "a number must be finite, found NaN")
    ),
    (
      "a duplicate id", { $0.nodes[3].id = "email" },
      FixtureError(
        path: "window.controller.view.subviews[1].id",
        message: "duplicate id 'email', already used at window.controller.view.subviews[0]")
    ),
    (
      "a negative screen", { $0.screenSize = Size(width: -390, height: 844) },
      FixtureError(path: "screen.size", message: "a size must not be negative")
    ),
    (
      "a safe area taller than the screen",
      { $0.safeArea = EdgeInsets(top: 1e9, left: 0, bottom: 0, right: 0) },
      FixtureError(
        path: "screen.safeArea",
        message: "the insets [1000000000, 0, 0, 0] must not be negative and must fit the 390 × 844 screen")
    ),
    (
      "a negative safe area", { $0.safeArea = EdgeInsets(top: 0, left: -1, bottom: 0, right: 0) },
      FixtureError(
        path: "screen.safeArea",
        message: "the insets [0, -1, 0, 0] must not be negative and must fit the 390 × 844 screen")
    ),
    (
      "alpha 5", { $0.nodes[3].alpha = 5 },
      FixtureError(
        path: "window.controller.view.subviews[1].alpha", message: "alpha must lie in [0, 1], found 5")
    ),
    (
      "a step naming no view", { $0.steps = [.focus("nobody")] },
      FixtureError(path: "steps[0].focus", message: "no view with id 'nobody'")
    ),
  ]

  @Test(arguments: edits.indices)
  func sceneAndSimulationRefuseTheEdit(_ index: Int) {
    let (name, edit, error) = Self.edits[index]
    var fixture = Self.form()
    edit(&fixture)
    #expect(throws: error, "\(name)") { try fixture.validate() }
    #expect(throws: error, "\(name)") { try Scene(fixture: fixture) }
    #expect(throws: error, "\(name)") { try Simulation(fixture: fixture) }
    #expect(throws: error, "\(name)") { try Simulation(fixture: fixture, samplesPerSecond: 60) }
    #expect(throws: error, "\(name)") { try Checker(fixture: fixture).run() }
  }

  @Test func theLoaderRefusesASafeAreaThatDoesNotFit() {
    let text = """
      {"format": "shelter-fixture/1", "screen": {"size": [390, 844], "safeArea": [500, 0, 400, 0]},
       "window": {"controller": {"id": "c", "view": {"id": "root", "frame": [0, 0, 390, 844]}}}}
      """
    #expect(
      throws: FixtureError(
        file: "s.json", path: "screen.safeArea",
        message: "the insets [500, 0, 400, 0] must not be negative and must fit the 390 × 844 screen")
    ) { try Fixture(json: text, file: "s.json") }
  }

  @Test func theUneditedFormPlays() throws {
    let snapshots = try Simulation(fixture: Self.form()).run()
    #expect(snapshots.count == 2)
  }
}
