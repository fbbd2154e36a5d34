import Shelter
import ShelterSupport

/// What a scenario starts from: a fixture, a device, a policy.
struct ScenarioSetup {
  var fixture: Fixture
  var device: DeviceProfile?
  var orientation: Orientation
  var policy: AvoidancePolicyID
  /// Samples per second of every step's motion, `nil` for none.
  var samplesPerSecond: Int? = nil
}

/// The live side of a ``Scenario``: a ``Simulation`` and the little state a scenario keeps beside it.
///
/// Every step becomes fixture steps played through `Simulation.apply(_:at:)`, the engine behind
/// `shelter simulate`; only a rotation on a device profile also sets the screen's safe area.
final class ScenarioEngine {
  let setup: ScenarioSetup
  let simulation: Simulation
  /// How the device is held now.
  private(set) var orientation: Orientation
  /// The style the keyboard was last shown with, while it is shown; a rotation re-shows it.
  private var keyboardStyle: KeyboardStyle?
  /// Fixture steps applied so far; the offset passed to `apply(_:at:)`.
  private var appliedSteps = 0
  /// Called after every fixture step an action plays (a rotation may play two), for the rules,
  /// with the step's timeline when the scenario samples time.
  var didPlay: ((FixtureStep, [TimelineSample]?) -> Void)?

  init(_ setup: ScenarioSetup) throws(ScenarioError) {
    self.setup = setup
    do {
      simulation = try Simulation(
        fixture: setup.fixture, policy: setup.policy, samplesPerSecond: setup.samplesPerSecond)
    } catch {
      throw .invalidScreen(name: setup.fixture.name, path: error.path, message: error.message)
    }
    orientation = setup.orientation
  }

  /// A fresh engine brought to the state after `actions` (step 1 on).
  static func replaying(_ setup: ScenarioSetup, _ actions: [ScenarioAction]) throws(ScenarioError)
    -> ScenarioEngine
  {
    let engine = try ScenarioEngine(setup)
    for (offset, action) in actions.enumerated() { try engine.perform(action, index: offset + 1) }
    return engine
  }

  var scene: Scene { simulation.scene }

  // MARK: Steps

  /// Plays one action; throws ``ScenarioError/stepFailed(index:action:reason:)`` naming it.
  func perform(_ action: ScenarioAction, index: Int) throws(ScenarioError) {
    func fail(_ reason: String) -> ScenarioError {
      .stepFailed(index: index, action: action.description, reason: reason)
    }
    func play(_ step: FixtureStep) throws(ScenarioError) {
      var timeline: [TimelineSample]?
      do {
        if setup.samplesPerSecond == nil {
          try simulation.apply(step, at: appliedSteps)
        } else {
          timeline = try simulation.play(step, at: appliedSteps).timeline
        }
      } catch {
        throw fail(error.message)
      }
      appliedSteps += 1
      didPlay?(step, timeline)
    }
    let keyboard = scene.application.keyboard
    switch action {
    case .load:
      break
    case .focus(let id), .switchField(let id):
      guard scene.viewsByID[id] != nil else { throw fail("no view with id '\(id)'") }
      try play(.focus(id))
    case .resign:
      try play(.resign)
    case .showKeyboard(let request), .changeKeyboard(let request):
      let geometry = try keyboardGeometry(request, fail: fail)
      if case .showKeyboard = action {
        try play(.keyboardShow(geometry, duration: 0.25, curve: 7))
      } else {
        try play(.keyboardChange(geometry, duration: 0.25, curve: 7))
      }
      if case .style(let style) = request { keyboardStyle = style } else { keyboardStyle = nil }
    case .hideKeyboard:
      try play(.keyboardHide(duration: 0.25, curve: 7))
    case .tap(let target):
      let point = try tapPoint(target, fail: fail)
      try play(.tap(point))
    case .rotate(let target):
      try rotate(to: target, play: play)
    case .focusNext:
      try play(.focusNext)
    case .focusPrevious:
      try play(.focusPrevious)
    case .scroll(let id, let offset):
      guard let view = scene.viewsByID[id] else { throw fail("no view with id '\(id)'") }
      guard view.kind.isScrollable else { throw fail("\(view.pathDescription) is not a scroll view") }
      try play(.scroll(id, offset))
    case .step(let step):
      try play(step)
      if case .resize(let size) = step { orientation = size.width > size.height ? .landscape : .portrait }
    }
    if !keyboard.isShown { keyboardStyle = nil }
  }

