import ShelterCLI
import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import ShelterTestSupport
import ShelterViews
import Testing

/// A 390×844 notched phone (safe 47 top, 34 bottom) whose root view holds one full-screen scroll
/// view with a label at the content's top, and `controller` / `scroll` members spliced in.
private func notchedFixture(controller: String = "", scroll: String = "", steps: String = "[]") -> String {
  """
  {
    "format": "shelter-fixture/1", "name": "notch",
    "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0] },
    "window": { "frame": [0, 0, 390, 844], "controller": { "id": "c"\(controller), "view": {
      "id": "root", "kind": "view", "frame": [0, 0, 390, 844], "subviews": [
        { "id": "list", "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000]\(scroll),
          "subviews": [ { "id": "title", "kind": "label", "frame": [20, 0, 350, 40] } ] }
      ] } } },
    "steps": \(steps)
  }
  """
}

private func loadError(_ text: String) -> FixtureError? {
  do {
    _ = try Fixture(json: text)
    return nil
  } catch {
    return error
  }
}

@Suite("Scroll views and the keyboard layout guide in fixtures")
struct ScrollInsetFixtureTests {
  @Test func fieldsDecodeAndRoundTrip() throws {
    let fixture = try Fixture(
      json: notchedFixture(
        controller:
          #", "keyboardLayoutGuide": {"usesBottomSafeArea": false, "followsUndockedKeyboard": true}"#,
        scroll:
          #", "contentInsetAdjustmentBehavior": "never", "alwaysBounceVertical": true, "alwaysBounceHorizontal": true"#
      ))
    let list = try #require(fixture.nodes.first { $0.id == "list" })
    #expect(list.contentInsetAdjustmentBehavior == .never)
    #expect(list.alwaysBounceVertical && list.alwaysBounceHorizontal)
    let controller = try #require(fixture.nodes.first { $0.id == "c" })
    #expect(
      controller.keyboardLayoutGuide
        == KeyboardLayoutGuideSettings(usesBottomSafeArea: false, followsUndockedKeyboard: true))
    #expect(try Fixture(json: fixture.jsonText()) == fixture)
    let scene = try Scene(fixture: fixture)
    let scroll = try #require(scene.viewsByID["list"] as? ScrollView)
    #expect(scroll.contentInsetAdjustmentBehavior == .never && scroll.alwaysBounceVertical)
    #expect(scene.viewsByID["root"]?.keyboardLayoutGuide.usesBottomSafeArea == false)
    #expect(scene.viewsByID["root"]?.keyboardLayoutGuide.followsUndockedKeyboard == true)
  }

  @Test func defaultsAreLeftOutWhenWritten() throws {
    let fixture = try Fixture(json: notchedFixture(controller: #", "keyboardLayoutGuide": {}"#))
    let text = fixture.jsonText()
    #expect(!text.contains("contentInsetAdjustmentBehavior"))
    #expect(!text.contains("alwaysBounce"))
    #expect(try Fixture(json: text) == fixture)
  }

  @Test func anUnknownBehaviourNamesItsPath() {
    let error = loadError(notchedFixture(scroll: #", "contentInsetAdjustmentBehavior": "sometimes""#))
    #expect(error?.path == "window.controller.view.subviews[0].contentInsetAdjustmentBehavior")
    #expect(error?.message.hasPrefix("unknown content inset adjustment behavior 'sometimes'") == true)
    let near = loadError(notchedFixture(scroll: #", "contentInsetAdjustmentBehavior": "alway""#))
    #expect(near?.message.contains("did you mean 'always'") == true)
    let wrongType = loadError(notchedFixture(scroll: #", "alwaysBounceVertical": "yes""#))
    #expect(wrongType?.path == "window.controller.view.subviews[0].alwaysBounceVertical")
  }

  @Test func aBadGuideNamesItsPath() {
    let unknown = loadError(notchedFixture(controller: #", "keyboardLayoutGuide": {"usesSafeArea": true}"#))
    #expect(unknown?.path == "window.controller.keyboardLayoutGuide.usesSafeArea")
    #expect(unknown?.message == "unknown field 'usesSafeArea' in keyboard layout guide")
    let wrong = loadError(
      notchedFixture(controller: #", "keyboardLayoutGuide": {"followsUndockedKeyboard": 1}"#))
    #expect(wrong?.path == "window.controller.keyboardLayoutGuide.followsUndockedKeyboard")
    let notObject = loadError(notchedFixture(controller: #", "keyboardLayoutGuide": true"#))
    #expect(notObject?.path == "window.controller.keyboardLayoutGuide")
  }

  @Test func theReportListsInsetsOffsetsAndGuides() throws {
    let fixture = try Fixture(
      json: notchedFixture(steps: #"[ { "keyboard": "show", "height": 336 }, { "keyboard": "hide" } ]"#))
    let snapshots = try Simulation(fixture: fixture).run()
    let load = snapshots[0]
    // Content 2000 > 844: adjusted 47/34, and the offset not given starts at −47, so the title at
    // content y 0 shows at window y 47, just below the notch.
    #expect(load.insets.scrollViews.map(\.id) == ["list"])
    #expect(load.insets.scrollViews[0].state.contentOffset == Point(x: 0, y: -47))
    #expect(load.insets.scrollViews[0].state.contentInset == .zero)
    #expect(load.insets.scrollViews[0].state.adjustedContentInset == EdgeInsets(top: 47, bottom: 34))
    #expect(load.frames.first { $0.id == "title" }?.frame == Rect(x: 20, y: 47, width: 350, height: 40))
    // The title spans 47…87 in window space: the notch ends at 47, so none of it is unsafe.
    #expect(load.insets.safeAreas.map(\.id) == ["root", "list", "title"])
    #expect(
      load.insets.safeAreas.map(\.insets) == [
        EdgeInsets(top: 47, bottom: 34), EdgeInsets(top: 47, bottom: 34), .zero,
      ])
    // Hidden keyboard: the band 844 − 34 = 810 … 844.
    #expect(load.insets.keyboardLayoutGuides.map(\.id) == ["root"])
    #expect(load.insets.keyboardLayoutGuides[0].frame == Rect(x: 0, y: 810, width: 390, height: 34))
    // Shown: the docked keyboard 508…844 is the guide.
    #expect(snapshots[1].insets.keyboardLayoutGuides[0].frame == Rect(x: 0, y: 508, width: 390, height: 336))
    #expect(snapshots[2].insets.keyboardLayoutGuides[0].frame == Rect(x: 0, y: 810, width: 390, height: 34))

    let json = Report.json(fixture: "notch", snapshots: [load], pretty: false)
    #expect(
      json.contains(
        #""safeArea":{"root":[47,0,34,0],"list":[47,0,34,0],"title":[0,0,0,0]},"contentOffset":{"list":[0,-47]},"contentInset":{"list":[0,0,0,0]},"adjustedContentInset":{"list":[47,0,34,0]},"keyboardLayoutGuide":{"root":[0,810,390,34]}"#
      ))
  }

  @Test func aGuideWithoutTheSafeAreaIsAZeroBandAtTheBottom() throws {
    let fixture = try Fixture(
      json: notchedFixture(controller: #", "keyboardLayoutGuide": {"usesBottomSafeArea": false}"#))
    let load = try Simulation(fixture: fixture).run()[0]
    #expect(load.insets.keyboardLayoutGuides[0].frame == Rect(x: 0, y: 844, width: 390, height: 0))
  }

  @Test func neverKeepsTheOffsetAtZero() throws {
    let fixture = try Fixture(json: notchedFixture(scroll: #", "contentInsetAdjustmentBehavior": "never""#))
    let load = try Simulation(fixture: fixture).run()[0]
    #expect(load.insets.scrollViews[0].state.contentOffset == .zero)
    #expect(load.insets.scrollViews[0].state.adjustedContentInset == .zero)
    #expect(load.frames.first { $0.id == "title" }?.frame == Rect(x: 20, y: 0, width: 350, height: 40))
  }
}
