import ShelterDump
import ShelterFixtures

extension CommandSpec {
  /// `shelter explain LOG [--json] [-o FIXTURE.json] [--strict]`.
  static let explain = CommandSpec(
    name: "explain", operands: "LOG", operandCount: 1...1,
    operandError: "expected one log file (use - for standard input)",
    options: [
      .json(
        "{\"constraints\": [...], \"uikitBroke\": i, \"shelterBreaks\": i, \"conflict\": [i, ...]} (indexes into constraints)"
      ),
      OptionSpec(
        "-o", "--output", value: "FIXTURE.json",
        help:
          "also write a fixture of the rebuilt views and constraints to FIXTURE.json (- for standard output)"),
      OptionSpec("--strict", help: "refuse the log at its first warning (exit 2) instead of explaining it"),
    ],
    summary: "explain a pasted \"Unable to simultaneously satisfy constraints.\" log",
    details: """
      Reads UIKit's "Unable to simultaneously satisfy constraints." message (every generation, iOS 6
      to today, Markdown-quoted or not) or a `po view.constraints` list, rebuilds the views
      (addresses become ids, class names and accessibility identifiers kept) and constraints, and
      solves each message with Shelter's engine: it prints the mutually exclusive set, the
      constraint UIKit broke, the one Shelter's rule breaks and the smallest change that makes the
      set satisfiable. Every line it cannot read is printed on standard error as
      FILE:LINE: warning. Use - to read standard input.
      """,
    exitStatus:
      "0 ok (warnings are printed; a log whose constraints are all <private> is explained as empty), "
      + "2 no constraint in the log, a warning under --strict, or output that cannot be written.",
    run: { invocation, args in try Explain.run(invocation, args) })
}

/// `shelter explain`: reads the log, solves it and prints the explanation.
enum Explain {
  static func run(_ invocation: Invocation, _ args: ParsedArguments) throws -> Int32 {
    let path = args.operands[0]
    let shownPath = Invocation.displayName(path)
    let bytes = try invocation.read(path)
    let log = ConstraintLog(text: String(decoding: bytes, as: UTF8.self))
    var warnings = log.warnings
    if log.entries.isEmpty && log.redactedCount == 0 {
      throw InputError(
        "\(shownPath): no constraint description found (expected UIKit's \"Unable to simultaneously satisfy constraints.\" message or a `po view.constraints` list)"
      )
    }
    let analysis = log.analysis()
    warnings += analysis.warnings
    if log.entries.isEmpty {
      warnings.append(
        ConstraintLogWarning(
          line: log.messages.first?.line ?? 1, kind: .redacted,
          message: "every constraint is redacted (<private>); nothing to explain"))
    }
    for group in analysis.groups where !group.isRedacted && group.conflict.isEmpty && group.uikitBroke != nil
    {
      warnings.append(
        ConstraintLogWarning(
          line: group.line, kind: .noConflict,
          message:
            "Shelter finds this message's constraints satisfiable: the log leaves out what made them conflict (a superview, a size)"
        ))
    }
    var fixtureText: String?
    if let output = args.value("-o") {
      let name = FixtureName.base(path == "-" ? "log" : path)
      let fixture = analysis.fixture(name: name, entries: log.entries, warnings: &warnings)
      let json = fixture.jsonText()
      do {
        _ = try Fixture(json: json, file: output)
      } catch {
        throw InputError("\(shownPath): the rebuilt fixture is not valid: \(error)")
      }
      fixtureText = json.hasSuffix("\n") ? json : json + "\n"
    }
    warnings.sort { $0.line < $1.line }
    for warning in warnings {
      if args.has("--strict") { throw InputError("\(shownPath):\(warning.line): \(warning.message)") }
      invocation.report("shelter explain: \(shownPath):\(warning.line): warning: \(warning.message)\n")
    }
    let ids = analysis.itemIDs()
    if args.has("--json") {
      try invocation.emit(ExplainReport.json(log, analysis, ids: ids))
    } else {
      try invocation.print(ExplainReport.text(log, analysis, ids: ids, file: shownPath))
    }
    if let fixtureText, let output = args.value("-o") {
      try invocation.write(fixtureText, to: output)
    }
    return CommandLineTool.success
  }
}
