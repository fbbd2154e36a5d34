import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterViews
import Testing

/// A fixture edited in code past what validation allows: building its scene validates it first and
/// reports each problem as the `FixtureError` the loader gives, at the node's path, instead of
/// leaving the view out or trapping.
@Suite("Scene errors")
struct SceneErrorTests {
  /// A window's controller, its root view and a field: valid as built.
  static func form() -> Fixture {
    var fixture = Fixture(name: "form", screenSize: Size(width: 390, height: 844))
    fixture.nodes = [
      FixtureNode(id: "form", role: .controller),
      FixtureNode(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), parent: 0),
      FixtureNode(
        id: "email", kind: .textField, frame: Rect(x: 20, y: 600, width: 350, height: 44), parent: 1),
      FixtureNode(id: "card", kind: .view, frame: Rect(x: 0, y: 0, width: 100, height: 100), parent: 1),
    ]
    return fixture
  }

  @Test func theFormBuilds() throws {
    let scene = try Scene(fixture: Self.form())
    #expect(scene.viewIDs == ["root", "email", "card"])
  }

  @Test func aViewThatIsItsOwnSuperviewIsReported() {
    var fixture = Self.form()
    fixture.nodes[3].parent = 3
    #expect(throws: FixtureError(path: "nodes[3]", message: "its parent 3 must come before it in pre-order"))
    {
      try Scene(fixture: fixture)
    }
  }

  @Test func aNestedControllerHeldByItsOwnViewIsReported() {
    var fixture = Self.form()
    fixture.nodes += [
      FixtureNode(id: "child", role: .controller, parent: 5),
      FixtureNode(id: "sheet", kind: .view, frame: Rect(x: 0, y: 0, width: 10, height: 10), parent: 4),
    ]
    #expect(throws: FixtureError(path: "nodes[4]", message: "its parent 5 must come before it in pre-order"))
    {
      try Scene(fixture: fixture)
    }
  }

  @Test func aParentAfterItsChildIsReported() {
    var fixture = Self.form()
    fixture.nodes[2].parent = 3
    #expect(throws: FixtureError(path: "nodes[2]", message: "its parent 3 must come before it in pre-order"))
    {
      try Scene(fixture: fixture)
    }
  }

  @Test func aControllerHeldByANodeAfterItIsReported() {
    var fixture = Self.form()
    fixture.nodes += [
      FixtureNode(id: "child", role: .controller, parent: 9),
      FixtureNode(id: "sheet", kind: .view, frame: Rect(x: 0, y: 0, width: 10, height: 10), parent: 4),
    ]
    #expect(throws: FixtureError(path: "nodes[4]", message: "its parent 9 must come before it in pre-order"))
    {
      try Scene(fixture: fixture)
    }
  }

  @Test func aValidNestedControllerGetsItsPath() throws {
    var fixture = Self.form()
    fixture.nodes += [
      FixtureNode(id: "child", role: .controller, parent: 3),
      FixtureNode(id: "sheet", kind: .view, frame: Rect(x: 0, y: 0, width: 10, height: 10), parent: 4),
    ]
    let scene = try Scene(fixture: fixture)
    #expect(scene.controllersByID["child"]?.view.superview === scene.viewsByID["card"])
    #expect(fixture.path(of: 5) == "window.controller.view.subviews[1].subviews[0].controller.view")
  }
}
