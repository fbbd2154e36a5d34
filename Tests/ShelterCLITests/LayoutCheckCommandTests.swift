import Foundation
import ShelterCLI
import ShelterKeyboard
import ShelterValues
import Testing

@Suite("shelter check: layout rules across devices")
struct LayoutCheckCommandTests {
  static let form = ToolRun.fixture("landscape-keyboard-form")

  @Test func theSweepFindsTheConflictOnAnIPhoneSETurnedOnly() {
    // 375 − 200 = 175 points above the SE's turned keyboard; the form needs 8 + 160 + 8 = 176
    // (docs/fixtures.md). Every other screen has room.
    let run = ToolRun(["check", Self.form, "--device", "all", "--jobs", "2"])
    #expect(run.status == 1, "\(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    let violations = lines.filter { $0.hasPrefix("landscape-keyboard-form.json [") }
    #expect(violations.count == 1)
    #expect(
      violations.first?.hasPrefix(
        "landscape-keyboard-form.json [shelter @ iphone-se-3:landscape] step 1 (focus): form unsatisfiable constraints: broke formBottom, in conflict with "
      ) == true)
    #expect(run.output.contains("\n1 violation in \(1 + 2 * DeviceProfile.all.count) runs\n"))
  }

  @Test func theMatrixHasARowPerDeviceAndAColumnPerOrientation() throws {
    let run = ToolRun(["check", Self.form, "--device", "all", "--jobs", "2"])
    let start = try #require(run.output.range(of: "layout by device"))
    let matrix = run.output[start.lowerBound...].split(separator: "\n", omittingEmptySubsequences: false)
    // The title column is as wide as the longest id, iphone-17-pro-max (17 characters); counts
    // are right-aligned under "portrait" (8) and "landscape" (9).
    #expect(matrix[0] == "layout by device   portrait  landscape")
    #expect(matrix[1] == "iphone-se-3" + String(repeating: " ", count: 6) + "         .          1")
    let rows = matrix.dropFirst().prefix { !$0.isEmpty }
    #expect(rows.count == DeviceProfile.all.count)
    #expect(rows.dropFirst().allSatisfy { $0.hasSuffix("         .          .") })
    #expect(rows.map { String($0.split(separator: " ")[0]) } == DeviceProfile.all.map(\.id))
    // Then what broke where.
    #expect(
      matrix.dropFirst(rows.count + 2).first
        == "iphone-se-3:landscape: landscape-keyboard-form.json unsatisfiableConstraints 1")
  }

  @Test func fixedFramesFallOffAnIPhoneSETurnedButNotUpright() {
    // login.json places its fields by frame, without masks: upright on the SE (375 × 667) email
    // ends at 560 + 44 = 604 and password at 620 + 44 = 664, both above 667, and 20 + 350 = 370
    // is within 375; turned (667 × 375) both start below 375.
    let run = ToolRun([
      "check", ToolRun.fixture("login"), "--device", "iphone-se-3", "--device", "iphone-se-3:landscape",
    ])
    let layout = run.output.split(separator: "\n").filter { $0.contains(" off the screen") }
    #expect(
      layout == [
        "login.json [shelter @ iphone-se-3:landscape] step 0 (load): email off the screen: frame [20, 560, 350, 44] passes the screen [0, 0, 667, 375]",
        "login.json [shelter @ iphone-se-3:landscape] step 0 (load): password off the screen: frame [20, 620, 350, 44] passes the screen [0, 0, 667, 375]",
      ])
  }

  @Test func aScreenNotRunIsADash() {
    // Two devices, one way each: the title (16 characters) is wider than either id.
    let run = ToolRun(["check", Self.form, "--device", "iphone-se-3:landscape", "--device", "iphone-15"])
    let lines: [String] = [
      "layout by device  portrait  landscape",
      // 16 + 2 + 8 and + 2 + 9 columns, right-aligned.
      "iphone-se-3" + String(repeating: " ", count: 5 + 2 + 7) + "-" + String(repeating: " ", count: 2 + 8)
        + "1",
      "iphone-15" + String(repeating: " ", count: 7 + 2 + 7) + "." + String(repeating: " ", count: 2 + 8)
        + "-",
      "",
      "iphone-se-3:landscape: landscape-keyboard-form.json unsatisfiableConstraints 1",
    ]
    let expected: String = "\n" + lines.joined(separator: "\n") + "\n"
    #expect(run.output.hasSuffix(expected))
  }

  @Test func noMatrixForOneDeviceOrWhenNothingBroke() {
    let one = ToolRun(["check", Self.form, "--device", "iphone-se-3:landscape"])
    #expect(one.status == 1)
    #expect(!one.output.contains("layout by device"))
    let clean = ToolRun([
      "check", ToolRun.fixture("login-constraints"), "--device", "iphone-se-3", "--device", "iphone-15",
    ])
    #expect(!clean.output.contains("layout by device"))
  }

  @Test func jsonNamesTheBrokenConstraintItsSetAndTheScreen() throws {
    let run = ToolRun(["check", Self.form, "--device", "iphone-se-3:landscape", "--json"])
    let object = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let runs = try #require(object["runs"] as? [[String: Any]])
    #expect(runs.map { $0["device"] as? String } == [nil, "iphone-se-3:landscape"])
    let violation = try #require((runs[1]["violations"] as? [[String: Any]])?.first)
    #expect(violation["kind"] as? String == "unsatisfiableConstraints")
    #expect(violation["index"] as? Int == 1)
    #expect(violation["view"] as? String == "form")
    #expect(violation["brokenConstraint"] as? String == "formBottom")
    let constraints = try #require(violation["constraints"] as? [String])
    #expect(
      Set(["formTop", "emailHeight", "passwordHeight", "submitHeight", "formBottom"]).isSubset(
        of: constraints))
  }

  @Test func aLoadViolationIsAnnotatedAtItsViewsNode() {
    // No step to point at: the annotation points at the code field's node, which starts on line 15
    // of Fixtures/minimal-movement.json after ten spaces of indentation.
    let run = ToolRun(["check", ToolRun.fixture("minimal-movement"), "--format", "github"])
    #expect(
      run.output.hasPrefix("::error file=") && run.output.contains(",line=15,col=11,title=controlsOverlap::"))
  }

  @Test func aLoadViolationIsAtStepZeroNamedLoad() throws {
    let run = ToolRun(["check", ToolRun.fixture("minimal-movement"), "--json"])
    let object = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let runs = try #require(object["runs"] as? [[String: Any]])
    let violation = try #require((runs[0]["violations"] as? [[String: Any]])?.first)
    #expect(violation["index"] as? Int == 0)
    #expect(violation["step"] as? String == "load")
    #expect(violation["kind"] as? String == "controlsOverlap")
    #expect(violation["other"] as? String == "promo")
    #expect(violation["frame"] as? [Int] == [20, 455, 353, 44])
    #expect(violation["otherFrame"] as? [Int] == [20, 480, 353, 44])
  }

  @Test func renderDrawsTheBrokenConstraintRedInAStillOnly() {
    let still = ToolRun([
      "render", Self.form, "--device", "iphone-se-3:landscape", "--step", "1", "--constraints",
    ])
    #expect(still.status == 0, "\(still.errors)")
    #expect(still.output.contains(#"<g class="constraint broken" data-constraint="formBottom">"#))
    #expect(!ToolRun(["render", Self.form, "--step", "1", "--constraints"]).output.contains("broken"))
    for timing in [["--animate"], ["--at", "0.1"]] {
      let run = ToolRun(["render", Self.form, "--step", "1", "--constraints"] + timing)
      #expect(run.status == 2)
      #expect(
        run.errors.hasPrefix("shelter render: --constraints draws a still: give it without --at or --animate")
      )
    }
  }
}
