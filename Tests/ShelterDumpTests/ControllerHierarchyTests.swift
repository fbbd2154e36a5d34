import ShelterFixtures
import Testing

@testable import ShelterDump

/// A navigation controller with a list pushed over a settings screen, in the window as
/// `recursiveDescription` prints it, and its controllers as `_printHierarchy` prints them (the line
/// shape of iOS 13 on: `<Class 0x…>, state: …, view: <Class 0x…>`, `|` for children).
private let windowDump = """
  <UIWindow: 0x7f9c1c00a000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x1>>
     | <UILayoutContainerView: 0x7f9c1d40b2e0; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
     |    | <UINavigationTransitionView: 0x7f9c1d40c000; frame = (0 0; 390 844); layer = <CALayer: 0x3>>
     |    |    | <UIView: 0x7f9c1d60d5c0; frame = (0 0; 390 844); layer = <CALayer: 0x4>>
     |    |    |    | <UITableView: 0x7f9c1e000800; frame = (0 91; 390 753); layer = <CALayer: 0x5>>
  """

private let hierarchyText = """
  (lldb) expr -l objc -O -- [[[[UIApplication sharedApplication] keyWindow] rootViewController] _printHierarchy]
  <UINavigationController 0x7f9c1e80a000>, state: appeared, view: <UILayoutContainerView 0x7f9c1d40b2e0>
     | <App.SettingsViewController 0x7f9c1d50b000>, state: disappeared, view: (view not loaded)
     | <App.ListViewController 0x7f9c1d50c010>, state: appeared, view: <UIView 0x7f9c1d60d5c0>
     + <App.SheetViewController 0x7f9c1d70e0f0>, state: appeared, view: <UIView 0x7f9c1d80f9a0>, presented with: <_UIPageSheetPresentationController 0x7f9c1d90a000>
  """

@Suite("Controllers from _printHierarchy")
struct ControllerHierarchyTests {
  @Test func linesBecomeEntriesWithDepthsAndViews() throws {
    let hierarchy = try ControllerHierarchy(utf8: Array(hierarchyText.utf8))
    #expect(hierarchy.warnings.isEmpty)
    #expect(
      hierarchy.entries.map(\.className) == [
        "UINavigationController", "App.SettingsViewController", "App.ListViewController",
        "App.SheetViewController",
      ])
    #expect(hierarchy.entries.map(\.depth) == [0, 1, 1, 1])
    #expect(hierarchy.entries.map(\.isPresented) == [false, false, false, true])
    #expect(
      hierarchy.entries.map(\.viewAddress) == ["0x7f9c1d40b2e0", nil, "0x7f9c1d60d5c0", "0x7f9c1d80f9a0"])
    #expect(hierarchy.entries.map(\.line) == [2, 3, 4, 5])
  }

  @Test func controllersJoinTheirViewsAndNestAsTheViewsNest() throws {
    var dump = try Dump(parsing: windowDump)
    let warnings = dump.attachControllers(try ControllerHierarchy(utf8: Array(hierarchyText.utf8)))
    #expect(
      warnings.map(\.description) == [
        "line 3: <App.SettingsViewController 0x7f9c1d50b000> has no view loaded; not attached",
        "line 5: the view 0x7f9c1d80f9a0 of <App.SheetViewController 0x7f9c1d70e0f0> is not in the dump; not attached",
      ])
    #expect(warnings.map(\.kind) == [.unmatchedController, .unmatchedController])
    let fixture = try dump.fixture(name: "nav")
    // The navigation controller holds the window's root view; the list controller is its child,
    // holding the UIView three levels down.
    #expect(
      fixture.nodes.map(\.id) == [
        "uiNavigationController", "uiLayoutContainerView1", "uiNavigationTransitionView1",
        "listViewController",
        "uiView1", "uiTableView1",
      ])
    #expect(fixture.nodes.map(\.parent) == [nil, 0, 1, 2, 3, 4])
    #expect(fixture.nodes[0].role == .controller)
    #expect(fixture.nodes[3].role == .controller)
    #expect(fixture.nodes[0].annotations["class"] == "UINavigationController")
    #expect(
      fixture.nodes[0].annotations["children"]
        == "App.SettingsViewController:0x7f9c1d50b000 App.ListViewController:0x7f9c1d50c010")
    #expect(fixture.nodes[3].annotations["address"] == "0x7f9c1d50c010")
    try fixture.validate()
  }

  @Test func addressesMatchWhateverTheirCaseAndLeadingZeros() throws {
    var dump = try Dump(parsing: "<UIView: 0x00007F9C1D60D5C0; frame = (0 0; 10 10)>")
    let hierarchy = try ControllerHierarchy(
      utf8: Array("<App.ViewController 0x7f9c1d50c010>, state: appeared, view: <UIView 0x7f9c1d60d5c0>".utf8))
    #expect(dump.attachControllers(hierarchy).isEmpty)
    #expect(dump.nodes[0].controller?.className == "App.ViewController")
  }

  @Test func badLinesAreWarningsAndNoEntryIsAnError() throws {
    let hierarchy = try ControllerHierarchy(
      utf8: Array("<A 0x1>, state: appeared, view: <UIView 0x2>\n   | garbage here\n".utf8))
    #expect(
      hierarchy.warnings.map(\.description) == ["line 2: '| garbage here' is not a controller entry; skipped"]
    )
    #expect {
      try ControllerHierarchy(utf8: Array("(lldb) po 1\n".utf8))
    } throws: { error in
      (error as? DumpError)?.reason == .noEntries && (error as? DumpError)?.line == 1
    }
    #expect {
      try ControllerHierarchy(utf8: [0x3C, 0xFF])
    } throws: { error in
      (error as? DumpError)?.reason == .invalidUTF8
    }
  }
}
