import Testing

@testable import ShelterDump

@Suite struct ErrorTests {
  func parseError(
    _ text: String, strict: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) -> DumpError? {
    dumpError(sourceLocation: sourceLocation) { () throws(DumpError) in
      _ = try Dump(parsing: text, strict: strict)
    }
  }

  /// What a dropped value's warning says: the reading's message, then what was done.
  static func dropped(_ message: String, key: String) -> String {
    "\(message); '\(key)' is dropped, the view keeps its default"
  }

  @Test func noEntriesAtAll() {
    let error = parseError("(lldb) po self.view\nerror: use of unresolved identifier 'view'\n")
    #expect(error?.reason == .noEntries)
    #expect(error?.line == 1)
    #expect(parseError("")?.reason == .noEntries)
  }

  @Test func missingFrameNamesTheEntry() {
    let error = parseError(
      """
      (lldb) po view.recursiveDescription
      <UIView: 0x1; frame = (0 0; 10 10)>
         | <UILabel: 0x7fb8c0e1b000; text = 'a'; layer = <_UILabelLayer: 0x6000>>
      """)
    #expect(error?.reason == .missingValue("frame"))
    #expect(error?.line == 3)
    #expect(error?.description == "line 3: expected 'frame = (x y; w h)' in <UILabel: 0x7fb8c0e1b000>")
  }

  @Test(arguments: [
    ("frame = (1 2 3)", "frame", "expected 'frame = (x y; w h)' in <UIView: 0x1>"),
    ("frame = 0 0 10 10", "frame", "expected 'frame = (x y; w h)' in <UIView: 0x1>"),
    ("frame = (0 0; ten 10)", "frame", "expected 'frame = (x y; w h)' in <UIView: 0x1>"),
    ("bounds = (0 0; 1)", "bounds", "expected 'bounds = (x y; w h)' in <UIView: 0x1>"),
    ("center = (1 2 3)", "center", "expected 'center = (x y)' in <UIView: 0x1>"),
    (
      "transform = [1, 0, 0, 1]", "transform",
      "expected 'transform = [a, b, c, d, tx, ty]' in <UIView: 0x1>"
    ),
    ("contentOffset: {0}", "contentOffset", "expected 'contentOffset: {x, y}' in <UIView: 0x1>"),
    ("contentSize: 375", "contentSize", "expected 'contentSize: {w, h}' in <UIView: 0x1>"),
    (
      "adjustedContentInset: {1, 2}", "adjustedContentInset",
      "expected 'adjustedContentInset: {top, left, bottom, right}' in <UIView: 0x1>"
    ),
    ("hidden = MAYBE", "hidden", "expected 'hidden = YES' or 'hidden = NO' in <UIView: 0x1>"),
    ("alpha = half", "alpha", "expected 'alpha = <number>' in <UIView: 0x1>"),
    ("tag = 7.5", "tag", "expected 'tag = <integer>' in <UIView: 0x1>"),
  ])
  func malformedValue(field: String, key: String, message: String) throws {
    let text = "<UIWindow: 0x0; frame = (0 0; 10 10)>\n   | <UIView: 0x1; frame = (0 0; 5 5); \(field)>"
    guard key != "frame" else {
      // A view cannot be placed without its frame: still an error.
      let error = parseError(text)
      #expect(error?.reason == .invalidValue(key))
      #expect(error?.line == 2)
      #expect(error?.message == message)
      return
    }
    // Any other key is dropped with a warning on the entry's line; strict parsing refuses it.
    let dump = try parse(text)
    #expect(dump.nodes.count == 2)
    #expect(dump.warnings.map(\.description) == ["line 2: " + Self.dropped(message, key: key)])
    let error = parseError(text, strict: true)
    #expect(error?.reason == .strict(.droppedValue))
    #expect(error?.line == 2)
    #expect(error?.message == Self.dropped(message, key: key))
  }

