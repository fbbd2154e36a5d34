import ShelterGeometry
import ShelterSupport
import ShelterTestSupport
import ShelterViews
import Testing

/// Who receives keyboard input: the rules for gaining and losing first-responder status, and the
/// responder chain.
@Suite("First responder")
struct FirstResponderTests {
  /// A window with a root view "root" holding fields "a" and "b" and a container "box" with field "c".
  final class Screen {
    let log = ResponderLog()
    let application = Application(screenSize: Size(width: 390, height: 844))
    let window: Window
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let box = View(frame: Rect(x: 0, y: 400, width: 390, height: 200))
    let a = RecordingField(frame: Rect(x: 20, y: 100, width: 350, height: 44))
    let b = RecordingField(frame: Rect(x: 20, y: 160, width: 350, height: 44))
    let c = RecordingField(frame: Rect(x: 20, y: 20, width: 350, height: 44))

    init() {
      window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: application)
      root.identifier = "root"
      box.identifier = "box"
      for (field, name) in [(a, "a"), (b, "b"), (c, "c")] {
        field.identifier = name
        field.log = log
      }
      try! window.addSubview(root)
      try! root.addSubview(a)
      try! root.addSubview(b)
      try! root.addSubview(box)
      try! box.addSubview(c)
    }

    /// The window's answer, checked against the recursive search.
    var firstResponder: View? {
      let answer = window.firstResponder
      #expect(View.firstResponder(in: window) === answer)
      return answer
    }
  }

  /// UIKit: text fields and text views accept first responder; `UIView`, `UIButton`, `UILabel`,
  /// `UIImageView`, scroll views, cells and windows return `false` from `canBecomeFirstResponder`.
  static let classRows: [Example<@Sendable () -> View, Bool>] = [
    Example("view", { View() }, false), Example("text field", { TextField() }, true),
    Example("text view", { TextView() }, true), Example("scroll view", { ScrollView() }, false),
    Example("button", { Button() }, false), Example("label", { Label() }, false),
    Example("image view", { ImageView() }, false), Example("table view", { TableView() }, false),
    Example("table cell", { TableViewCell() }, false),
    Example("window", { Window(frame: Rect(x: 0, y: 0, width: 1, height: 1)) }, false),
  ]

  @Test(arguments: classRows)
  func canBecomeFirstResponderByClass(_ row: Example<@Sendable () -> View, Bool>) {
    let view = row.input()
    #expect(view.canBecomeFirstResponder == row.expected)
    #expect((view is any TextInput) == row.expected)
  }

  /// The class decides, not the kind: a plain view that only carries a text-input kind's name (as
  /// the package's own code could make) is no input.
  @Test func aKindWithoutItsClassIsNoInput() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = View(kind: .textField, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    try window.addSubview(view)
    #expect(!view.canBecomeFirstResponder)
    #expect(!view.becomeFirstResponder())
    #expect(View.firstResponder(in: window) == nil)
  }

  static let overrideRows: [Example<(@Sendable () -> View, allowed: Bool), Bool>] = [
    Example("button allowed", ({ Button() }, true), true),
    Example("plain view allowed", ({ View() }, true), true),
    Example("label allowed", ({ Label() }, true), true),
    Example("text field forbidden", ({ TextField() }, false), false),
    Example("text view forbidden", ({ TextView() }, false), false),
  ]

  @Test(arguments: overrideRows)
  func allowsFirstResponderOverridesTheClass(
    _ row: Example<(@Sendable () -> View, allowed: Bool), Bool>
  ) throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = row.input.0()
    view.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    view.allowsFirstResponder = row.input.allowed
    try window.addSubview(view)
    #expect(view.canBecomeFirstResponder == row.expected)
    #expect(view.becomeFirstResponder() == row.expected)
    #expect(view.isFirstResponder == row.expected)
    #expect((window.firstResponder === view) == row.expected)
  }

  @Test func disabledAndReadOnlyInputsRefuse() {
    let field = TextField()
    field.isEnabled = false
    #expect(!field.canBecomeFirstResponder)
    field.allowsFirstResponder = true
    #expect(!field.canBecomeFirstResponder)
    let text = TextView()
    text.isEditable = false
    #expect(!text.canBecomeFirstResponder)
  }

  @Test func becomingFirstResponder() throws {
    let screen = Screen()
    #expect(screen.firstResponder == nil)
    try screen.a.makeFirstResponder()
    #expect(screen.a.isFirstResponder)
    #expect(screen.firstResponder === screen.a)
    #expect(screen.application.firstResponder === screen.a)
    // Asking again changes nothing and tells no one.
    try screen.a.makeFirstResponder()
    #expect(screen.log.entries == ["a began"])
  }

  @Test func thePreviousResponderResignsFirst() throws {
    let screen = Screen()
    try screen.a.makeFirstResponder()
    #expect(screen.b.becomeFirstResponder())
    #expect(!screen.a.isFirstResponder)
    #expect(screen.b.isFirstResponder)
    #expect(screen.firstResponder === screen.b)
    #expect(screen.log.entries == ["a began", "a ended", "b began"])
  }

  /// What to do to field "c" (inside "box") before asking it to become first responder.
  enum Obstacle: String, Sendable, CaseIterable {
    case disabled, notAllowed, notInWindow, inADetachedTree
  }

  static let obstacleRows: [Example<Obstacle, ViewTreeError>] = [
    Example(
      "disabled", .disabled,
      .cannotBecomeFirstResponder(
        view: "Window.subviews[0].subviews[2].subviews[0] (RecordingField #c)",
        reason: "a textField does not accept first responder")),
    Example(
      "not allowed", .notAllowed,
      .cannotBecomeFirstResponder(
        view: "Window.subviews[0].subviews[2].subviews[0] (RecordingField #c)",
        reason: "a textField does not accept first responder")),
    Example(
      "not in a window", .notInWindow,
      .cannotBecomeFirstResponder(view: "#c", reason: "it is not in a window")),
    Example(
      "in a tree with no window", .inADetachedTree,
      .cannotBecomeFirstResponder(
        view: "#box.subviews[0] (RecordingField #c)", reason: "it is not in a window")),
  ]

  /// UIKit lets a hidden text input become first responder: apps focus a hidden field to bring up
  /// a custom input view (hackiftekhar/IQKeyboardManager#296; docs/responders.md).
  @Test(arguments: ["hidden", "hidden ancestor"])
  func aHiddenInputBecomesFirstResponder(_ how: String) throws {
    let screen = Screen()
    try screen.a.makeFirstResponder()
    if how == "hidden" { screen.c.isHidden = true } else { screen.box.isHidden = true }
    try screen.c.makeFirstResponder()
    #expect(screen.c.isFirstResponder)
    #expect(!screen.a.isFirstResponder)
    #expect(screen.firstResponder === screen.c)
    #expect(screen.log.entries == ["a began", "a ended", "c began"])
  }

  @Test(arguments: obstacleRows)
  func failingChangesNothing(_ row: Example<Obstacle, ViewTreeError>) throws {
    let screen = Screen()
    try screen.a.makeFirstResponder()
    switch row.input {
    case .disabled: screen.c.isEnabled = false
    case .notAllowed: screen.c.allowsFirstResponder = false
    case .notInWindow: screen.c.removeFromSuperview()
    case .inADetachedTree: screen.box.removeFromSuperview()
    }
    #expect(throws: row.expected) { try screen.c.makeFirstResponder() }
    #expect(!screen.c.becomeFirstResponder())
    #expect(!screen.c.isFirstResponder)
    #expect(screen.firstResponder === screen.a)
    #expect(screen.log.entries == ["a began"])
  }

  @Test func aResponderThatRefusesToResignBlocksTheSwitch() throws {
    let screen = Screen()
    try screen.a.makeFirstResponder()
    screen.a.refusesToResign = true
    #expect(
      throws: ViewTreeError.firstResponderRefusedToResign(
        view: "Window.subviews[0].subviews[0] (RecordingField #a)")
    ) {
      try screen.b.makeFirstResponder()
    }
    #expect(screen.a.isFirstResponder)
    #expect(!screen.b.isFirstResponder)
    #expect(screen.firstResponder === screen.a)
    #expect(!screen.a.resignFirstResponder())
    #expect(!screen.window.endEditing(force: false))
    #expect(screen.firstResponder === screen.a)
    #expect(screen.log.entries == ["a began"])
    // Forcing ends editing anyway.
    #expect(screen.window.endEditing(force: true))
    #expect(screen.firstResponder == nil)
    #expect(!screen.a.isFirstResponder)
    #expect(screen.log.entries == ["a began", "a ended"])
  }

  @Test func resigning() throws {
    let screen = Screen()
    #expect(!screen.a.resignFirstResponder())
    try screen.a.makeFirstResponder()
    #expect(!screen.b.resignFirstResponder())
    #expect(screen.a.resignFirstResponder())
    #expect(!screen.a.isFirstResponder)
    #expect(screen.firstResponder == nil)
    #expect(screen.log.entries == ["a began", "a ended"])
  }

  @Test func endEditingActsOnlyInsideTheReceiver() throws {
    let screen = Screen()
    #expect(!screen.window.endEditing(force: false))
    try screen.c.makeFirstResponder()
    // The responder is not inside "a".
    #expect(!screen.a.endEditing(force: true))
    #expect(screen.firstResponder === screen.c)
    #expect(screen.box.endEditing(force: false))
    #expect(screen.firstResponder == nil)
    try screen.c.makeFirstResponder()
    #expect(screen.c.endEditing(force: false))
    #expect(screen.firstResponder == nil)
  }

  @Test func removingTheResponderOrAnAncestorResigns() throws {
    let screen = Screen()
    try screen.c.makeFirstResponder()
    screen.c.removeFromSuperview()
    #expect(!screen.c.isFirstResponder)
    #expect(screen.firstResponder == nil)

    let other = Screen()
    try other.c.makeFirstResponder()
    other.box.removeFromSuperview()
    #expect(!other.c.isFirstResponder)
    #expect(other.firstResponder == nil)
    #expect(other.log.entries == ["c began", "c ended"])
  }

  @Test func removingSomethingElseKeepsTheResponder() throws {
    let screen = Screen()
    try screen.c.makeFirstResponder()
    screen.a.removeFromSuperview()
    #expect(screen.firstResponder === screen.c)
  }

  @Test func movingWithinTheWindowKeepsTheResponder() throws {
    let screen = Screen()
    try screen.c.makeFirstResponder()
    try screen.root.addSubview(screen.c)
    #expect(screen.firstResponder === screen.c)
    try screen.a.addSubview(screen.box)
    try screen.box.addSubview(screen.c)
    try screen.box.insertSubview(screen.c, at: 0)
    screen.root.sendSubviewToBack(screen.a)
    #expect(screen.c.isFirstResponder)
    #expect(screen.firstResponder === screen.c)
    #expect(screen.log.entries == ["c began"])
  }

  @Test func movingToAnotherWindowOrOutOfAnyWindowResigns() throws {
    let screen = Screen()
    let second = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: screen.application)
    try screen.c.makeFirstResponder()
    try second.addSubview(screen.box)
    #expect(!screen.c.isFirstResponder)
    #expect(screen.firstResponder == nil)
    #expect(second.firstResponder == nil)
    #expect(View.firstResponder(in: second) == nil)

    try screen.a.makeFirstResponder()
    let detached = View()
    try detached.addSubview(screen.a)
    #expect(!screen.a.isFirstResponder)
    #expect(screen.firstResponder == nil)
  }

  @Test func eachWindowHasItsOwnResponderAndTheKeyWindowsIsTheApplications() throws {
    let screen = Screen()
    let second = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: screen.application)
    let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    try second.addSubview(field)
    try screen.a.makeFirstResponder()
    try field.makeFirstResponder()
    // Focusing in one window does not take focus from another.
    #expect(screen.a.isFirstResponder)
    #expect(screen.window.firstResponder === screen.a)
    #expect(second.firstResponder === field)
    // The first window made is the key window until another is made key.
    #expect(screen.window.isKeyWindow)
    #expect(screen.application.firstResponder === screen.a)
    second.makeKey()
    #expect(!screen.window.isKeyWindow)
    #expect(screen.application.firstResponder === field)
  }

  @Test func theResponderChain() throws {
    // window → root (rootController's view) → container → inner (child controller's view) → field
    let application = Application(screenSize: Size(width: 390, height: 844))
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: application)
    let rootController = ViewController(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = rootController
    let container = View(frame: Rect(x: 0, y: 0, width: 390, height: 400))
    try rootController.view.addSubview(container)
    let child = ViewController(frame: Rect(x: 0, y: 0, width: 390, height: 200))
    rootController.addChild(child)
    try container.addSubview(child.view)
    let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    try child.view.addSubview(field)

    let expected: [Responder] = [
      field, child.view, child, container, rootController.view, rootController, window, application,
    ]
    let chain = field.responderChain
    #expect(chain.count == expected.count)
    for (index, (actual, wanted)) in zip(chain, expected).enumerated() {
      #expect(actual === wanted, "link \(index)")
    }
    #expect(application.next == nil)
    #expect(rootController.next === window)
    // A view that is no controller's root passes straight to its superview.
    #expect(container.next === rootController.view)
  }
}

