import ShelterFixtures
import ShelterRender
import ShelterTestSupport
import Testing

@testable import ShelterRender

@Suite("SVG document")
struct RenderDocumentTests {
  @Test func loginAfterTheKeyboardIsWellFormedWithOneShapePerThing() throws {
    let svg = SVGInspection(try renderSVG(fixture: RenderFixtures.gallery("login"), step: 1))
    let root = try #require(svg.elements.first)
    #expect(root.name == "svg")
    #expect(root["xmlns"] == "http://www.w3.org/2000/svg")
    // Width: margin 24 + window 390 + gap 32 + legend 200 + margin 24 = 670.
    // Height: stage top 112 + max(window 844, legend 28 + 12 rows × 24 + 12 = 328) + margin 24 = 980.
    #expect(root["width"] == "670")
    #expect(root["height"] == "980")
    #expect(root["viewBox"] == "0 0 670 980")
    // Three views (root, email, password), two field labels, one caption (root's).
    #expect(svg.ids("polygon", class: "view") == ["root", "email", "password"])
    #expect(svg.ids("text", class: "field-label") == ["email", "password"])
    #expect(svg.ids("text", class: "caption") == ["root"])
    #expect(svg.all("rect", class: "keyboard-frame").count == 1)
    #expect(svg.ids("polygon", class: "first-responder") == ["password"])
    #expect(svg.ids("polygon", class: "ghost") == ["root", "email", "password"])
    #expect(svg.ids("line", class: "arrow") == ["password"])
    // Twelve legend rows: seven kinds and five marks.
    #expect(svg.all("rect", class: "swatch").count + svg.all("line", class: "swatch").count == 12)
    #expect(svg.all("line", class: "mark-movement").count == 1)
  }

  @Test func headerNamesTheFixtureTheStepAndWhatHappened() throws {
    let svg = SVGInspection(try renderSVG(fixture: RenderFixtures.gallery("login"), step: 1))
    #expect(svg.elements.first { $0.name == "title" }?.text == "login, step 1 of 3")
    #expect(svg.one("text", class: "title")?.text == "login")
    #expect(svg.one("text", class: "step")?.text == #"step 1 of 3: {"keyboard":"show","height":336}"#)
    #expect(
      svg.one("text", class: "facts")?.text
        == "first responder: password · keyboard: [0, 508, 390, 336] · 3 views moved")
  }

  @Test func stepZeroIsTheFixtureAsLoaded() throws {
    let svg = SVGInspection(try renderSVG(fixture: RenderFixtures.gallery("login"), step: 0))
    #expect(svg.one("text", class: "step")?.text == "step 0 of 3: as loaded")
    // No placement before the load: no movement is claimed either way.
    #expect(svg.one("text", class: "facts")?.text == "first responder: password · keyboard: hidden")
    #expect(svg.all("polygon", class: "ghost").isEmpty)
    #expect(svg.all("line", class: "arrow").isEmpty)
    #expect(svg.all("rect", class: "keyboard-frame").isEmpty)
  }

  @Test func aPolicyOtherThanShelterIsNamed() throws {
    let svg = SVGInspection(
      try renderSVG(fixture: RenderFixtures.gallery("login"), step: 1, policy: .recipe1))
    #expect(svg.one("text", class: "facts")?.text.hasSuffix("· policy: recipe1") == true)
  }

  @Test func outputIsDeterministic() throws {
    let fixture = try RenderFixtures.gallery("rotated-card")
    let first = try renderSVG(fixture: fixture, step: 2)
    let second = try renderSVG(fixture: fixture, step: 2)
    #expect(first == second)
  }

  @Test func idsAndTextsAreEscaped() throws {
    // JSON "\u0001" is a control character XML 1.0 cannot hold at all: it becomes U+FFFD.
    let fixture = try RenderFixtures.screen(
      #"""
      { "id": "a<b&\"c'd>", "kind": "textField", "frame": [20, 100, 350, 44],
        "text": "<script>&amp;\u0001" },
      { "id": "note", "kind": "label", "frame": [20, 200, 350, 30], "text": "5 > 3 & \"ok\"" }
      """#)
    let source = try renderSVG(fixture: fixture, step: 0)
    let svg = SVGInspection(source)
    #expect(svg.ids("polygon", class: "view") == ["root", "a<b&\"c'd>", "note"])
    #expect(source.contains(#"data-id="a&lt;b&amp;&quot;c&apos;d&gt;""#))
    #expect(source.contains("“&lt;script&gt;&amp;amp;\u{FFFD}”"))
    #expect(svg.one("text", class: "caption", id: "note")?.text == "note “5 > 3 & \"ok\"”")
    #expect(!source.contains("<script>"))
  }

  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (-0.001, "0"), (12.0, "12"), (0.5, "0.5"), (143.225, "143.23"), (-2.05, "-2.05"),
    (1.005, "1"), (7.1, "7.1"), (1e300, "1000000000000"), (Double.nan, "0"), (-Double.infinity, "0"),
  ])
  func numbersAreSpelledOneWay(value: Double, expected: String) {
    #expect(SVGWriter.number(value) == expected)
  }

  @Test func longTextIsCutWithAnEllipsis() {
    // 100 / (10 × 0.56) = 17.8: 17 characters fit, so 16 and an ellipsis; at 0.5 em, 20 fit.
    #expect(
      SceneDrawing.fit(String(repeating: "x", count: 30), width: 100, fontSize: 10) == "xxxxxxxxxxxxxxxx…")
    #expect(
      SceneDrawing.fit(String(repeating: "x", count: 30), width: 100, fontSize: 10, em: 0.5).count == 20)
    #expect(SceneDrawing.fit("short", width: 100, fontSize: 10) == "short")
    #expect(SceneDrawing.fit("anything", width: 3, fontSize: 10) == "")
  }

  @Test(.atScale) func aHundredThousandDeepTreeRenders() throws {
    // Each level is a 10 × 10 view at (0, 0) of its parent: every polygon is "0,0 10,0 10,10 0,10".
    let depth = 100_000
    var json = ""
    for index in 0..<depth { json += #"{ "id": "v\#(index)", "frame": [0, 0, 10, 10], "subviews": ["# }
    json += String(repeating: "] }", count: depth)
    let source = try renderSVG(fixture: RenderFixtures.screen(json), step: 0)
    let count = source.split(separator: "\n").count { $0.contains(#"points="0,0 10,0 10,10 0,10""#) }
    #expect(count == depth)
    #expect(source.hasSuffix("</svg>\n"))
  }
}
