import ShelterUIKit

// An app's sign-in screen as UIKit code writes it, compiled unchanged but for the import: a
// vertical stack of two fields pinned under the safe area, a button pinned above the safe area's
// bottom, and a keyboard handler in the common style (a closure observer that moves the button's
// bottom constraint by the keyboard's overlap and animates `layoutIfNeeded()` on the keyboard's
// duration and curve).
final class LoginViewController: UIViewController {
  let emailField = UITextField()
  let passwordField = UITextField()
  let loginButton = UIButton()
  let stackView = UIStackView()
  var buttonBottomConstraint: NSLayoutConstraint!
  private var observers: [NSObjectProtocol] = []

  deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sign in"

    stackView.axis = .vertical
    stackView.spacing = 12
    stackView.translatesAutoresizingMaskIntoConstraints = false
    for field in [emailField, passwordField] { stackView.addArrangedSubview(field) }
    view.addSubview(stackView)

    loginButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(loginButton)

    buttonBottomConstraint = loginButton.bottomAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)

    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      emailField.heightAnchor.constraint(equalToConstant: 44),
      passwordField.heightAnchor.constraint(equalToConstant: 44),

      loginButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      loginButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      loginButton.heightAnchor.constraint(equalToConstant: 50),
      buttonBottomConstraint,
    ])

    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] notification in
        self?.keyboardWillShow(notification)
      })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { [weak self] notification in
        self?.keyboardWillHide(notification)
      })
  }

  private func keyboardWillShow(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let frameValue = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue,
      let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
      let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
    else { return }
    let keyboardFrame = view.convert(frameValue.cgRectValue, from: nil)
    let overlap = view.bounds.maxY - keyboardFrame.minY
    buttonBottomConstraint.constant = -(overlap - view.safeAreaInsets.bottom) - 16
    UIView.animate(
      withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
      animations: {
        self.view.layoutIfNeeded()
      })
  }

  private func keyboardWillHide(_ notification: Notification) {
    let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
    buttonBottomConstraint.constant = -16
    UIView.animate(withDuration: duration) {
      self.view.layoutIfNeeded()
    }
  }
}
