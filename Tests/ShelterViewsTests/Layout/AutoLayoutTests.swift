import ShelterGeometry
import ShelterTestSupport
import ShelterViews
import Testing

/// Frames worked out by hand from UIKit's rules (docs/autolayout.md cites each).
@Suite struct AutoLayoutTests {
  /// A 390 × 844 window whose root view fills it, laid out at `scale` (nil: unrounded).
  func makeRoot(scale: Double? = nil, rightToLeft: Bool = false) -> (Window, View) {
    let app = Application(screenSize: Size(width: 390, height: 844))
    app.layoutPixelScale = scale
    if rightToLeft { app.userInterfaceLayoutDirection = .rightToLeft }
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: app)
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.identifier = "root"
    try? window.addSubview(root)
    return (window, root)
  }

  @Test func edgesAndSizesPlaceAView() throws {
    let (window, root) = makeRoot()
    let label = placed("label", in: root)
    try LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      label.widthAnchor.constraint(equalToConstant: 200),
      label.heightAnchor.constraint(equalToConstant: 44),
    ])
    #expect(label.frame == Rect(x: 0, y: 0, width: 0, height: 0))  // nothing moves before the pass
    window.layoutIfNeeded()
    #expect(label.frame == Rect(x: 20, y: 100, width: 200, height: 44))
    #expect(!label.hasAmbiguousLayout)
    #expect(window.takeConstraintBreaks().isEmpty)
  }

  @Test func twoLowPrioritiesNeverOutvoteOneHigher() throws {
    let (window, root) = makeRoot()
    let a = placed("a", in: root)
    let low1 = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    try low1.setPriority(LayoutPriority(250))
    let low2 = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
    try low2.setPriority(LayoutPriority(250))
    let high = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    try high.setPriority(LayoutPriority(300))
    try LayoutConstraint.activate([
      low1, low2, high, a.topAnchor.constraint(equalTo: root.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    // Weighted sums would pick 0 (two errors of 10 at 250 outweigh one of 10 at 300); ranked
    // priorities satisfy 300 first.
    #expect(a.frame.origin.x == 10)
  }

  @Test func aTranslatingViewConflictsAndTheUserConstraintBreaks() throws {
    let (window, root) = makeRoot()
    let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    box.identifier = "box"
    try root.addSubview(box)
    let lead = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    lead.identifier = "lead"
    try lead.activate()
    window.layoutIfNeeded()
    #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    let broken = try #require(window.takeConstraintBreaks().first)
    #expect(broken.broken.name == "lead")
    #expect(
      broken.conflict.contains {
        $0.description.hasPrefix("NSAutoresizingMaskLayoutConstraint h=--& v=--& box.minX == 0")
      })
  }

  @Test func leadingMirrorsUnderRightToLeft() throws {
    let (window, root) = makeRoot(rightToLeft: true)
    let a = placed("a", in: root)
    try LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 100),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    // The right edge sits 20 inside the root's right edge: 390 − 20 − 100.
    #expect(a.frame.origin.x == 270)
  }

  @Test func solvedEdgesRoundToThePixelGridHalvesUp() throws {
    let (window, root) = makeRoot(scale: 3)
    let a = placed("a", in: root)
    try LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 173.5),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 0.1),
      a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    // 173.5 × 3 = 520.5 → 521 → 173.667; 0.1 × 3 = 0.3 → 0.
    #expect(abs(a.frame.origin.x - 521.0 / 3) < 1e-9)
    #expect(a.frame.origin.y == 0)
  }

  @Test func theLowerHuggingSideStretches() throws {
    let (window, root) = makeRoot()
    let label = placed("label", in: root)
    let field = placed("field", in: root)
    label.intrinsicSize = Size(width: 100, height: 20)
    label.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    field.intrinsicSize = Size(width: 50, height: 30)
    try LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      field.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    window.layoutIfNeeded()
    // 390 wide: the label (hugging 251) keeps 100, the field (250) takes 390 − 108 = 282.
    #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(field.frame == Rect(x: 108, y: 0, width: 282, height: 30))
  }

  @Test func aViewWithoutVerticalConstraintsIsAmbiguous() throws {
    let (window, root) = makeRoot()
    let a = placed("a", in: root)
    try LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(a.hasAmbiguousLayout)
    #expect(window.lastAmbiguousViews.map(\.identifier) == ["a"])
  }

  @Test func marginsAreEightForAPlainView() throws {
    let (window, root) = makeRoot()
    let a = placed("a", in: root)
    try LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      a.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(a.frame == Rect(x: 8, y: 8, width: 374, height: 10))
  }

  @Test func mixingLeadingWithLeftIsRefused() {
    let (_, root) = makeRoot()
    let a = placed("a", in: root)
    let c = LayoutConstraint(
      item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left)
    #expect(throws: LayoutConstraintError.mixedDirections(c.description)) { try c.activate() }
    #expect(!c.isActive)
  }

  @Test func aRequiredPriorityCannotBecomeOptionalOnceInstalled() throws {
    let (_, root) = makeRoot()
    let a = placed("a", in: root)
    let c = a.widthAnchor.constraint(equalToConstant: 10)
    try c.activate()
    #expect(throws: LayoutConstraintError.requiredOptionalSwitch(from: 1000, to: 999)) {
      try c.setPriority(LayoutPriority(999))
    }
  }

  @Test func aChangedConstantMovesNothingUntilTheNextPass() throws {
    let (window, root) = makeRoot()
    let a = placed("a", in: root)
    let top = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    try LayoutConstraint.activate([
      top, a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 10),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    top.constant = 50
    #expect(a.frame.origin.y == 10)
    window.layoutIfNeeded()
    #expect(a.frame.origin.y == 50)
  }
}

/// Sizes that must not overflow the stack or go quadratic.
@Suite(.atScale) struct AutoLayoutScaleTests {
  static let count = 20_000

  @Test func aHundredThousandConstraintsOnOneView() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    window.application.layoutPixelScale = nil
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    try window.addSubview(root)
    let a = View()
    a.translatesAutoresizingMaskIntoConstraints = false
    try root.addSubview(a)
    var constraints = [
      a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 10),
      a.heightAnchor.constraint(equalToConstant: 10),
    ]
    for k in 0..<Self.count {
      constraints.append(
        a.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: Double(k)))
    }
    try LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    // Every a.x >= k holds and nothing asks more: the least x is the largest k.
    #expect(a.frame == Rect(x: Double(Self.count - 1), y: 0, width: 10, height: 10))
  }

  @Test func aHundredThousandDeepChainOfPins() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    window.application.layoutPixelScale = nil
    var parent: View = window
    var constraints: [LayoutConstraint] = []
    var views: [View] = []
    for _ in 0..<Self.count {
      let child = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
      child.translatesAutoresizingMaskIntoConstraints = parent === window
      try parent.addSubview(child)
      if parent !== window {
        constraints.append(child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1))
      }
      views.append(child)
      parent = child
    }
    try LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    // Each view sits 1 below its superview's top: the deepest is 99,999 below the first.
    #expect(views[Self.count - 1].frame.origin.y == 1)
    #expect(views[Self.count - 1].frameInRootSpace.origin.y == Double(Self.count - 1))
  }
}
