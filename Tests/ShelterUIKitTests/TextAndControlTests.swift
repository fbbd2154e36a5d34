import ShelterUIKit
import Testing

/// A sign-in form whose controller is its fields' delegate: return on the email field moves to the
/// password field, return on the password field ends editing, and a locked field refuses focus.
private final class ReturnKeyFormController: UIViewController, UITextFieldDelegate {
  let email = UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 44))
  let password = UITextField(frame: CGRect(x: 16, y: 160, width: 361, height: 44))
  let locked = UITextField(frame: CGRect(x: 16, y: 220, width: 361, height: 44))
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    for field in [email, password, locked] {
      field.borderStyle = .roundedRect
      field.delegate = self
      view.addSubview(field)
    }
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { textField !== locked }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    events.append("begin \(textField === email ? "email" : "password")")
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    events.append("end \(textField === email ? "email" : "password")")
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === email {
      password.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
    }
    return true
  }
}

/// A cell subclass overriding UIKit's designated initializer, as cell code does.
private final class SubtitleCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }
}

/// A view that says it needs constraints, as UIKit subclasses do with a class property.
private final class ConstraintBasedView: UIView {
  override class var requiresConstraintBasedLayout: Bool { true }
}

extension ShelterUIKitTests {
  @Suite struct TextAndControlTests {
    /// UIKit's defaults: `.natural` alignment, no border; iOS's raw values (center 1, right 2).
    @Test func textAttributesAreKeptWithUIKitsDefaultsAndRawValues() {
      let label = UILabel()
      #expect(label.textAlignment == .natural)
      label.textAlignment = .center
      #expect(label.textAlignment == .center)
      #expect(NSTextAlignment.center.rawValue == 1)
      #expect(NSTextAlignment.right.rawValue == 2)
      let field = UITextField()
      #expect(field.borderStyle == .none)
      field.borderStyle = .roundedRect
      #expect(field.borderStyle == .roundedRect)
      #expect(UITextField.BorderStyle.roundedRect.rawValue == 3)
      #expect(field.textAlignment == .natural)
      let textView = UITextView()
      textView.textAlignment = .justified
      #expect(textView.textAlignment == .justified)
    }

    /// A highlighted state without a colour of its own falls back to the normal state's.
    @Test func titleColoursFallBackToTheNormalState() {
      let button = UIButton(type: .system)
      #expect(button.titleColor(for: .normal) == nil)
      button.setTitleColor(.white, for: .normal)
      button.setTitleColor(.red, for: .disabled)
      #expect(button.titleColor(for: .normal)?.rgba == UIColor.white.rgba)
      #expect(button.titleColor(for: .highlighted)?.rgba == UIColor.white.rgba)
      #expect(button.titleColor(for: .disabled)?.rgba == UIColor.red.rgba)
    }

    /// A configuration's title becomes the button's title; its style and colours are kept.
    @Test func aButtonConfigurationsTitleIsTheButtonsTitle() {
      let button = UIButton()
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Sign In"
      configuration.baseBackgroundColor = .systemBlue
      button.configuration = configuration
      #expect(button.title(for: .normal) == "Sign In")
      #expect(button.configuration?.style == .filled)
      #expect(button.configuration?.baseBackgroundColor?.rgba == UIColor.systemBlue.rgba)
    }

    /// `inset(by:)` moves each edge in: (10, 20, 300, 100) inset by top 5, left 10, bottom 15,
    /// right 20 is x 10 + 10 = 20, y 20 + 5 = 25, width 300 − 30 = 270, height 100 − 20 = 80.
    @Test func insettingARectMovesEachEdge() {
      let rect = CGRect(x: 10, y: 20, width: 300, height: 100)
      let insets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
      #expect(rect.inset(by: insets) == CGRect(x: 20, y: 25, width: 270, height: 80))
    }

    /// The subclass passes `.subtitle` up whatever style it is asked for.
    @Test func aCellSubclassOverridesTheDesignatedInitializer() {
      let cell = SubtitleCell(style: .default, reuseIdentifier: "car")
      #expect(cell.style == .subtitle)
      #expect(cell.reuseIdentifier == "car")
      #expect(UITableViewCell().style == .default)
      #expect(UITableViewCell.CellStyle.subtitle.rawValue == 3)
    }

    @Test func requiresConstraintBasedLayoutIsAClassPropertySubclassesOverride() {
      #expect(!UIView.requiresConstraintBasedLayout)
      #expect(ConstraintBasedView.requiresConstraintBasedLayout)
    }

    /// Return on the email field focuses the password field (the keyboard stays up: its top at
    /// 852 − 336 = 516 on an iPhone 16); return on the password field ends editing and the keyboard
    /// goes; the delegate hears each begin and end, and the locked field is refused.
    @Test func theReturnKeyRunsTheDelegatesCode() {
      let controller = ReturnKeyFormController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      #expect(!screen.focus(controller.locked))
      #expect(!controller.locked.isFirstResponder)
      #expect(screen.focus(controller.email))
      #expect(screen.pressReturn())
      #expect(controller.password.isFirstResponder)
      #expect(screen.keyboardFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
      #expect(screen.pressReturn())
      #expect(!controller.password.isFirstResponder)
      #expect(screen.keyboardFrame == nil)
      #expect(controller.events == ["begin email", "end email", "begin password", "end password"])
      #expect(!screen.pressReturn())  // nothing focused
    }
  }
}
