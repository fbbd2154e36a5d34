import Foundation
import ShelterCLI
import Testing

/// One real log from a public source, with what was worked out by hand from its text: how many
/// constraints it prints, the mutually exclusive set (0-based, in print order), and the one the
/// log says UIKit broke.
struct RealLog: CustomTestStringConvertible, Sendable {
  let file: String
  let source: String
  let count: Int
  let conflict: [Int]
  let uikitBroke: Int
  var testDescription: String { file }
}

@Suite("shelter explain reads real UIKit logs")
struct ExplainCommandTests {
  static func log(_ name: String) -> String {
    ToolRun.root.appendingPathComponent("Tests/ShelterCLITests/Logs/\(name)").path
  }

  /// The conflicts were checked by hand: every member is needed (a chain of edges and sizes that
  /// cannot add up), except in so-reusable-cell-height, where UIKit lists the label's height 15
  /// although 21 + 14 + 3 + 80 + 8 + 18 = 144 > 139.5 already conflicts without it.
  static let logs: [RealLog] = [
    RealLog(
      file: "folding-cell-63.log", source: "https://github.com/Ramotion/folding-cell/issues/63", count: 2,
      conflict: [0, 1], uikitBroke: 0),
    RealLog(
      file: "swift2byexample-7.log", source: "https://github.com/gscalzo/Swift2ByExample/issues/7", count: 4,
      conflict: [0, 1, 2, 3], uikitBroke: 1),
    RealLog(
      file: "apptentive-178.log", source: "https://github.com/apptentive/apptentive-ios/issues/178", count: 5,
      conflict: [0, 1, 2, 3, 4], uikitBroke: 2),
    RealLog(
      file: "firefox-ios-27523.log", source: "https://github.com/mozilla-mobile/firefox-ios/issues/27523",
      count: 2, conflict: [0, 1], uikitBroke: 0),
    RealLog(
      file: "unstoppable-wallet-1731.log",
      source: "https://github.com/horizontalsystems/unstoppable-wallet-ios/issues/1731", count: 2,
      conflict: [0, 1], uikitBroke: 0),
    RealLog(
      file: "fdtake-122.log", source: "https://github.com/fulldecent/FDTake/issues/122", count: 1,
      conflict: [0],
      uikitBroke: 0),
    RealLog(
      file: "unstoppable-wallet-707.log",
      source: "https://github.com/horizontalsystems/unstoppable-wallet-ios/issues/707", count: 3,
      conflict: [0, 1, 2], uikitBroke: 1),
    RealLog(
      file: "colo-12.log", source: "https://github.com/wongzigii/Colo/issues/12", count: 4,
      conflict: [0, 1, 2, 3], uikitBroke: 3),
    RealLog(
      file: "draggable-youtube-2.log",
      source: "https://github.com/vizllx/DraggableYoutubeFloatingVideo/issues/2",
      count: 4, conflict: [0, 1, 2, 3], uikitBroke: 0),
    RealLog(
      file: "dice-table-view-cell-1.log",
      source: "https://github.com/damienlaughton/DiceTableViewCell/issues/1",
      count: 4, conflict: [0, 1, 2, 3], uikitBroke: 0),
    RealLog(
      file: "fd-template-layout-cell-326.log",
      source: "https://github.com/forkingdog/UITableView-FDTemplateLayoutCell/issues/326", count: 2,
      conflict: [0, 1], uikitBroke: 0),
    RealLog(
      file: "so-reusable-cell-height.log",
      source:
        "https://ios-ruby-on-rails.developreference.com/article/24102440/How+to+set+constraint+in+a+reusable+UITableViewCell",
      count: 8, conflict: [1, 2, 3, 4, 5, 6, 7], uikitBroke: 1),
    RealLog(
      file: "so-scroll-view-autoresizing.log",
      source:
        "https://ios-ruby-on-rails.developreference.com/article/27555138/UIScrollView+with+autolayout+pure+approach+duplicate",
      count: 5, conflict: [0, 1, 2, 3, 4], uikitBroke: 0),
    RealLog(
      file: "trust-wallet-279.log", source: "https://github.com/trustwallet/trust-wallet-ios/issues/279",
      count: 3,
      conflict: [0, 1, 2], uikitBroke: 1),
    RealLog(
      file: "handy-auto-layout-7.log", source: "https://github.com/casatwy/HandyAutoLayout/issues/7",
      count: 2,
      conflict: [0, 1], uikitBroke: 1),
    RealLog(
      file: "display-switcher-20.log", source: "https://github.com/Yalantis/DisplaySwitcher/issues/20",
      count: 4,
      conflict: [0, 1, 2, 3], uikitBroke: 1),
  ]

  /// The logs where Shelter's rule picks the constraint UIKit broke (docs/explain.md).
  static let agreeing: Set<String> = [
    "folding-cell-63.log", "firefox-ios-27523.log", "unstoppable-wallet-1731.log", "fdtake-122.log",
    "draggable-youtube-2.log", "dice-table-view-cell-1.log", "fd-template-layout-cell-326.log",
    "so-reusable-cell-height.log", "so-scroll-view-autoresizing.log",
  ]

