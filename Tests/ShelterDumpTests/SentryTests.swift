import ShelterFixtures
import ShelterGeometry
import ShelterTestSupport
import Testing

@testable import ShelterDump

/// Sentry's `view-hierarchy.json`. The sample files under `Dumps/` carry their source on the first
/// line, which the tests blank out (JSON allows a leading line break) so line numbers still match.
@Suite struct SentryTests {
  func sample(_ name: String) throws -> [UInt8] {
    let text = try dumpFile(name)
    let body = text.drop { $0 != "\n" }
    return Array(body.utf8)
  }

  func sentry(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Dump {
    do {
      return try Dump(sentryJSON: Array(text.utf8))
    } catch {
      Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
      throw error
    }
  }

  func sentryError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> DumpError? {
    dumpError(sourceLocation: sourceLocation) { () throws(DumpError) in
      _ = try Dump(sentryJSON: Array(text.utf8))
    }
  }

  @Test func cocoaWindowFromTheSDKsTests() throws {
    let dump = try Dump(importing: try sample("sentry-cocoa-window.json"))
    #expect(dump.nodes.map(\.className) == ["UIWindow"])
    #expect(values(dump.nodes[0].frame) == [0, 0, 10, 10])
    #expect(dump.nodes[0].identifier == "WindowId")
    #expect(dump.nodes[0].hidden)  // "visible": false
    #expect(dump.nodes[0].line == 2)
    // A fixture's window has a frame and nothing else: the SDK's `"visible": false` is kept as
    // text, and said.
    #expect(
      dump.warnings.map(\.description) == [
        "line 2: <UIWindow> is a window, which a fixture holds by its frame alone; hidden YES kept as x-hidden"
      ])
    let fixture = try dump.fixture(name: "cocoa")
    #expect(fixture.windowAnnotations["hidden"] == "YES")
  }

  @Test func relayScrubbingSample() throws {
    let dump = try Dump(importing: try sample("relay-uikit.json"))
    #expect(dump.nodes.map(\.className) == ["UIWindow"])
    #expect(values(dump.nodes[0].frame) == [0, 0, 414, 896])
    #expect(dump.nodes[0].identifier == "123.123.123.123")
    #expect(!dump.nodes[0].hidden)
    #expect(dump.nodes[0].line == 6)
    let fixture = try dump.fixture(name: "relay")
    #expect(fixture.windowFrame == .init(x: 0, y: 0, width: 414, height: 896))
  }

