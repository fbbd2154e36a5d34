import ShelterFixtures
import ShelterKeyboard
import ShelterRender
import ShelterSimulation
import ShelterValues
import Testing

/// A 300 × 600 screen whose root holds `box`, placed by constraints: 20 from the left, 100 from the
/// top, 100 × 50, so (20, 100, 100, 50); `boxEnd` asks for its bottom by 120 and is broken; the
/// optional `boxRight` asks for 30 from the right at priority 250 and loses to the width.
private func boxScreen() throws -> Fixture {
  try Fixture(
    json: #"""
      {
        "format": "shelter-fixture/1", "name": "box",
        "screen": { "size": [300, 600] },
        "window": { "frame": [0, 0, 300, 600], "controller": { "id": "controller",
          "view": { "id": "root", "frame": [0, 0, 300, 600], "constraints": [
            { "id": "boxLeading", "constraint": "box.leading == root.leading + 20" },
            { "id": "boxTop", "constraint": "box.top == root.top + 100" },
            { "id": "boxWidth", "constraint": "box.width == 100" },
            { "id": "boxHeight", "constraint": "box.height == 50" },
            { "id": "boxRight", "constraint": "box.trailing == root.trailing - 30 @250" },
            { "id": "boxEnd", "constraint": "box.bottom <= root.top + 120" }
          ],
          "subviews": [ { "id": "box", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false } ] } } },
        "steps": []
      }
      """#)
}

@Suite("render --constraints")
struct RenderConstraintsTests {
  /// A constraint's group, line and label, in document order.
  private func mark(_ name: String, in svg: SVGInspection) -> (
    group: SVGElement, line: SVGElement, label: SVGElement?
  )? {
    guard let index = svg.elements.firstIndex(where: { $0.name == "g" && $0["data-constraint"] == name }),
      index + 1 < svg.elements.count
    else { return nil }
    let next = index + 2 < svg.elements.count ? svg.elements[index + 2] : nil
    return (svg.elements[index], svg.elements[index + 1], next?.name == "text" ? next : nil)
  }

  private func ends(_ line: SVGElement) -> [String?] { [line["x1"], line["y1"], line["x2"], line["y2"]] }

  @Test func positionsRunBetweenTheirAnchorsThroughTheViewsMiddle() throws {
    let svg = SVGInspection(try renderSVG(fixture: boxScreen(), constraints: true))
    // The box is (20, 100, 100, 50): middle (70, 125). leading: from its left edge 20 to the
    // root's 0, at y 125; the label 20 centred over the middle, 3 above the line.
    let leading = try #require(mark("boxLeading", in: svg))
    #expect(ends(leading.line) == ["20", "125", "0", "125"])
    #expect(leading.label?.text == "20")
    #expect(
      [leading.label?["x"], leading.label?["y"], leading.label?["text-anchor"]] == ["10", "122", "middle"])
    // top: from its top 100 to the root's 0, at x 70; the label 3 right of the line, 4 below
    // the middle 50.
    let top = try #require(mark("boxTop", in: svg))
    #expect(ends(top.line) == ["70", "100", "70", "0"])
    #expect([top.label?.text, top.label?["x"], top.label?["y"]] == ["100", "73", "54"])
  }

  @Test func sizesRunAcrossTheViewInsideItsEdge() throws {
    let svg = SVGInspection(try renderSVG(fixture: boxScreen(), constraints: true))
    // width: across 20…120, 4 inside the bottom 150; height: down 100…150, 4 inside the right 120.
    let width = try #require(mark("boxWidth", in: svg))
    #expect(ends(width.line) == ["20", "146", "120", "146"])
    #expect([width.label?.text, width.label?["x"], width.label?["y"]] == ["100", "70", "143"])
    let height = try #require(mark("boxHeight", in: svg))
    #expect(ends(height.line) == ["116", "100", "116", "150"])
    #expect([height.label?.text, height.label?["x"], height.label?["y"]] == ["50", "119", "129"])
  }

  @Test func theBrokenOneIsRedAndTheOptionalOneDashed() throws {
    let svg = SVGInspection(try renderSVG(fixture: boxScreen(), constraints: true))
    // boxEnd: bottom 150 to the root's top 0, at x 70, labelled with its relation: red.
    let end = try #require(mark("boxEnd", in: svg))
    #expect(end.group.classes == ["constraint", "broken"])
    #expect(ends(end.line) == ["70", "150", "70", "0"])
    #expect(end.line["stroke"] == "#D92D20")
    #expect(end.label?.text == "≤ 120")
    #expect(end.label?["fill"] == "#D92D20")
    // boxRight: the box's right 120 to the root's 300 at y 125, dashed, blue, not broken.
    let right = try #require(mark("boxRight", in: svg))
    #expect(right.group.classes == ["constraint"])
    #expect(ends(right.line) == ["120", "125", "300", "125"])
    #expect(right.line["stroke-dasharray"] == "4 2")
    #expect(right.line["stroke"] == "#1C7ED6")
    #expect(right.label?.text == "-30 @250")
    for name in ["boxLeading", "boxTop", "boxWidth", "boxHeight"] {
      #expect(mark(name, in: svg)?.group.classes == ["constraint"], "\(name)")
    }
    // Six constraints, one broken, in the header; none drawn without the option.
    #expect(svg.one("text", class: "facts")?.text.hasSuffix("6 constraints, 1 broken") == true)
    #expect(svg.all("g", class: "constraints").count == 1)
    #expect(SVGInspection(try renderSVG(fixture: boxScreen())).all("g", class: "constraints").isEmpty)
  }

  @Test func theLandscapeFormOnAnIPhoneSEShowsFormBottomBroken() throws {
    let form = try RenderFixtures.gallery("landscape-keyboard-form")
    let turned = form.onScreen(
      .init(try #require(DeviceProfile.named("iphone-se-3")), orientation: .landscape))
    let svg = SVGInspection(try renderSVG(fixture: turned, step: 1, constraints: true))
    let broken = svg.all("g", class: "broken").compactMap { $0["data-constraint"] }
    #expect(broken == ["formBottom"])
    // The keyboard guide's top is 375 − 200 = 175; the form, broken free, ends at 8 + 160 = 168.
    let line = try #require(mark("formBottom", in: svg)?.line)
    #expect([line["y1"], line["y2"]] == ["168", "175"])
  }
}
