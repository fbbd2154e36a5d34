import Foundation
import ShelterCLI
import ShelterDump
import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterTestSupport
import ShelterValues
import Testing

/// `Fixture.imported(dump:)`, the library's import, and `shelter import` read every dump of the
/// importer's corpus into the same fixture with the same warnings.
@Suite("Library import matches shelter import")
struct LibraryImportTests {
  static let folder = PackageFiles.root.appendingPathComponent("Tests/ShelterDumpTests/Dumps")

  static let dumps: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") || $0.hasSuffix(".json") }.sorted()
  }()

  /// A fixture as `shelter import` writes it: its JSON text ending in one newline.
  static func printed(_ fixture: Fixture) -> String {
    let json = fixture.jsonText()
    return json.hasSuffix("\n") ? json : json + "\n"
  }

  @Test func theCorpusIsThere() {
    #expect(Self.dumps.count == 55)
  }

  @Test(arguments: dumps)
  func sameFixtureAndWarnings(file: String) throws {
    let path = Self.folder.appendingPathComponent(file).path
    let name = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let run = ToolRun(["import", path])
    let imported: DumpImport
    do {
      imported = try Fixture.imported(dump: bytes, name: name)
    } catch {
      #expect(run.status == 2)
      #expect(run.errors == "shelter import: \(path):\(error.line): \(error.message)\n")
      return
    }
    #expect(run.status == 0)
    #expect(run.output == Self.printed(imported.fixture))
    let printed = imported.warnings.map { "shelter import: \(path):\($0.line): warning: \($0.message)\n" }
    #expect(run.errors == printed.joined())
    // The text form reads the same as the bytes.
    let text = try #require(String(bytes: bytes, encoding: .utf8))
    #expect(try Fixture.imported(dump: text, name: name) == imported)
    #expect(try Fixture(dump: text, name: name) == imported.fixture)
  }

  @Test func aDeviceSizesTheWindowAsTheCommandLineDoes() throws {
    let path = Self.folder.appendingPathComponent("chisel-pviews.txt").path
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let device = try #require(DeviceProfile.named("iphone-15"))
    let imported = try Fixture.imported(dump: bytes, name: "chisel-pviews", device: device)
    let run = ToolRun(["import", path, "--device", "iphone-15"])
    #expect(run.output == Self.printed(imported.fixture))
    #expect(imported.fixture.device == "iphone-15")
    #expect(imported.fixture.windowFrame == Rect(x: 0, y: 0, width: 393, height: 852))
  }
}