  @Test func androidVisibilityFromSentryNative() throws {
    let dump = try Dump(importing: try sample("sentry-native-android.json"))
    #expect(values(dump.nodes[0].frame) == [0, 0, 768, 1280])
    #expect(!dump.nodes[0].hidden)
    #expect(
      dump.warnings.map(\.description) == [
        "line 5: <com.android.internal.policy.DecorView> is not a window; it keeps its frame "
          + "(0 0; 768 1280) inside a window of 768 × 1280 made to hold it"
      ])
  }

  @Test func androidNodeWithoutAFrameFromSentryJava() throws {
    // The Java SDK's serialization fixture: one node with a type and nothing else. Its frame is
    // taken as (0 0; 0 0), said once, and the made-up window holding it is said too.
    let dump = try Dump(importing: try sample("sentry-java-view-hierarchy.json"))
    #expect(dump.nodes.map(\.className) == ["com.example.ui.FancyButton"])
    #expect(values(dump.nodes[0].frame) == [0, 0, 0, 0])
    #expect(dump.nodes[0].line == 4)
    #expect(
      dump.warnings.map(\.description) == [
        "line 4: <com.example.ui.FancyButton> has no 'x', 'y', 'width', 'height'; taken as 0",
        "line 4: <com.example.ui.FancyButton> is not a window; it keeps its frame (0 0; 0 0) inside a "
          + "window of 0 × 0 made to hold it",
      ])
    _ = try Fixture(json: try dump.fixture(name: "java").jsonText())
  }

  @Test func anEmptyHierarchyFromSentryDotnetIsAnError() throws {
    // The .NET SDK's test writes a hierarchy without windows: nothing to import, said as such.
    let error = dumpError { () throws(DumpError) in
      _ = try Dump(importing: try! sample("sentry-dotnet-empty.json"))
    }
    #expect(error?.reason == .noEntries)
    #expect(error?.description == "line 2: the view hierarchy's 'windows' array is empty")
  }

  @Test func childrenKeepTheirOrderAndDepth() throws {
    let dump = try sentry(
      """
      {"rendering_system": "UIKIT", "windows": [
        {"type": "UIWindow", "x": 0, "y": 0, "width": 390, "height": 844, "children": [
          {"type": "UIView", "view_controller": "LoginViewController", "x": 0, "y": 0, "width": 390, "height": 844,
           "children": [
             {"type": "UITextField", "identifier": "email", "tag": 7, "x": 20, "y": 300, "width": 350, "height": 44},
             {"type": "UILabel", "x": 20, "y": 250, "width": 350, "height": 20, "alpha": 0.5, "visibility": "gone"}
           ]},
          {"type": "UIView", "x": 0, "y": 800, "width": 390, "height": 44}
        ]}
      ]}
      """)
    #expect(dump.nodes.map(\.className) == ["UIWindow", "UIView", "UITextField", "UILabel", "UIView"])
    #expect(dump.nodes.map(\.depth) == [0, 1, 2, 2, 1])
    #expect(dump.nodes.map(\.parent) == [nil, 0, 1, 1, 0])
    #expect(dump.nodes.map(\.line) == [2, 3, 5, 6, 8])
    #expect(dump.nodes[1].controller == DumpController(className: "LoginViewController", address: nil))
    #expect(dump.nodes[2].tag == 7)
    #expect(dump.nodes[3].alpha == 0.5 && dump.nodes[3].hidden)
    let fixture = try dump.fixture(name: "login")
    #expect(
      fixture.nodes.map(\.id) == [
        "controller", "root", "loginViewController", "uiView1", "email", "uiLabel1", "uiView2",
      ])
  }

  @Test func severalWindowsImportAsSeveralWindows() throws {
    let dump = try sentry(
      """
      {"rendering_system": "UIKIT", "windows": [
        {"type": "UIWindow", "x": 0, "y": 0, "width": 390, "height": 844},
        {"type": "UITextEffectsWindow", "x": 0, "y": 0, "width": 390, "height": 844}
      ]}
      """)
    #expect(dump.roots == [0, 1])
    #expect(dump.warnings.isEmpty)
    let fixture = try dump.fixture(name: "two")
    #expect(fixture.additionalWindows.map(\.frame) == [Rect(x: 0, y: 0, width: 390, height: 844)])
    #expect(fixture.additionalWindows.map { $0.annotations["class"] } == ["UITextEffectsWindow"])
    #expect(fixture.windowRoots == [0, 2])
  }

  @Test func missingFrameValuesAreZeroWithAWarning() throws {
    let dump = try sentry(
      #"{"rendering_system": "Test System", "windows": [{"type": "UIWindow", "x": 5, "width": 10}]}"#)
    #expect(values(dump.nodes[0].frame) == [5, 0, 10, 0])
    #expect(
      dump.warnings.map(\.description) == [
        "line 1: <UIWindow> has no 'y', 'height'; taken as 0"
      ])
  }

  @Test(arguments: [
    ("{\"windows\": [\n{\"type\": \"UIWindow\", \"x\": 0,,}]}", 2, DumpError.Reason.invalidJSON),
    ("{\"rendering_system\": \"UIKIT\"}", 1, .missingValue("windows")),
    ("{\"windows\": {}}", 1, .invalidValue("windows")),
    ("{\"windows\": []}", 1, .noEntries),
    ("{\"windows\": [\n  {\"x\": 0}]}", 2, .missingValue("type")),
    ("{\"windows\": [{\"type\": 3}]}", 1, .invalidValue("type")),
    ("{\"windows\": [{\"type\": \"V\",\n \"children\": {}}]}", 2, .invalidValue("children")),
    ("{\"windows\": [{\"type\": \"V\", \"x\": \"0\"}]}", 1, .invalidValue("x")),
    ("{\"windows\": [{\"type\": \"V\",\n\n \"width\": 2e9}]}", 3, .outOfRange("width")),
    ("{\"windows\": [{\"type\": \"V\", \"tag\": 1.5}]}", 1, .invalidValue("tag")),
    ("{\"windows\": [{\"type\": \"V\", \"visible\": 1}]}", 1, .invalidValue("visible")),
    ("{\"windows\": [{\"type\": \"V\", \"visibility\": \"hidden\"}]}", 1, .invalidValue("visibility")),
  ])
  func badInputNamesItsLine(text: String, line: Int, reason: DumpError.Reason) {
    let error = sentryError(text)
    #expect(error?.reason == reason)
    #expect(error?.line == line)
  }

  @Test func messagesSayWhatIsWrong() {
    #expect(
      sentryError("{\"windows\": [{\"type\": \"V\", \"x\": \"0\"}]}")?.description
        == "line 1: expected 'x' to be a number in <V>, found string")
    #expect(
      sentryError("{\"windows\": [{\"type\": \"V\", \"width\": 2e9}]}")?.description
        == "line 1: width value 2000000000.0 is beyond ±1e9 in <V>")
  }

  @Test(.atScale) func aHundredThousandLevelsDeep() throws {
    let depth = 100_000
    var text = #"{"windows": ["#
    text.reserveCapacity(depth * 60)
    for _ in 0..<depth {
      text += #"{"type": "UIView", "x": 0, "y": 0, "width": 1, "height": 1, "children": ["#
    }
    text += String(repeating: "]}", count: depth) + "]}"
    let dump = try sentry(text)
    #expect(dump.nodes.count == depth)
    #expect(dump.nodes.last?.depth == depth - 1)
  }

  @Test func textIsNotTakenForJSON() throws {
    let dump = try Dump(importing: Array("{ not json } <UIWindow: 0x1; frame = (0 0; 1 1)>".utf8))
    #expect(dump.nodes.map(\.className) == ["UIWindow"])
  }

  @Test func viewsOfOneClassShareTheirDetailsOnlyUntilOneIsWritten() throws {
    // Three views of two classes, each with its `class`: the fields that are the same may be held
    // once, but a write to one view must reach that view alone, in the imported fixture and in
    // the fixture read back from its text.
    let dump = try sentry(
      """
      {"windows": [{"type": "UIWindow", "x": 0, "y": 0, "width": 390, "height": 844, "children": [
        {"type": "UITextField", "identifier": "a", "x": 0, "y": 0, "width": 100, "height": 44},
        {"type": "UITextField", "identifier": "b", "x": 0, "y": 50, "width": 100, "height": 44},
        {"type": "UILabel", "identifier": "c", "x": 0, "y": 100, "width": 100, "height": 20}
      ]}]}
      """)
    var imported = try dump.fixture(name: "shared")
    var decoded = try Fixture(json: imported.jsonText())
    for fixture in [imported, decoded] {
      #expect(fixture.nodes.map(\.id) == ["controller", "root", "a", "b", "c"])
      #expect(fixture.nodes.map(\.className) == [nil, nil, "UITextField", "UITextField", "UILabel"])
    }
    imported.nodes[2].text = "typed"
    imported.nodes[3].className = "MyField"
    decoded.nodes[3].tag = 9
    #expect(imported.nodes.map(\.text) == [nil, nil, "typed", nil, nil])
    #expect(imported.nodes.map(\.className) == [nil, nil, "UITextField", "MyField", "UILabel"])
    #expect(decoded.nodes.map(\.tag) == [0, 0, 0, 9, 0])
    #expect(decoded.nodes.map(\.text) == [nil, nil, nil, nil, nil])
  }
}
