import ShelterFixtures
import ShelterSimulation
import ShelterUIKit
import Testing

// Keyboard handlers in the styles public apps and libraries use (docs/uikit.md, "Public code"),
// written here in UIKit's spelling and hosted on an iPhone 16 in portrait: 393 × 852, safe area 59
// at the top and 34 at the bottom, keyboard 336 high with its top at 852 − 336 = 516.

/// A spacer under the content whose height constraint grows by the keyboard's height on
/// will-change-frame and shrinks back on will-hide, with no `layoutIfNeeded()`: the next layout
/// pass places the views.
final class SpacerHeightViewController: UIViewController {
  let field = UITextField()
  let button = UIButton(type: .system)
  let spacer = UIView()
  var heightConstraint: NSLayoutConstraint!
  let defaultHeight: CGFloat = 20
  private var observers: [NSObjectProtocol] = []

  deinit { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

  override func viewDidLoad() {
    super.viewDidLoad()
    for view in [field, button, spacer] {
      view.translatesAutoresizingMaskIntoConstraints = false
      self.view.addSubview(view)
    }
    button.setTitle("Send", for: .normal)
    heightConstraint = spacer.heightAnchor.constraint(equalToConstant: defaultHeight)
    NSLayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      field.heightAnchor.constraint(equalToConstant: 44),
      spacer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      spacer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      spacer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      heightConstraint,
      button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      button.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      button.bottomAnchor.constraint(equalTo: spacer.topAnchor),
      button.heightAnchor.constraint(equalToConstant: 50),
    ])
    for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] in
          self?.adjustForKeyboard($0)
        })
    }
  }

  private func adjustForKeyboard(_ notification: Notification) {
    guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else {
      return
    }
    let keyboard = view.convert(value.cgRectValue, from: view.window)
    if notification.name == UIResponder.keyboardWillHideNotification {
      heightConstraint.constant = defaultHeight
    } else {
      heightConstraint.constant = defaultHeight + keyboard.height
    }
  }
}

/// A full-screen scroll view whose bottom inset is the part of the keyboard inside the window, on
/// will-change-frame only.
final class IntersectionInsetViewController: UIViewController {
  let scrollView = UIScrollView()
  let field = UITextField()
  private var observer: NSObjectProtocol?

  deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.contentSize = CGSize(width: 393, height: 1200)
    view.addSubview(scrollView)
    field.frame = CGRect(x: 20, y: 700, width: 353, height: 44)
    scrollView.addSubview(field)
    observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { [weak self] notification in
      guard let self, let window = self.view.window,
        let screenRect = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
          .cgRectValue
      else { return }
      let keyboardWindowRect = window.convert(screenRect, from: nil)
      let intersection = keyboardWindowRect.intersection(window.frame)
      self.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: intersection.size.height, right: 0)
    }
  }
}

/// A layout guide of the app's own standing for the keyboard: pinned to the view's bottom, its
/// height constraint set to the keyboard's overlap on every frame change; the field sits 12 above it.
final class OwnKeyboardGuideViewController: UIViewController {
  let keyboardGuide = UILayoutGuide()
  let field = UITextField()
  lazy var guideHeight = keyboardGuide.heightAnchor.constraint(equalToConstant: 0)
  private var observer: NSObjectProtocol?

  deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addLayoutGuide(keyboardGuide)
    field.accessibilityIdentifier = "field"
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      guideHeight,
      keyboardGuide.leftAnchor.constraint(equalTo: view.leftAnchor),
      keyboardGuide.rightAnchor.constraint(equalTo: view.rightAnchor),
      keyboardGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      field.heightAnchor.constraint(equalToConstant: 44),
      field.bottomAnchor.constraint(equalTo: keyboardGuide.topAnchor, constant: -12),
    ])
    observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { [weak self] notification in
      guard let self, let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue,
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
      else { return }
      let keyboard = self.view.convert(end.cgRectValue, from: nil)
      self.guideHeight.constant = max(0, self.view.bounds.maxY - keyboard.minY)
      UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }
  }
}

/// No handler: a button the system spacing above UIKit's keyboard layout guide.
final class SystemSpacingGuideViewController: UIViewController {
  let field = UITextField()
  let button = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    for view in [field, button] {
      view.translatesAutoresizingMaskIntoConstraints = false
      self.view.addSubview(view)
    }
    NSLayoutConstraint.activate([
      field.bottomAnchor.constraint(equalTo: view.centerYAnchor, constant: -8),
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      field.heightAnchor.constraint(equalToConstant: 34),
      button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      button.widthAnchor.constraint(equalToConstant: 121),
      button.heightAnchor.constraint(equalToConstant: 50),
      view.keyboardLayoutGuide.topAnchor.constraint(
        equalToSystemSpacingBelow: button.bottomAnchor, multiplier: 1.0),
    ])
  }
}

