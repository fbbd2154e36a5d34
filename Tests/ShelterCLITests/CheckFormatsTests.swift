import Foundation
import ShelterCLI
import ShelterJSON
import Testing

/// `check --format github`, `--format sarif` and `--sarif FILE`.
///
/// The fixture below is written here, not taken from the gallery, with its steps on chosen lines
/// and columns: step 1 `{"focus": "email"}` starts at line 18, column 15 (after two spaces, `"steps":`, a space,
/// `[` and two spaces); step 2 (the keyboard) at
/// line 19, column 7; step 3 (`{"focus": "password"}`) after the 35 characters of step 2 and ", ",
/// so at line 19, column 7 + 35 + 2 = 44.
@Suite("shelter check --format github / sarif")
struct CheckFormatsTests {
  static let unseen = """
    {
      "format": "shelter-fixture/1",
      "name": "unseen",
      "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0] },
      "window": {
        "controller": {
          "id": "c",
          "avoidance": { "strategy": "auto", "distance": 10 },
          "view": {
            "id": "root", "kind": "view", "frame": [0, 0, 390, 844],
            "subviews": [
              { "id": "email", "kind": "textField", "frame": [20, 560, 350, 44] },
              { "id": "password", "kind": "textField", "frame": [20, 620, 350, 44], "isFirstResponder": true }
            ]
          }
        }
      },
      "steps": [  {"focus": "email"},
          {"keyboard": "show", "height": 336}, {"focus": "password"}
      ]
    }

    """

  /// The (line, column) of each step of ``unseen``, 1-based, by step number.
  static let stepPositions = [1: (18, 15), 2: (19, 7), 3: (19, 44)]

