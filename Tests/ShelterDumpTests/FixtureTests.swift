import Foundation
import Testing

@testable import ShelterDump

@Suite struct FixtureLayoutTests {
  @Test func writesTheExampleAsAFixture() throws {
    // The window's only subview becomes the controller's view; the window gives window.frame and
    // screen.size; userInteractionEnabled is written where it differs from the kind's default; a
    // text field's text is its fixture `text`; `opaque = NO` is `"opaque": false`.
    let expected = """
      {
        "format": "shelter-fixture/1",
        "name": "login",
        "screen": {
          "size": [375, 667],
          "safeArea": [0, 0, 0, 0]
        },
        "window": {
          "frame": [0, 0, 375, 667],
          "x-address": "0x7fb8c0c0a1e0",
          "x-class": "UIWindow",
          "controller": {
            "id": "controller",
            "view": {
              "id": "uiView1",
              "kind": "view",
              "class": "UIView",
              "frame": [0, 0, 375, 667],
              "autoresize": "W+H",
              "x-address": "0x7fb8c0d0b4a0",
              "subviews": [
                {
                  "id": "uiTextField1",
                  "kind": "textField",
                  "class": "UITextField",
                  "frame": [20, 300, 335, 34],
                  "opaque": false,
                  "text": "hello",
                  "autoresize": "RM+BM",
                  "x-address": "0x7fb8c0e1a800",
                  "subviews": [
                    {
                      "id": "uiTextFieldRoundedRectBackgroundViewNeue1",
                      "kind": "view",
                      "class": "_UITextFieldRoundedRectBackgroundViewNeue",
                      "frame": [0, 0, 335, 34],
                      "userInteractionEnabled": false,
                      "opaque": false,
                      "x-address": "0x7f..."
                    }
                  ]
                }
              ]
            }
          }
        }
      }

      """
    #expect(try parse(ParsingTests.example).fixtureJSON(name: "login") == expected)
  }

