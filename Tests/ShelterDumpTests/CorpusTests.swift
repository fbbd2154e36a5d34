import Foundation
import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import Testing

@testable import ShelterDump

/// More dumps published by others, kept under `Dumps/` with their source on the first line (cut to
/// whole entries where the page shows more). Each is checked three ways, all worked out from the
/// text by hand: every entry becomes a node at the depth its markers give, a few views land in
/// window space where the printed frames put them (origins summed down the chain, minus a scroll
/// view's content offset), and the warnings are exactly these.
@Suite struct CorpusTests {
  struct Sample: CustomTestStringConvertible, Sendable {
    var file: String
    /// Window-space frames by node index, summed by hand from the printed frames.
    var frames: [Int: [Double]]
    var warnings: [String]
    /// For a dump indented without `|` markers, the spaces one level takes.
    var levelColumns: Int? = nil
    /// Depths worked out by hand, for a dump that prints several entries on one line.
    var depths: [Int]? = nil
    var testDescription: String { file }
  }

  static func inferred(_ line: Int, _ entry: String, _ frame: String, _ window: String) -> String {
    "line \(line): \(entry) is not a window; it keeps its frame (\(frame)) inside a window of \(window) "
      + "made to hold it"
  }

  static let samples: [Sample] = [
    Sample(
      file: "sentry-mock-hierarchy.txt",
      frames: [
        10: [-79.5, 79, 114.5, 18],  // -112 + 8 + 24.5, 73 + 6
        12: [-53, 109, 62, 18],  // -112 + 8 + 51, 73 + 30 + 6
        17: [-89, 490.5, 329, 26],  // -112 + 8 + 8 + 7, 73 + 363 + 52.5 + 2
        20: [0, 64, 375, 0.5],  // 20 - 20 + 64
        33: [25.5, 32, 38, 20.5],  // 27 - 1.5, 20 + 9 + 3
      ],
      warnings: []),
    Sample(
      file: "cocoadelica-notes.txt",
      frames: [
        2: [-4, -4, 346, 498], 6: [201, 404, 100, 100], 7: [240, 443, 22, 22], 8: [14, 444, 22, 22],
      ],
      warnings: [
        inferred(2, "<UIView: 0x78f90d20>", "0 0; 320 480", "320 × 480"),
        "line 8: <UIImageView: 0x78f88d10> has tag 1886548836, beyond the ±1e9 a fixture holds; kept as x-tag",
      ]),
    Sample(
      file: "hatena-nslog.txt",
      frames: [
        0: [0, 20, 320, 460], 3: [26, 418, 61, 43], 4: [37, 429, 39, 19], 5: [0, 20, 320, 224],
        7: [232, 432, 55, 44],
      ],
      warnings: [inferred(3, "<UIView: 0x76935f0>", "0 20; 320 460", "320 × 480")]),
    Sample(
      file: "chisel-issue44.txt",
      frames: [1: [10, 38, 85, 47], 4: [62, 10, 42, 17], 6: [296, 13, 6, 11]],
      warnings: [inferred(3, "<HYSelectOneWayShipHeaderView: 0x177d6310>", "0 0; 320 85", "320 × 85")]),
    Sample(
      file: "rssing-webview.txt",
      frames: [
        6: [-14.5, 14.5, 30, 1], 10: [0, 430, 320, 30], 11: [0, 0, 320, 30], 12: [0, 0, 320, 460],
      ],
      warnings: [inferred(3, "<UIWebView: 0x68220e0>", "0 0; 320 460", "320 × 460")]),
    Sample(
      file: "csdn-searchbar-ios5.txt",
      frames: [0: [27, 1, 290, 44], 4: [42, 15, 15, 15], 5: [64, 14, 216, 18]],
      warnings: [inferred(3, "<UISearchBar: 0x76c96c0>", "27 1; 290 44", "317 × 45")]),
    Sample(
      file: "mamicode-searchbar-ios51.txt",
      frames: [1: [27, 1, 290, 44], 2: [27, 1, 0, 0]],
      warnings: [inferred(3, "<UISearchBar: 0x8378110>", "27 1; 290 44", "317 × 45")]),
    Sample(
      file: "w3toppers-alert-window.txt",
      frames: [
        4: [0, 64, 320, 416], 6: [100, 28, 160, 27], 7: [5, 27, 87, 30],
        // Scaled by 1.1 about its center: the box UIKit printed.
        9: [3.8, 161.95, 312.4, 177.1],
        // Below it: center (160, 250.5) + 1.1 × ((12, 15) − (142, 80.5)), 1.1 × (260, 23).
        10: [17, 178.45, 286, 25.3],
      ],
      // Both windows print `opaque = NO`, which a fixture's window does not hold.
      warnings: [
        "line 2: <UIWindow: 0x411fd50> is a window, which a fixture holds by its frame alone; "
          + "opaque NO kept as x-opaque",
        "line 10: <_UIAlertOverlayWindow: 0x4179b70> is a window, which a fixture holds by its frame "
          + "alone; opaque NO kept as x-opaque",
      ]),
    Sample(
      file: "monkeydev-pviews.txt",
      frames: [
        5: [26, 230, 343, 317], 6: [29, 651.5, 337, 2.5], 9: [129.5, 181, 116.5, 18], 11: [0, 667, 0, 0],
      ],
      warnings: []),
    Sample(
      file: "snapshot-traits-iphone-se.txt", frames: [4: [156.5, 551, 7.5, 17]],
      warnings: [inferred(2, "<UIView>", "0 0; 320 568", "320 × 568")]),
    Sample(
      file: "snapshot-traits-iphone-x.txt", frames: [1: [161.333, 44, 52.6667, 19.3333]],
      warnings: [inferred(2, "<UIView>", "0 0; 375 812", "375 × 812")]),
    Sample(
      file: "snapshot-traits-iphone-8-plus.txt", frames: [4: [203.333, 719, 7.33333, 17]],
      warnings: [inferred(2, "<UIView>", "0 0; 414 736", "414 × 736")]),
    Sample(
      file: "snapshot-traits-ipad-pro-11.txt", frames: [3: [1155, 409, 39, 20.5]],
      warnings: [inferred(2, "<UIView>", "0 0; 1194 834", "1194 × 834")]),
    Sample(
      file: "snapshot-traits-ipad-pro-12-9.txt", frames: [3: [1327, 512, 39, 20.3333]],
      warnings: [inferred(2, "<UIView>", "0 0; 1366 1024", "1366 × 1024")]),
    Sample(
      file: "snapshot-traits-ipad-mini-6.txt", frames: [3: [1094.33, 364, 38.6667, 20.3333]],
      warnings: [inferred(2, "<UIView>", "0 0; 1133 744", "1133 × 744")]),
    Sample(
      file: "snapshot-uiview-button.txt", frames: [1: [0, 0, 25, 24]],
      warnings: [inferred(2, "<UIButton>", "0 0; 25 24", "25 × 24")]),
    Sample(
      file: "snapshot-uiview-visionos.txt", frames: [1: [0, 0, 18.5, 18.5]],
      warnings: [inferred(2, "<UIButton>", "0 0; 18.5 18.5", "18.5 × 18.5")]),
    Sample(
      file: "snapshot-label-accessibility-xxxl.txt", frames: [1: [16, 20, 288, 69.3333]],
      warnings: [inferred(2, "<UIView>", "0 0; 320 568", "320 × 568")]),
    Sample(
      file: "snapshot-label-visionos.txt", frames: [1: [20, 0, 2660, 18]],
      warnings: [inferred(2, "<UIView>", "0 0; 2700 1360", "2700 × 1360")]),
    Sample(
      file: "snapshot-table-view-controller.txt",
      // The table view scrolled to {0, -20}: everything in it lands 20 points lower.
      frames: [
        1: [0, 416, 320, 44], 3: [16, 416, 288, 43.5], 37: [0, 20, 320, 44], 40: [16, 63.5, 304, 0.5],
        41: [16, 503.5, 304, 0.5], 52: [6, 562.5, 308, 2.5],
      ],
      warnings: [inferred(2, "<UITableView>", "0 0; 320 568", "320 × 568")]),
    Sample(
      file: "writingaboutswift-indented.txt",
      // Four spaces a level and no `|`; the collection view scrolled to {0, 0}.
      frames: [
        4: [50, 8, 25, 32],  // cell at 0, label at 50
        7: [183, 8, 11, 32],  // 126 + 57
        10: [307.3333, 8, 14.6667, 32],  // 252 + 55.3333
        12: [251, 12, 1, 24], 16: [377, 12, 1, 24],
        18: [369, -39, 3, 36],  // the scroll indicator above the top
      ],
      warnings: [inferred(2, "<BaseKeyboard.BannerView: 0x7fdc844057e0>", "0 0; 375 48", "375 × 48")],
      levelColumns: 4),
    Sample(
      file: "stackoverflow-ipad-rotation.txt",
      // Three dumps of one iPad window: portrait, then its root view turned a quarter each way.
      // A turned view's printed frame is its bounding box, reproduced as printed.
      frames: [1: [0, 20, 768, 1004], 3: [0, 0, 748, 1024], 5: [20, 0, 748, 1024]],
      warnings: []),
    Sample(
      file: "devlib-gdb-rotation.txt",
      // The same three dumps republished with the `|` at the start of the line.
      frames: [1: [0, 20, 768, 1004], 3: [0, 0, 748, 1024], 5: [20, 0, 748, 1024]],
      warnings: []),
    Sample(
      file: "dokry-one-line.txt",
      // Republished with the line breaks lost: the window and its `|` subview on the prompt's line.
      frames: [1: [0, 20, 768, 1004]], warnings: [], depths: [0, 1]),
    Sample(
      file: "anokhin-medium-po.txt",
      frames: [1: [175, 198, 95, 21], 2: [152, 325, 50, 30]],
      warnings: [inferred(3, "<UIView: 0x7faa328013c0>", "0 0; 414 736", "414 × 736")]),
    Sample(
      file: "wukong-unsafebitcast.txt", frames: [0: [0, 0, 414, 896]],
      warnings: [inferred(3, "<UIView: 0x7fe1cf8035f0>", "0 0; 414 896", "414 × 896")]),
    Sample(
      file: "elearn-lldb-layer.txt",
      frames: [0: [0, 20, 768, 1004]],
      warnings: [
        inferred(3, "<UIView: 0xa034690>", "0 20; 768 1004", "768 × 1024"),
        "line 7: <CALayer: 0xa034780> is a layer, not a view entry; skipped",
      ]),
    Sample(
      file: "equinocios-po-label.txt",
      frames: [0: [122, 274, 76.5, 20.5]],
      warnings: [
        inferred(5, "<UILabel: 0x7fefb650a7f0>", "122 274; 76.5 20.5", "198.5 × 294.5"),
        "line 7: <SampleViewController: 0x7fba51e03db0> has no fields, so it is an object, not a view entry; "
          + "skipped",
      ]),
    Sample(
      file: "wechat-home-alpha-nan.txt",
      // The table scrolled to {0, -64}: what it holds lands 64 points lower; nothing above it moves.
      frames: [
        8: [0, 0, 320, 568],
        9: [0, 0, 320, 568],  // -64 + 64
        10: [0, 0, 320, 64],
        11: [0, 64, 320, 504],
        12: [0, 433, 320, 65],  // 64 + 369
        16: [10, 443, 45, 45],  // 433 + 10
      ],
      warnings: [
        "line 13: alpha has a number that is not finite (nan) in <UIView: 0x1696ba60>; 'alpha' is dropped, the "
          + "view keeps its default"
      ]),
    Sample(
      file: "wechat-contacts-tab.txt",
      // Every line starts with a tab; two sublayer lines are skipped with nothing below them.
      frames: [
        10: [0, 64, 320, 568],
        11: [0, 559, 320, 55],  // 64 + 495
        15: [10, 568.5, 36, 36],  // 559 + 9.5
        19: [56, 564.5, 112, 44],  // 559 + 5.5
        20: [10, 613.5, 310, 0.5],  // 559 + 54.5
        21: [0, 504, 320, 55],  // 64 + 440
      ],
      warnings: []),
    Sample(
      file: "cycript-unclosed-string.txt",
      // Cycript's `@"` opens a string the paste never closes; the lines in it are the tree as printed.
      frames: [3: [0, 568, 0, 0], 4: [0, 0, 320, 568], 6: [0, 553.5, 320, 44], 8: [16, 553.5, 269, 44]],
      warnings: []),
    Sample(
      file: "crifan-cycript-sheet.txt",
      // A sheet 40 points down; its table scrolled to {0, -56}, so rows land 40 + 56 lower.
      frames: [
        2: [0, 40, 375, 627],
        11: [0, 251, 375, 60],  // 40 + 56 + 155
        16: [114, 270, 245, 22],  // 251 + 19
        31: [0, 311, 375, 309.5],  // 40 + 56 + 215
        35: [16, 334.5, 343, 286],  // 311 + 23.5
        45: [292.5, 401, 40, 40],  // 16 + 26.5 + 250, 334.5 + 66.5
        46: [30, 457, 315.5, 54.5],  // 16 + 14, 334.5 + 122.5
        67: [0, 40, 375, 56],
        80: [307, 58, 52, 20.5],  // 40 + 6 + 11 + 1
      ],
      warnings: [inferred(3, "<UITransitionView: 0x11f9059e0>", "0 0; 375 667", "375 × 667")]),
    Sample(
      file: "openradar-keyboard-assistant-bar.txt",
      // A keyboard's assistant bar squashed to height 0, its buttons still 36 high inside it.
      frames: [1: [0, 0, 1366, 0], 2: [0, 0, 187, 55], 3: [19, 10, 41, 36]],
      warnings: [inferred(3, "<UIKeyboardImpl: 0x14e07b800>", "0 0; 1366 471", "1366 × 471")]),
    Sample(
      file: "iphonedevwiki-peripheral-host.txt",
      // The keyboard's host view parked below a 568-point screen; its window reaches 568 + 252.
      frames: [0: [0, 568, 320, 252], 3: [0, 568, 320, 252], 4: [0, 568, 320, 252]],
      warnings: [inferred(3, "<UIPeripheralHostView>", "0 568; 320 252", "320 × 820")]),
    Sample(
      file: "hou-recursive-description2-view.txt",
      // A controller's view 20 points down; ivar names in front of the entries.
      frames: [
        1: [96, 40, 128, 27],  // 20 + 20
        5: [136, 327, 23, 19],  // 46 + 90, 20 + 295 + 12
        7: [66, 189, 73, 44],  // 46 + 20, 20 + 96 + 73
        10: [78, 201, 49, 19],  // 66 + 12, 189 + 12
        11: [147, 125, 106, 60],  // 46 + 101, 20 + 96 + 9
      ],
      warnings: [
        inferred(6, "<UIView: 0x719ffd0>", "0 20; 320 460", "320 × 480"),
        "line 17: <UIImage: 0x8c827a0 size:{171, 68}> has no fields, so it is an object, not a view entry; skipped",
      ]),
    Sample(
      file: "objcio-autolayout-lldb.txt",
      // Three `po`s behind `$0 = 124983424 `, `$2 = 0x… `, `$3 = 0x… `: two of them wrapped after
      // the frame, so each is one top-level view; the same two views come back in the third.
      frames: [
        0: [90, -50, 80, 100], 1: [32, 128, 259, 604], 2: [32, 128, 259, 604],
        3: [122, 78, 80, 100],  // 32 + 90, 128 - 50
        4: [122, 229, 80, 100],  // 32 + 90, 128 + 101
      ],
      warnings: [
        // Its window reaches the far corner (170, 50) and is no smaller than the view's 100.
        inferred(3, "<UIView: 0x7731880>", "90 -50; 80 100", "170 × 100"),
        inferred(7, "<UIView: 0x7730fe0>", "32 128; 259 604", "291 × 732"),
        inferred(11, "<UIView: 0x7730fe0>", "32 128; 259 604", "291 × 732"),
      ]),
    Sample(
      file: "swipeable-cell-delete.txt",
      // Three cells, each its own window: logged, cut to classes and frames by hand (`//1` after
      // each `>`), then swiped open, its scroll view at {82, 0} so what it holds lands 82 left.
      frames: [
        2: [302, 412, 8, 12.5],  // 0 + 302, 396 + 16
        5: [15, 396, 270, 43],
        8: [302, 412, 8, 12.5], 11: [15, 396, 270, 43],
        14: [238, 0, 82, 44],  // 320 - 82
        16: [253, 11, 52, 22],  // 238 + 15
        17: [-82, 0, 287, 43.5],
        19: [15, 43.5, 305, 0.5],  // 97 - 82
        21: [215, 16, 8, 12.5],  // 297 - 82
      ],
      warnings: [
        inferred(4, "<UITableViewCell: 0x8e25350>", "0 396; 320 44", "320 × 440"),
        inferred(13, "<UITableViewCell>", "0 396; 320 44", "320 × 440"),
        inferred(22, "<UITableViewCell: 0xa816140>", "0 0; 320 44", "320 × 44"),
      ]),
    Sample(
      file: "lyroger-searchdisplay-editing.txt",
      // A search bar, then a controller's view under an active search: its table scrolled to
      // {0, -20}, so the header search bar lands 20 lower; the fence "   ```" after the first
      // dump and the failed `po` between the two are noise.
      frames: [
        3: [0, 0, 0, 0],
        7: [0, 19.5, 320, 0.5],  // -0.5 + 20
        11: [0, 0, 320, 64],  // 20 - 20
        12: [8, 28, 239, 28],  // 20 + 8
        15: [36, 30, 204, 24],  // 8 + 28, 28 + 2
        18: [236.5, 42, 3.5, 12],  // 36 + 200.5, 30 + 12
        20: [16, 35.5, 13, 13],  // 8 + 8, 28 + 7.5
        22: [258, 30, 53.5, 20.5],  // 258 + 0, 20 + 6 + 4
        23: [0, 64, 320, 0],  // 44 + 20
        30: [15, 0, 290, 43.5],
        36: [0, 64, 320, 504],
      ],
      warnings: [
        inferred(3, "<UISearchBar: 0x13f518bc0>", "0 0; 320 40", "320 × 40"),
        inferred(15, "<UIView: 0x1781971b0>", "0 0; 320 568", "320 × 568"),
      ]),
  ]

