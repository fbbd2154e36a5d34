import Foundation
import ShelterGeometry
import ShelterKeyboard
import ShelterNotifications
import ShelterTestSupport
import ShelterViews
import Testing

/// A window (390 × 844) whose controller's root view fills it, with a field at (20, 600, 300, 44).
private func makeScreen() -> (window: Window, root: View, field: View) {
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let controller = ViewController(frame: window.bounds)
  window.rootViewController = controller
  let field = TextField(frame: Rect(x: 20, y: 600, width: 300, height: 44))
  try! controller.view.addSubview(field)
  return (window, controller.view, field)
}

@Suite("TimedAnimator: model values at once, presentation values over time")
struct TimedAnimatorTests {
  @Test func modelValuesLandAtOnceAndPresentationMovesOnTheCurve() {
    let (window, root, field) = makeScreen()
    let animator = TimedAnimator(watching: window)
    animator.animate(duration: 0.25, curve: .easeInOut) {
      root.transform = Transform(translationX: 0, y: -200)
    }
    // The model is the end state at once, as with ImmediateAnimator.
    #expect(field.frameInRootSpace.minY == 400)
    let recorded = animator.animations(of: root)
    #expect(recorded.count == 1)
    #expect(recorded.first?.from == .transform(.identity))
    #expect(recorded.first?.to == .transform(Transform(translationX: 0, y: -200)))
    #expect(recorded.first?.start == 0)
    #expect(recorded.first?.timing == AnimationTiming(duration: 0.25, curve: .easeInEaseOut))
    // Ease-in-out: halfway at 0.125 s; at s = 1/4 of the Bézier, x = 0.274375 and y = 0.15625, so
    // 0.068594 s in the field has moved 200 × 0.15625 = 31.25 up.
    let samples: [(Double, Double)] = [
      (0, 600), (0.125, 500), (0.274375 * 0.25, 568.75), (0.25, 400), (1, 400),
    ]
    for (time, y) in samples {
      let frame = animator.presentationFrameInRootSpace(of: field, at: time)
      #expect(abs(frame.minY - y) < 1e-9, "at \(time)")
      #expect(frame.minX == 20 && frame.size == Size(width: 300, height: 44))
    }
    // Asking changed nothing.
    #expect(root.transform == Transform(translationX: 0, y: -200))
    #expect(animator.finishTime == 0.25)
  }

