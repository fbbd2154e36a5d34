import ShelterGeometry
import ShelterSimulation
import ShelterTestSupport
import ShelterViews
import Testing

@testable import ShelterFixtures

/// A stack view fixture played through `Simulation`, frames worked out by hand from the
/// constraints UIKit generates (docs/stack-views.md), and the stack fields' decoding, writing and
/// validation.
@Suite struct StackViewFixtureTests {
  static func form(stack: String = "", arranged: String = "", steps: String = "[]") -> String {
    """
    {
      "format": "shelter-fixture/1",
      "name": "stack-form",
      "screen": { "size": [390, 844] },
      "window": {
        "controller": {
          "id": "formController",
          "view": {
            "id": "root", "frame": [0, 0, 390, 844],
            "constraints": [
              "stack.leading == root.leading + 20",
              "stack.trailing == root.trailing - 20",
              "stack.top == root.top + 100"
            ],
            "subviews": [
              { "id": "stack", "kind": "stackView", "axis": "vertical", "spacing": 8,
                "customSpacing": { "name": 20 }, "translatesAutoresizingMaskIntoConstraints": false\(stack)\(arranged),
                "subviews": [
                  { "id": "title", "kind": "label", "frame": [0, 0, 10, 10], "intrinsicContentSize": [100, 20] },
                  { "id": "name", "kind": "textField", "frame": [0, 0, 10, 10], "intrinsicContentSize": [-1, 44] },
                  { "id": "email", "kind": "textField", "frame": [0, 0, 10, 10], "intrinsicContentSize": [-1, 44],
                    "constraints": [ { "id": "emailHeight", "constraint": "email.height == 44" } ] },
                  { "id": "note", "kind": "label", "frame": [0, 0, 10, 10], "intrinsicContentSize": [100, 30],
                    "hidden": true }
                ] }
            ]
          }
        }
      },
      "steps": \(steps)
    }
    """
  }

  static func frames(_ snapshot: StepSnapshot) -> [String: Rect] {
    Dictionary(uniqueKeysWithValues: snapshot.frames.map { ($0.id, $0.frame) })
  }

  func loadError(_ text: String) -> FixtureError? {
    do {
      _ = try Fixture(json: text)
      return nil
    } catch {
      return error
    }
  }

  @Test func aFixtureStackLaysOutAndHidingCollapses() throws {
    let fixture = try Fixture(
      json: Self.form(steps: #"[ { "set": "email", "hidden": true }, { "set": "email", "hidden": false } ]"#))
    let snapshots = try Simulation(fixture: fixture).run()
    let load = Self.frames(snapshots[0])
    // Column 350 wide at (20, 100): title 20 high, 8, name 44, the custom 20 after name, email 44;
    // the hidden note is 0 high with no spacing before it (email is the last visible view).
    #expect(load["stack"] == Rect(x: 20, y: 100, width: 350, height: 136))
    #expect(load["title"] == Rect(x: 20, y: 100, width: 350, height: 20))
    #expect(load["name"] == Rect(x: 20, y: 128, width: 350, height: 44))
    #expect(load["email"] == Rect(x: 20, y: 192, width: 350, height: 44))
    #expect(load["note"] == Rect(x: 20, y: 236, width: 350, height: 0))
    #expect(snapshots[0].brokenConstraints.isEmpty)
    // Hiding email: UISV-hiding (height == 0) meets emailHeight, which breaks, as on iOS; name
    // becomes the last visible view and the stack ends under it.
    let hidden = Self.frames(snapshots[1])
    #expect(snapshots[1].brokenConstraints == ["emailHeight"])
    #expect(hidden["email"] == Rect(x: 20, y: 172, width: 350, height: 0))
    #expect(hidden["stack"]?.height == 72)
    // Shown again: the custom spacing after name comes back.
    let shown = Self.frames(snapshots[2])
    #expect(shown["email"] == Rect(x: 20, y: 192, width: 350, height: 44))
  }

  @Test func arrangedSubviewsChooseAndOrder() throws {
    let fixture = try Fixture(json: Self.form(arranged: #", "arrangedSubviews": ["name", "title"]"#))
    let load = Self.frames(try Simulation(fixture: fixture).run()[0])
    // name then title: 44, the custom 20, 20. email and note are subviews only, left where they are.
    #expect(load["name"] == Rect(x: 20, y: 100, width: 350, height: 44))
    #expect(load["title"] == Rect(x: 20, y: 164, width: 350, height: 20))
    #expect(load["stack"] == Rect(x: 20, y: 100, width: 350, height: 84))
  }

  @Test func stackFieldsRoundTrip() throws {
    let text = Self.form(
      stack:
        #", "distribution": "equalSpacing", "alignment": "trailing", "layoutMarginsRelativeArrangement": true, "baselineRelativeArrangement": true"#,
      arranged: #", "arrangedSubviews": ["title", "name", "email"]"#)
    let fixture = try Fixture(json: text)
    let stack = try #require(fixture.nodes.first { $0.id == "stack" }?.stack)
    #expect(stack.axis == .vertical && stack.distribution == .equalSpacing && stack.alignment == .trailing)
    #expect(stack.customSpacing == [StackSettings.CustomSpacing(id: "name", spacing: 20)])
    #expect(stack.layoutMarginsRelativeArrangement && stack.baselineRelativeArrangement)
    let written = fixture.jsonText()
    #expect(written.contains(#""kind": "stackView""#))
    #expect(written.contains(#""alignment": "trailing""#))
    #expect(try Fixture(json: written) == fixture)
    // A horizontal stack writes UIKit's horizontal names for leading and trailing.
    var turned = fixture
    let index = try #require(turned.nodes.firstIndex { $0.id == "stack" })
    turned.nodes[index].stack?.axis = .horizontal
    #expect(turned.jsonText().contains(#""alignment": "bottom""#))
    #expect(try Fixture(json: turned.jsonText()) == turned)
  }

  @Test func validationNamesThePathAndTheToken() {
    let unknown = loadError(Self.form(arranged: #", "arrangedSubviews": ["title", "nobody"]"#))
    #expect(unknown?.path == "window.controller.view.subviews[0].arrangedSubviews[1]")
    #expect(unknown?.message == "'nobody' is not a subview of 'stack'")
    let outside = loadError(Self.form(arranged: #", "arrangedSubviews": ["root"]"#))
    #expect(outside?.message == "'root' is not a subview of 'stack'")
    let twice = loadError(Self.form(arranged: #", "arrangedSubviews": ["title", "title"]"#))
    #expect(twice?.message == "'title' is arranged twice")
    let spacing = loadError(
      Self.form(stack: #", "customSpacing": { "ghost": 4 }"#).replacingOccurrences(
        of: #""customSpacing": { "name": 20 }, "#, with: ""))
    #expect(spacing?.path == "window.controller.view.subviews[0].customSpacing.ghost")
    #expect(spacing?.message == "'ghost' is not an arranged subview of 'stack'")
    let axis = loadError(Self.form(stack: #", "distribution": "fillEvenly""#))
    #expect(axis?.message.hasPrefix("unknown distribution 'fillEvenly'") == true)
    let notStack = loadError(
      Self.form().replacingOccurrences(
        of: #""id": "title", "kind": "label","#, with: #""id": "title", "kind": "label", "axis": "vertical","#
      ))
    #expect(notStack?.message == #"'axis' belongs to stack views ("kind": "stackView")"#)
  }
}
