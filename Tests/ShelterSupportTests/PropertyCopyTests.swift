import ShelterSupport
import Testing

/// A class read from, as a live view is.
private final class Source {
  var width = 390.0
  var name = "root"
  var isHidden = true
}

/// A value written to, as a fixture node is.
private struct Target {
  var width = 0.0
  var title = ""
  var isHidden = false
  var untouched = 7
}

@Suite struct PropertyCopyTests {
  /// Each pair copies its one value: 390 into `width`, "root" into `title` (another name), `true`
  /// into `isHidden`; the property no pair names keeps its 7.
  @Test func eachPairCopiesItsValueAndNothingElse() {
    var target = Target()
    copyProperties(
      from: Source(), to: &target, (\.width, \.width), (\.name, \.title), (\.isHidden, \.isHidden))
    #expect(target.width == 390)
    #expect(target.title == "root")
    #expect(target.isHidden == true)
    #expect(target.untouched == 7)
  }

  /// No pair: the target stays as it was.
  @Test func noPairsCopyNothing() {
    var target = Target()
    copyProperties(from: Source(), to: &target)
    #expect(target.width == 0)
    #expect(target.title == "")
    #expect(target.isHidden == false)
  }
}
