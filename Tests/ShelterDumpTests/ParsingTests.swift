import Testing

@testable import ShelterDump

@Suite struct ParsingTests {
  static let example = """
    <UIWindow: 0x7fb8c0c0a1e0; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x600000c4a0d0>; layer = <UIWindowLayer: 0x600000e2c2a0>>
       | <UIView: 0x7fb8c0d0b4a0; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x600000e2c3c0>>
       |    | <UITextField: 0x7fb8c0e1a800; frame = (20 300; 335 34); text = 'hello'; opaque = NO; autoresize = RM+BM; gestureRecognizers = <NSArray: 0x6000>; layer = <CALayer: 0x600000e2d1e0>>
       |    |    | <_UITextFieldRoundedRectBackgroundViewNeue: 0x7f...; frame = (0 0; 335 34); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x6000>>
    """

  /// Checks every field of a node that the example leaves at UIKit's defaults.
  func expectDefaults(_ node: DumpNode, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(node.baseClass == nil, sourceLocation: sourceLocation)
    #expect(node.bounds == nil, sourceLocation: sourceLocation)
    #expect(node.center == nil, sourceLocation: sourceLocation)
    #expect(node.transform == nil, sourceLocation: sourceLocation)
    #expect(node.hidden == false, sourceLocation: sourceLocation)
    #expect(node.alpha == 1, sourceLocation: sourceLocation)
    #expect(node.clipsToBounds == false, sourceLocation: sourceLocation)
    #expect(node.tag == 0, sourceLocation: sourceLocation)
    #expect(node.contentOffset == nil, sourceLocation: sourceLocation)
    #expect(node.contentSize == nil, sourceLocation: sourceLocation)
    #expect(node.adjustedContentInset == nil, sourceLocation: sourceLocation)
  }

  /// A writer who cut the addresses out left `<Class: key = …;>`: what follows the colon is the
  /// first field, not an address, and the entry reads as printed.
  @Test func anEntryWhoseAddressWasCutOutReadsItsFirstField() throws {
    let dump = try parse(
      """
      <UIPeripheralHostView: frame = (0 568; 320 252);>
        | <UIKeyboardAutomatic: frame = (0 0; 320 252); alpha = 0.5;>
      """)
    #expect(dump.nodes.map(\.address) == [nil, nil])
    #expect(values(dump.nodes[0].frame) == [0, 568, 320, 252])
    #expect(dump.nodes[1].alpha == 0.5 && dump.nodes[1].parent == 0)
  }

  /// A constraint line as `describe --constraints` prints it has an address before its `==`: it
  /// stays one object, skipped with a warning, not a view with a key named after its items.
  @Test func aConstraintLineWithEqualsIsStillAnObject() throws {
    let dump = try parse(
      """
      <UIWindow: 0x10000; frame = (0 0; 393 852)>
         | <UIView: 0x10010; frame = (0 0; 393 852)>
         |    + <NSLayoutConstraint:0x600000c800f0 title.height == 34   (active, names: title:0x10020 )>
      """)
    #expect(dump.nodes.map(\.address) == ["0x10000", "0x10010"])
    #expect(dump.warnings.map(\.kind) == [.skippedLine] && dump.warnings.map(\.line) == [3])
  }

  @Test func readsTheExampleField() throws {
    let dump = try parse(Self.example)
    #expect(dump.nodes.count == 4)
    #expect(dump.roots == [0])

    let window = dump.nodes[0]
    #expect(window.className == "UIWindow")
    #expect(window.address == "0x7fb8c0c0a1e0")
    #expect(values(window.frame) == [0, 0, 375, 667])
    #expect(window.userInteractionEnabled)
    #expect(window.text == nil)
    #expect(window.line == 1)
    #expect(window.parent == nil)
    #expect(window.depth == 0)
    expectDefaults(window)

    let view = dump.nodes[1]
    #expect(view.className == "UIView")
    #expect(view.address == "0x7fb8c0d0b4a0")
    #expect(values(view.frame) == [0, 0, 375, 667])
    #expect(view.userInteractionEnabled)
    #expect(view.text == nil)
    #expect(view.line == 2)
    #expect(view.parent == 0)
    #expect(view.depth == 1)
    expectDefaults(view)

    let field = dump.nodes[2]
    #expect(field.className == "UITextField")
    #expect(field.address == "0x7fb8c0e1a800")
    #expect(values(field.frame) == [20, 300, 335, 34])
    #expect(field.userInteractionEnabled)
    #expect(field.text == "hello")
    #expect(field.line == 3)
    #expect(field.parent == 1)
    #expect(field.depth == 2)
    expectDefaults(field)

    let background = dump.nodes[3]
    #expect(background.className == "_UITextFieldRoundedRectBackgroundViewNeue")
    #expect(background.address == "0x7f...")
    #expect(values(background.frame) == [0, 0, 335, 34])
    #expect(background.userInteractionEnabled == false)
    #expect(background.text == nil)
    #expect(background.line == 4)
    #expect(background.parent == 2)
    #expect(background.depth == 3)
    expectDefaults(background)

    #expect(Array(dump.children(of: 0)) == [1])
    #expect(Array(dump.children(of: 1)) == [2])
    #expect(Array(dump.children(of: 2)) == [3])
    #expect(dump.children(of: 3).isEmpty)
  }

