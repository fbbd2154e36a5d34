import Foundation
import ShelterCLI
import ShelterJSON
import Testing

/// `shelter simulate --json` on a fixture with a page sheet, on several devices: the report's
/// frames and safe areas follow the sheet rules of docs/layout.md, worked out by hand.
@Suite("Sheets on the command line")
struct SheetCommandTests {
  /// An iPhone 14 home screen presenting a page sheet drawn at (0 57; 390 787) with a W+TM field,
  /// turned to landscape by its one step.
  static func sheetFile() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID().uuidString).json")
    try Data(
      #"""
      {"name": "sheet", "screen": {"device": "iphone-14"}, "window": {"controller": {"id": "home",
        "view": {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
          {"controller": {"id": "sheet", "modalPresentationStyle": "pageSheet",
            "view": {"id": "card", "frame": [0, 57, 390, 787], "subviews": [
              {"id": "field", "kind": "textField", "frame": [20, 700, 350, 44], "autoresize": "W+TM"}]}}}]}}},
       "steps": [{"orientation": "landscape"}]}
      """#.utf8
    ).write(to: url)
    return url.path
  }

  /// The `member` of `id` at each step of `simulate --json` with `arguments` added.
  static func values(_ member: String, _ id: String, _ arguments: [String]) throws -> [[Double]] {
    let path = try sheetFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = ToolRun(["simulate", path, "--json"] + arguments)
    #expect(run.status == 0, "\(run.errors)")
    guard let steps = try JSONDocument(parsing: run.output).root["steps"]?.elements else { return [] }
    return steps.map { step in step[member]?[id]?.elements.compactMap(\.numberValue) ?? [] }
  }

  @Test func theCardFollowsTheDevice() throws {
    // iPhone 14: 47 + 10 = 57, 844 − 57 = 787; turned (compact tall) the whole 844 × 390.
    #expect(try Self.values("frames", "card", []) == [[0, 57, 390, 787], [0, 0, 844, 390]])
    // Safe area of the card: below the notch, over the home indicator; turned, the window's.
    #expect(try Self.values("safeArea", "card", []) == [[0, 0, 34, 0], [0, 47, 21, 47]])
    // iPhone SE: 40 under its status bar, 667 − 40 = 627, so the card changes by −15 and −160;
    // the field (W+TM) is 350 − 15 = 335 wide at 700 − 160 = 540 in the card, 580 in the window.
    #expect(try Self.values("frames", "card", ["--device", "iphone-se-3"])[0] == [0, 40, 375, 627])
    #expect(try Self.values("frames", "field", ["--device", "iphone-se-3"])[0] == [20, 580, 335, 44])
    // iPad Pro 12.9" turned: a page sheet 672 wide, (1366 − 672) / 2 = 347, the full 1024 tall;
    // it spans the 24 / 20 bands.
    #expect(
      try Self.values("frames", "card", ["--device", "ipad-pro-12-9:landscape"])[0] == [347, 0, 672, 1024])
    #expect(
      try Self.values("safeArea", "card", ["--device", "ipad-pro-12-9:landscape"])[0] == [24, 0, 20, 0])
  }
}
