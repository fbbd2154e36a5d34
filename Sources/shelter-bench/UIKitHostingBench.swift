// Rows for running an app's own UIKit code on Shelter: a hosted controller whose keyboard handler
// moves a bottom constraint, focused and dismissed, against the same screen described as a fixture
// (`Fixture(hosting:)`) with no handler, focused and dismissed. Key for `--only`: uikit.
import Foundation
import Shelter
import ShelterUIKit

/// A sign-in field pinned above the safe area's bottom, lifted by a will-change-frame handler, as
/// apps write it.
private final class BenchFieldController: UIViewController, @unchecked Sendable {
  let field = UITextField()
  var bottom: NSLayoutConstraint!
  private var token: (any NSObjectProtocol)?

  deinit {
    if let token { NotificationCenter.default.removeObserver(token) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    bottom = field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      field.heightAnchor.constraint(equalToConstant: 44), bottom,
    ])
    token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { [weak self] note in
      guard let self, let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else {
        return
      }
      let overlap = max(0, self.view.bounds.maxY - self.view.convert(end.cgRectValue, from: nil).minY)
      self.bottom.constant = -max(0, overlap - self.view.safeAreaInsets.bottom) - 12
      UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }
  }
}

/// The same screen as a fixture, for Shelter's own `bottom-constraint` policy, which lowers the
/// constraint the controller names by the keyboard's lift as the handler above does.
private let described = #"""
  {"format":"shelter-fixture/1","name":"bench-bottom","screen":{"device":"iphone-16","keyboard":"software"},
   "window":{"controller":{"id":"c","avoidance":{"keyboardConstraint":"fieldBottom"},
    "view":{"id":"root","kind":"view","frame":[0,0,393,852],"autoresize":"W+H",
     "constraints":["field.leading == root.leading + 16","field.trailing == root.trailing - 16","field.height == 44",
      {"id":"fieldBottom","constraint":"field.bottom == root.safeAreaLayoutGuide.bottom - 12"}],
     "subviews":[{"id":"field","kind":"textField","translatesAutoresizingMaskIntoConstraints":false}]}}},
   "steps":[{"focus":"field"},{"resign":true}]}
  """#

@MainActor func runUIKitHostingBenchmarks() {
  guard runs("uikit") else { return }
  let controller = BenchFieldController()
  let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
  let fixture = try! Fixture(json: Array(described.utf8))
  let scene = try! Scene(fixture: fixture, policy: .bottomConstraint)
  let plainField = scene.viewsByID["field"]!
  let cycles = 200
  let hosted = measure(units: cycles) {
    for _ in 0..<cycles {
      screen.focus(controller.field)
      screen.dismissKeyboard()
    }
  }
  let plain = measure(units: cycles) {
    for _ in 0..<cycles {
      try! plainField.makeFirstResponder()
      scene.layoutConstraints()
      _ = scene.window.endEditing(force: true)
      scene.layoutConstraints()
    }
  }
  report(
    "hosted UIKit controller, keyboard up and down", size: "\(cycles) cycles", time: hosted,
    against: "the fixture, bottom-constraint policy", plain, per: "/cycle",
    target: "≤ 3x the fixture's cycle", met: hosted <= 3 * plain)

  // Judging the app's handler: host, describe and check focus and resign, against the same check
  // of the fixture under Shelter's bottom-constraint policy.
  let checkHosted = measure(units: 1) {
    let fresh = BenchFieldController()
    let hostedAgain = ShelterUIKit.host(fresh, on: .iPhone16, .portrait)
    var description = Fixture(hosting: hostedAgain.window, name: "bench")
    description.steps = [.focus(fresh.field.identifier ?? ""), .resign]
    blackHole(try! Checker(fixture: description, hosting: hostedAgain.window).run())
  }
  let checkDescribed = measure(units: 1) {
    blackHole(try! Checker(fixture: fixture, policy: .bottomConstraint).run())
  }
  report(
    "check an app's own handler (host, describe, play, judge)", size: "1 field", time: checkHosted,
    against: "the fixture, bottom-constraint policy", checkDescribed, per: "/check",
    target: "≤ 3x the fixture's check", met: checkHosted <= 3 * checkDescribed)
}
