import Foundation
import ShelterJSON
import ShelterSimulation
import Testing

@testable import ShelterCLI

/// An earlier report of the login fixture at `report` in `folder`; returns its path.
private func earlierReport(in folder: TemporaryFolder) -> String {
  let report = folder.path("report")
  #expect(ToolRun(["check", ToolRun.fixture("login"), "--html", report]).status == 0)
  return report
}

/// The HTML report folder: Shelter removes or replaces only what its manifest lists, refuses a
/// folder holding anything else, and follows no symbolic link, even one made while it writes.
@Suite("Report folders: only Shelter's own files")
struct ReportFolderTests {
  private func names(_ path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  @Test func aFileAddedToAReportFolderIsNeverDeleted() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let report = earlierReport(in: folder)
    let before = try names(report)
    #expect(before == [".shelter-files", "index.html", "runs"])
    _ = try folder.write("report/NOTES.md", "mine")
    let run = ToolRun(["check", ToolRun.fixture("login"), "--policy", "recipe1", "--html", report])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.errors
        == "shelter check: \(report): cannot be written: the folder holds NOTES.md, which Shelter did not "
        + "write; give a new or empty folder, or an earlier report's\n")
    #expect(try names(report) == [".shelter-files", "NOTES.md", "index.html", "runs"])
    #expect(try String(contentsOfFile: report + "/NOTES.md", encoding: .utf8) == "mine")
    // The earlier report is untouched: still the shelter policy's.
    #expect(try String(contentsOfFile: report + "/index.html", encoding: .utf8).contains(">shelter</th>"))

