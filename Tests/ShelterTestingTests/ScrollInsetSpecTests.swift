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

  @Test func aStatedZeroOffsetStaysAndIsWritten() throws {
    // The same 50 / 30 unsafe area; content 2000 tall scrolls, so the edge is −50. `stated` says
    // (0, 0) and stays there; `resting` says nothing and starts at (0, −50).
    let screen = ScreenSpec(size: Size(width: 400, height: 800), safeArea: EdgeInsets(top: 50, bottom: 30)) {
      ControllerSpec("c") {
        ViewSpec("stated", .scrollView, frame: Rect(x: 0, y: 0, width: 400, height: 800))
          .contentSize(Size(width: 400, height: 2_000)).contentOffset(.zero)
        ViewSpec("resting", .scrollView, frame: Rect(x: 0, y: 0, width: 400, height: 800))
          .contentSize(Size(width: 400, height: 2_000))
      }
    }
    let scene = try screen.makeScene()
    #expect((scene.viewsByID["stated"] as? ScrollView)?.contentOffset == Point(x: 0, y: 0))
    #expect((scene.viewsByID["resting"] as? ScrollView)?.contentOffset == Point(x: 0, y: -50))
    let fixture = try screen.fixture()
    #expect(fixture.nodes.first { $0.id == "stated" }?.statesBoundsOrigin == true)
    #expect(fixture.nodes.first { $0.id == "resting" }?.statesBoundsOrigin == false)
    #expect(fixture.jsonText(pretty: false).contains(#""bounds":[0,0,400,800]"#))
    #expect(try Fixture(json: fixture.jsonText()) == fixture)
  }
}
