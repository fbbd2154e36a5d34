import ShelterUIKit  // the app imports UIKit

/// A comment screen: the text view fills the space above a toolbar, and the toolbar rides on top of
/// the keyboard, moved by a will-change-frame handler that measures how much of the view the
/// keyboard covers below the safe area.
final class CommentViewController: UIViewController {
  let textView = UITextView()
  let toolbar = UIView()
  private var toolbarBottom: NSLayoutConstraint!
  private var keyboardObserver: NSObjectProtocol?

  deinit {
    if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    textView.translatesAutoresizingMaskIntoConstraints = false
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(textView)
    view.addSubview(toolbar)

    toolbarBottom = toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    NSLayoutConstraint.activate([
      textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      textView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
      toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      toolbar.heightAnchor.constraint(equalToConstant: 44),
      toolbarBottom,
    ])

    keyboardObserver = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { [weak self] notification in
      self?.keyboardWillChangeFrame(notification)
    }
  }

  private func keyboardWillChangeFrame(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
    let keyboardInView = view.convert(endFrame, from: view.window)
    let covered = max(0, view.bounds.maxY - keyboardInView.minY - view.safeAreaInsets.bottom)
    toolbarBottom.constant = -covered
    UIView.animate(withDuration: duration) {
      self.view.layoutIfNeeded()
    }
  }
}