  @Test func scrolledScrollViewShowsItsContentOffsetOverTime() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let scroll = ScrollView(frame: Rect(x: 0, y: 100, width: 390, height: 600))
    scroll.contentSize = Size(width: 390, height: 1500)
    try window.addSubview(scroll)
    let field = TextField(frame: Rect(x: 20, y: 900, width: 300, height: 44))
    try scroll.addSubview(field)
    let clock = AnimationClock(now: 8)
    let animator = TimedAnimator(clock: clock, watching: window)
    animator.animate(duration: 0.25, curve: .linear) { scroll.contentOffset = Point(x: 0, y: 400) }
    // Window y = 100 + 900 − offset; linear, so at 8.0625 s the offset is 100, at 8.125 s 200.
    #expect(field.frameInRootSpace.minY == 600)
    #expect(animator.presentationFrameInRootSpace(of: field, at: 8).minY == 1000)
    #expect(animator.presentationFrameInRootSpace(of: field, at: 8.0625).minY == 900)
    #expect(animator.presentationFrameInRootSpace(of: field, at: 8.125).minY == 800)
    #expect(animator.presentationFrameInRootSpace(of: field, at: 8.25).minY == 600)
    #expect(animator.presentationGeometry(of: scroll, at: 8.125).bounds.origin == Point(x: 0, y: 200))
    // The one-pass walk answers the same for every view.
    var frames: [ObjectIdentifier: Rect] = [:]
    animator.forEachPresentationFrameInRootSpace(of: window, at: 8.125) { frames[ObjectIdentifier($0)] = $1 }
    #expect(frames[ObjectIdentifier(field)] == Rect(x: 20, y: 800, width: 300, height: 44))
    #expect(frames[ObjectIdentifier(scroll)] == Rect(x: 0, y: 100, width: 390, height: 600))
    #expect(scroll.contentOffset == Point(x: 0, y: 400))
  }

  @Test func movingAFrameAnimatesCenterAndBounds() {
    let (window, _, field) = makeScreen()
    let animator = TimedAnimator(watching: window)
    animator.animate(duration: 1, curve: .linear) {
      field.frame = Rect(x: 20, y: 400, width: 300, height: 88)
    }
    #expect(Set(animator.animations(of: field).map(\.property)) == [.center, .bounds])
    // Halfway: center y from 622 to 444 is at 533, height from 44 to 88 at 66: top 533 − 33 = 500.
    let frame = animator.presentationFrameInRootSpace(of: field, at: 0.5)
    #expect(abs(frame.minY - 500) < 1e-9)
    #expect(abs(frame.height - 66) < 1e-9)
  }

  @Test func aTimingWithoutACurveEasesInAndOut() {
    // UIView.animate(withDuration:animations:) runs with curveEaseInOut: control points
    // (0.42, 0) and (0.58, 1), symmetric about the middle, so half the time gives half the way.
    let timing = AnimationTiming(duration: 0.4)
    #expect(timing == AnimationTiming(duration: 0.4, curve: .easeInEaseOut))
    #expect(abs(timing.curve.progress(atElapsed: 0.2, duration: 0.4) - 0.5) < 1e-9)
  }

  @Test func withoutDurationNothingAnimates() {
    let (window, root, field) = makeScreen()
    let animator = TimedAnimator(watching: window)
    animator.animate(duration: 0, curve: .easeInOut) { root.transform = Transform(translationX: 0, y: -200) }
    #expect(animator.animations(of: root).isEmpty)
    #expect(animator.presentationFrameInRootSpace(of: field, at: 0).minY == 400)
    animator.animate(duration: -1, curve: .easeInOut) { root.transform = .identity }
    #expect(animator.history.isEmpty)
  }

  @Test func watchingANestedRootComparesEachViewOnce() {
    let (window, root, field) = makeScreen()
    let animator = TimedAnimator(watching: root)
    animator.watch(window)
    animator.watch(field)
    animator.animate(duration: 0.25, curve: .linear) { field.center = Point(x: 170, y: 0) }
    #expect(animator.animations(of: field).count == 1)
    #expect(animator.history.count == 1)
  }

  // MARK: Composition

  /// center.y 0 → 100 over 1 s, then at 0.5 s back to 0 over 1 s, both linear. Additive: at 0.75 s
  /// the first adds (0 − 100)(1 − 0.75) = −25 and the second (100 − 0)(1 − 0.25) = 75 to the model 0.
  @Test func additiveAnimationsBlend() throws {
    let (window, _, field) = makeScreen()
    field.center = Point(x: 0, y: 0)
    let clock = AnimationClock()
    let animator = TimedAnimator(clock: clock, watching: window)
    animator.animate(duration: 1, curve: .linear) { field.center = Point(x: 0, y: 100) }
    try clock.advance(to: 0.5)
    animator.animate(duration: 1, curve: .linear) { field.center = Point(x: 0, y: 0) }
    let expected: [(Double, Double)] = [(0.5, 50), (0.75, 50), (1, 50), (1.25, 25), (1.5, 0)]
    for (time, y) in expected {
      #expect(abs(animator.presentationGeometry(of: field, at: time).center.y - y) < 1e-9, "at \(time)")
    }
    // beginFromCurrentState changes nothing for additive animations.
    #expect(animator.animations(of: field).count == 2)
  }

  @Test(arguments: [false, true])
  func absoluteAnimationsReplaceTheRunningOne(fromCurrentState: Bool) throws {
    let (window, _, field) = makeScreen()
    field.center = Point(x: 0, y: 0)
    let clock = AnimationClock()
    let animator = TimedAnimator(clock: clock, watching: window)
    animator.composition = .absolute
    animator.animate(duration: 1, curve: .linear) { field.center = Point(x: 0, y: 100) }
    try clock.advance(by: 0.5)
    let options: AnimationOptions = fromCurrentState ? [.beginFromCurrentState, .curveLinear] : .curveLinear
    animator.animate(duration: 1, options: options) { field.center = Point(x: 0, y: 0) }
    #expect(animator.animations(of: field).count == 1)
    // From the current state it leaves 50 (where the view is seen); otherwise 100 (where the
    // running animation was going), and at 0.75 s it is a quarter of the way back.
    let start = fromCurrentState ? 50.0 : 100
    #expect(animator.animations(of: field).first?.from == .center(Point(x: 0, y: start)))
    #expect(abs(animator.presentationGeometry(of: field, at: 0.75).center.y - start * 0.75) < 1e-9)
  }

  // MARK: Nesting

  @Test(
    arguments: [
      (AnimationOptions(), AnimationTiming(duration: 0.5, curve: .linear)),
      (.overrideInheritedDuration, AnimationTiming(duration: 0.1, curve: .linear)),
      (.overrideInheritedCurve, AnimationTiming(duration: 0.5, curve: .easeIn)),
      (
        AnimationOptions([.overrideInheritedDuration, .overrideInheritedCurve]),
        AnimationTiming(duration: 0.1, curve: .easeIn)
      ),
    ] as [(AnimationOptions, AnimationTiming)])
  func nestedAnimationInheritsUnlessOverridden(options: AnimationOptions, expected: AnimationTiming) {
    let (window, root, field) = makeScreen()
    let animator = TimedAnimator(watching: window)
    animator.animate(duration: 0.5, curve: .linear) {
      root.transform = Transform(translationX: 0, y: -10)
      #expect(animator.inFlightTiming == AnimationTiming(duration: 0.5, curve: .linear))
      animator.animate(duration: 0.1, options: options.union(.curveEaseIn)) {
        field.center = Point(x: 170, y: 0)
      }
    }
    #expect(animator.inFlightTiming == nil)
    // The nested change is animated once, with the nested timing; the outer one with its own.
    #expect(animator.animations(of: field).map(\.timing) == [expected])
    #expect(animator.animations(of: root).map(\.timing) == [AnimationTiming(duration: 0.5, curve: .linear)])
    #expect(animator.history.count == 2)
  }

  // MARK: The keyboard

  @Test func changesInAKeyboardWillShowHandlerRideTheKeyboardsAnimation() {
    let (window, root, field) = makeScreen()
    let animator = TimedAnimator(watching: window)
    let keyboard = window.application.keyboard
    keyboard.animator = animator
    let hub = window.application.notificationHub
    // Plain assignments in will-show, an animation of its own in did-show (as recipe 2 does).
    let willShow = Handler { root.transform = Transform(translationX: 0, y: -100) }
    let didShow = Handler {
      animator.animate(duration: 0.25, curve: .easeInOut) { field.center = Point(x: 170, y: 500) }
    }
    willShow.observe(hub, .keyboardWillShow)
    didShow.observe(hub, .keyboardDidShow)
    keyboard.show(height: 336)
    withExtendedLifetime((willShow, didShow)) {}
    // The plain change took the keyboard's 0.25 s and curve 7: the spring, 0.5 s long.
    let ride = animator.animations(of: root)
    #expect(ride.map(\.timing) == [AnimationTiming(duration: 0.25, curve: .keyboard)])
    #expect(ride.first?.end == 0.5)
    // The did-show animation starts when the keyboard has stopped.
    let after = animator.animations(of: field)
    #expect(after.map(\.start) == [0.5])
    #expect(after.map(\.timing) == [AnimationTiming(duration: 0.25, curve: .easeInEaseOut)])
    // At 0.1 s the root is 100 × 0.54478 up and the field still at its old place in the root.
    let omega = (1000.0 / 3).squareRoot()
    let progress = 1 - exp(-omega * 0.1) * (1 + omega * 0.1)
    let frame = animator.presentationFrameInRootSpace(of: field, at: 0.1)
    #expect(abs(frame.minY - (600 - 100 * progress)) < 1e-9)
    // The keyboard's own frame on the same curve, 844 − 336 × progress.
    let keyboardFrame = animator.keyboardFrame(at: 0.1)
    #expect(abs((keyboardFrame?.minY ?? 0) - (844 - 336 * progress)) < 1e-9)
    #expect(animator.keyboardFrame(at: 0.5) == Rect(x: 0, y: 508, width: 390, height: 336))
    #expect(animator.finishTime == 0.75)
  }

  @Test func keyboardFrameChangeInMidSlideCarriesOnSmoothly() throws {
    let (window, _, _) = makeScreen()
    let clock = AnimationClock()
    let animator = TimedAnimator(clock: clock, watching: window)
    let keyboard = window.application.keyboard
    keyboard.animator = animator
    #expect(animator.keyboardFrame(at: 0) == nil)
    keyboard.show(height: 336, curve: .linear)
    try clock.advance(to: 0.125)
    // Halfway up (844 − 168 = 676) the keyboard grows to 380: the change starts from the shown
    // model frame (508), and the first slide's remaining half still adds 168 × (1 − 0.5).
    keyboard.change(height: 380, curve: .linear)
    let atChange = try #require(animator.keyboardFrame(at: 0.125))
    #expect(abs(atChange.minY - 676) < 1e-9)
    // At 0.25 s: first slide done; the change (508 → 464, linear, 0.25 s) is halfway: 486.
    let later = try #require(animator.keyboardFrame(at: 0.25))
    #expect(abs(later.minY - 486) < 1e-9)
    #expect(animator.keyboardFrame(at: 1) == Rect(x: 0, y: 464, width: 390, height: 380))
    #expect(animator.keyboardMotions.count == 2)
  }

  @Test func withoutAnAnimatorTheKeyboardPostsAllFourAtOnce() {
    let (window, _, _) = makeScreen()
    let keyboard = window.application.keyboard
    let log = KeyboardNoteLog(hub: window.application.notificationHub)
    keyboard.animator = ImmediateAnimator()
    keyboard.show(height: 336)
    #expect(
      log.names == [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
  }

  @Test func immediateAnimatorReadsTheCurveFieldOfOptions() {
    let animator = ImmediateAnimator()
    var ran = false
    animator.animate(duration: 0.25, options: AnimationOptions(rawValue: 7)) { ran = true }
    animator.animate(duration: 0.25, options: .curve(.keyboard)) {}
    #expect(ran)
    #expect(animator.records.map(\.curve) == [.easeInOut, .keyboard])
  }

  // MARK: Depth and clock

  /// Window → 100,000 views, each 1 pt below its superview's top: the leaf's model top is 100,000.
  @Test(.atScale) func presentationOfAHundredThousandDeepChainIsIterative() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    var current: View = window
    var top: View?
    for _ in 0..<100_000 {
      let next = View(frame: Rect(x: 0, y: 1, width: 10, height: 10))
      try current.addSubview(next)
      if top == nil { top = next }
      current = next
    }
    let leaf = current
    let animator = TimedAnimator(watching: window)
    animator.animate(duration: 1, curve: .linear) { top?.transform = Transform(translationX: 0, y: -400) }
    #expect(leaf.frameInRootSpace.minY == 99_600)
    #expect(animator.presentationFrameInRootSpace(of: leaf, at: 0.25).minY == 99_900)
    #expect(animator.presentationFrameInRootSpace(of: leaf, at: 1).minY == 99_600)
  }

  @Test func clockOnlyRunsForward() throws {
    let clock = AnimationClock(now: 1)
    #expect(throws: AnimationClockError.invalidAdvance(-0.5)) { try clock.advance(by: -0.5) }
    #expect(throws: AnimationClockError.invalidTime(0.5, now: 1)) { try clock.advance(to: 0.5) }
    #expect(throws: AnimationClockError.self) { try clock.advance(by: .nan) }
    #expect(clock.now == 1)
    try clock.advance(by: 0.25)
    #expect(clock.now == 1.25)
    #expect(
      AnimationClockError.invalidTime(0.5, now: 1).description
        == "cannot advance the clock to 0.5 s: it reads 1.0 s and only runs forward")
  }

  @Test func finishedAnimationsAreDroppedAsNewOnesArrive() throws {
    let (window, root, _) = makeScreen()
    let clock = AnimationClock()
    let animator = TimedAnimator(clock: clock, watching: window)
    for step in 1...100 {
      animator.animate(duration: 0.25, curve: .linear) {
        root.transform = Transform(translationX: 0, y: Double(-step))
      }
      try clock.advance(by: 1)
    }
    #expect(animator.animations(of: root).count == 1)
    #expect(animator.history.count == 100)
    animator.removeAllAnimations()
    #expect(animator.animations(of: root).isEmpty)
  }
}

/// A keyboard-notification handler that runs a closure, observed weakly by the hub.
private final class Handler {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }

  func observe(_ hub: NotificationHub, _ name: NotificationName) {
    hub.addObserver(self, name: name) { handler, _ in handler.body() }
  }
}
