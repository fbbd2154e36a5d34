import ShelterFixtures
import ShelterValues
import Testing

@testable import ShelterDump

/// `backgroundColor` and `opaque` read from a dump: each component in 0–1 times 255, rounded to
/// the nearest byte, components beyond 0–1 clamped first; a spelling with no components is
/// reported as a dropped value.
@Suite struct DumpColorTests {
  /// A window holding one view that prints `fields` after its frame.
  static func dump(_ fields: String) -> String {
    """
    <UIWindow: 0x1; frame = (0 0; 375 667)>
       | <UIView: 0x2; frame = (0 0; 375 667); \(fields); layer = <CALayer: 0x3>>
    """
  }

  @Test(arguments: [
    // 1 × 255 = 255 for each component.
    ("UIExtendedSRGBColorSpace 1 1 1 1", RGBAColor(red: 255, green: 255, blue: 255, alpha: 255)),
    // UIColor.clearColor: white 0, alpha 0.
    ("UIExtendedGrayColorSpace 0 0", RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)),
    // 0.5 × 255 = 127.5, rounded to 128 (0x80), for white; alpha 1 is 255.
    ("UIExtendedGrayColorSpace 0.5 1", RGBAColor(red: 128, green: 128, blue: 128, alpha: 255)),
    // Before iOS 10: 0.478431 × 255 = 121.9999 → 122, the system blue #007AFF.
    ("UIDeviceRGBColorSpace 0 0.478431 1 1", RGBAColor(red: 0, green: 122, blue: 255, alpha: 255)),
    // White at half opacity: alpha 0.5 × 255 = 127.5 → 128.
    ("UIDeviceWhiteColorSpace 1 0.5", RGBAColor(red: 255, green: 255, blue: 255, alpha: 128)),
    // A Display P3 green in extended sRGB: the negative components clamp to 0;
    // 0.838774 × 255 = 213.887 → 214 (0xD6).
    (
      "UIExtendedSRGBColorSpace -0.416964 0.838774 -0.249501 1",
      RGBAColor(red: 0, green: 214, blue: 0, alpha: 255)
    ),
    // A component above 1 clamps to 255; 0.2 × 255 = 51, 0.25 × 255 = 63.75 → 64.
    ("UIExtendedSRGBColorSpace 1.2 0.2 0 0.25", RGBAColor(red: 255, green: 51, blue: 0, alpha: 64)),
  ])
  func readsTheColourSpaces(text: String, expected: RGBAColor) throws {
    let dump = try parse(Self.dump("backgroundColor = \(text)"))
    #expect(dump.warnings.isEmpty)
    #expect(dump.nodes[1].backgroundColor == expected)
    #expect(DumpColor.color(text) == expected)
  }

  @Test func theFixtureWritesTheColourAndOpaque() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 375 667)>
         | <UIView: 0x2; frame = (0 0; 375 667); backgroundColor = UIExtendedSRGBColorSpace 1 1 1 1; layer = <CALayer: 0x3>>
         |    | <UIView: 0x4; frame = (0 600; 375 67); opaque = NO; backgroundColor = UIExtendedSRGBColorSpace 0 0 0 0.5; layer = <CALayer: 0x5>>
         |    | <UIView: 0x6; frame = (0 0; 10 10); layer = <CALayer: 0x7>>
      """
    let imported = try Fixture.imported(dump: text)
    #expect(imported.warnings.isEmpty)
    let views = imported.fixture.nodes.filter { $0.id.hasPrefix("uiView") }
    #expect(views.map(\.id) == ["uiView1", "uiView2", "uiView3"])
    // White; black at alpha 0.5 × 255 = 127.5 → 128 (0x80); none printed: UIKit's nil.
    #expect(views.map { $0.backgroundColor?.description } == ["#FFFFFF", "#00000080", nil])
    // UIKit prints `opaque` only when it is NO.
    #expect(views.map(\.isOpaque) == [true, false, true])
    let json = try parse(text).fixtureJSON(name: "colours")
    #expect(json.contains("\"backgroundColor\": \"#FFFFFF\""))
    #expect(json.contains("\"backgroundColor\": \"#00000080\""))
    #expect(json.contains("\"opaque\": false"))
  }

  @Test func opaqueReadsYesAndNo() throws {
    #expect(try parse(Self.dump("opaque = NO")).nodes[1].isOpaque == false)
    #expect(try parse(Self.dump("opaque = YES")).nodes[1].isOpaque == true)
    #expect(try parse(Self.dump("tag = 3")).nodes[1].isOpaque == true)
    let dump = try parse(Self.dump("opaque = perhaps"))
    #expect(dump.nodes[1].isOpaque == true)
    #expect(
      dump.warnings.map(\.description) == [
        "line 2: expected 'opaque = YES' or 'opaque = NO' in <UIView: 0x2>; 'opaque' is dropped, the "
          + "view keeps its default"
      ])
  }

  @Test(arguments: [
    // A dynamic colour depends on the trait collection the dump does not print.
    "<UIDynamicSystemColor: 0x600001778100; name = systemBackgroundColor>",
    "<UIDynamicCatalogColor: 0x600000c3c0c0; name = AccentColor>",
    // Display P3 components are not sRGB ones.
    "UIDisplayP3ColorSpace 1 0 0 1",
    // A component short, one too many, not a number, not finite.
    "UIExtendedSRGBColorSpace 1 1 1",
    "UIExtendedGrayColorSpace 1 1 1",
    "UIExtendedSRGBColorSpace 1 x 1 1",
    "UIExtendedGrayColorSpace nan 1",
    "UIExtendedGrayColorSpace 0x1 1",
  ])
  func anUnreadColourIsReportedAndDropped(text: String) throws {
    let dump = try parse(Self.dump("backgroundColor = \(text)"))
    #expect(dump.nodes[1].backgroundColor == nil)
    #expect(
      dump.warnings.map(\.description) == [
        "line 2: backgroundColor '\(text)' of <UIView: 0x2> is not a colour the importer reads "
          + "(UIExtendedSRGBColorSpace r g b a, UIDeviceRGBColorSpace r g b a, UIExtendedGrayColorSpace "
          + "w a, UIDeviceWhiteColorSpace w a); 'backgroundColor' is dropped, the view keeps its default"
      ])
    #expect(dump.warnings.map(\.kind) == [.droppedValue])
    let strict = dumpError { () throws(DumpError) in
      _ = try Dump(parsing: Self.dump("backgroundColor = \(text)"), strict: true)
    }
    #expect(strict?.reason == .strict(.droppedValue))
    #expect(strict?.line == 2)
  }

  @Test func aColourInsideAnotherValueIsNotTheViews() throws {
    // A background configuration prints its own backgroundColor inside `<…>`: not the view's.
    let dump = try parse(
      Self.dump(
        "configuration = <UIBackgroundConfiguration: 0x1; backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1>"
      ))
    #expect(dump.warnings.isEmpty)
    #expect(dump.nodes[1].backgroundColor == nil)
  }

  @Test func aWindowsColourIsKeptAsAnAnnotation() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 375 667); opaque = NO; backgroundColor = UIExtendedGrayColorSpace 1 1; layer = <UIWindowLayer: 0x2>>
         | <UIView: 0x3; frame = (0 0; 375 667); layer = <CALayer: 0x4>>
      """
    let dump = try parse(text)
    #expect(
      dump.warnings.map(\.description) == [
        "line 1: <UIWindow: 0x1> is a window, which a fixture holds by its frame alone; backgroundColor "
          + "#FFFFFF kept as x-backgroundColor, opaque NO kept as x-opaque"
      ])
    let fixture = try dump.fixture(name: "window")
    #expect(fixture.windowAnnotations["backgroundColor"] == "#FFFFFF")
    #expect(fixture.windowAnnotations["opaque"] == "NO")
  }
}
