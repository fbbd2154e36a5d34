import ShelterFixtures
import ShelterKeyboard
import ShelterSimulation
import ShelterValues

extension CommandSpec {
  /// `shelter check FIXTURE_OR_DIR... [--policy NAME]... [--device NAME]... [--fps [N]] [--jobs N]
  /// [--shard K/N] [--json] [--format FORMAT] [--sarif FILE] [--junit FILE] [--html DIR]`.
  static let check = CommandSpec(
    name: "check", operands: "FIXTURE_OR_DIR...", operandCount: 1...Int.max,
    operandError: "expected at least one fixture file or directory",
    options: [
      Check.policy, Check.device, Check.fps, Check.jobs, Check.shard, .json("the shelter-check/1"),
      Check.format,
      Check.sarif, Check.junit, Check.html, Check.summary, Check.full, Check.annotations,
    ],
    summary: "run fixtures' scenarios and report avoidance violations",
    details: """
      Runs each fixture's scenario and reports avoidance violations, one line each, then a summary
      table. Directories are expanded to their .json files in name order. A run is one fixture on
      one device (the fixture's own screen first, then each --device, laid out for that screen:
      window, root views, autoresizing masks, safe area) under one policy; runs are
      ordered by fixture, then device, then policy. Rows are named by file name, or by the shortest
      trailing part of the path that tells two files of the same name apart (a/login.json).

      The output is the same whatever --jobs is. --shard K/N cuts the ordered runs into N
      contiguous slices of near-equal size and runs the K-th; the runs of shards 1…N, in order, are
      exactly the runs of one unsharded check, so a CI matrix can split a gallery. Every fixture a
      run needs is loaded before any run starts, so bad input stops the command with status 2 and
      no partial output.

      In the run of Shelter's policy (the default) the layout rules are judged too, at the load and
      after every step: unsatisfiableConstraints (a layout pass broke a required constraint; the
      view and the mutually exclusive set are named), ambiguousLayout, inputClipped (a visible text
      input passes an ancestor with clipsToBounds), inputOffScreen, controlInUnsafeArea (a visible
      button or text input reaches past the window's safe area) and controlsOverlap (two visible
      sibling buttons or text inputs overlap), each where it starts (docs/layout.md). When the runs
      cover more than one device and the layout rules found something, a matrix of devices (rows)
      upright and turned (columns) counts what they found, then each screen that broke names its
      fixtures and kinds.

      With --fps every step is also sampled N times a second (--fps alone: 60) and judged over
      time: coveredDuringAnimation (while a docked keyboard slides in or changes frame, the focused
      field is covered by more than 1 pt more than at the step's start) and jump (while the
      keyboard is shown, a view on screen reaches its new place without an animation).

      --format github prints one GitHub Actions ::error annotation per violation, on the fixture
      file's line and column of the step it names, then the summary; --format sarif prints a SARIF
      2.1.0 log (one rule per kind of violation, one result per violation) and --sarif FILE writes
      that log to a file besides the chosen output. --junit FILE writes JUnit XML besides it: one
      test suite per fixture, one test case per run, one failure per violation.

      --html DIR writes a static report folder besides the chosen output: index.html holds the
      matrix (fixtures and devices down, policies across), each cell the run's violation count
      linking to its page, with its violations listed; each run's page shows the screen as loaded
      and before and after every step (the render drawings) with that step's violations, and with
      --fps the animated timeline. DIR must be new, empty, or an earlier report whose every file
      its list (.shelter-files) names; that report is replaced, and nothing else is ever removed.
      The report appears whole or not at all, and no symbolic link is followed inside DIR.

      Every output (--sarif, --junit, --html) is checked before the runs start and before any is
      written: one that cannot be written, two naming the same file, or a file inside the --html
      folder stops the command with status 2 and nothing written.

      A sweep is summarised: past 50 runs or 100 violations (or with --summary) the text shows the
      first 10 violations and counts the rest, each note once, and one summary row per fixture;
      --full prints everything. --format github annotates at most --annotations N violations
      (default 10, what GitHub shows a step) and then adds one warning saying how many were left
      out and where every one is (docs/ci.md). A SARIF log keeps to code scanning's upload limits:
      at most 25,000 results and 10 MB, with a notification counting what was left out.
      """,
    exitStatus: "0 no violations, 1 violations, 2 bad input or an output that cannot be written.",
    run: { invocation, args in try Check.run(invocation, args) })
}

