import ShelterUIKit
import Testing

/// A form whose field ends editing the Linux way: through the key window, where iOS code sends
/// `resignFirstResponder` to `UIApplication.shared` with a `#selector`.
private final class NameFormViewController: UIViewController {
  let field = UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(field)
  }

  /// What a "Done" button runs.
  func done() { UIApplication.shared.keyWindow?.endEditing(true) }
}

extension ShelterUIKitTests {
  @Suite struct ScreenApplicationTests {
    @Test func theMainScreenIsTheHostedDevices() {
      let screen = ShelterUIKit.host(NameFormViewController(), on: .iPhone16, .portrait)
      // iPhone 16 in portrait: 393 × 852 points at scale 3.
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(UIScreen.main.scale == 3)
      #expect(UIScreen.main === screen.window.screen)
      screen.turn(to: .landscape)
      // Turned, width and height swap: 852 × 393.
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))
    }

    @Test func theSharedApplicationsKeyWindowIsTheHostedWindow() {
      let screen = ShelterUIKit.host(NameFormViewController(), on: .iPhone16, .portrait)
      #expect(UIApplication.shared === screen.application)
      #expect(UIApplication.shared.keyWindow === screen.window)
      #expect(UIApplication.shared.windows.contains { $0 === screen.window })
      let later = ShelterUIKit.host(NameFormViewController(), on: .iPhoneSE3, .portrait)
      #expect(UIApplication.shared === later.application)
      // iPhone SE (3rd generation): 375 × 667 points at scale 2.
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
      #expect(UIScreen.main.scale == 2)
    }

    @Test func endingEditingThroughTheKeyWindowDismissesTheKeyboard() {
      let controller = NameFormViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      screen.focus(controller.field)
      #expect(controller.field.isFirstResponder)
      // iPhone 16's docked keyboard is 336 high: its top at 852 − 336 = 516.
      #expect(screen.keyboardFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
      controller.done()
      screen.layoutIfNeeded()
      #expect(!controller.field.isFirstResponder)
      #expect(screen.keyboardFrame == nil)
    }
  }
}
