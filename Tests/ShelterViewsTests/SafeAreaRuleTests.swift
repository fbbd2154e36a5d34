import ShelterGeometry
import ShelterTestSupport
import ShelterViews
import Testing

/// Safe areas as UIKit computes them: each view takes the part of its superview's unsafe region
/// that overlaps it, in its own space, and a controller's root view adds the controller's
/// additional insets.
@Suite("Safe area rule")
struct SafeAreaRuleTests {
  /// A 390 × 844 screen with 47 points of sensor housing and a 34-point home indicator, its root
  /// controller's view filling the window with a 44-point bar's additional inset.
  static func makeScreen() -> (Window, ViewController) {
    let application = Application(
      screenSize: Size(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: application)
    let controller = ViewController(frame: .zero)
    controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    window.rootViewController = controller
    return (window, controller)
  }

  @Test func theRootViewAddsItsControllersInsets() {
    let (window, controller) = Self.makeScreen()
    defer { withExtendedLifetime(window) {} }
    // 47 + 44 at the top, the home indicator's 34 at the bottom.
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    #expect(controller.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    // 844 − 91 − 34 = 719.
    #expect(controller.view.safeAreaLayoutFrame == Rect(x: 0, y: 91, width: 390, height: 719))
  }

  @Test func aSubviewGetsTheOverlapInItsOwnSpace() throws {
    let (window, controller) = Self.makeScreen()
    defer { withExtendedLifetime(window) {} }
    let banner = View(frame: Rect(x: 0, y: 60, width: 390, height: 200))
    try controller.view.addSubview(banner)
    // The root's safe area starts at 91, the banner at 60: 31 of it is unsafe; its bottom (260)
    // is far above 810.
    #expect(banner.safeAreaInsets == EdgeInsets(top: 31, left: 0, bottom: 0, right: 0))
    #expect(banner.safeAreaLayoutFrame == Rect(x: 0, y: 31, width: 390, height: 169))
    // Scrolled by 20, the same band is 20 points further down the banner's own space.
    banner.bounds = Rect(x: 0, y: 20, width: 390, height: 200)
    #expect(banner.safeAreaInsets == EdgeInsets(top: 31, left: 0, bottom: 0, right: 0))
    #expect(banner.safeAreaLayoutFrame == Rect(x: 0, y: 51, width: 390, height: 169))
  }

  @Test func aChildControllersInsetsAddOnItsOwnRootView() throws {
    let (window, root) = Self.makeScreen()
    defer { withExtendedLifetime(window) {} }
    let child = ViewController(frame: Rect(x: 0, y: 100, width: 390, height: 744))
    child.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    root.addChild(child)
    try root.view.addSubview(child.view)
    // 100 is below the root's 91: no top. The child's bottom (844) is 34 below the root's safe
    // bottom (810), plus its own 20.
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 54, right: 0))
    // A toolbar at y 700 in the child, 44 tall, lies wholly below the child's safe bottom (690).
    let toolbar = View(frame: Rect(x: 0, y: 700, width: 390, height: 44))
    try child.view.addSubview(toolbar)
    #expect(toolbar.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
  }

  @Test func aScaledViewMeasuresInItsOwnUnits() throws {
    let (window, controller) = Self.makeScreen()
    defer { withExtendedLifetime(window) {} }
    // 100 × 50 at centre (195, 70), scaled 2×: frame (95, 20; 200, 100). The root's unsafe band
    // ends at y 91, which is (91 − 20) / 2 = 35.5 into the view's own space.
    let scaled = View(frame: Rect(x: 145, y: 45, width: 100, height: 50))
    scaled.transform = Transform(scaleX: 2, y: 2)
    try controller.view.addSubview(scaled)
    #expect(scaled.frame == Rect(x: 95, y: 20, width: 200, height: 100))
    #expect(scaled.safeAreaInsets == EdgeInsets(top: 35.5, left: 0, bottom: 0, right: 0))
  }

  @Test func aTurnedViewSeesTheBandOnTheSideItFaces() throws {
    let (window, controller) = Self.makeScreen()
    defer { withExtendedLifetime(window) {} }
    // 100 × 20 at centre (195, 100), turned 90°: a window point (X, Y) is the local point
    // (Y − 100 + 50, −(X − 195) + 10). The band above y 91 becomes the strip left of x 41.
    let turned = View(frame: Rect(x: 145, y: 90, width: 100, height: 20))
    turned.transform = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    try controller.view.addSubview(turned)
    #expect(turned.safeAreaInsets == EdgeInsets(top: 0, left: 41, bottom: 0, right: 0))
  }

  @Test func aWholeTreePassAgreesWithEachView() throws {
    let (window, controller) = Self.makeScreen()
    let banner = View(frame: Rect(x: 0, y: 60, width: 390, height: 200))
    let inner = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
    let footer = View(frame: Rect(x: 0, y: 800, width: 390, height: 44))
    try controller.view.addSubview(banner)
    try banner.addSubview(inner)
    try controller.view.addSubview(footer)
    var visited: [(View, EdgeInsets)] = []
    window.forEachSafeAreaInset { visited.append(($0, $1)) }
    #expect(
      visited.map { ObjectIdentifier($0.0) }
        == [window, controller.view, banner, inner, footer].map(ObjectIdentifier.init))
    // Window 47/34; root 91/34; banner 31; inner: 31 − 10 = 21; footer 800..844 against 810: 34.
    #expect(
      visited.map(\.1) == [
        EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        EdgeInsets(top: 91, left: 0, bottom: 34, right: 0),
        EdgeInsets(top: 31, left: 0, bottom: 0, right: 0), EdgeInsets(top: 21, left: 0, bottom: 0, right: 0),
        EdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
      ])
    for (view, insets) in visited { #expect(view.safeAreaInsets == insets) }
  }

  @Test(.atScale) func aDeepChainIsVisitedWithoutRecursion() throws {
    let (window, controller) = Self.makeScreen()
    var last = controller.view
    for _ in 0..<100_000 {
      let child = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
      try last.addSubview(child)
      last = child
    }
    var count = 0
    var deepest = EdgeInsets.zero
    window.forEachSafeAreaInset { _, insets in
      count += 1
      deepest = insets
    }
    #expect(count == 100_002)
    #expect(deepest == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
  }

  final class Recorder: SafeAreaInsetsObserver {
    var seen: [EdgeInsets] = []
    func viewSafeAreaInsetsDidChange(_ controller: ViewController) {
      seen.append(controller.view.safeAreaInsets)
    }
  }

  @Test func attachmentsHearEachChangeOnce() {
    let application = Application(
      screenSize: Size(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: application)
    let controller = ViewController(frame: .zero)
    let recorder = Recorder()
    controller.attachments[ObjectIdentifier(Recorder.self)] = recorder
    window.rootViewController = controller
    controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    // Turned: the screen's insets move to the sides, then the window takes the new size.
    application.screen.size = Size(width: 844, height: 390)
    application.screen.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    window.frame = Rect(x: 0, y: 0, width: 844, height: 390)
    window.updateSafeAreaInsets()
    #expect(
      recorder.seen == [
        EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        EdgeInsets(top: 91, left: 0, bottom: 34, right: 0),
        EdgeInsets(top: 44, left: 47, bottom: 21, right: 47),
      ])
  }
}
