import ShelterGeometry
import ShelterTestSupport
import ShelterViews
import Testing

/// View controllers: safe areas from the screen and containment.
@Suite("Controllers")
struct ControllerTests {
  /// A 390×844 screen whose sensor housing takes 47 points at the top and whose home indicator takes
  /// 34 at the bottom, so the safe area is y 47..<810.
  static func makeWindow(frame: Rect = Rect(x: 0, y: 0, width: 390, height: 844)) -> Window {
    let application = Application(
      screenSize: Size(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    return Window(frame: frame, application: application)
  }

  static let insetRows: [Example<Rect, EdgeInsets>] = [
    Example(
      "full screen", Rect(x: 0, y: 0, width: 390, height: 844),
      EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
    Example("away from the edges", Rect(x: 20, y: 100, width: 350, height: 200), .zero),
    // Top at 20: 47 - 20 = 27 of it is unsafe.
    Example(
      "under the sensor housing", Rect(x: 0, y: 20, width: 390, height: 100),
      EdgeInsets(top: 27, left: 0, bottom: 0, right: 0)),
    // y 800..<844: 844 - 810 = 34 of it is unsafe.
    Example(
      "over the home indicator", Rect(x: 0, y: 800, width: 390, height: 44),
      EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)),
    // y 0..<30 lies wholly in the top inset: the inset is capped at the view's height.
    Example(
      "inside the top inset", Rect(x: 0, y: 0, width: 390, height: 30),
      EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)),
  ]

  @Test(arguments: insetRows)
  func safeAreaInsetsComeFromTheScreen(_ row: Example<Rect, EdgeInsets>) {
    let window = Self.makeWindow()
    let controller = ViewController()
    window.rootViewController = controller
    // The window sizes its root view; the row's frame is set after, as code placing a view does.
    controller.view.frame = row.input
    #expect(controller.view.superview === window)
    #expect(controller.view.safeAreaInsets == row.expected)
    #expect(controller.safeAreaInsets == row.expected)
  }

  @Test func safeAreaInsetsFollowTheWindowOnTheScreen() throws {
    // A sheet window from y 100 to 844 clears the top inset but still reaches the home indicator.
    let window = Self.makeWindow(frame: Rect(x: 0, y: 100, width: 390, height: 744))
    #expect(window.windowSafeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    let view = View(frame: Rect(x: 0, y: 0, width: 390, height: 744))
    try window.addSubview(view)
    #expect(view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  @Test func additionalSafeAreaInsetsAddToTheScreens() {
    let window = Self.makeWindow()
    let controller = ViewController(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    // 47 + 44 at the top, in the root view's own insets as in UIKit's.
    #expect(controller.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
  }

  @Test func aViewOutsideAWindowHasNoSafeArea() {
    let controller = ViewController(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(controller.safeAreaInsets == .zero)
  }

  @Test func rootViewControllerInstallsItsView() {
    let window = Self.makeWindow()
    let controller = ViewController(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    controller.identifier = "login"
    window.rootViewController = controller
    #expect(window.subviews.count == 1 && window.subviews[0] === controller.view)
    #expect(controller.view.viewController === controller)
    #expect(controller.view.window === window)
    // Setting it again does not add the view twice.
    window.rootViewController = controller
    #expect(window.subviews.count == 1)
  }

  @Test func addingAndRemovingChildren() {
    let parent = ViewController()
    let first = ViewController()
    let second = ViewController()
    parent.addChild(first)
    parent.addChild(second)
    #expect(parent.children.count == 2 && parent.children[0] === first && parent.children[1] === second)
    #expect(first.parent === parent)
    // Adding again keeps the order and adds nothing.
    parent.addChild(first)
    #expect(parent.children.count == 2 && parent.children[0] === first)
    first.removeFromParent()
    #expect(first.parent == nil)
    #expect(parent.children.count == 1 && parent.children[0] === second)
    // Removing a controller without a parent does nothing.
    first.removeFromParent()
    #expect(first.parent == nil)
  }

  @Test func addingAChildElsewhereMovesIt() {
    let a = ViewController()
    let b = ViewController()
    let child = ViewController()
    a.addChild(child)
    b.addChild(child)
    #expect(a.children.isEmpty)
    #expect(b.children.count == 1 && b.children[0] === child)
    #expect(child.parent === b)
  }

  @Test func addingAControllerToItselfOrItsDescendantIsIgnored() throws {
    let top = ViewController()
    let middle = ViewController()
    let bottom = ViewController()
    top.addChild(middle)
    middle.addChild(bottom)
    top.addChild(top)
    bottom.addChild(top)
    middle.addChild(top)
    #expect(top.parent == nil)
    #expect(top.children.count == 1 && top.children[0] === middle)
    #expect(middle.children.count == 1 && middle.children[0] === bottom)
    // A loop would make the walk below endless, so stop here if one formed.
    try #require(bottom.children.isEmpty)
    #expect(top.controllerSubtree.count == 3)
  }

  @Test func controllerSubtreeIsParentsBeforeChildren() {
    let names = ["top", "left", "leftChild", "right"]
    let controllers = names.map { name -> ViewController in
      let controller = ViewController()
      controller.identifier = name
      return controller
    }
    controllers[0].addChild(controllers[1])
    controllers[1].addChild(controllers[2])
    controllers[0].addChild(controllers[3])
    #expect(controllers[0].controllerSubtree.map { $0.identifier ?? "?" } == names)
  }

  @Test func aControllerReleasesWithItsView() {
    weak var weakController: ViewController?
    weak var weakView: View?
    do {
      let controller = ViewController()
      weakController = controller
      weakView = controller.view
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
  }
}

@Suite struct RootViewControllerTests {
  @Test func replacingTheRootControllerSwapsItsView() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let first = ViewController(frame: window.bounds)
    let second = ViewController(frame: window.bounds)
    window.rootViewController = first
    #expect(window.subviews.count == 1)
    #expect(window.subviews.first === first.view)
    window.rootViewController = second
    // The old root view leaves the window; the new one is its only subview.
    #expect(window.subviews.count == 1)
    #expect(window.subviews.first === second.view)
    #expect(first.view.superview == nil)
    window.rootViewController = nil
    // Clearing the property takes the last root view out too.
    #expect(window.subviews.isEmpty)
  }
}
