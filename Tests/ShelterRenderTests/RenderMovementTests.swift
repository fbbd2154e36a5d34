import ShelterFixtures
import ShelterGeometry
import ShelterRender
import ShelterSimulation
import Testing

@testable import ShelterRender

@Suite("SVG movement")
struct RenderMovementTests {
  @Test func loginStepOneGhostsTheOldPlacesAndArrowsThePassword() throws {
    let svg = SVGInspection(try renderSVG(fixture: RenderFixtures.gallery("login"), step: 1))
    #expect(svg.one("polygon", class: "ghost", id: "root")?["points"] == "0,0 390,0 390,844 0,844")
    #expect(svg.one("polygon", class: "ghost", id: "password")?["points"] == "20,620 370,620 370,664 20,664")
    // Old centre (20 + 175, 620 + 22) = (195, 642); new (195, 642 - 166) = (195, 476).
    let arrow = try #require(svg.one("line", class: "arrow", id: "password"))
    #expect([arrow["x1"], arrow["y1"], arrow["x2"], arrow["y2"]] == ["195", "642", "195", "476"])
    #expect(arrow["marker-end"] == "url(#shelter-arrowhead)")
    #expect(svg.one("text", class: "arrow-label", id: "password")?.text == "166 pt up")
    // Only the arrow's view names its ghost: at bounds (4, 44 - 5) of the old place (20, 620).
    let caption = try #require(svg.one("text", class: "ghost-caption"))
    #expect([caption["data-id"], caption["x"], caption["y"]] == ["password", "24", "659"])
  }

  @Test func withoutAMovedResponderTheLargestMovedSubtreeGetsTheArrow() throws {
    // Show lifts root by 664 + 10 - 508 = 166; resign hides the keyboard and root comes back down.
    // No first responder remains; root is the only moved view whose superview (the window) stayed.
    let fixture = try RenderFixtures.screen(
      #"""
      { "id": "email", "kind": "textField", "frame": [20, 560, 350, 44] },
      { "id": "password", "kind": "textField", "frame": [20, 620, 350, 44], "isFirstResponder": true }
      """#,
      steps: #"[ { "keyboard": "show", "height": 336 }, { "resign": true } ]"#)
    let svg = SVGInspection(try renderSVG(fixture: fixture, step: 2))
    #expect(svg.ids("line", class: "arrow") == ["root"])
    // Root's centre: (195, 422 - 166) = (195, 256) before, (195, 422) after.
    let arrow = try #require(svg.one("line", class: "arrow", id: "root"))
    #expect([arrow["x1"], arrow["y1"], arrow["x2"], arrow["y2"]] == ["195", "256", "195", "422"])
    #expect(svg.one("text", class: "arrow-label", id: "root")?.text == "166 pt down")
    #expect(svg.ids("polygon", class: "ghost") == ["root", "email", "password"])
    #expect(svg.all("polygon", class: "first-responder").isEmpty)
  }

  @Test func aStepThatMovesNothingDrawsNoGhosts() throws {
    // The field ends at 144, far above the keyboard's top 508.
    let fixture = try RenderFixtures.screen(
      #"{ "id": "field", "kind": "textField", "frame": [20, 100, 350, 44], "isFirstResponder": true }"#,
      steps: #"[ { "keyboard": "show", "height": 336 } ]"#)
    let svg = SVGInspection(try renderSVG(fixture: fixture, step: 1))
    #expect(svg.all("polygon", class: "ghost").isEmpty)
    #expect(svg.all("line", class: "arrow").isEmpty)
    #expect(svg.one("text", class: "facts")?.text.hasSuffix("· nothing moved") == true)
  }

  @Test func aPlacementCapturedByHandDrivesTheGhosts() throws {
    // The scene as loaded, compared with a placement where "field" sat 40 points lower.
    let fixture = try RenderFixtures.screen(
      #"{ "id": "field", "kind": "textField", "frame": [20, 100, 350, 44] }"#)
    let simulation = try Simulation(fixture: fixture)
    var before = ScenePlacement(scene: simulation.scene)
    #expect(before["field"] == Quad(rect: Rect(x: 20, y: 100, width: 350, height: 44), transform: .identity))
    before.quads["field"] = before["field"]!.offsetBy(dx: 0, dy: 40)
    let svg = SVGInspection(renderSVG(scene: simulation.scene, step: 0, previousFrames: before))
    #expect(svg.one("polygon", class: "ghost", id: "field")?["points"] == "20,140 370,140 370,184 20,184")
    // Centre (195, 162) to (195, 122); the field is not first responder but is the only moved subtree.
    let arrow = try #require(svg.one("line", class: "arrow", id: "field"))
    #expect([arrow["y1"], arrow["y2"]] == ["162", "122"])
    #expect(svg.one("text", class: "facts")?.text.hasSuffix("· 1 view moved") == true)
  }

  @Test(arguments: [
    (0.0, -166.0, "166 pt up"), (0.0, 12.5, "12.5 pt down"), (-20.0, 0.0, "20 pt left"),
    (8.0, 0.0, "8 pt right"), (12.0, -30.0, "moved (12, −30) pt"),
  ])
  func movementIsWorded(dx: Double, dy: Double, expected: String) {
    #expect(SceneDrawing.movementText(dx: dx, dy: dy) == expected)
  }
}
