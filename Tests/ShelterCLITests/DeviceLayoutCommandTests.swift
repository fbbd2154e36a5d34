import Foundation
import ShelterCLI
import ShelterJSON
import ShelterKeyboard
import ShelterSimulation
import ShelterTestSupport
import ShelterValues
import Testing

/// `--device NAME[:ORIENTATION]` on check, simulate and render: the fixture is laid out for the
/// screen (autoresizing masks included) before its steps play.
@Suite("Device layout on the command line")
struct DeviceLayoutCommandTests {
  /// A 320 × 480 screen with a W+TM tab bar at (0 431; 320 49), written to a temporary file.
  static func tabsFile() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tabs-\(UUID().uuidString).json")
    try Data(
      #"""
      {"name": "tabs", "screen": {"size": [320, 480]}, "window": {"controller": {"id": "c",
        "view": {"id": "root", "frame": [0, 0, 320, 480], "subviews": [
          {"id": "bar", "frame": [0, 431, 320, 49], "autoresize": "W+TM"}]}}}}
      """#.utf8
    ).write(to: url)
    return url.path
  }

  static func barFrame(_ arguments: [String]) throws -> [Double]? {
    let run = ToolRun(arguments)
    #expect(run.status == 0, "\(run.errors)")
    let report = try JSONDocument(parsing: run.output).root
    return report["steps"]?[0]?["frames"]?["bar"]?.elements.compactMap(\.numberValue)
  }

  @Test func simulateLaysTheFixtureOutForTheDevice() throws {
    let path = try Self.tabsFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try Self.barFrame(["simulate", path, "--json"]) == [0, 431, 320, 49])
    // 430 × 932: the width takes +110, the top margin +452.
    #expect(
      try Self.barFrame(["simulate", path, "--json", "--device", "iphone-15-pro-max"]) == [0, 883, 430, 49])
    #expect(
      try Self.barFrame(["simulate", path, "--json", "--device", "iphone-15-pro-max:portrait"]) == [
        0, 883, 430, 49,
      ])
    // 932 × 430: +612 wide, −50 tall.
    #expect(
      try Self.barFrame(["simulate", path, "--json", "--device", "iphone-15-pro-max:landscape"]) == [
        0, 381, 932, 49,
      ])
  }

  @Test func renderDrawsTheDeviceScreen() throws {
    let path = try Self.tabsFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = ToolRun(["render", path, "--device", "iphone-15-pro-max:landscape"])
    #expect(run.status == 0, "\(run.errors)")
    // The turned screen is 932 wide; the fixture's own is 320 and draws nothing that wide.
    let plain = ToolRun(["render", path])
    #expect(run.output.contains("932") && !plain.output.contains("932"))
  }

  @Test func checkRunsEveryDeviceBothWaysForAll() throws {
    let path = try Self.tabsFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = ToolRun(["check", path, "--device", "iphone-15:landscape", "--device", "iphone-15:landscape"])
    #expect(run.status == 0, "\(run.errors)")
    // The own screen, then the turned iPhone 15 once.
    #expect(run.output.hasSuffix("no violations in 2 runs\n"))
    #expect(run.output.contains(" @ iphone-15:landscape "))
    let all = ToolRun(["check", path, "--device", "all", "--jobs", "2"])
    #expect(all.status == 0, "\(all.errors)")
    let screens = 2 * DeviceProfile.all.count
    #expect(all.output.hasSuffix("no violations in \(1 + screens) runs\n"))
  }

  @Test(arguments: [
    (
      ["check", "Fixtures/", "--device", "iphone-15:sideways"],
      "unknown orientation 'sideways' in 'iphone-15:sideways', expected portrait or landscape"
    ),
    (["simulate", "Fixtures/login.json", "--device", "nokia"], "unknown device 'nokia'"),
    (["simulate", "Fixtures/login.json", "--device", "all"], "--device all is only for check"),
    (["render", "Fixtures/login.json", "--device", "iphone-51"], "did you mean 'iphone-15'?"),
  ])
  func badDevicesAreRefused(arguments: [String], message: String) {
    var arguments = arguments
    arguments[1] = PackageFiles.root.appendingPathComponent(arguments[1]).path
    let run = ToolRun(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains(message), "\(run.errors)")
  }
}
