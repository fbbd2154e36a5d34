import ShelterFixtures
import ShelterKeyboard

/// `shelter simulate FIXTURE [--json] [--policy NAME]`.
struct Simulate {
  let tool: CommandLineTool

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, valued: ["--policy"], flagNames: ["--json"])
    if tool.printsHelp(for: "simulate", when: args) { return CommandLineTool.success }
    guard args.positional.count == 1 else { throw UsageError("expected one fixture file") }
    let path = args.positional[0]
    let fixture = try FixtureFiles.load(path)
    let policy = try Check.policy(args.value("--policy") ?? "shelter")
    let snapshots: [StepSnapshot]
    do {
      snapshots = try Simulation(fixture: fixture, policy: policy).run()
    } catch {
      throw InputError(error.file == nil ? error.inFile(path).description : error.description)
    }
    if args.has("--json") {
      tool.output(Report.json(fixture: fixture.name, policy: policy.rawValue, snapshots: snapshots))
    } else {
      tool.output(Report.text(fixture: fixture.name, snapshots: snapshots))
    }
    return CommandLineTool.success
  }
}
