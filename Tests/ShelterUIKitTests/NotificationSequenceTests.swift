import ShelterUIKit
import Testing

// iPhone 16 portrait: 393 × 852, keyboard 336 high, docked at y 852 − 336 = 516; it rises from
// and falls to y 852, just below the screen, in 0.25 s on the keyboard's curve 7 (docs/keyboards.md).
extension ShelterUIKitTests {
  @Suite struct NotificationSequenceTests {
    @Test func anAsyncSequenceHearsEachShowAndHideInTheOrderTheyCame() async throws {
      let controller = LoginViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      let changes = NotificationCenter.default.notifications(
        named: UIResponder.keyboardWillChangeFrameNotification)
      screen.focus(controller.emailField)
      screen.dismissKeyboard()
      screen.focus(controller.passwordField)

      var iterator = changes.makeAsyncIterator()
      var ends: [CGRect] = []
      for _ in 0..<3 {
        let note = try #require(await iterator.next())
        ends.append(
          try #require((note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue))
      }
      // Up, down below the screen (still 336 high), up again.
      #expect(
        ends == [
          CGRect(x: 0, y: 516, width: 393, height: 336), CGRect(x: 0, y: 852, width: 393, height: 336),
          CGRect(x: 0, y: 516, width: 393, height: 336),
        ])
    }

    @Test func theSequencesOfAShowCarryUIKitsUserInfo() async throws {
      let controller = LoginViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      let willShow = NotificationCenter.default.notifications(named: UIResponder.keyboardWillShowNotification)
      let didShow = NotificationCenter.default.notifications(named: UIResponder.keyboardDidShowNotification)
      let willHide = NotificationCenter.default.notifications(named: UIResponder.keyboardWillHideNotification)
      screen.focus(controller.emailField)
      screen.dismissKeyboard()

      for sequence in [willShow, didShow] {
        var iterator = sequence.makeAsyncIterator()
        let info = try #require(await iterator.next()?.userInfo)
        let begin = try #require(info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)
        let end = try #require(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)
        #expect(begin.cgRectValue == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(end.cgRectValue == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
      }
      var hides = willHide.makeAsyncIterator()
      let hide = try #require(await hides.next()?.userInfo)
      // Down from its docked place to just below the screen.
      #expect(
        (hide[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
          == CGRect(x: 0, y: 516, width: 393, height: 336))
      #expect(
        (hide[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          == CGRect(x: 0, y: 852, width: 393, height: 336))
    }
  }
}
