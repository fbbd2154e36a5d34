import Foundation
import ShelterTestSupport
import Testing

/// Keeps unsafe code inside the files docs/architecture.md lists, so that the list, and the
/// invariant written next to each file, cannot silently fall behind the sources.
@Suite struct UnsafeCodeFenceTests {
  /// The constructs that bypass Swift's memory, exclusivity or isolation checks.
  static let constructs = [
    "Unmanaged", "_withUnsafeGuaranteedRef", "unsafeBitCast", "UnsafePointer", "UnsafeMutablePointer",
    "UnsafeRawPointer", "UnsafeMutableRawPointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
    "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer", "withUnsafe", "@exclusivity(unchecked)",
    "nonisolated(unsafe)", "@unchecked Sendable",
  ]

  /// The package's root.
  static let root = PackageFiles.root

  /// The paths in the first column of the table under `## Unsafe code` in docs/architecture.md.
  static func listedFiles() throws -> Set<String> {
    let doc = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    var files: Set<String> = []
    var inSection = false
    for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { inSection = line == "## Unsafe code" }
      guard inSection, line.hasPrefix("| `") else { continue }
      let cell = line.dropFirst(3)
      guard let close = cell.firstIndex(of: "`") else { continue }
      files.insert(String(cell[..<close]))
    }
    return files
  }

  /// Every Swift file under `Sources/` with a construct outside a comment, relative to the root.
  static func filesWithConstructs() throws -> Set<String> {
    let sources = root.appendingPathComponent("Sources")
    guard let walk = FileManager.default.enumerator(atPath: sources.path) else { return [] }
    var found: Set<String> = []
    for case let relative as String in walk where relative.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
      let uses = text.split(separator: "\n").contains { line in
        let code = line.drop { $0 == " " || $0 == "\t" }
        return !code.hasPrefix("//") && constructs.contains { code.contains($0) }
      }
      if uses { found.insert("Sources/" + relative) }
    }
    return found
  }

  @Test func everyFileWithUnsafeCodeIsListed() throws {
    let listed = try Self.listedFiles()
    let unlisted = try Self.filesWithConstructs().subtracting(listed).sorted()
    #expect(unlisted.isEmpty, "unsafe code outside docs/architecture.md's list: \(unlisted)")
  }

  @Test func everyListedFileExists() throws {
    let listed = try Self.listedFiles()
    #expect(!listed.isEmpty, "docs/architecture.md has no '## Unsafe code' table")
    let missing = listed.filter {
      !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path)
    }
    #expect(missing.isEmpty, "listed in docs/architecture.md but missing: \(missing.sorted())")
  }
}
