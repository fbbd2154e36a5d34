import ShelterGeometry
import ShelterValues
import ShelterViews
import Testing

/// The layout engine keeps its last pass between rounds so that a keyboard move is an edit, and the
/// window keeps the engine: what the engine keeps must not keep the window, or every window laid
/// out by constraints, its controller and the notification observers its controller registered
/// would live for good.
@Suite struct LaidOutWindowLifetimeTests {
  /// A window whose root pins a bar 20 from its leading edge and 30 from its top, laid out once
  /// and again after a constant edit (an edit round), and the bar's frame.
  func layOutAndLetGo(constrainWindow: Bool = false) throws -> (window: Window?, bar: Rect) {
    weak var released: Window?
    var barFrame = Rect.zero
    do {
      let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
      let root = View(frame: window.bounds)
      try window.addSubview(root)
      let bar = View()
      bar.translatesAutoresizingMaskIntoConstraints = false
      try root.addSubview(bar)
      let top = bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 30)
      var constraints = [
        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        top,
        bar.widthAnchor.constraint(equalToConstant: 100),
        bar.heightAnchor.constraint(equalToConstant: 44),
      ]
      // Held by the window itself: the window then takes part in the pass, with rows of its own.
      if constrainWindow { constraints.append(root.topAnchor.constraint(equalTo: window.topAnchor)) }
      try LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      top.constant = 50
      window.layoutIfNeeded()
      barFrame = bar.frame
      released = window
    }
    return (released, barFrame)
  }

  @Test func aWindowLaidOutByConstraintsIsFreedWhenLetGo() throws {
    let (window, bar) = try layOutAndLetGo()
    // Leading 20, top 30 then edited to 50, 100 × 44.
    #expect(bar == Rect(x: 20, y: 50, width: 100, height: 44))
    #expect(window == nil)
  }

  @Test func aWindowThatTakesPartInItsOwnPassIsFreedToo() throws {
    let (window, bar) = try layOutAndLetGo(constrainWindow: true)
    // The root's top is pinned to the window's, where it already is: the bar is where it was.
    #expect(bar == Rect(x: 20, y: 50, width: 100, height: 44))
    #expect(window == nil)
  }
}
