import ShelterGeometry
import ShelterViews
import Testing

/// A first pass gives the solver `size >= 0` after every other row, so a constraint on a size can
/// enter by substitution; the frames and the constraint a conflict breaks are those of adding the
/// generated rows first (docs/solver.md).
@Suite struct GeneratedRowOrderTests {
  /// A 390 × 844 window whose root view fills it, laid out unrounded.
  func makeRoot() -> (Window, View) { AutoLayoutTests().makeRoot() }

  @Test func aNegativeWidthBreaksTheAppsConstraintAsWhenSizesCameFirst() throws {
    let (window, root) = makeRoot()
    let a = placed("a", in: root)
    let negative = a.widthAnchor.constraint(equalToConstant: -10)
    negative.identifier = "negative"
    try LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      a.heightAnchor.constraint(equalToConstant: 44), negative,
    ])
    window.layoutIfNeeded()
    // `a.width >= 0` and `a.width == -10` cannot both hold; the app's constraint breaks and the
    // width keeps its frame's 0 (its stay).
    #expect(a.frame == Rect(x: 20, y: 100, width: 0, height: 44))
    let breaks = window.takeConstraintBreaks()
    #expect(breaks.count == 1)
    let broken = try #require(breaks.first)
    #expect(broken.broken.name == "negative")
    // Met as when `a.width >= 0` was in first: the size row, then the constraint being added.
    #expect(broken.conflict.map(\.name) == ["a.width >= 0", "negative"])
  }

  @Test func equalHeightsOverIntrinsicSizesTakeTheTallest() throws {
    let (window, root) = makeRoot()
    let views = ["a", "b", "c"].map { placed($0, in: root) }
    for (view, height) in zip(views, [20.0, 22, 24]) {
      view.intrinsicSize = Size(width: -1, height: height)
    }
    var constraints: [LayoutConstraint] = [
      views[0].topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
    ]
    for (index, view) in views.enumerated() {
      constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16))
      constraints.append(view.widthAnchor.constraint(equalToConstant: 100))
      if index > 0 {
        constraints.append(view.heightAnchor.constraint(equalTo: views[0].heightAnchor))
        constraints.append(view.topAnchor.constraint(equalTo: views[index - 1].bottomAnchor, constant: 8))
      }
    }
    try LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    // One height h for all three. Compression resistance (750) wants h >= 20, 22 and 24: h >= 24.
    // Hugging (250) then costs (h - 20) + (h - 22) + (h - 24), least at h = 24.
    // Tops: 100, 100 + 24 + 8 = 132, 132 + 24 + 8 = 164.
    #expect(views.map(\.frame.origin.y) == [100, 132, 164])
    #expect(views.map(\.frame.height) == [24, 24, 24])
    #expect(window.takeConstraintBreaks().isEmpty)
  }

  @Test func aLaterEditThatMakesASizeNegativeStillMeetsTheSizeRow() throws {
    let (window, root) = makeRoot()
    let a = placed("a", in: root)
    let width = a.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -100)
    width.identifier = "width"
    try LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
      width,
    ])
    window.layoutIfNeeded()
    // 390 - 100 = 290.
    #expect(a.frame.width == 290)
    #expect(window.takeConstraintBreaks().isEmpty)
    width.constant = -500
    window.layoutIfNeeded()
    // 390 - 500 = -110 < 0: `a.width >= 0`, in the solver since the first pass, makes the edit
    // a conflict, and the app's constraint breaks.
    let broken = try #require(window.takeConstraintBreaks().first)
    #expect(broken.broken.name == "width")
  }
}
