import ShelterGeometry
import ShelterSupport
import ShelterTestSupport
import ShelterViews
import Testing

/// Constraints between nested views held far above them: each side is measured from the items'
/// closest common ancestor, and the frames are the ones UIKit's rules give.
@Suite struct DeepNestingLayoutTests {
  /// A 390 × 844 window holding a root view that fills it and a chain of `depth` views, each inside
  /// the last, placed by constraints.
  func nested(depth: Int, rightToLeft: Bool = false) -> (Window, View, [View]) {
    let app = Application(screenSize: Size(width: 390, height: 844))
    if rightToLeft { app.userInterfaceLayoutDirection = .rightToLeft }
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: app)
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.identifier = "root"
    try? window.addSubview(root)
    var chain: [View] = []
    var parent = root
    for index in 0..<depth {
      let view = View()
      view.identifier = "n\(index)"
      view.translatesAutoresizingMaskIntoConstraints = false
      try? parent.addSubview(view)
      chain.append(view)
      parent = view
    }
    return (window, root, chain)
  }

  @Test func pinsHeldByTheRootPlaceEveryLevelOnePointIn() throws {
    let (window, root, chain) = nested(depth: 60)
    for (index, view) in chain.enumerated() {
      let parent = index == 0 ? root : chain[index - 1]
      // Installed on the root, as a fixture's constraints are, not on the closest common ancestor.
      for constraint in [
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
        view.widthAnchor.constraint(equalToConstant: 300), view.heightAnchor.constraint(equalToConstant: 40),
      ] {
        try root.addConstraint(constraint)
      }
    }
    window.layoutIfNeeded()
    // Each level is 1 point in from its superview's top and leading edge: (1, 1, 300, 40) in its
    // superview, so the 60th sits at 60, 60 in the window.
    for view in chain { #expect(view.frame == Rect(x: 1, y: 1, width: 300, height: 40)) }
    let last = try #require(chain.last)
    #expect(try last.convert(last.bounds, to: nil) == Rect(x: 60, y: 60, width: 300, height: 40))
    #expect(window.takeConstraintBreaks().isEmpty)
  }

  @Test func rightToLeftLeadingPinsHeldByTheRootMirrorEveryLevel() throws {
    let (window, root, chain) = nested(depth: 20, rightToLeft: true)
    for (index, view) in chain.enumerated() {
      let parent = index == 0 ? root : chain[index - 1]
      try root.addConstraint(view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 2))
      try root.addConstraint(view.topAnchor.constraint(equalTo: parent.topAnchor))
      try root.addConstraint(view.heightAnchor.constraint(equalToConstant: 10))
      try root.addConstraint(
        index == 0
          ? view.widthAnchor.constraint(equalToConstant: 300)
          : view.widthAnchor.constraint(equalTo: parent.widthAnchor, constant: -4))
    }
    window.layoutIfNeeded()
    // Right to left, leading is the right edge and + 2 moves it 2 points left: level i's right
    // edge is 390 − 2(i + 1) in the window and its width 300 − 4i, so its left edge is
    // 390 − 2(i + 1) − (300 − 4i) = 88 + 2i: 88 for the first, then 2 right of its superview's.
    #expect(chain[0].frame == Rect(x: 88, y: 0, width: 300, height: 10))
    for index in 1..<chain.count {
      #expect(chain[index].frame == Rect(x: 2, y: 0, width: 300 - 4 * Double(index), height: 10))
    }
    // The last: right edge 390 − 40 = 350, width 300 − 76 = 224, left edge 126.
    let last = chain[19]
    #expect(try last.convert(last.bounds, to: nil) == Rect(x: 126, y: 0, width: 224, height: 10))
  }

  @Test func aMultiplierAcrossLevelsIsMeasuredInTheHoldersSpace() throws {
    let (window, root, chain) = nested(depth: 3)
    for (index, view) in chain.enumerated() {
      let parent = index == 0 ? root : chain[index - 1]
      try root.addConstraint(view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10))
      try root.addConstraint(view.widthAnchor.constraint(equalToConstant: 100))
      try root.addConstraint(view.heightAnchor.constraint(equalToConstant: 10))
    }
    try root.addConstraint(chain[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40))
    try root.addConstraint(chain[1].leadingAnchor.constraint(equalTo: chain[0].leadingAnchor, constant: 20))
    // n2.leading == 0.5 × n1.leading, in the root's space: n1's leading there is 40 + 20 = 60, so
    // n2's is 30, which is 30 − 60 = −30 in n1.
    let half = LayoutConstraint(
      item: chain[2], attribute: .leading, relatedBy: .equal, toItem: chain[1], attribute: .leading,
      multiplier: 0.5)
    try root.addConstraint(half)
    window.layoutIfNeeded()
    #expect(chain[1].frame == Rect(x: 20, y: 10, width: 100, height: 10))
    #expect(chain[2].frame == Rect(x: -30, y: 10, width: 100, height: 10))
  }

  @Test func aFramePastTheBoundIsReportedWithItsConstraintsAndNotWritten() throws {
    let (window, root, _) = nested(depth: 0)
    var views: [String: View] = [:]
    for id in ["a", "b", "c"] {
      let view = View()
      view.identifier = id
      view.translatesAutoresizingMaskIntoConstraints = false
      try root.addSubview(view)
      views[id] = view
    }
    let a = try #require(views["a"])
    let b = try #require(views["b"])
    let c = try #require(views["c"])
    var constraints: [LayoutConstraint] = []
    for view in [a, b, c] {
      constraints += [
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    // a is 100,000 wide and b 100,000 times a: 1e10, past ±1e9, though every number is within it.
    constraints += [
      a.widthAnchor.constraint(equalToConstant: 100_000),
      LayoutConstraint(
        item: b, attribute: .width, relatedBy: .equal, toItem: a, attribute: .width, multiplier: 100_000),
      c.widthAnchor.constraint(equalToConstant: 50),
    ]
    try LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    let found = window.takeUnboundedFrames()
    #expect(found.count == 1)
    let frame = try #require(found.first)
    #expect(frame.viewID == "b")
    #expect(frame.axis == .horizontal)
    // 1e10 within the solver's rounding of a product this large (a few ulps of 1e10).
    expectClose(frame.value, 1e10, tolerance: 1e-5)
    // b's width comes from a's and a's from its constant; b's leading names b's x. The root holds
    // its frame by its mask, so nothing flows through it to the other views' constraints.
    #expect(
      Set(frame.constraints.map(\.description)) == [
        "b.leading == root.leading", "a.width == 100000", "b.width == 100000 * a.width",
      ])
    #expect(
      frame.message
        == "frame of b is past ±1e9 on the horizontal axis (\(NumberText.shortest(frame.value))), derived by "
        + frame.constraints.map(\.description).joined(separator: ", "))
    // b keeps the frame it had; a and c are placed.
    #expect(b.frame == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(a.frame == Rect(x: 0, y: 0, width: 100_000, height: 10))
    #expect(c.frame == Rect(x: 0, y: 0, width: 50, height: 10))
    #expect(window.takeUnboundedFrames().isEmpty)
  }
}
