import Foundation
import Shelter
// Rows for layout that follows the screen: a window resize that autoresizes 100,000 masked views,
// a page sheet laid out again for a new window size over the same views, and the gallery swept
// over every device in both orientations. Key for `--only`: layout.
import ShelterSimulation

/// The benchmark's balanced tree of `count` views (ten subviews to a view, created in pre-order as
/// fixtures are), every view given a mask with a flexible width or height, so a resize of the
/// window reaches all of them.
private func maskedTree(_ count: Int) -> (window: Window, views: [View]) {
  let (window, _) = makeBalancedTree(views: count, fanOut: 10)
  let masks: [AutoresizingMask] = [
    [.flexibleWidth, .flexibleHeight], [.flexibleWidth, .flexibleTopMargin],
    [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleBottomMargin],
    [.flexibleWidth, .flexibleBottomMargin],
  ]
  let views = Array(window.subtree.dropFirst())
  for (index, view) in views.enumerated() { view.autoresizingMask = masks[index % masks.count] }
  return (window, views)
}

@MainActor func benchmarkLayout() {
  let count = 100_000
  let (window, views) = maskedTree(count)
  var tall = true
  // Each run resizes the window between 390 × 844 and 430 × 932: every view moves or resizes.
  let resize = measure(units: count) {
    window.frame = Rect(x: 0, y: 0, width: tall ? 430 : 390, height: tall ? 932 : 844)
    tall.toggle()
  }
  // The same views given a frame each, one assignment apiece: the cost of touching every view once.
  let frames = views.map(\.frame)
  let assign = measure(units: count) {
    for (view, frame) in zip(views, frames) { view.frame = frame }
  }
  report(
    "window resize, autoresizing masks", size: "\(grouped(count)) views", time: resize,
    against: "frame assignment", assign, per: "/view", target: "≤ 30 ns/view", met: resize <= 30)

  benchmarkSheetLayout(count: count)

  // The gallery on its own screens, then on every device both ways.
  let fixtures = galleryFixtures()
  guard !fixtures.isEmpty else { return }
  let screens = DeviceScreen.all
  let own = measure(units: fixtures.count, repetitions: quick ? 1 : 3) {
    for fixture in fixtures { blackHole(try? Checker(fixture: fixture).run()) }
  }
  let swept = measure(units: fixtures.count * screens.count, repetitions: quick ? 1 : 3) {
    for fixture in fixtures {
      for screen in screens { blackHole(try? Checker(fixture: fixture.onScreen(screen)).run()) }
    }
  }
  report(
    "gallery swept over every device, both ways",
    size: "\(fixtures.count) fixtures × \(screens.count) screens", time: swept, against: "own screen", own,
    per: "/run", target: "—", met: nil)
}

/// A page sheet holding `count` masked views, laid out again as the window turns from a phone's
/// 390 × 844 (a card at 47 + 10) to a pad's 820 × 1180 (672 wide, centred) and back, against the
/// card's frame set to the same rects by hand: the sheet's own work is O(1) on top of the masks.
@MainActor private func benchmarkSheetLayout(count: Int) {
  let (source, _) = maskedTree(count)
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  window.application.screen.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
  let home = ViewController(frame: window.bounds)
  window.rootViewController = home
  let sheet = ViewController(frame: window.bounds)
  sheet.modalPresentationStyle = .pageSheet
  try! home.view.addSubview(sheet.view)
  home.addChild(sheet)
  for view in source.subviews { try! sheet.view.addSubview(view) }
  let phone = Size(width: 390, height: 844)
  let pad = Size(width: 820, height: 1180)
  var onPad = false
  let laidOut = measure(units: count) {
    onPad.toggle()
    let size = onPad ? pad : phone
    window.application.screen.size = size
    window.frame = Rect(origin: .zero, size: size)
    sheet.layoutPresentation(sizeClasses: PresentationSizeClasses(guessingFrom: size))
  }
  let rects = [Rect(x: 0, y: 57, width: 390, height: 787), Rect(x: 74, y: 0, width: 672, height: 1180)]
  var next = 0
  let byHand = measure(units: count) {
    next = 1 - next
    sheet.view.frame = rects[next]
  }
  report(
    "page sheet laid out for a new window size", size: "\(grouped(count)) masked views", time: laidOut,
    against: "card frame set by hand", byHand, per: "/view", target: "≤ 1.2x by hand",
    met: laidOut <= 1.2 * byHand)
}
