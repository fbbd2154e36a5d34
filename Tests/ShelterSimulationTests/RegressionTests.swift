import ShelterFixtures
import ShelterGeometry
import ShelterJSON
import ShelterSimulation
import ShelterTestSupport
import Testing

/// Inputs found by fuzzing (`Scripts/fuzz.sh`) that once crashed, kept so they never do again.
@Suite("Regressions found by fuzzing")
struct FuzzRegressionTests {
  /// Two views each scaled by 1e9 (each within the contract's ±1e9) place the views below them at
  /// 1e18 × their size; forty of them overflowed to infinity and the report writer trapped.
  @Test func transformsThatMultiplyBeyondTheRangeAreRefusedAtLoad() throws {
    let text = """
      {"screen": {"size": [390, 844]}, "window": {"controller": {"id": "c", "view":
        {"id": "v0", "frame": [0, 0, 10, 10], "transform": [1e9, 0, 0, 1e9, 0, 0], "subviews": [
          {"id": "v1", "frame": [0, 0, 10, 10], "transform": [0, 1e9, 1e9, 0, 0, 0], "subviews": [
            {"id": "f", "kind": "textField", "frame": [0, 0, 10, 10]}]}]}}}}
      """
    let error = try #require(loadError(Array(text.utf8)))
    #expect(error.path == "window.controller.view.subviews[0].transform")
    #expect(error.line == 3)
    // 1e9 × 1e9 = 1e18.
    #expect(
      error.message
        == "the transforms from this view up to the window multiply to a scale of 1e18, beyond the allowed 1e9"
    )
  }

  @Test func scalesThatCancelOutAreAccepted() throws {
    // 1e9 then 1e-9 compose to 1: nothing is out of range.
    let text = """
      {"screen": {"size": [390, 844]}, "window": {"controller": {"id": "c", "view":
        {"id": "v0", "frame": [0, 0, 10, 10], "transform": [1e9, 0, 0, 1e9, 0, 0], "subviews": [
          {"id": "v1", "frame": [0, 0, 10, 10], "transform": [1e-9, 0, 0, 1e-9, 0, 0]}]}}}}
      """
    let fixture = try Fixture(json: text)
    let frames = try Simulation(fixture: fixture).run()[0].frames
    // v1 is 10 × 10 about its centre (5, 5), scaled by 1e-9, inside v0 scaled by 1e9 about (5, 5).
    #expect(frames.map(\.id) == ["v0", "v1"])
    #expect(abs(frames[1].frame.size.width - 10) < 1e-6)
  }

  @Test func reportsWriteCoordinatesThatOverflowedAsNull() {
    var writer = JSONWriter()
    writer.beginArray()
    writer.rect(Rect(x: .infinity, y: 1, width: .nan, height: 2))
    writer.point(Point(x: -.infinity, y: 0.5))
    writer.endArray()
    #expect(writer.output == "[[null,1,null,2],[null,0.5]]")
  }
}
