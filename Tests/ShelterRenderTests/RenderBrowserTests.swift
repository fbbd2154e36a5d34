import Foundation
import ShelterFixtures
import ShelterRender
import Testing

/// Opens a rendered document in headless Chromium: the browser must parse it and draw it at the
/// canvas size. Skipped when no browser is installed.
@Suite("SVG in a browser", .enabled(if: Browser.path != nil, "no chromium or google-chrome binary on PATH"))
struct RenderBrowserTests {
  @Test func chromiumParsesAndDrawsTheLoginScreen() throws {
    let browser = try #require(Browser.path)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shelter-render-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svgFile = folder.appendingPathComponent("login.svg")
    try renderSVG(fixture: RenderFixtures.gallery("login"), step: 1).write(
      to: svgFile, atomically: true, encoding: .utf8)
    let common = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
      "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
    ]

    // The DOM as the browser parsed it: an XML error would show as a parsererror element.
    let dom = try Browser.run(browser, common + ["--dump-dom", svgFile.absoluteString])
    #expect(!dom.contains("parsererror"))
    #expect(dom.contains(#"data-id="password""#))

    // A screenshot at the canvas size (670 × 980, see the document tests) and scale 1.
    let png = folder.appendingPathComponent("login.png")
    _ = try Browser.run(
      browser,
      common + [
        "--force-device-scale-factor=1", "--window-size=670,980", "--screenshot=\(png.path)",
        svgFile.absoluteString,
      ])
    let bytes = [UInt8](try Data(contentsOf: png))
    try #require(bytes.count > 33, "no screenshot written")
    #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    // IHDR: width and height as big-endian 32-bit numbers at offsets 16 and 20.
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(word(16) == 670)
    #expect(word(20) == 980)
  }
}

/// Finding and running a Chromium-family browser.
enum Browser {
  /// The first of chromium, chromium-browser, google-chrome on `PATH`.
  static let path: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(
      String.init)
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for directory in directories {
        let candidate = directory + "/" + name
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()

  /// Runs the browser and returns its standard output; standard error is discarded.
  static func run(_ path: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
