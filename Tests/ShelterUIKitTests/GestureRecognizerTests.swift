import ShelterUIKit
import Testing

/// A form that dismisses the keyboard on a tap outside the field, in the Linux spelling: the
/// recognizer's action is a closure where iOS code names a `#selector`.
private final class TapToDismissViewController: UIViewController {
  let field = UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 44))
  var dismissals = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(field)
    let tap = UITapGestureRecognizer { [weak self] _ in self?.dismissKeyboard() }
    tap.cancelsTouchesInView = false
    view.addGestureRecognizer(tap)
  }

  func dismissKeyboard() {
    dismissals += 1
    view.endEditing(true)
  }
}

extension ShelterUIKitTests {
  @Suite struct GestureRecognizerTests {
    @Test func aRecognizerIsKeptOnOneViewAtATime() {
      var runs = 0
      let tap = UITapGestureRecognizer { _ in runs += 1 }
      let first = UIView()
      let second = UIView()
      #expect(first.gestureRecognizers == nil)
      first.addGestureRecognizer(tap)
      #expect(tap.view === first)
      #expect(first.gestureRecognizers?.count == 1 && first.gestureRecognizers?.first === tap)
      #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
      #expect(tap.state == .possible && tap.isEnabled && tap.cancelsTouchesInView)
      second.addGestureRecognizer(tap)
      #expect(first.gestureRecognizers == nil)
      #expect(tap.view === second)
      first.removeGestureRecognizer(tap)
      #expect(tap.view === second)
      second.removeGestureRecognizer(tap)
      #expect(tap.view == nil && second.gestureRecognizers == nil)
      // The action is kept as given: run by hand, it runs once.
      tap.action(tap)
      #expect(runs == 1)
    }

    @Test func recognizersAreInertOnAHostedScreen() {
      let controller = TapToDismissViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      #expect(controller.view.gestureRecognizers?.first is UITapGestureRecognizer)
      screen.focus(controller.field)
      // A tap at (200, 400) lands on the root view, below the field (100–144): Shelter's own tap
      // handling decides what happens; the recognizer's action does not run.
      _ = screen.window.simulateTap(at: Point(x: 200, y: 400))
      #expect(controller.dismissals == 0)
      let recognizer = controller.view.gestureRecognizers?.first
      recognizer?.action(recognizer!)
      #expect(controller.dismissals == 1)
      #expect(!controller.field.isFirstResponder)
    }
  }
}
