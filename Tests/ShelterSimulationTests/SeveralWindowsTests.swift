import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import ShelterViews
import Testing

/// An app window with a field, and an alert window in front of it, centred on a 390 × 844 screen.
private let twoWindows = """
  {
    "format": "shelter-fixture/1",
    "screen": {"size": [390, 844]},
    "windows": [
      {"frame": [0, 0, 390, 844], "controller": {"id": "main", "view": {"id": "root", "frame": [0, 0, 390, 844],
        "subviews": [{"id": "email", "kind": "textField", "frame": [20, 100, 350, 44]FOCUS}]}}},
      {"frame": [45, 322, 300, 200], "x-class": "UIAlertWindow", "controller": {"id": "alert",
        "view": {"id": "alertRoot", "frame": [0, 0, 300, 200],
          "subviews": [{"id": "ok", "kind": "button", "frame": [10, 150, 280, 40]}]}}}
    ]
  }
  """

private func fixture(focused: Bool = false) throws -> Fixture {
  try Fixture(
    json: twoWindows.replacingOccurrences(of: "FOCUS", with: focused ? #", "isFirstResponder": true"# : ""))
}

@Suite("Fixtures with several windows")
struct SeveralWindowsTests {
  @Test func windowsDecodeBackToFrontWithOneTreeEach() throws {
    let loaded = try fixture()
    #expect(loaded.windowFrame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(loaded.additionalWindows.map(\.frame) == [Rect(x: 45, y: 322, width: 300, height: 200)])
    #expect(loaded.additionalWindows.map(\.annotations) == [["class": "UIAlertWindow"]])
    #expect(loaded.nodes.map(\.id) == ["main", "root", "email", "alert", "alertRoot", "ok"])
    #expect(loaded.nodes.map(\.parent) == [nil, 0, 1, nil, 3, 4])
    #expect(loaded.windowRoots == [0, 3])
    #expect(loaded.path(of: 5) == "windows[1].controller.view.subviews[0]")
  }

  @Test func theWriterWritesWindowsAndReadsBackEqual() throws {
    let loaded = try fixture()
    let text = loaded.jsonText()
    #expect(text.contains(#""windows": ["#))
    #expect(!text.contains(#""window": {"#))
    #expect(try Fixture(json: text) == loaded)
    #expect(try Fixture(json: loaded.jsonText(pretty: false)) == loaded)
  }

  @Test func everyViewHasItsFrameInItsOwnWindow() throws {
    let scene = try Scene(fixture: try fixture())
    #expect(scene.windows.count == 2)
    #expect(
      scene.windows.map(\.frame) == [
        Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 45, y: 322, width: 300, height: 200),
      ])
    // Without a first responder the frontmost window is key.
    #expect(scene.window === scene.windows[1])
    #expect(scene.windows[1].isKeyWindow)
    let frames = Dictionary(uniqueKeysWithValues: scene.windowFrames().map { ($0.id, $0.frame) })
    #expect(frames["email"] == Rect(x: 20, y: 100, width: 350, height: 44))
    #expect(frames["ok"] == Rect(x: 10, y: 150, width: 280, height: 40))
    #expect(scene.windowFrames().map(\.id) == ["root", "email", "alertRoot", "ok"])
  }

  @Test func theWindowHoldingTheFirstResponderIsKey() throws {
    let scene = try Scene(fixture: try fixture(focused: true))
    #expect(scene.window === scene.windows[0])
    #expect(scene.window.firstResponder?.identifier == "email")
  }

  @Test func tapsGoToTheFrontmostWindowThatHasAViewThere() throws {
    let scene = try Scene(fixture: try fixture())
    // (100, 50) in the alert's space is inside the alert: (145, 372) on screen.
    let inside = scene.tapTarget(at: Point(x: 100, y: 50))
    #expect(inside.window === scene.windows[1])
    #expect(inside.point == Point(x: 100, y: 50))
    // (-30, -300) in the alert's space is (15, 22) on screen: outside the alert, inside the app's window.
    let outside = scene.tapTarget(at: Point(x: -30, y: -300))
    #expect(outside.window === scene.windows[0])
    #expect(outside.point == Point(x: 15, y: 22))
    #expect(outside.window.hitTest(outside.point)?.identifier == "root")
  }

  @Test func idsAreUniqueAcrossWindows() throws {
    let text = twoWindows.replacingOccurrences(of: "FOCUS", with: "")
      .replacingOccurrences(of: #""id": "ok""#, with: #""id": "email""#)
    #expect {
      try Fixture(json: text)
    } throws: { error in
      let error = try #require(error as? FixtureError)
      return error.path == "windows[1].controller.view.subviews[0].id"
        && error.message == "duplicate id 'email', already used at windows[0].controller.view.subviews[0]"
        && error.line == 9
    }
  }

  @Test func windowAndWindowsAreOneOrTheOther() throws {
    let both =
      #"{"screen": {"size": [1, 1]}, "window": {"controller": {"id": "c", "view": {"id": "v", "frame": [0, 0, 1, 1]}}}, "windows": []}"#
    #expect(throws: FixtureError.self) { try Fixture(json: both) }
    do {
      _ = try Fixture(json: both)
    } catch {
      #expect(error.path == "windows")
      #expect(error.message == "give either 'window' or 'windows', not both")
    }
    let empty = #"{"screen": {"size": [1, 1]}, "windows": []}"#
    do {
      _ = try Fixture(json: empty)
      Issue.record("an empty windows array loaded")
    } catch {
      #expect(error.path == "windows")
      #expect(error.message == "expected a non-empty array of windows, found an array of 0")
    }
    let none = #"{"screen": {"size": [1, 1]}}"#
    do {
      _ = try Fixture(json: none)
      Issue.record("a fixture without a window loaded")
    } catch {
      #expect(error.message == "missing required field 'window' (or 'windows')")
    }
  }

  @Test func aWindowBuiltInCodeNeedsItsController() throws {
    var built = Fixture(name: "n", screenSize: Size(width: 10, height: 10))
    built.nodes = [
      FixtureNode(id: "c", role: .controller),
      FixtureNode(id: "v", kind: .view, frame: Rect(x: 0, y: 0, width: 10, height: 10), parent: 0),
    ]
    built.additionalWindows = [FixtureWindow(frame: Rect(x: 0, y: 0, width: 5, height: 5))]
    do {
      try built.validate()
      Issue.record("a window without a controller validated")
    } catch {
      #expect(error.path == "windows[1]")
      #expect(error.message == "missing required field 'controller'")
    }
    built.nodes += [
      FixtureNode(id: "c2", role: .controller),
      FixtureNode(id: "v2", kind: .view, frame: Rect(x: 1, y: 1, width: 2, height: 2), parent: 2),
    ]
    try built.validate()
    #expect(built.path(of: 3) == "windows[1].controller.view")
    #expect(try Fixture(json: built.jsonText()) == built)
  }
}