  @Test func readsEveryKnownKey() throws {
    let dump = try parse(
      """
      <MyScroller: 0x1; baseClass = UIScrollView; frame = (-0 -1.5; 1e2 2.5E-1); bounds = (3 4; 50 60); center = (7 8); transform = [0.5, 0, 0, 2, -3, 4.25]; hidden = YES; alpha = 0.5; userInteractionEnabled = NO; clipsToBounds = YES; tag = -7; text = 'hi'; contentOffset: {0, -64}; contentSize: {375, 1200}; adjustedContentInset: {64, 0, 34, 0}>
      """)
    let node = dump.nodes[0]
    #expect(node.className == "MyScroller")
    #expect(node.baseClass == "UIScrollView")
    #expect(values(node.frame) == [0, -1.5, 100, 0.25])
    #expect(node.frame.x.sign == .minus)  // -0 is read as negative zero
    #expect(values(node.bounds) == [3, 4, 50, 60])
    #expect(values(node.center) == [7, 8])
    #expect(values(node.transform) == [0.5, 0, 0, 2, -3, 4.25])
    #expect(node.hidden)
    #expect(node.alpha == 0.5)
    #expect(node.userInteractionEnabled == false)
    #expect(node.clipsToBounds)
    #expect(node.tag == -7)
    #expect(node.text == "hi")
    #expect(values(node.contentOffset) == [0, -64])
    #expect(values(node.contentSize) == [375, 1200])
    #expect(values(node.adjustedContentInset) == [64, 0, 34, 0])
  }

