import Foundation
import ShelterFixtures
import ShelterRender
import Testing

/// The keyboard's curve 7 as docs/animation.md defines it: critically damped, ω₀ = √(1000 / 3),
/// ending on 1 at 0.5 s.
private func springProgress(_ t: Double) -> Double {
  if t >= 0.5 { return 1 }
  let omega = (1000.0 / 3.0).squareRoot()
  return 1 - exp(-omega * t) * (1 + omega * t)
}

/// The top y of a `points` list written for an upright rect (`x,y x,y x,y x,y`).
private func top(_ points: String?) -> Double? {
  points?.split(separator: " ").first?.split(separator: ",").last.flatMap { Double($0) }
}

extension SVGInspection {
  /// The `<animate>` children of the one element with that name, class and id, by attribute.
  func animations(of name: String, class cssClass: String, id: String?) -> [String: SVGElement] {
    guard
      let index = elements.firstIndex(where: {
        $0.name == name && $0.classes.contains(cssClass) && (id == nil || $0["data-id"] == id)
      })
    else { return [:] }
    var found: [String: SVGElement] = [:]
    for element in elements[(index + 1)...] {
      if element.name == "tspan" { continue }
      guard element.name == "animate", let attribute = element["attributeName"] else { break }
      found[attribute] = element
    }
    return found
  }
}

@Suite("render --at: the presentation state at a moment")
struct RenderAtTests {
  @Test(arguments: [0.1, 0.25, 0.4])
  func theKeyboardSlideFollowsItsSpring(time: Double) throws {
    // login.json step 1: a 336-point keyboard over the password field (620…664); Shelter rides the
    // keyboard, lifting the root 166 on the same progress.
    let p = springProgress(time)
    let svg = SVGInspection(try renderSVG(fixture: RenderFixtures.gallery("login"), step: 1, at: time))
    let password = try #require(top(svg.one("polygon", class: "view", id: "password")?["points"]))
    #expect(abs(password - (620 - 166 * p)) < 0.006)
    let keyboard = try #require(svg.one("rect", class: "keyboard-frame")?["y"].flatMap { Double($0) })
    #expect(abs(keyboard - (844 - 336 * p)) < 0.006)
    #expect(svg.one("text", class: "step")?.text.hasPrefix("step 1 of 3 at \(time) s") == true)
    // Ghosts show where the step started.
    #expect(top(svg.one("polygon", class: "ghost", id: "password")?["points"]) == 620)
  }

  @Test func aFocusSwitchEasesInAndOut() throws {
    // focus-switching step 3: the form goes from −98 to −218 over 0.25 s ease-in-out, symmetric
    // about its middle, so at 0.125 s it is halfway: −158, the postcode field at 680 − 158 = 522.
    let svg = SVGInspection(
      try renderSVG(fixture: RenderFixtures.gallery("focus-switching"), step: 3, at: 0.125))
    #expect(top(svg.one("polygon", class: "view", id: "postcode")?["points"]) == 522)
    #expect(top(svg.one("polygon", class: "view", id: "root")?["points"]) == -158)
  }

  @Test func theEndsOfTheStepAreItsStartAndItsEnd() throws {
    let login = try RenderFixtures.gallery("login")
    let start = SVGInspection(try renderSVG(fixture: login, step: 1, at: 0))
    #expect(top(start.one("polygon", class: "view", id: "password")?["points"]) == 620)
    #expect(start.all("rect", class: "keyboard-frame").isEmpty)  // not on screen yet
    let after = SVGInspection(try renderSVG(fixture: login, step: 1, at: 2))
    #expect(top(after.one("polygon", class: "view", id: "password")?["points"]) == 454)
    #expect(after.one("rect", class: "keyboard-frame")?["y"] == "508")
  }

  @Test func aTimeNeedsAStepAndAnUsableNumber() throws {
    let login = try RenderFixtures.gallery("login")
    #expect(throws: FixtureError(path: "steps", message: "a time needs a step to be in: step 1 or later")) {
      try renderSVG(fixture: login, step: 0, at: 0.1)
    }
    #expect(throws: FixtureError.self) { try renderSVG(fixture: login, step: 1, at: -1) }
    #expect(throws: FixtureError.self) { try renderSVG(fixture: login, step: 1, at: .nan) }
  }
}

@Suite("render --animate: one SVG that moves as the timeline")
struct RenderAnimateTests {
  /// A 390 × 844 screen, a field at y 600…640 and a 344-point keyboard shown linearly over 0.5 s
  /// (curve 3): its top goes 844 → 500, 172 points in 0.25 s; Shelter lifts the root by
  /// 640 + 10 − 500 = 150 on the same line, 75 by 0.25 s.
  static func linearShow() throws -> Fixture {
    try RenderFixtures.screen(
      #"{ "id": "field", "kind": "textField", "frame": [20, 600, 350, 40] }"#,
      steps: #"[{ "focus": "field" }, { "keyboard": "show", "height": 344, "duration": 0.5, "curve": 3 }]"#,
      strategy: "transform")
  }

