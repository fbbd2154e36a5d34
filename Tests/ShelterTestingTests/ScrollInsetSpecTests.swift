import ShelterTesting
import Testing

@Suite("Screens: scroll view inset adjustment")
struct ScrollInsetSpecTests {
  @Test func behaviourAndBouncingReachTheLiveScrollView() throws {
    // 400×800 with a 50-point top and a 30-point bottom unsafe area; both lists fill the screen.
    let screen = ScreenSpec(size: Size(width: 400, height: 800), safeArea: EdgeInsets(top: 50, bottom: 30)) {
      ControllerSpec("c") {
        ViewSpec("fits", .scrollView, frame: Rect(x: 0, y: 0, width: 400, height: 800)).alwaysBounce()
        ViewSpec("never", .scrollView, frame: Rect(x: 0, y: 0, width: 400, height: 800))
          .contentSize(Size(width: 400, height: 2_000)).contentInsetAdjustmentBehavior(.never)
      }
    }
    let scene = try screen.makeScene()
    let fits = try #require(scene.viewsByID["fits"] as? ScrollView)
    // Content as tall as the view, but bouncing vertically: top 50 and bottom 30 enter, and the
    // offset not given starts at −50.
    #expect(fits.alwaysBounceVertical && !fits.alwaysBounceHorizontal)
    #expect(fits.adjustedContentInset == EdgeInsets(top: 50, bottom: 30))
    #expect(fits.contentOffset == Point(x: 0, y: -50))
    let never = try #require(scene.viewsByID["never"] as? ScrollView)
    #expect(never.adjustedContentInset == .zero)
    #expect(never.contentOffset == .zero)
  }
}
