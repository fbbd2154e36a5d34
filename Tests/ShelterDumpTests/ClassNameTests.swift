import Testing

@testable import ShelterDump

@Suite struct KindMappingTests {
  @Test(arguments: [
    ("UITextField", "textField"),
    ("UISearchBarTextField", "textField"),
    ("MyApp.EmailTextField", "textField"),
    ("UITextView", "textView"),
    ("_TtC5MyApp13NotesTextView", "textView"),
    ("UITableViewCell", "tableCell"),
    ("UICollectionViewListCell", "tableCell"),
    ("MyApp.ProfileCell", "tableCell"),
    ("UITableView", "tableView"),
    ("MyApp.FeedTableView", "tableView"),
    ("UIScrollView", "scrollView"),
    ("_UIWebViewScrollView", "scrollView"),
    ("UICollectionView", "scrollView"),
    ("UIButton", "button"),
    ("UIRoundedRectButton", "button"),
    ("_UITableViewCellActionButton", "button"),
    ("UILabel", "label"),
    ("UIButtonLabel", "label"),
    ("UIImageView", "imageView"),
    ("UIView", "view"),
    ("UIWindow", "view"),
    ("_UITextFieldRoundedRectBackgroundViewNeue", "view"),
    ("UITableViewCellContentView", "view"),
    ("_UITableViewCellSeparatorView", "view"),
    ("SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.Label>>", "view"),
    ("MyApp.LoginView", "view"),
  ])
  func kindOfClassName(className: String, kind: String) {
    let node = DumpNode(className: className, frame: (0, 0, 1, 1), line: 1)
    #expect(ClassName.kind(of: node) == kind)
  }

  @Test func baseClassDecidesForUnknownNames() {
    var badge = DumpNode(className: "MMBadgeView", frame: (0, 0, 1, 1), line: 1)
    badge.baseClass = "UIImageView"
    #expect(ClassName.kind(of: badge) == "imageView")
    var control = DumpNode(className: "TestView", frame: (0, 0, 1, 1), line: 1)
    control.baseClass = "UIControl"
    #expect(ClassName.kind(of: control) == "view")
  }

  @Test func contentOffsetMarksAScrollView() {
    // Only UIScrollView subclasses print contentOffset, so an unknown name that does is one.
    var wrapper = DumpNode(className: "UITableViewWrapperView", frame: (0, 0, 1, 1), line: 1)
    #expect(ClassName.kind(of: wrapper) == "view")
    wrapper.contentOffset = (0, 0)
    #expect(ClassName.kind(of: wrapper) == "scrollView")
    var textView = DumpNode(className: "UITextView", frame: (0, 0, 1, 1), line: 1)
    textView.contentOffset = (0, 10)
    #expect(ClassName.kind(of: textView) == "textView")
  }

  @Test(arguments: [
    ("UIWindow", true),
    ("UITextEffectsWindow", true),
    ("MyApp.OverlayWindow", true),
    ("UIView", false),
    ("UIWindowScene", false),
  ])
  func windowByName(className: String, isWindow: Bool) {
    #expect(ClassName.isWindow(DumpNode(className: className, frame: (0, 0, 1, 1), line: 1)) == isWindow)
  }

  @Test func windowByBaseClass() {
    var window = DumpNode(className: "COSTouchVisualizerWindow2", frame: (0, 0, 1, 1), line: 1)
    #expect(ClassName.isWindow(window) == false)
    window.baseClass = "UIWindow"
    #expect(ClassName.isWindow(window))
  }
}

@Suite struct IDTests {
  @Test(arguments: [
    ("UITextField", "uiTextField"),
    ("UIView", "uiView"),
    ("_UITextFieldRoundedRectBackgroundViewNeue", "uiTextFieldRoundedRectBackgroundViewNeue"),
    ("MyApp.LoginView", "loginView"),
    ("_TtC5MyApp9LoginView", "loginView"),
    ("_TtCC5MyApp5Outer5Inner", "inner"),
    ("_TtCs12_SwiftObject", "swiftObject"),
    ("_TtC5MyAppP33_0123456789ABCDEF0123456789ABCDEF8Settings", "settings"),
    ("_TtC5MyApp", "ttC5MyApp"),
    ("SwiftUI._UIHostingView<SwiftUI.AnyView>", "uiHostingView"),
    ("URLBar2", "urlBar2"),
    ("UI", "ui"),
    ("__NSCFView", "nscfView"),
    ("loginView", "loginView"),
    ("My_Custom_View", "myCustomView"),
    ("ÜberView", "berView"),
    ("9Patch", "view9Patch"),
    ("$$$", "view"),
  ])
  func stemOfClassName(className: String, stem: String) {
    #expect(ClassName.idStem(className) == stem)
  }

  @Test func numbersEachStemInDocumentOrder() throws {
    let dump = try parse(
      """
      <UIWindow: 0x0; frame = (0 0; 10 10)>
         | <UIView: 0x1; frame = (0 0; 10 10)>
         |    | <UILabel: 0x2; frame = (0 0; 10 10)>
         |    | <UIView: 0x3; frame = (0 0; 10 10)>
         |    |    | <_UIView: 0x4; frame = (0 0; 10 10)>
         |    | <MyApp.UIView: 0x5; frame = (0 0; 10 10)>
         |    | <UIView2: 0x6; frame = (0 0; 10 10)>
         |    | <UILabel: 0x7; frame = (0 0; 10 10)>
      """)
    // UIView, _UIView and MyApp.UIView share the stem uiView and so one count; UIView2's stem
    // ends in a digit, so `_` keeps "uiView2_1" apart from the eleventh "uiView".
    #expect(
      FixtureNames(nodes: dump.nodes, skipping: [0]).ids == [
        "", "uiView1", "uiLabel1", "uiView2", "uiView3", "uiView4", "uiView2_1", "uiLabel2",
      ])
  }

  @Test func idsAreUniqueOverManyLookalikeClasses() throws {
    var lines = ["<UIView: 0x0; frame = (0 0; 10 10)>"]
    for index in 0..<30 {
      lines.append("   | <UIView\(index % 3 == 0 ? "" : String(index % 4)): 0x1; frame = (0 0; 1 1)>")
    }
    let ids = FixtureNames(nodes: try parse(lines.joined(separator: "\n")).nodes, skipping: []).ids
    #expect(Set(ids).count == ids.count)
  }
}
