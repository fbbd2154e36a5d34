import Foundation
import ShelterCLI
import ShelterTestSupport
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
    PackageFiles.root.appendingPathComponent("Tests/ShelterCLITests/Logs/\(name)").path
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
      count: 8, conflict: [0, 1, 2, 3, 4, 5, 6, 7], uikitBroke: 1),
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
    // 0 + 0 + 103 != 115: the label's pins and its height against the header's encapsulated height.
    RealLog(
      file: "what-s-new-13.log", source: "https://github.com/mdznr/What-s-New/issues/13", count: 4,
      conflict: [0, 1, 2, 3], uikitBroke: 2),
    // 841 + height - 1 == 768 needs a height of -72.
    RealLog(
      file: "so-rotation-autoresizing.log",
      source:
        "http://stackoverflow.com/questions/14327145/unable-to-simultaneously-satisfy-constraints-no-constraints-in-place",
      count: 3, conflict: [0, 1, 2], uikitBroke: 1),
    // The top layout guide ends at 0; the bar's top is both 0 and the guide's bottom - 20.
    RealLog(
      file: "date-time-picker-17.log", source: "https://github.com/itsmeichigo/DateTimePicker/issues/17",
      count: 4, conflict: [0, 1, 2, 3], uikitBroke: 2),
    // A zero-height assistant bar: its stack view is 0 tall, its margins guide 10 + 9 inside it.
    RealLog(
      file: "iq-keyboard-manager-1259.log",
      source: "https://github.com/hackiftekhar/IQKeyboardManager/issues/1259",
      count: 6, conflict: [0, 1, 2, 3, 4, 5], uikitBroke: 4),
    RealLog(
      file: "openradar-23087563.log", source: "http://www.openradar.me/23087563", count: 6,
      conflict: [0, 1, 2, 3, 4, 5], uikitBroke: 4),
    // 246 against the keyboard's encapsulated 216.
    RealLog(
      file: "tasty-imitation-keyboard-85.log",
      source: "https://github.com/archagon/tasty-imitation-keyboard/issues/85", count: 2, conflict: [0, 1],
      uikitBroke: 0),
    // 10 + 24 + 16 + 16 + (>= 330) > 380.
    RealLog(
      file: "hashnode-cell-height.log",
      source:
        "https://coderlyn.hashnode.dev/layoutconstraints-unable-to-simultaneously-satisfy-constraints-clfggjn7m000w0amhciizc8hm",
      count: 8, conflict: [0, 1, 2, 3, 4, 5, 6, 7], uikitBroke: 0),
    // The input container's top at 20 and at 0.
    RealLog(
      file: "in-call-status-bar.log",
      source: "https://newbetuts.com/33112762-in-call-status-bar-unable-to-satisfy-constraints", count: 2,
      conflict: [0, 1], uikitBroke: 0),
  ]

  /// The logs where Shelter's rule picks a constraint other than the one UIKit broke
  /// (docs/explain.md): Colo's cell view is pinned top and bottom with a fixed height of 100 in a
  /// 44-point cell; the rule breaks the fixed size, as UIKit did in four other cells, and UIKit
  /// broke the bottom pin.
  static let disagreeing: Set<String> = ["colo-12.log"]

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
    #expect((shelter == log.uikitBroke) == !Self.disagreeing.contains(log.file))
  }

  @Test func theRuleAgreesWithUIKitOnAtLeastNinetyPercentOfTheLogs() {
    #expect(Self.logs.count == 24)
    #expect(Set(Self.logs.map(\.file)).count == Self.logs.count)
    let agreeing = Self.logs.count - Self.disagreeing.count
    #expect(agreeing == 23)
    #expect(agreeing * 10 >= Self.logs.count * 9)
  }

  /// The fixture id `-o` gives a log's constraint: its identifier, else `c<index>`.
  static func fixtureID(_ text: String, index: Int) -> String {
    guard let open = text.firstIndex(of: " "), text[text.index(after: open)...].hasPrefix("'") else {
      return "c\(index)"
    }
    let rest = text[text.index(open, offsetBy: 2)...]
    return String(rest.prefix { $0 != "'" })
  }

  @Test(arguments: logs)
  func theWrittenFixtureBreaksWhatExplainBreaks(_ log: RealLog) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let fixture = folder.path("rebuilt.json")
    let run = ToolRun(["explain", Self.log(log.file), "--json", "-o", fixture])
    #expect(run.status == 0)
    let json = try Self.answer(run)
    let constraints = try #require(json["constraints"] as? [String])
    let shelter = try #require(json["shelterBreaks"] as? Int)
    let expected = Self.fixtureID(constraints[shelter], index: shelter)
    let simulate = ToolRun(["simulate", fixture, "--json"])
    #expect(simulate.status == 0)
    let answer = try Self.answer(simulate)
    let steps = try #require(answer["steps"] as? [[String: Any]])
    #expect(steps.first?["brokenConstraints"] as? [String] == [expected])
    let check = ToolRun(["check", fixture])
    let said = "unsatisfiable constraints: broke \(expected)"
    #expect(check.output.contains(said + ",") || check.output.contains(said + "\n"))
  }

  @Test func eachKindOfFixOnARealLog() throws {
    func fix(_ file: String) throws -> [String: Any] {
      let run = ToolRun(["explain", Self.log(file), "--json"])
      return try #require(Self.answer(run)["fix"] as? [String: Any])
    }
    // The assistant bar's own constraints: nothing in the app to change.
    let keyboardBar = try fix("iq-keyboard-manager-1259.log")
    #expect(keyboardBar["knownIssue"] as? Bool == true)
    // A container that still translates its mask.
    let container = try fix("apptentive-178.log")
    #expect(container["translatesAutoresizingMaskIntoConstraintsOff"] as? String == "uiView1")
    #expect(container["verified"] as? Bool == true)
    // The cell's bottom pin (V:[view]-(0)-|) at 999 against the encapsulated height.
    let cell = try fix("colo-12.log")
    #expect(cell["priority999"] as? Int == 3)
    #expect(cell["verified"] as? Bool == true)
    #expect((cell["why"] as? String)?.contains("UIView-Encapsulated") == true)
    // The keyboard's height written as 246 against its encapsulated 216.
    #expect(try fix("tasty-imitation-keyboard-85.log")["priority999"] as? Int == 0)
    // Two heights of one view: remove the one Shelter breaks.
    let twoHeights = try fix("folding-cell-63.log")
    #expect(twoHeights["remove"] as? Int == 0)
  }

  @Test func aHardCodedKeyboardHeightAgainstTheKeyboardGuideSuggestsTheGuide() throws {
    // The form's bottom is 336 above the view's bottom, written for one keyboard, and also at the
    // keyboard guide's top, which the guide's own constraint puts 300 above the bottom.
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 V:[UIView:0xf]-(336)-|   (active, names: '|':UIView:0xa )>",
          "<NSLayoutConstraint:0x2 UIView:0xf.bottom == UILayoutGuide:0xb'UIKeyboardLayoutGuide'.top   (active)>",
          "<NSLayoutConstraint:0x3 'UIKeyboardLayoutGuide-top' UILayoutGuide:0xb'UIKeyboardLayoutGuide'.top == UIView:0xa.bottom - 300   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x1 V:[UIView:0xf]-(336)-|   (active, names: '|':UIView:0xa )>
      """
    let run = ToolRun(["explain", "-", "--json"], input: Array(text.utf8))
    #expect(run.status == 0)
    let json = try Self.answer(run)
    #expect(json["conflict"] as? [Int] == [0, 1, 2])
    let fix = try #require(json["fix"] as? [String: Any])
    #expect(fix["useKeyboardLayoutGuide"] as? Int == 0)
    #expect(fix["verified"] as? Bool == true)
  }

  @Test func aHugeConstantIsAWarningNamingItsLineNotATrap() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 1e308   (active)>",
          "<NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>"
      )
      """
    let run = ToolRun(["explain", "-", "--json", "-o", "-"], input: Array(text.utf8))
    #expect(run.status == 0)
    #expect(
      run.errors.contains(
        "(standard input):3: warning: the constant 1e308 is beyond the allowed ±1e9"))
  }

  @Test func checkListsTheSetAsUIKitAndPointsAtTheBrokenConstraintsLine() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let fixture = folder.path("fdtake.json")
    #expect(ToolRun(["explain", Self.log("fdtake-122.log"), "-o", fixture]).status == 0)
    // The constraint's object starts on the line before its "id".
    let lines = try String(contentsOfFile: fixture, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let idLine = try #require(lines.firstIndex { $0.contains("\"id\": \"c0\"") }) + 1
    let run = ToolRun(["check", fixture, "--format", "github"])
    let annotation = try #require(run.output.split(separator: "\n").first { $0.contains("unsatisfiable") })
    #expect(annotation.contains("line=\(idLine - 1),"))
    // UIKit lists width == - 16 alone: Shelter's own width >= 0 is not named.
    #expect(annotation.hasSuffix("unsatisfiable constraints: broke c0"))
  }

  @Test func aTitleQuotingTheMessageAndCommentsAreNotMessages() throws {
    let text = """
      # source: https://example.com/issue
      Fix "Unable to simultaneously satisfy constraints." in the header
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
          "<NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>
      """
    let run = ToolRun(["explain", "-", "--json"], input: Array(text.utf8))
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let json = try Self.answer(run)
    let messages = try #require(json["messages"] as? [[String: Any]])
    #expect(messages.count == 1)
    #expect(messages.first?["line"] as? Int == 3)
    #expect(json["shelterBreaks"] as? Int == 1)
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
    // Only UIKit's private views: the stack view's fixed height of 44, pinned top and bottom to
    // the zero-height bar, breaks; the fix is none in the app.
    #expect(json["shelterBreaks"] as? Int == 5)
    let fix = try #require(json["fix"] as? [String: Any])
    #expect(fix["knownIssue"] as? Bool == true)
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