  private func withUnseen(_ body: (String) throws -> Void) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try body(try folder.write("unseen, with: a comma.json", Self.unseen))
  }

  @Test func githubAnnotationsNameTheFileLineAndColumnOfEachStep() throws {
    try withUnseen { path in
      let run = ToolRun(["check", path, "--policy", "recipe1", "--format", "github"])
      #expect(run.status == 1)
      let annotations = run.output.split(separator: "\n").filter { $0.hasPrefix("::error ") }
      #expect(!annotations.isEmpty)
      // The file name's comma and colon are escaped as GitHub's toolkit does.
      let file = path.replacingOccurrences(of: ",", with: "%2C").replacingOccurrences(of: ":", with: "%3A")
      for annotation in annotations {
        let step = try #require(
          annotation.split(separator: " step ").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) })
        let (line, column) = try #require(Self.stepPositions[step])
        #expect(
          annotation.hasPrefix("::error file=\(file),line=\(line),col=\(column),title="), "\(annotation)")
      }
      // recipe1 ends email flush with the keyboard: 844 − 336 = 508, where 10 points are asked for.
      #expect(
        annotations.contains(
          "::error file=\(file),line=19,col=7,title=fieldCovered::unseen, with: a comma.json [recipe1] step 2 "
            + "(keyboard show): email covered: bottom 508 + distance 10 > keyboard top 508"))
      #expect(run.output.contains("\nfixture "))
      #expect(run.output.hasSuffix(" in 1 run\n"))
    }
  }

  @Test func githubFormatWithoutViolationsIsTheSummary() {
    let text = ToolRun(["check", ToolRun.fixture("login")])
    let github = ToolRun(["check", ToolRun.fixture("login"), "--format", "github"])
    #expect(github.status == 0)
    #expect(github.output == text.output)
  }

  @Test func escapingFollowsGitHubsToolkit() {
    #expect(GitHubAnnotations.property("a,b:c%d\r\ne") == "a%2Cb%3Ac%25d%0D%0Ae")
    #expect(GitHubAnnotations.data("a,b:c%d\ne") == "a,b:c%25d%0Ae")
  }

  @Test func sarifURIsAreEncoded() {
    #expect(SARIFReport.uri("Fixtures/login.json") == "Fixtures/login.json")
    #expect(SARIFReport.uri("my dir/ü,1%.json") == "my%20dir/%C3%BC%2C1%25.json")
  }

  /// The members SARIF 2.1.0's schema (sarif-schema-2.1.0.json) requires, object by object:
  /// `sarifLog` version and runs, `run` tool, `tool` driver, `toolComponent` name,
  /// `reportingDescriptor` id, `multiformatMessageString` text, `result` message, `message` text
  /// (or id), `physicalLocation` artifactLocation (or address), `region` startLine (or an offset).
  @Test func sarifHoldsEveryRequiredFieldAndOneResultPerViolation() throws {
    try withUnseen { path in
      let sarif = ToolRun(["check", path, ToolRun.fixtures(), "--policy", "all", "--format", "sarif"])
      let json = ToolRun(["check", path, ToolRun.fixtures(), "--policy", "all", "--json"])
      #expect(sarif.status == 1)
      let log = try JSONDocument(parsing: sarif.output).root
      #expect(log["version"]?.stringValue == "2.1.0")
      #expect(log["$schema"]?.stringValue == "https://json.schemastore.org/sarif-2.1.0.json")
      let runs = Array(try #require(log["runs"]).elements)
      #expect(runs.count == 1)
      let driver = try #require(runs[0]["tool"]?["driver"])
      #expect(driver["name"]?.stringValue == "shelter")
      let rules = Array(try #require(driver["rules"]).elements)
      #expect(
        rules.map { $0["id"]?.stringValue ?? "" } == [
          "fieldCovered", "pushedOffTop", "notRestored", "wandered", "movedUnderFloatingKeyboard",
          "coveredDuringAnimation", "jump", "unsatisfiableConstraints", "ambiguousLayout", "inputClipped",
          "inputOffScreen", "controlInUnsafeArea", "controlsOverlap",
        ])
      for (index, rule) in rules.enumerated() {
        #expect(rule["shortDescription"]?["text"]?.stringValue?.isEmpty == false)
        // The avoidance rules are explained in docs/avoidance.md, the last six, the layout
        // rules, in docs/layout.md.
        let page = index < 7 ? "See docs/avoidance.md#" : "See docs/layout.md#layout-checks"
        #expect(rule["help"]?["text"]?.stringValue?.hasPrefix(page) == true)
      }

      let results = Array(try #require(runs[0]["results"]).elements)
      let report = try JSONDocument(parsing: json.output).root
      let expected = Array(try #require(report["runs"]).elements).flatMap { run in
        Array(run["violations"]!.elements).map { (run, $0) }
      }
      #expect(report["violationCount"]?.numberValue == Double(results.count))
      #expect(results.count == expected.count)
      for (result, (run, violation)) in zip(results, expected) {
        let ruleID = try #require(result["ruleId"]?.stringValue)
        #expect(ruleID == violation["kind"]?.stringValue)
        let ruleIndex = try #require(result["ruleIndex"]?.numberValue)
        #expect(rules[Int(ruleIndex)]["id"]?.stringValue == ruleID)
        let text = try #require(result["message"]?["text"]?.stringValue)
        #expect(text.hasSuffix(violation["message"]?.stringValue ?? "?"))
        let location = try #require(result["locations"]?[0]?["physicalLocation"])
        #expect(location["artifactLocation"]?["uri"]?.stringValue?.hasSuffix(".json") == true)
        #expect((location["region"]?["startLine"]?.numberValue ?? 0) >= 1)
        #expect((location["region"]?["startColumn"]?.numberValue ?? 0) >= 1)
        let properties = try #require(result["properties"])
        #expect(properties["file"]?.stringValue == run["file"]?.stringValue)
        #expect(properties["policy"]?.stringValue == run["policy"]?.stringValue)
        #expect(properties["violation"]?.jsonText() == violation.jsonText())
      }
      // The unseen fixture's results point at its steps.
      for result in results where result["properties"]?["file"]?.stringValue == "unseen, with: a comma.json" {
        let region = try #require(result["locations"]?[0]?["physicalLocation"]?["region"])
        let step = Int(result["properties"]?["violation"]?["index"]?.numberValue ?? 0)
        let (line, column) = try #require(Self.stepPositions[step])
        #expect(region["startLine"]?.numberValue == Double(line))
        #expect(region["startColumn"]?.numberValue == Double(column))
      }
    }
  }

  @Test func sarifFileIsWrittenBesideTheText() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let out = folder.path("check.sarif")
    let run = ToolRun(["check", ToolRun.fixture("login"), "--policy", "recipe1", "--sarif", out])
    #expect(run.status == 1)
    #expect(run.output == ToolRun(["check", ToolRun.fixture("login"), "--policy", "recipe1"]).output)
    let written = try String(contentsOfFile: out, encoding: .utf8)
    let printed = ToolRun(["check", ToolRun.fixture("login"), "--policy", "recipe1", "--format", "sarif"])
      .output
    #expect(written == printed)
  }

  @Test func aSARIFFileThatCannotBeWrittenIsStatusTwo() {
    let run = ToolRun(["check", ToolRun.fixture("login"), "--sarif", "/dev/full"])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("shelter check: /dev/full: cannot be written"))
  }

  @Test func formatsAreChecked() {
    let unknown = ToolRun(["check", ToolRun.fixture("login"), "--format", "sarf"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors.hasPrefix(
        "shelter check: unknown format 'sarf', expected one of text, json, github, sarif; did you mean 'sarif'?\n"
      ))
    let both = ToolRun(["check", ToolRun.fixture("login"), "--json", "--format", "github"])
    #expect(both.status == 2)
    #expect(
      both.errors.hasPrefix("shelter check: --json and --format github ask for two outputs; give one\n"))
    #expect(
      ToolRun(["check", ToolRun.fixture("login"), "--format", "json"]).output
        == ToolRun(["check", ToolRun.fixture("login"), "--json"]).output)
  }

  /// A policy that needs what the screen lacks says so once per run, in the text before the run's
  /// violations and in the JSON as the run's `notes`; a run with nothing to say has no `notes`.
  @Test func aPolicyLackingWhatItNeedsSaysSoOncePerRun() throws {
    let login = ToolRun.fixture("login")
    let note =
      "bottom-constraint: controller 'loginController' names no keyboardConstraint, so nothing moves"
    let text = ToolRun(["check", login, "--policy", "bottom-constraint", "--policy", "shelter"])
    #expect(text.status == 1)
    // The show and the hide each post will-change-frame; the note comes once.
    #expect(text.output.hasPrefix("login.json [bottom-constraint] note: \(note)\n"))
    #expect(text.output.components(separatedBy: note).count == 2)
    let json = ToolRun(["check", login, "--policy", "bottom-constraint", "--policy", "shelter", "--json"])
    let runs = Array(try #require(JSONDocument(parsing: json.output).root["runs"]).elements)
    #expect(runs.count == 2)
    #expect(runs[0]["notes"].map { Array($0.elements).compactMap(\.stringValue) } == [note])
    #expect(runs[1]["notes"] == nil)
  }
}
