import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import ShelterViews
import Testing

/// A fixture whose window holds one scroll view `s` (spliced members after its frame) with one
/// label `row` at content `rowFrame`.
private func scrollFixture(
  screen: String, kind: String = "scrollView", frame: String, scroll: String, rowFrame: String,
  steps: String = "[]"
) -> String {
  """
  {
    "format": "shelter-fixture/1", "name": "offset", "screen": \(screen),
    "window": { "frame": \(frame), "controller": { "id": "c", "view": {
      "id": "s", "kind": "\(kind)", "frame": \(frame)\(scroll),
      "subviews": [ { "id": "row", "kind": "label", "frame": \(rowFrame) } ] } } },
    "steps": \(steps)
  }
  """
}

/// The issue's screen: 390 × 844 without a safe area, content 3000 tall, `contentInset` 37 at the
/// top and no safe-area adjustment, `bounds` spliced in.
private func insetFixture(bounds: String) -> String {
  scrollFixture(
    screen: #"{ "size": [390, 844] }"#, frame: "[0, 0, 390, 844]",
    scroll: bounds
      + #", "contentSize": [390, 3000], "contentInset": [37, 0, 0, 0], "contentInsetAdjustmentBehavior": "never""#,
    rowFrame: "[0, 100, 390, 44]")
}

/// The load snapshot's offset and adjusted inset of `s` and window frame of `row`.
private func loaded(_ json: String) throws -> (offset: Point, adjusted: EdgeInsets, row: Rect?) {
  let load = try Simulation(fixture: Fixture(json: json)).run()[0]
  let state = try #require(load.insets.scrollViews.first { $0.id == "s" }).state
  return (state.contentOffset, state.adjustedContentInset, load.frames.first { $0.id == "row" }?.frame)
}

