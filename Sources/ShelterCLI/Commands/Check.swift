import ShelterFixtures
import ShelterKeyboard

/// `shelter check FIXTURE_OR_DIR... [--policy NAME]... [--device NAME]... [--json]`.
///
/// Every fixture is loaded and every name checked before anything runs, so bad input stops the
/// command with status 2 and no partial output.
struct Check {
  let tool: CommandLineTool

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, valued: ["--policy", "--device"], flagNames: ["--json"])
    if tool.printsHelp(for: "check", when: args) { return CommandLineTool.success }
    guard !args.positional.isEmpty else {
      throw UsageError("expected at least one fixture file or directory")
    }
    let policies = try Self.policies(args.values("--policy"))
    let devices = try args.values("--device").map(Self.device)
    let paths = try FixtureFiles.expand(args.positional)
    guard !paths.isEmpty else {
      throw InputError("\(args.positional.joined(separator: " ")): no .json fixtures found")
    }
    let fixtures = try paths.map { (path: $0, fixture: try FixtureFiles.load($0)) }

    var runs: [CheckRun] = []
    for (path, fixture) in fixtures {
      let label = path.split(separator: "/").last.map(String.init) ?? path
      let variants: [(device: String?, fixture: Fixture)] =
        [(nil, fixture)] + devices.map { ($0.id, fixture.onDevice($0)) }
      for variant in variants {
        for policy in policies {
          do {
            let violations = try Checker(fixture: variant.fixture, policy: policy).run()
            runs.append(
              CheckRun(
                label: label, fixture: fixture.name, policy: policy.rawValue, device: variant.device,
                violations: violations))
          } catch {
            let place = variant.device.map { "\(path) on \($0)" } ?? path
            throw InputError(error.file == nil ? error.inFile(place).description : error.description)
          }
        }
      }
    }
    tool.output(args.has("--json") ? CheckReport.json(runs) : CheckReport.text(runs))
    return runs.contains { !$0.violations.isEmpty } ? CommandLineTool.failure : CommandLineTool.success
  }

  /// The policies to run, in order and without repeats: `shelter` when none is named; `all` stands
  /// for every policy.
  static func policies(_ names: [String]) throws -> [AvoidancePolicyID] {
    var result: [AvoidancePolicyID] = []
    for name in names.isEmpty ? ["shelter"] : names {
      let expanded = name == "all" ? AvoidancePolicyID.allCases : [try policy(name, allowingAll: true)]
      for policy in expanded where !result.contains(policy) { result.append(policy) }
    }
    return result
  }

  /// The policy a `--policy` value names.
  static func policy(_ name: String, allowingAll: Bool = false) throws -> AvoidancePolicyID {
    guard let policy = AvoidancePolicyID(rawValue: name) else {
      let names = AvoidancePolicyID.allNames.joined(separator: ", ")
      throw UsageError("unknown policy '\(name)', expected \(allowingAll ? "all or " : "")one of \(names)")
    }
    return policy
  }

  /// The device profile with that id.
  static func device(_ name: String) throws -> DeviceProfile {
    guard let profile = DeviceProfile.named(name) else {
      throw UsageError(
        "unknown device '\(name)', expected one of \(DeviceProfile.all.map(\.id).joined(separator: ", "))")
    }
    return profile
  }
}
