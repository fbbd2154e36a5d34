import ShelterGeometry
import ShelterTestSupport
import ShelterViews
import Testing

/// Adding, moving, ordering and finding subviews, with UIKit's rules, and refusing cycles.
@Suite("Hierarchy")
struct HierarchyTests {
  /// A parent `#p` with subviews `a`, `b`, `c` (back to front) and a detached view `d`.
  final class Family {
    let parent = View()
    let a = View()
    let b = View()
    let c = View()
    let d = View()

    init() {
      parent.identifier = "p"
      for (view, name) in [(a, "a"), (b, "b"), (c, "c"), (d, "d")] { view.identifier = name }
      for view in [a, b, c] { try! parent.addSubview(view) }
    }

    func view(named name: String) -> View {
      [a, b, c, d].first { $0.identifier == name }!
    }

    /// The subviews' names, back to front.
    var order: String { parent.subviews.map { $0.identifier ?? "?" }.joined() }
  }

  @Test func addSubviewPutsTheViewInFront() throws {
    let family = Family()
    #expect(family.order == "abc")
    try family.parent.addSubview(family.d)
    #expect(family.order == "abcd")
    #expect(family.d.superview === family.parent)
  }

  @Test func addSubviewMovesAViewFromItsOldParent() throws {
    let family = Family()
    let other = View()
    try other.addSubview(family.b)
    #expect(family.order == "ac")
    #expect(other.subviews.count == 1 && other.subviews[0] === family.b)
    #expect(family.b.superview === other)
  }

  @Test func addingASubviewAgainMovesItToTheFront() throws {
    let family = Family()
    try family.parent.addSubview(family.a)
    #expect(family.order == "bca")
    try family.parent.addSubview(family.a)
    #expect(family.order == "bca")
  }

  /// Which view to insert and where, as names.
  struct Insertion: Sendable {
    var view: String
    var index: Int
  }

  static let insertRows: [Example<Insertion, String>] = [
    Example("new view at the back", Insertion(view: "d", index: 0), "dabc"),
    Example("new view in the middle", Insertion(view: "d", index: 2), "abdc"),
    Example("new view at the front", Insertion(view: "d", index: 3), "abcd"),
    // The index counts the subviews without `a` (b c), so 2 is the front.
    Example("own subview to the front", Insertion(view: "a", index: 2), "bca"),
    Example("own subview to the back", Insertion(view: "c", index: 0), "cab"),
    Example("own subview in place", Insertion(view: "b", index: 1), "abc"),
  ]

  @Test(arguments: insertRows)
  func insertSubviewAtIndex(_ row: Example<Insertion, String>) throws {
    let family = Family()
    try family.parent.insertSubview(family.view(named: row.input.view), at: row.input.index)
    #expect(family.order == row.expected)
  }

  static let badIndexRows: [Example<Insertion, ViewTreeError>] = [
    // A new view may go at 0...3.
    Example(
      "new view past the front", Insertion(view: "d", index: 4),
      .indexOutOfRange(view: "#p", index: 4, count: 3)),
    Example(
      "negative index", Insertion(view: "d", index: -1), .indexOutOfRange(view: "#p", index: -1, count: 3)),
    // An own subview may go at 0...2 (the other two plus one slot).
    Example(
      "own subview past the front", Insertion(view: "a", index: 3),
      .indexOutOfRange(view: "#p", index: 3, count: 2)),
  ]

  @Test(arguments: badIndexRows)
  func insertSubviewRejectsAnIndexOutOfRange(_ row: Example<Insertion, ViewTreeError>) {
    let family = Family()
    let view = family.view(named: row.input.view)
    let oldParent = view.superview
    #expect(throws: row.expected) { try family.parent.insertSubview(view, at: row.input.index) }
    #expect(family.order == "abc")
    #expect(view.superview === oldParent)
  }

  /// Inserting `view` above or below `sibling`.
  struct RelativeInsertion: Sendable {
    var view: String
    var above: Bool
    var sibling: String
  }

  static let relativeRows: [Example<RelativeInsertion, String>] = [
    Example("new view above the back", RelativeInsertion(view: "d", above: true, sibling: "a"), "adbc"),
    Example("new view below the back", RelativeInsertion(view: "d", above: false, sibling: "a"), "dabc"),
    Example("new view above the front", RelativeInsertion(view: "d", above: true, sibling: "c"), "abcd"),
    Example("new view below the front", RelativeInsertion(view: "d", above: false, sibling: "c"), "abdc"),
    Example("front view above the back", RelativeInsertion(view: "c", above: true, sibling: "a"), "acb"),
    Example("front view below the back", RelativeInsertion(view: "c", above: false, sibling: "a"), "cab"),
    Example("back view above the front", RelativeInsertion(view: "a", above: true, sibling: "c"), "bca"),
    Example("back view below the front", RelativeInsertion(view: "a", above: false, sibling: "c"), "bac"),
    Example("back view above its neighbour", RelativeInsertion(view: "a", above: true, sibling: "b"), "bac"),
    Example(
      "middle view below its neighbour", RelativeInsertion(view: "b", above: false, sibling: "c"), "abc"),
  ]

