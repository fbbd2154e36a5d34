import Foundation
import ShelterCLI
import Testing

/// One number, a keyboard step's duration, once made every command that samples time allocate
/// duration × rate frames and abort; each now exits 2 naming the step.
@Suite("Bounded timelines on the command line")
struct TimelineBoundCommandTests {
  /// A field and one keyboard step lasting a billion seconds on the linear curve.
  static let text = """
    {"format": "shelter-fixture/1", "screen": {"size": [390, 844]},
     "window": {"controller": {"id": "c", "view": {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
       {"id": "a", "kind": "textField", "frame": [20, 560, 350, 44], "isFirstResponder": true}]}}},
     "steps": [{"keyboard": "show", "height": 300, "duration": 1e9, "curve": 0}]}
    """

  @Test(arguments: [
    (["simulate", "FILE", "--fps", "1"], "simulate", 1),
    (["simulate", "FILE", "--fps", "1000", "--json"], "simulate", 1000),
    (["check", "FILE", "--fps", "120"], "check", 120),
    (["render", "FILE", "--animate"], "render", 60),
    (["render", "FILE", "--animate", "--fps", "1"], "render", 1),
  ])
  func refusedAtTheStep(_ arguments: [String], _ command: String, _ rate: Int) throws {
    let sandbox = try TemporaryFolder()
    defer { sandbox.remove() }
    let path = try sandbox.write("long.json", Self.text)
    let run = ToolRun(arguments.map { $0 == "FILE" ? path : $0 })
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    let samples = rate == 1 ? "1000000001" : "\(rate)000000001"
    #expect(
      run.errors
        == "shelter \(command): \(path):4:60: steps[0].duration: a timeline of 1000000000 s at \(rate) sample\(rate == 1 ? "" : "s") a second needs \(samples) samples, more than the 10000 a step may have; shorten the step or sample less often\n"
    )
  }

  @Test func withoutSamplingTheStepPlays() throws {
    let sandbox = try TemporaryFolder()
    defer { sandbox.remove() }
    let path = try sandbox.write("long.json", Self.text)
    for arguments in [["simulate", path], ["check", path], ["render", path]] {
      let run = ToolRun(arguments)
      #expect(run.errors.isEmpty, "\(arguments)")
      #expect(run.status == 0 || (arguments[0] == "check" && run.status == 1), "\(arguments)")
    }
  }
}