  @Test func windowWithSeveralSubviewsGetsARootView() throws {
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 414 736)>
         | <UITransitionView: 0x2; frame = (0 0; 414 736)>
         | <UIView: 0x3; frame = (164 324; 46 18); alpha = 0.5>
      """)
    let fixture = try fixtureObject(dump)
    let root = try controllerView(fixture)
    #expect(root["id"] as? String == "root")
    #expect(root["kind"] as? String == "view")
    #expect(root["class"] == nil)
    #expect(numbers(root["frame"]) == [0, 0, 414, 736])
    #expect(subviews(root).map { $0["id"] as? String } == ["uiTransitionView1", "uiView1"])
    #expect(numbers((fixture["screen"] as? [String: Any])?["size"]) == [414, 736])
  }

  @Test func windowWithoutSubviewsGetsAnEmptyRootView() throws {
    let fixture = try fixtureObject(try parse("<UIWindow: 0x1; frame = (0 0; 320 480)>"))
    let root = try controllerView(fixture)
    #expect(root["id"] as? String == "root")
    #expect(root["subviews"] == nil)
  }

  @Test func windowFrameKeepsItsOriginOnTheScreen() throws {
    let fixture = try fixtureObject(
      try parse(
        "<MyApp.PanelWindow: 0x1; frame = (0 20; 320 460)>\n   | <UIView: 0x2; frame = (0 0; 320 460)>"))
    let window = try #require(fixture["window"] as? [String: Any])
    #expect(numbers(window["frame"]) == [0, 20, 320, 460])
    #expect(window["x-class"] as? String == "MyApp.PanelWindow")
    // The screen reaches the window's far corner, (0 + 320, 20 + 460), so no edge cuts it.
    #expect(numbers((fixture["screen"] as? [String: Any])?["size"]) == [320, 480])
  }

  @Test func viewRootBecomesTheControllersViewInAWindowThatHoldsIt() throws {
    // The root keeps its frame; the window reaches from (0, 0) to the frame's far corner,
    // (144 + 126, 9 + 167), so the view sits where it was printed.
    let fixture = try fixtureObject(
      try parse(
        """
        <TestView: 0x1; baseClass = UIControl; frame = (144 9; 126 167)>
        | <UILabel: 0x2; frame = (0 135; 126 14); text = 'haha'; userInteractionEnabled = NO>
        """))
    let window = try #require(fixture["window"] as? [String: Any])
    #expect(numbers(window["frame"]) == [0, 0, 270, 176])
    #expect(numbers((fixture["screen"] as? [String: Any])?["size"]) == [270, 176])
    #expect(window["x-class"] == nil)
    let view = try controllerView(fixture)
    #expect(view["id"] as? String == "testView1")
    #expect(numbers(view["frame"]) == [144, 9, 126, 167])
    #expect(view["x-baseClass"] as? String == "UIControl")
    let controller = try #require((fixture["window"] as? [String: Any])?["controller"] as? [String: Any])
    #expect(controller["id"] as? String == "controller")
    #expect(fixture["steps"] == nil)
  }

  @Test func safeAreaComesFromTheCaller() throws {
    let text = try parse("<UIView: 0x1; frame = (0 0; 390 844)>").fixtureJSON(
      name: "n", safeArea: (47, 0, 34, 0))
    #expect(text.contains(#""safeArea": [47, 0, 34, 0]"#))
  }

  @Test func severalTopLevelWindowsBecomeSeveralWindowsBackToFront() throws {
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 10 10)>
         | <UIView: 0x3; frame = (1 2; 3 4)>
      (lldb) po otherWindow.recursiveDescription
      <UITextEffectsWindow: 0x2; frame = (0 5; 10 20)>
      """)
    #expect(dump.warnings.isEmpty)
    let fixture = try fixtureObject(dump)
    #expect(fixture["window"] == nil)
    let windows = try #require(fixture["windows"] as? [[String: Any]])
    #expect(windows.map { numbers($0["frame"]) } == [[0, 0, 10, 10], [0, 5, 10, 20]])
    #expect(windows.map { $0["x-class"] as? String } == ["UIWindow", "UITextEffectsWindow"])
    #expect(windows.map { $0["x-address"] as? String } == ["0x1", "0x2"])
    // The screen reaches the far corner of both: 0 + 10 wide, 5 + 20 high.
    #expect(numbers((fixture["screen"] as? [String: Any])?["size"]) == [10, 25])
    let controllers = windows.compactMap { $0["controller"] as? [String: Any] }
    #expect(controllers.map { $0["id"] as? String } == ["controller", "controller_2"])
    let views = controllers.compactMap { $0["view"] as? [String: Any] }
    #expect(views.map { $0["id"] as? String } == ["uiView1", "root"])
    #expect(views.map { numbers($0["frame"]) } == [[1, 2, 3, 4], [0, 0, 10, 20]])
  }

  @Test func severalTopLevelPlainViewsGetAWindowEach() throws {
    let dump = try parse(
      """
      <UIView: 0x1; frame = (0 20; 320 460)>
      <UILabel: 0x2; frame = (5 5; 40 10); text = 'a'>
      """)
    #expect(
      dump.warnings.map(\.message) == [
        "<UIView: 0x1> is not a window; it keeps its frame (0 20; 320 460) inside a window of 320 × 480 made to hold it",
        "<UILabel: 0x2> is not a window; it keeps its frame (5 5; 40 10) inside a window of 45 × 15 made to hold it",
      ])
    let windows = try #require(try fixtureObject(dump)["windows"] as? [[String: Any]])
    #expect(windows.map { numbers($0["frame"]) } == [[0, 0, 320, 480], [0, 0, 45, 15]])
  }
}

@Suite struct FixtureFieldTests {
  func node(_ entry: String) throws -> [String: Any] {
    let fixture = try fixtureObject(try parse("<UIWindow: 0x0; frame = (0 0; 375 667)>\n   | \(entry)"))
    return try controllerView(fixture)
  }

