import Testing

@testable import ShelterDump

/// A line ends at LF, CR LF or a lone CR (old Mac line ends), in dumps as in fixtures: the same
/// window, view and label read the same whichever ends a paste has.
@Suite struct LineEndTests {
  static let lines = [
    "(lldb) po [window recursiveDescription]",
    "<UIWindow: 0x1; frame = (0 0; 320 480)>",
    "   | <UIView: 0x2; frame = (0 20; 320 460)>",
    "   |    | <UILabel: 0x3; frame = (10 20; 100 30)>",
  ]

  /// Depth from the `|` count, parent the entry one level up, line as an editor counts it.
  static func expectOneTree(_ dump: Dump, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(dump.roots == [0], sourceLocation: sourceLocation)
    #expect(dump.nodes.map(\.depth) == [0, 1, 2], sourceLocation: sourceLocation)
    #expect(dump.nodes.map(\.parent) == [nil, 0, 1], sourceLocation: sourceLocation)
    #expect(dump.nodes.map(\.line) == [2, 3, 4], sourceLocation: sourceLocation)
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func everyLineEndNestsTheSame(end: String) throws {
    let text = Self.lines.joined(separator: end) + end
    Self.expectOneTree(try Dump(parsing: text))
    Self.expectOneTree(try Dump(utf8: Array(text.utf8)))
  }

  @Test func mixedLineEndsCountEachBreakOnce() throws {
    // CR LF, a lone CR, then LF: four lines, not five.
    let text = Self.lines[0] + "\r\n" + Self.lines[1] + "\r" + Self.lines[2] + "\n" + Self.lines[3]
    Self.expectOneTree(try Dump(parsing: text))
  }

  @Test func aWarningNamesTheLineALoneCREnds() throws {
    // The label two levels below the window: line 3 of three CR-ended lines.
    let text =
      "<UIWindow: 0x1; frame = (0 0; 320 480)>\r\r   |    | <UILabel: 0x3; frame = (10 20; 100 30)>\r"
    let dump = try Dump(parsing: text)
    #expect(dump.warnings.map(\.kind) == [.skippedLevels])
    #expect(dump.warnings.map(\.line) == [3])
  }

  @Test(arguments: ["\r\n", "\r"])
  func controllerHierarchiesSplitAtEveryLineEnd(end: String) throws {
    let text = [
      "<UINavigationController 0x10>, state: appeared, view: <UILayoutContainerView 0x20>",
      "   | <App.ListViewController 0x30>, state: appeared, view: <UIView 0x40>",
    ].joined(separator: end)
    let hierarchy = try ControllerHierarchy(utf8: Array(text.utf8))
    #expect(hierarchy.entries.map(\.depth) == [0, 1])
    #expect(hierarchy.entries.map(\.line) == [1, 2])
    #expect(hierarchy.entries.map(\.viewAddress) == ["0x20", "0x40"])
  }
}
