import Foundation
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterTestSupport
import ShelterValues
import Testing

@testable import ShelterFixtures

/// The sign-up form of `docs/signup-form.md` (`Fixtures/signup-form/signup-form.json`): a scroll
/// view pinned to the safe area over a "Create account" bar on the keyboard layout guide, seven
/// fields in a vertical stack pinned to the scroll view's edges, played on the iPhone SE and the
/// iPhone 16 Pro Max both ways, keyboard down and up. Every frame is worked from UIKit's rules and
/// the profiles in `docs/keyboards.md`; the root view's side margins are the system minimum, 16 in a
/// compact-width window and 20 in a regular one (every iPhone turned), plus the safe area's side.
@Suite("The sign-up form")
struct SignupFormTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var device: String
    var orientation: Orientation
    /// The form's and the bar's frames with the keyboard down, then up (after `name` is focused).
    var form: (down: Rect, up: Rect)
    var create: (down: Rect, up: Rect)
    /// The first field's left edge, top and width: the stack's top is the form's plus 20.
    var name: (x: Double, y: Double, width: Double)
    var testDescription: String { "\(device) \(orientation.rawValue)" }
  }

  static let cases: [Case] = [
    // SE upright: 375 × 667, 20 on top, no bottom inset, keyboard 260 (top 407). Bar: 667 − 8 − 50
    // = 609 down, 407 − 8 − 50 = 349 up; form from 20 to the bar less 8.
    Case(
      device: "iphone-se-3", orientation: .portrait,
      form: (Rect(x: 0, y: 20, width: 375, height: 581), Rect(x: 0, y: 20, width: 375, height: 321)),
      create: (Rect(x: 16, y: 609, width: 343, height: 50), Rect(x: 16, y: 349, width: 343, height: 50)),
      name: (16, 40, 343)),
    // SE turned: 667 × 375, no insets, margins 20, keyboard 200 (top 175): bar at 317 and 117.
    Case(
      device: "iphone-se-3", orientation: .landscape,
      form: (Rect(x: 0, y: 0, width: 667, height: 309), Rect(x: 0, y: 0, width: 667, height: 109)),
      create: (Rect(x: 20, y: 317, width: 627, height: 50), Rect(x: 20, y: 117, width: 627, height: 50)),
      name: (16, 20, 635)),
    // 16 Pro Max upright: 440 × 956, 62 / 34, keyboard 346 (top 610). Down the guide is the safe
    // bottom, 922: bar at 864; up at 610 − 58 = 552.
    Case(
      device: "iphone-16-pro-max", orientation: .portrait,
      form: (Rect(x: 0, y: 62, width: 440, height: 794), Rect(x: 0, y: 62, width: 440, height: 482)),
      create: (Rect(x: 16, y: 864, width: 408, height: 50), Rect(x: 16, y: 552, width: 408, height: 50)),
      name: (16, 82, 408)),
    // 16 Pro Max turned: 956 × 440, 0, 62, 21, 62; margins 62 + 20 = 82; keyboard 209 (top 231).
    // The form spans the safe area, 62 to 894; the bar 419 − 58 = 361 down, 231 − 58 = 173 up.
    Case(
      device: "iphone-16-pro-max", orientation: .landscape,
      form: (Rect(x: 62, y: 0, width: 832, height: 353), Rect(x: 62, y: 0, width: 832, height: 165)),
      create: (Rect(x: 82, y: 361, width: 792, height: 50), Rect(x: 82, y: 173, width: 792, height: 50)),
      name: (78, 20, 800)),
  ]

  static func fixture() throws -> Fixture {
    let url = PackageFiles.url("Fixtures/signup-form/signup-form.json")
    return try Fixture(json: [UInt8](Data(contentsOf: url)), file: "signup-form.json")
  }

  static func frame(_ id: String, _ snapshot: StepSnapshot) -> Rect? {
    snapshot.frames.first { $0.id == id }?.frame
  }

  @Test(arguments: cases) func laidOutAsUIKitLaysItOut(_ c: Case) throws {
    var fixture = try Self.fixture()
    fixture = fixture.onDevice(DeviceProfile.named(c.device)!, orientation: c.orientation)
    fixture.steps = [.focus("name"), .resign]
    let steps = try Simulation(fixture: fixture).run()
    for (step, up) in [(0, false), (1, true), (2, false)] {
      let snapshot = steps[step]
      // The stack is pinned to the scroll view's edges, so it fills the content area and no
      // constraint breaks (docs/signup-form.md).
      #expect(snapshot.brokenConstraints.isEmpty, "step \(step)")
      #expect(Self.frame("form", snapshot) == (up ? c.form.up : c.form.down), "step \(step)")
      #expect(Self.frame("create", snapshot) == (up ? c.create.up : c.create.down), "step \(step)")
      let name = try #require(Self.frame("name", snapshot))
      #expect([name.minX, name.minY, name.width] == [c.name.x, c.name.y, c.name.width], "step \(step)")
      #expect((snapshot.keyboardFrameOnScreen != nil) == up, "step \(step)")
    }
  }
}