  @Test func flagsAndExtras() throws {
    let view = try node(
      "<MyApp.Badge: 0x1; baseClass = UIView; frame = (1 2; 3 4); hidden = YES; alpha = 0.25; clipsToBounds = YES; tag = 7; text = 'a\"b'>"
    )
    #expect(view["id"] as? String == "badge1")
    #expect(view["class"] as? String == "MyApp.Badge")
    #expect(view["hidden"] as? Bool == true)
    #expect(view["alpha"] as? Double == 0.25)
    #expect(view["clipsToBounds"] as? Bool == true)
    #expect(view["tag"] as? Int == 7)
    #expect(view["x-text"] as? String == "a\"b")
    #expect(view["x-address"] as? String == "0x1")
    #expect(view["x-baseClass"] as? String == "UIView")
    #expect(view["userInteractionEnabled"] == nil)
  }

  @Test func defaultsAreLeftOut() throws {
    let view = try node("<UIView: 0x1; frame = (1 2; 3 4)>")
    #expect(Set(view.keys) == ["id", "class", "kind", "frame", "x-address"])
  }

  @Test(
    arguments: [
      // (entry, written userInteractionEnabled): labels and image views default to false.
      ("<UILabel: 0x1; frame = (0 0; 1 1); userInteractionEnabled = NO>", nil),
      ("<UILabel: 0x1; frame = (0 0; 1 1)>", true),
      ("<UIImageView: 0x1; frame = (0 0; 1 1)>", true),
      ("<UIView: 0x1; frame = (0 0; 1 1); userInteractionEnabled = NO>", false),
      ("<UIView: 0x1; frame = (0 0; 1 1)>", nil),
    ] as [(String, Bool?)])
  func userInteractionAgainstTheKindsDefault(entry: String, written: Bool?) throws {
    #expect(try node(entry)["userInteractionEnabled"] as? Bool == written)
  }

  @Test func scrollViewOffsetSizeAndInsets() throws {
    // contentOffset is the bounds origin; insets come from adjustedContentInset.
    let table = try node(
      "<UITableView: 0x1; frame = (0 0; 375 667); contentOffset: {0, -64}; contentSize: {375, 1200}; adjustedContentInset: {64, 0, 34, 0}>"
    )
    #expect(table["kind"] as? String == "tableView")
    #expect(numbers(table["frame"]) == [0, 0, 375, 667])
    #expect(numbers(table["bounds"]) == [0, -64, 375, 667])
    #expect(numbers(table["contentSize"]) == [375, 1200])
    // Without a printed contentInset, adjustedContentInset stands for it.
    #expect(numbers(table["contentInset"]) == [64, 0, 34, 0])
    #expect(table["x-adjustedContentInset"] == nil)
  }

  @Test func zeroOffsetIsStatedAsBounds() throws {
    // A printed offset of zero is where the scroll view was: written, so the loader keeps it
    // instead of moving the view to its rest position.
    let scroll = try node(
      "<UIScrollView: 0x1; frame = (0 0; 10 10); contentOffset: {0, 0}; contentSize: {10, 20}>")
    #expect(numbers(scroll["bounds"]) == [0, 0, 10, 10])
    #expect(numbers(scroll["contentSize"]) == [10, 20])
    // A plain view has no offset to keep: a zero bounds origin stays left out.
    let view = try node("<UIView: 0x1; frame = (5 5; 100 50); bounds = (0 0; 100 50)>")
    #expect(view["bounds"] == nil)
  }

  @Test func boundsOriginWithoutTransform() throws {
    let view = try node("<UIView: 0x1; frame = (5 5; 100 50); bounds = (10 -20; 100 50)>")
    #expect(numbers(view["frame"]) == [5, 5, 100, 50])
    #expect(numbers(view["bounds"]) == [10, -20, 100, 50])
  }

  @Test func scrollFieldsOfOtherKindsGoUnderExtensionKeys() throws {
    // A text view scrolls in UIKit but its kind does not take contentSize in a fixture.
    let textView = try node(
      "<UITextView: 0x1; frame = (0 0; 300 100); contentOffset: {0, 40}; contentSize: {300, 400}; adjustedContentInset: {0, 0, 0, 0}>"
    )
    #expect(textView["kind"] as? String == "textView")
    #expect(numbers(textView["bounds"]) == [0, 40, 300, 100])
    #expect(textView["contentSize"] == nil)
    #expect(textView["x-contentSize"] as? String == "{300, 400}")
    #expect(textView["x-adjustedContentInset"] as? String == "{0, 0, 0, 0}")
  }

