import Shelter
import ShelterCLI
import ShelterFixtures
import ShelterSimulation

/// Writing a check's result for 10,000 violations as SARIF, as GitHub annotations, as
/// `shelter-check/1` JSON and as JUnit XML, each against the text report in the same run. The CI formats add
/// locations, escaping and (SARIF) each violation's JSON object besides its line; the target is
/// absolute, 20 µs a violation, so a 10,000-violation log costs at most 0.2 s.
@MainActor func benchmarkReportFormats() {
  let count = 10_000
  let violations = (0..<count).map { index in
    Violation(
      kind: index % 3 == 0 ? .wandered : .fieldCovered, stepIndex: index % 40 + 1,
      step: .focus("field\(index % 40)"), viewID: "field\(index % 40)",
      detail: .covered(bottom: 664, distance: 10, keyboardTop: 508, isCaret: false))
  }
  let positions = (0..<count).map {
    FixtureSourcePosition(line: $0 % 40 + 20, column: 5, path: "steps[\($0 % 40)]")
  }
  let runs = (0..<10).map { run in
    CheckRun(
      label: "screen\(run).json", fixture: "screen\(run)", policy: "recipe1", device: "iphone-17-pro",
      violations: Array(violations[(run * count / 10)..<((run + 1) * count / 10)]),
      file: "Fixtures/screen\(run).json",
      positions: Array(positions[(run * count / 10)..<((run + 1) * count / 10)]))
  }
  let text = measure(units: count) { blackHole(CheckReport.text(runs)) }
  for (name, write) in [
    ("SARIF 2.1.0", { SARIFReport.json(runs) }), ("GitHub annotations", { GitHubAnnotations.text(runs) }),
    ("shelter-check/1 JSON", { CheckReport.json(runs) }), ("JUnit XML", { JUnitReport.xml(runs) }),
    // What CI logs get: ten annotations, a closing count and the rest as lines; a sweep's summary;
    // the text as printed, with every name escaped and no line able to start a workflow command.
    (
      "GitHub annotations, capped",
      {
        let out = GitHubAnnotations.output(runs, limit: GitHubAnnotations.stepLimit)
        return out.annotations + out.log
      }
    ),
    ("summary (--summary)", { CheckReport.summaryText(runs) }),
    (
      "text as printed (escaped, guarded)",
      { TextEscaping.guarded(TextEscaping.escaped(CheckReport.text(runs))) }
    ),
  ] as [(String, () -> String)] {
    let time = measure(units: count) { blackHole(write()) }
    report(
      "check report: \(name)", size: "\(grouped(count)) violations", time: time, against: "text", text,
      per: "/violation", target: "≤ 20 µs/violation", met: time <= 20_000)
  }
}