  private func keyboardGeometry(
    _ request: ScenarioAction.Keyboard, fail: (String) -> ScenarioError
  ) throws(ScenarioError) -> FixtureStep.KeyboardGeometry {
    switch request {
    case .height(let height):
      guard height.isFinite, height >= 0 else {
        throw fail("a keyboard height must be finite and not negative")
      }
      return .height(height)
    case .frame(let frame):
      guard frame.isFinite, frame.size.width >= 0, frame.size.height >= 0 else {
        throw fail("a keyboard frame must be finite with a size that is not negative")
      }
      return .frame(frame)
    case .style(let style):
      guard let device = setup.device else {
        throw fail("a keyboard style needs a screen on a device profile; give a height or a frame")
      }
      guard let frame = device.keyboardFrame(style, orientation) else {
        throw fail("\(device) has no \(style.name) keyboard in \(orientation)")
      }
      return .frame(frame)
    }
  }

  private func tapPoint(_ target: ScenarioAction.TapTarget, fail: (String) -> ScenarioError)
    throws(ScenarioError)
    -> Point
  {
    let point: Point
    let what: String
    switch target {
    case .point(let p):
      guard p.isFinite else { throw fail("a tap point must be finite") }
      point = p
      what = "the point"
    case .view(let id):
      guard let view = scene.viewsByID[id] else { throw fail("no view with id '\(id)'") }
      guard let frame = try? view.convert(view.bounds, to: nil) else {
        throw fail("\(view.pathDescription) has no frame in window space")
      }
      point = frame.center
      what = "the centre of #\(id)"
    }
    if let keyboard = scene.keyboardFrameInWindow, keyboard.contains(point) {
      throw fail(
        "\(what) [\(NumberText.shortest(point.x)), \(NumberText.shortest(point.y))] is under the keyboard "
          + keyboard.tidyText)
    }
    return point
  }

  /// Turns the device: the screen and window take the orientation's size (a screen given by size
  /// swaps width and height), a device's safe area follows, and a keyboard shown by style comes
  /// back with that style's frame in the new orientation.
  private func rotate(to target: Orientation, play: (FixtureStep) throws(ScenarioError) -> Void)
    throws(ScenarioError)
  {
    let screen = scene.application.screen
    let size: Size
    if let device = setup.device {
      size = device.screenSize(target)
      screen.safeAreaInsets = device.safeAreaInsets(target)
    } else if target.isLandscape != orientation.isLandscape {
      size = Size(width: screen.size.height, height: screen.size.width)
    } else {
      size = screen.size
    }
    let style = keyboardStyle
    orientation = target
    try play(.resize(size))
    if let style, scene.application.keyboard.isShown, let device = setup.device,
      let frame = device.keyboardFrame(style, target)
    {
      try play(.keyboardChange(.frame(frame), duration: 0.25, curve: 7))
      keyboardStyle = style
    }
  }

  // MARK: Snapshots

  /// The state now, compared with `previous` for what moved.
  func snapshot(index: Int, action: ScenarioAction, previous: ScenarioSnapshot?) -> ScenarioSnapshot {
    let scene = self.scene
    let window = scene.window
    let ordered = scene.windowFrames()
    var frames: [String: Rect] = [:]
    frames.reserveCapacity(ordered.count)
    var ids: [String] = []
    ids.reserveCapacity(ordered.count)
    var moved: [ScenarioSnapshot.Move] = []
    for (id, frame) in ordered {
      frames[id] = frame
      ids.append(id)
      if let before = previous?.frames[id], Scenario.differs(before, frame) {
        moved.append(ScenarioSnapshot.Move(id: id, from: before, to: frame))
      }
    }
    let keyboardOnScreen = scene.application.keyboard.frame
    var dockedTop: Double?
    if let keyboardOnScreen, KeyboardGeometry.isDocked(keyboardOnScreen, on: scene.application.screen) {
      dockedTop = KeyboardGeometry.coveredPart(of: keyboardOnScreen, in: window)?.minY
    }
    return ScenarioSnapshot(
      index: index, action: action, orientation: orientation, windowSize: window.bounds.size,
      firstResponder: window.firstResponder?.identifier, keyboardFrame: scene.keyboardFrameInWindow,
      keyboardFrameOnScreen: keyboardOnScreen, dockedKeyboardTop: dockedTop, frames: frames, ids: ids,
      moved: moved, focusedField: focusedField())
  }

  private func focusedField() -> ScenarioSnapshot.FocusedField? {
    let window = scene.window
    guard let field = window.firstResponder, let id = field.identifier,
      let frame = try? field.convert(field.bounds, to: nil)
    else { return nil }
    let caret = (field as? TextView)?.caretRect.flatMap { try? field.convert($0, to: nil) }
    // Per-field attachments sit beside their controller's tap-only one: prefer the one that acts.
    let responsible = scene.avoidances.filter { $0.focusedField === field }
    let attachment = responsible.first { $0.isActive(for: field) } ?? responsible.first
    return ScenarioSnapshot.FocusedField(
      id: id, frame: frame, caret: caret,
      distance: attachment?.distance(for: field) ?? field.fieldAvoidance?.distance ?? 10,
      isAvoided: attachment?.isActive(for: field) ?? false,
      visibleTop: KeyboardGeometry.visibleTop(above: field, in: window))
  }
}
