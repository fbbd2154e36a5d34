// UIKit's own scroll of a text field that becomes first responder: focus switches among 100 fields
// in a 2,000-point scroll form, each field out of sight of the last, with no keyboard, so every
// switch scrolls. The baseline switches among the same fields laid out without a scroll view, where
// nothing scrolls. Key for `--only`: focusscroll.
import Shelter

/// Times `switches` focus switches in a scroll form and as many in a plain form, as one row.
@MainActor func benchmarkFocusScroll() {
  guard runs("focusscroll") else { return }
  let switches = quick ? 20_000 : 100_000
  func form(scrolling: Bool) -> (Window, [TextField]) {
    let window = Window(device: .iPhone15, keyboard: .manual)
    let controller = ViewController(frame: window.bounds)
    window.rootViewController = controller
    let scroll = ScrollView(frame: window.bounds)
    scroll.contentSize = Size(width: 393, height: 2_000)
    let host: View = scrolling ? scroll : View(frame: Rect(x: 0, y: 0, width: 393, height: 2_000))
    try! controller.view.addSubview(host)
    let fields = (0..<100).map { TextField(frame: Rect(x: 20, y: Double($0) * 19, width: 353, height: 18)) }
    for field in fields { try! host.addSubview(field) }
    return (window, fields)
  }
  func time(_ fields: [TextField]) -> Double {
    measure(units: switches) {
      // Fields 0 and 99 are 1,881 points apart: each switch scrolls the form end to end.
      for index in 0..<switches { fields[index % 2 == 0 ? 0 : 99].becomeFirstResponder() }
    }
  }
  let (scrollWindow, scrolled) = form(scrolling: true)
  let (plainWindow, plain) = form(scrolling: false)
  let scrolling = time(scrolled)
  let still = time(plain)
  blackHole(scrollWindow)
  blackHole(plainWindow)
  report(
    Row(
      name: "focus switch with UIKit's focus scroll (scroll form, 100 fields)",
      size: "2,000 pt", time: duration(scrolling), baseline: "no scroll view " + duration(still),
      ratio: ratio(still, scrolling), target: "≥ 0.5x", met: still / scrolling >= 0.5))
}
