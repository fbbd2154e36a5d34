import ShelterDump
import ShelterFixtures
import ShelterGeometry
import Testing

/// The public import: a pasted dump becomes a fixture and its warnings, through public API only.
@Suite struct LibraryImportTests {
  static let pasted = """
    (lldb) po view.recursiveDescription
    <UIView: 0x7fa1; frame = (0 0; 390 844); layer = <CALayer: 0x1>>
       | <UITextField: 0x7fa2; frame = (20 600; 350 44); text = 'ada'; layer = <CALayer: 0x2>>
       |    | …
    """

  @Test func aPastedViewBecomesAFixtureWithItsWarnings() throws {
    let imported = try Fixture.imported(dump: Self.pasted, name: "login")
    #expect(imported.fixture.name == "login")
    #expect(imported.fixture.nodes.map(\.id) == ["controller", "uiView1", "uiTextField1"])
    #expect(imported.fixture.nodes[2].frame == Rect(x: 20, y: 600, width: 350, height: 44))
    #expect(imported.fixture.nodes[2].text == "ada")
    #expect(imported.fixture.windowFrame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(
      imported.warnings.map(\.description) == [
        "line 2: <UIView: 0x7fa1> is not a window; it keeps its frame (0 0; 390 844) inside a window of 390 × 844 made to hold it",
        "line 4: '|    | …' is not a view entry; skipped",
      ])
    #expect(imported.warnings.map(\.kind) == [.inferredWindow, .skippedLine])
    #expect(try Fixture(dump: Self.pasted, name: "login") == imported.fixture)
  }

  @Test func strictImportThrowsTheFirstWarning() {
    #expect(throws: DumpError.self) { try Fixture.imported(dump: Self.pasted, strict: true) }
    do {
      _ = try Fixture.imported(dump: Self.pasted, strict: true)
    } catch {
      #expect(error.line == 2)
      #expect(error.reason == .strict(.inferredWindow))
    }
  }

  @Test func textWithoutEntriesNamesItsLine() {
    do {
      _ = try Fixture(dump: "(lldb) po view\nerror: no value")
      Issue.record("a dump without entries imported")
    } catch {
      #expect(error.line == 1)
      #expect(error.reason == .noEntries)
      #expect(error.description == "line 1: \(error.message)")
    }
  }
}
