import Foundation
import ShelterCLI
import ShelterJSON
import Testing

@Suite("shelter import")
struct ImportCommandTests {
  static let dump = """
    (lldb) po view.recursiveDescription
    <UIView: 0x7f8b1c40a0b0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000a1c2a0>>
       | <UITextField: 0x7f8b1c50c2d0; frame = (20 560; 350 44); text = 'hi'; opaque = NO; layer = <CALayer: 0x600000a1c3c0>>
       | <UIButton: 0x7f8b1c60d3e0; frame = (20 620; 350 44); opaque = NO; layer = <CALayer: 0x600000a1c4e0>>

    """

  /// The dump's top-level view is a plain view, so the importer says it made a window for it.
  static func inferredWindow(_ path: String) -> String {
    "shelter import: \(path):2: warning: <UIView: 0x7f8b1c40a0b0> is not a window; it keeps its frame "
      + "(0 0; 390 844) inside a window of 390 × 844 made to hold it\n"
  }

  @Test func aDumpBecomesAFixtureThatLoads() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dump = try folder.write("screen.txt", Self.dump)
    let fixture = folder.path("screen.json")
    let run = ToolRun(["import", dump, "-o", fixture, "--name", "pasted"])
    #expect(run.status == 0)
    #expect(run.output.isEmpty)
    #expect(run.errors == Self.inferredWindow(dump))

    let json = try JSONDocument(parsing: String(contentsOfFile: fixture, encoding: .utf8)).root
    #expect(json["format"]?.stringValue == "shelter-fixture/1")
    #expect(json["name"]?.stringValue == "pasted")
    let root = try #require(json["window"]?["controller"]?["view"])
    #expect(root["class"]?.stringValue == "UIView")
    #expect(root["subviews"]?.count == 2)
    #expect(root["subviews"]?[0]?["kind"]?.stringValue == "textField")
    #expect(root["subviews"]?[0]?["text"]?.stringValue == "hi")
    #expect(root["subviews"]?[1]?["kind"]?.stringValue == "button")

    // The written fixture plays: frames come straight from the dump.
    let simulated = ToolRun(["simulate", fixture, "--json"])
    #expect(simulated.status == 0)
    let frames = try #require(try JSONDocument(parsing: simulated.output).root["steps"]?[0]?["frames"])
    let ids = frames.members.map(\.key)
    #expect(ids.count == 3)
    #expect(frames[ids[1]]?.elements.compactMap(\.numberValue) == [20, 560, 350, 44])
    #expect(frames[ids[2]]?.elements.compactMap(\.numberValue) == [20, 620, 350, 44])
  }

  @Test func withoutOutputTheFixtureIsPrintedAndNamedAfterTheFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dump = try folder.write("checkout.txt", Self.dump)
    let run = ToolRun(["import", dump])
    #expect(run.status == 0)
    #expect(try JSONDocument(parsing: run.output).root["name"]?.stringValue == "checkout")
  }

  @Test func aBrokenEntryNamesItsLine() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dump = try folder.write("broken.txt", "hello\n<UIView: 0x1; frame = (0 0; zz 844)>\n")
    let run = ToolRun(["import", dump])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors == "shelter import: \(dump):2: expected 'frame = (x y; w h)' in <UIView: 0x1>\n")
  }

  @Test func aMissingDumpIsBadInput() {
    let run = ToolRun(["import", "/no/such/dump.txt"])
    #expect(run.status == 2)
    #expect(run.errors == "shelter import: /no/such/dump.txt: no such file\n")
  }

  @Test func anUnwritableOutputIsBadInput() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dump = try folder.write("screen.txt", Self.dump)
    let run = ToolRun(["import", dump, "-o", folder.path("missing/folder/out.json")])
    #expect(run.status == 2)
    #expect(
      run.errors
        == Self.inferredWindow(dump)
        + "shelter import: \(folder.path("missing/folder/out.json")): cannot be written: the folder "
        + "\(folder.path("missing/folder")) does not exist\n"
    )
  }
}

@Suite("shelter import warnings")
struct ImportWarningTests {
  @Test func aCutOffEntryImportsWithAWarningAndIsRefusedUnderStrict() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dump = try folder.write(
      "cut.txt", "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x2; frame = (0 0; 1 1)")
    let warning =
      "shelter import: \(dump):2: warning: <UIView: 0x2> is cut off (no closing '>' before the end of the dump); "
      + "kept the fields it prints\n"
    let lenient = ToolRun(["import", dump])
    #expect(lenient.status == 0)
    #expect(lenient.errors == warning)
    #expect(lenient.output.contains(#""frame": [0, 0, 1, 1]"#))
    let strict = ToolRun(["import", dump, "--strict"])
    #expect(strict.status == 2)
    #expect(strict.output.isEmpty)
    #expect(strict.errors.hasPrefix("shelter import: \(dump):2: <UIView: 0x2> is cut off"))
  }
}
