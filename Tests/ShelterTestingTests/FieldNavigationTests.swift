import ShelterTesting
import Testing

/// One screen and the navigation order worked out by hand from the rules: inputs with a
/// navigation index first, lowest first; then top to bottom by window-space minY, then leading to
/// trailing by minX, then document order; hidden (or inside hidden), disabled, read-only,
/// non-focusable, non-interactive inputs and non-inputs are skipped.
struct NavigationCase: Sendable, CustomStringConvertible {
  var description: String
  var views: [ViewSpec]
  var order: [String]
}

/// A 100 × 30 field at (x, y).
private func field(_ id: String, _ x: Double, _ y: Double, _ kind: ViewKind = .textField) -> ViewSpec {
  ViewSpec(id, kind, frame: Rect(x: x, y: y, width: 100, height: 30))
}

@Suite("Field navigation order")
struct FieldNavigationTests {
  static let cases: [NavigationCase] = [
    NavigationCase(
      description: "one column, declared out of order",
      views: [field("c", 20, 300), field("a", 20, 100), field("b", 20, 200)],
      order: ["a", "b", "c"]),
    NavigationCase(
      description: "rows top to bottom, each leading to trailing",
      views: [
        field("r2right", 220, 200), field("r1right", 220, 100), field("r1left", 20, 100),
        field("r2left", 20, 200),
      ],
      order: ["r1left", "r1right", "r2left", "r2right"]),
    NavigationCase(
      description: "three across one row",
      views: [field("third", 300, 100), field("first", 20, 100), field("second", 160, 100)],
      order: ["first", "second", "third"]),
    NavigationCase(
      description: "same place: document order",
      views: [field("under", 20, 100), field("over", 20, 100)],
      order: ["under", "over"]),
    NavigationCase(
      description: "text views and text fields alike",
      views: [field("tf", 20, 200), field("tv", 20, 100, .textView)],
      order: ["tv", "tf"]),
    NavigationCase(
      description: "hidden, disabled, read-only, non-focusable, non-interactive and non-inputs skipped",
      views: [
        field("a", 20, 100),
        field("hiddenField", 20, 150).hidden(),
        field("disabled", 20, 200).disabled(),
        field("readOnly", 20, 250, .textView).disabled(),
        field("notFocusable", 20, 300).focusable(false),
        field("untouchable", 20, 350).userInteractionEnabled(false),
        field("label", 20, 400, .label),
        field("button", 20, 450, .button),
        ViewSpec("hiddenBox", frame: Rect(x: 0, y: 500, width: 400, height: 100)) { field("inner", 20, 10) }
          .hidden(),
        field("b", 20, 650),
      ],
      order: ["a", "b"]),
    NavigationCase(
      description: "navigation indexes first, lowest first",
      views: [
        field("a", 20, 100), field("b", 20, 200).navigationIndex(2), field("c", 20, 300).navigationIndex(1),
        field("d", 20, 400),
      ],
      order: ["c", "b", "a", "d"]),
    NavigationCase(
      description: "equal navigation indexes fall back to reading order",
      views: [field("x", 20, 300).navigationIndex(1), field("y", 20, 100).navigationIndex(1)],
      order: ["y", "x"]),
    NavigationCase(
      // The box is moved 300 down by its transform: p is at window y 100 + 300 = 400, below q (200).
      description: "window space decides: a translated container",
      views: [
        ViewSpec("box", frame: Rect(x: 0, y: 0, width: 400, height: 400)) { field("p", 20, 100) }
          .transform(Transform(translationX: 0, y: 300)),
        field("q", 20, 200),
      ],
      order: ["q", "p"]),
    NavigationCase(
      // Scrolled 250 down: s sits at window y 300 − 250 = 50, above t (100).
      description: "window space decides: a scrolled scroll view",
      views: [
        ViewSpec("scroll", .scrollView, frame: Rect(x: 0, y: 0, width: 400, height: 800)) {
          field("s", 20, 300)
        }
        .contentSize(Size(width: 400, height: 2000)).contentOffset(Point(x: 0, y: 250)),
        field("t", 20, 100),
      ],
      order: ["s", "t"]),
  ]

