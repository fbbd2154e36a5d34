import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import ShelterTestSupport
import Testing

/// A fixture built in Swift plays as its JSON form would.
@Suite("Fixture as a value, played")
struct BuiltFixturePlayTests {
  @Test func aFixtureBuiltInSwiftPlaysLikeItsJSON() throws {
    let built = BuiltFixtures.login()
    try built.validate()
    let snapshots = try Simulation(fixture: built).run()
    // 620 + 44 + 10 − (844 − 336) = 166 up, as the README's login run.
    #expect(
      snapshots[1].frames.first { $0.id == "password" }?.frame == Rect(x: 20, y: 454, width: 350, height: 44))
  }
}