  /// Entries as the text shows them: a `<` (or `<<`) then a class name and either `: 0x…;`, `;`
  /// or, where a writer cut the address out, `: key = `. Object descriptions (`<NSArray: 0x…>`), layers (`<CALayer>`) and sublayer lines
  /// (`<__UITileLayer: 0x…> (layer)`) close with `>` before any field and do not match, and a
  /// description that is the value of a key (`dataSource: <…; …>`, `delegate = <…; …>`) is not an
  /// entry of the tree.
  static let entryPattern = try! NSRegularExpression(
    pattern: "(?<!\\w: )(?<!\\w = )<<?[A-Za-z_$][A-Za-z0-9_.$]*(: 0x[0-9A-Fa-f]+;|;|: [A-Za-z]+ = )")

  /// For every line holding an entry, the `|` and `:` markers in front of anything else, or with
  /// `levelColumns`, its leading spaces divided by the columns of one level.
  static func printedDepths(_ text: String, levelColumns: Int? = nil) -> [Int] {
    text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
      let line = String(line)
      let range = NSRange(line.startIndex..., in: line)
      guard entryPattern.firstMatch(in: line, range: range) != nil else { return nil }
      if let levelColumns { return line.prefix { $0 == " " }.count / levelColumns }
      let markers = line.prefix { " \t|:`'\"@".contains($0) }
      return markers.filter { $0 == "|" || $0 == ":" }.count
    }
  }

  @Test(arguments: samples)
  func everyEntryIsANodeAtItsDepth(sample: Sample) throws {
    let text = try dumpFile(sample.file)
    let dump = try parse(text)
    let entries = Self.entryPattern.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
    #expect(dump.nodes.count == entries)
    #expect(
      dump.nodes.map(\.depth) == sample.depths ?? Self.printedDepths(text, levelColumns: sample.levelColumns))
  }

  @Test(arguments: samples)
  func viewsLandWhereTheirFramesPutThem(sample: Sample) throws {
    let dump = try parse(try dumpFile(sample.file))
    let frames = try windowSpaceFrames(dump)
    for (index, expected) in sample.frames.sorted(by: { $0.key < $1.key }) {
      let frame = try #require(frames[index], "node \(index) has no window-space frame")
      let actual = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
      #expect(
        zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "node \(index): \(actual) ≠ \(expected)")
    }
  }

  @Test(arguments: samples)
  func warnsExactlyAboutWhatItGuessed(sample: Sample) throws {
    let dump = try parse(try dumpFile(sample.file))
    #expect(dump.warnings.map(\.description) == sample.warnings)
  }

  @Test func readsTheValuesOfTheseDumps() throws {
    let sentry = try parse(try dumpFile("sentry-mock-hierarchy.txt"))
    #expect(sentry.nodes[0].className == "UIWindow" && sentry.nodes[0].line == 2)
    #expect(sentry.nodes[0].propertyName == nil)
    #expect(sentry.nodes[10].text == "add Breadcrumb")
    #expect(sentry.nodes[24].hidden && sentry.nodes[24].alpha == 0)

    let chisel = try parse(try dumpFile("chisel-issue44.txt"))
    #expect(chisel.nodes[4].text == "前一天")

    let searchBar = try parse(try dumpFile("csdn-searchbar-ios5.txt"))
    #expect(searchBar.nodes.map(\.text) == ["", nil, "", nil, nil, "提示语"])
    #expect(searchBar.nodes[0].autoresizingMask == "W+BM")

    let monkey = try parse(try dumpFile("monkeydev-pviews.txt"))
    #expect(monkey.nodes[4].text == "/opt/MonkeyDev/bin/md\n\n- ...")
    #expect(values(monkey.nodes[4].contentSize) == [343, 317])
    #expect(monkey.nodes[5].className == "_UITextContainerView")

    let snapshot = try parse(try dumpFile("snapshot-traits-iphone-se.txt"))
    #expect(snapshot.nodes.map(\.text) == [nil, "What's", "the", "point", "?"])

    let visionOS = try parse(try dumpFile("snapshot-uiview-visionos.txt"))
    #expect(visionOS.nodes[1].clipsToBounds && !visionOS.nodes[1].userInteractionEnabled)

    let table = try parse(try dumpFile("snapshot-table-view-controller.txt"))
    #expect(values(table.nodes[0].contentOffset) == [0, -20])
    #expect(values(table.nodes[0].adjustedContentInset) == [20, 0, 0, 0])
    let cells = table.nodes.filter { $0.className == "UITableViewCell" }
    #expect(cells.map(\.text) == ["9", "8", "7", "6", "5", "4", "3", "2", "1", "0"])

    let alert = try parse(try dumpFile("w3toppers-alert-window.txt"))
    #expect(alert.roots == [0, 8])
    #expect(values(alert.nodes[9].transform) == [1.1, 0, 0, 1.1, 0, 0])
    let fixture = try alert.fixture(name: "alert")
    #expect(fixture.windows.map(\.annotations["class"]) == ["UIWindow", "_UIAlertOverlayWindow"])
  }

  @Test func readsTheValuesOfTheWeChatPastes() throws {
    let home = try parse(try dumpFile("wechat-home-alpha-nan.txt"))
    // The bad alpha is dropped, the view and its other fields kept.
    #expect(home.nodes[10].address == "0x1696ba60" && home.nodes[10].alpha == 1)
    #expect(home.nodes[10].tag == 251_658_531)
    #expect(values(home.nodes[8].contentOffset) == [0, -64])
    #expect(home.nodes[8].baseClass == "UITableView")

    let contacts = try parse(try dumpFile("wechat-contacts-tab.txt"))
    // \u8303\u513f is 范儿 and \ud83d\udc8b the surrogate pair of U+1F48B; \u6b23 is 欣.
    #expect(contacts.nodes[19].text == "A-范儿\u{1F48B}\u{1F48B}\u{1F48B}")
    #expect(contacts.nodes[29].text == "AA_欣欣")
    #expect(contacts.nodes.map(\.className).filter { $0 == "NewContactsItemCell" }.count == 2)

    let ivars = try parse(try dumpFile("hou-recursive-description2-view.txt"))
    #expect(
      ivars.nodes[0].controller == DumpController(className: "RootViewController", address: "0x757a0b0"))
    #expect(ivars.nodes.map(\.propertyName).prefix(3) == [nil, "_subview1", "_myButton"])
    #expect(ivars.nodes[10].text == "Button")

    let sheet = try parse(try dumpFile("crifan-cycript-sheet.txt"))
    // \u53d6\u6d88 is 取消 and \u4e0b\u4e00\u6b65 下一步; `<<…> minSize = …` tails and text after `>>`
    // (`layout=0x…`, `buttonBar=0x…`) leave the entries as printed.
    #expect(sheet.nodes[76].text == "取消" && sheet.nodes[80].text == "下一步")
    #expect(sheet.nodes[48].className == "_UITextContainerView" && sheet.nodes[48].parent == 46)
    #expect(sheet.nodes[73].parent == 72 && sheet.nodes[77].parent == 72)

    let chaotic = try parse(try dumpFile("cycript-unclosed-string.txt"))
    #expect(chaotic.nodes[0].className == "UIWindow" && chaotic.nodes[0].line == 5)
    #expect(chaotic.nodes[2].hidden && chaotic.nodes[3].hidden)
    #expect(chaotic.nodes[8].text == "Transport Layer Security")
  }

  @Test func readsTheValuesOfThePublishedSessions() throws {
    let objcio = try parse(try dumpFile("objcio-autolayout-lldb.txt"))
    // A wrapped entry is read from its first line; the `$3 = 0x07117ac0 ` in front is dropped.
    #expect(objcio.roots == [0, 1, 2])
    #expect(objcio.nodes.map(\.line) == [3, 7, 11, 12, 13])
    #expect(objcio.nodes.map(\.address) == ["0x7731880", "0x7730fe0", "0x7730fe0", "0x7731880", "0x7731aa0"])
    #expect(objcio.nodes.map(\.parent) == [nil, nil, nil, 2, 2])

    let cells = try parse(try dumpFile("swipeable-cell-delete.txt"))
    #expect(cells.roots == [0, 6, 12])
    #expect(cells.nodes[0].text == "Item #10" && cells.nodes[16].text == "Delete")
    // The hand-cut copy keeps no address and no offset; the swiped scroll view is at {82, 0}.
    #expect(cells.nodes[6...11].allSatisfy { $0.address == nil && $0.contentOffset == nil })
    #expect(values(cells.nodes[1].contentOffset) == [0, 0])
    #expect(values(cells.nodes[13].contentOffset) == [82, 0])
    #expect(
      cells.nodes[14].className == "UITableViewCellDeleteConfirmationView" && cells.nodes[14].parent == 13)

    let search = try parse(try dumpFile("lyroger-searchdisplay-editing.txt"))
    #expect(search.roots == [0, 5])
    #expect(search.nodes[15].className == "UIFieldEditor" && search.nodes[15].parent == 12)
    #expect(search.nodes[14].text == "搜索" && search.nodes[22].text == "Cancel")
    #expect(search.nodes[30].text == "搜索第一行")
    #expect(values(search.nodes[6].contentOffset) == [0, -20])
    #expect(values(search.nodes[6].contentSize) == [320, 478])
    #expect(search.nodes[7].hidden && search.nodes[26].hidden)
    #expect(search.nodes[36].alpha == 0.4 && search.nodes[18].alpha == 0)
    // `animations = { position=<CABasicAnimation: …>; … }` stays inside its key.
    #expect(search.nodes[21].className == "UINavigationButton" && search.nodes[21].parent == 10)
    // The search field holding the field editor was being edited: its window's first responder.
    let editing = try search.fixture(name: "search").nodes.filter(\.isFirstResponder)
    #expect(editing.map(\.annotations["address"]) == ["0x14c518b40"])
  }

  @Test func theTurnedIPadRootViewsGetLandscapeBounds() throws {
    // A quarter turn of w × h prints a box h × w: the 748 × 1024 box is a 1024 × 748 view, as the
    // question on the same page logged (bounds {{0, 0}, {1024, 748}}, center {394, 512} after the
    // right turn); its center is the box's, (0 + 374, 0 + 512) and (20 + 374, 512).
    let dump = try parse(try dumpFile("stackoverflow-ipad-rotation.txt"))
    #expect(dump.roots == [0, 2, 4])
    let fixture = try fixtureObject(dump)
    let windows = try #require(fixture["windows"] as? [[String: Any]])
    let roots = try windows.map { window in
      let controller = try #require(window["controller"] as? [String: Any])
      return try #require(controller["view"] as? [String: Any])
    }
    #expect(roots.map { numbers($0["frame"]) } == [[0, 20, 768, 1004], nil, nil])
    #expect(roots.map { numbers($0["bounds"]) } == [nil, [0, 0, 1024, 748], [0, 0, 1024, 748]])
    #expect(roots.map { numbers($0["center"]) } == [nil, [374, 512], [394, 512]])
    #expect(roots.map { numbers($0["transform"]) } == [nil, [0, 1, -1, 0, 0, 0], [0, -1, 1, 0, 0, 0]])
  }

  @Test func aFourSpaceIndentedDumpIsOneTree() throws {
    let dump = try parse(try dumpFile("writingaboutswift-indented.txt"))
    #expect(dump.roots == [0])
    #expect(dump.nodes.map(\.parent).prefix(6) == [nil, 0, 1, 2, 3, 1])
    #expect(dump.nodes[4].text == "\"Ž\"")
    #expect(dump.nodes[17].alpha == 0)
  }

  @Test func aTagBeyondTheFixtureRangeIsKeptAsText() throws {
    let dump = try parse(try dumpFile("cocoadelica-notes.txt"))
    #expect(dump.nodes[6].tag == 1_886_548_836)
    let fixture = try dump.fixture(name: "notes")
    let node = try #require(fixture.nodes.first { $0.annotations["address"] == "0x78f88d10" })
    #expect(node.tag == 0)
    #expect(node.annotations["tag"] == "1886548836")
    // The loader takes the fixture back: no number beyond ±1e9 is left in it.
    _ = try Fixture(json: fixture.jsonText())
  }
}

/// The window-space frame of every view node of `dump`, by node index, as a scene built from its
/// fixture places them.
func windowSpaceFrames(_ dump: Dump) throws -> [Int: ShelterGeometry.Rect] {
  let fixture = try dump.fixture(name: "corpus")
  let scene = try Scene(fixture: fixture)
  var byID: [String: ShelterGeometry.Rect] = [:]
  for (id, frame) in scene.windowFrames() { byID[id] = frame }
  // Fixture views in order, without the made-up `root` views (they carry no class), are the dump's
  // nodes in order without its windows.
  let viewIDs = fixture.nodes.filter { node in
    if case .view = node.role { return node.className != nil }
    return false
  }.map(\.id)
  let windows = Set(try WindowLayout.all(dump).compactMap(\.window))
  let indices = dump.nodes.indices.filter { !windows.contains($0) }
  var result: [Int: ShelterGeometry.Rect] = [:]
  for (index, id) in zip(indices, viewIDs) { result[index] = byID[id] }
  return result
}