    // A file added deeper down is named by its path in the folder.
    try FileManager.default.removeItem(atPath: report + "/NOTES.md")
    _ = try folder.write("report/runs/keep.txt", "mine")
    let deeper = ToolRun(["check", ToolRun.fixture("login"), "--html", report])
    #expect(deeper.status == 2)
    #expect(deeper.errors.contains(": the folder holds runs/keep.txt, which Shelter did not write;"))
  }

  /// A page of the user's that quotes the generator's tag is not an earlier report: no manifest.
  @Test func aPageQuotingTheGeneratorTagIsNotAReport() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let page = try folder.write("site/index.html", "<html>\(HTMLReport.generator)</html>")
    _ = try folder.write("site/about.html", "about")
    let run = ToolRun(["check", ToolRun.fixture("login"), "--html", folder.path("site")])
    #expect(run.status == 2)
    #expect(run.errors.contains(": the folder holds about.html, which Shelter did not write;"))
    #expect(try names(folder.path("site")) == ["about.html", "index.html"])
    #expect(try String(contentsOfFile: page, encoding: .utf8) == "<html>\(HTMLReport.generator)</html>")
  }

  /// A listed name that is now a symbolic link is refused, and the file it leads to survives.
  @Test func aLinkInsideAReportIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let report = earlierReport(in: folder)
    let victim = try folder.write("victim.txt", "precious")
    try FileManager.default.removeItem(atPath: report + "/index.html")
    try FileManager.default.createSymbolicLink(atPath: report + "/index.html", withDestinationPath: victim)
    let run = ToolRun(["check", ToolRun.fixture("login"), "--html", report])
    #expect(run.status == 2)
    #expect(
      run.errors.contains(": the folder holds index.html (a symbolic link), which Shelter did not write;"))
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
  }

  /// The target becomes a link to another folder while the report is drawn: the commit refuses,
  /// the other folder keeps everything, and nothing is left behind.
  @Test func aTargetThatBecomesALinkMidWriteIsNeverFollowed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let report = earlierReport(in: folder)
    _ = try folder.write("victim/index.html", "theirs")
    _ = try folder.write("victim/runs/page.html", "theirs too")
    let output = try OutputFolder(report)
    try output.write("new", at: "index.html")
    try output.write("drawing", at: "runs/1/step-0.svg")
    // Mid-write: the earlier report moves away and a link takes its name.
    try FileManager.default.moveItem(atPath: report, toPath: folder.path("moved"))
    try FileManager.default.createSymbolicLink(atPath: report, withDestinationPath: folder.path("victim"))
    #expect(throws: OutputError.self) { try output.commit() }
    #expect(try names(folder.path("victim")) == ["index.html", "runs"])
    #expect(try String(contentsOfFile: folder.path("victim/runs/page.html"), encoding: .utf8) == "theirs too")
    #expect(try names(folder.url.path) == ["moved", "report", "victim"])
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: report) == folder.path("victim"))
    // The earlier report, wherever it went, is whole.
    #expect(try names(folder.path("moved")) == [".shelter-files", "index.html", "runs"])
  }

  /// A new target that becomes a link before the commit: rename(2) will not put a folder over it.
  @Test func aNewTargetThatBecomesALinkIsNotReplaced() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let report = folder.path("report")
    _ = try folder.write("victim/keep.txt", "keep")
    let output = try OutputFolder(report)
    try output.write("new", at: "index.html")
    try FileManager.default.createSymbolicLink(atPath: report, withDestinationPath: folder.path("victim"))
    #expect(throws: OutputError.self) { try output.commit() }
    #expect(try names(folder.path("victim")) == ["keep.txt"])
    #expect(try names(folder.url.path) == ["report", "victim"])
  }

  /// Many run folders, each drawing a hard link to the first run's: every file is written, with
  /// the folders opened a few at a time.
  @Test func manyFoldersAndLinksAcrossThem() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let output = try OutputFolder(folder.path("report"))
    for run in 0..<40 {
      try output.write("same", at: "runs/\(run)/step-0.svg", sameAs: run == 0 ? nil : "runs/0/step-0.svg")
      try output.write("page \(run)", at: "runs/\(run).html")
    }
    try output.commit()
    #expect(try names(folder.path("report/runs")).count == 80)
    #expect(try String(contentsOfFile: folder.path("report/runs/39/step-0.svg"), encoding: .utf8) == "same")
    let manifest = try String(contentsOfFile: folder.path("report/.shelter-files"), encoding: .utf8)
    #expect(manifest.split(separator: "\n").count == 1 + 1 + 40 * 3 + 1)
  }

  /// The manifest lists what was written, itself included, one entry a line.
  @Test func theManifestListsEveryFileAndFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let output = try OutputFolder(folder.path("report"))
    try output.write("a", at: "index.html")
    try output.write("b", at: "runs/1/step-0.svg")
    try output.write("b", at: "runs/1/step-1.svg", sameAs: "runs/1/step-0.svg")
    try output.commit()
    let manifest = try String(contentsOfFile: folder.path("report/.shelter-files"), encoding: .utf8)
    #expect(
      manifest
        == "shelter-files/1\nindex.html\nruns/\nruns/1/\nruns/1/step-0.svg\nruns/1/step-1.svg\n.shelter-files\n"
    )
    // A second report over it replaces exactly those.
    let second = try OutputFolder(folder.path("report"))
    try second.write("c", at: "index.html")
    try second.commit()
    #expect(try names(folder.path("report")) == [".shelter-files", "index.html"])
    #expect(try names(folder.url.path) == ["report"])
  }
}

