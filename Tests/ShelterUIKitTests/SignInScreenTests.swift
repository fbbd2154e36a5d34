import ShelterUIKit
import Testing

/// A sign-in screen in the style of app code that subclasses its fields and pins a button to the
/// keyboard's guide: two inset fields under the safe area, a fixed-size button above the keyboard.
private final class SignInView: UIView {
  let email = InsetField()
  let password = InsetField()
  let signIn = UIButton(type: .system)

  init() {
    super.init(frame: .zero)
    for view in [email, password, signIn] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      email.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24),
      email.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24),
      email.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -24),
      email.heightAnchor.constraint(equalToConstant: 48),
      password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
      password.leadingAnchor.constraint(equalTo: email.leadingAnchor),
      password.trailingAnchor.constraint(equalTo: email.trailingAnchor),
      password.heightAnchor.constraint(equalTo: email.heightAnchor),
      signIn.widthAnchor.constraint(equalToConstant: 201),
      signIn.heightAnchor.constraint(equalToConstant: 50),
      signIn.centerXAnchor.constraint(equalTo: centerXAnchor),
      signIn.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor, constant: -30),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A field whose text sits 10 in from each side, made only through `init()`.
private final class InsetField: UITextField {
  override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 10, dy: 0) }
  override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
}

private final class SignInController: UIViewController {
  let signInView = SignInView()

  override func viewDidLoad() {
    super.viewDidLoad()
    signInView.frame = view.bounds
    signInView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(signInView)
  }
}

extension ShelterUIKitTests {
  /// App-style subclasses (a custom root view, fields overriding their text rects) hosted on an
  /// iPhone 16 (393 × 852, safe area 59 top and 34 bottom, keyboard 336 high in portrait).
  @Suite struct SignInScreenTests {
    /// Fields: x 24, width 393 − 48 = 345; email at y 59 + 24 = 83, password at 83 + 48 + 12 = 143.
    /// The button is centred, x (393 − 201) / 2 = 96; with no keyboard the guide's top is the safe
    /// area's bottom, 852 − 34 = 818, so its y is 818 − 30 − 50 = 738; with the keyboard up the
    /// guide's top is 852 − 336 = 516 and the button's y is 516 − 30 − 50 = 436.
    @Test func theButtonRidesTheKeyboardGuideAndTheFieldsStay() {
      let controller = SignInController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      let view = controller.signInView
      #expect(screen.frame(of: view.email) == CGRect(x: 24, y: 83, width: 345, height: 48))
      #expect(screen.frame(of: view.password) == CGRect(x: 24, y: 143, width: 345, height: 48))
      #expect(screen.frame(of: view.signIn) == CGRect(x: 96, y: 738, width: 201, height: 50))
      #expect(screen.focus(view.password))
      #expect(screen.frame(of: view.signIn) == CGRect(x: 96, y: 436, width: 201, height: 50))
      #expect(screen.frame(of: view.password) == CGRect(x: 24, y: 143, width: 345, height: 48))
      // The field's own text rect: 345 − 20 = 325 wide, 10 in.
      #expect(
        view.password.editingRect(forBounds: view.password.bounds)
          == CGRect(x: 10, y: 0, width: 325, height: 48))
      #expect(screen.issues.isEmpty)
    }

    /// Responders, guides and constraints compare and hash by identity, as `NSObject`s do.
    @Test func viewsGuidesAndConstraintsCompareByIdentity() {
      let view = SignInView()
      let focused: UITextField? = view.password
      #expect(focused == view.password)
      #expect(focused != view.email)
      #expect(Set<UIView>([view.email, view.password, view.email]).count == 2)
      let guide = UILayoutGuide()
      view.addLayoutGuide(guide)
      #expect(view.layoutGuides.contains(guide))
      let constraint = view.email.heightAnchor.constraint(equalToConstant: 1)
      #expect(constraint == constraint)
      #expect(constraint != view.email.heightAnchor.constraint(equalToConstant: 1))
    }
  }
}
