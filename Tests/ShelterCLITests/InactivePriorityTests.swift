import Foundation
import ShelterJSON
import Testing

/// UIKit refuses a priority change between required and optional only on an installed
/// constraint ("after the constraint is added to a view", docs/autolayout.md): a step may make the
/// change while the constraint is out, or in the same step that takes it out.
@Suite("Constraint steps: priority changes on inactive constraints")
struct InactivePriorityTests {
  /// A 100-wide box 100 from the top; `h` (required, 50 tall) installed, `h2` (required, 80 tall)
  /// not, so the box is 50 tall until `h` goes.
  static func fixture(steps: String) -> String {
    """
    {"format": "shelter-fixture/1", "name": "priorities", "screen": {"size": [300, 600]},
     "window": {"controller": {"id": "c", "view": {"id": "root", "frame": [0, 0, 300, 600],
       "constraints": ["box.leading == root.leading", "box.width == 100", "box.top == root.top + 100",
         {"id": "h", "constraint": "box.height == 50"},
         {"id": "h2", "constraint": "box.height == 80", "active": false}],
       "subviews": [{"id": "box", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false}]}}},
     "steps": [\(steps)]}
    """
  }

  /// The box's height after each step, from `simulate --json`.
  private func heights(_ steps: String) throws -> (status: Int32, heights: [Double], errors: String) {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("f.json", Self.fixture(steps: steps))
    let run = ToolRun(["simulate", path, "--json"])
    guard run.status == 0 else { return (run.status, [], run.errors) }
    let report = try JSONDocument(parsing: run.output).root
    var heights: [Double] = []
    var last = 0.0
    for step in Array(try #require(report["steps"]).elements) {
      // After step 0 only changed frames are listed.
      if let height = step["frames"]?["box"]?[3]?.numberValue { last = height }
      heights.append(last)
    }
    return (run.status, heights, run.errors)
  }

  @Test func anInactiveRequiredConstraintMayBecomeOptionalAndBack() throws {
    let result = try heights(
      """
      {"constraint": "h2", "priority": 750}, {"constraint": "h2", "active": true},
      {"constraint": "h", "active": false, "priority": 250}, {"constraint": "h", "priority": 1000},
      {"constraint": "h", "active": true}
      """)
    #expect(result.status == 0, "\(result.errors)")
    // Load: h holds 50. h2 goes optional while out (50), comes in at 750 below the required h
    // (50). h leaves, turning optional on its way out: h2 alone, 80. h goes required while out
    // (80). h comes back required and outranks h2 at 750: 50.
    #expect(result.heights == [50, 50, 50, 80, 80, 50])
  }

  @Test func anInstalledRequiredConstraintStillCannotBecomeOptional() throws {
    let result = try heights(#"{"constraint": "h", "priority": 750}"#)
    #expect(result.status == 2)
    #expect(
      result.errors.contains(
        "mutating a priority from required to not on an installed constraint (or vice-versa) is not supported: 1000 to 750"
      ))
    // Changed and installed in one step: the change comes first, while it is out. Installed in one
    // step and changed in the next: refused.
    let installing = try heights(#"{"constraint": "h2", "active": true, "priority": 750}"#)
    #expect(installing.status == 0)
    let afterInstall = try heights(
      #"{"constraint": "h2", "active": true}, {"constraint": "h2", "priority": 750}"#)
    #expect(afterInstall.status == 2)
  }
}
