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
  /// What the policy could not do on the screen, each once (``CheckOutcome/notes``).
  package var notes: [String]

  /// Creates a run's result; `file` defaults to the label, positions and notes to none.
  package init(
    label: String, fixture: String, policy: String, device: String? = nil, violations: [Violation],
    file: String? = nil, positions: [FixtureSourcePosition?]? = nil, notes: [String] = []
  ) {
    self.notes = notes
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
  ///
  /// With `byFixture`, each fixture is one row whatever devices it ran on (a sweep's summary).
  package static func summary(_ runs: [CheckRun], byFixture: Bool = false) -> String {
    var policies: [String] = []
    var rows: [String] = []
    var seenPolicies: Set<String> = []
    var seenRows: Set<String> = []
    var counts: [String: Int] = [:]
    for run in runs {
      let rowName = TextEscaping.line(byFixture ? run.label : run.rowName)
      if seenPolicies.insert(run.policy).inserted { policies.append(run.policy) }
      if seenRows.insert(rowName).inserted { rows.append(rowName) }
      counts[rowName + "\u{0}" + run.policy, default: 0] += run.violations.count
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

  /// Every violation line and note, a blank line, then the summary; when the runs cover more than
  /// one device and the layout rules found something there, then the device matrix
  /// (``layoutMatrix(_:)``). A note reads
  /// `login.json [bottom-constraint] note: bottom-constraint: controller 'vc' names no keyboardConstraint, …`.
  package static func text(_ runs: [CheckRun]) -> String {
    var out = ""
    for run in runs {
      let policy = run.device.map { "\(run.policy) @ \($0)" } ?? run.policy
      for note in run.notes { out += TextEscaping.line("\(run.label) [\(policy)] note: \(note)") + "\n" }
      for violation in run.violations { out += TextEscaping.line(line(violation, in: run)) + "\n" }
    }
    if !out.isEmpty { out += "\n" }
    return out + summary(runs) + (layoutMatrix(runs).map { "\n" + $0 } ?? "")
  }

  /// How many violation lines a summarised report shows before it counts the rest.
  package static let summaryLines = 10

  /// Whether a report is summarised when neither `--summary` nor `--full` is given: when the runs
  /// pass ``summaryRuns`` or the violations ``summaryViolations``, as a sweep over devices does.
  package static func summarisesByDefault(_ runs: [CheckRun]) -> Bool {
    runs.count > summaryRuns || runs.reduce(0, { $0 + $1.violations.count }) > summaryViolations
  }

  /// The runs past which a report is summarised by default.
  package static let summaryRuns = 50
  /// The violations past which a report is summarised by default.
  package static let summaryViolations = 100

  /// A sweep's report: the first ``summaryLines`` violation lines, a count of the rest, each note
  /// once with the number of runs that gave it, a blank line, the summary with one row per
  /// fixture (``summary(_:byFixture:)``), then the device matrix when there is one.
  package static func summaryText(_ runs: [CheckRun]) -> String {
    var out = ""
    var shown = 0
    var total = 0
    var notes: [String] = []
    var noteCounts: [String: Int] = [:]
    for run in runs {
      for note in run.notes {
        let text = TextEscaping.line("\(run.label) [\(run.policy)] note: \(note)")
        if noteCounts[text] == nil { notes.append(text) }
        noteCounts[text, default: 0] += 1
      }
      for violation in run.violations {
        total += 1
        guard shown < summaryLines else { continue }
        shown += 1
        out += TextEscaping.line(line(violation, in: run)) + "\n"
      }
    }
    if total > shown {
      let left = total - shown
      out += "… \(left) more violation\(left == 1 ? "" : "s"); --full lists every one\n"
    }
    for note in notes {
      let count = noteCounts[note] ?? 1
      out += note + (count > 1 ? " (\(count) runs)" : "") + "\n"
    }
    if !out.isEmpty { out += "\n" }
    return out + summary(runs, byFixture: true) + (layoutMatrix(runs).map { "\n" + $0 } ?? "")
  }

  /// What the layout rules found on each device held each way, for a sweep over devices: one row
  /// per device in run order, the count of layout violations upright and turned (`.` for none, `-`
  /// for a screen not run), then one line per screen that broke naming each fixture and what broke
  /// in it. `nil` when the runs cover fewer than two devices or the layout rules found nothing on them.
  ///
  ///     layout by device      portrait  landscape
  ///     iphone-se-3                  .          1
  ///     iphone-14                    .          .
  ///
  ///     iphone-se-3:landscape: landscape-keyboard-form.json unsatisfiableConstraints 1
  package static func layoutMatrix(_ runs: [CheckRun]) -> String? {
    var devices: [String] = []
    var counts: [String: Int] = [:]
    var screens: [String] = []
    var broken: [String: [(fixture: String, kinds: [(Violation.Kind, Int)])]] = [:]
    for run in runs {
      guard let screen = run.device else { continue }
      let parts = screen.split(separator: ":", maxSplits: 1)
      let device = String(parts[0])
      if !devices.contains(device) { devices.append(device) }
      var kinds: [(Violation.Kind, Int)] = []
      for violation in run.violations where Violation.Kind.layout.contains(violation.kind) {
        if let index = kinds.firstIndex(where: { $0.0 == violation.kind }) {
          kinds[index].1 += 1
        } else {
          kinds.append((violation.kind, 1))
        }
      }
      let count = kinds.reduce(0) { $0 + $1.1 }
      counts[screen, default: 0] += count
      guard count > 0 else { continue }
      if !screens.contains(screen) { screens.append(screen) }
      broken[screen, default: []].append((run.label, kinds))
    }
    guard devices.count > 1, !screens.isEmpty else { return nil }
    let title = "layout by device"
    let first = max(title.count, devices.map(\.count).max() ?? 0)
    func pad(_ text: String, _ width: Int, right: Bool) -> String {
      let fill = String(repeating: " ", count: max(0, width - text.count))
      return right ? fill + text : text + fill
    }
    var out = pad(title, first, right: false) + "  portrait  landscape\n"
    for device in devices {
      let cells = [device, device + ":landscape"].map { screen in
        counts[screen].map { $0 == 0 ? "." : String($0) } ?? "-"
      }
      out +=
        pad(device, first, right: false) + "  " + pad(cells[0], 8, right: true) + "  "
        + pad(cells[1], 9, right: true) + "\n"
    }
    out += "\n"
    for screen in screens {
      let what = (broken[screen] ?? []).map { entry in
        entry.fixture + " " + entry.kinds.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ")
      }
      out += TextEscaping.line(screen + ": " + what.joined(separator: "; ")) + "\n"
    }
    return out
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
      if !run.notes.isEmpty {
        writer.key("notes")
        writer.beginArray()
        for note in run.notes { writer.string(note) }
        writer.endArray()
      }
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
    writer.stepMembers(index: violation.stepIndex, violation.step)
    writer.member("kind", violation.kind.rawValue)
    writer.member("view", violation.viewID)
    writer.member("message", violation.message)
    func number(_ key: String, _ value: Double) {
      writer.key(key)
      writer.number(NumberText.cleaned(value))
    }
    func strings(_ key: String, _ values: [String]) {
      writer.key(key)
      writer.beginArray()
      for value in values { writer.string(value) }
      writer.endArray()
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
    case .unsatisfiable(let broken, let conflict):
      writer.member("brokenConstraint", broken)
      strings("constraints", conflict)
    case .ambiguous(let axes, let constraints):
      strings("axes", axes)
      strings("constraints", constraints)
    case .clipped(let frame, let visible, let by):
      writer.member("clippedBy", by)
      writer.snappedMember("frame", frame)
      writer.snappedMember("visible", visible)
    case .offScreen(let frame, let screen):
      writer.snappedMember("frame", frame)
      writer.snappedMember("screen", screen)
    case .inUnsafeArea(let frame, let safeArea):
      writer.snappedMember("frame", frame)
      writer.snappedMember("safeArea", safeArea)
    case .overlaps(let other, let frame, let otherFrame):
      writer.member("other", other)
      writer.snappedMember("frame", frame)
      writer.snappedMember("otherFrame", otherFrame)
    case .coveredBy(let view, let frame, let cover, let clips):
      writer.member("coveredBy", view)
      writer.snappedMember("frame", frame)
      writer.snappedMember(clips ? "visible" : "cover", cover)
    }
    writer.endObject()
  }
}