/// Every output of a command is checked before any is written.
@Suite("Outputs: all checked first, none shared")
struct OutputConflictTests {
  /// `check` of the login fixture with `extra` is refused: status 2, nothing printed, and
  /// `shelter check: MESSAGE` on standard error.
  private func expectRefused(_ extra: [String], _ message: String) {
    let run = ToolRun(["check", ToolRun.fixture("login")] + extra)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors == "shelter check: \(message)\n")
  }

  @Test func twoOutputsNamingOneFileAreRefusedAndNothingIsWritten() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let target = folder.path("out.xml")
    expectRefused(
      ["--sarif", target, "--junit", target],
      "\(target): cannot be written: --junit names the same file as --sarif; give each output its own file")
    #expect(!FileManager.default.fileExists(atPath: target))
    // The same file by two spellings, and standard output twice.
    _ = try folder.write("here.sarif", "old")
    let spelled = ToolRun([
      "check", ToolRun.fixture("login"), "--sarif", folder.path("here.sarif"), "--junit",
      folder.url.path + "/./here.sarif",
    ])
    #expect(spelled.status == 2)
    #expect(try String(contentsOfFile: folder.path("here.sarif"), encoding: .utf8) == "old")
    let twice = ToolRun(["check", ToolRun.fixture("login"), "--sarif", "-", "--junit", "-"])
    #expect(twice.status == 2)
    #expect(twice.output.isEmpty)
  }

  @Test func aBadJUnitPathStopsTheCommandBeforeTheSARIFIsWritten() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let sarif = folder.path("out.sarif")
    let junit = folder.path("missing/out.xml")
    expectRefused(
      ["--sarif", sarif, "--junit", junit],
      "\(junit): cannot be written: the folder \(folder.path("missing")) does not exist")
    #expect(!FileManager.default.fileExists(atPath: sarif))
  }

  @Test func aFileAndTheReportFolderCannotShareAName() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let target = folder.path("report")
    expectRefused(
      ["--sarif", target, "--html", target],
      "\(target): cannot be written: --html names the same path as --sarif; give each output its own")
    #expect(!FileManager.default.fileExists(atPath: target))
  }

  @Test func aRefusedHTMLFolderStopsTheOtherOutputs() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    _ = try folder.write("notes/keep.txt", "keep")
    let sarif = folder.path("out.sarif")
    let run = ToolRun(["check", ToolRun.fixture("login"), "--sarif", sarif, "--html", folder.path("notes")])
    #expect(run.status == 2)
    #expect(!FileManager.default.fileExists(atPath: sarif))
  }

  @Test func aFileInsideTheReportFolderIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let report = earlierReport(in: folder)
    let before = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
    let run = ToolRun([
      "check", ToolRun.fixture("login"), "--junit", report + "/runs/out.xml", "--html", report,
    ])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "shelter check: \(report)/runs/out.xml: cannot be written: --junit names a file inside the --html "
        + "folder \(report)\n")
    #expect(!FileManager.default.fileExists(atPath: report + "/runs/out.xml"))
    #expect(try String(contentsOfFile: report + "/index.html", encoding: .utf8) == before)
  }

  /// `'>` and a line feed in an id: `describe` writes the line feed as `\u000A` and doubles the
  /// quote, and `import` reads the same id back, inventing no view.
  @Test func anIdWithAQuoteBracketAndLineFeedRoundTrips() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let id = "x'>\n<UIView: 0x9; frame = (0 0; 1 1)>\\u0041"
    let path = try folder.write(
      "f.json", WorkflowCommandTests.fixture(ids: [id, "plain"]))
    let described = ToolRun(["describe", path])
    #expect(described.status == 0)
    #expect(
      described.output.contains(
        "identifier = 'x''>\\u000A<UIView: 0x9; frame = (0 0; 1 1)>\\u005Cu0041'>"))
    #expect(described.output.split(separator: "\n").count == 4)
    let imported = ToolRun(["import", "-"], input: Array(described.output.utf8))
    #expect(imported.status == 0, "\(imported.errors)")
    let fixture = try JSONDocument(parsing: imported.output).root
    let subviews = Array(try #require(fixture["window"]?["controller"]?["view"]?["subviews"]).elements)
    #expect(subviews.compactMap { $0["id"]?.stringValue } == [id, "plain"])
  }
}

/// Where CI shows the result: annotations capped with a closing count, sweeps summarised, SARIF
/// within upload limits.
@Suite("Reports that fit where CI shows them")
struct CIFitTests {
  static func runs(violations: Int, runs count: Int = 1) -> [CheckRun] {
    let violation = Violation(
      kind: .wandered, stepIndex: 3, step: .focus("email"), viewID: "email",
      detail: .frameDiffers(component: .y, value: 311, reference: 325))
    return (0..<count).map { index in
      CheckRun(
        label: "f\(index).json", fixture: "f", policy: "recipe2", device: count > 1 ? "iphone-\(index)" : nil,
        violations: Array(repeating: violation, count: index == 0 ? violations : 0))
    }
  }

