import ShelterFixtures
import ShelterKeyboard
import ShelterSimulation

extension CommandSpec {
  /// `shelter simulate FIXTURE [--policy NAME] [--device NAME[:ORIENTATION]] [--json]`.
  static let simulate = CommandSpec(
    name: "simulate", operands: "FIXTURE", operandCount: 1...1, operandError: "expected one fixture file",
    options: [.policy, .device, .json("the shelter-report/1"), fps],
    summary: "play a fixture's steps and print every frame after each",
    details: """
      Loads a fixture, plays its steps and prints, after each step, the first responder, the keyboard
      frame and every view's frame in window space. Step 0 is the fixture as loaded. A report is
      held back until every step has played, so a step that cannot be applied prints no report;
      past 8 MB it streams, each step printed once played, so memory stays flat however many
      steps there are.
      """,
    exitStatus: "0 ok, 2 the fixture cannot be loaded or a step cannot be applied.",
    run: { invocation, args in
      let path = args.operands[0]
      let policy = try FixtureFiles.policy(args)
      let rate = try samplesPerSecond(args.value(fps))
      let fixture = try FixtureFiles.onDevice(invocation.load(path), args)
      let form: ReportStream.Form = args.has("--json") ? .json(pretty: true) : .text
      var stream = ReportStream(form, fixture: fixture.name, policy: policy.rawValue)
      // JSON goes out as it is; text for people has its control characters escaped.
      let send = { (text: String) throws in
        if form == .text { try invocation.print(text) } else { try invocation.emit(text) }
      }
      // Appended to in place: a copy taken out of `held` to append to would copy everything held
      // so far at every step.
      var held: String? = ""
      let write = { (text: String) throws in
        guard held != nil else { return try send(text) }
        held?.append(text)
        if let pending = held, pending.utf8.count > streamingThreshold {
          held = nil
          try send(pending)
        }
      }
      do {
        let simulation = try Simulation(fixture: fixture, policy: policy, samplesPerSecond: rate)
        try write(stream.header + stream.text(for: simulation.snapshot(index: 0, step: nil)))
        for (offset, step) in fixture.steps.enumerated() {
          try write(stream.text(for: try simulation.play(step, at: offset)))
        }
      } catch let error as FixtureError {
        throw InputError(error, file: Invocation.displayName(path))
      }
      try write(stream.footer)
      if let pending = held { try send(pending) }
      return CommandLineTool.success
    })

  /// How much of a report is held back before it streams.
  static let streamingThreshold = 8 << 20

  /// `--fps N`: sample every step's motion N times a second.
  static let fps = OptionSpec(
    "--fps", value: "N",
    help: "add each step's timeline, sampled N times a second (JSON; default: no timeline)")

  /// `--fps`'s value: a whole number from 1 to 1000, `nil` when not given.
  static func samplesPerSecond(_ text: String?) throws -> Int? {
    guard let text else { return nil }
    guard let rate = Int(text), (1...1000).contains(rate) else {
      throw UsageError("--fps needs a whole number from 1 to 1000, found '\(text)'")
    }
    return rate
  }
}
