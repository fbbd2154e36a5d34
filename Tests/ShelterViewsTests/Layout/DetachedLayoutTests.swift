import Foundation
import ShelterGeometry
import ShelterViews
import Testing

/// `layoutIfNeeded()` on a view in no window lays out that view's subtree with the view as the
/// root, as UIKit does for a cell or for a view a snapshot test builds with a frame: "Using the
/// view that receives the message as the root view, this method lays out the view subtree
/// starting at the root" (docs/uikit.md cites it). Frames round to a third of a point.
@Suite struct DetachedLayoutTests {
  /// A 320 × 100 row built with a frame, its title 16 in from each side, 20 tall, centred
  /// vertically.
  func makeRow() throws -> (row: View, title: View) {
    let row = View(frame: Rect(x: 0, y: 0, width: 320, height: 100))
    let title = placed("title", in: row)
    try LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
      title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      title.heightAnchor.constraint(equalToConstant: 20),
    ])
    return (row, title)
  }

  /// The row: the title at x 16, width 320 − 16 − 16 = 288, y 100 / 2 − 20 / 2 = 40.
  @Test func aViewBuiltWithAFrameLaysOutItsSubviews() throws {
    let (row, title) = try makeRow()
    row.layoutIfNeeded()
    #expect(title.frame == Rect(x: 16, y: 40, width: 288, height: 20))
    #expect(row.frame == Rect(x: 0, y: 0, width: 320, height: 100))
    #expect(row.window == nil)
    #expect(row.superview == nil)
  }

  /// A root that does not translate its mask takes its size from its content: a child pinned to
  /// its four edges, 320 wide and 100 tall, makes it 320 × 100; its origin, set by hand to
  /// (5, 7), stays where it is, since no constraint places it.
  @Test func aConstrainedRootTakesItsSizeFromItsContent() throws {
    let parent = View(frame: Rect(x: 5, y: 7, width: 0, height: 0))
    parent.translatesAutoresizingMaskIntoConstraints = false
    let content = placed("content", in: parent)
    try LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: parent.topAnchor),
      content.leftAnchor.constraint(equalTo: parent.leftAnchor),
      content.rightAnchor.constraint(equalTo: parent.rightAnchor),
      content.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
      content.widthAnchor.constraint(equalToConstant: 320),
      content.heightAnchor.constraint(equalToConstant: 100),
    ])
    parent.layoutIfNeeded()
    #expect(parent.frame == Rect(x: 5, y: 7, width: 320, height: 100))
    #expect(content.frame == Rect(x: 0, y: 0, width: 320, height: 100))
  }

  /// A vertical stack 200 wide at the top of a 200 × 300 card, holding boxes 20, 30 and 40 tall
  /// 10 apart: y 0, 20 + 10 = 30, 30 + 30 + 10 = 70; the stack is 20 + 10 + 30 + 10 + 40 = 110
  /// tall; every box fills its width.
  @Test func aStackViewInACardStacksItsViews() throws {
    let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
    let boxes = [20.0, 30, 40].map { height -> View in
      let box = View()
      box.translatesAutoresizingMaskIntoConstraints = false
      try? box.heightAnchor.constraint(equalToConstant: height).activate()
      return box
    }
    let stack = try StackView(arrangedSubviews: boxes)
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    try card.addSubview(stack)
    try LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: card.topAnchor),
      stack.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: card.trailingAnchor),
    ])
    card.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 0, y: 0, width: 200, height: 110))
    #expect(boxes.map(\.frame.minY) == [0, 30, 70])
    #expect(boxes.map(\.frame.width) == [200, 200, 200])
  }

  /// Sent to a view inside a tree in no window, the pass starts at that view: its inner view,
  /// inset 8 on each side, is (8, 8, 200 − 16 = 184, 60 − 16 = 44); the view stays second of its
  /// superview's three subviews at its frame, and a constraint its superview holds (its width to
  /// 50) takes no part.
  @Test func aViewInsideADetachedTreeIsTheRootOfItsPass() throws {
    let outer = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let first = View()
    let middle = View(frame: Rect(x: 10, y: 20, width: 200, height: 60))
    let last = View()
    for view in [first, middle, last] { try outer.addSubview(view) }
    let inner = placed("inner", in: middle)
    try LayoutConstraint.activate([
      inner.topAnchor.constraint(equalTo: middle.topAnchor, constant: 8),
      inner.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 8),
      inner.trailingAnchor.constraint(equalTo: middle.trailingAnchor, constant: -8),
      inner.bottomAnchor.constraint(equalTo: middle.bottomAnchor, constant: -8),
    ])
    let outside = inner.widthAnchor.constraint(equalToConstant: 50)
    try outer.addConstraint(outside)
    middle.layoutIfNeeded()
    #expect(inner.frame == Rect(x: 8, y: 8, width: 184, height: 44))
    #expect(middle.frame == Rect(x: 10, y: 20, width: 200, height: 60))
    #expect(
      outer.subviews.map { ObjectIdentifier($0) } == [first, middle, last].map { ObjectIdentifier($0) })
    #expect(middle.superview === outer)
  }

  /// The pass calls `layoutSubviews()` as a window's does: a view that places its badge by hand
  /// in its bounds, 10 from the right and vertically centred, 24 × 24 in a 150 × 44 view:
  /// x 150 − 10 − 24 = 116, y (44 − 24) / 2 = 10.
  @Test func layoutSubviewsRunsInTheDetachedPass() {
    let view = BadgedView(frame: Rect(x: 0, y: 0, width: 150, height: 44))
    view.layoutIfNeeded()
    #expect(view.badge.frame == Rect(x: 116, y: 10, width: 24, height: 24))
  }

  /// A frame a third of a point off the grid rounds to it: a child centred in a 100-wide view,
  /// 33 wide, sits at (100 − 33) / 2 = 33.5, which on a scale-3 grid is 33 + 2/3 (33.667 is nearer
  /// than 33.333); its width is then 66.667 − 33.667 = 33 after the right edge rounds the same way.
  @Test func detachedFramesRoundToAThirdOfAPoint() throws {
    let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = placed("child", in: box)
    try LayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: box.centerXAnchor),
      child.topAnchor.constraint(equalTo: box.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 33),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    box.layoutIfNeeded()
    #expect(abs(child.frame.minX - (33 + 2.0 / 3)) < 1e-9)
    #expect(abs(child.frame.width - 33) < 1e-9)
  }

  /// Laid out alone and then put in a window, the tree lays out there too: the 320-wide row's
  /// title goes from 288 wide to 390 − 32 = 358 when the row is made as wide as the window, still
  /// at y 40.
  @Test func aTreeLaidOutAloneLaysOutAgainInAWindow() throws {
    let (row, title) = try makeRow()
    row.layoutIfNeeded()
    #expect(title.frame.width == 288)
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    try window.addSubview(row)
    row.frame = Rect(x: 0, y: 0, width: 390, height: 100)
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(title.frame == Rect(x: 16, y: 40, width: 358, height: 20))
  }
}

/// A view that places its badge by hand in `layoutSubviews()`, as cells often do.
private final class BadgedView: View {
  let badge = View()

  override init(frame: CGRect) {
    super.init(frame: frame)
    try? addSubview(badge)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    badge.frame = Rect(x: bounds.width - 10 - 24, y: (bounds.height - 24) / 2, width: 24, height: 24)
  }
}
