import Foundation
import ShelterCLI
import Testing

@Suite("shelter check")
struct CheckCommandTests {
  @Test func galleryPassesShelter() {
    let run = ToolRun(["check", ToolRun.fixtures()])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.hasPrefix("fixture"))
    #expect(run.output.hasSuffix("\nno violations in 23 runs\n"))
  }

  @Test func galleryShowsTheRecipesKnownFailures() {
    let run = ToolRun(["check", ToolRun.fixtures(), "--policy", "all"])
    #expect(run.status == 1)
    let lines = Set(run.output.split(separator: "\n").map(String.init))
    let expected = [
      // recipe1 ends the field flush with the keyboard: 844 - 336 = 508.
      "login.json [recipe1] step 1 (keyboard show): password covered: bottom 508 + distance 10 > keyboard top 508",
      // recipe2 moves by the begin frame's height each time: 292 - 108 = 184 twice, 700 - 368 = 332;
      // least movement from 184 needs 744 + 10 - 516 = 238: 700 - 238 = 462.
      "predictive-bar.json [recipe2] step 3 (keyboard change): search wandered: frame y 332 vs 462 by least movement",
      // recipe1 takes the floating keyboard (height 253) for a docked one: 1180 - 253 = 927, 950 - 927 = 23.
      "floating-keyboard.json [recipe1] step 2 (keyboard show): subject moved under a floating keyboard: frame y 877 vs 900 before show",
      // recipe4 moves by 336 + 40 - (852 - 810) = 334: caret 380 - 334 = 46, under the bar ending at 103.
      "navigation-bar.json [recipe4] step 2 (keyboard show): body pushed off the top: caret top 46 < visible top 103",
      // recipe3 leaves its own 10 points where the field asks for 24: 684 - (684 + 10 - 516) = 506.
      "field-distance.json [recipe3] step 2 (keyboard show): amount covered: bottom 506 + distance 24 > keyboard top 516",
      // recipe3 never saved a frame for the field focused at hide and puts back a zero rect.
      "settings-table.json [recipe3] step 5 (keyboard hide): root not restored after hide: frame width 0 vs 393 before show",
    ]
    for line in expected { #expect(lines.contains(line), "missing: \(line)") }
    #expect(!run.output.contains("[shelter]"))
  }

  @Test func summaryHasAShelterColumnOfZeros() throws {
    let run = ToolRun(["check", ToolRun.fixtures(), "--policy", "all"])
    let table = run.output.split(separator: "\n", omittingEmptySubsequences: false).drop {
      !$0.hasPrefix("fixture ")
    }
    let header = try #require(table.first).split(separator: " ")
    #expect(header == ["fixture", "shelter", "recipe1", "recipe2", "recipe3", "recipe4"])
    let rows = table.dropFirst().prefix { !$0.isEmpty }
    #expect(rows.count == 24)  // 23 fixtures and the total
    for row in rows { #expect(row.split(separator: " ")[1] == "0", "\(row)") }
    #expect(rows.first?.hasPrefix("autoresizing-conflict.json") == true)
  }

  @Test func comparisonDocumentShowsTheRealTable() throws {
    let run = ToolRun(["check", ToolRun.fixtures(), "--policy", "all"])
    let start = try #require(run.output.range(of: "\n\nfixture "))
    let summary = String(run.output[run.output.index(start.lowerBound, offsetBy: 2)...])
    let document = try String(
      contentsOf: ToolRun.root.appendingPathComponent("docs/comparison.md"), encoding: .utf8)
    #expect(
      document.contains(
        "$ shelter check Fixtures/ --policy all | sed -n '/^fixture /,$p'\n" + summary + "```"))
  }

  @Test func onePolicyFlagAndRepeats() {
    let run = ToolRun(["check", ToolRun.fixtures("login.json"), "--policy", "recipe2", "--policy", "recipe2"])
    #expect(run.status == 1)
    // Only the flush password: keeping its shift for email is least movement.
    #expect(run.output.contains("fixture     recipe2\nlogin.json        1\n"))
  }

  @Test func deviceRunsAreAdded() {
    let run = ToolRun(["check", ToolRun.fixtures("login.json"), "--device", "iphone-se-3"])
    #expect(run.status == 0)
    #expect(run.output.contains("\nlogin.json @ iphone-se-3        0\n"))
    #expect(run.output.hasSuffix("no violations in 2 runs\n"))
  }

  @Test func formSheetDoesNotFitAnIPhoneSE() {
    // On the SE (667 high, keyboard 260: top 407) the sheet from y 373 leaves 34 points: the 44 pt
    // field aligns its top with the sheet's and ends at 417, under the keyboard.
    let run = ToolRun(["check", ToolRun.fixtures("ipad-form-sheet.json"), "--device", "iphone-se-3"])
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "ipad-form-sheet.json [shelter @ iphone-se-3] step 2 (keyboard show): dueField covered: bottom 417 + distance 10 > keyboard top 407"
      ))
  }

  @Test func jsonResult() throws {
    let run = ToolRun(["check", ToolRun.fixtures("login.json"), "--policy", "recipe1", "--json"])
    #expect(run.status == 1)
    let object = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(object["format"] as? String == "shelter-check/1")
    #expect(object["violationCount"] as? Int == 1)
    let runs = try #require(object["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    #expect(runs[0]["file"] as? String == "login.json")
    #expect(runs[0]["policy"] as? String == "recipe1")
    let first = try #require((runs[0]["violations"] as? [[String: Any]])?.first)
    #expect(first["kind"] as? String == "fieldCovered")
    #expect(first["view"] as? String == "password")
    #expect(first["bottom"] as? Int == 508)
    #expect(first["keyboardTop"] as? Int == 508)
  }

  @Test(arguments: [
    (["check"], "expected at least one fixture file or directory"),
    (["check", "Fixtures/", "--policy", "recipe9"], "unknown policy 'recipe9'"),
    (["check", "Fixtures/", "--device", "nokia"], "unknown device 'nokia'"),
    (["check", "Fixtures/", "--frobnicate"], "unknown option --frobnicate"),
    (["check", "/nonexistent/fixture.json"], "/nonexistent/fixture.json: no such file or directory"),
  ])
  func badArguments(arguments: [String], message: String) {
    let run = ToolRun(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains(message), "\(run.errors)")
  }

  @Test func invalidFixtureStopsBeforeAnyRun() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let login = try Data(contentsOf: URL(fileURLWithPath: ToolRun.fixtures("login.json")))
    try login.write(to: directory.appendingPathComponent("a.json"))
    try Data(#"{ "format": "shelter-fixture/1", "nmae": "typo" }"#.utf8).write(
      to: directory.appendingPathComponent("b.json"))
    let run = ToolRun(["check", directory.path])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("b.json"))
    #expect(run.errors.contains("nmae"))
  }

  @Test func emptyDirectoryIsBadInput() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = ToolRun(["check", directory.path])
    #expect(run.status == 2)
    #expect(run.errors.contains("no .json fixtures found"))
  }
}
