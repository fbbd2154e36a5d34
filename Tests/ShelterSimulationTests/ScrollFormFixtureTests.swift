import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import Testing

/// A scroll-view form played as a fixture: the content size its constraints derive is what the
/// scroll view's insets, the policies and the rules see (docs/scroll-views.md). Numbers by hand on
/// a 390 × 844 screen with 47 on top and 34 at the bottom: a full-screen scroll view holds a
/// content view pinned on four sides and as wide as the frame, in it box `a` (400 tall) 20 below
/// the top and box `b` (500) 30 below `a` and 20 above the bottom, 16 in from the sides. Content
/// 20 + 400 + 30 + 500 + 20 = 970 tall, more than 844, so `automatic` adds the safe area to the
/// inset and the offset rests at −47: in the window the content starts at 47.
@Suite("Scroll-view forms in fixtures")
struct ScrollFormFixtureTests {
  static func form(pins: [String], contentSize: String = "", extra: [String] = []) throws -> Fixture {
    let inner = [
      "a.top == content.top + 20", "a.leading == content.leading + 16",
      "a.trailing == content.trailing + -16",
      "a.height == 400", "b.top == a.bottom + 30", "b.leading == content.leading + 16",
      "b.trailing == content.trailing - 16", "b.height == 500", "b.bottom == content.bottom - 20",
    ]
    let constraints = (pins + inner).map { $0.hasPrefix("{") ? $0 : "\"\($0)\"" } + extra
    let placed = #""translatesAutoresizingMaskIntoConstraints": false"#
    return try Fixture(
      json: """
        {
          "format": "shelter-fixture/1", "name": "scroll-form",
          "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0] },
          "window": {
            "frame": [0, 0, 390, 844],
            "controller": {
              "id": "controller",
              "view": { "id": "root", "frame": [0, 0, 390, 844], "subviews": [
                { "id": "scroll", "kind": "scrollView", "frame": [0, 0, 390, 844]\(contentSize),
                  "constraints": [\(constraints.joined(separator: ", "))],
                  "subviews": [
                    { "id": "content", \(placed), "subviews": [
                      { "id": "a", \(placed) }, { "id": "b", \(placed) } ] } ] } ] }
            }
          }
        }
        """)
  }

  static let guidePins = [
    "content.top == scroll.contentLayoutGuide.top", "content.leading == scroll.contentLayoutGuide.leading",
    "content.trailing == scroll.contentLayoutGuide.trailing",
    "content.bottom == scroll.contentLayoutGuide.bottom",
    "content.width == scroll.frameLayoutGuide.width",
  ]
  static let edgePins = [
    "content.top == scroll.top", "content.leading == scroll.leading", "content.trailing == scroll.trailing",
    "content.bottom == scroll.bottom", "content.width == scroll.width",
  ]

  func frames(_ snapshot: StepSnapshot) -> [String: Rect] {
    Dictionary(snapshot.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
  }

  func expectTheWorkedForm(_ fixture: Fixture) throws {
    let simulation = try Simulation(fixture: fixture)
    let load = try #require(try simulation.run().first)
    let f = frames(load)
    #expect(f["content"] == Rect(x: 0, y: 47, width: 390, height: 970))
    #expect(f["a"] == Rect(x: 16, y: 67, width: 358, height: 400))
    #expect(f["b"] == Rect(x: 16, y: 497, width: 358, height: 500))
    let scroll = try #require(load.insets.scrollViews.first { $0.id == "scroll" }?.state)
    #expect(scroll.contentOffset == Point(x: 0, y: -47))
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(load.brokenConstraints.isEmpty)
    #expect(load.ambiguousViews.isEmpty)
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  @Test func contentPinnedToTheGuidesScrollsWithoutConflict() throws {
    try expectTheWorkedForm(try Self.form(pins: Self.guidePins))
  }

  @Test func contentPinnedToThePlainEdgesIsTheSameForm() throws {
    try expectTheWorkedForm(try Self.form(pins: Self.edgePins))
  }

  @Test func aGivenContentSizeIsOnlyTheFallback() throws {
    try expectTheWorkedForm(
      try Self.form(pins: Self.guidePins, contentSize: #", "contentSize": [390, 3000]"#))
    try expectTheWorkedForm(try Self.form(pins: Self.edgePins, contentSize: #", "contentSize": [390, 300]"#))
  }

  @Test func anAmbiguousContentHeightIsReportedAsSuch() throws {
    // The bottom pin only keeps the content inside: the content area's height is free.
    let pins =
      Array(Self.guidePins.dropLast(2)) + [
        #"{ "id": "contentBottom", "constraint": "content.bottom <= scroll.contentLayoutGuide.bottom" }"#,
        "content.width == scroll.frameLayoutGuide.width",
      ]
    let fixture = try Self.form(pins: pins, contentSize: #", "contentSize": [390, 1200]"#)
    let load = try #require(try Simulation(fixture: fixture).run().first)
    #expect(load.ambiguousViews == ["scroll"])
    let violations = try Checker(fixture: fixture).run().filter { $0.kind == .ambiguousLayout }
    let violation = try #require(violations.first)
    #expect(violation.viewID == "scroll")
    #expect(violation.detail == .ambiguous(axes: ["content height"], constraints: ["contentBottom"]))
  }

  @Test func theScrollGuidesBelongToScrollViewsOnly() throws {
    let text = #"""
      { "format": "shelter-fixture/1", "name": "x", "screen": { "size": [390, 844] },
        "window": { "frame": [0, 0, 390, 844], "controller": { "id": "c",
          "view": { "id": "root", "frame": [0, 0, 390, 844],
            "constraints": ["box.top == root.contentLayoutGuide.top"],
            "subviews": [{ "id": "box", "translatesAutoresizingMaskIntoConstraints": false }] } } } }
      """#
    #expect {
      try Fixture(json: text)
    } throws: { error in
      (error as? FixtureError)?.message
        == "'root' is a view, which has no contentLayoutGuide (scroll views only): 'root.contentLayoutGuide.top'"
    }
  }
}