  @Test(arguments: [
    ("frame = (inf 0; 1 1)", "frame"),
    ("frame = (0 nan; 1 1)", "frame"),
    ("frame = (0 0; 2e9 1)", "frame"),
    ("frame = (0 -1000000001; 1 1)", "frame"),
    ("bounds = (0 0; 1e10 1)", "bounds"),
    ("transform = [1, 0, 0, 1, 0, -infinity]", "transform"),
    ("contentOffset: {0, 1e300}", "contentOffset"),
    ("alpha = nan", "alpha"),
  ])
  func numberOutOfRange(field: String, key: String) throws {
    let text = "\n\n<UIWindow: 0x1; frame = (0 0; 5 5); \(field)>"
    guard key != "frame" else {
      let error = parseError(text)
      #expect(error?.reason == .outOfRange(key))
      #expect(error?.line == 3)
      return
    }
    let dump = try parse(text)
    #expect(dump.warnings.map(\.kind) == [.droppedValue] && dump.warnings.map(\.line) == [3])
    #expect(parseError(text, strict: true)?.reason == .strict(.droppedValue))
  }

  /// The WeChat case: one `alpha = nan` among good entries. The view stays, its alpha is the
  /// default 1, the entries after it are read, and the warning names the line and the attribute.
  @Test func aNonFiniteAlphaIsDroppedAndTheDumpReadOn() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 320 480)>
         | <UIView: 0x2; frame = (0 20; 320 460); alpha = nan; tag = 3>
         |    | <UILabel: 0x3; frame = (10 10; 100 20); text = 'Hi'; alpha = 0.5>
      """
    let dump = try parse(text)
    #expect(dump.nodes.map(\.address) == ["0x1", "0x2", "0x3"])
    #expect(dump.nodes.map(\.alpha) == [1, 1, 0.5])
    #expect(dump.nodes[1].tag == 3)
    #expect(
      dump.warnings.map(\.description) == [
        "line 2: alpha has a number that is not finite (nan) in <UIView: 0x2>; 'alpha' is dropped, the view "
          + "keeps its default"
      ])
    // Five is not an alpha either: dropped the same way.
    let five = try parse("<UIWindow: 0x1; frame = (0 0; 5 5); alpha = 5>")
    #expect(five.nodes[0].alpha == 1)
    #expect(
      five.warnings.map(\.message) == [
        "alpha 5.0 of <UIWindow: 0x1> is outside [0, 1]; 'alpha' is dropped, the view keeps its default"
      ])
  }

  @Test func outOfRangeMessagesSayWhy() {
    #expect(
      parseError("<UIView: 0x1; frame = (0 0; 2e9 1)>")?.description
        == "line 1: frame value 2000000000.0 is beyond ±1e9 in <UIView: 0x1>")
    #expect(
      parseError("<UIView: 0x1; frame = (inf 0; 1 1)>")?.description
        == "line 1: frame has a number that is not finite (inf) in <UIView: 0x1>")
  }

  /// A skipped level is a trimmed paste: the entry goes one level below the one above it, with a
  /// warning; strict parsing refuses it.
  @Test func depthThatJumpsTwoLevels() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 10 10)>
         | <UIView: 0x2; frame = (0 0; 10 10)>
         |    |    | <UIView: 0x3; frame = (0 0; 10 10)>
      """
    let dump = try parse(text)
    #expect(dump.nodes.map(\.parent) == [nil, 0, 1])
    #expect(dump.nodes.map(\.depth) == [0, 1, 2])
    let message =
      "depth jumps from 1 to 3 at <UIView: 0x3>, as in a trimmed paste; placed it one '|' below <UIView: 0x2>"
    #expect(dump.warnings.map(\.description) == ["line 3: " + message])
    let error = parseError(text, strict: true)
    #expect(error?.reason == .strict(.skippedLevels))
    #expect(error?.line == 3 && error?.message == message)
  }

  /// A fragment cut out of a deep tree under its window: the first entry is the root, the deep
  /// entries hang below it as printed relative to each other, and a sibling at the skipped-to depth
  /// (11 '|') is the first deep entry's sibling.
  @Test func aFragmentThatStartsDeepHangsBelowItsFirstEntry() throws {
    let bars = { (count: Int) in String(repeating: "   | ", count: count) }
    let text = [
      "<UIWindow: 0x1; frame = (0 0; 375 812)>",
      "   ...",
      bars(11) + "<UIView: 0x2; frame = (0 100; 375 44)>",
      bars(12) + "<UITextField: 0x3; frame = (16 7; 343 30)>",
      bars(11) + "<UIView: 0x4; frame = (0 144; 375 44)>",
    ].joined(separator: "\n")
    let dump = try parse(text)
    #expect(dump.roots == [0])
    #expect(dump.nodes.map(\.parent) == [nil, 0, 1, 0])
    #expect(dump.nodes.map(\.depth) == [0, 1, 2, 1])
    #expect(
      dump.warnings.map(\.description) == [
        "line 2: '...' is not a view entry; skipped",
        "line 3: depth jumps from 0 to 11 at <UIView: 0x2>, as in a trimmed paste; placed it one '|' below "
          + "<UIWindow: 0x1>",
      ])
  }

  @Test func firstEntryNestedBelowNothingIsItsOwnBaseButShallowerEntriesAreNot() {
    let error = parseError(
      """
         | <UIView: 0x1; frame = (0 0; 10 10)>
         |    | <UIView: 0x2; frame = (0 0; 10 10)>
      <UIView: 0x3; frame = (0 0; 10 10)>
      """)
    #expect(error?.reason == .invalidDepth)
    #expect(error?.line == 3)
  }

  @Test func entryNeverClosedIsKeptWithAWarning() throws {
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 10 10)>
         | <UIView: 0x2; frame = (0 0; 5 6); layer = <CALayer: 0x3>
      (lldb)
      """)
    #expect(dump.nodes.map(\.address) == ["0x1", "0x2"])
    #expect(values(dump.nodes[1].frame) == [0, 0, 5, 6])
    #expect(
      dump.warnings.first
        == DumpWarning(
          line: 2, kind: .truncatedEntry,
          message:
            "<UIView: 0x2> is cut off (no closing '>' before the end of the dump); kept the fields it prints")
    )
  }

  @Test func entryNotClosedBeforeTheNextOneIsKept() throws {
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 10 10)>
         | <UIView: 0x2; frame = (0 0; 10 10)
         |    | <UIView: 0x3; frame = (1 2; 3 4)>
      """)
    #expect(dump.nodes.map(\.depth) == [0, 1, 2])
    #expect(values(dump.nodes[2].frame) == [1, 2, 3, 4])
    #expect(
      dump.warnings.map(\.description).first
        == "line 2: <UIView: 0x2> is cut off (no closing '>' before line 3); kept the fields it prints")
  }

  @Test func quotedTextNeverClosedEndsAtTheNextEntry() throws {
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 10 10)>
         | <UILabel: 0x2; frame = (0 0; 10 10); text = 'runs on
         | <UIView: 0x3; frame = (0 0; 10 10)>
      """)
    #expect(dump.nodes.map(\.address) == ["0x1", "0x2", "0x3"])
    #expect(dump.nodes[1].text == "runs on")
    #expect(
      dump.warnings.first?.message
        == "<UILabel: 0x2> is cut off (its quoted text is still open before line 3); kept the fields it prints"
    )
  }

  @Test func strictParsingMakesTheFirstWarningAnError() {
    let error = dumpError { () throws(DumpError) in
      _ = try Dump(
        parsing: "<UIWindow: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (0 0; 5 5)\n",
        strict: true)
    }
    #expect(error?.reason == .strict(.truncatedEntry))
    #expect(error?.line == 2)
    #expect(
      error?.description
        == "line 2: <UIView: 0x2> is cut off (no closing '>' before the end of the dump); kept the fields it prints"
    )
  }

  @Test func errorInAWrappedEntryNamesTheLineItStartsOn() {
    let error = parseError(
      """
      (lldb) po v
      <UIView: 0x1;
      frame = (0 0;
      ten 10)>
      """)
    #expect(error?.reason == .invalidValue("frame"))
    #expect(error?.line == 2)
  }
}
