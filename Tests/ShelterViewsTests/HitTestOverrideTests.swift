import ShelterGeometry
import ShelterTestSupport
import ShelterViews
import Testing

/// Claims every touch inside it for itself, so its subviews are never hit (as a UIKit view whose
/// `hitTest(_:with:)` returns `self`).
private final class Claiming: View {
  override func hitTest(_ point: Point) -> View? { self.point(inside: point) ? self : nil }
}

/// Never takes a touch, so touches fall through to what lies behind it.
private final class Refusing: View {
  override func hitTest(_ point: Point) -> View? { nil }
}

/// UIKit's pass-through container: its subviews take touches, the empty parts of it do not.
private final class PassThrough: View {
  override func hitTest(_ point: Point) -> View? {
    let hit = super.hitTest(point)
    return hit === self ? nil : hit
  }
}

/// A subclass that does not override: walked like any view.
private final class Plain: View {}

/// Overrides of `hitTest(_:)` decide for their view and its subtree inside the window's walk.
@Suite("Hit-test overrides")
struct HitTestOverrideTests {
  /// A 400×800 window with, back to front: "back" (0,0,200,200); "front" of `type` (0,0,200,200)
  /// holding "inner" (50,50,50,50), which lands on 50..<100 in window space.
  static func makeWindow(front: View) -> (window: Window, back: View, front: View, inner: View) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let back = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    front.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    let inner = View(frame: Rect(x: 50, y: 50, width: 50, height: 50))
    try! window.addSubview(back)
    try! window.addSubview(front)
    try! front.addSubview(inner)
    return (window, back, front, inner)
  }

  @Test func anOverrideReturningItselfHidesItsSubviews() {
    let tree = Self.makeWindow(front: Claiming())
    // (60, 60) is inside "inner", but "front" answers for its whole subtree.
    #expect(tree.window.hitTest(Point(x: 60, y: 60)) === tree.front)
    #expect(tree.window.hitTest(Point(x: 150, y: 150)) === tree.front)
    // (300, 300) is outside "front" (0..<200): it answers nil and the window itself is hit.
    #expect(tree.window.hitTest(Point(x: 300, y: 300)) === tree.window)
  }

  @Test func anOverrideReturningNilLetsTouchesThroughToSiblingsBehind() {
    let tree = Self.makeWindow(front: Refusing())
    // "front" refuses, so UIKit tries the next sibling back: "back" contains both points.
    #expect(tree.window.hitTest(Point(x: 60, y: 60)) === tree.back)
    #expect(tree.window.hitTest(Point(x: 150, y: 150)) === tree.back)
  }

  @Test func aPassThroughContainerGivesEmptyPartsToWhatIsBehind() {
    let tree = Self.makeWindow(front: PassThrough())
    // Inside "inner" the container's walk finds it; elsewhere the walk ends on the container,
    // which turns that down, so "back" gets it.
    #expect(tree.window.hitTest(Point(x: 60, y: 60)) === tree.inner)
    #expect(tree.window.hitTest(Point(x: 150, y: 150)) === tree.back)
  }

  @Test func aSubclassWithoutAnOverrideIsWalkedAsUsual() {
    let tree = Self.makeWindow(front: Plain())
    #expect(tree.window.hitTest(Point(x: 60, y: 60)) === tree.inner)
    #expect(tree.window.hitTest(Point(x: 150, y: 150)) === tree.front)
  }

  @Test func anOverrideIsAskedWithThePointInItsOwnSpace() {
    final class Recording: View {
      var asked: [Point] = []
      override func hitTest(_ point: Point) -> View? {
        asked.append(point)
        return super.hitTest(point)
      }
    }
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let holder = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    let recording = Recording(frame: Rect(x: 10, y: 20, width: 50, height: 50))
    try! window.addSubview(holder)
    try! holder.addSubview(recording)
    // (130, 140) in the window is (30, 40) in "holder" and (20, 20) in "recording".
    #expect(window.hitTest(Point(x: 130, y: 140)) === recording)
    #expect(recording.asked == [Point(x: 20, y: 20)])
  }

  @Test(.atScale) func aDeepChainUnderAnOverrideStaysIterative() {
    // 100,000 plain views, each (0,0,10,10) inside the one above, between a pass-through view at
    // the top and a refusing one at the bottom: the walk under the top view goes down the whole
    // chain in its loop (no call per level), so the stack does not grow with the depth.
    let depth = 100_000
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let top = PassThrough(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    try! window.addSubview(top)
    var parent: View = top
    for _ in 0..<depth {
      let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      try! parent.addSubview(view)
      parent = view
    }
    let deepest = parent
    try! deepest.addSubview(Refusing(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    // The refusing view at the bottom turns it down, so the deepest plain view is hit; the
    // pass-through view at the top passes that answer on.
    #expect(window.hitTest(Point(x: 5, y: 5)) === deepest)
    #expect(window.hitTest(Point(x: 50, y: 50)) === window)
  }
}
