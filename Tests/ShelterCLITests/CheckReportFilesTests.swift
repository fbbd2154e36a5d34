import Foundation
import ShelterFixtures
import ShelterJSON
import ShelterSimulation
import Testing

@testable import ShelterCLI

/// `check --junit FILE` and `check --html DIR`, on a fixture written here with a file name and a
/// view id that need escaping.
///
/// The screen is 390 × 844 with one field at y 600, 44 high; the keyboard shows 336 high, so its
/// top is 844 − 336 = 508. Shelter's policy lifts the field to 508 − 10 − 44 = 454: no violation.
/// recipe1 ends the field flush with the keyboard (bottom 508, no gap), so step 2 breaks the
/// 10-point distance: one `fieldCovered`, bottom 508 + 10 > 508; its hide puts the screen back.
/// `--device iphone-14` is the same screen (390 × 844, docked keyboard 336), so the device runs
/// give the same verdicts: four runs, two of them failing with one violation each.
@Suite("shelter check --junit / --html")
struct CheckReportFilesTests {
  static let fieldID = "f<&>'\"\u{1B}"
  static let fileName = "a&b <\"q\">.json"
  static let tiny = """
    {
      "format": "shelter-fixture/1",
      "name": "tiny",
      "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0] },
      "window": {
        "controller": {
          "id": "c",
          "view": {
            "id": "root", "kind": "view", "frame": [0, 0, 390, 844],
            "subviews": [ { "id": "f<&>'\\"\\u001b", "kind": "textField", "frame": [20, 600, 350, 44] } ]
          }
        }
      },
      "steps": [ {"focus": "f<&>'\\"\\u001b"}, {"keyboard": "show", "height": 336}, {"keyboard": "hide"} ]
    }

    """
  static let escapedFile = "a&amp;b &lt;&quot;q&quot;&gt;.json"
  static let escapedField = "f&lt;&amp;&gt;&apos;&quot;\\u{1B}"

