import ShelterFixtures
import ShelterGeometry
import ShelterRender
import ShelterSimulation
import Testing

@testable import ShelterRender

@Suite("SVG movement")
struct RenderMovementTests {
  @Test func afterARotationTheOldOutlinesAreAPictureOfTheOldWindow() throws {
    // login-constraints.json turns from 393 × 852 portrait to 852 × 393 landscape at step 4.
    let svg = SVGInspection(try renderSVG(fixture: RenderFixtures.gallery("login-constraints"), step: 4))
    // Nothing of the old layout is drawn over the new window, and no arrow joins the two spaces.
    #expect(svg.all("g", class: "ghosts").isEmpty)
    #expect(svg.all("line", class: "arrow").isEmpty)
    // The old window, 852 tall, is scaled to the stage's 393: 393 / 852 = 0.46 as written, placed
    // right of the stage at 24 + 852 + 32 = 908, level with it at 112.
    let earlier = try #require(svg.one("g", class: "earlier"))
    #expect(earlier["transform"] == "translate(908 112) scale(0.46)")
    let window = try #require(svg.one("rect", class: "earlier-window"))
    #expect([window["x"], window["y"], window["width"], window["height"]] == ["0", "0", "393", "852"])
    // Each outline where it was in portrait, in that window's own space: email [16, 628, 361, 44].
    #expect(svg.one("polygon", class: "ghost", id: "email")?["points"] == "16,628 377,628 377,672 16,672")
    #expect(svg.ids("polygon", class: "ghost") == ["root", "title", "email", "password", "submit"])
    #expect(svg.one("text", class: "earlier-caption")?.text == "before the step: 393 × 852")
    // The canvas makes room for it: 24 + 852 + 32 + 393 × 393 / 852 (181.27) + 32 + 200 + 24.
    #expect(svg.source.contains(#"width="1346""#))
  }

  @Test func anArrowIsClippedToTheStage() {
    // From (196.5, 426) to (426, 196.5) in an 852 × 393 stage: y = 426 − 229.5 t reaches 393 at
    // t = 33 / 229.5, where x = 196.5 + 33 = 229.5.
    let stage = Rect(x: 0, y: 0, width: 852, height: 393)
    let clipped = SceneDrawing.clip(from: Point(x: 196.5, y: 426), to: Point(x: 426, y: 196.5), in: stage)
    #expect(clipped.map { [$0.from.x, $0.from.y, $0.to.x, $0.to.y] } == [229.5, 393, 426, 196.5])
    // Wholly above the stage, or parallel to an edge outside it: nothing.
    #expect(SceneDrawing.clip(from: Point(x: 0, y: -10), to: Point(x: 10, y: -5), in: stage) == nil)
    #expect(SceneDrawing.clip(from: Point(x: 900, y: 10), to: Point(x: 900, y: 300), in: stage) == nil)
    // Inside: unchanged.
    let inside = SceneDrawing.clip(from: Point(x: 10, y: 20), to: Point(x: 30, y: 40), in: stage)
    #expect(inside.map { [$0.from.x, $0.from.y, $0.to.x, $0.to.y] } == [10, 20, 30, 40])
  }

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