  @Test func valuesAndKeyTimesAreTheTimelines() throws {
    let svg = SVGInspection(try renderAnimatedSVG(fixture: Self.linearShow(), samplesPerSecond: 4))
    // Step 1 changes nothing (one sample); step 2 is sampled at 0, 0.25 and 0.5 s.
    let field = svg.animations(of: "polygon", class: "view", id: "field")
    let points = try #require(field["points"])
    #expect(points["dur"] == "0.5s")
    #expect(points["keyTimes"] == "0;0.5;1")
    #expect(points["fill"] == "freeze")
    #expect(
      points["values"]
        == "20,600 370,600 370,640 20,640;20,525 370,525 370,565 20,565;20,450 370,450 370,490 20,490")
    // The element itself holds the end state, as the still drawing does.
    #expect(svg.one("polygon", class: "view", id: "field")?["points"] == "20,450 370,450 370,490 20,490")
    // The label rides along: placed at the bounds' middle, 620 → 545 → 470.
    #expect(svg.animations(of: "text", class: "field-label", id: "field")["y"]?["values"] == "620;545;470")
    #expect(
      svg.animations(of: "polygon", class: "first-responder", id: "field")["points"]?["values"]
        == points["values"])
    // The keyboard: a zero-height strip on the bottom edge before it comes, then 844 − 172 = 672, 500.
    let keyboard = svg.animations(of: "rect", class: "keyboard-frame", id: nil)
    #expect(keyboard["y"]?["values"] == "844;672;500")
    #expect(keyboard["height"]?["values"] == "0;344;344")
    #expect(keyboard["x"] == nil)  // never changes
    #expect(keyboard["width"] == nil)
    #expect(svg.one("rect", class: "keyboard-frame")?["y"] == "500")
  }

  @Test func stepsFollowOneAnother() throws {
    // Then a hide, as linear and as long: 0.5 s more; the root comes back down on it.
    var fixture = try Self.linearShow()
    fixture.steps.append(.keyboardHide(duration: 0.5, curve: 3))
    let svg = SVGInspection(try renderAnimatedSVG(fixture: fixture, samplesPerSecond: 4))
    let points = try #require(svg.animations(of: "polygon", class: "view", id: "root")["points"])
    #expect(points["dur"] == "1s")
    #expect(points["keyTimes"] == "0;0.25;0.5;0.75;1")
    #expect(points["values"]?.split(separator: ";").compactMap { top(String($0)) } == [0, -75, -150, -75, 0])
    // Hidden at the end: the keyboard is drawn for its trip and ends as the strip.
    #expect(
      svg.animations(of: "rect", class: "keyboard-frame", id: nil)["y"]?["values"] == "844;672;500;672;844")
  }

  /// A field inside a card turned a quarter turn: its label is written in the field's bounds space
  /// under the composed matrix, so a lift on screen must move it along the bounds' x axis.
  @Test func aTurnedViewsLabelRidesWithIt() throws {
    // The card's bounds (0, 0, 200, 100) about its centre (195, 500), turned by [0 1 −1 0]
    // (x′ = −y, y′ = x): the field's bounds point (x, y) is card point (x, y + 30), 30 − 50 = y − 20
    // below the card's middle and x − 100 right of it, so on screen (195 − (y − 20), 500 + x − 100)
    // = (215 − y, 400 + x). Its frame: x 175…215, y 400…600. The 344-point keyboard's top is 500, so
    // Shelter lifts the root by 600 + 10 − 500 = 110, linearly: 55 by 0.25 s.
    let fixture = try RenderFixtures.screen(
      #"""
      { "id": "card", "kind": "view", "center": [195, 500], "bounds": [0, 0, 200, 100],
        "transform": [0, 1, -1, 0, 0, 0],
        "subviews": [{ "id": "field", "kind": "textField", "frame": [0, 30, 200, 40] }] }
      """#,
      steps: #"[{ "focus": "field" }, { "keyboard": "show", "height": 344, "duration": 0.5, "curve": 3 }]"#,
      strategy: "transform")
    let svg = SVGInspection(try renderAnimatedSVG(fixture: fixture, samplesPerSecond: 4))
    // The label's anchor is the bounds point (10, 20), shown at the end of the lift. Going back in
    // time the field is lower on screen by 110 and 55; screen y is 400 + x, so those are bounds x
    // 10 + 110 and 10 + 55, with bounds y unchanged.
    let label = svg.animations(of: "text", class: "field-label", id: "field")
    #expect(label["x"]?["values"] == "120;65;10")
    #expect(label["y"] == nil)
    #expect(svg.one("text", class: "field-label", id: "field")?["x"] == "10")
    // Its outline: the frame x 175…215, y 400…600, raised 110 by the end.
    let points = svg.animations(of: "polygon", class: "view", id: "field")["points"]?["values"]
    #expect(points?.split(separator: ";").first == "215,400 215,600 175,600 175,400")
    #expect(points?.split(separator: ";").last == "215,290 215,490 175,490 175,290")
  }

  @Test func aStillHasNoAnimationAndNothingMovingHasNone() throws {
    let fixture = try Self.linearShow()
    #expect(!(try renderSVG(fixture: fixture)).contains("<animate"))
    #expect(!(try renderAnimatedSVG(fixture: fixture, step: 1)).contains("<animate"))
  }
}
