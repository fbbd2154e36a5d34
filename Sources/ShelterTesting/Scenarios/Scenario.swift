public import Shelter

/// A screen played step by step the way a user would: focus, keyboard, taps, rotation.
///
/// Each step returns a ``ScenarioSnapshot``: every view's window frame, the first responder, the
/// keyboard's frame and what moved since the step before. Steps are fixture steps played by the
/// same ``/Shelter/Simulation`` that runs `shelter simulate`, so a scenario and the command line agree.
///
///     var login = try Scenario(loginScreen)       // iPhone 15, password at [20, 620, 353, 44]
///     try login.focus("password")
///     let up = try login.showKeyboard()          // the device's docked keyboard, top at 516
///     up["password"]                              // (20 462; 353 44): 664 + 10 − 516 = 158 up
///     try login.hideKeyboard()
///     expect(login, .everythingRestored)
///
/// A value: a copy is an independent scenario. The live objects are shared until one copy takes a
/// step, which then replays the steps so far on a scene of its own, so branching from a common
/// start is cheap to write:
///
///     var rotated = login
///     try rotated.rotate(to: .landscape)         // `login` is unchanged
///
/// A step that cannot be applied throws ``ScenarioError/stepFailed(index:action:reason:)`` and
/// leaves the scenario as it was.
public struct Scenario {
  /// How far, in points, a frame component may change before it counts as a move.
  public static let tolerance = 0.01

  /// Every snapshot so far: index 0 is the screen as loaded, then one per step.
  public private(set) var snapshots: [ScenarioSnapshot]

  private var engine: ScenarioEngine

  /// Loads a screen written in Swift with an avoidance policy (`shelter`, `recipe1` … `recipe4`).
  ///
  /// On a device profile the keyboard follows focus, as on iOS: ``focus(_:)`` brings up the
  /// keyboard for the field's traits. Pass `followsFocus: false` for explicit control only, where
  /// just the keyboard actions move it. With `samplesPerSecond` every step's motion is sampled,
  /// as `shelter check --fps` samples it, for the expectations over time
  /// (``ScreenExpectation/neverCoveredDuringAnimation``, ``ScreenExpectation/noJump``).
  public init(
    _ screen: ScreenSpec, policy: AvoidancePolicyID = .shelter, followsFocus: Bool = true,
    samplesPerSecond: Int? = nil
  ) throws(ScenarioError) {
    var fixture = try screen.fixture()
    let device = try screen.device()
    if let device, followsFocus {
      fixture.device = device.id
      fixture.orientation = screen.orientation
      fixture.keyboardMode = .software
    }
    let setup = ScenarioSetup(
      fixture: fixture, device: device, orientation: screen.orientation, policy: policy,
      samplesPerSecond: samplesPerSecond)
    try self.init(setup: setup)
  }

  /// Loads a fixture (its own `steps` are not played); `device` lets keyboard styles and rotation
  /// use a device profile's sizes; `samplesPerSecond` samples every step's motion.
  public init(
    fixture: Fixture, device: DeviceProfile? = nil, policy: AvoidancePolicyID = .shelter,
    samplesPerSecond: Int? = nil
  ) throws(ScenarioError) {
    var fixture = fixture
    fixture.steps = []
    let size = fixture.screenSize
    let setup = ScenarioSetup(
      fixture: fixture, device: device,
      orientation: size.width > size.height ? .landscape : .portrait, policy: policy,
      samplesPerSecond: samplesPerSecond)
    try self.init(setup: setup)
  }

  /// Loads a screen from a pasted `po view.recursiveDescription`, so a bug seen on a device
  /// becomes a test without retyping the screen; the import's warnings are not checked (use
  /// ``/Shelter/Fixture/imported(dump:name:device:safeArea:strict:)-(String,_,_,_,_)`` to see them).
  ///
  ///     var pasted = try Scenario(dump: text, device: .named("iphone-15"))
  ///     try pasted.focus("uiTextField1")
  ///
  /// `device` sizes the window of a dump printed from a view rather than a window, and lets the
  /// keyboard follow focus with that device's sizes, as for a ``ScreenSpec`` on a device.
  public init(
    dump: String, name: String = "dump", device: DeviceProfile? = nil, policy: AvoidancePolicyID = .shelter,
    samplesPerSecond: Int? = nil
  ) throws(ScenarioError) {
    var fixture: Fixture
    do {
      fixture = try Fixture.imported(dump: dump, name: name, device: device).fixture
    } catch {
      throw .invalidDump(line: error.line, message: error.message)
    }
    if device != nil { fixture.keyboardMode = .software }
    let setup = ScenarioSetup(
      fixture: fixture, device: device, orientation: .portrait, policy: policy,
      samplesPerSecond: samplesPerSecond)
    try self.init(setup: setup)
  }

  private init(setup: ScenarioSetup) throws(ScenarioError) {
    engine = try ScenarioEngine(setup)
    snapshots = [engine.snapshot(index: 0, action: .load, previous: nil)]
  }

  /// The latest snapshot.
  public var current: ScenarioSnapshot { snapshots[snapshots.count - 1] }

  /// The live objects (application, window, views by id), for looking at what a snapshot does not
  /// hold. Changes made through them are not steps: a copy of the scenario does not replay them.
  public var scene: Scene { engine.scene }

  /// The fixture the scenario started from, without steps.
  public var fixture: Fixture { engine.setup.fixture }

  /// Samples per second of every step's motion, `nil` when the scenario does not sample time.
  public var samplesPerSecond: Int? { engine.setup.samplesPerSecond }

