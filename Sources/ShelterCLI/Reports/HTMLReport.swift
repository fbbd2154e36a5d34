package import ShelterFixtures
import ShelterJSON
import ShelterSimulation
import ShelterSupport

/// Check results as a static HTML report: a folder that opens in any browser from disk, with no
/// server, script or external asset.
///
/// `index.html` holds the matrix: one row per fixture and device, one column per policy, each cell
/// the run's violation count linking to its page, with the run's violations listed under it. Each
/// run's page `runs/NAME.html` shows the screen as loaded, then per step the screen before and after
/// it (the `render` drawings, `runs/NAME/step-K.svg`, the after picture with ghosts and an arrow for
/// what moved) and the violations of that step under them; with `--fps`, the animated timeline of
/// every step (`runs/NAME/timeline.svg`) comes first. Every violation carries its
/// `shelter-check/1` JSON object in `data-violation`, so tools can find where a picture should show
/// the field and the keyboard.
package enum HTMLReport {
  /// The generator every page names. It does not make a folder an earlier report: only the
  /// folder's list of files does (``OutputFolder``), since anyone can write this tag.
  package static let generator = "<meta name=\"generator\" content=\"shelter check --html\">"

  /// What a run's page shows besides its violations.
  package struct RunPage: Sendable {
    /// The run's result.
    package var run: CheckRun
    /// The fixture's steps, in order.
    package var steps: [FixtureStep]
    /// The timeline's samples a second, `nil` when none was drawn.
    package var samplesPerSecond: Int?

    /// A run's page content.
    package init(run: CheckRun, steps: [FixtureStep], samplesPerSecond: Int?) {
      self.run = run
      self.steps = steps
      self.samplesPerSecond = samplesPerSecond
    }
  }

  /// The folder-safe name of each run, in order: its position (zero-padded, so names sort in run
  /// order) and its fixture, device and policy as lowercase letters, digits and dashes:
  /// `003-login-json-iphone-se-3-portrait-recipe1`.
  package static func names(_ runs: [CheckRun]) -> [String] {
    let width = String(runs.count).count
    return runs.enumerated().map { offset, run in
      let number = String(offset + 1)
      let padded = String(repeating: "0", count: width - number.count) + number
      return padded + "-" + slug([run.label, run.device ?? "", run.policy].filter { !$0.isEmpty })
    }
  }

  /// `a/Login Form.json` and `recipe1` → `a-login-form-json-recipe1`, at most 60 characters.
  static func slug(_ parts: [String]) -> String {
    var out = ""
    for scalar in parts.joined(separator: "-").lowercased().unicodeScalars {
      let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
      if keep {
        out.unicodeScalars.append(scalar)
      } else if !out.isEmpty, !out.hasSuffix("-") {
        out += "-"
      }
      if out.count >= 60 { break }
    }
    while out.hasSuffix("-") { out.removeLast() }
    return out.isEmpty ? "run" : out
  }

  /// The picture of the screen after step `step` (0: as loaded) of the run named `name`, relative
  /// to the run's page.
  package static func picture(_ name: String, step: Int) -> String { "\(name)/step-\(step).svg" }

  /// The animated timeline of the run named `name`, relative to the run's page.
  package static func timeline(_ name: String) -> String { "\(name)/timeline.svg" }

  /// `index.html`: the summary, then the policy × fixture × device matrix.
  package static func index(_ runs: [CheckRun], names: [String], samplesPerSecond: Int?) -> String {
    var policies: [String] = []
    var rows: [String] = []
    var cells: [String: Int] = [:]
    for (offset, run) in runs.enumerated() {
      if !policies.contains(run.policy) { policies.append(run.policy) }
      if !rows.contains(run.rowName) { rows.append(run.rowName) }
      cells[run.rowName + "\u{0}" + run.policy] = offset
    }
    let total = runs.reduce(0) { $0 + $1.violations.count }
    let summary = "\(count(total, "violation")) in \(count(runs.count, "run"))"
    var out = head(title: "shelter check: " + summary)
    out += "<h1>shelter check</h1>\n"
    out += "<p class=\"summary\">\(text(summary))"
    if let samplesPerSecond {
      out += "; every step also judged over time at \(samplesPerSecond) samples a second"
    }
    out += ".</p>\n"
    out += "<table class=\"matrix\">\n<thead><tr><th scope=\"col\">fixture</th><th scope=\"col\">device</th>"
    for policy in policies { out += "<th scope=\"col\">\(text(policy))</th>" }
    out += "</tr></thead>\n<tbody>\n"
    var totals = Array(repeating: 0, count: policies.count)
    for row in rows {
      out += "<tr>"
      var first = true
      for (column, policy) in policies.enumerated() {
        guard let offset = cells[row + "\u{0}" + policy] else {
          if first { out += rowHeader(nil) }
          first = false
          out += "<td class=\"none\">-</td>"
          continue
        }
        let run = runs[offset]
        if first { out += rowHeader(run) }
        first = false
        totals[column] += run.violations.count
        out += cell(run, page: "runs/\(names[offset]).html")
      }
      out += "</tr>\n"
    }
    out += "</tbody>\n<tfoot><tr><th scope=\"row\">total</th><td></td>"
    for value in totals { out += "<td class=\"\(value == 0 ? "pass" : "fail")\">\(value)</td>" }
    out += "</tr></tfoot>\n</table>\n"
    return out + kindTable(runs, policies: policies) + "</body>\n</html>\n"
  }

  /// The violations per policy and kind, the kinds in ``Violation/Kind/all`` order and then any
  /// other in order of appearance; kinds no run broke are left out.
  private static func kindTable(_ runs: [CheckRun], policies: [String]) -> String {
    var kinds: [Violation.Kind] = []
    var counts: [String: Int] = [:]
    for run in runs {
      for violation in run.violations {
        if !kinds.contains(violation.kind) { kinds.append(violation.kind) }
        counts[run.policy + "\u{0}" + violation.kind.rawValue, default: 0] += 1
      }
    }
    guard !kinds.isEmpty else { return "" }
    kinds.sort {
      (Violation.Kind.all.firstIndex(of: $0) ?? .max) < (Violation.Kind.all.firstIndex(of: $1) ?? .max)
    }
    var out =
      "<h2>Violations per policy and kind</h2>\n<table class=\"kinds\">\n<thead><tr><th scope=\"col\">policy</th>"
    for kind in kinds { out += "<th scope=\"col\">\(text(kind.rawValue))</th>" }
    out += "</tr></thead>\n<tbody>\n"
    for policy in policies {
      out += "<tr><th scope=\"row\">\(text(policy))</th>"
      for kind in kinds { out += "<td>\(counts[policy + "\u{0}" + kind.rawValue] ?? 0)</td>" }
      out += "</tr>\n"
    }
    return out + "</tbody>\n</table>\n"
  }

  private static func rowHeader(_ run: CheckRun?) -> String {
    guard let run else { return "<th scope=\"row\"></th><td></td>" }
    return
      "<th scope=\"row\">\(text(run.label))</th><td class=\"device\">\(text(run.device ?? "as written"))</td>"
  }

  /// One cell: the count linking to the run's page and one line per violation, linking to its step.
  private static func cell(_ run: CheckRun, page: String) -> String {
    let count = run.violations.count
    var out = "<td class=\"\(count == 0 ? "pass" : "fail")\"><a class=\"count\" href=\"\(page)\">\(count)</a>"
    if !run.violations.isEmpty {
      out += "<ul>"
      for violation in run.violations {
        out += "<li><a href=\"\(page)#step-\(violation.stepIndex)\">step \(violation.stepIndex) "
        out += "\(text(violation.kind.rawValue)) \(text(violation.viewID))</a></li>"
      }
      out += "</ul>"
    }
    return out + "</td>"
  }

  /// A run's page, `runs/NAME.html`: its pictures step by step with each step's violations.
  package static func runPage(_ page: RunPage, name: String) -> String {
    let run = page.run
    let title = "\(run.label) · \(run.policy)" + (run.device.map { " · \($0)" } ?? "")
    var out = head(title: title)
    out += "<p class=\"back\"><a href=\"../index.html\">all runs</a></p>\n"
    out += "<h1>\(text(title))</h1>\n"
    out += "<p class=\"summary\">fixture <code>\(text(run.fixture))</code> (<code>\(text(run.file))</code>), "
    out += "policy <code>\(text(run.policy))</code>, "
    out += run.device.map { "device <code>\(text($0))</code>" } ?? "the fixture's own screen"
    out += ": \(count(run.violations.count, "violation")).</p>\n"
    if !run.notes.isEmpty {
      out += "<ul class=\"notes\">\n"
      for note in run.notes { out += "<li>\(text(note))</li>\n" }
      out += "</ul>\n"
    }
    if let rate = page.samplesPerSecond {
      let picture = timeline(name)
      out += "<section id=\"timeline\">\n<h2>Timeline, every step at \(rate) samples a second</h2>\n"
      out += "<a href=\"\(picture)\"><img src=\"\(picture)\" alt=\"every step animated\"></a>\n</section>\n"
    }
    var byStep: [Int: [Violation]] = [:]
    for violation in run.violations { byStep[violation.stepIndex, default: []].append(violation) }
    out += "<section id=\"step-0\" class=\"step\">\n<h2>As loaded</h2>\n<div class=\"pictures\">"
    out += figure(picture(name, step: 0), caption: "as loaded")
    out += "</div>\n" + violationList(byStep[0] ?? [], picture: picture(name, step: 0)) + "</section>\n"
    for (offset, step) in page.steps.enumerated() {
      let index = offset + 1
      let violations = byStep[index] ?? []
      var writer = JSONWriter(pretty: false)
      step.write(to: &writer)
      out += "<section id=\"step-\(index)\" class=\"step\(violations.isEmpty ? "" : " fail")\">\n"
      out += "<h2>Step \(index): \(text(step.kindName)) <code>\(text(writer.output))</code></h2>\n"
      out += "<div class=\"pictures\">"
      out += figure(picture(name, step: index - 1), caption: "before step \(index)")
      out += figure(picture(name, step: index), caption: "after step \(index)")
      out += "</div>\n" + violationList(violations, picture: picture(name, step: index)) + "</section>\n"
    }
    return out + "</body>\n</html>\n"
  }

  private static func figure(_ picture: String, caption: String) -> String {
    "<figure><a href=\"\(picture)\"><img src=\"\(picture)\" alt=\"\(text(caption))\" loading=\"lazy\"></a>"
      + "<figcaption>\(text(caption))</figcaption></figure>"
  }

  /// The violations of one step, each with its JSON object and the picture that shows it.
  private static func violationList(_ violations: [Violation], picture: String) -> String {
    guard !violations.isEmpty else { return "" }
    var out = "<ul class=\"violations\">\n"
    for violation in violations {
      var writer = JSONWriter(pretty: false)
      CheckReport.write(violation, to: &writer)
      out += "<li class=\"violation\" data-kind=\"\(text(violation.kind.rawValue))\" "
      out += "data-picture=\"\(picture)\" data-violation=\"\(text(writer.output))\">"
      out += "<strong>\(text(violation.kind.rawValue))</strong> \(text(violation.message))</li>\n"
    }
    return out + "</ul>\n"
  }

  /// The document's start, through `<body>`.
  private static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    \(generator)
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(text(title))</title>
    <style>\(style)</style>
    </head>
    <body>

    """
  }

  private static let style = """
    body{font:14px/1.4 -apple-system,Helvetica,Arial,sans-serif;margin:24px;color:#1c1c1e}
    table{border-collapse:collapse}th,td{border:1px solid #d1d1d6;padding:4px 8px;vertical-align:top;text-align:left}
    td.pass{background:#e8f7ec}td.fail{background:#fdecea}td.none{color:#8e8e93}
    td ul{margin:4px 0 0;padding-left:16px;font-size:12px}a.count{font-weight:700}
    .pictures{display:flex;flex-wrap:wrap;gap:16px}figure{margin:0}figure img{width:320px;border:1px solid #d1d1d6}
    #timeline img{width:480px}section.step{border-top:1px solid #d1d1d6;margin-top:16px}section.fail h2{color:#c0392b}
    ul.violations li{margin:4px 0}code{font-size:12px}
    """

  private static func text(_ value: String) -> String { TextEscaping.markup(value) }

  private static func count(_ value: Int, _ noun: String) -> String {
    value == 0 ? "no \(noun)s" : value == 1 ? "1 \(noun)" : "\(value) \(noun)s"
  }
}
