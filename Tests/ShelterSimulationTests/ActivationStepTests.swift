import Foundation
import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import ShelterTestSupport
import Testing

/// `activate` and `deactivate` steps: several constraints at once, met by the engine in the order
/// given (`Fixtures/activation-order/`).
@Suite("Activation steps")
struct ActivationStepTests {
  static func load(_ name: String) throws -> Fixture {
    let url = FixtureGalleryFiles.directory.appendingPathComponent("activation-order/\(name)")
    return try Fixture(json: [UInt8](try Data(contentsOf: url)), file: name)
  }

  static func box(_ snapshot: StepSnapshot) -> Rect? { snapshot.frames.first { $0.id == "box" }?.frame }

  @Test func sizesFirstThenPinsKeepsThePinsAndBreaksTheSizes() throws {
    let snapshots = try Simulation(fixture: Self.load("sizes-first.json")).run()
    // Load: nothing active, the box where its frame was omitted.
    #expect(Self.box(snapshots[0]) == Rect(x: 0, y: 0, width: 0, height: 0))
    // Sizes alone: 100 by 100, its position free and kept at the origin.
    #expect(Self.box(snapshots[1]) == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(snapshots[1].brokenConstraints.isEmpty)
    // The pins: 20 + w + 20 = 400 needs w = 360, not 100; each axis breaks its fixed size, as on
    // the recording where UIKit met two sizes before four pins.
    #expect(Self.box(snapshots[2]) == Rect(x: 20, y: 20, width: 360, height: 360))
    #expect(snapshots[2].brokenConstraints == ["boxWidth", "boxHeight"])
  }

  @Test func pinsFirstThenSizesBreaksTheSizesToo() throws {
    let snapshots = try Simulation(fixture: Self.load("pins-first.json")).run()
    #expect(Self.box(snapshots[1]) == Rect(x: 20, y: 20, width: 360, height: 360))
    #expect(snapshots[1].brokenConstraints.isEmpty)
    #expect(Self.box(snapshots[2]) == Rect(x: 20, y: 20, width: 360, height: 360))
    #expect(snapshots[2].brokenConstraints == ["boxWidth", "boxHeight"])
  }

  @Test func deactivatingTheFarPinsLetsTheSizesHold() throws {
    var fixture = try Self.load("pins-first.json")
    fixture.steps = [
      .activation(["left", "right", "top", "bottom"], active: true),
      .activation(["right", "bottom"], active: false),
      .activation(["boxWidth", "boxHeight"], active: true),
    ]
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(Self.box(snapshots[3]) == Rect(x: 20, y: 20, width: 100, height: 100))
    #expect(snapshots.allSatisfy { $0.brokenConstraints.isEmpty })
  }

  @Test func theStepsRoundTrip() throws {
    let fixture = try Self.load("sizes-first.json")
    let text = fixture.jsonText()
    #expect(text.contains("\"activate\": ["))
    var again = try Fixture(json: text)
    again.name = fixture.name
    #expect(again.steps == fixture.steps)
    #expect(FixtureStep.activation(["a", "b"], active: false).summary == #"{"deactivate":["a","b"]}"#)
  }

  static func fixture(steps: String) -> String {
    """
    {
      "format": "shelter-fixture/1", "name": "steps", "screen": { "size": [400, 400] },
      "window": { "frame": [0, 0, 400, 400], "controller": { "id": "c", "view": {
        "id": "root", "kind": "view", "frame": [0, 0, 400, 400],
        "constraints": [{ "id": "w", "constraint": "box.width == 10", "active": false }],
        "subviews": [{ "id": "box", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false }]
      } } },
      "steps": [\(steps)]
    }
    """
  }

  @Test func badStepsNameThePathAndWhatIsWrong() {
    func error(_ steps: String) -> FixtureError? {
      do {
        _ = try Fixture(json: Self.fixture(steps: steps))
        return nil
      } catch {
        return error
      }
    }
    let unknown = error(#"{ "activate": ["w", "nope"] }"#)
    #expect(unknown?.path == "steps[0].activate[1]")
    #expect(unknown?.message == "no constraint with id 'nope'")
    #expect(error(#"{ "deactivate": [] }"#)?.message == "the step names no constraint to deactivate")
    #expect(error(#"{ "activate": "w" }"#)?.message == "expected an array of constraint ids")
    #expect(error(#"{ "activate": ["w", 3] }"#)?.path == "steps[0].activate[1]")
    #expect(
      error(#"{ "activate": ["w"], "constant": 3 }"#)?.message
        == "unknown field 'constant' in a activate step")
  }
}
