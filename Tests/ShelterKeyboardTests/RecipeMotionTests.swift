import Foundation
import ShelterGeometry
import ShelterKeyboard
import ShelterNotifications
import ShelterViews
import Testing

/// A 390×844 screen, a controller view filling the window, a field at (20, 600, 350, 44); the
/// keyboard (336 high, top at 508) and every attachment run on one timed animator.
private struct TimedForm {
  let window: Window
  let controller: ViewController
  let field: TextField
  let clock = AnimationClock()
  let animator: TimedAnimator

  init(_ policy: any AvoidancePolicy) {
    window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    controller = ViewController(frame: window.bounds)
    window.rootViewController = controller
    field = TextField(frame: Rect(x: 20, y: 600, width: 350, height: 44))
    try! controller.view.addSubview(field)
    animator = TimedAnimator(clock: clock, watching: window)
    try! controller.attachKeyboardAvoidance(policy: policy, animator: animator)
    window.application.keyboard.animator = animator
    field.becomeFirstResponder()
  }

  var keyboard: KeyboardSimulator { window.application.keyboard }

  func fieldTop(at time: Double) -> Double { animator.presentationFrameInRootSpace(of: field, at: time).minY }
}

/// The keyboard's progress t seconds into its slide: 1 − e^(−ω₀t)(1 + ω₀t), ω₀ = √(1000/3).
private func keyboardProgress(_ t: Double) -> Double {
  let omega = (1000.0 / 3).squareRoot()
  return 1 - exp(-omega * t) * (1 + omega * t)
}

@Suite("Recipes over time: which animation each move rides")
struct RecipeMotionTests {
  /// Recipe 1 animates inside will-show with `options: 7`: nested in the keyboard's animation and
  /// without override flags, it takes the keyboard's 0.25 s and curve 7, so the ease-in-out its
  /// options select never shows. Translation 508 − 644 = −136, on the keyboard's spring.
  @Test func recipe1RidesTheKeyboardsSpring() {
    let form = TimedForm(Recipe1Policy())
    form.keyboard.show(height: 336)
    let moves = form.animator.animations(of: form.controller.view)
    #expect(moves.map(\.timing) == [AnimationTiming(duration: 0.25, curve: .keyboard)])
    #expect(moves.map(\.options) == [[.layoutSubviews, .allowUserInteraction, .beginFromCurrentState]])
    for t in [0.05, 0.1, 0.2] {
      #expect(abs(form.fieldTop(at: t) - (600 - 136 * keyboardProgress(t))) < 1e-9)
    }
    #expect(form.fieldTop(at: 0.5) == 464)
  }

  /// Recipe 2 moves on did-show, posted when the keyboard has stopped (0.5 s): for the whole slide
  /// the field stays at 600 under a keyboard whose top passes it; then 136 up in 0.25 s, eased.
  @Test func recipe2MovesOnlyAfterTheKeyboardHasCoveredTheField() throws {
    let form = TimedForm(Recipe2Policy())
    form.keyboard.show(height: 336)
    let moves = form.animator.animations(of: form.controller.view)
    #expect(moves.map(\.start) == [0.5])
    #expect(moves.map(\.timing) == [AnimationTiming(duration: 0.25, curve: .easeInEaseOut)])
    #expect(form.fieldTop(at: 0.4) == 600)
    let keyboardTop = try #require(form.animator.keyboardFrame(at: 0.4)).minY
    #expect(keyboardTop < 644 - 100)
    #expect(abs(form.fieldTop(at: 0.625) - 532) < 1e-9)
    #expect(form.fieldTop(at: 0.75) == 464)

    // The hide path assigns the frame with no animation of its own, inside will-hide: it rides the
    // keyboard's hide, on curve 7.
    try form.clock.advance(to: 2)
    form.keyboard.hide()
    let back = form.animator.animations(of: form.controller.view)
    #expect(back.map(\.start) == [2])
    #expect(back.map(\.timing) == [AnimationTiming(duration: 0.25, curve: .keyboard)])
    #expect(abs(form.fieldTop(at: 2.1) - (464 + 136 * keyboardProgress(0.1))) < 1e-9)
  }

  /// Shelter's policy moves in will-show: 644 + 10 − 508 = 146 up, with the keyboard.
  @Test func shelterPolicyMovesWithTheKeyboard() {
    let form = TimedForm(ShelterPolicy())
    form.keyboard.show(height: 336)
    let moves = form.animator.animations(of: form.controller.view)
    #expect(moves.map(\.timing) == [AnimationTiming(duration: 0.25, curve: .keyboard)])
    #expect(abs(form.fieldTop(at: 0.1) - (600 - 146 * keyboardProgress(0.1))) < 1e-9)
    #expect(form.fieldTop(at: 0.5) == 454)
  }
}