/// The check command's plan: which runs, on how many threads, and which slice.
enum Check {
  static let policy = OptionSpec(
    "--policy", value: "NAME", repeatable: true,
    help: "policy to run (repeatable; default shelter; 'all' runs every policy)")
  static let device = OptionSpec(
    "--device", value: "NAME[:ORIENTATION]", repeatable: true,
    help:
      "also run laid out for a device's screen and keyboard, portrait or landscape (repeatable; 'all' is every device both ways)"
  )
  static let fps = OptionSpec(
    "--fps", value: "N", implicitValue: "60",
    help: "also judge every step over time, sampled N times a second (alone: 60; default: not)")
  static let jobs = OptionSpec(
    "--jobs", value: "N", help: "run at most N checks at a time (default: the number of processors)")
  static let shard = OptionSpec(
    "--shard", value: "K/N", help: "run only the K-th of N slices of the runs (default: 1/1)")
  static let format = OptionSpec(
    "--format", value: "FORMAT",
    help: "text (default), json (as --json), github (workflow annotations) or sarif (SARIF 2.1.0)")
  static let sarif = OptionSpec(
    "--sarif", value: "FILE", help: "also write the SARIF 2.1.0 log to FILE (- for standard output)")

  static let summary = OptionSpec(
    "--summary",
    help: "summarise: the first 10 violations, one row per fixture (default past 50 runs or 100 violations)")
  static let full = OptionSpec("--full", help: "print every violation and every run, however many")
  static let annotations = OptionSpec(
    "--annotations", value: "N",
    help:
      "with --format github, annotate at most N violations, 0 to 50 (default 10: what GitHub shows a step)")

  /// Whether the text is summarised: `--summary`, `--full` (both are refused before any run), or
  /// by the runs' size.
  static func summarises(_ args: ParsedArguments, _ runs: [CheckRun]) -> Bool {
    if args.has(summary) { return true }
    if args.has(full) { return false }
    return CheckReport.summarisesByDefault(runs)
  }

  /// `--annotations N`: a whole number from 0 to GitHub's per-job limit.
  static func annotationLimit(_ text: String?) throws -> Int {
    guard let text else { return GitHubAnnotations.stepLimit }
    guard let limit = Int(text), (0...GitHubAnnotations.jobLimit).contains(limit) else {
      throw UsageError(
        "--annotations needs a whole number from 0 to \(GitHubAnnotations.jobLimit), found '\(text)'")
    }
    return limit
  }

  /// How `check` prints its result.
  enum Format: String, CaseIterable {
    case text, json, github, sarif
  }

  /// `--format`, `--json` or neither; `--json` with another format is refused.
  static func outputFormat(_ args: ParsedArguments) throws -> Format {
    let json = args.has("--json")
    guard let name = args.value(format) else { return json ? .json : .text }
    guard let chosen = Format(rawValue: name) else {
      let names = Format.allCases.map(\.rawValue)
      throw UsageError(
        "unknown format '\(name)', expected one of \(names.joined(separator: ", "))"
          + Suggestion.didYouMean(name, among: names))
    }
    if json, chosen != .json { throw UsageError("--json and --format \(name) ask for two outputs; give one") }
    return chosen
  }

  /// One run: a fixture file, a device (`nil` for the fixture's own screen) and a policy.
  struct Unit: Sendable {
    var file: Int
    var device: DeviceScreen?
    var policy: AvoidancePolicyID
    /// Samples per second for the rules over time, `nil` for none.
    var samplesPerSecond: Int?
  }

