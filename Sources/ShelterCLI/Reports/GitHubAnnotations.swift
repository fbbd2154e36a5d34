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
    return "::error file=\(property(run.file)),line=\(position.line),col=\(position.column),"
      + "title=\(property(violation.kind.rawValue))::\(data(CheckReport.line(violation, in: run)))"
  }

  /// Every annotation, a blank line, then the summary, as `check` prints it.
  package static func text(_ runs: [CheckRun]) -> String {
    var out = ""
    for run in runs {
      for index in run.violations.indices { out += annotation(index, in: run) + "\n" }
    }
    if !out.isEmpty { out += "\n" }
    return out + CheckReport.summary(runs)
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
