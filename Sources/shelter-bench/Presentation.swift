import Shelter

// MARK: Presentation frames

/// Presentation frames of a 200-view screen sampled 120 times over the keyboard's 0.5 s slide (the
/// field is covered, so Shelter's policy moves the root view with the keyboard), against as many
/// one-pass walks of its model frames in window space.
@MainActor func benchmarkPresentationFrames() {
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let controller = ViewController(frame: window.bounds)
  window.rootViewController = controller
  let field = addFormRows(199, to: controller) { $0 % 20 == 19 }.last
  let animator = TimedAnimator(watching: window)
  try! controller.attachKeyboardAvoidance(animator: animator)
  let keyboard = window.application.keyboard
  keyboard.animator = animator
  field?.becomeFirstResponder()
  keyboard.show(height: 336)
  precondition(!animator.animations(of: controller.view).isEmpty, "the slide moves the root view")

  let samples = 120
  var sum = 0.0
  let ours = measure(units: 1) {
    for k in 0..<samples {
      animator.forEachPresentationFrameInRootSpace(of: window, at: 0.5 * Double(k) / Double(samples)) {
        sum += $1.minY
      }
    }
  }
  let model = measure(units: 1) {
    for _ in 0..<samples { window.forEachFrameInRootSpace { sum += $1.minY } }
  }
  blackHole(sum)
  report(
    "presentation frames over a keyboard slide", size: "200 views, \(samples) samples", time: ours,
    against: "model frames", model, target: "≤ 2 ms", met: ours <= 2_000_000)
}
