// The focus-driven keyboard cycle: focus a field, switch to one with another keyboard, switch to one
// with the same keyboard, resign, on a 200-view screen with Shelter's avoidance attached. The
// baseline plays the same notifications with explicit keyboard calls in manual mode. Key for
// `--only`: focus.
import Shelter

/// A 200-view iPhone 15 screen with avoidance and text fields: every 20th view is a field, the odd
/// ones number pads. Returns the window and its fields.
private func makeFocusScreen(mode: KeyboardMode) -> (Window, [TextField]) {
  let window = Window(device: .iPhone15, keyboard: mode)
  let controller = ViewController(frame: window.bounds)
  window.rootViewController = controller
  let fields = addFormRows(200, to: controller) { $0 % 20 == 0 }
  for (number, field) in fields.enumerated() where number % 2 == 1 { field.keyboardType = .numberPad }
  try! controller.attachKeyboardAvoidance()
  return (window, fields)
}

/// Times `cycles` focus-driven cycles and as many explicit ones, and reports them as one row.
@MainActor func benchmarkFocusKeyboard() {
  guard runs("focus") else { return }
  let cycles = quick ? 2_000 : 10_000
  // Fields 0 and 2 bring up the default keyboard (336), 1 and 3 the number pad (292).
  let (followWindow, follow) = makeFocusScreen(mode: .software)
  let following = measure(units: cycles) {
    for _ in 0..<cycles {
      follow[0].becomeFirstResponder()  // show 336
      follow[1].becomeFirstResponder()  // show 336 → 292
      follow[3].becomeFirstResponder()  // same keyboard: nothing
      follow[3].resignFirstResponder()  // hide
    }
  }
  let (manualWindow, manual) = makeFocusScreen(mode: .manual)
  let keyboard = manualWindow.application.keyboard
  let explicit = measure(units: cycles) {
    for _ in 0..<cycles {
      manual[0].becomeFirstResponder()
      keyboard.show(height: 336)
      manual[1].becomeFirstResponder()
      keyboard.change(height: 292)
      manual[3].becomeFirstResponder()
      manual[3].resignFirstResponder()
      keyboard.hide()
    }
  }
  blackHole(followWindow)
  report(
    "focus-driven keyboard cycle (focus, other keyboard, same keyboard, resign)", size: "200 views",
    time: following, against: "explicit calls", explicit, target: "≤ 25 µs", met: following <= 25_000)
}
