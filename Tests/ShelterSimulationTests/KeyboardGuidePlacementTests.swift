import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import Testing

/// A 390 × 844 screen (safe area 47 top, 34 bottom, keyboard shown by the steps) with Shelter's
/// policy at `distance`, holding `constraints` over `subviews`: the root is `root`.
private func screen(distance: Double, constraints: [String], subviews: String, steps: String) throws
  -> Fixture
{
  try Fixture(
    json: """
      {
        "format": "shelter-fixture/1", "name": "keyboard-guide-placement",
        "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0], "keyboard": "manual" },
        "window": { "frame": [0, 0, 390, 844], "controller": { "id": "controller",
          "avoidance": { "strategy": "transform", "distance": \(distance) },
          "view": { "id": "root", "frame": [0, 0, 390, 844],
            "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))],
            "subviews": [\(subviews)] } } },
        "steps": [\(steps)]
      }
      """)
}

/// A chat: `messages` from the safe top down to a 52-point `bar` pinned to the keyboard layout
/// guide, whose `composer` sits 8 points inside its top and bottom edges.
private let chatConstraints = [
  "messages.top == root.safeAreaLayoutGuide.top", "messages.leading == root.leading",
  "messages.trailing == root.trailing", "messages.bottom == bar.top",
  "bar.leading == root.leading", "bar.trailing == root.trailing", "bar.height == 52",
  "bar.bottom == root.keyboardLayoutGuide.top",
  "composer.top == bar.top + 8", "composer.bottom == bar.bottom - 8",
  "composer.leading == bar.leading + 16", "composer.trailing == bar.trailing - 16",
]

private let chatSubviews = """
  { "id": "messages", "kind": "scrollView", "translatesAutoresizingMaskIntoConstraints": false,
    "contentSize": [390, 1400], "contentInsetAdjustmentBehavior": "never" },
  { "id": "bar", "kind": "view", "backgroundColor": "#F8F8F8", "translatesAutoresizingMaskIntoConstraints": false,
    "subviews": [ { "id": "composer", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false } ] }
  """

@Suite("A field the keyboard guide places")
struct KeyboardGuidePlacementTests {
  /// A 336-point keyboard (top 844 − 336 = 508) puts the bar at 508 − 52 = 456…508 and the
  /// composer at 456 + 8 = 464 … 508 − 8 = 500: 8 points above the keyboard, closer than the
  /// distance 10. The guide placed it there by the app's design, so it keeps no distance: Shelter's
  /// policy moves nothing (the bar once took a −2 transform, 500 + 10 − 508) and the rules find
  /// nothing, under Shelter's policy or none.
  @Test func aComposerOnTheKeyboardGuideIsNotLifted() throws {
    let fixture = try screen(
      distance: 10, constraints: chatConstraints, subviews: chatSubviews,
      steps: #"{ "focus": "composer" }, { "keyboard": "show", "height": 336 }"#)
    let simulation = try Simulation(fixture: fixture)
    let snapshots = try simulation.run()
    let shown = try #require(snapshots.last)
    #expect(shown.frame(of: "bar") == Rect(x: 0, y: 456, width: 390, height: 52))
    #expect(shown.frame(of: "composer") == Rect(x: 16, y: 464, width: 358, height: 36))
    #expect(shown.frame(of: "messages") == Rect(x: 0, y: 47, width: 390, height: 409))
    #expect(simulation.scene.viewsByID["bar"]?.transform == .identity)
    #expect(simulation.scene.viewsByID["root"]?.transform == .identity)
    #expect(try Checker(fixture: fixture).run().map(\.message) == [])
    #expect(try Checker(fixture: fixture, policy: .none).run().map(\.message) == [])
  }

  /// The same composer 2 points past the keyboard's top (`bar.bottom == guide.top + 10`: the bar
  /// at 466…518, the composer at 474…510) is covered even with no distance: 510 > 508. Shelter's
  /// policy lifts the bar by 510 − 508 = 2 and no more, to 464…516 and the composer to 472…508.
  @Test func aComposerTheGuidePlacesUnderTheKeyboardIsLiftedOnlyClear() throws {
    var constraints = chatConstraints
    constraints[constraints.firstIndex(of: "bar.bottom == root.keyboardLayoutGuide.top")!] =
      "bar.bottom == root.keyboardLayoutGuide.top + 10"
    let fixture = try screen(
      distance: 10, constraints: constraints, subviews: chatSubviews,
      steps: #"{ "focus": "composer" }, { "keyboard": "show", "height": 336 }"#)
    let shown = try #require(try Simulation(fixture: fixture).run().last)
    #expect(shown.frame(of: "composer") == Rect(x: 16, y: 472, width: 358, height: 36))
    // At load the bar ends 10 below the safe bottom, 810 + 10 = 820, so the composer (776…812)
    // passes the safe area's bottom, 47 + 763 = 810: the only finding, and none after the lift.
    #expect(
      try Checker(fixture: fixture).run().map(\.message) == [
        "step 0 (load): composer in the unsafe area: frame [16, 776, 358, 36] passes the safe area [0, 47, 390, 763]"
      ])
  }

  /// Which fields the guide places, on the live views: the composer in a bar on the guide; a
  /// field tied to the top of such a bar, outside it; not a field inside a scroll view whose
  /// bottom is on the guide (the scroll view is stretched, its content scrolls), nor a field
  /// pinned to the safe top.
  @Test func theGuidePlacesWhatItCarriesAndNotWhatAScrollViewHolds() throws {
    let fixture = try screen(
      distance: 10,
      constraints: [
        "form.top == root.safeAreaLayoutGuide.top", "form.leading == root.leading",
        "form.trailing == root.trailing", "form.bottom == root.keyboardLayoutGuide.top - 100",
        "inForm.top == form.top + 20", "inForm.leading == form.leading + 16", "inForm.height == 44",
        "inForm.width == 300",
        "bar.leading == root.leading", "bar.trailing == root.trailing", "bar.height == 52",
        "bar.bottom == root.keyboardLayoutGuide.top", "onBar.bottom == bar.top - 4",
        "onBar.leading == root.leading + 16", "onBar.height == 40",
        "inBar.top == bar.layoutMarginsGuide.top", "inBar.leading == bar.leading + 16",
        "inBar.height == 36",
        "stacked.top == root.safeAreaLayoutGuide.top + 8", "stacked.leading == root.leading + 16",
      ],
      subviews: """
        { "id": "form", "kind": "scrollView", "translatesAutoresizingMaskIntoConstraints": false,
          "subviews": [ { "id": "inForm", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false } ] },
        { "id": "bar", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false,
          "subviews": [ { "id": "inBar", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false } ] },
        { "id": "onBar", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false },
        { "id": "stacked", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false }
        """,
      steps: "")
    let simulation = try Simulation(fixture: fixture)
    _ = try simulation.run()
    let views = simulation.scene.viewsByID
    func placed(_ id: String) throws -> Bool {
      KeyboardGeometry.isPlacedByKeyboardGuide(try #require(views[id]))
    }
    #expect(try placed("inBar"))
    #expect(try placed("onBar"))
    #expect(try !placed("inForm"))
    #expect(try !placed("stacked"))
    #expect(try KeyboardGeometry.distance(10, for: #require(views["inBar"])) == 0)
    #expect(try KeyboardGeometry.distance(10, for: #require(views["stacked"])) == 10)
    // The independent observer of the random scenarios reads the same from the fixture alone.
    #expect(
      ["inBar", "onBar", "inForm", "stacked"].map { ridesKeyboardGuide($0, in: fixture) } == [
        true, true, false, false,
      ])
  }
}