  /// What the scenario started from, to play it again.
  var setup: ScenarioSetup { engine.setup }

  /// A view's path from the root of the window, as messages name it:
  /// `Window.subviews[0].subviews[2] (TextField #password)`; `#id` for an id the screen lacks.
  public func path(of id: String) -> String {
    engine.scene.viewsByID[id]?.pathDescription ?? "#\(id)"
  }

  /// Whether two window-space frames differ by more than ``tolerance`` in any component.
  public static func differs(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.origin.x - b.origin.x) > tolerance || abs(a.origin.y - b.origin.y) > tolerance
      || abs(a.size.width - b.size.width) > tolerance || abs(a.size.height - b.size.height) > tolerance
  }

  /// The snapshot a fresh scenario from the same start reaches after `actions`.
  func replayedFresh(_ actions: [ScenarioAction]) throws(ScenarioError) -> ScenarioSnapshot {
    let fresh = try ScenarioEngine.replaying(engine.setup, actions)
    return fresh.snapshot(index: actions.count, action: actions.last ?? .load, previous: nil)
  }

  // MARK: Steps

  /// Plays any action and records its snapshot.
  @discardableResult
  public mutating func perform(_ action: ScenarioAction) throws(ScenarioError) -> ScenarioSnapshot {
    let index = snapshots.count
    if case .load = action {
      throw .stepFailed(index: index, action: action.description, reason: "load is only step 0")
    }
    if !isKnownUniquelyReferenced(&engine) {
      engine = try ScenarioEngine.replaying(engine.setup, snapshots.dropFirst().map(\.action))
    }
    do {
      try engine.perform(action, index: index)
    } catch {
      // Part of a step may have landed before it failed: start again from the steps that worked.
      engine = try ScenarioEngine.replaying(engine.setup, snapshots.dropFirst().map(\.action))
      throw error
    }
    let snapshot = engine.snapshot(index: index, action: action, previous: current)
    snapshots.append(snapshot)
    return snapshot
  }

  /// A text input becomes first responder; the keyboard does not show by itself.
  @discardableResult
  public mutating func focus(_ id: String) throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.focus(id))
  }

  /// Focus moves to another text input; the same as ``focus(_:)``, named for the switch while the
  /// keyboard is up.
  @discardableResult
  public mutating func switchField(to id: String) throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.switchField(to: id))
  }

  /// The first responder resigns; a shown keyboard hides.
  @discardableResult
  public mutating func resign() throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.resign)
  }

  /// The device profile's keyboard of a style slides in (the docked one with the predictive bar
  /// unless told otherwise), sized for the current orientation.
  @discardableResult
  public mutating func showKeyboard(_ style: KeyboardStyle = .docked()) throws(ScenarioError)
    -> ScenarioSnapshot
  {
    try perform(.showKeyboard(.style(style)))
  }

  /// A docked keyboard of a height, in points, slides in.
  @discardableResult
  public mutating func showKeyboard(height: Double) throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.showKeyboard(.height(height)))
  }

  /// A keyboard with a frame in screen space slides in.
  @discardableResult
  public mutating func showKeyboard(frame: Rect) throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.showKeyboard(.frame(frame)))
  }

  /// The keyboard changes to the device profile's keyboard of a style (emoji, no predictive bar).
  @discardableResult
  public mutating func changeKeyboard(_ style: KeyboardStyle) throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.changeKeyboard(.style(style)))
  }

  /// The keyboard changes to a docked one of a height.
  @discardableResult
  public mutating func changeKeyboard(height: Double) throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.changeKeyboard(.height(height)))
  }

  /// The keyboard changes to a frame in screen space.
  @discardableResult
  public mutating func changeKeyboard(frame: Rect) throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.changeKeyboard(.frame(frame)))
  }

  /// The keyboard slides out; focus stays where it is.
  @discardableResult
  public mutating func hideKeyboard() throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.hideKeyboard)
  }

  /// A tap at the centre of a view, where it is in window space now.
  ///
  /// Throws when that point is under the keyboard: a finger there would hit the keyboard.
  @discardableResult
  public mutating func tap(_ id: String) throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.tap(.view(id)))
  }

  /// A tap at a point in window space; throws when the point is under the keyboard.
  @discardableResult
  public mutating func tap(at point: Point) throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.tap(.point(point)))
  }

  /// The device turns to an orientation, by default the other one.
  ///
  /// On a device profile the screen takes the profile's size and safe area for the orientation and a
  /// keyboard shown by style comes back in that orientation's height; a screen given by size swaps
  /// width and height, and a keyboard shown by height keeps it, as a fixture's `resize` does.
  @discardableResult
  public mutating func rotate(to orientation: Orientation? = nil) throws(ScenarioError) -> ScenarioSnapshot {
    let target = orientation ?? (current.orientation.isLandscape ? .portrait : .landscape)
    return try perform(.rotate(to: target))
  }

  /// Focus moves to the next text input in navigation order; at the last one nothing changes.
  @discardableResult
  public mutating func focusNext() throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.focusNext)
  }

  /// Focus moves to the previous text input in navigation order; at the first nothing changes.
  @discardableResult
  public mutating func focusPrevious() throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.focusPrevious)
  }

  /// The user scrolls a scroll view to a content offset.
  @discardableResult
  public mutating func scroll(_ id: String, to offset: Point) throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.scroll(id, to: offset))
  }

  /// Plays a fixture step as `shelter simulate` would.
  @discardableResult
  public mutating func apply(_ step: FixtureStep) throws(ScenarioError) -> ScenarioSnapshot {
    try perform(.step(step))
  }
}