@Suite("A stated scroll offset is the offset")
struct StatedOffsetTests {
  @Test func aStatedZeroOffsetStaysDespiteTheInset() throws {
    // The top edge is −37, but the file says (0, 0): the row stays at content y 100 = window y 100.
    let result = try loaded(insetFixture(bounds: #", "bounds": [0, 0, 390, 844]"#))
    #expect(result.offset == Point(x: 0, y: 0))
    #expect(result.adjusted == EdgeInsets(top: 37))
    #expect(result.row == Rect(x: 0, y: 100, width: 390, height: 44))
  }

  @Test func withoutBoundsTheScrollViewStartsAtRest() throws {
    // No offset given: the top-left edge (−0, −37), so the row shows 37 lower, at 100 + 37 = 137.
    let result = try loaded(insetFixture(bounds: ""))
    #expect(result.offset == Point(x: 0, y: -37))
    #expect(result.row == Rect(x: 0, y: 137, width: 390, height: 44))
  }

  @Test func aZeroXStaysBesideALeftSafeArea() throws {
    // Landscape 844 × 390, safe area left and right 47, bottom 21; `always` lets all of it in, so
    // the left edge is −47. The x of 0 is stated, so it stays, as the y of 77.5 does: the row at
    // content (0, 100) shows at (0 − 0, 100 − 77.5) = (0, 22.5), not at x 47.
    let json = scrollFixture(
      screen: #"{ "size": [844, 390], "safeArea": [0, 47, 21, 47] }"#, kind: "tableView",
      frame: "[0, 0, 844, 390]",
      scroll:
        #", "bounds": [0, 77.5, 844, 390], "contentSize": [844, 2000], "contentInsetAdjustmentBehavior": "always""#,
      rowFrame: "[0, 100, 844, 44]")
    let result = try loaded(json)
    #expect(result.adjusted == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(result.offset == Point(x: 0, y: 77.5))
    #expect(result.row == Rect(x: 0, y: 22.5, width: 844, height: 44))
  }

  @Test func aZeroYStaysBelowATopSafeArea() throws {
    // Portrait 390 × 844, safe area 47 top and 34 bottom; content 2000 tall scrolls, so `automatic`
    // lets both in and the top edge is −47. The stated (24, 0) stays: the row at content (0, 100)
    // shows at (−24, 100), not at y 147.
    let json = scrollFixture(
      screen: #"{ "size": [390, 844], "safeArea": [47, 0, 34, 0] }"#, frame: "[0, 0, 390, 844]",
      scroll: #", "bounds": [24, 0, 390, 844], "contentSize": [390, 2000]"#, rowFrame: "[0, 100, 390, 44]")
    let result = try loaded(json)
    #expect(result.adjusted == EdgeInsets(top: 47, bottom: 34))
    #expect(result.offset == Point(x: 24, y: 0))
    #expect(result.row == Rect(x: -24, y: 100, width: 390, height: 44))
  }

  @Test func withoutBoundsBothAxesStartAtTheirEdges() throws {
    // The landscape table without `bounds`: adjusted top 0 and left 47, so it rests at (−47, −0)
    // and the row shows at (0 + 47, 100) = (47, 100).
    let json = scrollFixture(
      screen: #"{ "size": [844, 390], "safeArea": [0, 47, 21, 47] }"#, kind: "tableView",
      frame: "[0, 0, 844, 390]",
      scroll: #", "contentSize": [844, 2000], "contentInsetAdjustmentBehavior": "always""#,
      rowFrame: "[0, 100, 844, 44]")
    let result = try loaded(json)
    #expect(result.offset == Point(x: -47, y: 0))
    #expect(result.row == Rect(x: 47, y: 100, width: 844, height: 44))
  }

  @Test func theModelKeepsWhetherBoundsWasGivenAndWritesItBack() throws {
    let given = try Fixture(json: insetFixture(bounds: #", "bounds": [0, 0, 390, 844]"#))
    let absent = try Fixture(json: insetFixture(bounds: ""))
    let scroll = try #require(given.nodes.firstIndex { $0.id == "s" })
    #expect(given.nodes[scroll].statesBoundsOrigin)
    #expect(!absent.nodes[scroll].statesBoundsOrigin)
    #expect(given.nodes[scroll].bounds == absent.nodes[scroll].bounds)
    #expect(given != absent)

    let written = given.jsonText(pretty: false)
    #expect(written.contains(#""bounds":[0,0,390,844]"#))
    #expect(try Fixture(json: written) == given)
    let writtenAbsent = absent.jsonText(pretty: false)
    #expect(!writtenAbsent.contains("bounds"))
    #expect(try Fixture(json: writtenAbsent) == absent)

    // Built in code: a zero origin is stated only when said so, and then written.
    var built = absent
    built.nodes[scroll].statesBoundsOrigin = true
    #expect(built == given)
    #expect(built.jsonText() == given.jsonText())
  }

  @Test func aNonzeroOriginOrCenterFormAlwaysStatesIt() throws {
    var node = FixtureNode(
      id: "s", kind: .scrollView, frame: Rect(x: 0, y: 0, width: 100, height: 100), parent: 0)
    #expect(!node.statesBoundsOrigin)
    node.bounds.origin = Point(x: 0, y: 5)
    #expect(node.statesBoundsOrigin)
    node.bounds.origin = .zero
    node.transform = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    // Written by `center` and `bounds`: the file gives `bounds`, so the origin is stated.
    #expect(node.statesBoundsOrigin)
    node.statesBoundsOrigin = false
    #expect(node.statesBoundsOrigin)
  }

  @Test func laterInsetChangesMoveOnlyAnOffsetAtTheEdge() throws {
    // iPhone 15 on its side: 852 × 393, safe area 0 / 59 / 21 / 59. Content 852 × 3000 scrolls
    // only vertically, so `automatic` adjusts top 0 and bottom 21; the stated (0, 0) rests at the
    // top-left edge. Turned upright (393 × 852, safe 59 / 0 / 34 / 0, the view following by W+H),
    // the content is wider than 393 too, and the adjusted inset is 59 / 0 / 34 / 0: an offset at
    // the edge moves with it, to (−0, −59), as UIKit's layout pass moves it.
    let json = """
      {
        "format": "shelter-fixture/1", "name": "turn",
        "screen": { "device": "iphone-15", "orientation": "landscape" },
        "window": { "frame": [0, 0, 852, 393], "controller": { "id": "c", "view": {
          "id": "root", "kind": "view", "frame": [0, 0, 852, 393], "autoresize": "W+H", "subviews": [
            { "id": "edge", "kind": "scrollView", "frame": [0, 0, 852, 393], "bounds": [0, 0, 852, 393],
              "contentSize": [852, 3000], "autoresize": "W+H" },
            { "id": "scrolled", "kind": "scrollView", "frame": [0, 0, 852, 393], "bounds": [0, 100, 852, 393],
              "contentSize": [852, 3000], "autoresize": "W+H" }
          ] } } },
        "steps": [ { "orientation": "portrait" } ]
      }
      """
    let snapshots = try Simulation(fixture: Fixture(json: json)).run()
    func state(_ id: String, _ step: Int) -> ScrollViewState? {
      snapshots[step].insets.scrollViews.first { $0.id == id }?.state
    }
    #expect(state("edge", 0)?.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    #expect(state("edge", 0)?.contentOffset == Point(x: 0, y: 0))
    #expect(state("scrolled", 0)?.contentOffset == Point(x: 0, y: 100))
    #expect(state("edge", 1)?.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(state("edge", 1)?.contentOffset == Point(x: 0, y: -59))
    #expect(state("scrolled", 1)?.contentOffset == Point(x: 0, y: 100))
  }
}
