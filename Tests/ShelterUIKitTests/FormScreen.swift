import ShelterUIKit

// A long form in a scroll view as UIKit code writes it, with the keyboard handler apps copy most:
// one closure for will-change-frame and will-hide that sets the scroll view's bottom content inset
// to the keyboard's height above the safe area, and clears it when the keyboard hides.
final class FormViewController: UIViewController {
  let scrollView = UIScrollView()
  let notesField = UITextField(frame: CGRect(x: 20, y: 600, width: 353, height: 44))
  private var observers: [NSObjectProtocol] = []

  deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    scrollView.addSubview(notesField)
    scrollView.contentSize = CGSize(width: 393, height: 900)

    for name in [UIResponder.keyboardWillHideNotification, UIResponder.keyboardWillChangeFrameNotification] {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
          self?.adjustForKeyboard(note)
        })
    }
  }

  func adjustForKeyboard(_ notification: Notification) {
    guard let keyboardValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    else {
      return
    }
    let keyboardScreenEndFrame = keyboardValue.cgRectValue
    let keyboardViewEndFrame = view.convert(keyboardScreenEndFrame, from: view.window)

    if notification.name == UIResponder.keyboardWillHideNotification {
      scrollView.contentInset = .zero
    } else {
      scrollView.contentInset = UIEdgeInsets(
        top: 0, left: 0, bottom: keyboardViewEndFrame.height - view.safeAreaInsets.bottom, right: 0)
    }
    scrollView.scrollIndicatorInsets = scrollView.contentInset
  }
}
