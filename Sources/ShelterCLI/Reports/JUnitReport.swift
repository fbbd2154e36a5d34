import ShelterSimulation

/// Check results as JUnit XML, the test-report format CI systems (Jenkins, GitLab, Azure Pipelines,
/// GitHub test-report actions) show natively: one test case per run, one failure per violation.
///
/// The document is a `testsuites` element holding one `testsuite` per fixture (its label, as the
/// summary names it). Each run is a `testcase` whose `classname` is the fixture's label and whose
/// `name` is the policy, with `@ device` for a device run; each violation is a `failure` whose
/// `type` is the rule, whose `message` is the violation's line after the fixture and policy, and
/// whose text is the whole line and the step's place in the file; what the policy could not do on
/// the screen (its notes) is the test case's `system-out`. `tests` counts test cases and
/// `failures` the test cases that failed (a run with three violations is one failed test with three
/// `failure` elements, as the Jenkins schema allows). No times are written, so a report is the same
/// on every run. Text is escaped for XML 1.0; control characters are shown as Swift escapes
/// (`\u{1B}`), as on the terminal.
package enum JUnitReport {
  /// The JUnit XML document of a check.
  package static func xml(_ runs: [CheckRun]) -> String {
    var suites: [(label: String, file: String, runs: [CheckRun])] = []
    for run in runs {
      if let last = suites.last, last.label == run.label, last.file == run.file {
        suites[suites.count - 1].runs.append(run)
      } else {
        suites.append((run.label, run.file, [run]))
      }
    }
    let failed = runs.filter { !$0.violations.isEmpty }.count
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"shelter check\" tests=\"\(runs.count)\" failures=\"\(failed)\">\n"
    for suite in suites {
      let suiteFailed = suite.runs.filter { !$0.violations.isEmpty }.count
      out +=
        "  <testsuite name=\"\(text(suite.label))\" file=\"\(text(suite.file))\" tests=\"\(suite.runs.count)\""
      out += " failures=\"\(suiteFailed)\">\n"
      for run in suite.runs {
        let name = run.device.map { "\(run.policy) @ \($0)" } ?? run.policy
        out +=
          "    <testcase classname=\"\(text(run.label))\" name=\"\(text(name))\" file=\"\(text(run.file))\""
        guard !run.violations.isEmpty || !run.notes.isEmpty else {
          out += "/>\n"
          continue
        }
        out += ">\n"
        for (index, violation) in run.violations.enumerated() {
          let position = run.position(of: index)
          let place = "\(run.file):\(position.line):\(position.column) (\(position.path))"
          out +=
            "      <failure type=\"\(text(violation.kind.rawValue))\" message=\"\(text(violation.message))\">"
          out += text(CheckReport.line(violation, in: run) + "\nat " + place) + "</failure>\n"
        }
        if !run.notes.isEmpty {
          out += "      <system-out>" + text(run.notes.joined(separator: "\n")) + "</system-out>\n"
        }
        out += "    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }

  private static func text(_ value: String) -> String { TextEscaping.markup(value) }
}
