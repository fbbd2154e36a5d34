import ShelterUIKit

// The keyboard handling Apple recommends since iOS 15, as apps write it: no observer at all, the
// button pinned to the keyboard layout guide, which follows the keyboard.
final class GuideViewController: UIViewController {
  let messageField = UITextField()
  let sendButton = UIButton()

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [messageField, sendButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      messageField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      messageField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      messageField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      messageField.heightAnchor.constraint(equalToConstant: 44),
      sendButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      sendButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      sendButton.heightAnchor.constraint(equalToConstant: 50),
      sendButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
    ])
  }
}
