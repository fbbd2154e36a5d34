import Testing

@testable import ShelterDump

/// What people wrap around a dump when they paste it: markers on every line, JSON whose keys were
/// reordered.
@Suite struct PasteTests {
  @Test func aMarkdownQuoteOnEveryLineIsStripped() throws {
    // Quoted in an issue: `>` (and `> >` for a quote in a quote) starts every line. Without the
    // quote the lines read as any dump: depths 0, 1, 2, 1.
    let dump = try parse(
      """
      > <UIWindow: 0x1; frame = (0 0; 320 480)>
      >    | <UIView: 0x2; frame = (0 20; 320 460)>
      >
      > >    |    | <UILabel: 0x3; frame = (10 10; 100 20); text = 'a'>
      >    | <UIView: 0x4; frame = (0 0; 320 20)>
      """)
    #expect(dump.nodes.map(\.depth) == [0, 1, 2, 1])
    #expect(dump.nodes.map(\.line) == [1, 2, 4, 5])
    #expect(dump.warnings.isEmpty)
  }

  @Test func aQuoteOnSomeLinesOnlyIsNotStripped() throws {
    // The second line has no `>`: nothing is stripped, and the quoted line's `|` comes after its
    // `>`, a prefix, so the entry there is top-level.
    let dump = try parse(
      """
      > <UIWindow: 0x1; frame = (0 0; 320 480)>
      <UIWindow: 0x2; frame = (0 0; 320 480)>
      """)
    #expect(dump.roots == [0, 1])
  }

  @Test func aQuotedIndentedDumpReadsItsIndentation() throws {
    // After the `>`, four spaces a level.
    let dump = try parse(
      """
      > <UIView: 0x1; frame = (0 0; 375 667)>
      >     <UIView: 0x2; frame = (50 50; 200 200)>
      >         <UIView: 0x3; frame = (10 10; 50 50)>
      """)
    #expect(dump.nodes.map(\.depth) == [0, 1, 2])
  }

  @Test func aSentryFileWithOtherMembersFirstIsStillSentrys() throws {
    // Keys sorted (`jq -S`): `identifier` comes before `rendering_system` and `windows`.
    let text = """
      {
        "identifier": "192.45.128.54",
        "rendering_system": "UIKIT",
        "windows": [{"type": "UIWindow", "x": 0, "y": 0, "width": 414, "height": 896}]
      }
      """
    let dump = try Dump(importing: Array(text.utf8))
    #expect(dump.nodes.map(\.className) == ["UIWindow"])
    #expect(values(dump.nodes[0].frame) == [0, 0, 414, 896])
    #expect(dump.nodes[0].line == 4)
  }

  @Test func otherJSONIsReadAsText() {
    // An object without `windows` or `rendering_system` is not a view hierarchy; as text it holds
    // no entry.
    let error = dumpError { () throws(DumpError) in
      _ = try Dump(importing: Array(#"{"type": "UIWindow"}"#.utf8))
    }
    #expect(error?.reason == .noEntries)
  }
}

/// Window entries print fields a fixture's window does not hold.
@Suite struct WindowFieldTests {
  @Test func aTurnedKeyboardWindowKeepsItsPrintedBoxAndItsTransformAsText() throws {
    // An iPad on iOS 7 in landscape: the keyboard window is turned by a transform and prints its
    // box (0 0; 768 1024); the other windows are upright (the list blog.harrisonxi.com printed for
    // `[UIApplication sharedApplication].windows`, trimmed to what it shows).
    let dump = try parse(
      """
      <__NSArrayM 0x165c5d20>(
      <UIWindow: 0x1656e710; frame = (0 0; 768 1024)>,
      <UITextEffectsWindow: 0x165bcdc0; frame = (0 0; 768 1024); transform = [0, 1, -1, 0, -128, 128]>,
      <UIWindow: 0x1659bc70; frame = (0 0; 768 1024); userInteractionEnabled = NO>,
      )
      """)
    #expect(dump.roots == [0, 1, 2])
    #expect(
      dump.warnings.map(\.description) == [
        "line 3: <UITextEffectsWindow: 0x165bcdc0> is a window, which a fixture holds by its frame alone; "
          + "transform [0, 1, -1, 0, -128, 128] kept as x-transform",
        "line 4: <UIWindow: 0x1659bc70> is a window, which a fixture holds by its frame alone; "
          + "userInteractionEnabled NO kept as x-userInteractionEnabled",
      ])
    let fixture = try dump.fixture(name: "windows")
    #expect(fixture.additionalWindows.map(\.frame.width) == [768, 768])
    #expect(fixture.additionalWindows[0].annotations["transform"] == "[0, 1, -1, 0, -128, 128]")
    #expect(fixture.additionalWindows[1].annotations["userInteractionEnabled"] == "NO")
  }
}
