/// Check results as GitHub Actions workflow commands: one `::error` annotation per violation,
/// which GitHub shows on the fixture's line in a pull request, then the summary table.
///
/// The format is GitHub's `::error file={name},line={line},col={col},title={title}::{message}`.
/// Property values escape `%`, CR, LF, `:` and `,`; the message escapes `%`, CR and LF, so no
/// fixture name, id or message can end a command early or start another.
package enum GitHubAnnotations {
  /// One annotation: the fixture file, the line and column of the step the violation names (or of
  /// its view, for a violation at load), the rule as title and the violation's text line as message.
  ///
  ///     ::error file=Fixtures/login.json,line=12,col=5,title=fieldCovered::login.json [recipe1] step 1 …
  package static func annotation(_ index: Int, in run: CheckRun) -> String {
    let violation = run.violations[index]
    let position = run.position(of: index)
    return
      "::error file=\(property(TextEscaping.escaped(run.file))),line=\(position.line),col=\(position.column),"
      + "title=\(property(violation.kind.rawValue))::\(data(TextEscaping.escaped(CheckReport.line(violation, in: run))))"
  }

  /// How many error annotations GitHub shows for one step of a job (docs/ci.md).
  package static let stepLimit = 10
  /// How many annotations GitHub shows for a whole job.
  package static let jobLimit = 50

  /// What `check --format github` prints: the annotations, written as they are, and the log that
  /// follows them, plain text for ``TextEscaping`` to make safe.
  package struct Output: Sendable {
    /// At most `limit` `::error` lines, then, when violations were left out, one `::warning` that
    /// says how many and where every one is.
    package var annotations: String
    /// The violations not annotated (unless summarised), a blank line, then the summary.
    package var log: String
  }

  /// The annotations and the log for `runs`: the first `limit` violations become annotations;
  /// `reports` are the files holding every violation (`--sarif`, `--junit`, `--html`), named in
  /// the closing annotation; with `summary`, the log leaves out the violation lines and folds the
  /// devices of each fixture into one row (``CheckReport/summary(_:byFixture:)``).
  package static func output(
    _ runs: [CheckRun], limit: Int = stepLimit, reports: [String] = [], summary: Bool = false
  )
    -> Output
  {
    var annotations = ""
    var log = ""
    var count = 0
    for run in runs {
      for index in run.violations.indices {
        count += 1
        if count <= limit {
          annotations += annotation(index, in: run) + "\n"
        } else if !summary {
          log += CheckReport.line(run.violations[index], in: run) + "\n"
        }
      }
    }
    if count > limit {
      let left = count - limit
      let place: String
      if !reports.isEmpty {
        place = "every violation is in " + reports.joined(separator: ", ")
      } else if summary {
        place =
          "the log has the summary; --full lists every violation there, --sarif FILE or --html DIR keep them"
      } else {
        place = "every violation is listed in this step's log"
      }
      let message =
        "\(left) more violation\(left == 1 ? "" : "s") not annotated: GitHub shows at most \(stepLimit) error "
        + "annotations a step and \(jobLimit) a job; \(place)"
      annotations += "::warning title=\(property("shelter check"))::\(data(TextEscaping.escaped(message)))\n"
    }
    if !log.isEmpty { log += "\n" }
    let rows = CheckReport.summary(runs, byFixture: summary)
    return Output(
      annotations: annotations, log: (annotations.isEmpty && log.isEmpty ? "" : "\n") + log + rows)
  }

  /// Every annotation, a blank line, then the summary: ``output(_:limit:reports:summary:)`` with
  /// no cap, as one text.
  package static func text(_ runs: [CheckRun]) -> String {
    let out = output(runs, limit: Int.max)
    return out.annotations + out.log
  }

  /// A message, escaped as GitHub's toolkit escapes command data.
  package static func data(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A }) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A property value, escaped as GitHub's toolkit escapes command properties.
  package static func property(_ text: String) -> String {
    let escaped = data(text)
    guard escaped.utf8.contains(where: { $0 == 0x3A || $0 == 0x2C }) else { return escaped }
    var out = ""
    for scalar in escaped.unicodeScalars {
      switch scalar {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
