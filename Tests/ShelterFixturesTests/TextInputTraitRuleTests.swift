import ShelterTestSupport
import Testing

@testable import ShelterFixtures

/// The text-input trait rule reads what a file states, not only what differs from the default:
/// `secureTextEntry: false` on a label is refused exactly as `true` is.
@Suite struct TextInputTraitRuleTests {
  /// The label on line 6 of the template; its value starts at column 77
  /// (`{"id": "b", ` 12 + `"kind": "label", ` 17 + `"frame": [20, 20, 350, 44], ` 28 +
  /// `"secureTextEntry": ` 19 characters before it).
  static func label(secure: Bool) -> [UInt8] {
    Array(
      Template.fixture(
        subviews: #"{"id": "b", "kind": "label", "frame": [20, 20, 350, 44], "secureTextEntry": \#(secure)}"#
      ).utf8)
  }

  @Test(arguments: [false, true])
  func secureTextEntryOnALabelIsRefusedEitherWay(secure: Bool) {
    let error = loadError(Self.label(secure: secure))
    #expect(error?.path == "window.controller.view.subviews[0].secureTextEntry")
    #expect(error?.line == 6 && error?.column == 77)
    #expect(error?.message == "'secureTextEntry' is a text-input trait, but a label is not a text input")
  }

  @Test func secureTextEntryFalseOnATextFieldLoads() throws {
    let fixture = try Fixture(
      json: Template.fixture(
        subviews: #"{"id": "a", "kind": "textField", "frame": [20, 20, 350, 44], "secureTextEntry": false}"#))
    #expect(fixture.nodes.last?.isSecureTextEntry == false)
  }
}
