import ShelterFixtures
import ShelterSimulation
import ShelterUIKit
import Testing

// A message field pinned near the bottom, moved by a bottom-constraint handler in three versions,
// each checked as an app's own policy (`Checker(fixture:hosting:)`) by the rules every library is
// judged by. iPhone 16 portrait: 393 × 852, safe area 34 at the bottom, keyboard 336 high, its
// top at 852 − 336 = 516; the rules keep a field 10 above the keyboard (`Checker.defaultDistance`).
final class BottomFieldViewController: UIViewController {
  /// How the handler turns the keyboard into the constraint's constant.
  enum Handler {
    /// Pinned to the safe area; the overlap less the safe area, plus the 12-point margin.
    case correct
    /// Pinned to the safe area; the whole keyboard height, plus the margin: the safe area is lifted
    /// over twice.
    case forgetsTheSafeArea
    /// Pinned to the view's bottom; the overlap less a safe area that constraint does not include.
    case takesOffASafeAreaItDoesNotHave
  }

  let handler: Handler
  let messageField = UITextField()
  var bottomConstraint: NSLayoutConstraint!
  private var observers: [NSObjectProtocol] = []

  init(handler: Handler) {
    self.handler = handler
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    messageField.accessibilityIdentifier = "message"
    messageField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(messageField)
    let bottom =
      handler == .takesOffASafeAreaItDoesNotHave ? view.bottomAnchor : view.safeAreaLayoutGuide.bottomAnchor
    bottomConstraint = messageField.bottomAnchor.constraint(equalTo: bottom, constant: -12)
    NSLayoutConstraint.activate([
      messageField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      messageField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      messageField.heightAnchor.constraint(equalToConstant: 44),
      bottomConstraint,
    ])
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] in self?.keyboardWillShow($0) })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { [weak self] _ in
        self?.bottomConstraint.constant = -12
        self?.view.layoutIfNeeded()
      })
  }

  private func keyboardWillShow(_ notification: Notification) {
    guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else {
      return
    }
    let keyboard = view.convert(value.cgRectValue, from: nil)
    let overlap = view.bounds.maxY - keyboard.minY
    switch handler {
    case .correct, .takesOffASafeAreaItDoesNotHave:
      bottomConstraint.constant = -(overlap - view.safeAreaInsets.bottom) - 12
    case .forgetsTheSafeArea:
      bottomConstraint.constant = -keyboard.height - 12
    }
    UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
  }
}

extension ShelterUIKitTests {
  @Suite struct AppPolicyTests {
    /// Hosts the screen, describes it, and checks focusing the field and resigning it.
    func check(_ handler: BottomFieldViewController.Handler) throws -> (
      [Violation], BottomFieldViewController, HostedScreen
    ) {
      let controller = BottomFieldViewController(handler: handler)
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      let fixture = Fixture(hosting: screen.window, name: "message", steps: [.focus("message"), .resign])
      let violations = try Checker(fixture: fixture, hosting: screen.window).run()
      return (violations, controller, screen)
    }

    @Test func theHostedScreenIsDescribedWithTheAppsNamesAndFrames() {
      let controller = BottomFieldViewController(handler: .correct)
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      let fixture = Fixture(hosting: screen.window)
      // The controller, its root view, the field: the root named by its kind, the field by its
      // accessibilityIdentifier.
      #expect(fixture.nodes.map(\.id) == ["controller1", "view1", "message"])
      #expect(fixture.nodes.map(\.parent) == [nil, 0, 1])
      #expect(fixture.device == "iphone-16")
      #expect(fixture.screenSize == Size(width: 393, height: 852))
      #expect(fixture.safeArea.bottom == 34)
      // 852 − 34 − 12 = 806 at the bottom, 44 high: y 762; 16 from each side of 393: 361 wide.
      #expect(fixture.nodes[2].frame == Rect(x: 16, y: 762, width: 361, height: 44))
      #expect(controller.view.accessibilityIdentifier == "view1")
    }

    @Test func aCorrectBottomConstraintHandlerBreaksNoRule() throws {
      let (violations, controller, screen) = try check(.correct)
      #expect(violations.isEmpty, "\(violations.map(\.message))")
      // Resigned: back at −12, the field at y 762 again.
      #expect(controller.bottomConstraint.constant == -12)
      #expect(screen.frame(of: controller.messageField).minY == 762)
    }

    @Test func aHandlerThatForgetsTheSafeAreaLiftsTheFieldTooFarButDoesNotCoverIt() throws {
      let controller = BottomFieldViewController(handler: .forgetsTheSafeArea)
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      let fixture = Fixture(hosting: screen.window, name: "message", steps: [.focus("message")])
      let violations = try Checker(fixture: fixture, hosting: screen.window).run()
      // −336 − 12 = −348 from the safe area's bottom 818: the field ends at 470, 46 above the
      // keyboard's top 516 (34 more than the 12 meant). Clear of the keyboard, so no rule breaks.
      #expect(controller.bottomConstraint.constant == -348)
      #expect(screen.frame(of: controller.messageField) == CGRect(x: 16, y: 426, width: 361, height: 44))
      #expect(violations.isEmpty, "\(violations.map(\.message))")
    }

    @Test func aHandlerThatTakesOffASafeAreaItsConstraintLacksLeavesTheFieldCovered() throws {
      let (violations, _, _) = try check(.takesOffASafeAreaItDoesNotHave)
      // Pinned to the view's bottom 852: −(336 − 34) − 12 = −314, so the field ends at
      // 852 − 314 = 538, 22 below the keyboard's top 516. Covered at the focus (step 1); the
      // resign puts it back, so nothing else breaks.
      #expect(violations.map(\.kind) == [.fieldCovered])
      #expect(violations.map(\.stepIndex) == [1])
      #expect(violations.map(\.viewID) == ["message"])
      #expect(violations.first?.message.contains("bottom 538 + distance 10 > keyboard top 516") == true)
    }

    @Test func aHostedWindowLeftWithTheKeyboardUpIsRefusedASecondTime() throws {
      let controller = BottomFieldViewController(handler: .correct)
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      let fixture = Fixture(hosting: screen.window, name: "message", steps: [.focus("message")])
      let checker = Checker(fixture: fixture, hosting: screen.window)
      #expect(try checker.run().isEmpty)
      // The field was left focused and lifted to y 460: the window no longer matches its
      // description (y 762, not focused), so a second play is refused at the field's node.
      #expect(screen.frame(of: controller.messageField).minY == 460)
      let error = try #require(throws: FixtureError.self) { try checker.run() }
      #expect(error.path == "window.controller.view.subviews[0]")
    }

    @Test func theAppPolicyWithoutAHostedScreenIsRefused() throws {
      let fixture = Fixture(name: "plain", screenSize: Size(width: 393, height: 852))
      #expect(throws: FixtureError.self) { try Checker(fixture: fixture, policy: .app).run() }
      #expect(AvoidancePolicyID(rawValue: "app") == nil)
      #expect(!AvoidancePolicyID.allCases.contains(.app))
    }
  }
}
