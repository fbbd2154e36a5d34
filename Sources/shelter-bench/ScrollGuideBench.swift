import Shelter
// Rows for the report's per-step insets (every view's safe area, every scroll view's offset and
// insets, every controller's keyboard layout guide) against the frames pass the report already
// takes. Key for `--only`: insets.
import ShelterSimulation

/// A notched phone screen of `scrolls` full-width scroll views, each holding `labels` labels,
/// with content taller than the view so that every one is adjusted.
private func insetsFixture(scrolls: Int, labels: Int) -> Fixture {
  var views: [String] = []
  for s in 0..<scrolls {
    var children: [String] = []
    for l in 0..<labels {
      children.append(#"{"id":"l\#(s)_\#(l)","kind":"label","frame":[20,\#(l * 30),350,24]}"#)
    }
    views.append(
      #"{"id":"s\#(s)","kind":"scrollView","frame":[0,\#(s * 8),393,852],"contentSize":[393,4000],"subviews":["#
        + children.joined(separator: ",") + "]}")
  }
  let json =
    #"{"format":"shelter-fixture/1","name":"insets","screen":{"size":[393,852],"safeArea":[59,0,34,0]},"#
    + #""window":{"frame":[0,0,393,852],"controller":{"id":"c","view":{"id":"root","kind":"view","frame":[0,0,393,852],"subviews":["#
    + views.joined(separator: ",") + "]}}}}"
  return try! Fixture(json: Array(json.utf8))
}

@MainActor func runScrollGuideBenchmarks() {
  guard runs("insets") else { return }
  // 100 scroll views of 99 labels, the root and the window: 10,002 views.
  let scene = try! Scene(fixture: insetsFixture(scrolls: 100, labels: 99))
  let views = scene.viewIDs.count + 1
  let insets = measure(units: views) { blackHole(scene.insets()) }
  let frames = measure(units: views) { blackHole(scene.windowFrames()) }
  report(
    "report insets per step", size: grouped(views) + " views", time: insets, against: "frames pass", frames,
    per: "/view", target: "≤ 2x the frames pass", met: insets <= 2 * frames)

  // Safe areas one view at a time climb to the window: on a 1,000-deep chain that is the depth.
  let window = Window(frame: Rect(x: 0, y: 0, width: 393, height: 852))
  window.application.screen.safeAreaInsets = EdgeInsets(top: 59, bottom: 34)
  var parent: View = window
  for _ in 0..<1_000 {
    let view = View(frame: Rect(x: 0, y: 1, width: 393, height: 850))
    try! parent.addSubview(view)
    parent = view
  }
  let all = Array(window.subtree)
  let onePass = measure(units: all.count) {
    var sum = 0.0
    window.forEachSafeAreaInsets { _, insets in sum += insets.top }
    blackHole(sum)
  }
  let climbs = measure(units: all.count) {
    var sum = 0.0
    for view in all { sum += view.safeAreaInsets.top }
    blackHole(sum)
  }
  report(
    "every view's safe area (depth 1,000)", size: grouped(all.count) + " views", time: onePass,
    against: "one by one", climbs, per: "/view", target: "≥ 20x", met: climbs / onePass >= 20)
}
