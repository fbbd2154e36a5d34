import ShelterGeometry
import ShelterViews
import Testing

@Suite("Scroll views: scrollRectToVisible past the allowed range")
struct ScrollRectToVisibleTests {
  /// A 390 × 400 scroll view over 390 × 300 of content, with no inset: its offsets run from 0 to
  /// max(0, 300 − 400) = 0, and a scroll step may still leave it at 9, past that range.
  private func overscrolled() -> ScrollView {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 400))
    scroll.contentSize = Size(width: 390, height: 300)
    scroll.contentOffset = Point(x: 0, y: 9)
    return scroll
  }

  /// At 9 the visible content runs from 9 to 9 + 400 = 409: a field at 75…119 is inside it, so
  /// nothing moves, and the offset past the range stays where it was left.
  @Test func aVisibleRectMovesNothingEvenPastTheRange() {
    let scroll = overscrolled()
    scroll.scrollRectToVisible(Rect(x: 20, y: 75, width: 350, height: 44))
    #expect(scroll.contentOffset == Point(x: 0, y: 9))
  }

  /// A rect at 380…420 passes the visible bottom 409: its bottom at the visible bottom asks for
  /// 420 − 400 = 20, which the range clamps to its largest offset, 0.
  @Test func aRectThatMovesTheOffsetIsClampedIntoTheRange() {
    let scroll = overscrolled()
    scroll.scrollRectToVisible(Rect(x: 20, y: 380, width: 350, height: 40))
    #expect(scroll.contentOffset == Point(x: 0, y: 0))
  }
}