  /// Checks the tiny fixture with both policies on its own screen and the iPhone 14, with `extra`
  /// arguments (`REPORT` stands for the folder `report` in the temporary folder).
  private func withTiny(_ extra: [String], _ body: (URL, ToolRun) throws -> Void) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write(Self.fileName, Self.tiny)
    let report = folder.url.appendingPathComponent("report")
    let run = ToolRun(
      ["check", path, "--policy", "shelter", "--policy", "recipe1", "--device", "iphone-14"]
        + extra.map { $0 == "REPORT" ? report.path : $0 })
    try body(report, run)
  }

  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func junitHasOneTestCasePerRunAndOneFailurePerViolation() throws {
    try withTiny(["--junit", "-"]) { _, run in
      #expect(run.status == 1)
      let xml = String(run.output[..<(try #require(run.output.range(of: "</testsuites>\n")).upperBound)])
      #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
      #expect(xml.contains("<testsuites name=\"shelter check\" tests=\"4\" failures=\"2\">"))
      #expect(count("<testsuite ", in: xml) == 1)
      #expect(count("<testcase ", in: xml) == 4)
      #expect(count("<failure ", in: xml) == 2)
      let file = Self.escapedFile
      #expect(xml.contains("<testcase classname=\"\(file)\" name=\"shelter\""))
      #expect(xml.contains("<testcase classname=\"\(file)\" name=\"recipe1 @ iphone-14\""))
      #expect(
        xml.contains(
          "<failure type=\"fieldCovered\" message=\"step 2 (keyboard show): \(Self.escapedField) covered: "
            + "bottom 508 + distance 10 &gt; keyboard top 508\">"))
      // Nothing raw: every < starts an element, every & an entity, ESC is shown as an escape.
      #expect(!xml.contains("\u{1B}"))
      #expect(!xml.contains("<\""))
      #expect(!xml.contains("&b"))
    }
  }

  @Test func junitCountsFailedTestCasesAndEveryViolation() {
    let violation = Violation(
      kind: .wandered, stepIndex: 3, step: .focus("email"), viewID: "email",
      detail: .frameDiffers(component: .y, value: 311, reference: 325))
    let runs = [
      CheckRun(
        label: "one.json", fixture: "one", policy: "recipe2", violations: [violation, violation, violation]),
      CheckRun(label: "one.json", fixture: "one", policy: "shelter", violations: []),
      CheckRun(label: "two.json", fixture: "two", policy: "recipe2", violations: []),
    ]
    let xml = JUnitReport.xml(runs)
    #expect(xml.contains("<testsuites name=\"shelter check\" tests=\"3\" failures=\"1\">"))
    #expect(xml.contains("<testsuite name=\"one.json\" file=\"one.json\" tests=\"2\" failures=\"1\">"))
    #expect(xml.contains("<testsuite name=\"two.json\" file=\"two.json\" tests=\"1\" failures=\"0\">"))
    #expect(count("<failure type=\"wandered\"", in: xml) == 3)
    #expect(xml.contains("<testcase classname=\"two.json\" name=\"recipe2\" file=\"two.json\"/>"))
  }

  /// A run's notes are its test case's `system-out`; a run with notes and no violation passes.
  @Test func notesAreTheTestCasesOutput() {
    let run = CheckRun(
      label: "one.json", fixture: "one", policy: "tpkeyboardavoiding", violations: [],
      notes: ["tpkeyboardavoiding: not applicable to <x>: no scroll view encloses it", "second"])
    let xml = JUnitReport.xml([run])
    #expect(xml.contains("<testsuites name=\"shelter check\" tests=\"1\" failures=\"0\">"))
    #expect(
      xml.contains(
        "<testcase classname=\"one.json\" name=\"tpkeyboardavoiding\" file=\"one.json\">\n"
          + "      <system-out>tpkeyboardavoiding: not applicable to &lt;x&gt;: no scroll view encloses it&#10;second"
          + "</system-out>\n    </testcase>\n"))
  }

  @Test func htmlHoldsTheMatrixAndEveryLinkResolves() throws {
    try withTiny(["--html", "REPORT"]) { report, run in
      #expect(run.status == 1)
      let index = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
      #expect(index.contains("<title>shelter check: 2 violations in 4 runs</title>"))
      #expect(index.contains("<th scope=\"col\">fixture</th><th scope=\"col\">device</th>"))
      #expect(index.contains("<th scope=\"col\">shelter</th><th scope=\"col\">recipe1</th></tr>"))
      let file = Self.escapedFile
      #expect(
        index.contains(
          "<tr><th scope=\"row\">\(file)</th><td class=\"device\">as written</td><td class=\"pass\">"
            + "<a class=\"count\" href=\"runs/1-a-b-q-json-shelter.html\">0</a></td><td class=\"fail\">"
            + "<a class=\"count\" href=\"runs/2-a-b-q-json-recipe1.html\">1</a><ul><li>"
            + "<a href=\"runs/2-a-b-q-json-recipe1.html#step-2\">step 2 fieldCovered \(Self.escapedField)</a>"
            + "</li></ul></td></tr>"))
      #expect(
        index.contains(
          "<tr><th scope=\"row\">\(file)</th><td class=\"device\">iphone-14</td><td class=\"pass\">"
            + "<a class=\"count\" href=\"runs/3-a-b-q-json-iphone-14-shelter.html\">0</a>"))
      #expect(
        index.contains(
          "<tfoot><tr><th scope=\"row\">total</th><td></td><td class=\"pass\">0</td><td class=\"fail\">2</td>"
        ))
      #expect(!index.contains("\u{1B}"))
      #expect(
        index.contains(
          "<thead><tr><th scope=\"col\">policy</th><th scope=\"col\">fieldCovered</th></tr></thead>\n<tbody>\n"
            + "<tr><th scope=\"row\">shelter</th><td>0</td></tr>\n<tr><th scope=\"row\">recipe1</th><td>2</td></tr>\n"
        ))

      // Every file: the index, four pages, and per run the screen as loaded and after each of 3 steps.
      let files = try FileManager.default.subpathsOfDirectory(atPath: report.path).filter {
        !$0.hasSuffix("/") && !isFolder(report.appendingPathComponent($0))
      }
      #expect(files.filter { $0.hasSuffix(".html") }.count == 5)
      #expect(files.filter { $0.hasSuffix(".svg") }.count == 16)

      var links = 0
      for page in files where page.hasSuffix(".html") {
        let url = report.appendingPathComponent(page)
        let text = try String(contentsOf: url, encoding: .utf8)
        for link in attributes(["href", "src"], in: text) {
          links += 1
          let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
          let target = url.deletingLastPathComponent().appendingPathComponent(String(parts[0])).standardized
          #expect(FileManager.default.fileExists(atPath: target.path), "\(page): \(link)")
          if parts.count == 2 {
            let anchor = try String(contentsOf: target, encoding: .utf8)
            #expect(anchor.contains("id=\"\(parts[1])\""), "\(page): \(link)")
          }
        }
      }
      // The iPhone 14 is the fixture's own screen (390 × 844, safe area 47 and 34, keyboard 336),
      // so its runs draw the same pictures: each one a hard link to the own screen's.
      for (own, device) in [("1-a-b-q-json-shelter", "3-a-b-q-json-iphone-14-shelter")] {
        for step in 0...3 {
          let attributes = try [own, device].map {
            try FileManager.default.attributesOfItem(
              atPath: report.appendingPathComponent("runs/\($0)/step-\(step).svg").path)
          }
          let inode = try #require(attributes[0][.systemFileNumber] as? Int)
          #expect(attributes[1][.systemFileNumber] as? Int == inode)
          #expect(attributes[0][.referenceCount] as? Int == 2)
        }
      }

      // index: 4 counts + 2 violation lines; per page: back link, then 1 + 2 × 3 figures of a link
      // and an image each.
      #expect(links == 6 + 4 * (1 + 2 * 7))
    }
  }

  @Test func htmlRunPageShowsEachStepBeforeAndAfterWithItsViolations() throws {
    try withTiny(["--html", "REPORT"]) { report, _ in
      let page = try String(
        contentsOf: report.appendingPathComponent("runs/2-a-b-q-json-recipe1.html"), encoding: .utf8)
      #expect(page.contains("<h1>\(Self.escapedFile) · recipe1</h1>"))
      for step in 0...3 { #expect(page.contains("<section id=\"step-\(step)\"")) }
      #expect(page.contains("<section id=\"step-2\" class=\"step fail\">"))
      #expect(page.contains("<section id=\"step-3\" class=\"step\">"))
      #expect(page.contains("<img src=\"2-a-b-q-json-recipe1/step-1.svg\" alt=\"before step 2\""))
      #expect(page.contains("<img src=\"2-a-b-q-json-recipe1/step-2.svg\" alt=\"after step 2\""))
      #expect(!page.contains("id=\"timeline\""))
      #expect(count("<li class=\"violation\"", in: page) == 1)
      let json = try #require(attributes(["data-violation"], in: page).first)
      let violation = try JSONDocument(parsing: unescape(json)).root
      #expect(violation["index"]?.numberValue == 2)
      #expect(violation["kind"]?.stringValue == "fieldCovered")
      #expect(violation["view"]?.stringValue == Self.fieldID)
      #expect(violation["bottom"]?.numberValue == 508)
      #expect(violation["distance"]?.numberValue == 10)
      #expect(violation["keyboardTop"]?.numberValue == 508)
      #expect(attributes(["data-picture"], in: page) == ["2-a-b-q-json-recipe1/step-2.svg"])

      // The after picture is `render --step 2 --policy recipe1`'s drawing.
      let svg = try String(
        contentsOf: report.appendingPathComponent("runs/2-a-b-q-json-recipe1/step-2.svg"), encoding: .utf8)
      let fixture = report.deletingLastPathComponent().appendingPathComponent(Self.fileName).path
      let render = ToolRun(["render", fixture, "--step", "2", "--policy", "recipe1"])
      #expect(svg == render.output)
    }
  }

  @Test func withFPSEachPageLeadsWithTheTimeline() throws {
    try withTiny(["--fps", "30", "--html", "REPORT"]) { report, _ in
      let page = try String(
        contentsOf: report.appendingPathComponent("runs/1-a-b-q-json-shelter.html"), encoding: .utf8)
      #expect(page.contains("<h2>Timeline, every step at 30 samples a second</h2>"))
      let timeline = try String(
        contentsOf: report.appendingPathComponent("runs/1-a-b-q-json-shelter/timeline.svg"), encoding: .utf8)
      #expect(timeline.contains("<animate"))
    }
  }

  @Test func htmlIntoAFileIsRefusedAndNothingIsWritten() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let target = try folder.write("report", "old")
    let run = ToolRun(["check", ToolRun.fixture("login"), "--html", target])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors == "shelter check: \(target): cannot be written: it is a file, not a folder\n")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["report"])
  }

  @Test func anEarlierReportIsReplacedWholeAndOtherFoldersAreRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let report = folder.path("report")
    #expect(ToolRun(["check", ToolRun.fixture("login"), "--html", report]).status == 0)
    let second = ToolRun(["check", ToolRun.fixture("login"), "--policy", "recipe1", "--html", report])
    #expect(second.status == 1)
    #expect(second.errors.isEmpty)
    let index = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
    #expect(index.contains("<th scope=\"col\">recipe1</th></tr>"))
    #expect(!index.contains("<th scope=\"col\">shelter</th>"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: report + "/runs").sorted() == [
        "1-login-json-recipe1", "1-login-json-recipe1.html",
      ])
    // Nothing but the report beside it: no staging folder, no earlier report set aside.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["report"])

    let notes = try folder.write("notes/keep.txt", "keep")
    let refused = ToolRun(["check", ToolRun.fixture("login"), "--html", folder.path("notes")])
    #expect(refused.status == 2)
    #expect(
      refused.errors
        == "shelter check: \(folder.path("notes")): cannot be written: the folder holds keep.txt, which "
        + "Shelter did not write; give a new or empty folder, or an earlier report's\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("notes")) == ["keep.txt"])
    #expect(try String(contentsOfFile: notes, encoding: .utf8) == "keep")
  }

  @Test func anAbandonedFolderLeavesNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let output = try OutputFolder(folder.path("report"))
    try output.write("a", at: "index.html")
    try output.write("b", at: "runs/1/step-0.svg")
    _ = output.abandon("stopped")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
  }

  /// The values of the named attributes, in document order, as written (still escaped).
  private func attributes(_ names: [String], in text: String) -> [String] {
    var values: [String] = []
    var rest = Substring(text)
    while let open = names.compactMap({ rest.range(of: " \($0)=\"") }).min(by: {
      $0.lowerBound < $1.lowerBound
    }) {
      let tail = rest[open.upperBound...]
      guard let close = tail.firstIndex(of: "\"") else { break }
      values.append(String(tail[..<close]))
      rest = tail[tail.index(after: close)...]
    }
    return values
  }

  private func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  private func isFolder(_ url: URL) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
  }
}
