import ShelterGeometry
import ShelterKeyboard
import ShelterValues
import ShelterViews
import Testing

/// Misusing the public API throws a typed error naming the views; it never traps and changes
/// nothing.
@Suite("API misuse gives typed errors")
struct APIMisuseTests {
  /// `#root` ⊃ `.subviews[0] (View #middle)` ⊃ `.subviews[0].subviews[0] (View #leaf)`.
  static func chain() throws -> (root: View, middle: View, leaf: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.identifier = "root"
    let middle = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    middle.identifier = "middle"
    let leaf = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
    leaf.identifier = "leaf"
    try root.addSubview(middle)
    try middle.addSubview(leaf)
    return (root, middle, leaf)
  }

  @Test func addingAViewToItsDescendant() throws {
    let (root, middle, leaf) = try Self.chain()
    #expect(
      throws: ViewTreeError.wouldCreateCycle(
        view: "#root", superview: "#root.subviews[0].subviews[0] (View #leaf)")
    ) { try leaf.addSubview(root) }
    #expect(
      throws: ViewTreeError.wouldCreateCycle(
        view: "#root.subviews[0] (View #middle)", superview: "#root.subviews[0] (View #middle)")
    ) { try middle.addSubview(middle) }
    // Nothing moved.
    #expect(root.superview == nil)
    #expect(root.subviews.count == 1 && root.subviews[0] === middle)
    #expect(middle.subviews.count == 1 && middle.subviews[0] === leaf)
  }

  @Test func insertingAtAnIndexOutOfRange() throws {
    let (root, middle, _) = try Self.chain()
    let extra = View(frame: .zero)
    // root has one subview, so a new one goes at 0...1.
    #expect(throws: ViewTreeError.indexOutOfRange(view: "#root", index: 2, count: 1)) {
      try root.insertSubview(extra, at: 2)
    }
    #expect(throws: ViewTreeError.indexOutOfRange(view: "#root", index: -1, count: 1)) {
      try root.insertSubview(extra, at: -1)
    }
    #expect(extra.superview == nil)
    #expect(root.subviews.count == 1 && root.subviews[0] === middle)
  }

  @Test func convertingBetweenUnrelatedTrees() throws {
    let (root, middle, _) = try Self.chain()
    defer { withExtendedLifetime(root) {} }
    let stranger = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stranger.identifier = "stranger"
    #expect(throws: ViewTreeError.noCommonSpace(from: "#root.subviews[0] (View #middle)", to: "#stranger")) {
      try middle.convert(Point(x: 1, y: 1), to: stranger)
    }
    #expect(throws: ViewTreeError.noCommonSpace(from: "#stranger", to: "#root.subviews[0] (View #middle)")) {
      try stranger.convert(Rect(x: 0, y: 0, width: 1, height: 1), to: middle)
    }
    // Windows of two applications share no screen either.
    let first = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let second = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    first.identifier = "first"
    second.identifier = "second"
    #expect(throws: ViewTreeError.noCommonSpace(from: "#first", to: "#second")) {
      try first.convert(Point(x: 0, y: 0), to: second)
    }
  }

  @Test func convertingIntoAFlattenedView() throws {
    let (root, middle, leaf) = try Self.chain()
    middle.transform = Transform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    #expect(throws: ViewTreeError.singularTransform(view: "#root.subviews[0] (View #middle)")) {
      try root.convert(Point(x: 1, y: 1), to: leaf)
    }
    // Between two views under the flattened one, nothing singular is crossed: (5, 5) + (1, 1).
    #expect(try leaf.convert(Point(x: 1, y: 1), to: middle) == Point(x: 6, y: 6))
  }

  @Test func focusingAViewWithNoWindow() throws {
    let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    field.identifier = "email"
    #expect(throws: ViewTreeError.cannotBecomeFirstResponder(view: "#email", reason: "it is not in a window"))
    {
      try field.makeFirstResponder()
    }
    #expect(!field.isFirstResponder)
    #expect(!field.becomeFirstResponder())
  }

  @Test func focusingAViewThatCannotBeOne() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    window.identifier = "w"
    let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    label.identifier = "title"
    try window.addSubview(label)
    #expect(
      throws: ViewTreeError.cannotBecomeFirstResponder(
        view: "#w.subviews[0] (Label #title)", reason: "a label does not accept first responder")
    ) { try label.makeFirstResponder() }
    #expect(window.firstResponder == nil)
  }

  @Test func attachingAndDetachingAvoidanceTwice() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let controller = ViewController(view: View(frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    controller.identifier = "login"
    window.rootViewController = controller
    try controller.attachKeyboardAvoidance()
    #expect(throws: AvoidanceError.alreadyAttached("controller #login")) {
      try controller.attachKeyboardAvoidance()
    }
    #expect(controller.keyboardAvoidance != nil)
    try controller.detachKeyboardAvoidance()
    #expect(throws: AvoidanceError.notAttached("controller #login")) {
      try controller.detachKeyboardAvoidance()
    }
    #expect(controller.keyboardAvoidance == nil)
  }

  @Test func attachingAvoidanceOutsideAWindow() throws {
    let controller = ViewController(view: View(frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    controller.identifier = "orphan"
    #expect(throws: AvoidanceError.notInWindow("controller #orphan")) {
      try controller.attachKeyboardAvoidance()
    }
    #expect(controller.keyboardAvoidance == nil)
  }
}
