import Foundation
import Testing

/// `describe` prints a transformed view's frame as its bounding box, which a large scale stretches
/// past ±1e9 while the view's bounds and center stay inside the fixture's limits; `import` must
/// read such a dump back into the same screen.
@Suite("describe → import with huge transforms")
struct HugeTransformRoundTripTests {
  static let fixture = """
    {"format": "shelter-fixture/1", "name": "huge", "screen": {"size": [390, 844]},
     "window": {"frame": [0, 0, 390, 844], "controller": {"id": "c", "view": {
       "id": "root", "frame": [0, 0, 390, 844], "subviews": [
         {"id": "wide", "center": [195, 400], "bounds": [0, 0, 10, 10], "transform": [900000000, 0, 0, 1, 0, 0]},
         {"id": "tilted", "center": [195, 400], "bounds": [0, 0, 3, 7],
          "transform": [123456789.123, 0.5, -0.25, 98765432.1, 3.25, -7.5]}]}}}}
    """

  @Test func describeImportDescribeIsByteIdentical() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = ToolRun(["describe", try folder.write("huge.json", Self.fixture)])
    #expect(first.status == 0)
    // The 9e8 scale stretches 10 points to 9e9 about the center x 195: the box starts at
    // 195 − 4.5e9 = −4,499,999,805 and keeps its height of 10 around y 400.
    #expect(first.output.contains("frame = (-4499999805 395; 9000000000 10)"))
    let dump = try folder.write("huge.txt", first.output)
    let imported = ToolRun(["import", dump, "-o", folder.path("back.json")])
    #expect(imported.status == 0, "\(imported.errors)")
    let second = ToolRun(["describe", folder.path("back.json")])
    #expect(second.output == first.output)
  }

  @Test func anUprightFrameBeyondTheLimitIsStillRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dump = try folder.write("tall.txt", "<UIView: 0x1; frame = (0 0; 2e9 1)>\n")
    let run = ToolRun(["import", dump])
    #expect(run.status == 2)
    #expect(run.errors.contains("tall.txt:1: frame value 2000000000.0 is beyond ±1e9 in <UIView: 0x1>"))
  }

  @Test func aTransformedBoxBeyondWhatAnyScaleGivesIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dump = try folder.write(
      "box.txt", "<UIView: 0x1; frame = (0 0; 2e18 1); transform = [2, 0, 0, 1, 0, 0]>\n")
    let run = ToolRun(["import", dump])
    #expect(run.status == 2)
    #expect(
      run.errors.contains(
        "box.txt:1: frame value 2e+18 is beyond what a size within ±1e9 under a scale within 1e9 spans in "
          + "<UIView: 0x1>"))
  }
}
