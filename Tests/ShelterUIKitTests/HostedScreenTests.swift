import ShelterUIKit
import Testing

// Every value here is worked by hand from the device (iPhone 16: 393 × 852 points; safe area 59 at
// the top and 34 at the bottom in portrait, 59 at each side and 21 at the bottom in landscape;
// docked keyboard 336 high in portrait, 209 in landscape, docs/keyboards.md) and the screens'
// constants.
extension ShelterUIKitTests {
  @Suite struct HostedScreenTests {
    @Test func anchorsAndAStackViewPlaceTheScreen() {
      let controller = LoginViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      #expect(controller.isViewLoaded)
      #expect(screen.frame(of: controller.view) == CGRect(x: 0, y: 0, width: 393, height: 852))
      // Top: safe area 59 + 24; sides 20 in a 393-wide view; two 44-high fields 12 apart.
      #expect(screen.frame(of: controller.stackView) == CGRect(x: 20, y: 83, width: 353, height: 100))
      #expect(screen.frame(of: controller.emailField) == CGRect(x: 20, y: 83, width: 353, height: 44))
      #expect(screen.frame(of: controller.passwordField) == CGRect(x: 20, y: 139, width: 353, height: 44))
      #expect(controller.passwordField.frame == CGRect(x: 0, y: 56, width: 353, height: 44))
      // Bottom: 852 − 34 − 16 = 802, 50 high.
      #expect(screen.frame(of: controller.loginButton) == CGRect(x: 20, y: 752, width: 353, height: 50))
      #expect(screen.issues.isEmpty)
    }

    @Test func theAppsHandlerLiftsTheButtonAboveTheKeyboardAndBack() {
      let controller = LoginViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      #expect(screen.focus(controller.passwordField))
      // The keyboard's top is 852 − 336 = 516; the handler puts the button's bottom 16 above it.
      #expect(screen.keyboardFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
      #expect(controller.buttonBottomConstraint.constant == -318)
      #expect(screen.frame(of: controller.loginButton) == CGRect(x: 20, y: 450, width: 353, height: 50))
      // Fields above the keyboard stay where they were.
      #expect(screen.frame(of: controller.passwordField) == CGRect(x: 20, y: 139, width: 353, height: 44))

      screen.dismissKeyboard()
      #expect(screen.keyboardFrame == nil)
      #expect(controller.buttonBottomConstraint.constant == -16)
      #expect(screen.frame(of: controller.loginButton) == CGRect(x: 20, y: 752, width: 353, height: 50))
    }

    @Test func turningTheDeviceWithTheKeyboardUpPlacesTheButtonForTheNewKeyboard() {
      let controller = LoginViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      screen.focus(controller.emailField)
      screen.turn(to: .landscape)
      // 852 × 393; the keyboard goes and comes back 209 high, its top at 184; the button's bottom
      // is 16 above it, its sides 20 from the view's, not the safe area's.
      #expect(screen.keyboardFrame == CGRect(x: 0, y: 184, width: 852, height: 209))
      #expect(controller.buttonBottomConstraint.constant == -204)
      #expect(screen.frame(of: controller.loginButton) == CGRect(x: 20, y: 118, width: 812, height: 50))
      // The stack keeps to the top safe area (0 in landscape) + 24.
      #expect(screen.frame(of: controller.stackView) == CGRect(x: 20, y: 24, width: 812, height: 100))
    }

    @Test func notificationCenterHearsTheKeyboardInUIKitsOrderWithUIKitsValues() throws {
      let controller = LoginViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      let names = [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
        UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      ]
      let heard = Heard()
      let tokens = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { heard.append($0) }
      }
      defer { for token in tokens { NotificationCenter.default.removeObserver(token) } }

      screen.focus(controller.emailField)
      #expect(
        heard.notifications.map(\.name) == [
          UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
          UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
        ])
      let willShow = try #require(heard.notifications.dropFirst().first?.userInfo)
      let begin = try #require(willShow[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)
      let end = try #require(willShow[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)
      // It rises from below the screen to its docked place.
      #expect(begin.cgRectValue == CGRect(x: 0, y: 852, width: 393, height: 336))
      #expect(end.cgRectValue == CGRect(x: 0, y: 516, width: 393, height: 336))
      #expect(willShow[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
      // The keyboard's own curve, 7, as iOS posts it, read as apps read it.
      #expect(willShow[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
      #expect(willShow[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt == 7)
      #expect(willShow[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
    }

    @Test func theScrollViewHandlerInsetsByTheKeyboardAboveTheSafeAreaAndClearsOnHide() {
      let controller = FormViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      #expect(screen.frame(of: controller.scrollView) == CGRect(x: 0, y: 0, width: 393, height: 852))
      screen.focus(controller.notesField)
      // 336 of keyboard less the 34 the safe area already keeps clear.
      #expect(controller.scrollView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 302, right: 0))
      #expect(controller.scrollView.verticalScrollIndicatorInsets.bottom == 302)
      // Hiding posts will-change-frame (the keyboard still 336 high, below the screen) before
      // will-hide: only in that order does the inset end at zero.
      screen.dismissKeyboard()
      #expect(controller.scrollView.contentInset == .zero)
    }
  }
}

/// Notifications heard by an observer, in order.
final class Heard: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Notification] = []

  func append(_ notification: Notification) {
    lock.lock()
    defer { lock.unlock() }
    stored.append(notification)
  }

  var notifications: [Notification] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
