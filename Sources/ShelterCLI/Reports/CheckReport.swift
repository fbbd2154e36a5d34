package import ShelterFixtures
import ShelterJSON
package import ShelterSimulation
import ShelterSupport

/// The violations of one fixture under one policy (and optionally on one device).
package struct CheckRun: Sendable {
  /// How the fixture is named in reports: its file name (`login.json`) or its fixture name.
  package var label: String
  /// The fixture's `name`.
  package var fixture: String
  /// The policy played.
  package var policy: String
  /// The device profile's id when the fixture was re-run on a device, else `nil`.
  package var device: String?
  /// What broke, in step order.
  package var violations: [Violation]
  /// The fixture's path as given (`Fixtures/login.json`, `(standard input)`), for annotations.
  package var file: String
  /// Where in the file each violation's step (or, for one at load, its view) starts, in the order
  /// of ``violations``; `nil` where the fixture was not decoded from a file.
  package var positions: [FixtureSourcePosition?]

  /// Creates a run's result; `file` defaults to the label and positions to none.
  package init(
    label: String, fixture: String, policy: String, device: String? = nil, violations: [Violation],
    file: String? = nil, positions: [FixtureSourcePosition?]? = nil
  ) {
    self.label = label
    self.fixture = fixture
    self.policy = policy
    self.device = device
    self.violations = violations
    self.file = file ?? label
    self.positions = positions ?? Array(repeating: nil, count: violations.count)
  }

  /// The `index`-th violation's position, line 1 column 1 when it is not known.
  package func position(of index: Int) -> FixtureSourcePosition {
    (index < positions.count ? positions[index] : nil)
      ?? FixtureSourcePosition(line: 1, column: 1, path: "$")
  }

  /// The row name in summaries: the label, and the device after `@` when there is one.
  package var rowName: String { device.map { "\(label) @ \($0)" } ?? label }
}

/// Writes check results for people (one line per violation, then a table) and for tools
/// (`shelter-check/1` JSON).
package enum CheckReport {
  /// The JSON result's format tag.
  package static let formatTag = "shelter-check/1"

  /// One violation on one line:
  /// `login.json [recipe2] step 4 (keyboard change): email wandered: frame y 311 vs 325 by least movement`;
  /// a device run shows `[recipe2 @ iphone-se-3]`.
  package static func line(_ violation: Violation, in run: CheckRun) -> String {
    let policy = run.device.map { "\(run.policy) @ \($0)" } ?? run.policy
    return "\(run.label) [\(policy)] \(violation.message)"
  }

  /// The summary: fixtures (with their device) down, policies across, violation counts in the
  /// cells, a total row, then one sentence with the grand total.
  ///
  ///     fixture     shelter  recipe1
  ///     login.json        0        2
  ///     total             0        2
  ///
  ///     2 violations in 2 runs
  package static func summary(_ runs: [CheckRun]) -> String {
    var policies: [String] = []
    var rows: [String] = []
    var counts: [String: Int] = [:]
    for run in runs {
      if !policies.contains(run.policy) { policies.append(run.policy) }
      if !rows.contains(run.rowName) { rows.append(run.rowName) }
      counts[run.rowName + "\u{0}" + run.policy, default: 0] += run.violations.count
    }
    let firstWidth = max("fixture".count, "total".count, rows.map(\.count).max() ?? 0)
    let widths = policies.map { max($0.count, 3) }
    func pad(_ text: String, _ width: Int, right: Bool) -> String {
      let fill = String(repeating: " ", count: max(0, width - text.count))
      return right ? fill + text : text + fill
    }
    func row(_ name: String, _ cells: [String]) -> String {
      var line = pad(name, firstWidth, right: false)
      for (cell, width) in zip(cells, widths) { line += "  " + pad(cell, width, right: true) }
      return line + "\n"
    }
    var out = row("fixture", policies)
    var totals = Array(repeating: 0, count: policies.count)
    for name in rows {
      var cells: [String] = []
      for (column, policy) in policies.enumerated() {
        guard let count = counts[name + "\u{0}" + policy] else {
          cells.append("-")
          continue
        }
        totals[column] += count
        cells.append(String(count))
      }
      out += row(name, cells)
    }
    out += row("total", totals.map(String.init))
    let total = totals.reduce(0, +)
    let runWord = runs.count == 1 ? "run" : "runs"
    switch total {
    case 0: out += "\nno violations in \(runs.count) \(runWord)\n"
    case 1: out += "\n1 violation in \(runs.count) \(runWord)\n"
    default: out += "\n\(total) violations in \(runs.count) \(runWord)\n"
    }
    return out
  }

  /// Every violation line, a blank line, then the summary.
  package static func text(_ runs: [CheckRun]) -> String {
    var out = ""
    for run in runs {
      for violation in run.violations { out += line(violation, in: run) + "\n" }
    }
    if !out.isEmpty { out += "\n" }
    return out + summary(runs)
  }

  /// The `shelter-check/1` JSON result: the total, then per run its fixture, policy, device and
  /// violations, each with its step, kind, view, message and numbers (window space, points).
  /// The members that name a run: its file, fixture, policy and device (`null` without one).
  static func writeIdentity(of run: CheckRun, to writer: inout JSONWriter) {
    writer.member("file", run.label)
    writer.member("fixture", run.fixture)
    writer.member("policy", run.policy)
    writer.key("device")
    if let device = run.device { writer.string(device) } else { writer.null() }
  }

  package static func json(_ runs: [CheckRun], pretty: Bool = true) -> String {
    var writer = JSONWriter(pretty: pretty)
    writer.beginObject()
    writer.member("format", formatTag)
    writer.key("violationCount")
    writer.number(runs.reduce(0) { $0 + $1.violations.count })
    writer.objects("runs", runs) { writer, run in
      writeIdentity(of: run, to: &writer)
      writer.key("violations")
      writer.beginArray()
      for violation in run.violations { write(violation, to: &writer) }
      writer.endArray()
    }
    writer.endObject()
    return writer.output + "\n"
  }

  static func write(_ violation: Violation, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("index")
    writer.number(violation.stepIndex)
    writer.key("step")
    if let step = violation.step { step.write(to: &writer) } else { writer.null() }
    writer.member("kind", violation.kind.rawValue)
    writer.member("view", violation.viewID)
    writer.member("message", violation.message)
    func number(_ key: String, _ value: Double) {
      writer.key(key)
      writer.number(NumberText.cleaned(value))
    }
    switch violation.detail {
    case .covered(let bottom, let distance, let keyboardTop, let isCaret):
      writer.member("target", isCaret ? "caret" : "field")
      number("bottom", bottom)
      number("distance", distance)
      number("keyboardTop", keyboardTop)
    case .aboveVisibleTop(let top, let visibleTop, let isCaret):
      writer.member("target", isCaret ? "caret" : "field")
      number("top", top)
      number("visibleTop", visibleTop)
    case .frameDiffers(let component, let value, let reference):
      writer.member("component", component.rawValue)
      number("value", value)
      number("reference", reference)
    case .coveredDuringAnimation(
      let time, let bottom, let distance, let keyboardTop, let covered, let start, let isCaret):
      writer.member("target", isCaret ? "caret" : "field")
      number("t", time)
      number("bottom", bottom)
      number("distance", distance)
      number("keyboardTop", keyboardTop)
      number("covered", covered)
      number("coveredAtStart", start)
    case .jumped(let component, let from, let to, let time):
      writer.member("component", component.rawValue)
      number("t", time)
      number("from", from)
      number("to", to)
    }
    writer.endObject()
  }
}
