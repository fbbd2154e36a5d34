import ShelterCLI
import ShelterFixtures
import ShelterJSON
import ShelterKeyboard
import ShelterSimulation

/// libFuzzer entry point for the fixture path: decode a fixture, build its scene and play every
/// step, under each avoidance policy in turn (chosen by the input's length, so a run is
/// reproducible from the input alone).
///
/// Any outcome is fine except a crash or a broken invariant: a fixture that loads must build,
/// its steps either all apply or stop at a `FixtureError`, and the report written for the steps
/// that applied must parse back as JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFixture(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let fixture = try? Fixture(json: bytes, file: "fuzz.json") else { return 0 }
  let policies = AvoidancePolicyID.allCases
  let policy = policies[size % policies.count]
  let simulation: Simulation
  do {
    simulation = try Simulation(fixture: fixture, policy: policy)
  } catch {
    // The only load-time failure a decoded fixture may still hit: its first responder refusing.
    precondition(error.path.hasSuffix(".isFirstResponder"), "scene failed to build: \(error)")
    return 0
  }
  var snapshots = [simulation.snapshot(index: 0, step: nil)]
  for (offset, step) in fixture.steps.enumerated() {
    do {
      try simulation.apply(step, at: offset)
    } catch {
      break
    }
    snapshots.append(simulation.snapshot(index: offset + 1, step: step))
  }
  let report = Report.json(
    fixture: fixture.name, policy: policy.rawValue, snapshots: snapshots, pretty: false)
  do {
    _ = try JSONDocument(parsing: report)
  } catch {
    preconditionFailure("the report does not parse back: \(error)")
  }
  _ = Report.text(fixture: fixture.name, snapshots: snapshots)
  return 0
}
