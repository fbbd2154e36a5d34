import ShelterFixtures
import ShelterRender
import Testing

@Suite("SVG view state")
struct RenderStateTests {
  @Test func hiddenViewsAndTheirSubviewsAreDashedAndFaded() throws {
    let fixture = try RenderFixtures.screen(
      #"""
      { "id": "box", "frame": [0, 100, 390, 200], "hidden": true,
        "subviews": [ { "id": "inside", "kind": "label", "frame": [10, 10, 100, 30] } ] },
      { "id": "ghostly", "kind": "button", "frame": [0, 400, 100, 40], "alpha": 0 },
      { "id": "shown", "kind": "button", "frame": [0, 500, 100, 40] }
      """#)
    let svg = SVGInspection(try renderSVG(fixture: fixture, step: 0))
    for id in ["box", "inside", "ghostly"] {
      let shape = try #require(svg.one("polygon", class: "view", id: id))
      #expect(shape.classes.contains("hidden"), "\(id)")
      #expect(shape["stroke-dasharray"] == "4 3", "\(id)")
      #expect(shape["opacity"] == "0.4", "\(id)")
    }
    let shown = try #require(svg.one("polygon", class: "view", id: "shown"))
    #expect(!shown.classes.contains("hidden"))
    #expect(shown["stroke-dasharray"] == nil)
    #expect(shown["opacity"] == nil)
  }

  @Test func theFirstResponderIsRingedAndNothingElse() throws {
    let fixture = try RenderFixtures.screen(
      #"""
      { "id": "a", "kind": "textField", "frame": [20, 100, 350, 44] },
      { "id": "b", "kind": "textView", "frame": [20, 200, 350, 120], "isFirstResponder": true }
      """#)
    let svg = SVGInspection(try renderSVG(fixture: fixture, step: 0))
    let ring = try #require(svg.one("polygon", class: "first-responder"))
    #expect(ring["data-id"] == "b")
    #expect(ring["points"] == "20,200 370,200 370,320 20,320")
    #expect(svg.ids("polygon", class: "first-responder-glow") == ["b"])
  }

  @Test(arguments: [
    ("textField", "text-input"), ("textView", "text-input"), ("scrollView", "scroll"),
    ("tableView", "scroll"),
    ("button", "button"), ("label", "label"), ("imageView", "image"), ("tableCell", "cell"),
    ("view", "plain"),
  ])
  func eachKindHasItsClass(kind: String, cssClass: String) throws {
    let fixture = try RenderFixtures.screen(
      #"{ "id": "it", "kind": "\#(kind)", "frame": [20, 100, 200, 60] }"#)
    let svg = SVGInspection(try renderSVG(fixture: fixture, step: 0))
    let shape = try #require(svg.one("polygon", class: "view", id: "it"))
    #expect(shape.classes == ["view", cssClass])
    #expect(shape["data-kind"] == kind)
    // The legend's swatch for the class has the same colours.
    let swatch = try #require(svg.one("rect", class: "kind-\(cssClass)"))
    #expect(swatch["fill"] == shape["fill"])
    #expect(swatch["stroke"] == shape["stroke"])
  }

  @Test func kindColoursAreDistinct() throws {
    let svg = SVGInspection(try renderSVG(fixture: RenderFixtures.gallery("login"), step: 0))
    let kinds = ["text-input", "scroll", "button", "label", "image", "cell", "plain"]
    let swatches = kinds.compactMap { svg.one("rect", class: "kind-\($0)") }
    #expect(Set(swatches.compactMap { $0["fill"] }).count == 7)
    #expect(Set(swatches.compactMap { $0["stroke"] }).count == 7)
  }

  @Test func textInputsShowTheirText() throws {
    let fixture = try RenderFixtures.screen(
      #"""
      { "id": "email", "kind": "textField", "frame": [20, 100, 350, 44], "text": "me@example.com" },
      { "id": "empty", "kind": "textField", "frame": [20, 200, 350, 44] }
      """#)
    let source = try renderSVG(fixture: fixture, step: 0)
    _ = SVGInspection(source)
    #expect(
      source.contains(
        ##"<tspan font-weight="700">email</tspan><tspan fill="#5F6B7A" dx="6">“me@example.com”</tspan></text>"##
      ))
    #expect(source.contains(#"<tspan font-weight="700">empty</tspan></text>"#))
  }
}