  @Test func annotationsStopAtTenAndTheLastOneCountsTheRest() {
    let out = GitHubAnnotations.output(Self.runs(violations: 25), limit: 10, reports: ["out.sarif"])
    let lines = out.annotations.split(separator: "\n")
    #expect(lines.count == 11)
    #expect(
      lines.prefix(10).allSatisfy { $0.hasPrefix("::error file=f0.json,line=1,col=1,title=wandered::") })
    #expect(
      lines.last.map(String.init)
        == "::warning title=shelter check::15 more violations not annotated: GitHub shows at most 10 error "
        + "annotations a step and 50 a job; every violation is in out.sarif")
    // The 15 left out are in the log, then the summary.
    #expect(out.log.split(separator: "\n").filter { $0.hasPrefix("f0.json [recipe2] step 3") }.count == 15)
    #expect(out.log.hasSuffix("25 violations in 1 run\n"))
  }

  @Test func tenOrFewerNeedNoClosingAnnotation() {
    let out = GitHubAnnotations.output(Self.runs(violations: 10), limit: 10)
    #expect(out.annotations.split(separator: "\n").count == 10)
    #expect(!out.annotations.contains("::warning"))
    #expect(out.log.hasPrefix("\nfixture "))
  }

  @Test func theCapIsAnOption() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("f.json", WorkflowCommandTests.fixture(ids: ["a", "b"]))
    let run = ToolRun(["check", path, "--policy", "all", "--format", "github", "--annotations", "1"])
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("::error ") }.count == 1)
    #expect(lines.filter { $0.hasPrefix("::warning title=shelter check::") }.count == 1)
    let bad = ToolRun(["check", path, "--format", "github", "--annotations", "51"])
    #expect(bad.status == 2)
    #expect(
      bad.errors.hasPrefix("shelter check: --annotations needs a whole number from 0 to 50, found '51'\n"))
  }

  /// 60 runs on 60 devices, 30 violations: summarised by default (more than 50 runs).
  @Test func aSweepIsSummarised() {
    let runs = Self.runs(violations: 30, runs: 60)
    #expect(CheckReport.summarisesByDefault(runs))
    #expect(!CheckReport.summarisesByDefault(Array(runs.prefix(50))))
    #expect(CheckReport.summarisesByDefault(Self.runs(violations: 101)))
    let text = CheckReport.summaryText(runs)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // 10 violation lines, the count, a blank, the header, 60 fixture rows, total, blank, sentence.
    #expect(lines.prefix(10).allSatisfy { $0.hasPrefix("f0.json [recipe2 @ iphone-0] step 3") })
    #expect(lines[10] == "… 20 more violations; --full lists every one")
    #expect(text.hasSuffix("\n30 violations in 60 runs\n"))
    #expect(lines.count == 10 + 1 + 1 + 1 + 60 + 1 + 1 + 1 + 1)
  }

  @Test func summaryAndFullAreChoices() throws {
    let login = ToolRun.fixture("login")
    let both = ToolRun(["check", login, "--summary", "--full"])
    #expect(both.status == 2)
    #expect(both.errors.hasPrefix("shelter check: --summary and --full ask for two reports; give one\n"))
    #expect(ToolRun(["check", login, "--summary"]).output == ToolRun(["check", login, "--full"]).output)
  }

  /// A log with more results than code scanning takes keeps within 25,000 results and 10 MB, and
  /// says how many it left out.
  @Test func sarifKeepsWithinUploadLimits() throws {
    let runs = Self.runs(violations: 30_000)
    let text = SARIFReport.json(runs)
    #expect(text.utf8.count <= 10_000_000)
    let log = try JSONDocument(parsing: text).root
    let run = try #require(log["runs"]?[0])
    let results = Array(try #require(run["results"]).elements).count
    #expect(results <= 25_000)
    #expect(results > 1_000)
    let note = try #require(
      run["invocations"]?[0]?["toolExecutionNotifications"]?[0]?["message"]?["text"]?.stringValue)
    #expect(note.hasPrefix("\(30_000 - results) of 30000 results were left out"))
    #expect(run["invocations"]?[0]?["executionSuccessful"]?.boolValue == true)
    // Under the limits nothing is left out and no notification is written.
    let small = try JSONDocument(parsing: SARIFReport.json(Self.runs(violations: 3))).root
    #expect(small["runs"]?[0]?["invocations"] == nil)
  }
}
