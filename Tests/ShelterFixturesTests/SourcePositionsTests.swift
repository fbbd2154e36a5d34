import ShelterFixtures
import Testing

@Suite struct SourcePositionsTests {
  static let text = """
    {
      "format": "shelter-fixture/1",
      "screen": { "size": [390, 844] },
      "window": { "controller": { "id": "c", "view": { "id": "root", "frame": [0, 0, 390, 844], "subviews": [
        { "id": "field", "kind": "textField", "frame": [20, 700, 350, 44] } ] } } },
      "steps": [
        { "focus": "field" },
        { "keyboard": "show", "height": 336 },
        { "keyboard": "hide" }
      ]
    }
    """

  /// Lines and columns counted by hand in the text above (1-based; the view's `{` is the 50th
  /// character of line 4).
  @Test func eachPlaceIsItsStepElseItsViewElseNothing() throws {
    let fixture = try Fixture(json: Array(Self.text.utf8), file: "places.json")
    let places: [(stepIndex: Int, viewID: String)] = [
      (1, "field"), (-1, "field"), (7, "root"), (2, "nobody"), (-1, "nobody"), (0, "root"), (1, "root"),
    ]
    let positions = fixture.sourcePositions(of: places)
    #expect(
      positions == [
        FixtureSourcePosition(line: 8, column: 5, path: "steps[1]"),
        FixtureSourcePosition(line: 5, column: 5, path: "window.controller.view.subviews[0]"),
        FixtureSourcePosition(line: 4, column: 50, path: "window.controller.view"),
        FixtureSourcePosition(line: 9, column: 5, path: "steps[2]"),
        nil,
        FixtureSourcePosition(line: 7, column: 5, path: "steps[0]"),
        FixtureSourcePosition(line: 8, column: 5, path: "steps[1]"),
      ])
    // The same as asking one by one.
    #expect(
      positions
        == places.map {
          fixture.sourcePosition(ofStep: $0.stepIndex) ?? fixture.sourcePosition(ofNode: $0.viewID)
        })
  }
}
