import Shelter
// The gallery × every device both ways × every policy, as `shelter check Fixtures/ --policy all
// --device all` runs it: the time per run of each policy against Shelter's own policy on the same
// runs, measured in the same process. Key for `--only`: policies.
import ShelterSimulation

/// One row per policy and one for them all: the median time per run (a fixture on one screen,
/// played and judged), against Shelter's policy's time per run over the same fixtures and screens.
/// The policies are `AvoidancePolicyID.allCases`, so a policy added to the package gets its row.
@MainActor func benchmarkPolicyMatrix() {
  let fixtures = galleryFixtures()
  guard !fixtures.isEmpty else { return }
  let screens: [DeviceScreen?] = [nil] + DeviceScreen.all
  let played = fixtures.flatMap { fixture in screens.map { $0.map(fixture.onScreen) ?? fixture } }
  let runs = played.count
  func perRun(_ policy: AvoidancePolicyID) -> Double {
    measure(units: runs, repetitions: quick ? 1 : 3, warmUp: false) {
      for fixture in played { blackHole(try? Checker(fixture: fixture, policy: policy).run()) }
    }
  }
  // Warm up once on the fixtures' own screens, then time Shelter's policy first: the baseline.
  for fixture in fixtures {
    for policy in AvoidancePolicyID.allCases {
      blackHole(try? Checker(fixture: fixture, policy: policy).run())
    }
  }
  let shelter = perRun(.shelter)
  var total = shelter
  let size = "\(fixtures.count) fixtures × \(screens.count) screens"
  for policy in AvoidancePolicyID.allCases where policy != .shelter {
    let time = perRun(policy)
    total += time
    report(
      "check, policy \(policy.rawValue), every device", size: size, time: time, against: "shelter", shelter,
      per: "/run", target: "≤ 2x shelter", met: time <= 2 * shelter)
  }
  let count = AvoidancePolicyID.allCases.count
  let all = total / Double(count)
  report(
    "check --policy all --device all, gallery", size: "\(grouped(runs * count)) runs (\(count) policies)",
    time: all, against: "shelter", shelter, per: "/run", target: "≤ 2x shelter", met: all <= 2 * shelter)
}
