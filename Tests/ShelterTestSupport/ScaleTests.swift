import Foundation
package import Testing

/// The 100,000-scale tests (trees 100,000 levels deep, 100,000 constraints, 100,000 iterations)
/// run only when the environment sets `SHELTER_SCALE_TESTS=1`, as `.ci/run` does, so a
/// developer's quick `swift test` stays quick.
package enum ScaleTests {
  /// The environment variable that turns the 100,000-scale tests on.
  package static let variable = "SHELTER_SCALE_TESTS"

  /// Whether this run includes the 100,000-scale tests.
  package static var enabled: Bool {
    ProcessInfo.processInfo.environment[variable] == "1"
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a test (or a suite) only when `SHELTER_SCALE_TESTS=1`: for the 100,000-scale tests.
  package static var atScale: Self {
    .enabled(if: ScaleTests.enabled, "a 100,000-scale test: set \(ScaleTests.variable)=1 to run it")
  }
}
