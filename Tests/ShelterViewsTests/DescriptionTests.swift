import ShelterGeometry
import ShelterTestSupport
import ShelterValues
import ShelterViews
import Testing

/// UIKit's `recursiveDescription` format: one line per view, each level indented by `   | `.
@Suite("Description")
struct DescriptionTests {
  @Test func describesASmallTreeExactly() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.identifier = "root"
    let field = TextField(frame: Rect(x: 20, y: 100, width: 350, height: 44))
    field.text = "a'b"
    field.identifier = "email"
    let label = Label(frame: Rect(x: 20, y: 50, width: 100, height: 20))
    label.text = "Hi"
    let button = Button(frame: Rect(x: 20, y: 160, width: 100, height: 44))
    button.isHidden = true
    button.alpha = 0.5
    button.tag = 3
    let scroll = ScrollView(frame: Rect(x: 0, y: 200, width: 390, height: 400))
    scroll.contentSize = Size(width: 390, height: 1000)
    scroll.contentOffset = Point(x: 0, y: 30)
    scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: 336, right: 0)
    let badge = View(frame: Rect(x: 10, y: 10, width: 100, height: 50))
    badge.transform = Transform(rotationAngle: .pi / 2)
    badge.className = "MyBadge"
    let pinned = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    pinned.anchorPoint = Point(x: 0, y: 0)
    pinned.clipsToBounds = true
    pinned.bounds.origin = Point(x: 5, y: 5)

    try window.addSubview(root)
    for view in [field, label, button, scroll, pinned] { try root.addSubview(view) }
    try scroll.addSubview(badge)

    // Addresses count up by 0x10 in pre-order from 0x10000.
    // The badge: 100×50 turned 90° about (60, 35) → 50×100 box at (60 - 25, 35 - 50).
    // The pinned view: centre (5, 5) stays, anchor [0, 0] puts the box's origin there.
    // A scroll view's bounds origin is its content offset, printed as such rather than as bounds.
    let expected = """
      <UIWindow: 0x10000; frame = (0 0; 390 844)>
         | <UIView: 0x10010; frame = (0 0; 390 844); identifier = 'root'>
         |    | <UITextField: 0x10020; frame = (20 100; 350 44); text = 'a''b'; identifier = 'email'>
         |    | <UILabel: 0x10030; frame = (20 50; 100 20); userInteractionEnabled = NO; text = 'Hi'>
         |    | <UIButton: 0x10040; frame = (20 160; 100 44); hidden = YES; alpha = 0.5; tag = 3>
         |    | <UIScrollView: 0x10050; frame = (0 200; 390 400); contentOffset: {0, 30}; \
      contentSize: {390, 1000}; adjustedContentInset: {0, 0, 336, 0}>
         |    |    | <MyBadge: 0x10060; frame = (35 -15; 50 100); bounds = (0 0; 100 50); \
      transform = [0, 1, -1, 0, 0, 0]>
         |    | <UIView: 0x10070; frame = (5 5; 10 10); bounds = (5 5; 10 10); anchorPoint = {0, 0}; \
      clipsToBounds = YES>

      """
    #expect(window.recursiveDescription == expected)
  }

  @Test func describingASubtreeStartsAtItsOwnLevel() throws {
    let outer = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let inner = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
    let innermost = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
    try outer.addSubview(inner)
    try inner.addSubview(innermost)
    #expect(
      inner.recursiveDescription == """
        <UIView: 0x10000; frame = (1 2; 3 4)>
           | <UIView: 0x10010; frame = (0 0; 1 1)>

        """)
  }

  static let lineRows: [Example<@Sendable (Rect) -> View, String>] = [
    Example("text view", { TextView(frame: $0) }, "<UITextView: 0x1f; frame = (0 0; 4 2); text = ''>"),
    Example(
      "image view", { ImageView(frame: $0) },
      "<UIImageView: 0x1f; frame = (0 0; 4 2); userInteractionEnabled = NO>"),
    Example(
      "table view", { TableView(frame: $0) },
      "<UITableView: 0x1f; frame = (0 0; 4 2); contentOffset: {0, 0}; contentSize: {4, 2}; "
        + "adjustedContentInset: {0, 0, 0, 0}>"),
    Example("table cell", { TableViewCell(frame: $0) }, "<UITableViewCell: 0x1f; frame = (0 0; 4 2)>"),
    Example(
      "a kind of a tool's own", { View(kind: ViewKind(rawValue: "gauge"), frame: $0) },
      "<UIView: 0x1f; frame = (0 0; 4 2)>"),
  ]

  @Test(arguments: lineRows)
  func debugLineNamesTheUIKitClass(_ row: Example<@Sendable (Rect) -> View, String>) {
    let view = row.input(Rect(x: 0, y: 0, width: 4, height: 2))
    #expect(view.debugLine(address: 0x1f) == row.expected)
  }

  @Test func fractionsPrintInFullAndNegativeZeroAsZero() {
    let view = View(frame: Rect(x: 0, y: 0.25, width: 10.5, height: 3))
    #expect(view.debugLine(address: 1) == "<UIView: 0x1; frame = (0 0.25; 10.5 3)>")
    // A half turn is (-1, 0, -0, -1): its c is a negative zero, printed as 0.
    let turned = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    turned.transform = Transform(rotationAngle: .pi)
    #expect(
      turned.debugLine(address: 2)
        == "<UIView: 0x2; frame = (0 0; 10 10); bounds = (0 0; 10 10); transform = [-1, 0, 0, -1, 0, 0]>")
  }
}
