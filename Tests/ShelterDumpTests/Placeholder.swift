import Testing

@testable import ShelterDump

@Test func smoke() throws {
  let text = """
    (lldb) po self.view.window.recursiveDescription
    <UIWindow: 0x7fb8c0c0a1e0; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x600000c4a0d0>; layer = <UIWindowLayer: 0x600000e2c2a0>>
       | <UIView: 0x7fb8c0d0b4a0; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x600000e2c3c0>>
       |    | <UITextField: 0x7fb8c0e1a800; frame = (20 300; 335 34); text = 'hello'; opaque = NO; autoresize = RM+BM; gestureRecognizers = <NSArray: 0x6000>; layer = <CALayer: 0x600000e2d1e0>>
       |    |    | <_UITextFieldRoundedRectBackgroundViewNeue: 0x7f...; frame = (0 0; 335 34); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x6000>>
       |    | <UIView: 0x1; frame = (10 10; 50 100); transform = [0, 1, -1, 0, 0, 0]; text = 'it''s; <tricky> = "x"'; tag = 7; alpha = 0.5>
       |    | <UITableView: 0x2; frame = (0 0; 375 667); contentOffset: {0, -64}; contentSize: {375, 1200}; adjustedContentInset: {64, 0, 0, 0}>
    """
  let dump = try Dump(parsing: text)
  print(try dump.fixtureJSON(name: "x"))
}
