import Foundation
import ShelterCLI
import ShelterTestSupport

/// Runs `shelter` in-process and captures its status and both streams.
struct ToolRun {
  var status: Int32
  var output: String
  var errors: String

  /// Runs `arguments`; `input` is what `-` reads.
  init(_ arguments: [String], input: [UInt8] = []) {
    final class Sink: @unchecked Sendable { var text = "" }
    let out = Sink()
    let err = Sink()
    let tool = CommandLineTool(output: { out.text += $0 }, errors: { err.text += $0 }, input: { input })
    status = tool.run(arguments)
    output = out.text
    errors = err.text
  }

  /// A gallery fixture's path.
  static func fixture(_ name: String) -> String {
    FixtureGalleryFiles.directory.appendingPathComponent("\(name).json").path
  }

  /// The gallery folder's path with a trailing slash, or a file in it.
  static func fixtures(_ name: String = "") -> String {
    FixtureGalleryFiles.directory.path + "/" + name
  }
}

/// A fresh temporary folder, removed by `remove()`.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("shelter-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `text` to a file in the folder and returns its path.
  func write(_ name: String, _ text: String) throws -> String {
    try write(name, Array(text.utf8))
  }

  /// Writes `bytes` to a file in the folder (creating folders on the way) and returns its path.
  func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
    return file.path
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
