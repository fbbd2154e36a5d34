import ShelterDump
import ShelterFixtures
import Testing

/// A dump's `backgroundColor` and `opaque` become the fixture's: components from 0 to 1 scaled to
/// bytes (× 255, rounded), a grey space's white repeated, a colour that cannot be read dropped with
/// a warning.
@Suite struct BackgroundColorImportTests {
  @Test func colourAndOpaqueAreRead() throws {
    let dump = """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
         | <UIView: 0x3; frame = (0 408; 390 100); backgroundColor = UIExtendedSRGBColorSpace 0.2 0.4 1 1; layer = <CALayer: 0x4>>
         | <UIView: 0x5; frame = (0 0; 390 100); opaque = NO; backgroundColor = UIExtendedGrayColorSpace 0 0.5; layer = <CALayer: 0x6>>
         | <UIView: 0x7; frame = (0 0; 10 10); layer = <CALayer: 0x8>>
      """
    let imported = try Fixture.imported(dump: dump)
    let views = imported.fixture.nodes.filter { $0.kind != nil && $0.parent != nil }.suffix(3)
    // 0.2 × 255 = 51, 0.4 × 255 = 102; grey 0 is black and 0.5 × 255 = 127.5 rounds to 128.
    #expect(
      views.map(\.backgroundColor) == [
        RGBAColor(red: 51, green: 102, blue: 255), RGBAColor(red: 0, green: 0, blue: 0, alpha: 128), nil,
      ])
    #expect(views.map(\.isOpaque) == [true, false, true])
  }

  @Test func aNamedSystemColourIsDroppedWithAWarning() throws {
    let dump = """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
         | <UIView: 0x3; frame = (0 0; 390 100); backgroundColor = systemBackgroundColor; layer = <CALayer: 0x4>>
      """
    let imported = try Fixture.imported(dump: dump)
    #expect(imported.fixture.nodes.last?.backgroundColor == nil)
    #expect(imported.warnings.map(\.kind) == [.droppedValue])
  }
}
