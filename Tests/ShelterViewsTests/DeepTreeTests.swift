import Foundation
import ShelterGeometry
import ShelterTestSupport
import ShelterViews
import Testing

/// A 100,000-deep chain: everything that walks a tree must do so without recursion and in time
/// linear in the depth.
@Suite("Deep trees", .atScale)
struct DeepTreeTests {
  static let depth = 100_000

  /// Window (0,0,400,800) → base (100,200,10,10) upright → 99,999 views (0,0,10,10), each turned 90°
  /// about its centre (5,5). A turned square maps onto itself, so every frame is the same square.
  static func makeChain() -> (window: Window, leaf: View) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let base = View(frame: Rect(x: 100, y: 200, width: 10, height: 10))
    base.identifier = "base"
    try! window.addSubview(base)
    var current = base
    for _ in 1..<depth {
      let next = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      next.transform = Transform(rotationAngle: .pi / 2)
      try! current.addSubview(next)
      current = next
    }
    current.identifier = "leaf"
    return (window, current)
  }

  /// The lines of a text, split on newlines with `memchr` so that megabytes split quickly in debug
  /// builds too.
  static func lines(of text: String) -> [Substring] {
    var text = text
    var offsets: [Int] = []
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var position = 0
      while position < bytes.count,
        let hit = memchr(base + position, 0x0A, bytes.count - position)
      {
        let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
        offsets.append(offset)
        position = offset + 1
      }
    }
    var result: [Substring] = []
    var start = text.utf8.startIndex
    for offset in offsets {
      let end = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
      result.append(Substring(text.utf8[start..<end]))
      start = text.utf8.index(after: end)
    }
    result.append(Substring(text.utf8[start...]))
    return result
  }

  @Test func convertsHitTestsWalksAndDescribesAChain() throws {
    let (window, leaf) = Self.makeChain()
    #expect(leaf.depth == Self.depth)
    #expect(leaf.window === window)

    // 99,999 quarter turns = 3 (mod 4) = a 270° turn about (5,5), then the base's offset (100,200):
    // (1,2) - (5,5) = (-4,-3) → 270°: (x,y) → (y,-x) = (-3,4) → + (5,5) = (2,9) → + (100,200).
    let inWindow = try leaf.convert(Point(x: 1, y: 2), to: nil)
    #expect(inWindow == Point(x: 102, y: 209))
    #expect(try leaf.convert(inWindow, from: nil) == Point(x: 1, y: 2))
    #expect(try window.convert(inWindow, to: leaf) == Point(x: 1, y: 2))

    // The centre (105,205) is fixed by every turn; (102,209) lies inside every level's square.
    #expect(window.hitTest(Point(x: 105, y: 205)) === leaf)
    #expect(window.hitTest(Point(x: 102, y: 209)) === leaf)
    // (99,205) is left of the base's square (100..<110), so only the window is hit.
    #expect(window.hitTest(Point(x: 99, y: 205)) === window)

    // The window plus 100,000 views.
    #expect(window.subtree.reduce(0) { count, _ in count + 1 } == Self.depth + 1)

    // Every view's frame in window space is the base's square (100,200,10,10).
    let square = Rect(x: 100, y: 200, width: 10, height: 10)
    var visited = 0
    var offTheSquare = 0
    window.forEachFrameInRootSpace { view, frame in
      visited += 1
      if view !== window, frame != square { offTheSquare += 1 }
    }
    #expect(visited == Self.depth + 1)
    #expect(offTheSquare == 0)
    #expect(leaf.frameInRootSpace == square)
    #expect(try leaf.convert(leaf.bounds, to: nil) == square)

    let lines = Self.lines(of: window.recursiveDescription)
    // The window, 100,000 views, and the empty string after the final newline.
    #expect(lines.count == Self.depth + 2)
    #expect(lines.last == "")
    // Line i describes the view at level i, with the made-up address 0x10000 + 0x10 × i.
    func address(_ index: Int) -> String { "0x" + String(0x1_0000 + 0x10 * index, radix: 16) }
    let turned = "frame = (0 0; 10 10); bounds = (0 0; 10 10); transform = [0, 1, -1, 0, 0, 0]"
    #expect(lines[0] == "<UIWindow: \(address(0)); frame = (0 0; 400 800)>")
    #expect(lines[1] == "   | <UIView: \(address(1)); frame = (100 200; 10 10); identifier = 'base'>")
    // Up to `maxSpelledOutDepth` levels every level is spelled out; deeper lines count them.
    let spelled = View.maxSpelledOutDepth
    #expect(
      lines[spelled] == String(repeating: "   | ", count: spelled)
        + "<UIView: \(address(spelled)); \(turned)>")
    #expect(lines[spelled + 1] == "   |(×\(spelled + 1)) <UIView: \(address(spelled + 1)); \(turned)>")
    #expect(
      lines[Self.depth]
        == "   |(×\(Self.depth)) <UIView: \(address(Self.depth)); \(turned); identifier = 'leaf'>")
  }

  @Test func releasesAChainWithoutRecursion() {
    weak var weakWindow: Window?
    weak var weakLeaf: View?
    var held: View?
    do {
      let (window, leaf) = Self.makeChain()
      weakWindow = window
      weakLeaf = leaf
      held = leaf.superview!.superview
    }
    // Dropping the window frees the 99,998 views above the held one; the held view survives,
    // detached, with its own two-view chain.
    #expect(weakWindow == nil)
    #expect(held?.superview == nil)
    #expect(held?.subviews.first?.subviews.first === weakLeaf)
    #expect(weakLeaf?.identifier == "leaf")
    held = nil
    #expect(weakLeaf == nil)
  }
}