  static func answer(_ run: ToolRun) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
  }

  @Test(arguments: logs)
  func aRealLogIsExplained(_ log: RealLog) throws {
    let run = ToolRun(["explain", Self.log(log.file), "--json"])
    #expect(run.status == 0)
    let json = try Self.answer(run)
    #expect((json["constraints"] as? [String])?.count == log.count)
    #expect(json["uikitBroke"] as? Int == log.uikitBroke)
    #expect(json["conflict"] as? [Int] == log.conflict)
    let shelter = try #require(json["shelterBreaks"] as? Int)
    #expect(log.conflict.contains(shelter))
    #expect((shelter == log.uikitBroke) == Self.agreeing.contains(log.file))
  }

  @Test func agreementIsCountedOverAtLeastFifteenLogs() {
    #expect(Self.logs.count >= 15)
    #expect(Set(Self.logs.map(\.file)).count == Self.logs.count)
    #expect(Self.agreeing.count == 9)
  }

  @Test func theTextPageNamesBothChoicesAndTheFix() {
    let run = ToolRun(["explain", Self.log("apptentive-178.log")])
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        "UIKit broke:\n    [2] <NSLayoutConstraint:0x15e9988e0 V:[UIView:0x15ecf6160]-(8)-|"))
    #expect(
      run.output.contains(
        "fix: set translatesAutoresizingMaskIntoConstraints = false on uiView1 (UIView:0x15ed4cf40), and the rest can all hold"
      ))
  }

  @Test func aRedactedLogIsEmptyWithAWarning() throws {
    let run = ToolRun(["explain", Self.log("masonry-415-private.log"), "--json"])
    #expect(run.status == 0)
    let json = try Self.answer(run)
    #expect((json["constraints"] as? [String]) == [])
    #expect(json["uikitBroke"] is NSNull)
    #expect(json["shelterBreaks"] is NSNull)
    #expect(run.errors.contains("masonry-415-private.log:1: warning: every constraint is redacted"))
  }

  @Test func unreadableLinesAreWarningsAndStrictRefusesThem() {
    let text = """
      Unable to simultaneously satisfy constraints.
      something else entirely
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
          "<NSLayoutConstraint:0x2 UIView:0xa.wdth == 20   (active)>",
          "<NSLayoutConstraint:0x3 UIView:0xa.width == 20   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x3 UIView:0xa.width == 20   (active)>
      """
    let run = ToolRun(["explain", "-", "--json"], input: Array(text.utf8))
    #expect(run.status == 0)
    #expect(run.errors.contains("(standard input):2: warning: not a constraint or part of UIKit's message"))
    #expect(run.errors.contains("(standard input):5: warning: cannot read the constraint"))
    #expect(run.errors.contains("unknown attribute 'wdth'"))
    let strict = ToolRun(["explain", "-", "--strict"], input: Array(text.utf8))
    #expect(strict.status == 2)
    #expect(strict.errors.hasPrefix("shelter explain: (standard input):2: not a constraint"))
  }

  @Test func aTruncatedLogAndAReusedAddressAreNamedByLine() {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
          "<NSLayoutConstraint:0x2 UILabel:0xa.width == 20   (active)>",
          "<NSLayoutConstraint:0x3 UIView:0xa.height == 20
      """
    let run = ToolRun(["explain", "-"], input: Array(text.utf8))
    #expect(run.status == 0)
    #expect(run.errors.contains("(standard input):1: warning: the message that starts here is cut off"))
    #expect(
      run.errors.contains("(standard input):4: warning: address 0xa is a UILabel here but a UIView on line 3")
    )
    #expect(run.errors.contains("(standard input):5: warning: the constraint description is cut off"))
  }

  @Test func aLogWithoutConstraintsIsRefused() {
    let run = ToolRun(["explain", "-"], input: Array("hello\n".utf8))
    #expect(run.status == 2)
    #expect(run.errors.contains("no constraint description found"))
  }

  @Test func aPoListWithoutAConflictSaysSo() throws {
    let text = """
      <__NSArrayM 0x600000252510>(
      <NSLayoutConstraint:0x60400028a5a0 UIView:0x7f910ec003d0.width == 150   (active)>,
      <NSLayoutConstraint:0x60000028f3c0 UIView:0x7f910ec003d0.height == 100   (active)>
      )
      """
    let run = ToolRun(["explain", "-", "--json"], input: Array(text.utf8))
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let json = try Self.answer(run)
    #expect((json["constraints"] as? [String])?.count == 2)
    #expect(json["conflict"] as? [Int] == [])
    #expect(json["shelterBreaks"] is NSNull)
  }

  @Test func keyboardAssistantAndVisualFormatsAreRead() throws {
    // Lines from https://github.com/ionic-team/capacitor/issues/1035 and openradar 36578167.
    let text = """
      (
          "<NSLayoutConstraint:0x6000021a9950 'assistantHeight' SystemInputAssistantView.height == 45   (active, names: SystemInputAssistantView:0x7f7f6e20f1a0 )>",
          "<NSLayoutConstraint:0x600002187c50 'assistantView.top' V:[_UIKBCompatInputView:0x7f7f6e40a3a0]-(0)-[SystemInputAssistantView]   (active, names: SystemInputAssistantView:0x7f7f6e20f1a0 )>",
          "<NSAutoresizingMaskLayoutConstraint:0x1c0281310 h=--& v=--& UIKeyboardAssistantBar:0x151e1f280.height == 0   (active)>",
          "<NSLayoutConstraint:0x1c4094dc0 V:|-(0)-[_UIButtonBarStackView:0x151e1f560]   (active, names: '|':UIKeyboardAssistantBar:0x151e1f280 )>",
          "<NSLayoutConstraint:0x1c4094f50 V:[_UIButtonBarStackView:0x151e1f560]-(0)-|   (active, names: '|':UIKeyboardAssistantBar:0x151e1f280 )>",
          "<NSLayoutConstraint:0x1c4 _UIButtonBarStackView:0x151e1f560.height == 44   (active)>"
      )
      """
    let run = ToolRun(["explain", "-", "--json"], input: Array(text.utf8))
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let json = try Self.answer(run)
    #expect(json["conflict"] as? [Int] == [2, 3, 4, 5])
    #expect(json["shelterBreaks"] as? Int == 3)
    let fix = try #require(json["fix"] as? [String: Any])
    #expect(fix["translatesAutoresizingMaskIntoConstraintsOff"] as? String == "uiKeyboardAssistantBar1")
  }

  @Test func theRebuiltFixtureSimulates() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let fixture = folder.path("rebuilt.json")
    let run = ToolRun(["explain", Self.log("apptentive-178.log"), "-o", fixture])
    #expect(run.status == 0)
    let simulate = ToolRun(["simulate", fixture, "--json"])
    #expect(simulate.status == 0)
    #expect(simulate.output.contains("\"brokenConstraints\""))
  }

  @Test func outputThatCannotBeWrittenIsStatusTwo() {
    let run = ToolRun(["explain", Self.log("folding-cell-63.log"), "-o", "/dev/full"])
    #expect(run.status == 2)
    #expect(run.errors.contains("/dev/full: cannot be written"))
  }
}

@Suite("describe --constraints and explain read each other")
struct ExplainRoundTripTests {
  static let fixture = """
    {
      "format": "shelter-fixture/1",
      "name": "conflict",
      "screen": { "size": [390, 844] },
      "window": {
        "frame": [0, 0, 390, 844],
        "controller": {
          "id": "controller",
          "view": {
            "id": "root", "kind": "view", "frame": [0, 0, 390, 844],
            "constraints": [
              "field.leading == root.leading + 20",
              "field.top == root.top + 100",
              "field.width == 350",
              "field.height == 44",
              { "id": "tooWide", "constraint": "field.width == 400" }
            ],
            "subviews": [
              { "id": "field", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false }
            ]
          }
        }
      }
    }
    """

  @Test func describedConstraintsExplainBackToTheSameConflict() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("conflict.json", Self.fixture)
    let described = ToolRun(["describe", path, "--constraints"])
    #expect(described.status == 0)
    #expect(
      described.output.contains(
        "   + <NSLayoutConstraint:0x600000c80000 H:|-(20)-[field]   (active, names: field:0x10020, '|':UIView:0x10010 )>"
      ))
    #expect(
      described.output.contains(
        "<NSLayoutConstraint:0x600000c80140 'tooWide' field.width == 400   (active, names: field:0x10020 )>"))
    let explained = ToolRun(["explain", "-", "--json"], input: Array(described.output.utf8))
    #expect(explained.status == 0)
    let json = try ExplainCommandTests.answer(explained)
    #expect((json["constraints"] as? [String])?.count == 5)
    #expect(json["conflict"] as? [Int] == [2, 4])
    #expect(explained.errors.isEmpty)
    let rebuilt = folder.path("rebuilt.json")
    let again = ToolRun(["explain", "-", "-o", rebuilt], input: Array(described.output.utf8))
    #expect(again.status == 0)
    let text = try String(contentsOfFile: rebuilt, encoding: .utf8)
    #expect(text.contains("\"tooWide\""))
    #expect(text.contains("\"field\""))
  }

  @Test func theTextReportPrintsUIKitsMessageAndJSONNamesTheBreak() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("conflict.json", Self.fixture)
    let text = ToolRun(["simulate", path])
    #expect(text.status == 0)
    #expect(
      text.output.contains(
        "Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want. \n\tTry this: \n"
      ))
    #expect(
      text.output.contains(
        "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x600000c80140 'tooWide' field.width == 400   (active, names: field:0x10020 )>\n"
      ))
    #expect(text.output.contains("listed in <UIKitCore/UIView.h> may also be helpful.\n"))
    let json = ToolRun(["simulate", path, "--json"])
    #expect(json.output.contains("\"brokenConstraints\": [\n        \"tooWide\"\n      ]"))
  }
}