/// Random trees and random sequences of focus, resign, move, remove and hide: after every step the
/// window's O(1) answer agrees with the recursive search, and no window has two first responders.
@Suite("First responder properties")
struct FirstResponderPropertyTests {
  static let seeds: [UInt64] = Array(1...20)

  @Test(arguments: seeds)
  func windowAnswerAgreesWithTheSearch(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let application = Application(screenSize: Size(width: 400, height: 800))
    let windows = [
      Window(frame: Rect(x: 0, y: 0, width: 400, height: 800), application: application),
      Window(frame: Rect(x: 0, y: 0, width: 400, height: 800), application: application),
    ]
    let detached = View()
    let classes: [@Sendable () -> View] = [
      { View() }, { TextField() }, { TextView() }, { Button() }, { Label() }, { TextField() },
    ]
    var views: [View] = []
    for root in windows + [detached] {
      views += RandomTrees.populate(root, count: 25, maxDepth: 6, classes: classes, using: &rng)
    }
    // A few text fields that refuse to resign, switched on and off at random.
    for index in 0..<4 {
      let field = RecordingField(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      field.identifier = "stubborn\(index)"
      try views.randomElement(using: &rng)!.addSubview(field)
      views.append(field)
    }
    // Unique names, so the failure messages say which view without computing paths on every step.
    for (index, view) in views.enumerated() { view.identifier = "n\(index)" }
    let parents: [View] = windows + [detached] + views
    func name(_ view: View) -> String { view.identifier ?? (view === detached ? "detached" : "window") }

    for step in 0..<200 {
      let view = views.randomElement(using: &rng)!
      let before = windows.map { $0.firstResponder }
      var action = ""
      switch Int.random(in: 0..<9, using: &rng) {
      case 0, 1:
        action = "focus \(name(view))"
        do {
          try view.makeFirstResponder()
        } catch {
          // A refusal changes nothing.
          #expect(
            zip(windows.map { $0.firstResponder }, before).allSatisfy { $0 === $1 },
            "seed \(seed) step \(step): \(action) failed with \(error) but changed a responder")
        }
      case 2:
        action = "resign \(name(view))"
        view.resignFirstResponder()
      case 3:
        let parent = parents.randomElement(using: &rng)!
        action = "move \(name(view)) into \(name(parent))"
        try? parent.insertSubview(view, at: Int.random(in: 0...parent.subviews.count, using: &rng))
      case 4:
        action = "remove \(name(view))"
        view.removeFromSuperview()
      case 5:
        action = "toggle hidden on \(name(view))"
        view.isHidden.toggle()
      case 6:
        action = "end editing in \(name(view))"
        view.endEditing(force: Bool.random(using: &rng))
      case 7:
        action = "toggle refusal"
        if let field = view as? RecordingField { field.refusesToResign.toggle() }
      default:
        let parent = parents.randomElement(using: &rng)!
        action = "add \(name(view)) to \(name(parent))"
        try? parent.addSubview(view)
      }

      for (index, window) in windows.enumerated() {
        let answer = window.firstResponder
        let found = View.firstResponder(in: window)
        #expect(found === answer, "seed \(seed) step \(step) window \(index) after \(action)")
        let flagged = window.views { $0.isFirstResponder }
        #expect(
          flagged.count == (answer == nil ? 0 : 1),
          "seed \(seed) step \(step) window \(index) after \(action)")
        if let answer {
          #expect(
            answer.isFirstResponder && answer.window === window, "seed \(seed) step \(step) after \(action)")
        }
      }
      // No view outside a window holds the status.
      let strays =
        detached.views { $0.isFirstResponder } + views.filter { $0.isFirstResponder && $0.window == nil }
      #expect(strays.isEmpty, "seed \(seed) step \(step) after \(action)")
    }
  }
}
