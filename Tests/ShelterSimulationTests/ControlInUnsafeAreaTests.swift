import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import Testing

/// `controlInUnsafeArea`, worked by hand: a visible button or text input that reaches into the
/// window's unsafe area (docs/layout.md, "Controls in the unsafe area").
@Suite("Layout checks: controls in the unsafe area")
struct ControlInUnsafeAreaTests {
  /// An iPhone 15 turned: 852 × 393, safe area insets top 0, left 59, bottom 21, right 59, so the
  /// safe area is [59, 0, 852 − 118, 393 − 21] = [59, 0, 734, 372]. `subviews` sit in the root view,
  /// which fills the window.
  static func turned(_ subviews: String, steps: String = "") throws -> Fixture {
    try Fixture(
      json: """
        {
          "format": "shelter-fixture/1", "name": "turned",
          "screen": { "size": [852, 393], "safeArea": [0, 59, 21, 59] },
          "window": {
            "frame": [0, 0, 852, 393],
            "controller": {
              "id": "controller",
              "view": { "id": "root", "frame": [0, 0, 852, 393], "subviews": [\(subviews)] }
            }
          },
          "steps": [\(steps)]
        }
        """)
  }

  static func layout(_ fixture: Fixture) throws -> [Violation] {
    try Checker(fixture: fixture).run().filter { Violation.Kind.layout.contains($0.kind) }
  }

  static let safeArea = Rect(x: 59, y: 0, width: 734, height: 372)

  @Test func aButtonUnderTheSensorHousingOfATurnedPhone() throws {
    // 20 < 59: the button's left 39 points lie in the sensor housing's band.
    let violations = try Self.layout(
      Self.turned(#"{ "id": "save", "kind": "button", "frame": [20, 100, 200, 44] }"#))
    #expect(
      violations == [
        Violation(
          kind: .controlInUnsafeArea, stepIndex: 0, step: nil, viewID: "save",
          detail: .inUnsafeArea(frame: Rect(x: 20, y: 100, width: 200, height: 44), safeArea: Self.safeArea))
      ])
    #expect(
      violations.first?.message
        == "step 0 (load): save in the unsafe area: frame [20, 100, 200, 44] passes the safe area [59, 0, 734, 372]"
    )
  }

  @Test func aFieldInTheHomeIndicatorBandAndOneOnTheOtherSide() throws {
    // note: 340 + 44 = 384 > 372, the home indicator's band; name: 780 + 20 = 800 > 793 = 59 + 734.
    let violations = try Self.layout(
      Self.turned(
        """
        { "id": "note", "kind": "textField", "frame": [100, 340, 300, 44] },
        { "id": "name", "kind": "textField", "frame": [480, 100, 320, 44] }
        """))
    #expect(violations.map(\.viewID) == ["note", "name"])
    #expect(violations.allSatisfy { $0.kind == .controlInUnsafeArea })
  }

  @Test func whatStaysInsideOrIsNoControlIsNotReported() throws {
    // A button from 59 to 59 + 734 = 793 and down to 328 + 44 = 372 touches every safe edge it can;
    // a label and a plain view pass into the band but are no controls; a hidden button and one
    // with alpha 0.01 are not drawn.
    let violations = try Self.layout(
      Self.turned(
        """
        { "id": "wide", "kind": "button", "frame": [59, 328, 734, 44] },
        { "id": "title", "kind": "label", "frame": [0, 0, 852, 40] },
        { "id": "backdrop", "frame": [0, 0, 852, 393] },
        { "id": "gone", "kind": "button", "frame": [0, 0, 100, 44], "hidden": true },
        { "id": "faint", "kind": "button", "frame": [0, 60, 100, 44], "alpha": 0.01 }
        """))
    #expect(violations.isEmpty)
  }

  @Test func scrolledContentAndClippedPartsAreNotJudged() throws {
    // A table's rows scroll through the bands by design; a container that clips at the safe edge
    // (59…793) hides the part of its button that hangs out to 59 − 20 = 39.
    let violations = try Self.layout(
      Self.turned(
        """
        { "id": "list", "kind": "scrollView", "frame": [0, 0, 852, 393], "contentSize": [852, 1000],
          "subviews": [ { "id": "row", "kind": "button", "frame": [0, 360, 852, 44] } ] },
        { "id": "panel", "frame": [59, 100, 734, 100], "clipsToBounds": true,
          "subviews": [ { "id": "hanging", "kind": "button", "frame": [-20, 10, 120, 44] } ] }
        """))
    #expect(violations.isEmpty)
  }

  @Test func anInputOffTheScreenIsReportedOnceAndAStandingOneWhereItStarts() throws {
    // field, 800…1100 across, passes the screen's 852: `inputOffScreen`, not both. near, at
    // x 30 < 59, is in the unsafe area from the load; hidden at step 1 it is gone, shown at step 2
    // it is back (reported again), and step 3 changes nothing (the same standing problem).
    let fixture = try Self.turned(
      """
      { "id": "field", "kind": "textField", "frame": [800, 100, 300, 44] },
      { "id": "near", "kind": "textField", "frame": [30, 200, 300, 44] }
      """,
      steps: """
        { "set": "near", "hidden": true }, { "set": "near", "hidden": false }, { "set": "near", "hidden": false }
        """)
    let violations = try Self.layout(fixture)
    #expect(violations.map(\.kind) == [.inputOffScreen, .controlInUnsafeArea, .controlInUnsafeArea])
    #expect(violations.map(\.viewID) == ["field", "near", "near"])
    #expect(violations.map(\.stepIndex) == [0, 0, 2])
  }
}
