import ShelterFixtures
import ShelterKeyboard

extension CommandSpec {
  /// `shelter simulate FIXTURE [--policy NAME] [--json]`.
  static let simulate = CommandSpec(
    name: "simulate", operands: "FIXTURE", operandCount: 1...1, operandError: "expected one fixture file",
    options: [.policy, .json("the shelter-report/1")],
    summary: "play a fixture's steps and print every frame after each",
    details: """
      Loads a fixture, plays its steps and prints, after each step, the first responder, the keyboard
      frame and every view's frame in window space. Step 0 is the fixture as loaded.
      """,
    exitStatus: "0 ok, 2 the fixture cannot be loaded or a step cannot be applied.",
    run: { invocation, args in
      let path = args.operands[0]
      let policy = try FixtureFiles.policy(args)
      let fixture = try invocation.load(path)
      let snapshots: [StepSnapshot]
      do {
        snapshots = try Simulation(fixture: fixture, policy: policy).run()
      } catch let error as FixtureError {
        throw InputError(error, file: Invocation.displayName(path))
      }
      if args.has("--json") {
        try invocation.emit(Report.json(fixture: fixture.name, policy: policy.rawValue, snapshots: snapshots))
      } else {
        try invocation.print(Report.text(fixture: fixture.name, snapshots: snapshots))
      }
      return CommandLineTool.success
    })
}
