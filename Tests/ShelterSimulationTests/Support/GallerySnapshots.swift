import ShelterFixtures
import ShelterKeyboard
import ShelterSimulation
import ShelterTestSupport

extension FixtureGalleryFiles {
  /// The snapshots of gallery fixture `name` played under `policy`.
  static func snapshots(_ name: String, policy: AvoidancePolicyID = .shelter) throws -> [StepSnapshot] {
    try Simulation(fixture: load(name), policy: policy).run()
  }
}
