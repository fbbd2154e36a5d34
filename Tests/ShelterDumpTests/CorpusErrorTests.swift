import Testing

@testable import ShelterDump

/// Bad input in the shapes of the published dumps: each error names the dump's own line and says
/// what is wrong there.
@Suite struct CorpusErrorTests {
  func parseError(
    _ text: String, strict: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) -> DumpError? {
    dumpError(sourceLocation: sourceLocation) { () throws(DumpError) in
      _ = try Dump(parsing: text, strict: strict)
    }
  }

  @Test func aColonMarkerCountsTowardTheDepthJump() {
    let error = parseError(
      """
      <UIWindow: 0x411fd50; frame = (0 0; 320 480); layer = <CALayer: 0x4120af0>>
      : | <UINavigationTransitionView: 0x4123500; frame = (0 0; 320 480)>
      """, strict: true)
    #expect(error?.reason == .strict(.skippedLevels))
    #expect(
      error?.description
        == "line 2: depth jumps from 0 to 2 at <UINavigationTransitionView: 0x4123500>, as in a trimmed paste; "
        + "placed it one '|' below <UIWindow: 0x411fd50>")
  }

  @Test func aSnapshotContentOffsetWithThreeNumbers() {
    let error = parseError(
      "<UITableView; frame = (0 0; 320 568); contentOffset: {0, -20, 1}; contentSize: {320, 440}>",
      strict: true)
    #expect(error?.reason == .strict(.droppedValue))
    #expect(
      error?.description
        == "line 1: expected 'contentOffset: {x, y}' in <UITableView>; 'contentOffset' is dropped, the view "
        + "keeps its default")
  }

  @Test func aTagWrittenInHexadecimal() {
    let error = parseError(
      """
      <UIWindow: 0x78f90030; frame = (10 440; 300 30)>
         | <UIImageView: 0x78f88d10; frame = (-39 -39; 100 100); tag = 0x70726f67>
      """, strict: true)
    #expect(error?.reason == .strict(.droppedValue))
    #expect(
      error?.description
        == "line 2: expected 'tag = <integer>' in <UIImageView: 0x78f88d10>; 'tag' is dropped, the view keeps "
        + "its default")
  }

  @Test func aSnapshotFrameMissingItsSize() {
    let error = parseError("\n<UIView; frame = (0 0); autoresize = W+H; layer = <CALayer>>")
    #expect(error?.reason == .invalidValue("frame"))
    #expect(error?.description == "line 2: expected 'frame = (x y; w h)' in <UIView>")
  }

  @Test func strictRefusesATagTheFixtureCannotHold() {
    let error = parseError(
      """
      <UIWindow: 0x1; frame = (0 0; 320 480)>
         | <UIButton: 0x78f7dae0; frame = (230 3; 22 22)>
         |    | <UIImageView: 0x78f88d10; frame = (-39 -39; 100 100); tag = 1886548836>
      """, strict: true)
    #expect(error?.reason == .strict(.keptAsAnnotation))
    #expect(
      error?.description
        == "line 3: <UIImageView: 0x78f88d10> has tag 1886548836, beyond the ±1e9 a fixture holds; kept as x-tag"
    )
  }
}