extension ShelterUIKitTests {
  @Suite struct HandlerStyleTests {
    @Test func aSpacerHeightHandlerLiftsTheButtonByTheKeyboardAndBack() {
      let controller = SpacerHeightViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      // Spacer 20 at the bottom: the button ends at 852 − 20 = 832, 50 high.
      #expect(screen.frame(of: controller.button) == CGRect(x: 20, y: 782, width: 353, height: 50))
      screen.focus(controller.field)
      // 20 + 336 = 356: the button ends at 852 − 356 = 496, the keyboard's top 516 20 below it.
      #expect(controller.heightConstraint.constant == 356)
      #expect(screen.frame(of: controller.button) == CGRect(x: 20, y: 446, width: 353, height: 50))
      // Will-change-frame comes first on hide (20 + 336 again), then will-hide puts back 20.
      screen.dismissKeyboard()
      #expect(controller.heightConstraint.constant == 20)
      #expect(screen.frame(of: controller.button) == CGRect(x: 20, y: 782, width: 353, height: 50))
      #expect(controller.button.title(for: .normal) == "Send")
    }

    @Test func anIntersectionHandlerInsetsTheScrollViewByTheKeyboardInsideTheWindow() {
      let controller = IntersectionInsetViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      screen.focus(controller.field)
      // The keyboard (0, 516, 393, 336) lies wholly inside the window (0, 0, 393, 852): 336.
      #expect(controller.scrollView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 336, right: 0))
      // Going down it ends at y 852, touching the window's bottom edge: no height inside it.
      screen.dismissKeyboard()
      #expect(controller.scrollView.contentInset == .zero)
    }

    @Test func anOwnKeyboardGuideCarriesTheFieldAndTheRulesAgree() throws {
      let controller = OwnKeyboardGuideViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      // No keyboard: the guide is 0 high at 852, the field ends 12 above: y 852 − 12 − 44 = 796.
      #expect(screen.frame(of: controller.field) == CGRect(x: 16, y: 796, width: 361, height: 44))
      screen.focus(controller.field)
      // Overlap 852 − 516 = 336: the field ends at 516 − 12 = 504, y 460.
      #expect(controller.guideHeight.constant == 336)
      #expect(screen.frame(of: controller.field) == CGRect(x: 16, y: 460, width: 361, height: 44))
      screen.dismissKeyboard()
      #expect(screen.frame(of: controller.field) == CGRect(x: 16, y: 796, width: 361, height: 44))

      // The same handler judged by the rules: 12 clear of the keyboard (≥ 10), back on hide.
      let judged = OwnKeyboardGuideViewController()
      let hosted = ShelterUIKit.host(judged, on: .iPhone16, .portrait)
      let fixture = Fixture(hosting: hosted.window, name: "own-guide", steps: [.focus("field"), .resign])
      #expect(try Checker(fixture: fixture, hosting: hosted.window).run().isEmpty)
    }

    @Test func aButtonTheSystemSpacingAboveTheKeyboardLayoutGuide() {
      let controller = SystemSpacingGuideViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      // No keyboard: the guide's top is the safe area's bottom, 852 − 34 = 818; the button ends 8
      // above it at 810, 50 high, centred: x (393 − 121) / 2 = 136.
      #expect(screen.frame(of: controller.button) == CGRect(x: 136, y: 760, width: 121, height: 50))
      screen.focus(controller.field)
      // The guide's top is the keyboard's, 516: the button ends at 508.
      #expect(screen.frame(of: controller.button) == CGRect(x: 136, y: 458, width: 121, height: 50))
    }
  }
}

/// A controller that adds its subviews in `loadView()`, calling `super` first, as UIKit allows.
final class LoadViewViewController: UIViewController {
  var calls: [String] = []
  let header = UIView()

  override func loadView() {
    super.loadView()
    calls.append("loadView")
    view.addSubview(header)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
    header.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
  }
}

extension ShelterUIKitTests.HandlerStyleTests {
  @Test func loadViewRunsOnceBeforeViewDidLoad() {
    let controller = LoadViewViewController()
    let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
    controller.loadViewIfNeeded()
    #expect(controller.calls == ["loadView", "viewDidLoad"])
    #expect(controller.header.superview === controller.view)
    #expect(screen.frame(of: controller.header) == CGRect(x: 0, y: 0, width: 393, height: 44))
  }
}