  static func screen(_ views: [ViewSpec]) -> ScreenSpec {
    ScreenSpec(size: Size(width: 400, height: 800)) { ControllerSpec("form") { views } }
  }

  @Test(arguments: cases)
  func theOrder(_ row: NavigationCase) throws {
    let scene = try Self.screen(row.views).makeScene()
    #expect(FieldNavigation.order(in: scene.window).map(\.identifier) == row.order)
  }

  /// Focusing the first field and pressing next walks the same order, and stops at the end.
  @Test(arguments: cases)
  func nextWalksTheOrder(_ row: NavigationCase) throws {
    var scenario = try Scenario(Self.screen(row.views), followsFocus: false)
    guard let first = row.order.first else { return }
    try scenario.focus(first)
    var visited = [first]
    for _ in row.order.dropFirst() {
      visited.append(try #require(try scenario.focusNext().firstResponder))
    }
    #expect(visited == row.order)
    #expect(try scenario.focusNext().firstResponder == row.order.last)
    #expect(try scenario.focusPrevious().firstResponder == row.order.dropLast().last ?? first)
  }

  /// `{"navigate": …}` steps played by `Simulation`, as `shelter simulate` plays them, on the rows
  /// case: r1left, r1right, r2left, r2right.
  @Test func navigateStepsInAFixture() throws {
    let json = """
      { "screen": { "size": [400, 800] },
        "window": { "controller": { "id": "form", "view": { "id": "root", "frame": [0, 0, 400, 800],
          "subviews": [
            { "id": "r2right", "kind": "textField", "frame": [220, 200, 100, 30] },
            { "id": "r1right", "kind": "textField", "frame": [220, 100, 100, 30] },
            { "id": "r1left", "kind": "textField", "frame": [20, 100, 100, 30] },
            { "id": "r2left", "kind": "textField", "frame": [20, 200, 100, 30] }
          ] } } },
        "steps": [
          { "focus": "r1right" },
          { "navigate": "next" }, { "navigate": "next" }, { "navigate": "next" },
          { "navigate": "previous" }, { "navigate": "previous" }, { "navigate": "previous" },
          { "navigate": "previous" }
        ] }
      """
    let snapshots = try Simulation(fixture: Fixture(json: json)).run()
    #expect(
      snapshots.map(\.firstResponder) == [
        nil, "r1right", "r2left", "r2right", "r2right", "r2left", "r1right", "r1left", "r1left",
      ])
    #expect(snapshots[2].step == .focusNext && snapshots[5].step == .focusPrevious)
  }

  @Test func navigatingWithNothingFocusedNamesTheStep() throws {
    let json = """
      { "screen": { "size": [400, 800] },
        "window": { "controller": { "id": "form", "view": { "id": "root", "frame": [0, 0, 400, 800] } } },
        "steps": [{ "navigate": "next" }] }
      """
    // Line 3 holds the steps; "next" starts at column 27.
    #expect(
      throws: FixtureError(
        path: "steps[0].navigate", line: 3, column: 27, message: "no text input is focused")
    ) {
      try Simulation(fixture: Fixture(json: json)).run()
    }
  }

  @Test func anUnknownDirectionIsRejected() {
    let json = """
      { "screen": { "size": [400, 800] },
        "window": { "controller": { "id": "form", "view": { "id": "root", "frame": [0, 0, 400, 800] } } },
        "steps": [{ "navigate": "sideways" }] }
      """
    do {
      _ = try Fixture(json: json)
      Issue.record("expected an error")
    } catch {
      #expect(error.path == "steps[0].navigate")
      #expect(error.message == "expected 'next' or 'previous'")
    }
  }
}
