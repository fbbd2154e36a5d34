import ShelterUIKit
import Testing

// iPhone 16, portrait: 393 × 852 points, safe area 59 at the top and 34 at the bottom, a docked
// keyboard 336 high. Every frame below is worked out from those numbers and the screen's constants.
@Suite(.serialized) struct CommentScreenTests {
  @Test func theToolbarSitsOnTheSafeAreaUntilTheKeyboardComes() {
    let controller = CommentViewController()
    let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
    // Bottom at 852 − 34 = 818, 44 high; the text view fills 59 ..< 774.
    #expect(screen.frame(of: controller.toolbar) == CGRect(x: 0, y: 774, width: 393, height: 44))
    #expect(screen.frame(of: controller.textView) == CGRect(x: 0, y: 59, width: 393, height: 715))

    screen.focus(controller.textView)
    // The keyboard's top is at 852 − 336 = 516: the toolbar sits on it and the text view shrinks.
    #expect(screen.frame(of: controller.toolbar) == CGRect(x: 0, y: 472, width: 393, height: 44))
    #expect(screen.frame(of: controller.textView) == CGRect(x: 0, y: 59, width: 393, height: 413))

    screen.dismissKeyboard()
    #expect(screen.frame(of: controller.toolbar) == CGRect(x: 0, y: 774, width: 393, height: 44))
    #expect(screen.issues.isEmpty)
  }
}