  @Test func numbersAreWrittenPlainly() throws {
    let text = try parse("<UIView: 0x1; frame = (-0 0.5; 45.6667 1e-05)>").fixtureJSON(name: "n")
    #expect(text.contains(#""frame": [0, 0.5, 45.6667, 1e-5]"#))
  }

  @Test func textIsEscaped() throws {
    let text = try parse("<UILabel: 0x1; frame = (0 0; 1 1); text = 'a\\b\"c\td\nline'>").fixtureJSON(
      name: "q\"")
    #expect(text.contains(#""text": "a\\b\"c\td\nline""#))
    #expect(text.contains(#""name": "q\"""#))
  }

  @Test(arguments: [
    ("frame = (0 0; -1 10)", "frame"),
    ("frame = (0 0; 1 1); bounds = (0 0; 1 -1)", "bounds"),
    ("frame = (0 0; 1 1); contentSize: {-5, 10}", "contentSize"),
  ])
  func valuesAFixtureCannotHold(fields: String, key: String) throws {
    let dump = try parse("<UIWindow: 0x0; frame = (0 0; 10 10)>\n\n   | <UIView: 0x1; \(fields)>")
    let error = dumpError { () throws(DumpError) in _ = try dump.fixtureJSON(name: "n") }
    #expect(error?.reason == .outOfRange(key))
    #expect(error?.line == 3)
  }
}

@Suite struct TransformInversionTests {
  func node(_ entry: String) throws -> [String: Any] {
    let fixture = try fixtureObject(try parse("<UIWindow: 0x0; frame = (0 0; 375 667)>\n   | \(entry)"))
    return try controllerView(fixture)
  }

  @Test func quarterTurnOfA100By50View() throws {
    // 90°: a = 0, b = 1, c = -1, d = 0. The bounding box is 50 × 100:
    //   50 = |a|w + |c|h = h        → h = 50
    //  100 = |b|w + |d|h = w        → w = 100
    // Its center (10 + 25, 20 + 50) = (35, 70) is the position, since tx = ty = 0.
    let view = try node("<UIView: 0x1; frame = (10 20; 50 100); transform = [0, 1, -1, 0, 0, 0]>")
    #expect(view["frame"] == nil)
    #expect(numbers(view["center"]) == [35, 70])
    #expect(numbers(view["bounds"]) == [0, 0, 100, 50])
    #expect(numbers(view["transform"]) == [0, 1, -1, 0, 0, 0])
  }

  @Test func quarterTurnAsUIKitPrintsIt() throws {
    // cos 90° prints as 6.123e-17; the same 100 × 50 comes back once rounded to 1e-6.
    let view = try node(
      "<UIView: 0x1; frame = (10 20; 50 100); transform = [6.123233995736766e-17, 1, -1, 6.123233995736766e-17, 0, 0]>"
    )
    #expect(numbers(view["bounds"]) == [0, 0, 100, 50])
    #expect(numbers(view["center"]) == [35, 70])
  }

  @Test func scaleWithTranslation() throws {
    // a = 2, d = 0.5: 200 = 2w → w = 100; 25 = 0.5h → h = 50.
    // Box center (100, 12.5) minus (tx, ty) = (10, -4) gives the position (90, 16.5).
    let view = try node("<UIView: 0x1; frame = (0 0; 200 25); transform = [2, 0, 0, 0.5, 10, -4]>")
    #expect(numbers(view["center"]) == [90, 16.5])
    #expect(numbers(view["bounds"]) == [0, 0, 100, 50])
  }

  @Test func thirtyDegreeRotation() throws {
    // cos 30° = 0.866025, sin 30° = 0.5. A 100 × 40 view has the box
    //   W = 0.866025·100 + 0.5·40 = 106.6025,  H = 0.5·100 + 0.866025·40 = 84.641
    // and solving back: det = 0.866025² − 0.25 = 0.5,
    //   w = (106.6025·0.866025 − 84.641·0.5) / 0.5 = (92.3205 − 42.3205) / 0.5 = 100
    //   h = (84.641·0.866025 − 106.6025·0.5) / 0.5 = (73.3013 − 53.30125) / 0.5 = 40.
    let view = try node(
      "<UIView: 0x1; frame = (0 0; 106.6025 84.641); transform = [0.866025, 0.5, -0.5, 0.866025, 0, 0]>")
    let bounds = try #require(numbers(view["bounds"]))
    #expect(abs(bounds[2] - 100) < 1e-3)
    #expect(abs(bounds[3] - 40) < 1e-3)
  }