  static func run(_ invocation: Invocation, _ args: ParsedArguments) throws -> Int32 {
    let chosenFormat = try outputFormat(args)
    let sarifPath = args.value(sarif)
    let junitPath = args.value(junit)
    let htmlPath = args.value(html)
    if htmlPath == "-" { throw UsageError("--html needs a folder; the report is many files") }
    if args.has(summary), args.has(full) {
      throw UsageError("--summary and --full ask for two reports; give one")
    }
    let limit = try annotationLimit(args.value(annotations))
    let policies = try policies(args.values(policy))
    var devices: [DeviceScreen] = []
    for name in args.values(device) {
      for screen in try screens(named: name) where !devices.contains(screen) { devices.append(screen) }
    }
    let jobs = try jobCount(args.value(jobs))
    let shard = try Shard(args.value(shard))
    let rate = try CommandSpec.samplesPerSecond(args.value(fps))
    let paths = try FixtureFiles.expand(args.operands)
    guard !paths.isEmpty else {
      throw InputError("\(args.operands.joined(separator: " ")): no .json fixtures found")
    }
    let labels = CheckLabels.labels(for: paths.map(Invocation.displayName))

    var units: [Unit] = []
    for file in paths.indices {
      for device in [nil] + devices {
        for policy in policies {
          units.append(Unit(file: file, device: device, policy: policy, samplesPerSecond: rate))
        }
      }
    }
    let slice = Array(units[shard.range(in: units.count)])

    // Read in order (standard input at most once), decode in parallel, report the first failure.
    var files: [Int] = []
    for unit in slice where files.last != unit.file { files.append(unit.file) }
    let needed = files
    let contents = try needed.map { try invocation.read(paths[$0]) }
    let decoded = ParallelMap.map(needed.count, jobs: jobs) { index in
      Result { () throws(InputError) in
        try FixtureFiles.parse(contents[index], name: Invocation.displayName(paths[needed[index]]))
      }
    }
    var fixtures: [Int: Fixture] = [:]
    for (file, result) in zip(needed, decoded) { fixtures[file] = try result.get() }
    // Every output checked now, against the inputs just read: a refused one stops the command
    // before any run, and before anything is written.
    try OutputTargets.check(
      files: [("--sarif", sarifPath), ("--junit", junitPath)].compactMap { option, path in
        path.map { (option, $0) }
      },
      folder: htmlPath.map { ("--html", $0) }, inputs: invocation.inputs)

    let loaded = fixtures
    let results = ParallelMap.map(slice.count, jobs: jobs) { index in
      let unit = slice[index]
      return Result { () throws(InputError) in
        try check(
          unit, fixture: loaded[unit.file]!, path: Invocation.displayName(paths[unit.file]),
          label: labels[unit.file])
      }
    }
    let runs = try results.map { try $0.get() }
    if let sarifPath { try invocation.write(SARIFReport.json(runs), to: sarifPath) }
    if let junitPath { try invocation.write(JUnitReport.xml(runs), to: junitPath) }
    if let htmlPath {
      try writeHTML(runs, units: slice, fixtures: loaded, paths: paths, jobs: jobs, to: htmlPath)
    }
    let summarised = summarises(args, runs)
    switch chosenFormat {
    case .text: try invocation.print(summarised ? CheckReport.summaryText(runs) : CheckReport.text(runs))
    case .json: try invocation.emit(CheckReport.json(runs))
    case .github:
      let reports = [sarifPath, junitPath, htmlPath].compactMap { $0 }.filter { $0 != "-" }
      let out = GitHubAnnotations.output(runs, limit: limit, reports: reports, summary: summarised)
      // The annotations are well-formed commands, written as they are; the log is plain text.
      try invocation.emit(out.annotations)
      try invocation.print(out.log)
    case .sarif: try invocation.emit(SARIFReport.json(runs))
    }
    return runs.contains { !$0.violations.isEmpty } ? CommandLineTool.failure : CommandLineTool.success
  }

