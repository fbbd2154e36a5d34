import ShelterGeometry
import ShelterTestSupport
import ShelterViews
import Testing

/// Views are released when their owners let go, whatever state they are in, and releasing a very
/// deep tree does not recurse.
///
/// A controller released while its avoidance is acting is covered by `AttachmentTests`, an
/// observer released during a post by the notification hub's `ReentrancyTests`.
@Suite("Lifetimes")
struct LifetimeTests {
  @Test func removedTreeIsReleased() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    weak var releasedRoot: View?
    weak var releasedLeaf: View?
    do {
      let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      var parent = root
      for _ in 0..<100 {
        let child = View(frame: Rect(x: 1, y: 1, width: 10, height: 10))
        try parent.addSubview(child)
        parent = child
      }
      let field = TextField(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      try parent.addSubview(field)
      try window.addSubview(root)
      try field.makeFirstResponder()
      releasedRoot = root
      releasedLeaf = field
      root.removeFromSuperview()
    }
    #expect(releasedRoot == nil)
    #expect(releasedLeaf == nil)
    #expect(window.firstResponder == nil)
    #expect(window.subviews.isEmpty)
  }

  @Test(.atScale) func hundredThousandDeepTreeIsReleasedWithoutRecursion() throws {
    weak var releasedRoot: View?
    weak var releasedLeaf: View?
    do {
      let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      var parent = root
      for _ in 0..<100_000 {
        let child = View(frame: Rect(x: 0, y: 1, width: 10, height: 10))
        try parent.addSubview(child)
        parent = child
      }
      releasedRoot = root
      releasedLeaf = parent
      // 100,000 levels each 1 point lower.
      #expect(parent.frameInRootSpace.origin.y == 100_000)
    }
    #expect(releasedRoot == nil)
    #expect(releasedLeaf == nil)
  }
}