  @Test func printedBoundsAndCenterWin() throws {
    // 45° cannot be solved (|a||d| = |b||c|) but the printed bounds give the size directly.
    let view = try node(
      "<UIView: 0x1; frame = (0 0; 141.421 141.421); bounds = (0 0; 100 100); center = (70.7105 70.7105); transform = [0.707107, 0.707107, -0.707107, 0.707107, 0, 0]>"
    )
    #expect(numbers(view["bounds"]) == [0, 0, 100, 100])
    #expect(numbers(view["center"]) == [70.7105, 70.7105])
  }

  @Test func contentOffsetIsTheBoundsOriginOfATransformedView() throws {
    let view = try node(
      "<UIScrollView: 0x1; frame = (0 0; 50 100); transform = [0, 1, -1, 0, 0, 0]; contentOffset: {0, 30}>")
    #expect(numbers(view["bounds"]) == [0, 30, 100, 50])
  }

  @Test func identityTransformWritesAFrame() throws {
    let view = try node("<UIView: 0x1; frame = (1 2; 3 4); transform = [1, 0, 0, 1, 0, 0]>")
    #expect(numbers(view["frame"]) == [1, 2, 3, 4])
    #expect(view["transform"] == nil)
    #expect(view["center"] == nil)
  }

  @Test(arguments: [
    "[0.707107, 0.707107, -0.707107, 0.707107, 0, 0]",  // 45°: every w + h = const fits
    "[0, 0, 0, 0, 0, 0]",  // scale 0
    "[1, 0, 1, 0, 0, 0]",  // shear onto a line
  ])
  func unsolvableSizeWithoutBounds(transform: String) throws {
    let dump = try parse(
      "<UIWindow: 0x0; frame = (0 0; 375 667)>\n   | <UIView: 0x1; frame = (0 0; 141.421 141.421); transform = \(transform)>"
    )
    let error = dumpError { () throws(DumpError) in _ = try dump.fixtureJSON(name: "n") }
    #expect(error?.reason == .singularTransform)
    #expect(error?.line == 2)
    #expect(error?.message.hasSuffix("the dump needs 'bounds = (x y; w h)'") == true)
  }

  @Test(arguments: [
    // w = W / a = 1e9 / 1e-6 = 1e15, beyond ±1e9.
    ("frame = (0 0; 1e9 10); transform = [1e-6, 0, 0, 1, 0, 0]", "bounds"),
    // The box's center x is 1e9 + 0.5; minus tx = -1e9 it is 2e9 + 0.5.
    ("frame = (1e9 0; 1 1); transform = [1, 0, 0, 1, -1e9, 0]", "center"),
  ])
  func derivedNumbersBeyondTheLimit(fields: String, key: String) throws {
    let dump = try parse("<UIWindow: 0x0; frame = (0 0; 375 667)>\n   | <UIView: 0x1; \(fields)>")
    let error = dumpError { () throws(DumpError) in _ = try dump.fixtureJSON(name: "n") }
    #expect(error?.reason == .outOfRange(key))
    #expect(error?.line == 2)
  }

  @Test func boxThatNoSizeProduces() throws {
    // Scale 2 in x, 1 in y with a shear c = 1: W = 2w + h, H = h. A box of 10 × 30 needs
    // w = (10 − 30) / 2 < 0, which no view has.
    let dump = try parse(
      "<UIWindow: 0x0; frame = (0 0; 375 667)>\n   | <UIView: 0x1; frame = (0 0; 10 30); transform = [2, 0, 1, 1, 0, 0]>"
    )
    let error = dumpError { () throws(DumpError) in _ = try dump.fixtureJSON(name: "n") }
    #expect(error?.reason == .singularTransform)
    #expect(error?.line == 2)
  }
}
