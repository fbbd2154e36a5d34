import ShelterFixtures
import ShelterGeometry
import ShelterValues
import Testing

@testable import ShelterDump

/// One test per dump form, each on a dump published by others, kept under `Dumps/` with its source
/// on the first line (trimmed to whole subtrees). Expected frames are the ones the dump prints.
@Suite struct FormTests {
  typealias Entry = (className: String, frame: [Double], depth: Int, line: Int)

  func expectEntries(
    _ dump: Dump, _ entries: [Entry], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(dump.nodes.map(\.className) == entries.map(\.className), sourceLocation: sourceLocation)
    #expect(dump.nodes.map { values($0.frame)! } == entries.map(\.frame), sourceLocation: sourceLocation)
    #expect(dump.nodes.map(\.depth) == entries.map(\.depth), sourceLocation: sourceLocation)
    #expect(dump.nodes.map(\.line) == entries.map(\.line), sourceLocation: sourceLocation)
  }

  @Test func textContainerEntriesInCommentsFromSentrysTests() throws {
    // Every line starts with `//`; the text view's container is printed `<<…> minSize = …>`, and its
    // tail holds an `<NSTextContainer: …>` that is not an entry.
    let dump = try parse(try dumpFile("sentry-textview-comment.txt"))
    expectEntries(
      dump,
      [
        ("UIView", [0, 0, 100, 100], 0, 3),
        ("UITextView", [20, 20, 40, 40], 1, 4),
        ("_UITextLayoutView", [0, 0, 0, 0], 2, 5),
        ("_UITextContainerView", [0, 0, 40, 30], 2, 6),
        ("_UITextLayoutCanvasView", [0, 0, 0, 0], 3, 7),
        ("UIView", [0, 0, 0, 0], 4, 8),
      ])
    #expect(values(dump.nodes[1].contentSize) == [40, 32])
    #expect(values(dump.nodes[1].adjustedContentInset) == [0, 0, 0, 0])
    #expect(dump.nodes[3].address == "0x12dd0b440")
    #expect(
      dump.warnings.map(\.description) == [
        "line 3: <UIView: 0x12dd09000> is not a window; it keeps its frame (0 0; 100 100) inside a "
          + "window of 100 × 100 made to hold it",
        // A dynamic system colour names no components: it is reported, not read.
        "line 4: backgroundColor '<UIDynamicSystemColor: 0x600001778100; name = systemBackgroundColor>' "
          + "of <UITextView: 0x10780a400> is not a colour the importer reads (UIExtendedSRGBColorSpace "
          + "r g b a, UIDeviceRGBColorSpace r g b a, UIExtendedGrayColorSpace w a, "
          + "UIDeviceWhiteColorSpace w a); 'backgroundColor' is dropped, the view keeps its default",
      ])
    // `UIExtendedGrayColorSpace 0 0` is white 0, alpha 0: black with no opacity.
    #expect(dump.nodes[3].backgroundColor == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(dump.nodes[4].backgroundColor == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(dump.nodes[1].backgroundColor == nil)
  }

  @Test func controllerAnnotationsFromIOS6Lldb() throws {
    let dump = try parse(try dumpFile("oleb-ios6-controllers.txt"))
    expectEntries(
      dump,
      [
        ("UILayoutContainerView", [0, 0, 320, 480], 0, 5),
        ("UINavigationTransitionView", [0, 0, 320, 480], 1, 6),
        ("UIViewControllerWrapperView", [0, 20, 320, 460], 2, 7),
        ("UIView", [0, 0, 320, 460], 3, 8),
        ("_UISizeTrackingView", [0, 0, 320, 460], 4, 9),
        ("_UIRemoteView", [0, 0, 320, 480], 5, 10),
      ])
    #expect(
      dump.nodes.map(\.controller) == [
        DumpController(
          className: "MFMailComposeViewController", address: "0x1e04f6d0",
          children: ["MFMailComposeInternalViewController:0x1e02dfd0"]),
        nil, nil,
        DumpController(
          className: "MFMailComposeInternalViewController", address: "0x1e02dfd0",
          children: ["MFMailComposeRemoteViewController:0x1e055230"]),
        DumpController(className: "MFMailComposeRemoteViewController", address: "0x1e055230"),
        nil,
      ])
    #expect(
      dump.warnings.map(\.description) == [
        "line 3: <MFMailComposeViewController: 0x1e04f6d0> has no fields, so it is an object, not a "
          + "view entry; skipped",
        "line 5: <UILayoutContainerView: 0x1e04ffe0> is not a window; it keeps its frame (0 0; 320 480) "
          + "inside a window of 320 × 480 made to hold it",
      ])

    // The first controller is the window's; the others sit between their superview and root view.
    let fixture = try dump.fixture(name: "mail")
    let controllers = fixture.nodes.enumerated().filter { $0.element.role == .controller }
    #expect(
      controllers.map(\.element.id) == [
        "mfMailComposeViewController", "mfMailComposeInternalViewController",
        "mfMailComposeRemoteViewController",
      ])
    #expect(
      controllers.map(\.element.annotations["class"]) == [
        "MFMailComposeViewController", "MFMailComposeInternalViewController",
        "MFMailComposeRemoteViewController",
      ])
    #expect(
      controllers[0].element.annotations["children"] == "MFMailComposeInternalViewController:0x1e02dfd0")
    let inner = controllers[1].offset
    #expect(fixture.nodes[inner].parent.map { fixture.nodes[$0].className } == "UIViewControllerWrapperView")
    #expect(fixture.nodes[inner + 1].className == "UIView")
    #expect(fixture.nodes[inner + 1].parent == inner)
    // The remote view's frame is the box of a view scaled by 0.5: bounds 640 × 960 about (160, 240).
    let remote = try #require(fixture.nodes.last)
    #expect(remote.bounds == .init(x: 0, y: 0, width: 640, height: 960))
    #expect(remote.center == .init(x: 160, y: 240))
  }

  @Test func controllerAnnotationsXXEntriesAndLayersFromIOS5Lldb() throws {
    let dump = try parse(try dumpFile("oleb-ios5-mail.txt"))
    expectEntries(
      dump,
      [
        ("UILayoutContainerView", [0, 0, 320, 480], 0, 3),
        ("UINavigationTransitionView", [0, 0, 320, 480], 1, 4),
        ("UIViewControllerWrapperView", [0, 64, 320, 416], 2, 5),
        ("MFMailComposeView", [0, 0, 320, 416], 3, 6),
        ("UIView", [0, 0, 320, 416], 4, 7),
        ("MFComposeScrollView", [0, 0, 320, 416], 5, 8),
        ("UIView", [0, 0, 320, 132], 6, 9),
        ("MFMailComposeRecipientView", [0, 0, 320, 44], 7, 10),
        ("UIView", [0, 43, 320, 1], 8, 11),
        ("_MFMailRecipientTextField", [45, 12, 275, 25], 8, 12),
        ("MFHeaderLabelView", [8, 10, 25, 21], 8, 13),
        ("MFMailComposeRecipientView", [0, 44, 320, 44], 7, 14),
        ("UIView", [0, 43, 320, 1], 8, 15),
        ("MFComposeSubjectView", [0, 88, 320, 44], 7, 16),
        ("UIView", [0, 43, 320, 1], 8, 17),
        ("MFHeaderLabelView", [8, 10, 62, 21], 8, 18),
        ("UITextField", [76, 12, 236, 25], 8, 19),
        ("MFComposeTextContentView", [0, 132, 320, 284], 6, 20),
        ("MFComposeBodyField", [0, 0, 320, 284], 7, 23),
        ("UIImageView", [1, 408, 318, 7], 6, 28),
        ("UINavigationBar", [0, 20, 320, 44], 1, 29),
        ("UINavigationBarBackground", [0, 0, 320, 44], 2, 30),
        ("UINavigationButton", [5, 7, 60, 30], 2, 31),
        ("UIButtonLabel", [10, 7, 40, 15], 3, 32),
      ])
    #expect(
      dump.nodes[3].controller == DumpController(className: "MFMailComposeController", address: "0x89b0220"))
    #expect(dump.nodes[17].text == "\n\nSent from my iPhone")
    #expect(dump.nodes[11].alpha == 0)
    #expect(dump.nodes.map(\.autoresizingMask)[0...2] == ["W+H", "W+H", "W+H"])
    #expect(dump.warnings.map(\.kind) == [.inferredWindow])
  }

  @Test func propertyNamesAndControllersFromHOURecursiveDescription() throws {
    let dump = try parse(try dumpFile("hou-recursive-description2.txt"))
    expectEntries(
      dump,
      [
        ("UIWindow", [0, 0, 320, 568], 0, 2),
        ("UIView", [0, 0, 320, 568], 1, 3),
        ("UIView", [96, 20, 128, 135], 2, 4),
        ("UIButton", [46, 295, 246, 44], 2, 5),
        ("UIButtonLabel", [33, 13, 179, 18], 3, 6),
        ("UIView", [46, 96, 227, 136], 2, 7),
        ("UIButton", [20, 73, 73, 44], 3, 8),
        ("UIButtonLabel", [12, 13, 48, 18], 4, 9),
        ("UIImageView", [101, 9, 106, 60], 3, 10),
      ])
    #expect(
      dump.nodes.map(\.propertyName) == [
        nil, nil, "_subview1", "_myButton, _button", "_titleView", "_greyBlob", "_myButton2, _button",
        "_titleView", "_imageView",
      ])
    #expect(dump.nodes[1].controller == DumpController(className: "RootViewController", address: "0xde189b0"))
    #expect(
      dump.warnings.map(\.description) == [
        "line 10: <UIImage: 0x8a22350 size:{171, 68}> has no fields, so it is an object, not a view "
          + "entry; skipped"
      ])
    let fixture = try dump.fixture(name: "hou")
    #expect(fixture.nodes[0].id == "rootViewController")
    #expect(fixture.nodes[0].annotations == ["class": "RootViewController", "address": "0xde189b0"])
    #expect(fixture.nodes[2].annotations["property"] == "_subview1")
  }

  @Test func cycriptEscapedString() throws {
    // The whole dump is one string literal on line 3, with `\n` between entries.
    let dump = try parse(try dumpFile("cycript-escaped.txt"))
    expectEntries(
      dump,
      [
        ("UIWindow", [0, 0, 414, 896], 0, 3),
        ("UITransitionView", [0, 0, 414, 896], 1, 3),
        ("UIDropShadowView", [0, 0, 414, 896], 2, 3),
        ("UIView", [0, 0, 414, 896], 3, 3),
        ("UIView", [50, 100, 100, 60], 1, 3),
        ("UIView", [160, 100, 100, 60], 1, 3),
      ])
    #expect(dump.warnings.isEmpty)
  }

  @Test func hardWrappedCycriptLines() throws {
    // Lines are broken at a fixed width, inside values (`frame\n= (0 0; 320 568)`) and between them.
    let dump = try parse(try dumpFile("cycript-wrapped.txt"))
    expectEntries(
      dump,
      [
        ("UIWindow", [0, 0, 320, 568], 0, 2),
        ("UIView", [0, 0, 320, 568], 1, 4),
        ("UIView", [0, 0, 320, 568], 2, 6),
        ("_MFActorItemView", [0, 0, 320, 568], 3, 7),
        ("UIView", [-0.5, -0.5, 321, 569], 4, 9),
        ("_MFActorSnapshotView", [0, 0, 320, 568], 4, 11),
        ("MFTiltedTabView", [0, 0, 320, 568], 2, 14),
        ("UIScrollView", [0, 0, 320, 568], 3, 16),
        ("_TabGradientView", [-320, -508, 960, 568], 3, 19),
        ("UIView", [-10000, 568, 10320, 10000], 3, 21),
      ])
    #expect(dump.nodes[6].userInteractionEnabled == false)
    #expect(dump.nodes[5].hidden && dump.nodes[5].clipsToBounds)
    #expect(values(dump.nodes[7].contentSize) == [320, 77.5])
    #expect(dump.warnings.map(\.description) == ["line 13: '……' is not a view entry; skipped"])
  }

  @Test func truncatedEntriesFromAppleTN2239() throws {
    let dump = try parse(try dumpFile("tn2239-truncated.txt"))
    expectEntries(
      dump,
      [
        ("UIView", [0, 20, 320, 460], 0, 3),
        ("UIRoundedRectButton", [124, 196, 72, 37], 1, 4),
        ("UIButtonLabel", [19, 8, 34, 21], 2, 5),
      ])
    #expect(dump.nodes[2].text == "Test")
    #expect(
      dump.warnings.map(\.description) == [
        "line 3: <UIView: 0x6a107c0> is cut off (its line ends in an ellipsis); kept the fields it prints",
        "line 3: <UIView: 0x6a107c0> is not a window; it keeps its frame (0 20; 320 460) inside a window "
          + "of 320 × 480 made to hold it",
        "line 4: <UIRoundedRectButton: 0x6a103e0> is cut off (its line ends in an ellipsis); kept the "
          + "fields it prints",
        "line 5: <UIButtonLabel: 0x6a117b0> is cut off (its line ends in an ellipsis); kept the fields "
          + "it prints",
      ])
    // The root keeps (0, 20): the window reaches to y = 480, so nothing hangs off its bottom.
    let fixture = try dump.fixture(name: "tn")
    #expect(fixture.windowFrame == .init(x: 0, y: 0, width: 320, height: 480))
    #expect(fixture.nodes[1].frame == .init(x: 0, y: 20, width: 320, height: 460))
  }

  @Test func addressFreeSnapshotTestingForm() throws {
    let dump = try parse(try dumpFile("snapshot-testing-readme.txt"))
    expectEntries(
      dump,
      [
        ("UIView", [0, 0, 375, 667], 0, 2),
        ("UIImageView", [0, 0, 375, 667], 1, 3),
      ])
    #expect(dump.nodes.map(\.address) == [nil, nil])
    #expect(dump.nodes[1].clipsToBounds)
    #expect(
      dump.warnings.map(\.description) == [
        "line 2: <UIView> is not a window; it keeps its frame (0 0; 375 667) inside a window of "
          + "375 × 667 made to hold it"
      ])
    let fixture = try dump.fixture(name: "snapshot")
    #expect(fixture.nodes.map(\.id) == ["controller", "uiView1", "uiImageView1"])
  }
}
