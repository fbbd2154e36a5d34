public import Shelter
import ShelterSimulation
import ShelterSupport

/// A screen played step by step the way a user would: focus, keyboard, taps, rotation.
///
/// Every step is a ``/Shelter/FixtureStep`` played by the same ``/Shelter/Simulation`` that runs
/// `shelter simulate`, and judged after it by the rules `shelter check` uses, so a scenario and the
/// command line agree. Each step returns the simulation's ``/Shelter/StepSnapshot``: every view's
/// window frame, the first responder, the keyboard's frame and what moved since the step before.
///
///     var login = try Scenario(loginScreen, followsFocus: false)  // iPhone 15, password at [20, 620, 353, 44]
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
  /// How far, in points, a frame component may change before it counts as a move: the tolerance of
  /// `shelter check` too.
  public static let tolerance = Tolerances.points

  /// Every snapshot so far: index 0 is the screen as loaded, then one per step.
  public private(set) var snapshots: [StepSnapshot]

  private var engine: ScenarioEngine

  /// Loads a screen written in Swift with an avoidance policy (`shelter`, `recipe1` … `recipe4`).
  ///
  /// On a device profile the keyboard follows focus, as on iOS: ``focus(_:)`` brings up the
  /// keyboard for the field's traits, and ``rotate(to:)`` brings it back in the new orientation's
  /// size. Pass `followsFocus: false` for explicit control only, where just the keyboard steps move
  /// it (the fixture's `manual` keyboard). With `samplesPerSecond` every step's motion is sampled,
  /// as `shelter check --fps` samples it, for the expectations over time
  /// (``ScreenExpectation/neverCoveredDuringAnimation``, ``ScreenExpectation/noJump``).
  public init(
    _ screen: ScreenSpec, policy: AvoidancePolicyID = .shelter, followsFocus: Bool = true,
    samplesPerSecond: Int? = nil
  ) throws(ScenarioError) {
    var fixture = try screen.fixture()
    if let device = try screen.device() {
      fixture.device = device.id
      fixture.orientation = screen.orientation
      fixture.keyboardMode = followsFocus ? .software : .manual
    }
    try self.init(setup: ScenarioSetup(fixture: fixture, policy: policy, samplesPerSecond: samplesPerSecond))
  }

  /// Loads a fixture (its own `steps` are not played); `device` puts the screen on a device profile,
  /// as the fixture's `device` does, for keyboard styles and rotation; `samplesPerSecond` samples
  /// every step's motion.
  public init(
    fixture: Fixture, device: DeviceProfile? = nil, policy: AvoidancePolicyID = .shelter,
    samplesPerSecond: Int? = nil
  ) throws(ScenarioError) {
    var fixture = fixture
    fixture.steps = []
    if let device {
      let size = fixture.screenSize
      fixture.device = device.id
      fixture.orientation = size.width > size.height ? .landscape : .portrait
    }
    try self.init(setup: ScenarioSetup(fixture: fixture, policy: policy, samplesPerSecond: samplesPerSecond))
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
    if let device {
      fixture.device = device.id
      fixture.keyboardMode = .software
    }
    try self.init(setup: ScenarioSetup(fixture: fixture, policy: policy, samplesPerSecond: samplesPerSecond))
  }

  private init(setup: ScenarioSetup) throws(ScenarioError) {
    engine = try ScenarioEngine(setup)
    snapshots = [engine.load()]
  }

  /// The latest snapshot.
  public var current: StepSnapshot { snapshots[snapshots.count - 1] }

  /// The live objects (application, window, views by id), for looking at what a snapshot does not
  /// hold. Changes made through them are not steps: a copy of the scenario does not replay them.
  public var scene: Scene { engine.scene }

  /// The fixture the scenario started from, without steps, on its device profile when it has one.
  public var fixture: Fixture { engine.setup.fixture }

  /// Samples per second of every step's motion, `nil` when the scenario does not sample time.
  public var samplesPerSecond: Int? { engine.setup.samplesPerSecond }

  /// The avoidance rules' findings after every step so far (index 0, the load, has none).
  var findings: [[RuleFinding]] { engine.findings }

  /// The latest step's findings, judged again with `distance` in place of every field's own when
  /// given.
  func latestFindings(distance: Double?) -> [RuleFinding] { engine.latestFindings(distance: distance) }

  /// A view's path from the root of the window, as messages name it:
  /// `Window.subviews[0].subviews[2] (TextField #password)`; `#id` for an id the screen lacks.
  public func path(of id: String) -> String {
    engine.scene.viewsByID[id]?.pathDescription ?? "#\(id)"
  }

  /// Whether two window-space frames differ by more than ``tolerance`` in any component.
  public static func differs(_ a: Rect, _ b: Rect) -> Bool { StepSnapshot.Move.differs(a, b) }

  // MARK: Steps

  /// Plays a fixture step as `shelter simulate` would and records its snapshot: the one way every
  /// step below is taken.
  @discardableResult
  public mutating func apply(_ step: FixtureStep) throws(ScenarioError) -> StepSnapshot {
    let index = snapshots.count
    if !isKnownUniquelyReferenced(&engine) {
      engine = try ScenarioEngine.replaying(engine.setup, playedSteps)
    }
    let snapshot: StepSnapshot
    do {
      snapshot = try engine.play(step, index: index)
    } catch {
      // Part of a step may have landed before it failed: start again from the steps that worked.
      engine = try ScenarioEngine.replaying(engine.setup, playedSteps)
      throw error
    }
    snapshots.append(snapshot)
    return snapshot
  }

  /// The steps played so far, in order.
  private var playedSteps: [FixtureStep] { snapshots.compactMap(\.step) }

  /// A text input becomes first responder; with `followsFocus` its keyboard comes up with it.
  @discardableResult
  public mutating func focus(_ id: String) throws(ScenarioError) -> StepSnapshot {
    try apply(.focus(id))
  }

  /// Focus moves to another text input; the same step as ``focus(_:)``, named for the switch while
  /// the keyboard is up.
  @discardableResult
  public mutating func switchField(to id: String) throws(ScenarioError) -> StepSnapshot {
    try apply(.focus(id))
  }

  /// The first responder resigns; a shown keyboard hides.
  @discardableResult
  public mutating func resign() throws(ScenarioError) -> StepSnapshot {
    try apply(.resign)
  }

  /// The device profile's keyboard of a style slides in (the docked one with the predictive bar
  /// unless told otherwise), sized for the current orientation: a `keyboard` step with its frame.
  @discardableResult
  public mutating func showKeyboard(_ style: KeyboardStyle = .docked()) throws(ScenarioError)
    -> StepSnapshot
  {
    try apply(.keyboardShow(.frame(keyboardFrame(style, "show")), duration: Self.duration, curve: Self.curve))
  }

  /// A docked keyboard of a height, in points, slides in.
  @discardableResult
  public mutating func showKeyboard(height: Double) throws(ScenarioError) -> StepSnapshot {
    try apply(.keyboardShow(.height(height), duration: Self.duration, curve: Self.curve))
  }

  /// The keyboard changes to the device profile's keyboard of a style (emoji, no predictive bar).
  @discardableResult
  public mutating func changeKeyboard(_ style: KeyboardStyle) throws(ScenarioError) -> StepSnapshot {
    try apply(
      .keyboardChange(.frame(keyboardFrame(style, "change")), duration: Self.duration, curve: Self.curve))
  }

  /// A keyboard with a frame in screen space slides in.
  @discardableResult
  public mutating func showKeyboard(frame: Rect) throws(ScenarioError) -> StepSnapshot {
    try apply(.keyboardShow(.frame(frame), duration: Self.duration, curve: Self.curve))
  }

  /// The keyboard changes to a docked one of a height.
  @discardableResult
  public mutating func changeKeyboard(height: Double) throws(ScenarioError) -> StepSnapshot {
    try apply(.keyboardChange(.height(height), duration: Self.duration, curve: Self.curve))
  }

  /// The keyboard slides out; focus stays where it is.
  @discardableResult
  public mutating func hideKeyboard() throws(ScenarioError) -> StepSnapshot {
    try apply(.keyboardHide(duration: Self.duration, curve: Self.curve))
  }

  /// The keyboard changes to a frame in screen space.
  @discardableResult
  public mutating func changeKeyboard(frame: Rect) throws(ScenarioError) -> StepSnapshot {
    try apply(.keyboardChange(.frame(frame), duration: Self.duration, curve: Self.curve))
  }

  /// A tap at the centre of a view, where it is in window space now: a `tap` step at that point.
  ///
  /// Throws when that point is under the keyboard: a finger there would hit the keyboard.
  @discardableResult
  public mutating func tap(_ id: String) throws(ScenarioError) -> StepSnapshot {
    let index = snapshots.count
    func fail(_ reason: String) -> ScenarioError {
      .stepFailed(index: index, action: "tap #\(id)", reason: reason)
    }
    guard let view = scene.viewsByID[id] else { throw fail("no view with id '\(id)'") }
    guard let frame = try? view.convert(view.bounds, to: nil) else {
      throw fail("\(view.pathDescription) has no frame in window space")
    }
    try engine.checkReachable(frame.center, what: "the centre of #\(id)", fail: fail)
    return try apply(.tap(frame.center))
  }

  /// A tap at a point in window space; throws when the point is under the keyboard.
  @discardableResult
  public mutating func tap(at point: Point) throws(ScenarioError) -> StepSnapshot {
    try apply(.tap(point))
  }

  /// The device turns to an orientation, by default the other one.
  ///
  /// On a device profile this is the fixture's `orientation` step: the screen takes the profile's
  /// size and safe area for the orientation, and a keyboard that follows focus comes back in that
  /// orientation's size (a keyboard shown by an explicit step keeps its height across the new
  /// width). A screen given by size swaps width and height with a `resize` step.
  @discardableResult
  public mutating func rotate(to orientation: Orientation? = nil) throws(ScenarioError) -> StepSnapshot {
    let target = orientation ?? (current.orientation.isLandscape ? .portrait : .landscape)
    if scene.device != nil { return try apply(.orientation(target)) }
    let size = scene.application.screen.size
    let turned = target.isLandscape != (size.width > size.height)
    return try apply(.resize(turned ? Size(width: size.height, height: size.width) : size))
  }

  /// Focus moves to the next text input in navigation order; at the last one nothing changes.
  @discardableResult
  public mutating func focusNext() throws(ScenarioError) -> StepSnapshot {
    try apply(.focusNext)
  }

  /// Focus moves to the previous text input in navigation order; at the first nothing changes.
  @discardableResult
  public mutating func focusPrevious() throws(ScenarioError) -> StepSnapshot {
    try apply(.focusPrevious)
  }

  /// The user scrolls a scroll view to a content offset.
  @discardableResult
  public mutating func scroll(_ id: String, to offset: Point) throws(ScenarioError) -> StepSnapshot {
    try apply(.scroll(id, offset))
  }

  // MARK: Keyboards

  /// The keyboard's animation, UIKit's: the simulator's own defaults.
  private static let duration = KeyboardInfo.defaultAnimationDuration
  private static let curve = AnimationCurve.keyboard

  /// The device profile's frame of a keyboard style in the current orientation, in screen space.
  private func keyboardFrame(_ style: KeyboardStyle, _ verb: String) throws(ScenarioError) -> Rect {
    func fail(_ reason: String) -> ScenarioError {
      .stepFailed(index: snapshots.count, action: "\(verb) keyboard \(style.name)", reason: reason)
    }
    guard let device = scene.device else {
      throw fail("a keyboard style needs a screen on a device profile; give a height or a frame")
    }
    let orientation = scene.application.keyboard.orientation
    guard let frame = device.keyboardFrame(style, orientation) else {
      throw fail("\(device) has no \(style.name) keyboard in \(orientation)")
    }
    return frame
  }
}
