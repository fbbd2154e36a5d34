import Foundation
import ShelterFixtures
import ShelterKeyboard
import ShelterSimulation
import Testing

/// How many constraint scenarios a run plays and where it starts: `SHELTER_CONSTRAINT_SEEDS` and
/// `SHELTER_CONSTRAINT_FIRST_SEED`; 1,000 from seed 1 by default.
private let constraintSeeds: Range<UInt64> = {
  let environment = ProcessInfo.processInfo.environment
  let count = environment["SHELTER_CONSTRAINT_SEEDS"].flatMap(UInt64.init) ?? 1000
  let first = environment["SHELTER_CONSTRAINT_FIRST_SEED"].flatMap(UInt64.init) ?? 1
  return first..<(first + count)
}()

/// What one constraint scenario showed.
struct ConstraintScenarioOutcome {
  /// The scenario cannot be shown by any policy: a focused input does not fit above a keyboard.
  var infeasible = false
  /// Findings of Shelter's rules, of the independent observer and of the layout passes.
  var problems: [String] = []
}

/// Plays one seed's constraint scenario with Shelter's policy, on its own device or retargeted as
/// `--device` does: Shelter's avoidance rules, the independent observer (the focused field clear of
/// a docked keyboard, frames back after the keyboard hides) and every layout pass, which must
/// break no constraint (the generated screens are satisfiable on every screen, with the keyboard up
/// or down, as UIKit lays them out).
func constraintScenarioOutcome(seed: UInt64) -> ConstraintScenarioOutcome {
  var outcome = ConstraintScenarioOutcome()
  var generator = ConstraintScenarioGenerator(seed: seed)
  let json = generator.fixtureJSON()
  var fixture: Fixture
  do {
    fixture = try Fixture(json: json)
  } catch {
    outcome.problems.append("does not load: \(error)")
    return outcome
  }
  if let (device, orientation) = generator.retarget {
    fixture = fixture.onDevice(device, orientation: orientation)
  }
  do {
    guard try isFeasible(fixture) else {
      outcome.infeasible = true
      return outcome
    }
    outcome.problems += try Checker(fixture: fixture, policy: .shelter, judgesLayout: false).run().map(\.message)
    outcome.problems += try independentProblems(in: fixture).map { "independent: \($0)" }
    for snapshot in try Simulation(fixture: fixture, policy: .shelter).run()
    where !snapshot.brokenConstraints.isEmpty {
      outcome.problems.append(
        "step \(snapshot.index): broke \(snapshot.brokenConstraints.joined(separator: ", "))")
    }
  } catch {
    outcome.problems.append("does not play: \(error)")
  }
  if !outcome.problems.isEmpty, let directory = ProcessInfo.processInfo.environment["SHELTER_SCENARIO_OUT"] {
    let name = "constraint-\(seed)" + (generator.retarget.map { "-on-\($0.device.id)-\($0.orientation)" } ?? "")
    try? fixture.jsonText().write(toFile: "\(directory)/\(name).json", atomically: true, encoding: .utf8)
  }
  return outcome
}

@Suite("Random constraint scenarios")
struct RandomConstraintScenarioTests {
  /// Every seed's constraint screen, played under Shelter's policy: at least 995 in 1,000 are
  /// clean under the rules, the independent observer and the layout passes.
  @Test func randomConstraintScreensAreClean() {
    var failures: [String] = []
    var infeasible = 0
    for seed in constraintSeeds {
      let outcome = constraintScenarioOutcome(seed: seed)
      if outcome.infeasible { infeasible += 1 }
      if !outcome.problems.isEmpty {
        failures.append("seed \(seed):\n  " + outcome.problems.joined(separator: "\n  "))
      }
    }
    let played = constraintSeeds.count - infeasible
    let clean = played - failures.count
    // Most scenarios are feasible: the generator does not hide failures by skipping.
    #expect(infeasible * 20 < constraintSeeds.count, "\(infeasible) of \(constraintSeeds.count) are infeasible")
    #expect(
      clean * 1000 >= played * 995,
      "\(clean) of \(played) feasible constraint scenarios clean:\n\(failures.joined(separator: "\n"))")
  }
}
