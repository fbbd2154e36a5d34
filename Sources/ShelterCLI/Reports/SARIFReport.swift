import ShelterJSON
package import ShelterSimulation

/// Check results as SARIF 2.1.0, the Static Analysis Results Interchange Format code-scanning
/// dashboards read: one run whose tool driver is `shelter`, one rule per kind of violation, one
/// result per violation.
///
/// Each result names its rule (`ruleId`, `ruleIndex`), says what broke (`message.text`, the
/// violation's line as `check` prints it), points at the fixture file and the step's region (the
/// line and column where the step, or for a violation at load its view, starts) and carries the
/// fixture, device, policy, step, view and numbers under `properties`.
package enum SARIFReport {
  /// The SARIF version written.
  package static let version = "2.1.0"
  /// The schema the document declares.
  package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// A rule: a kind of violation, what it means, and the section of `docs/avoidance.md` that
  /// explains the behaviour it checks.
  package struct Rule: Sendable {
    /// The violation kind, the rule's id.
    package var kind: Violation.Kind
    /// One sentence.
    package var description: String
    /// The help link, relative to the repository.
    package var help: String
  }

  /// Every rule, in ``Violation/Kind/all`` order, as each rule's own type describes it.
  package static let rules: [Rule] = CheckRules.all.map { rule in
    Rule(kind: rule.kind, description: rule.summary, help: rule.help)
  }

  /// The SARIF log of a check.
  package static func json(_ runs: [CheckRun], pretty: Bool = true) -> String {
    var w = JSONWriter(pretty: pretty)
    w.beginObject()
    w.member("$schema", schema)
    w.member("version", version)
    w.key("runs")
    w.beginArray()
    w.beginObject()
    w.key("tool")
    w.beginObject()
    w.key("driver")
    w.beginObject()
    w.member("name", "shelter")
    w.member("semanticVersion", "1.0.0")
    w.key("rules")
    w.beginArray()
    for rule in rules { write(rule, to: &w) }
    w.endArray()
    w.endObject()
    w.endObject()
    w.key("results")
    w.beginArray()
    let ruleIndices = Dictionary(
      uniqueKeysWithValues: rules.enumerated().map { ($0.element.kind, $0.offset) })
    let total = runs.reduce(0) { $0 + $1.violations.count }
    var written = 0
    var largest = 0
    results: for run in runs {
      let file = uri(run.file)
      for index in run.violations.indices {
        // Room for one more result as large as the largest so far, and for the closing note.
        guard written < maximumResults, w.bytes.count + 2 * largest + 4096 <= maximumBytes else {
          break results
        }
        let before = w.bytes.count
        writeResult(index, in: run, uri: file, ruleIndex: ruleIndices[run.violations[index].kind], to: &w)
        largest = max(largest, w.bytes.count - before)
        written += 1
      }
    }
    w.endArray()
    if written < total {
      // SARIF's place for what the tool wants a reader to know about the run itself (§3.20.21).
      w.key("invocations")
      w.beginArray()
      w.beginObject()
      w.key("executionSuccessful")
      w.bool(true)
      w.key("toolExecutionNotifications")
      w.beginArray()
      w.beginObject()
      w.member("level", "warning")
      w.key("message")
      w.beginObject()
      w.member("text", omissionNote(written: written, total: total))
      w.endObject()
      w.endObject()
      w.endArray()
      w.endObject()
      w.endArray()
    }
    w.endObject()
    w.endArray()
    w.endObject()
    return w.output + "\n"
  }

  /// The most results a log holds: code scanning rejects a run with more than 25,000 (docs/ci.md).
  package static let maximumResults = 25_000
  /// The most bytes a log takes before compression: code scanning rejects an upload over 10 MB
  /// gzipped, and a log that is smaller before compression is smaller after it too.
  package static let maximumBytes = 10_000_000

  /// What the log says when results were left out to stay within upload limits.
  package static func omissionNote(written: Int, total: Int) -> String {
    "\(total - written) of \(total) results were left out to keep the log within code scanning's "
      + "upload limits (25,000 results a run, 10 MB gzipped); the JSON report (--json) and --junit hold "
      + "every violation"
  }

  private static func write(_ rule: Rule, to w: inout JSONWriter) {
    w.beginObject()
    w.member("id", rule.kind.rawValue)
    w.member("name", rule.kind.rawValue)
    w.key("shortDescription")
    w.beginObject()
    w.member("text", rule.description)
    w.endObject()
    w.key("help")
    w.beginObject()
    w.member("text", "See \(rule.help).")
    w.member("markdown", "See [\(rule.help)](\(rule.help)).")
    w.endObject()
    w.key("defaultConfiguration")
    w.beginObject()
    w.member("level", "error")
    w.endObject()
    w.endObject()
  }

  private static func writeResult(
    _ index: Int, in run: CheckRun, uri: String, ruleIndex: Int?, to w: inout JSONWriter
  ) {
    let violation = run.violations[index]
    let position = run.position(of: index)
    w.beginObject()
    w.member("ruleId", violation.kind.rawValue)
    if let ruleIndex {
      w.key("ruleIndex")
      w.number(ruleIndex)
    }
    w.member("level", "error")
    w.key("message")
    w.beginObject()
    w.member("text", CheckReport.line(violation, in: run))
    w.endObject()
    w.key("locations")
    w.beginArray()
    w.beginObject()
    w.key("physicalLocation")
    w.beginObject()
    w.key("artifactLocation")
    w.beginObject()
    w.member("uri", uri)
    w.endObject()
    w.key("region")
    w.beginObject()
    w.key("startLine")
    w.number(position.line)
    w.key("startColumn")
    w.number(position.column)
    w.endObject()
    w.endObject()
    w.key("logicalLocations")
    w.beginArray()
    w.beginObject()
    w.member("fullyQualifiedName", position.path)
    w.member("kind", "member")
    w.endObject()
    w.endArray()
    w.endObject()
    w.endArray()
    w.key("properties")
    w.beginObject()
    CheckReport.writeIdentity(of: run, to: &w)
    w.key("violation")
    CheckReport.write(violation, to: &w)
    w.endObject()
    w.endObject()
  }

  /// A file path as a relative URI reference: every byte outside RFC 3986's unreserved characters
  /// and `/` percent-encoded, so spaces, `%` and non-ASCII names survive.
  package static func uri(_ path: String) -> String {
    func isUnreserved(_ byte: UInt8) -> Bool {
      (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
        || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E || byte == 0x2F
    }
    guard !path.utf8.allSatisfy(isUnreserved) else { return path }
    var out = ""
    for byte in path.utf8 {
      if isUnreserved(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        out += "%"
        out.unicodeScalars.append(digits[Int(byte >> 4)])
        out.unicodeScalars.append(digits[Int(byte & 0xF)])
      }
    }
    return out
  }
}
