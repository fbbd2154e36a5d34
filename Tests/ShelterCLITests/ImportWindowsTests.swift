import Foundation
import ShelterCLI
import ShelterJSON
import Testing

@Suite("shelter import: windows and --device")
struct ImportWindowsTests {
  /// A controller's view printed 20 pt down, as on an iOS 6 screen under the status bar.
  static let plainView = """
    <UIView: 0x7b00; frame = (0 20; 320 460); layer = <CALayer: 0x7b01>>
       | <UILabel: 0x7b02; frame = (20 30; 280 21); text = 'Hi'; layer = <CALayer: 0x7b03>>

    """

  static func numbers(_ node: JSONNode?) -> [Double] {
    guard let node else { return [] }
    return node.elements.compactMap(\.numberValue)
  }

  @Test func deviceSizesTheWindowOfAPlainView() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dump = try folder.write("view.txt", Self.plainView)
    let run = ToolRun(["import", dump, "--device", "iphone-15"])
    #expect(run.status == 0)
    #expect(
      run.errors
        == "shelter import: \(dump):1: warning: <UIView: 0x7b00> is not a window; it keeps its frame "
        + "(0 20; 320 460) inside a window of 393 × 852 made to hold it (the device's screen)\n")
    let json = try JSONDocument(parsing: run.output).root
    // iPhone 15: 393 × 852 points, scale 3, safe area 59 top and 34 bottom in portrait.
    #expect(json["screen"]?["device"]?.stringValue == "iphone-15")
    #expect(Self.numbers(json["screen"]?["size"]) == [393, 852])
    #expect(Self.numbers(json["screen"]?["safeArea"]) == [59, 0, 34, 0])
    #expect(Self.numbers(json["window"]?["frame"]) == [0, 0, 393, 852])
    #expect(Self.numbers(json["window"]?["controller"]?["view"]?["frame"]) == [0, 20, 320, 460])
  }

  /// `--safe-area` must fit the screen the import makes: a 47 + 34 pt iPhone inset on a
  /// 25 × 24 button is refused at the first entry's line with nothing written; on the iPhone 15's
  /// 393 × 852 screen (`--device`) the same insets fit.
  @Test func aSafeAreaThatDoesNotFitTheScreenIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dump = try folder.write("button.txt", "<UIButton: 0x1; frame = (0 0; 25 24)>\n")
    let run = ToolRun(["import", dump, "--safe-area", "47,0,34,0"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.contains(
        "\(dump):1: the safe area [47, 0, 34, 0] must lie within ±1e9, not be negative and fit the 25 × 24 screen"
      ))
    let onDevice = ToolRun(["import", dump, "--safe-area", "47,0,34,0", "--device", "iphone-15"])
    #expect(onDevice.status == 0)
    let json = try JSONDocument(parsing: onDevice.output).root
    #expect(Self.numbers(json["screen"]?["safeArea"]) == [47, 0, 34, 0])
  }

  @Test func anUnknownDeviceIsAUsageError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dump = try folder.write("view.txt", Self.plainView)
    let run = ToolRun(["import", dump, "--device", "iphone-51"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("unknown device 'iphone-51'"))
  }

  /// `describe` prints every window of a fixture, back to front, each as UIKit would print its own
  /// tree (addresses from 0x10000 in each walk), and `import` reads the text back with both windows
  /// and every view where it was.
  @Test func describeThenImportKeepsEveryWindow() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let fixture = try folder.write(
      "two.json",
      """
      {"screen": {"size": [320, 480]}, "windows": [
       {"frame": [0, 0, 320, 480], "controller": {"id": "main", "view": {"id": "root", "frame": [0, 0, 320, 480],
         "subviews": [{"id": "name", "kind": "textField", "frame": [10, 100, 300, 31]}]}}},
       {"frame": [0, 0, 320, 480], "controller": {"id": "alertController", "view": {"id": "alert",
         "frame": [40, 200, 240, 80], "subviews": [{"id": "ok", "frame": [10, 10, 220, 21]}]}}}]}
      """)
    let described = ToolRun(["describe", fixture, "--step", "0"])
    #expect(described.status == 0)
    #expect(
      described.output == """
        <UIWindow: 0x10000; frame = (0 0; 320 480)>
           | <UIView: 0x10010; frame = (0 0; 320 480); identifier = 'root'>
           |    | <UITextField: 0x10020; frame = (10 100; 300 31); text = ''; identifier = 'name'>
        <UIWindow: 0x10000; frame = (0 0; 320 480)>
           | <UIView: 0x10010; frame = (40 200; 240 80); identifier = 'alert'>
           |    | <UIView: 0x10020; frame = (10 10; 220 21); identifier = 'ok'>

        """)
    let dump = try folder.write("two.txt", described.output)
    let imported = ToolRun(["import", dump])
    #expect(imported.status == 0 && imported.errors.isEmpty)
    let json = try JSONDocument(parsing: imported.output).root
    let windows: [JSONNode] = json["windows"].map { Array($0.elements) } ?? []
    #expect(windows.count == 2)
    let roots: [JSONNode?] = windows.map { $0["controller"]?["view"] }
    #expect(roots.map { $0?["id"]?.stringValue } == ["root", "alert"])
    #expect(roots.map { Self.numbers($0?["frame"]) } == [[0, 0, 320, 480], [40, 200, 240, 80]])
    #expect(roots.map { $0?["subviews"]?[0]?["id"]?.stringValue } == ["name", "ok"])
    #expect(Self.numbers(roots[1]?["subviews"]?[0]?["frame"]) == [10, 10, 220, 21])
  }

  @Test func twoTopLevelWindowsBecomeTwoWindowsThatSimulate() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dump = try folder.write(
      "windows.txt",
      """
      <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
         | <UIView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>>
         |    | <UITextField: 0x5; frame = (10 100; 300 31); layer = <CALayer: 0x6>>
      <UITextEffectsWindow: 0x7; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x8>>
         | <UIView: 0x9; frame = (40 200; 240 80); layer = <CALayer: 0xa>>

      """)
    let fixture = folder.path("windows.json")
    let run = ToolRun(["import", dump, "-o", fixture])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let json = try JSONDocument(parsing: String(contentsOfFile: fixture, encoding: .utf8)).root
    #expect(json["window"] == nil)
    #expect(json["windows"]?.count == 2)
    #expect(json["windows"]?[1]?["x-class"]?.stringValue == "UITextEffectsWindow")
    // The report's frames hold the views of both windows, each in its own window's space.
    let simulate = ToolRun(["simulate", fixture, "--json"])
    #expect(simulate.status == 0)
    let report = try JSONDocument(parsing: simulate.output).root
    let frames = try #require(report["steps"]?[0]?["frames"])
    #expect(Self.numbers(frames["uiTextField1"]) == [10, 100, 300, 31])
    #expect(Self.numbers(frames["uiView2"]) == [40, 200, 240, 80])
  }

  @Test func controllersJoinTheViewsTheyName() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dump = try folder.write(
      "screen.txt",
      """
      <UIWindow: 0x10; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x11>>
         | <UIView: 0x12; frame = (0 0; 320 480); layer = <CALayer: 0x13>>

      """)
    let hierarchy = try folder.write(
      "controllers.txt",
      """
      <App.LoginViewController 0x20>, state: appeared, view: <UIView 0x12>
         | <App.Gone 0x21>, state: appeared, view: <UIView 0x99>

      """)
    let run = ToolRun(["import", dump, "--controllers", hierarchy])
    #expect(run.status == 0)
    #expect(
      run.errors
        == "shelter import: \(hierarchy):2: warning: the view 0x99 of <App.Gone 0x21> is not in the dump; not attached\n"
    )
    let json = try JSONDocument(parsing: run.output).root
    let controller = json["window"]?["controller"]
    #expect(controller?["id"]?.stringValue == "loginViewController")
    #expect(controller?["x-address"]?.stringValue == "0x20")
    #expect(controller?["x-children"]?.stringValue == "App.Gone:0x21")
    let strict = ToolRun(["import", dump, "--controllers", hierarchy, "--strict"])
    #expect(strict.status == 2)
    #expect(strict.output.isEmpty)
    #expect(strict.errors.contains("\(hierarchy):2: the view 0x99 of <App.Gone 0x21> is not in the dump"))
  }
}
