import ShelterFixtures
import ShelterGeometry
import ShelterViews
import Testing

@testable import ShelterDump

/// Exact warning texts, and the inputs that stay errors.
@Suite struct WarningTests {
  @Test func treeLikeLinesWithoutAnEntryAreReported() throws {
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 10 10)>
         | <UIView: 0x2; frame = (0 0; 10 10)>
         |    | …
      ...
      Printing description of self:
      """)
    #expect(
      dump.warnings.map(\.description) == [
        "line 3: '|    | …' is not a view entry; skipped",
        "line 4: '...' is not a view entry; skipped",
      ])
    #expect(dump.warnings.map(\.kind) == [.skippedLine, .skippedLine])
  }

  @Test func renamedIdentifiersAreReported() throws {
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 10 10)>
         | <UIView: 0x2; frame = (0 0; 10 10); identifier = 'card'>
         |    | <UIView: 0x3; frame = (0 0; 5 5); identifier = 'card'>
         |    | <UILabel: 0x4; frame = (0 0; 5 5); identifier = ''>
      """)
    #expect(
      dump.warnings.map(\.description) == [
        "line 3: <UIView: 0x3>: identifier 'card' is already the id of the view on line 2; it gets the id 'uiView1'",
        "line 4: <UILabel: 0x4>: empty identifier; it gets the id 'uiLabel1'",
      ])
    #expect(try dump.fixture(name: "ids").nodes.map(\.id) == ["controller", "card", "uiView1", "uiLabel1"])
  }

  @Test func unclosedTailOfADoubledEntry() throws {
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 10 10)>
         | <<_UITextContainerView: 0x2; frame = (0 0; 10 8)> minSize = {0, 0}, textContainer = <NSTextContainer: 0x3
      """)
    #expect(dump.nodes.map(\.className) == ["UIWindow", "_UITextContainerView"])
    #expect(
      dump.warnings.map(\.description).first
        == "line 2: the tail after <_UITextContainerView: 0x2> in '<<…> …>' is not closed on its line; "
        + "the entry is kept, the rest of the line ignored")
  }

  @Test func aWindowlessRootWithANegativeOriginStillFits() throws {
    // The window reaches from (0, 0) to the frame's far corner, and is never smaller than the view.
    let dump = try parse("<UIView: 0x1; frame = (-10 -20; 100 50)>")
    let fixture = try dump.fixture(name: "n")
    #expect(fixture.windowFrame == .init(x: 0, y: 0, width: 100, height: 50))
    #expect(fixture.nodes[1].frame == .init(x: -10, y: -20, width: 100, height: 50))
  }

  @Test func strictParsingThrowsTheFirstWarningWithItsKind() {
    let error = dumpError { () throws(DumpError) in
      _ = try Dump(parsing: "<UIView: 0x1; frame = (0 0; 10 10)>", strict: true)
    }
    #expect(error?.reason == .strict(.inferredWindow))
    #expect(error?.line == 1)
    #expect(
      error?.message
        == "<UIView: 0x1> is not a window; it keeps its frame (0 0; 10 10) inside a window of 10 × 10 "
        + "made to hold it")
  }

  @Test func strictParsingOfACleanDumpSucceeds() throws {
    let dump = try Dump(parsing: "<UIWindow: 0x1; frame = (0 0; 10 10)>", strict: true)
    #expect(dump.warnings.isEmpty)
  }
}

@Suite struct EscapeTests {
  @Test func lldbStringResultIsUnescapedOnce() throws {
    let text =
      #"(String) $R0 = "<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UILabel: 0x2; frame = (1 2; 3 4); text = 'say \"hi\" \\u00e9\tok'>""#
    let dump = try parse(text)
    #expect(dump.nodes.map(\.className) == ["UIView", "UILabel"])
    #expect(dump.nodes.map(\.line) == [1, 1])
    #expect(dump.nodes.map(\.depth) == [0, 1])
    // `\"` is a quote, `\\u00e9` became `\u00e9` (one unescape), which the text reader decodes; `\t` a tab.
    #expect(dump.nodes[1].text == "say \"hi\" é\tok")
  }

  @Test func unicodeEscapesInTextAreDecoded() throws {
    let dump = try parse(#"<UILabel: 0x1; frame = (0 0; 1 1); text = 'caf\u00e9 \ud83d\ude00 \u12'>"#)
    #expect(dump.nodes[0].text == "café 😀 \\u12")
  }

  @Test func commentMarkerIsStrippedOnlyWhenEveryLineHasIt() throws {
    let commented = try parse(
      "// <UIWindow: 0x1; frame = (0 0; 10 10)>\n\n//    | <UIView: 0x2; frame = (0 0; 1 1)>\n")
    #expect(commented.nodes.map(\.depth) == [0, 1])
    // One line without the marker: a `//` line is a comment of its own, never an entry, and the
    // view it quotes is said to be left out.
    let mixed = try parse(
      "<UIWindow: 0x1; frame = (0 0; 10 10)>\n//    | <UIView: 0x2; frame = (0 0; 1 1)>\n")
    #expect(mixed.nodes.map(\.address) == ["0x1"])
    #expect(
      mixed.warnings.map(\.description) == [
        "line 2: a comment line quotes a view entry; it is not read as one"
      ])
  }

  /// A writer's notes between the lines of a paste (`# …`, `/* … */`, `// …`) are never entries,
  /// even when they quote one; Cycript's `#"<…>"` is a printed object and is read.
  @Test func commentLinesAreNeverEntries() throws {
    let dump = try parse(
      """
      # the window, then its root view
      <UIWindow: 0x1; frame = (0 0; 320 480)>
      /* was: <UIView: 0x9; frame = (0 0; 1 1)> */
         | <UIView: 0x2; frame = (0 0; 320 480)>
      #"<UILabel: 0x3; frame = (0 0; 10 10)>"
      """)
    #expect(dump.nodes.map(\.address) == ["0x1", "0x2", "0x3"])
    #expect(dump.roots == [0, 2])
    #expect(
      dump.warnings.first?.description == "line 3: a comment line quotes a view entry; it is not read as one")
  }

  @Test func autoresizeAndInsetsAreKeptAsPrinted() throws {
    let dump = try parse(
      "<UIScrollView: 0x1; frame = (0 0; 10 10); autoresize = LM+W+BM; contentOffset: {0, 5}; contentSize: {10, 90}; contentInset: {1, 2, 3, 4}; adjustedContentInset: {45, 2, 37, 4}>"
    )
    let node = dump.nodes[0]
    #expect(node.autoresizingMask == "LM+W+BM")
    #expect(values(node.contentInset) == [1, 2, 3, 4])
    #expect(values(node.adjustedContentInset) == [45, 2, 37, 4])
    let fixture = try dump.fixture(name: "s")
    #expect(fixture.nodes[1].contentInset == .init(top: 1, left: 2, bottom: 3, right: 4))
    #expect(fixture.nodes[1].annotations["adjustedContentInset"] == "{45, 2, 37, 4}")
    #expect(
      fixture.nodes[1].autoresizingMask == [.flexibleLeftMargin, .flexibleWidth, .flexibleBottomMargin])
    #expect(fixture.nodes[1].annotations["autoresize"] == nil)
  }
}

@Suite struct BadInputTests {
  @Test(arguments: [
    ("frame = (0x10 0; 1 1)", "frame", "expected 'frame = (x y; w h)' in <UIView: 0x1>"),
    ("frame = (0 0; 0X1p4 1)", "frame", "expected 'frame = (x y; w h)' in <UIView: 0x1>"),
    ("alpha = 0x1", "alpha", "expected 'alpha = <number>' in <UIView: 0x1>"),
  ])
  func hexadecimalIsNeverANumber(field: String, key: String, message: String) {
    // A frame is an error; another key is dropped, which strict parsing refuses.
    let error = dumpError { () throws(DumpError) in
      _ = try Dump(parsing: "<UIView: 0x1; frame = (0 0; 5 5); \(field)>", strict: true)
    }
    #expect(error?.reason == (key == "frame" ? .invalidValue(key) : .strict(.droppedValue)))
    #expect(error?.message.hasPrefix(message) == true)
  }

  @Test func invalidUTF8NamesItsLine() {
    var bytes = Array(
      "<UIWindow: 0x1; frame = (0 0; 10 10)>\n   | <UILabel: 0x2; frame = (0 0; 1 1); text = '".utf8)
    bytes += [0xFF, 0x27, 0x3E, 0x0A]
    let error = dumpError { () throws(DumpError) in _ = try Dump(utf8: bytes) }
    #expect(error?.reason == .invalidUTF8)
    #expect(error?.description == "line 2: byte 0xFF is not UTF-8; save the dump as UTF-8 text")
  }

  @Test(
    arguments: [
      [0xC0, 0x80],  // overlong
      [0xED, 0xA0, 0x80],  // surrogate
      [0xE2, 0x82],  // cut short
      [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
    ] as [[UInt8]])
  func malformedSequencesAreRefused(sequence: [UInt8]) {
    let error = dumpError { () throws(DumpError) in
      _ = try Dump(utf8: Array("\n\n".utf8) + sequence)
    }
    #expect(error?.reason == .invalidUTF8)
    #expect(error?.line == 3)
  }

  @Test func validUTF8BytesParseLikeText() throws {
    let dump = try Dump(utf8: Array("<UILabel: 0x1; frame = (0 0; 1 1); text = 'é 😀'>".utf8))
    #expect(dump.nodes[0].text == "é 😀")
  }

  @Test func truncatedEntryWithoutFrameIsSkippedWithAWarning() throws {
    let dump = try parse(
      """
      <UIWindow: 0x2db3ae0; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x2db3c30>>
         | <UILayoutContainerView: 0xb4662d0; frame ....
      """)
    #expect(dump.nodes.count == 1)
    #expect(
      dump.warnings.map(\.description) == [
        "line 2: <UILayoutContainerView: 0xb4662d0> is cut off before its frame (its line ends in an "
          + "ellipsis); skipped"
      ])
  }
}