  @Test(arguments: relativeRows)
  func insertSubviewAboveOrBelowASibling(_ row: Example<RelativeInsertion, String>) throws {
    let family = Family()
    let view = family.view(named: row.input.view)
    let sibling = family.view(named: row.input.sibling)
    if row.input.above {
      try family.parent.insertSubview(view, aboveSubview: sibling)
    } else {
      try family.parent.insertSubview(view, belowSubview: sibling)
    }
    #expect(family.order == row.expected)
    #expect(view.superview === family.parent)
  }

  @Test func insertSubviewRelativeToAStrangerThrows() {
    let family = Family()
    let stranger = View()
    stranger.identifier = "s"
    // The stranger has no superview, so its path is its own name.
    #expect(throws: ViewTreeError.notASubview(view: "#s", superview: "#p")) {
      try family.parent.insertSubview(family.d, aboveSubview: stranger)
    }
    #expect(throws: ViewTreeError.notASubview(view: "#s", superview: "#p")) {
      try family.parent.insertSubview(family.d, belowSubview: stranger)
    }
    #expect(family.order == "abc")
    #expect(family.d.superview == nil)
  }

  @Test func bringToFrontAndSendToBack() {
    let family = Family()
    family.parent.bringSubviewToFront(family.a)
    #expect(family.order == "bca")
    family.parent.sendSubviewToBack(family.c)
    #expect(family.order == "cba")
    family.parent.bringSubviewToFront(family.a)
    #expect(family.order == "cba")
    // A view that is not a subview is ignored, as in UIKit.
    family.parent.bringSubviewToFront(family.d)
    family.parent.sendSubviewToBack(family.d)
    #expect(family.order == "cba")
    #expect(family.d.superview == nil)
  }

  static let exchangeRows: [Example<[Int], String>] = [
    Example("ends", [0, 2], "cba"),
    Example("neighbours", [1, 2], "acb"),
    Example("reversed arguments", [2, 0], "cba"),
    Example("same index", [1, 1], "abc"),
  ]

  @Test(arguments: exchangeRows)
  func exchangeSubviews(_ row: Example<[Int], String>) throws {
    let family = Family()
    try family.parent.exchangeSubview(at: row.input[0], withSubviewAt: row.input[1])
    #expect(family.order == row.expected)
  }

  @Test func exchangeOutOfRangeThrowsAndChangesNothing() {
    let family = Family()
    // Valid indices are 0...2.
    #expect(throws: ViewTreeError.indexOutOfRange(view: "#p", index: 3, count: 2)) {
      try family.parent.exchangeSubview(at: 0, withSubviewAt: 3)
    }
    #expect(throws: ViewTreeError.indexOutOfRange(view: "#p", index: -1, count: 2)) {
      try family.parent.exchangeSubview(at: -1, withSubviewAt: 1)
    }
    #expect(family.order == "abc")
  }

  @Test func removeFromSuperview() throws {
    let family = Family()
    family.b.removeFromSuperview()
    #expect(family.order == "ac")
    #expect(family.b.superview == nil)
    // Removing a view that has no superview does nothing.
    family.b.removeFromSuperview()
    family.parent.removeFromSuperview()
    #expect(family.order == "ac")
  }

  @Test func isDescendantRootAndDepth() throws {
    let family = Family()
    let grandchild = View()
    try family.b.addSubview(grandchild)
    #expect(grandchild.isDescendant(of: grandchild))
    #expect(grandchild.isDescendant(of: family.b))
    #expect(grandchild.isDescendant(of: family.parent))
    #expect(!grandchild.isDescendant(of: family.a))
    #expect(!family.parent.isDescendant(of: family.b))
    #expect(!family.d.isDescendant(of: family.parent))
    #expect(grandchild.root === family.parent)
    #expect(family.d.root === family.d)
    #expect(grandchild.depth == 2)
    #expect(family.parent.depth == 0)
  }

  @Test func windowIsTheRootWindow() throws {
    let family = Family()
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(family.a.window == nil)
    try window.addSubview(family.parent)
    #expect(family.a.window === window)
    #expect(window.window === window)
    family.parent.removeFromSuperview()
    #expect(family.a.window == nil)
  }

  @Test func findsViewsByIdentifierAndTagInPreOrder() throws {
    let family = Family()
    let inner = View()
    inner.identifier = "c"  // a duplicate, deeper in `b`, which comes before `c` in pre-order
    inner.tag = 7
    try family.b.addSubview(inner)
    family.c.tag = 7
    family.a.tag = 3
    #expect(family.parent.view(withIdentifier: "a") === family.a)
    #expect(family.parent.view(withIdentifier: "c") === inner)
    #expect(family.parent.view(withIdentifier: "p") === family.parent)
    #expect(family.parent.view(withIdentifier: "d") == nil)
    #expect(family.c.view(withIdentifier: "c") === family.c)
    #expect(family.parent.viewWithTag(7) === inner)
    #expect(family.parent.viewWithTag(3) === family.a)
    #expect(family.parent.viewWithTag(9) == nil)
    // UIKit includes the receiver: every tag starts at 0.
    #expect(family.parent.viewWithTag(0) === family.parent)
  }

  /// Snapshot of every link in a small tree, to show that a refused change changed nothing.
  struct Links: Equatable {
    var superviews: [ObjectIdentifier?]
    var subviews: [[ObjectIdentifier]]

    init(_ views: [View]) {
      superviews = views.map { $0.superview.map(ObjectIdentifier.init) }
      subviews = views.map { $0.subviews.map(ObjectIdentifier.init) }
    }
  }

  @Test func addingAViewToItselfThrows() {
    let family = Family()
    let before = Links([family.parent, family.a, family.b, family.c])
    #expect(
      throws: ViewTreeError.wouldCreateCycle(
        view: "#p.subviews[1] (View #b)", superview: "#p.subviews[1] (View #b)")
    ) {
      try family.b.addSubview(family.b)
    }
    #expect(throws: ViewTreeError.wouldCreateCycle(view: "#p", superview: "#p")) {
      try family.parent.insertSubview(family.parent, at: 0)
    }
    #expect(Links([family.parent, family.a, family.b, family.c]) == before)
  }

  /// A window is the top node of its hierarchy (Apple's "View hierarchy", docs/reliability.md): it
  /// cannot be added under a view or another window by any of the four calls, and nothing moves.
  @Test func aWindowCannotBecomeASubview() throws {
    let main = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    main.identifier = "main"
    let content = View()
    content.identifier = "content"
    try main.addSubview(content)
    let second = Window(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    second.identifier = "second"
    let contentPath = "#main.subviews[0] (View #content)"
    #expect(throws: ViewTreeError.windowAsSubview(view: "#second", superview: contentPath)) {
      try content.addSubview(second)
    }
    #expect(throws: ViewTreeError.windowAsSubview(view: "#second", superview: "#main")) {
      try main.insertSubview(second, at: 0)
    }
    #expect(throws: ViewTreeError.windowAsSubview(view: "#second", superview: "#main")) {
      try main.insertSubview(second, aboveSubview: content)
    }
    #expect(throws: ViewTreeError.windowAsSubview(view: "#second", superview: "#main")) {
      try main.insertSubview(second, belowSubview: content)
    }
    #expect(second.superview == nil && second.window === second)
    #expect(main.subviews.count == 1 && content.subviews.isEmpty)
    #expect(
      ViewTreeError.windowAsSubview(view: "#second", superview: "#main").description
        == "cannot add #second to #main: a window is the root of its view hierarchy, never a subview")
  }

  @Test func addingAnAncestorToADescendantThrows() throws {
    // p → b → g → h; adding p or b under h would loop.
    let family = Family()
    let g = View()
    g.identifier = "g"
    let h = View()
    h.identifier = "h"
    try family.b.addSubview(g)
    try g.addSubview(h)
    let all = [family.parent, family.a, family.b, family.c, g, h]
    let before = Links(all)
    let hPath = "#p.subviews[1].subviews[0].subviews[0] (View #h)"
    #expect(throws: ViewTreeError.wouldCreateCycle(view: "#p", superview: hPath)) {
      try h.addSubview(family.parent)
    }
    #expect(throws: ViewTreeError.wouldCreateCycle(view: "#p.subviews[1] (View #b)", superview: hPath)) {
      try h.insertSubview(family.b, at: 0)
    }
    let gPath = "#p.subviews[1].subviews[0] (View #g)"
    #expect(throws: ViewTreeError.wouldCreateCycle(view: "#p.subviews[1] (View #b)", superview: gPath)) {
      try g.insertSubview(family.b, aboveSubview: h)
    }
    #expect(throws: ViewTreeError.wouldCreateCycle(view: "#p.subviews[1] (View #b)", superview: gPath)) {
      try g.insertSubview(family.b, belowSubview: h)
    }
    #expect(Links(all) == before)
    #expect(family.order == "abc")
  }

  @Test func pathDescriptionNamesTheViewFromItsRoot() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let root = View()
    root.identifier = "root"
    let field = TextField()
    field.identifier = "email"
    let plain = View()
    try window.addSubview(View())
    try window.addSubview(root)
    try root.addSubview(plain)
    try root.addSubview(field)
    #expect(window.pathDescription == "Window")
    #expect(root.pathDescription == "Window.subviews[1] (View #root)")
    #expect(field.pathDescription == "Window.subviews[1].subviews[1] (TextField #email)")
    #expect(plain.pathDescription == "Window.subviews[1].subviews[0] (View)")
    window.identifier = "main"
    #expect(plain.pathDescription == "#main.subviews[1].subviews[0] (View)")
  }
}
