import ShelterFixtures
import ShelterRender
import Testing

@Suite("SVG geometry")
struct RenderGeometryTests {
  @Test func loginStepOnePlacesFieldsAndKeyboardInWindowSpace() throws {
    let svg = SVGInspection(try renderSVG(fixture: RenderFixtures.gallery("login"), step: 1))
    // The stage's origin is window (0, 0): margin 24 across, stage top 112 down.
    #expect(svg.one("g", class: "stage")?["transform"] == "translate(24 112)")
    // Root moved up 620 + 44 + 10 - 508 = 166: password 620 - 166 = 454 to 664 - 166 = 498.
    #expect(svg.one("polygon", class: "view", id: "password")?["points"] == "20,454 370,454 370,498 20,498")
    #expect(svg.one("polygon", class: "view", id: "email")?["points"] == "20,394 370,394 370,438 20,438")
    #expect(svg.one("polygon", class: "view", id: "root")?["points"] == "0,-166 390,-166 390,678 0,678")
    // Keyboard: 844 - 336 = 508.
    let keyboard = try #require(svg.one("rect", class: "keyboard-frame"))
    #expect(
      [keyboard["x"], keyboard["y"], keyboard["width"], keyboard["height"]] == ["0", "508", "390", "336"])
    // Field label: x = 20 + 10, y = the field's middle 454 + 22.
    let label = try #require(svg.one("text", class: "field-label", id: "password"))
    #expect(label["x"] == "30")
    #expect(label["y"] == "476")
    #expect(label["transform"] == nil)
  }

  @Test func aQuarterTurnIsDrawnAsItsTurnedOutline() throws {
    // frame [100, 100, 40, 20] turned 90° about its centre (120, 110): bounds corner p maps to
    // (120, 110) + R(p - (20, 10)) with R(x, y) = (-y, x):
    // (0,0)→(130,90), (40,0)→(130,130), (40,20)→(110,130), (0,20)→(110,90).
    let fixture = try RenderFixtures.screen(
      #"{ "id": "turned", "kind": "textField", "frame": [100, 100, 40, 20], "transform": [0, 1, -1, 0, 0, 0] }"#
    )
    let svg = SVGInspection(try renderSVG(fixture: fixture, step: 0))
    #expect(svg.one("polygon", class: "view", id: "turned")?["points"] == "130,90 130,130 110,130 110,90")
    // The label turns with the field: bounds-space (10, 10) under the view's map
    // [0, 1, -1, 0, 130, 90] (tx = -1 × -10 + 120, ty = 1 × -20 + 110). Font: min(13, ⌊20 × 0.6⌋) = 12.
    let label = try #require(svg.one("text", class: "field-label", id: "turned"))
    #expect(label["transform"] == "matrix(0 1 -1 0 130 90)")
    #expect(label["x"] == "10")
    #expect(label["y"] == "10")
    #expect(label["font-size"] == "12")
  }

  @Test func transformsComposeDownTheTree() throws {
    // "scaled": frame [100, 100, 100, 50] scaled 2× about its centre (150, 125):
    // p ↦ 2(p - (50, 25)) + (150, 125) = 2p + (50, 75). Its child's [0, 0, 10, 10] corners:
    // (0,0)→(50,75), (10,0)→(70,75), (10,10)→(70,95), (0,10)→(50,95).
    let fixture = try RenderFixtures.screen(
      #"""
      { "id": "scaled", "frame": [100, 100, 100, 50], "transform": [2, 0, 0, 2, 0, 0],
        "subviews": [ { "id": "inner", "kind": "button", "frame": [0, 0, 10, 10] } ] }
      """#)
    let svg = SVGInspection(try renderSVG(fixture: fixture, step: 0))
    #expect(svg.one("polygon", class: "view", id: "scaled")?["points"] == "50,75 250,75 250,175 50,175")
    #expect(svg.one("polygon", class: "view", id: "inner")?["points"] == "50,75 70,75 70,95 50,95")
    // The caption sits at bounds (4, 12) and scales with the view.
    let caption = try #require(svg.one("text", class: "caption", id: "scaled"))
    #expect(caption["transform"] == "matrix(2 0 0 2 50 75)")
    #expect([caption["x"], caption["y"]] == ["4", "12"])
    // The 10 × 10 button has no room for a caption (needs 28 × 14).
    #expect(svg.all("text", class: "caption").compactMap { $0["data-id"] } == ["root", "scaled"])
  }

  @Test func theRotatedCardKeepsItsSlant() throws {
    // card: centre (196.5, 610), bounds 320 × 220, transform [0.948, 0.05, -0.05, 0.948].
    // (0,0): local (-160, -110) → x 0.948(-160) - 0.05(-110) = -146.18, y 0.05(-160) + 0.948(-110) = -112.28
    //   → (50.32, 497.72); (320,0): (160, -110) → (157.18, -96.28) → (353.68, 513.72);
    // (320,220): (160, 110) → (146.18, 112.28) → (342.68, 722.28); (0,220): (-157.18, 96.28) → (39.32, 706.28).
    let svg = SVGInspection(try renderSVG(fixture: RenderFixtures.gallery("rotated-card"), step: 0))
    #expect(
      svg.one("polygon", class: "view", id: "card")?["points"]
        == "50.32,497.72 353.68,513.72 342.68,722.28 39.32,706.28")
  }

  @Test func aScrolledBoundsMovesTheSubviewsNotTheScrollView() throws {
    // Scroll view at (0, 100) scrolled to y 50: its child at (20, 80) shows at 100 + 80 - 50 = 130.
    let fixture = try RenderFixtures.screen(
      #"""
      { "id": "scroll", "kind": "scrollView", "frame": [0, 100, 390, 300], "bounds": [0, 50, 390, 300],
        "contentSize": [390, 900],
        "subviews": [ { "id": "row", "kind": "tableCell", "frame": [20, 80, 350, 44] } ] }
      """#)
    let svg = SVGInspection(try renderSVG(fixture: fixture, step: 0))
    #expect(svg.one("polygon", class: "view", id: "scroll")?["points"] == "0,100 390,100 390,400 0,400")
    #expect(svg.one("polygon", class: "view", id: "row")?["points"] == "20,130 370,130 370,174 20,174")
  }

  @Test func aFloatingKeyboardIsDrawnWhereItIs() throws {
    let fixture = try RenderFixtures.screen(
      #"{ "id": "field", "kind": "textField", "frame": [20, 100, 350, 44], "isFirstResponder": true }"#,
      steps: #"[ { "keyboard": "show", "frame": [40, 500, 300, 250] } ]"#)
    let svg = SVGInspection(try renderSVG(fixture: fixture, step: 1))
    let keyboard = try #require(svg.one("rect", class: "keyboard-frame"))
    #expect(
      [keyboard["x"], keyboard["y"], keyboard["width"], keyboard["height"]] == ["40", "500", "300", "250"])
    // Its label sits in its bottom-right corner: (40 + 300 - 12, 500 + 250 - 16).
    let label = try #require(svg.one("text", class: "keyboard-label"))
    #expect([label["x"], label["y"]] == ["328", "734"])
    #expect(label.text == "keyboard 300 × 250")
  }
}