  /// Plays one unit; a step that cannot be applied names the file (and device).
  /// The layout rules are judged in the run of Shelter's policy (``Checker/judgesLayout``).
  private static func check(_ unit: Unit, fixture: Fixture, path: String, label: String) throws(InputError)
    -> CheckRun
  {
    let played = unit.device.map { fixture.onScreen($0) } ?? fixture
    do {
      let outcome = try Checker(
        fixture: played, policy: unit.policy, samplesPerSecond: unit.samplesPerSecond
      ).outcome()
      let violations = outcome.violations
      var positions = fixture.sourcePositions(of: violations.map { ($0.stepIndex - 1, $0.viewID) })
      // A conflict points at the line of the constraint broken.
      for (k, violation) in violations.enumerated() {
        if case .unsatisfiable(let broken, _) = violation.detail,
          let at = fixture.sourcePosition(ofConstraint: broken)
        {
          positions[k] = at
        }
      }
      return CheckRun(
        label: label, fixture: fixture.name, policy: unit.policy.rawValue, device: unit.device?.label,
        violations: violations, file: path, positions: positions, notes: outcome.notes)
    } catch {
      let place = unit.device.map { "\(path) on \($0.label)" } ?? path
      throw InputError(error, file: place)
    }
  }

  /// The policies to run, in order and without repeats: `shelter` when none is named; `all` stands
  /// for every policy.
  static func policies(_ names: [String]) throws -> [AvoidancePolicyID] {
    var result: [AvoidancePolicyID] = []
    for name in names.isEmpty ? [AvoidancePolicyID.shelter.rawValue] : names {
      let expanded: [AvoidancePolicyID]
      if name == "all" {
        expanded = AvoidancePolicyID.allCases
      } else if let policy = AvoidancePolicyID(rawValue: name) {
        expanded = [policy]
      } else {
        throw FixtureFiles.unknownPolicy(name, allowingAll: true)
      }
      for policy in expanded where !result.contains(policy) { result.append(policy) }
    }
    return result
  }

  /// The one device profile `--device NAME` names, for commands that take a profile only.
  static func device(named name: String) throws -> DeviceProfile {
    let named = try screens(named: name)
    guard named.count == 1, let screen = named.first else {
      throw UsageError("--device all names every device; name one device")
    }
    return screen.device
  }

  /// The screens `--device NAME[:ORIENTATION]` names (`all`: every device both ways).
  static func screens(named name: String) throws -> [DeviceScreen] {
    do {
      return try DeviceScreen.parse(name)
    } catch {
      throw UsageError(error.message)
    }
  }

  /// `--jobs`: a whole number ≥ 1, the number of processors when not given.
  static func jobCount(_ text: String?) throws -> Int {
    guard let text else { return ParallelMap.processorCount }
    guard let jobs = Int(text), jobs >= 1 else {
      throw UsageError("--jobs needs a whole number ≥ 1, found '\(text)'")
    }
    return jobs
  }

  /// `--shard K/N`: the K-th (1-based) of N contiguous slices.
  struct Shard: Equatable {
    var index: Int
    var count: Int

    init(index: Int, count: Int) {
      self.index = index
      self.count = count
    }

    /// Parses `K/N` with 1 ≤ K ≤ N; `nil` is the whole, `1/1`.
    init(_ text: String?) throws {
      guard let text else {
        self.init(index: 1, count: 1)
        return
      }
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
        throw UsageError("--shard needs K/N with whole numbers 1 ≤ K ≤ N, found '\(text)'")
      }
      self.init(index: k, count: n)
    }

    /// The slice of `0..<total` this shard runs: with `total = q·N + r`, shard K takes q runs,
    /// plus one more when K ≤ r; the slices are contiguous, in order, and cover everything once.
    func range(in total: Int) -> Range<Int> {
      let (quotient, remainder) = total.quotientAndRemainder(dividingBy: count)
      func start(_ shard: Int) -> Int { quotient * shard + min(shard, remainder) }
      return start(index - 1)..<start(index)
    }
  }
}
