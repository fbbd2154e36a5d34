import ShelterGeometry
import ShelterKeyboard
import ShelterNotifications
import ShelterViews
import Testing

@Suite("TimedAnimator: each change rides the innermost animation in flight")
struct NestedChangeSegmentTests {
  /// An outer linear 1 s animation resizes a scroll view from 100 to 200 tall (a layout pass inside
  /// the keyboard's animation), then a nested linear 1 s animation scrolls it by 50 (the policy).
  /// Additively, each part rides its own block: at 0.5 s the height is 200 − 100 · 0.5 = 150 and the
  /// offset 50 − 50 · 0.5 = 25; at 0 the view is as it was, at 1 as it ends. Before, the nested block
  /// covered the whole bounds and the height jumped to 200 at once.
  @Test func aSizeSetBeforeANestedScrollAnimatesWithTheOuterBlock() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    try! window.addSubview(scroll)
    let animator = TimedAnimator(watching: window)
    animator.animate(duration: 1, curve: TimingCurve.linear) {
      scroll.bounds = Rect(x: 0, y: 0, width: 100, height: 200)
      animator.animate(duration: 1, curve: TimingCurve.linear) {
        scroll.bounds = Rect(x: 0, y: 50, width: 100, height: 200)
      }
    }
    #expect(scroll.bounds == Rect(x: 0, y: 50, width: 100, height: 200))
    let samples: [(Double, Rect)] = [
      (0, Rect(x: 0, y: 0, width: 100, height: 100)),
      (0.5, Rect(x: 0, y: 25, width: 100, height: 150)),
      (1, Rect(x: 0, y: 50, width: 100, height: 200)),
    ]
    for (time, bounds) in samples {
      #expect(animator.presentationGeometry(of: scroll, at: time).bounds == bounds, "at \(time)")
    }
    // Two bounds animations: the outer block's resize and the nested block's scroll.
    #expect(animator.animations(of: scroll).count == 2)
  }
}
