import ShelterFixtures
import ShelterKeyboard
import ShelterRender
import Testing

/// `renderStepSVGs`: every step's drawing from one play, as `check --html` uses them.
@Suite("SVG drawings of every step")
struct RenderStepsTests {
  /// One drawing as loaded and one after each step, each the same document `renderSVG(fixture:step:)`
  /// makes by replaying the steps before it.
  @Test(arguments: [
    ("login", AvoidancePolicyID.shelter), ("signup-scroll", .recipe2), ("rotated-card", .recipe3),
  ])
  func eachDrawingIsTheStepsOwn(name: String, policy: AvoidancePolicyID) throws {
    let fixture = try RenderFixtures.gallery(name)
    let drawings = try renderStepSVGs(fixture: fixture, policy: policy)
    #expect(drawings.count == fixture.steps.count + 1)
    for (step, drawing) in drawings.enumerated() {
      #expect(
        drawing == (try renderSVG(fixture: fixture, step: step, policy: policy)), "\(name) step \(step)")
    }
  }

  @Test func aStepThatCannotBeAppliedNamesItsPath() throws {
    let fixture = try RenderFixtures.screen(
      #"{ "id": "field", "kind": "textField", "frame": [20, 100, 350, 44], "enabled": false }"#,
      steps: #"[ { "keyboard": "show", "height": 336 }, { "focus": "field" } ]"#)
    let error = #expect(throws: FixtureError.self) { try renderStepSVGs(fixture: fixture) }
    #expect(error?.path == "steps[1].focus")
  }
}
