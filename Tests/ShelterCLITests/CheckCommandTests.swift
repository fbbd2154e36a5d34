import Foundation
import ShelterCLI
import ShelterTestSupport
import Testing

@Suite("shelter check")
struct CheckCommandTests {
  @Test func galleryPassesShelterButForTheLayoutItModels() {
    // Shelter's avoidance breaks no rule; the layout rules find the banner's two broken pins,
    // minimal-movement's overlapping code and promo fields (455 + 44 = 499 > 480), all at the load,
    // and two controls in the unsafe area: a message field pinned past the home indicator's band
    // (830 > 844 − 34 = 810) at the load, and after the resize to 393 wide with the screen's 59-point
    // side insets a reply field ending at 380 > 393 − 59 = 334.
    let run = ToolRun(["check", ToolRun.fixtures()])
    #expect(run.status == 1)
    #expect(run.errors.isEmpty)
    let lines = run.output.split(separator: "\n").filter { $0.contains(" [shelter] ") }
    #expect(lines.count == 5)
    #expect(lines.filter { $0.contains("step 0 (load)") }.count == 4)
    #expect(
      lines.contains(
        "minimal-movement.json [shelter] step 0 (load): code overlaps a sibling: frame [20, 455, 353, 44] overlaps promo [20, 480, 353, 44]"
      ))
    #expect(
      lines.contains(
        "bottom-constraint-home-indicator.json [shelter] step 0 (load): message in the unsafe area: frame [16, 794, 358, 36] passes the safe area [0, 47, 390, 763]"
      ))
    #expect(
      lines.last
        == "rotation.json [shelter] step 2 (resize): reply in the unsafe area: frame [80, 320, 300, 44] passes the safe area [59, 0, 275, 831]"
    )
    #expect(run.output.hasSuffix("\n5 violations in 32 runs\n"))
  }

  @Test func galleryShowsTheRecipesKnownFailures() {
    let run = ToolRun(["check", ToolRun.fixtures(), "--policy", "all", "--full"])
    #expect(run.status == 1)
    let lines = Set(run.output.split(separator: "\n").map(String.init))
    let expected = [
      // recipe1 ends the field flush with the keyboard: 844 - 336 = 508.
      "login.json [recipe1] step 1 (keyboard show): password covered: bottom 508 + distance 10 > keyboard top 508",
      // recipe2 moves by the begin frame's height each time: 292 - 108 = 184 twice, 700 - 368 = 332;
      // least movement from 184 needs 744 + 10 - 516 = 238: 700 - 238 = 462.
      "predictive-bar.json [recipe2] step 3 (keyboard change): search wandered: frame y 332 vs 462 by least movement",
      // recipe1 ends the field flush with the docked keyboard it changes to: 1180 - 333 = 847.
      "floating-keyboard.json [recipe1] step 3 (keyboard change): subject covered: bottom 847 + distance 10 > keyboard top 847",
      // recipe4 moves by 336 + 40 - (852 - 810) = 334: caret 380 - 334 = 46, under the bar ending at 103.
      "navigation-bar.json [recipe4] step 2 (keyboard show): body pushed off the top: caret top 46 < visible top 103",
      // recipe3 leaves its own 10 points where the field asks for 24: 684 - (684 + 10 - 516) = 506.
      "field-distance.json [recipe3] step 2 (keyboard show): amount covered: bottom 506 + distance 24 > keyboard top 516",
      // recipe3 never saved a frame for the field focused at hide and puts back a zero rect.
      "settings-table.json [recipe3] step 5 (keyboard hide): root not restored after hide: frame width 0 vs 393 before show",
    ]
    for line in expected { #expect(lines.contains(line), "missing: \(line)") }
    // Shelter's run breaks only layout rules; the recipes' runs judge none (Checker.judgesLayout).
    #expect(lines.filter { $0.contains("[shelter]") }.count == 5)
    #expect(
      !lines.contains {
        $0.contains("[recipe") && ($0.contains(" unsatisfiable ") || $0.contains(" overlaps "))
      })
  }

  @Test func summaryHasAShelterColumnOfZeros() throws {
    let run = ToolRun(["check", ToolRun.fixtures(), "--policy", "all", "--full"])
    let table = run.output.split(separator: "\n", omittingEmptySubsequences: false).drop {
      !$0.hasPrefix("fixture ")
    }
    let header = try #require(table.first).split(separator: " ")
    #expect(
      header == [
        "fixture", "shelter", "recipe1", "recipe2", "recipe3", "recipe4", "iqkeyboardmanager",
        "tpkeyboardavoiding", "apple-sample", "root-shift", "safe-area-insets", "bottom-constraint", "none",
      ])
    let rows = table.dropFirst().prefix { !$0.isEmpty }
    #expect(rows.count == 33)  // 32 fixtures and the total
    // Shelter's column holds only the layout rules' findings: the banner's 2, the overlap and the
    // two controls in the unsafe area.
    let shelter = Dictionary(
      uniqueKeysWithValues: rows.map { row in
        let cells = row.split(separator: " ")
        return (String(cells[0]), String(cells[1]))
      })
    for (name, count) in shelter {
      let expected =
        [
          "autoresizing-conflict.json": "2", "bottom-constraint-home-indicator.json": "1",
          "minimal-movement.json": "1", "rotation.json": "1", "total": "5",
        ][name] ?? "0"
      #expect(count == expected, "\(name)")
    }
    #expect(rows.first?.hasPrefix("autoresizing-conflict.json") == true)
  }

  @Test func comparisonDocumentShowsTheRealTable() throws {
    let run = ToolRun(["check", ToolRun.fixtures(), "--policy", "all", "--full"])
    let start = try #require(run.output.range(of: "\n\nfixture "))
    let summary = String(run.output[run.output.index(start.lowerBound, offsetBy: 2)...])
    let document = try String(
      contentsOf: PackageFiles.root.appendingPathComponent("docs/comparison.md"), encoding: .utf8)
    #expect(
      document.contains(
        "$ shelter check Fixtures/ --policy all | sed -n '/^fixture /,$p'\n" + summary + "```"))
  }

  @Test func aPolicyThatDoesNotApplyIsNotedOnce() {
    // login.json has no scroll view: Apple's sample moves nothing, says so once, and the fields
    // stay covered (password 620…664 under the keyboard's top 508).
    let run = ToolRun(["check", ToolRun.fixtures("login.json"), "--policy", "apple-sample"])
    #expect(run.status == 1)
    let note =
      "login.json [apple-sample] note: apple-sample: not applicable to password: no scroll view encloses it, so nothing moves\n"
    #expect(run.output.components(separatedBy: note).count == 2)
    #expect(
      run.output.contains(
        "step 1 (keyboard show): password covered: bottom 664 + distance 10 > keyboard top 508"))
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
