import ShelterFixtures
import ShelterRender
import Testing

@Suite("SVG rendering errors")
struct RenderErrorTests {
  @Test(arguments: [4, -1])
  func stepsOutsideTheScenarioAreRefused(step: Int) throws {
    let login = try RenderFixtures.gallery("login")
    let error = #expect(throws: FixtureError.self) { try renderSVG(fixture: login, step: step) }
    #expect(error?.path == "steps")
    #expect(error?.message == "step \(step) is out of range: the fixture has 3 steps, so 0…3")
  }

  @Test func aStepThatCannotBeAppliedNamesItsPath() throws {
    // Loading accepts the focus of a disabled field; applying the step refuses it.
    let fixture = try RenderFixtures.screen(
      #"{ "id": "field", "kind": "textField", "frame": [20, 100, 350, 44], "enabled": false }"#,
      steps: #"[ { "keyboard": "show", "height": 336 }, { "focus": "field" } ]"#)
    let error = #expect(throws: FixtureError.self) { try renderSVG(fixture: fixture, step: 2) }
    #expect(error?.path == "steps[1].focus")
    #expect(
      error?.message.hasSuffix("cannot become first responder: a textField does not accept first responder")
        == true)
    // Steps before the failing one still render.
    #expect(throws: Never.self) { try renderSVG(fixture: fixture, step: 1) }
  }
}
