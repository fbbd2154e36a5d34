import Shelter
import ShelterTesting
import Testing

/// A screen on a device follows focus unless told not to, with the keyboard each field's traits
/// ask for. iPhone 15 portrait (docs/keyboards.md): 393 × 852, docked keyboard 336 with the
/// predictive bar, 292 without; a number pad has no bar, a secure field always has one.
@Suite("Focus-driven keyboard in scenarios")
struct FocusDrivenKeyboardTests {
  static func screen() -> ScreenSpec {
    ScreenSpec("traits", device: "iphone-15") {
      ControllerSpec("form") {
        ViewSpec("email", .textField, frame: Rect(x: 20, y: 100, width: 353, height: 44))
          .keyboardType(.emailAddress)
        ViewSpec("code", .textField, frame: Rect(x: 20, y: 150, width: 353, height: 44))
          .keyboardType(.numberPad)
        ViewSpec("pin", .textField, frame: Rect(x: 20, y: 200, width: 353, height: 44))
          .secureTextEntry().inputAccessory(height: 44)
        ViewSpec("picker", .textField, frame: Rect(x: 20, y: 250, width: 353, height: 44))
          .inputView(height: 200)
        ViewSpec("plain", .textField, frame: Rect(x: 20, y: 300, width: 353, height: 44))
          .predictive(false)
      }
    }
  }

  @Test func focusBringsTheKeyboardForEachField() throws {
    var scenario = try Scenario(Self.screen())
    // Letters with the bar: 852 − 336 = 516.
    #expect(try scenario.focus("email").keyboardFrame == Rect(x: 0, y: 516, width: 393, height: 336))
    // A number pad has no bar: 852 − 292 = 560.
    #expect(try scenario.focus("code").keyboardFrame == Rect(x: 0, y: 560, width: 393, height: 292))
    // Secure (bar kept) plus a 44 accessory exactly on top: 336 + 44 = 380, top 472.
    #expect(try scenario.focus("pin").keyboardFrame == Rect(x: 0, y: 472, width: 393, height: 380))
    // A custom input view replaces the keyboard: 200, top 652.
    #expect(try scenario.focus("picker").keyboardFrame == Rect(x: 0, y: 652, width: 393, height: 200))
    // Autocorrection and spell checking off: no bar, 292.
    #expect(try scenario.focus("plain").keyboardFrame == Rect(x: 0, y: 560, width: 393, height: 292))
    #expect(try scenario.resign().keyboardFrame == nil)
  }

  @Test func followingFocusCanBeTurnedOff() throws {
    var scenario = try Scenario(Self.screen(), followsFocus: false)
    #expect(try scenario.focus("email").keyboardFrame == nil)
    // Explicit control still works.
    #expect(try scenario.showKeyboard().keyboardFrame == Rect(x: 0, y: 516, width: 393, height: 336))
  }

  /// iPhone SE (3rd generation): 375 × 667 upright with a 260 docked keyboard, 667 × 375 on its
  /// side with a 200 one, and no safe area in landscape. A focus after turning the device gets the
  /// landscape keyboard, not the upright one.
  @Test func aFocusAfterTurningGetsTheLandscapeKeyboard() throws {
    let screen = ScreenSpec("turned", device: "iphone-se-3") {
      ControllerSpec("form") {
        ViewSpec("first", .textField, frame: Rect(x: 20, y: 100, width: 335, height: 44))
        ViewSpec("second", .textField, frame: Rect(x: 20, y: 160, width: 335, height: 44))
      }
    }
    var scenario = try Scenario(screen)
    // Upright: top 667 − 260 = 407; first ends at 144, 144 + 10 ≤ 407, nothing moves.
    let shown = try scenario.focus("first")
    #expect(shown.keyboardFrame == Rect(x: 0, y: 407, width: 375, height: 260))
    #expect(shown.moved.isEmpty)
    // Turned: the keyboard comes back 200 high across 667, top 375 − 200 = 175; 154 ≤ 175.
    let turned = try scenario.rotate(to: .landscape)
    #expect(turned.label == "step 2 (rotate to landscape)")
    #expect(turned.windowSize == Size(width: 667, height: 375))
    #expect(turned.keyboardFrame == Rect(x: 0, y: 175, width: 667, height: 200))
    #expect(turned["formView"] == Rect(x: 0, y: 0, width: 667, height: 375))
    // second ends at 204: 204 + 10 − 175 = 39 up, its top 160 − 39 = 121 stays below the visible
    // top 0. The upright keyboard (top 375 − 260 = 115) would have needed 99.
    let switched = try scenario.focus("second")
    #expect(switched.keyboardFrame == Rect(x: 0, y: 175, width: 667, height: 200))
    #expect(switched["formView"] == Rect(x: 0, y: -39, width: 667, height: 375))
    #expect(switched["second"] == Rect(x: 20, y: 121, width: 335, height: 44))
    expect(scenario, .focusedFieldVisible())
    expect(scenario, .noViewWandered)
  }

  @Test func theTraitsReachTheFixture() throws {
    let fixture = try Self.screen().fixture()
    let byID = Dictionary(uniqueKeysWithValues: fixture.nodes.map { ($0.id, $0) })
    #expect(byID["email"]?.keyboardType == .emailAddress)
    #expect(byID["pin"]?.isSecureTextEntry == true && byID["pin"]?.inputAccessoryHeight == 44)
    #expect(byID["picker"]?.inputViewHeight == 200)
    #expect(byID["plain"]?.predictive == false)
  }
}
