import ShelterCLI
import Testing

/// A frame the constraints derive past ±1e9 stops a command with status 2 and a message naming the
/// view and the constraints, at load and at a step.
@Suite struct UnboundedFrameCommandTests {
  /// A root holding a and b, b `multiplier` times as wide as a (1,000 wide), and `steps`.
  func fixture(multiplier: String, steps: String = "") -> [UInt8] {
    let text = """
      {"format": "shelter-fixture/1", "name": "multipliers", "screen": {"size": [390, 844]},
       "window": {"controller": {"id": "ctl", "view": {"id": "root", "kind": "view", "frame": [0, 0, 390, 844],
        "constraints": ["a.top == root.top", "a.leading == root.leading", "a.height == 10", "a.width == 1000",
          "b.top == root.top", "b.leading == root.leading", "b.height == 10",
          {"id": "wide", "constraint": "b.width == \(multiplier) * a.width"}],
        "subviews": [
          {"id": "a", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false},
          {"id": "b", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false}]}}},
       "steps": [\(steps)]}
      """
    return Array(text.utf8)
  }

  @Test func aFramePastTheBoundAtLoadIsBadInput() {
    // 1,000 × 10,000,000 = 1e10: every number is within ±1e9, the product is not.
    let run = ToolRun(["simulate", "-"], input: fixture(multiplier: "10000000"))
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("shelter simulate: "))
    #expect(
      run.errors.hasSuffix(
        "window.controller.view.subviews[1]: frame of b is past ±1e9 on the horizontal axis (10000000000), "
          + "derived by a.width == 1000, b.leading == root.leading, b.width == 10000000 * a.width\n"))
  }

  @Test func aFramePastTheBoundAfterAStepIsBadInputAtThatStep() {
    // 1,000 × 1,000 = 1e6 loads; the step adds 999,500,000 to b's width: 1,000,500,000.
    let steps = #"{"constraint": "wide", "constant": 999500000}"#
    let run = ToolRun(["simulate", "-"], input: fixture(multiplier: "1000", steps: steps))
    #expect(run.status == 2)
    #expect(
      run.errors.contains(
        "steps[0]: frame of b is past ±1e9 on the horizontal axis (1000500000), derived by a.width == 1000, "
          + "b.leading == root.leading, b.width == 1000 * a.width + 999500000\n"))
    // Without the step the same screen plays.
    #expect(ToolRun(["simulate", "-"], input: fixture(multiplier: "1000")).status == 0)
  }
}
