import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import Testing

@testable import ShelterDump

/// Inputs the dump fuzzer (`Scripts/fuzz.sh run dump`) found crashing its harness, kept so they
/// never do again.
@Suite struct DumpFuzzRegressionTests {
  /// A corpus dump of one 25 × 24 button imported with an iPhone's 47 + 34 pt safe area: the
  /// importer made a 25 × 24 screen, wrote the 81 pt of insets into it and returned a fixture that
  /// the loader refuses (the safe area must fit the screen). The importer now refuses it itself,
  /// at the first entry's line (2: line 1 is the source URL).
  @Test func aSafeAreaTallerThanTheDumpsScreenIsRefusedByTheImporter() throws {
    let dump = try parse(try dumpFile("snapshot-uiview-button.txt"))
    let error = dumpError { () throws(DumpError) in
      _ = try dump.fixture(name: "fuzz", safeArea: (47, 0, 34, 0))
    }
    #expect(error?.line == 2)
    #expect(error?.reason == .outOfRange("safeArea"))
    #expect(
      error?.message
        == "the safe area [47, 0, 34, 0] must lie within ±1e9, not be negative and fit the 25 × 24 screen")
    // Insets that fit, 12 + 12 = 24 high, load and play.
    let fitting = try dump.fixture(name: "fuzz", safeArea: (12, 0, 12, 0))
    let loaded = try Fixture(json: fitting.jsonText())
    _ = try Simulation(fixture: loaded).run()
  }

  /// On a device's screen the same insets fit: the importer checks them against the screen the
  /// fixture will have, the iPhone 15's 393 × 852, not the button's extent.
  @Test func theDeviceScreenIsTheOneTheSafeAreaMustFit() throws {
    let text = try dumpFile("snapshot-uiview-button.txt")
    let onDevice = try Fixture.imported(
      dump: text, name: "button", device: .named("iphone-15"),
      safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    ).fixture
    #expect(onDevice.screenSize == Size(width: 393, height: 852))
    _ = try Fixture(json: onDevice.jsonText())
    #expect(throws: DumpError.self) {
      try Fixture.imported(dump: text, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }
  }
}
