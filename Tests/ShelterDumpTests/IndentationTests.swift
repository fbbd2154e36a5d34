import Testing

@testable import ShelterDump

/// Dumps that mark depth with indentation alone (hand-written printers, pastes that lost their
/// `|`): the unit is the smallest step one entry line goes deeper than the one before it, over the
/// whole dump.
@Suite struct IndentationTests {
  @Test func twoSpacesALevel() throws {
    // A Python lldb printer indenting two spaces a level: 0, 2, 4, 4 columns are depths 0, 1, 2, 2.
    let dump = try parse(
      """
      (lldb) print_view_hierarchy self.view
      <UIView: 0x1; frame = (0 0; 375 667)>
        <UIView: 0x2; frame = (50 50; 200 200)>
          <UIView: 0x3; frame = (10 10; 50 50)>
          <UIView: 0x4; frame = (70 70; 50 50)>
      """)
    #expect(dump.nodes.map(\.depth) == [0, 1, 2, 2])
    #expect(dump.nodes.map(\.parent) == [nil, 0, 1, 1])
    #expect(
      dump.warnings.map(\.description) == [
        "line 2: <UIView: 0x1> is not a window; it keeps its frame (0 0; 375 667) inside a window of 375 × 667 "
          + "made to hold it"
      ])
  }

  @Test func theUnitIsTheSmallestStepNotTheFirst() throws {
    // 0 → 8 then 8 → 12: the unit is 4, so 8 columns is depth 2, a skipped level, said there; the
    // entry goes one level down and the next one below it.
    let dump = try parse(
      "<UIWindow: 0x1; frame = (0 0; 1 1)>\n        <UIView: 0x2; frame = (0 0; 1 1)>\n"
        + "            <UIView: 0x3; frame = (0 0; 1 1)>")
    #expect(dump.nodes.map(\.parent) == [nil, 0, 1])
    #expect(
      dump.warnings.map(\.description) == [
        "line 2: depth jumps from 0 to 2 at <UIView: 0x2>, as in a trimmed paste; placed it one level "
          + "(4 columns) below <UIWindow: 0x1>"
      ])
  }

  @Test func aLineBetweenTwoLevelsIsPlacedAtTheShallowerOneWithAWarning() throws {
    // Steps down are 4 columns (0 → 4 → 8), so the unit is 4; coming back to 6 columns is 1.5
    // levels: depth 1, said.
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 320 480)>
          <UIView: 0x2; frame = (0 0; 320 480)>
              <UIView: 0x3; frame = (0 0; 10 10)>
            <UIView: 0x4; frame = (0 0; 5 5)>
      """)
    #expect(dump.nodes.map(\.depth) == [0, 1, 2, 1])
    #expect(dump.nodes.map(\.parent) == [nil, 0, 1, 0])
    #expect(
      dump.warnings.map(\.description) == [
        "line 4: the entry is indented 6 columns, between two levels of 4; placed at depth 1"
      ])
    #expect(dump.warnings.map(\.kind) == [.unevenIndent])
  }

  @Test func tabsAndNoBreakSpacesCount() throws {
    // A tab goes to the next multiple of four columns; a no-break space (web pages) is one column.
    let dump = try parse(
      "<UIWindow: 0x1; frame = (0 0; 320 480)>\n\t<UIView: 0x2; frame = (0 0; 1 1)>\n"
        + "\u{A0}\u{A0}\u{A0}\u{A0}\u{A0}\u{A0}\u{A0}\u{A0}<UIView: 0x3; frame = (0 0; 1 1)>\n"
        + "  \t<UIView: 0x4; frame = (0 0; 1 1)>")
    #expect(dump.nodes.map(\.depth) == [0, 1, 2, 1])
    #expect(dump.warnings.isEmpty)
  }

  @Test func markersWinOverIndentation() throws {
    // One `|` line anywhere means the `|` count is the depth, as before: the extra spaces of the
    // second line do not make it deeper.
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 320 480)>
              <UIView: 0x2; frame = (0 0; 1 1)>
         | <UIView: 0x3; frame = (0 0; 1 1)>
      """)
    #expect(dump.nodes.map(\.depth) == [0, 0, 1])
  }

  @Test func aPromptInFrontOfTheFirstEntryIsItsLinesStart() throws {
    // gdb printed the first entry on the prompt's line; it is at column 0, its subviews at 4.
    let dump = try parse(
      """
      (gdb) po [v recursiveDescription] <UIView: 0x1; frame = (0 0; 320 480)>
          <UIView: 0x2; frame = (0 0; 1 1)>
          <UIView: 0x3; frame = (0 0; 1 1)>
      """)
    #expect(dump.nodes.map(\.depth) == [0, 1, 1])
  }

  @Test func entriesAllAtOneColumnStaySeparateTopLevelViews() throws {
    let dump = try parse(
      "    <UIWindow: 0x1; frame = (0 0; 320 480)>\n    <UIWindow: 0x2; frame = (0 0; 320 480)>")
    #expect(dump.roots == [0, 1])
  }

  @Test func strictRefusesAnUnevenLine() {
    let error = dumpError { () throws(DumpError) in
      _ = try Dump(
        parsing: "<UIWindow: 0x1; frame = (0 0; 1 1)>\n    <UIView: 0x2; frame = (0 0; 1 1)>\n"
          + "        <UIView: 0x3; frame = (0 0; 1 1)>\n      <UIView: 0x4; frame = (0 0; 1 1)>", strict: true
      )
    }
    #expect(error?.reason == .strict(.unevenIndent))
    #expect(error?.line == 4)
  }
}