  @Test func readsWrappedEntries() throws {
    // Lines 2, 3, 5 and 6 start no entry, so they continue the entry above: joined with one
    // space, except inside quoted text, where the line break is part of the text.
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 375 667);
      gestureRecognizers = <NSArray: 0x2>; layer = <UIWindowLayer:
      0x3>>
         | <UILabel: 0x4; frame = (20 100;
        335 21); text = 'multi
      line'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x5>>
         | <UIView: 0x6; frame = (0 0; 1 1)>
      """)
    #expect(dump.nodes.count == 3)
    #expect(values(dump.nodes[0].frame) == [0, 0, 375, 667])
    #expect(dump.nodes[0].line == 1)
    let label = dump.nodes[1]
    #expect(values(label.frame) == [20, 100, 335, 21])
    #expect(label.text == "multi\nline")
    #expect(label.userInteractionEnabled == false)
    #expect(label.line == 4)
    #expect(label.parent == 0)
    #expect(dump.nodes[2].line == 7)
    #expect(dump.nodes[2].parent == 0)
  }

  @Test func skipsLLDBNoiseAroundTheDump() throws {
    let dump = try parse(
      """
      (lldb) po self.view.recursiveDescription
      Printing description of self->_view:
      "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>
         | <UIButton: 0x3; frame = (10 10; 100 44); layer = <CALayer: 0x4>>"
      (lldb) continue
      Process 4242 resuming
      error: <EXPR>:3:1: use of undeclared identifier
      """)
    #expect(dump.nodes.map(\.className) == ["UIView", "UIButton"])
    #expect(dump.nodes.map(\.line) == [3, 4])
    #expect(dump.nodes[1].parent == 0)
  }

  @Test func readsNestedAngleBracketsInNamesAndValues() throws {
    let dump = try parse(
      """
      <SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>: 0x7f8; frame = (0 0; 390 844); layer = <SwiftUI.HostingLayer<SwiftUI.AnyView>: 0x600; name = <x>>; backgroundColor = <UIDynamicSystemColor: 0x601; name = systemBackgroundColor>>
         | <_TtC5MyApp9LoginView: 0x9; frame = (0 0; 390 844); animations = { position=<CABasicAnimation: 0x60; keyPath = position>; }; layer = <CALayer: 0xa>>
         |    | <MyApp.LoginButton: 0xb; frame = (20 700; 350 50); layer = <CALayer: 0xc>>
      """)
    #expect(
      dump.nodes.map(\.className) == [
        "SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>",
        "_TtC5MyApp9LoginView", "MyApp.LoginButton",
      ])
    #expect(dump.nodes.map(\.address) == ["0x7f8", "0x9", "0xb"])
    #expect(values(dump.nodes[0].frame) == [0, 0, 390, 844])
    #expect(values(dump.nodes[1].frame) == [0, 0, 390, 844])
    #expect(values(dump.nodes[2].frame) == [20, 700, 350, 50])
    #expect(dump.nodes.map(\.depth) == [0, 1, 2])
  }

  @Test(arguments: [
    ("text = 'it''s; tricky'", "it's; tricky"),
    ("text = 'a > b; c <d> = e'", "a > b; c <d> = e"),
    ("text = 'Don't stop'", "Don't stop"),
    ("text = ''", ""),
    ("text = '  padded  '", "  padded  "),
    ("text = 'ends with quote'''", "ends with quote'"),
    ("text = '登录 ● GC'", "登录 ● GC"),
  ])
  func readsQuotedText(field: String, text: String) throws {
    let dump = try parse("<UILabel: 0x1; frame = (0 0; 10 10); \(field); tag = 3; alpha = 0.5>")
    #expect(dump.nodes[0].text == text)
    #expect(dump.nodes[0].tag == 3)  // the fields after the text are still read
    #expect(dump.nodes[0].alpha == 0.5)
  }

  @Test func readsSeveralEntriesOnOneLine() throws {
    // A dump whose line breaks were lost, as on some web pages.
    let dump = try parse(
      "(gdb) po [webView recursiveDescription]\n<UIWebView: 0x68220e0; frame = (0 0; 320 460); > | <UIScrollView: 0x4b2bee0; frame = (0 0; 320 460); > | | <UIImageView: 0x4b2dca0; frame = (0 0; 54 54); > | <UIView: 0x1; frame = (1 2; 3 4)>"
    )
    #expect(dump.nodes.map(\.className) == ["UIWebView", "UIScrollView", "UIImageView", "UIView"])
    #expect(dump.nodes.map(\.depth) == [0, 1, 2, 1])
    #expect(dump.nodes.map(\.parent) == [nil, 0, 1, 0])
    #expect(dump.nodes.map(\.line) == [2, 2, 2, 2])
  }

  @Test func skipsSublayerEntries() throws {
    let dump = try parse(
      """
      <UIView: 0x1; frame = (0 0; 100 100)>
         | <UILabel: 0x2; frame = (0 0; 50 20); text = 'a'>
         |    | <_UILabelContentLayer: 0x3> (layer)
         |    |    | <CALayer: 0x4> (layer)
         | <UIView: 0x5; frame = (0 50; 50 50)>
      """)
    #expect(dump.nodes.map(\.address) == ["0x1", "0x2", "0x5"])
    #expect(dump.nodes[2].parent == 0)
  }

  @Test func toleratesTabsCRLFAndOddSpacing() throws {
    let dump = try parse(
      "<UIView: 0x1; frame = (0 0; 10 10)>\r\n\t|\t<UILabel: 0x2; frame = (1 2; 3 4)>\r\n   |    |<UIView: 0x3; frame = (0 0; 1 1)>\r\n||| <UIView: 0x4; frame = (0 0; 1 1)>\r\n\u{A0}|\u{A0}<UIView: 0x5; frame = ( 5 ,6 ; 7, 8 )>\r\n"
    )
    #expect(dump.nodes.map(\.depth) == [0, 1, 2, 3, 1])
    #expect(values(dump.nodes[1].frame) == [1, 2, 3, 4])
    #expect(values(dump.nodes[4].frame) == [5, 6, 7, 8])
  }

  @Test func skipsAByteOrderMark() throws {
    let dump = try parse(
      "\u{FEFF}<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (0 0; 1 1)>")
    #expect(dump.nodes.map(\.address) == ["0x1", "0x2"])
  }

  @Test func acceptsCGRectStyleFramesAndMissingAddresses() throws {
    let dump = try parse("<UIView; frame = {{10, 20}, {30, 40}}; layer = <CALayer>>")
    #expect(dump.nodes[0].address == nil)
    #expect(values(dump.nodes[0].frame) == [10, 20, 30, 40])
  }

  @Test func startsAtTheFirstEntrysDepth() throws {
    // A paste that begins below the top of a dump: its first entry is the root.
    let dump = try parse(
      """
         |    | <UIView: 0x1; frame = (0 0; 10 10)>
         |    |    | <UIView: 0x2; frame = (0 0; 5 5)>
         |    | <UIView: 0x3; frame = (0 0; 10 10)>
      """)
    #expect(dump.roots == [0, 2])
    #expect(dump.nodes.map(\.depth) == [0, 1, 0])
  }

  @Test func acceptsNumbersAtTheLimit() throws {
    let dump = try parse("<UIView: 0x1; frame = (-1e9 1000000000; 1e9 0)>")
    #expect(values(dump.nodes[0].frame) == [-1e9, 1e9, 1e9, 0])
  }
}
