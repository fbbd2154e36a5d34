package import Foundation
package import ShelterFixtures

/// The gallery under `Fixtures/`, found from this file's path so the tests run from any directory.
package enum FixtureGalleryFiles {
  /// The gallery's folder.
  package static let directory = PackageFiles.url("Fixtures")

  /// Every fixture file name, sorted.
  package static let names = [
    "autoresizing-conflict.json",
    "avoidance-disabled.json",
    "bottom-constraint-home-indicator.json",
    "chat-keyboard-guide.json",
    "chat.json",
    "field-distance.json",
    "floating-keyboard.json",
    "focus-switching.json",
    "hardware-bar.json",
    "ipad-floating-bar.json",
    "ipad-floating-keyboard.json",
    "ipad-form-sheet.json",
    "ipad-sheet-bottom-constraint.json",
    "iq-tab-bar.json",
    "landscape-keyboard-form.json",
    "login-constraints.json",
    "login.json",
    "minimal-movement.json",
    "navigation-bar.json",
    "predictive-bar.json",
    "root-shift-relayout.json",
    "rotated-card.json",
    "rotation.json",
    "safe-area-quicktype.json",
    "settings-table.json",
    "sign-in-software-keyboard.json",
    "signup-scroll.json",
    "tall-text-view.json",
    "tap-dismiss.json",
    "tp-focus-jump.json",
    "tp-safe-area.json",
    "user-scroll.json",
  ]

  /// The gallery fixture `name` (a file name with its `.json`), loaded.
  package static func load(_ name: String) throws -> Fixture {
    let data = try Data(contentsOf: directory.appendingPathComponent(name))
    return try Fixture(json: [UInt8](data), file: name)
  }
}
