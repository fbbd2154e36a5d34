import Testing

@testable import ShelterDump

/// Dumps published by others, kept under `Dumps/` as they were printed (trimmed to whole entries):
/// - `chisel-pviews.txt`: Chisel's `pviews` on a custom control, with `(layer)` sublayer lines;
///   from the blog post "Chisel-LLDB命令插件" (GitHub iT-Boyer/it-boyer,
///   content/post/old/调试/Chisel-LLDB命令插件.md).
/// - `cycript-keywindow.txt`: a WeChat key window printed through Cycript, with a `...` gap
///   and `baseClass` entries; from GitHub LZRight123/ARM, Cycript心得.md.
/// - `issue-tableview.txt`: a navigation stack with a table view, pasted into GitHub issue
///   LeoNatan/LNPopupController#168 with the text and code fence around it (cut after the
///   last entry the page shows whole).
/// - `cycript-backtick.txt`: a key window printed by Cycript inside backticks, with two-space
///   indentation; from the OWASP Mobile Application Security Testing Guide (GitHub
///   OWASP/owasp-mastg), Cycript section of its testing tools chapter.
@Suite struct RealDumpTests {
  struct Expected: CustomTestStringConvertible, Sendable {
    var file: String
    /// Every view entry of the file in order, with the frame printed for it.
    var entries: [(className: String, frame: [Double], depth: Int)]
    var testDescription: String { file }
  }

  static let dumps: [Expected] = [
    Expected(
      file: "chisel-pviews.txt",
      entries: [
        ("TestView", [144, 9, 126, 167], 0),
        ("UIView", [0, 0, 126, 126], 1),
        ("UIImageView", [0, 0, 126, 126], 1),
        ("UILabel", [0, 135, 126, 14], 1),
        ("UILabel", [0, 155, 126, 12], 1),
        ("UIImageView", [0, 9, 28, 27], 1),
      ]),
    Expected(
      file: "cycript-keywindow.txt",
      entries: [
        ("iConsoleWindow", [0, 0, 320, 480], 0),
        ("UILayoutContainerView", [0, 0, 320, 480], 1),
        ("UITransitionView", [0, 0, 320, 480], 2),
        ("UIViewControllerWrapperView", [0, 0, 320, 480], 3),
        ("UILayoutContainerView", [0, 0, 320, 480], 4),
        ("UINavigationTransitionView", [0, 0, 320, 480], 5),
        ("UIViewControllerWrapperView", [0, 0, 320, 480], 6),
        ("MMBadgeView", [203, 1, 20, 20], 3),
        ("MMUILabel", [0, 0, 0, 0], 4),
        ("MMBadgeView", [283, -4, 30, 30], 3),
        ("MMUILabel", [0, 0, 0, 0], 4),
      ]),
    Expected(
      file: "issue-tableview.txt",
      entries: [
        ("COSTouchVisualizerWindow", [0, 0, 375, 667], 0),
        ("UILayoutContainerView", [0, 0, 375, 667], 1),
        ("UINavigationTransitionView", [0, 0, 375, 667], 2),
        ("UIViewControllerWrapperView", [0, 0, 375, 667], 3),
        ("UITableView", [0, 0, 375, 667], 4),
        ("UITableViewWrapperView", [0, 0, 375, 667], 5),
      ]),
    Expected(
      file: "cycript-backtick.txt",
      entries: [
        ("UIWindow", [0, 0, 320, 568], 0),
        ("UIView", [0, 0, 320, 568], 1),
        ("UILabel", [0, 40, 82, 20.5], 2),
        ("UILabel", [0, 110.5, 320, 20.5], 2),
        ("UITextField", [8, 141, 304, 30], 2),
        ("_UITextFieldRoundedRectBackgroundViewNeue", [0, 0, 304, 30], 3),
        ("UIButton", [8, 191, 304, 30], 2),
        ("UIButtonLabel", [133, 6, 38, 18], 3),
        ("_UILayoutGuide", [0, 0, 0, 20], 2),
        ("_UILayoutGuide", [0, 568, 0, 0], 2),
      ]),
  ]

  @Test(arguments: dumps)
  func keepsEveryEntryWithItsFrame(expected: Expected) throws {
    let dump = try parse(try dumpFile(expected.file))
    #expect(dump.nodes.map(\.className) == expected.entries.map(\.className))
    #expect(dump.nodes.map { values($0.frame)! } == expected.entries.map(\.frame))
    #expect(dump.nodes.map(\.depth) == expected.entries.map(\.depth))
    #expect(dump.roots == [0])
  }

  @Test(arguments: dumps)
  func becomesAFixtureHoldingEveryView(expected: Expected) throws {
    let dump = try parse(try dumpFile(expected.file))
    let text = try dump.fixtureJSON(name: expected.file)
    for node in dump.nodes {
      #expect(text.contains(#""\#(node.address!)""#), "\(node.entryName) is missing")
    }
    _ = try fixtureObject(dump)  // and the text is valid JSON
  }

  @Test func readsTheValuesOfTheRealDumps() throws {
    let chisel = try parse(try dumpFile("chisel-pviews.txt"))
    #expect(chisel.nodes[0].baseClass == "UIControl")
    #expect(chisel.nodes.map(\.text) == [nil, nil, nil, "haha", "hahaha", nil])
    #expect(chisel.nodes[5].hidden)
    #expect(chisel.nodes[2].clipsToBounds)

    let wechat = try parse(try dumpFile("cycript-keywindow.txt"))
    #expect(wechat.nodes.map(\.tag) == [0, 0, 0, 0, 0, 0, 0, 0, 10032, 0, 10032])
    #expect(wechat.nodes[7].parent == 2)  // the gap line is noise; depth 3 hangs below depth 2
    #expect(ClassName.kind(of: wechat.nodes[7]) == "imageView")

    let table = try parse(try dumpFile("issue-tableview.txt"))
    #expect(values(table.nodes[4].contentOffset) == [0, -64])
    #expect(values(table.nodes[4].contentSize) == [375, 533.5])
    #expect(table.nodes[4].line == 8)

    let owasp = try parse(try dumpFile("cycript-backtick.txt"))
    #expect(owasp.nodes[4].text == "")
    #expect(owasp.nodes[3].text == "A Secret Is Found In The ...")
    #expect(owasp.nodes.map(\.line) == Array(2...11))
  }
}
