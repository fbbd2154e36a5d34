import ShelterGeometry
import ShelterTestSupport
import ShelterViews
import Testing

/// Which view a touch lands on, by UIKit's rules.
@Suite("Hit testing")
struct HitTestingTests {
  /// Named trees under a 400×800 window with identifier "window".
  enum Scene: String, Sendable, CaseIterable {
    /// container "c" (0,0,200,200) → button "b" (10,10,50,50),
    /// label "l" (100,100,50,50) → button "inLabel" (0,0,10,10)
    case basic
    /// "a" (0,0,100,100) and, in front, "b" (50,50,100,100)
    case overlapping
    /// "r" (100,100,200,50) turned 90° about its centre (200,125): it covers x 175..<225, y 25..<225
    case turned
    /// "half" (0,0,100,100) scaled 0.5 about its centre: it covers 25..<75;
    /// "flat" (200,0,100,100) scaled (0, 1)
    case scaled
    /// "flip" (0,0,200,100) flipped horizontally → "f" (0,0,50,50), which lands on x 150..<200
    case flipped
    /// scroll view "s" (0,0,400,400) scrolled to (0, 450) → "f" (0,500,100,100), which lands on y 50..<150
    case scrolled

    func makeWindow() -> Window {
      let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
      window.identifier = "window"
      func add(_ view: View, _ name: String, to parent: View) -> View {
        view.identifier = name
        try! parent.addSubview(view)
        return view
      }
      switch self {
      case .basic:
        let c = add(View(frame: Rect(x: 0, y: 0, width: 200, height: 200)), "c", to: window)
        _ = add(Button(frame: Rect(x: 10, y: 10, width: 50, height: 50)), "b", to: c)
        let l = add(Label(frame: Rect(x: 100, y: 100, width: 50, height: 50)), "l", to: c)
        _ = add(Button(frame: Rect(x: 0, y: 0, width: 10, height: 10)), "inLabel", to: l)
      case .overlapping:
        _ = add(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)), "a", to: window)
        _ = add(View(frame: Rect(x: 50, y: 50, width: 100, height: 100)), "b", to: window)
      case .turned:
        let r = add(View(frame: Rect(x: 100, y: 100, width: 200, height: 50)), "r", to: window)
        r.transform = Transform(rotationAngle: .pi / 2)
      case .scaled:
        let half = add(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)), "half", to: window)
        half.transform = Transform(scaleX: 0.5, y: 0.5)
        let flat = add(View(frame: Rect(x: 200, y: 0, width: 100, height: 100)), "flat", to: window)
        flat.transform = Transform(scaleX: 0, y: 1)
      case .flipped:
        let flip = add(View(frame: Rect(x: 0, y: 0, width: 200, height: 100)), "flip", to: window)
        flip.transform = Transform(scaleX: -1, y: 1)
        _ = add(View(frame: Rect(x: 0, y: 0, width: 50, height: 50)), "f", to: flip)
      case .scrolled:
        let s = add(ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400)), "s", to: window)
        _ = add(View(frame: Rect(x: 0, y: 500, width: 100, height: 100)), "f", to: s)
        (s as! ScrollView).contentOffset = Point(x: 0, y: 450)
      }
      return window
    }
  }

  struct Touch: Sendable, CustomStringConvertible {
    var scene: Scene
    var point: Point
    var description: String { "\(scene) at \(point)" }
  }

  static let rows: [Example<Touch, String>] = [
    Example("inside a button", Touch(scene: .basic, point: Point(x: 20, y: 20)), "b"),
    Example("container around the button", Touch(scene: .basic, point: Point(x: 5, y: 5)), "c"),
    Example("container's top-left corner", Touch(scene: .basic, point: Point(x: 0, y: 0)), "c"),
    // Labels ignore touches by default, and so does everything inside them.
    Example("label and its subview are skipped", Touch(scene: .basic, point: Point(x: 105, y: 105)), "c"),
    Example("empty window", Touch(scene: .basic, point: Point(x: 300, y: 300)), "window"),
    // Edges are half-open: the button covers x 10..<60, y 10..<60.
    Example("button's minimum edges are inside", Touch(scene: .basic, point: Point(x: 10, y: 10)), "b"),
    Example("button's right edge is outside", Touch(scene: .basic, point: Point(x: 60, y: 20)), "c"),
    Example("button's bottom edge is outside", Touch(scene: .basic, point: Point(x: 20, y: 60)), "c"),
    Example("just inside the far corner", Touch(scene: .basic, point: Point(x: 59.5, y: 59.5)), "b"),
    Example("container's far edge is outside", Touch(scene: .basic, point: Point(x: 200, y: 100)), "window"),
    // Siblings are tried front to back.
    Example("overlap goes to the front view", Touch(scene: .overlapping, point: Point(x: 75, y: 75)), "b"),
    Example("back view where it is uncovered", Touch(scene: .overlapping, point: Point(x: 25, y: 25)), "a"),
    Example("front view alone", Touch(scene: .overlapping, point: Point(x: 125, y: 125)), "b"),
    // (200, 50) is (0, -75) from the centre; undoing the turn, (x, y) → (y, -x) = (-75, 0), which is
    // (25, 25) in the 200×50 bounds.
    Example("inside the turned view", Touch(scene: .turned, point: Point(x: 200, y: 50)), "r"),
    // (120, 125) was inside before the turn: (-80, 0) → (0, 80) → (100, 105), below the 50-high bounds.
    Example(
      "inside the untransformed frame only", Touch(scene: .turned, point: Point(x: 120, y: 125)), "window"),
    // (176, 30): (-24, -95) → (-95, 24) → (5, 49)
    Example("near the turned view's corner", Touch(scene: .turned, point: Point(x: 176, y: 30)), "r"),
    Example("outside the scaled view", Touch(scene: .scaled, point: Point(x: 20, y: 20)), "window"),
    // (30, 30) is (-20, -20) from the centre; unscaled (-40, -40) → (10, 10).
    Example("inside the scaled view", Touch(scene: .scaled, point: Point(x: 30, y: 30)), "half"),
    Example("a flattened view is never hit", Touch(scene: .scaled, point: Point(x: 250, y: 50)), "window"),
    // (160, 10) is (60, -40) from the flip's centre (100, 50); flipped back (-60, -40) → (40, 10).
    Example("subview of a flipped view, mirrored", Touch(scene: .flipped, point: Point(x: 160, y: 10)), "f"),
    Example(
      "where the subview would be unflipped", Touch(scene: .flipped, point: Point(x: 40, y: 10)), "flip"),
    // Window (50, 60) is the scroll view's content (50, 510), inside f (y 500..<600).
    Example("subview scrolled into view", Touch(scene: .scrolled, point: Point(x: 50, y: 60)), "f"),
    // (50, 40) is content (50, 490), above f.
    Example("above the scrolled subview", Touch(scene: .scrolled, point: Point(x: 50, y: 40)), "s"),
  ]

  @Test(arguments: rows)
  func hitsTheDeepestFrontMostView(_ row: Example<Touch, String>) {
    let window = row.input.scene.makeWindow()
    #expect(window.hitTest(row.input.point)?.identifier == row.expected)
  }

  @Test func bringingAViewToTheFrontChangesTheHit() {
    let window = Scene.overlapping.makeWindow()
    window.bringSubviewToFront(window.view(withIdentifier: "a")!)
    #expect(window.hitTest(Point(x: 75, y: 75))?.identifier == "a")
  }

  @Test func pointIsInTheReceiversBoundsSpace() {
    let basic = Scene.basic.makeWindow()
    let container = basic.view(withIdentifier: "c")!
    #expect(container.hitTest(Point(x: 20, y: 20))?.identifier == "b")
    // Outside the receiver: nothing, not even the receiver.
    #expect(container.hitTest(Point(x: 250, y: 20)) == nil)
    let scrolled = Scene.scrolled.makeWindow()
    let scroll = scrolled.view(withIdentifier: "s")!
    // The scroll view's own space is its content: (50, 510) is inside f and inside the visible area
    // (450..<850).
    #expect(scroll.hitTest(Point(x: 50, y: 510))?.identifier == "f")
    #expect(scroll.hitTest(Point(x: 50, y: 60)) == nil)
  }

  /// A change that may make a view ignore touches.
  enum Change: String, Sendable, CaseIterable {
    case none, hidden, alphaZero, alphaJustBelowLimit, alphaAtLimit, alphaHalf, interactionDisabled

    func apply(to view: View) {
      switch self {
      case .none: break
      case .hidden: view.isHidden = true
      case .alphaZero: view.alpha = 0
      case .alphaJustBelowLimit: view.alpha = 0.009
      case .alphaAtLimit: view.alpha = 0.01
      case .alphaHalf: view.alpha = 0.5
      case .interactionDisabled: view.isUserInteractionEnabled = false
      }
    }

    /// UIKit skips hidden views, alpha below 0.01 and disabled interaction.
    var skips: Bool {
      switch self {
      case .none, .alphaAtLimit, .alphaHalf: return false
      case .hidden, .alphaZero, .alphaJustBelowLimit, .interactionDisabled: return true
      }
    }
  }

  @Test(arguments: Change.allCases, ["middle", "child"])
  func skippedViewsTakeTheirSubviewsWithThem(change: Change, target: String) throws {
    // window → middle (0,0,100,100) → child (10,10,50,50); a touch at (20, 20) is inside both.
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    window.identifier = "window"
    let middle = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    middle.identifier = "middle"
    let child = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    child.identifier = "child"
    try window.addSubview(middle)
    try middle.addSubview(child)
    change.apply(to: target == "middle" ? middle : child)
    let expected = !change.skips ? "child" : target == "middle" ? "window" : "middle"
    #expect(window.hitTest(Point(x: 20, y: 20))?.identifier == expected)
  }

  @Test(arguments: [false, true])
  func pointsOutsideAViewMissItsProtrudingSubviews(clipsToBounds: Bool) throws {
    // p (0,0,100,100) → s (80,80,100,100), which sticks out to (180,180). Clipping changes drawing only.
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    window.identifier = "window"
    let p = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    p.identifier = "p"
    p.clipsToBounds = clipsToBounds
    let s = View(frame: Rect(x: 80, y: 80, width: 100, height: 100))
    s.identifier = "s"
    try window.addSubview(p)
    try p.addSubview(s)
    #expect(window.hitTest(Point(x: 150, y: 150))?.identifier == "window")
    #expect(window.hitTest(Point(x: 90, y: 90))?.identifier == "s")
    #expect(window.hitTest(Point(x: 50, y: 50))?.identifier == "p")
  }

  @Test func labelsAndImagesTakeTouchesOnlyWhenEnabled() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let image = ImageView(frame: Rect(x: 200, y: 0, width: 100, height: 100))
    try window.addSubview(label)
    try window.addSubview(image)
    #expect(!label.isUserInteractionEnabled && !image.isUserInteractionEnabled)
    #expect(window.hitTest(Point(x: 50, y: 50)) === window)
    #expect(window.hitTest(Point(x: 250, y: 50)) === window)
    label.isUserInteractionEnabled = true
    image.isUserInteractionEnabled = true
    #expect(window.hitTest(Point(x: 50, y: 50)) === label)
    #expect(window.hitTest(Point(x: 250, y: 50)) === image)
  }

  @Test func aHiddenReceiverIsNotHit() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    window.isHidden = true
    #expect(window.hitTest(Point(x: 10, y: 10)) == nil)
  }

  @Test func isHittableFollowsTheRules() {
    let view = View()
    #expect(view.isHittable)
    view.alpha = 0.009
    #expect(!view.isHittable)
    view.alpha = 0.01
    #expect(view.isHittable)
    view.isHidden = true
    #expect(!view.isHittable)
  }
}
