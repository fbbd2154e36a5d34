public import ShelterFixtures
public import ShelterGeometry
import ShelterJSON
public import ShelterKeyboard
import ShelterNotifications
import ShelterSupport
public import ShelterValues
package import ShelterViews

/// The state of a scene after one step: what a report prints and what a DSL scenario returns.
public struct StepSnapshot: Sendable {
  /// 0 for the fixture as loaded, then one per step.
  public var index: Int
  /// The step applied, `nil` for the load.
  public var step: FixtureStep?
  /// How the device is held: landscape while the screen is wider than tall.
  public var orientation: Orientation = .portrait
  /// The window's size in points.
  public var windowSize = Size.zero
  /// The first responder's id, if any.
  public var firstResponder: String?
  /// The keyboard's frame in window space while shown.
  public var keyboardFrame: Rect?
  /// The keyboard's frame in screen space while shown, as UIKit reports it.
  public var keyboardFrameOnScreen: Rect?
  /// The top, in window space, of the part of a docked keyboard that covers the window; `nil` when
  /// the keyboard is hidden, not docked (floating, undocked, split) or covers none of the window.
  public var dockedKeyboardTop: Double?
  /// The focused text input, if any, with what the visibility rules measure it by.
  public var focusedField: FocusedField?
  /// The views whose window frame changed by more than the rules' tolerance since the simulation's
  /// previous snapshot, in document order (none for the first).
  public var moved: [Move] = []
  /// Every view's frame in window space after the step's animations finished, in document order.
  public var frames: [(id: String, frame: Rect)]
  /// The step's motion sampled over time, when the simulation samples (``Simulation/samplesPerSecond``).
  public var timeline: [TimelineSample]?
  /// Every notification posted during the step (for step 0, while the scene was built), in
  /// posting order.
  public var notifications: [PostedNotificationRecord] = []
  /// Every view's safe area, every scroll view's offset and insets, every controller's keyboard
  /// layout guide (model values).
  public var insets = SceneInsets()
  /// The constraints the step's layout passes broke, each with its mutually exclusive set, in the
  /// order UIKit would log them.
  package var constraintBreaks: [LayoutEngine.ConstraintBreak] = []
  /// The ids of the constraints broken in the step; generated ones by their UIKit-style
  /// description.
  public var brokenConstraints: [String] { constraintBreaks.map(\.broken.name) }
  /// The ids of views whose frame the constraints do not fix after the step.
  public var ambiguousViews: [String] = []
}

/// The screen at one moment of a step: presentation values, not model values.
///
/// The samples of a step share one id list and one buffer of frames, so a long timeline costs a
/// frame per view and sample and a handful of allocations.
public struct TimelineSample: Sendable {
  /// Seconds since the step's start; 0 is the state before the step.
  public var time: Double
  /// The keyboard's presentation frame in window space while on screen or moving, else `nil`.
  public var keyboardFrame: Rect?
  /// The ids of ``frames``, in document order.
  package private(set) var ids: [String]
  /// The frames of ``frames``, one per id.
  package private(set) var rects: ArraySlice<Rect>

  /// Every view's presentation frame in window space, in document order.
  public var frames: [(id: String, frame: Rect)] {
    get { ids.indices.map { (ids[$0], rects[rects.startIndex + $0]) } }
    set {
      ids = newValue.map(\.id)
      rects = ArraySlice(newValue.map(\.frame))
    }
  }

  /// Creates a sample, for rules and pictures fed by hand.
  public init(time: Double, keyboardFrame: Rect?, frames: [(id: String, frame: Rect)]) {
    self.time = time
    self.keyboardFrame = keyboardFrame
    ids = frames.map(\.id)
    rects = ArraySlice(frames.map(\.frame))
  }

  /// Creates a sample over shared storage: `rects` holds one frame per id.
  package init(time: Double, keyboardFrame: Rect?, ids: [String], rects: ArraySlice<Rect>) {
    precondition(ids.count == rects.count, "one frame per id")
    self.time = time
    self.keyboardFrame = keyboardFrame
    self.ids = ids
    self.rects = rects
  }

  /// The number of frames.
  package var frameCount: Int { ids.count }

  /// The frame at `position` in document order, without building ``frames``.
  package func frame(at position: Int) -> (id: String, frame: Rect) {
    (ids[position], rects[rects.startIndex + position])
  }

  /// The frame of the view `id`, by a linear search without building ``frames``.
  package func frame(of id: String) -> Rect? {
    ids.firstIndex(of: id).map { rects[rects.startIndex + $0] }
  }
}

/// Plays a fixture's steps on a scene and takes a snapshot after each.
///
/// The same engine drives `shelter simulate`, `shelter check` and the Swift API, so what a test
/// sees is what the command line reports.
public struct Simulation {
  /// The scene being played.
  public let scene: Scene
  /// Samples per second of each step's timeline, `nil` for no timeline.
  public let samplesPerSecond: Int?
  /// The frames of the previous snapshot, for what moved since.
  private let previous = PreviousFrames()

  /// Builds the scene for a fixture; with `samplesPerSecond` every step keeps time and its snapshot
  /// carries a ``StepSnapshot/timeline``.
  public init(fixture: Fixture, policy: AvoidancePolicyID = .shelter, samplesPerSecond: Int? = nil)
    throws(FixtureError)
  {
    if let samplesPerSecond, samplesPerSecond <= 0 {
      throw FixtureError(path: "$", message: "samples per second must be positive, found \(samplesPerSecond)")
    }
    self.samplesPerSecond = samplesPerSecond
    scene = try Scene(fixture: fixture, policy: policy, keepsTime: samplesPerSecond != nil)
    // The first step starts once the load's motion (a keyboard up for a field focused at load, the
    // policy's move for it) is over, as every later step starts after the one before: otherwise
    // its animations would still be running and the first step's move back would cancel them
    // out, landing at once.
    if let timed = scene.timedAnimator { try? timed.clock.advance(to: timed.finishTime) }
  }

  /// Plays a scene already built (or moved to its screen, ``ScreenSweep``), without time.
  package init(scene: Scene) {
    self.scene = scene
    samplesPerSecond = nil
  }

  /// The current state as a snapshot.
  public func snapshot(index: Int, step: FixtureStep?) -> StepSnapshot {
    let frames = scene.windowFrames()
    let keyboard = scene.keyboardFrameInWindow
    var snapshot = StepSnapshot(
      index: index, step: step, firstResponder: scene.window.firstResponder?.identifier,
      keyboardFrame: keyboard, frames: frames,
      timeline: step == nil && samplesPerSecond != nil
        ? [TimelineSample(time: 0, keyboardFrame: keyboard, frames: frames)] : nil,
      notifications: scene.notifications.pending, insets: scene.insets())
    snapshot.constraintBreaks = scene.takeConstraintBreaks()
    snapshot.ambiguousViews = scene.ambiguousViewIDs()
    snapshot.describeScreen(of: scene)
    snapshot.moved = previous.frames.map { StepSnapshot.Move.changes(from: $0, to: frames) } ?? []
    previous.frames = frames
    return snapshot
  }

  /// Plays every step, returning step 0 (the load) and one snapshot per step.
  ///
  /// Stops at the first step that cannot be applied and throws an error naming it (`steps[3].focus`).
  public func run() throws(FixtureError) -> [StepSnapshot] {
    var snapshots = [snapshot(index: 0, step: nil)]
    try run { snapshots.append($0) }
    return snapshots
  }

  /// Plays every step, handing each step's snapshot to `body` as soon as it is taken, so a caller
  /// that writes them out keeps no history.
  public func run(_ body: (StepSnapshot) -> Void) throws(FixtureError) {
    for (offset, step) in scene.fixture.steps.enumerated() {
      body(try play(step, at: offset))
    }
  }

  /// The most samples one step's timeline may hold, its sample at 0 included: 10,000, ten seconds of
  /// motion at 1,000 samples a second, 166 at 60.
  ///
  /// A timeline's memory is a frame per view and sample, so it is bounded by this times the views.
  /// ``play(_:at:)`` refuses a step whose motion needs more, before applying it when the step states
  /// the duration (`steps[i].duration`).
  public static let maximumSamplesPerStep = 10_000

  /// Applies one step and takes its snapshot; with a timeline, samples the step's motion from its
  /// start up to and including the first sample at or after every animation it started finished.
  ///
  /// Throws a ``FixtureError`` naming the step when it cannot be applied, or when its motion needs
  /// more than ``maximumSamplesPerStep`` samples at ``samplesPerSecond``: at `steps[i].duration`,
  /// before anything changes, when the step's own duration needs them; at `steps[i]` once applied
  /// when the motion it started does.
  public func play(_ step: FixtureStep, at offset: Int) throws(FixtureError) -> StepSnapshot {
    guard let rate = samplesPerSecond, let timed = scene.timedAnimator else {
      try apply(step, at: offset)
      return snapshot(index: offset + 1, step: step)
    }
    if let length = step.statedMotionLength {
      try checkSamples(for: length, rate: rate, at: offset, key: "duration")
    }
    let start = timed.clock.now
    let before = TimelineSample(
      time: 0, keyboardFrame: scene.keyboardFrameInWindow, frames: scene.windowFrames())
    try apply(step, at: offset)
    var result = snapshot(index: offset + 1, step: step)
    var samples = [before]
    let finish = timed.finishTime
    if finish > start + 1e-12 {
      try checkSamples(for: finish - start, rate: rate, at: offset, key: nil)
      if var sampler = TimelineSampler(scene: scene, animator: timed) {
        // Every sample's frames in one buffer, each sample a slice of it.
        let width = sampler.ids.count
        let expected = Int(Self.samples(for: finish - start, rate: rate))
        var rects: [Rect] = []
        rects.reserveCapacity(width * expected)
        var times: [(t: Double, keyboard: Rect?)] = []
        times.reserveCapacity(expected)
        var k = 1
        while true {
          let t = Double(k) / Double(rate)
          times.append((t, scene.keyboardFrameInWindow(at: start + t)))
          sampler.append(at: start + t, to: &rects)
          if start + t >= finish - 1e-9 { break }
          k += 1
        }
        samples.reserveCapacity(times.count + 1)
        for (offset, (t, keyboard)) in times.enumerated() {
          samples.append(
            TimelineSample(
              time: t, keyboardFrame: keyboard, ids: sampler.ids,
              rects: rects[(offset * width)..<((offset + 1) * width)]))
        }
      } else {
        var k = 1
        while true {
          let t = Double(k) / Double(rate)
          samples.append(
            TimelineSample(
              time: t, keyboardFrame: scene.keyboardFrameInWindow(at: start + t),
              frames: scene.windowFrames(at: start + t)))
          if start + t >= finish - 1e-9 { break }
          k += 1
        }
      }
    } else if result.keyboardFrame != before.keyboardFrame || !Self.sameFrames(result.frames, before.frames) {
      samples.append(
        TimelineSample(time: 1 / Double(rate), keyboardFrame: result.keyboardFrame, frames: result.frames))
    }
    // The next step starts once this one's motion is over.
    try? timed.clock.advance(to: start + (samples.last?.time ?? 0))
    result.timeline = samples
    result.notifications = scene.notifications.pending
    return result
  }

  /// The samples a timeline of `seconds` takes at `rate`, the one at 0 included, as a `Double` so
  /// that no length overflows.
  private static func samples(for seconds: Double, rate: Int) -> Double {
    (seconds * Double(rate)).rounded(.up) + 1
  }

  /// Throws when `seconds` of motion need more than ``maximumSamplesPerStep`` samples at `rate`.
  private func checkSamples(for seconds: Double, rate: Int, at offset: Int, key: String?)
    throws(FixtureError)
  {
    let needed = Self.samples(for: seconds, rate: rate)
    guard !(needed <= Double(Self.maximumSamplesPerStep)) else { return }
    let shown = needed < 1e15 ? "\(Int(needed))" : NumberText.shortest(needed)
    throw stepError(
      at: offset, key: key,
      "a timeline of \(NumberText.shortest(seconds)) s at \(rate) sample\(rate == 1 ? "" : "s") a second needs \(shown) samples,"
        + " more than the \(Self.maximumSamplesPerStep) a step may have; shorten the step or sample less often"
    )
  }

  /// An error at step `offset`, or at its member `key`, located by its line and column when the
  /// fixture was decoded.
  private func stepError(at offset: Int, key: String?, _ message: String) -> FixtureError {
    let source = scene.fixture.stepSource(offset)
    guard let key else {
      return FixtureError(
        path: "steps[\(offset)]", line: source?.line, column: source?.column, message: message)
    }
    let at = source?[key] ?? source
    return FixtureError(path: "steps[\(offset)].\(key)", line: at?.line, column: at?.column, message: message)
  }

  private static func sameFrames(_ a: [(id: String, frame: Rect)], _ b: [(id: String, frame: Rect)]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.id == $1.id && $0.frame == $1.frame }
  }

  /// Applies one step; `offset` is its index in `steps`, used in messages.
  ///
  /// The next ``snapshot(index:step:)`` lists the notifications the step posted; a step that
  /// throws leaves the previous step's list in place.
  public func apply(_ step: FixtureStep, at offset: Int) throws(FixtureError) {
    // A played scene is no longer the screen as loaded: it cannot be moved to another.
    scene.isMovable = false
    let earlier = scene.notifications.take()
    do {
      let field = scene.window.firstResponder
      let before = field.flatMap { try? $0.convert($0.bounds, to: nil) }
      try perform(step, at: offset)
      scene.layoutConstraints()
      try scene.checkBoundedFrames { stepError(at: offset, key: nil, $0) }
      scene.layoutScrollViews()
      // A step that re-lays the screen out under the focused field (a view removed, hidden or
      // shown in a stack, a constraint changed) moves it without any event a policy hears:
      // the policies plan again after the layout pass, as an app does in `viewDidLayoutSubviews`.
      if step.relaysOut, let field, field === scene.window.firstResponder,
        before != (try? field.convert(field.bounds, to: nil))
      {
        replan(for: field)
      }
    } catch {
      scene.notifications.restore(earlier)
      throw error
    }
  }

  private func perform(_ step: FixtureStep, at offset: Int) throws(FixtureError) {
    let window = scene.window
    let keyboard = scene.application.keyboard
    // A step of a decoded fixture is located by its line and column too.
    func fail(_ key: String, _ message: String) -> FixtureError {
      stepError(at: offset, key: key, message)
    }
    switch step {
    case let .focus(id):
      guard let view = scene.viewsByID[id] else { throw fail("focus", "no view with id '\(id)'") }
      let wasFocused = view.window?.firstResponder === view
      do {
        try view.makeFirstResponder()
      } catch {
        throw fail("focus", error.description)
      }
      if wasFocused { replan(for: view) }
    case .resign:
      _ = window.endEditingAndHideKeyboard()
    case let .keyboardShow(geometry, duration, curve), let .keyboardChange(geometry, duration, curve):
      switch geometry {
      case let .height(h): keyboard.show(height: h, duration: duration, curve: curve)
      case let .frame(f): keyboard.show(frame: f, duration: duration, curve: curve)
      }
    case let .keyboardHide(duration, curve):
      keyboard.hide(duration: duration, curve: curve)
    case let .tap(point):
      let target = scene.tapTarget(at: point)
      target.window.simulateTap(at: target.point)
    case let .resize(size):
      // A device's own size held the other way is that turn: its safe area and keyboard come with
      // it, and a later `orientation` step turns back from there.
      if let device = scene.device,
        let turned = Orientation.all.first(where: { device.screenSize($0) == size }),
        turned != keyboard.orientation
      {
        turn(to: turned, on: device)
      } else {
        resize(to: size)
      }
    case let .scroll(id, offset):
      guard let scroll = scene.viewsByID[id] as? ScrollView else {
        throw fail("scroll", "'\(id)' is not a scroll view")
      }
      scroll.contentOffset = offset
    case .focusNext, .focusPrevious:
      let forward = step == .focusNext
      let key = "navigate"
      guard let current = window.firstResponder else { throw fail(key, "no text input is focused") }
      let order = FieldNavigation.order(in: window)
      guard let position = order.firstIndex(where: { $0 === current }) else {
        throw fail(key, "the focused view is not a navigable text input")
      }
      let next = forward ? position + 1 : position - 1
      guard order.indices.contains(next) else { return replan(for: current) }
      do {
        try order[next].makeFirstResponder()
      } catch {
        throw fail(key, error.description)
      }
    case let .remove(id):
      guard let view = scene.viewsByID[id] else { throw fail("remove", "no view with id '\(id)'") }
      guard view.superview != nil, view !== window.rootViewController?.view else {
        throw fail("remove", "'\(id)' is not in a superview it can leave")
      }
      view.removeFromSuperview()
    case let .hardwareKeyboard(attached):
      do {
        try keyboard.setMode(attached ? .hardware : .software)
      } catch {
        throw fail("hardwareKeyboard", error.description)
      }
    case let .orientation(orientation):
      guard let device = scene.device else {
        throw fail("orientation", "turning needs the screen's 'device'")
      }
      guard orientation != keyboard.orientation else { return }
      turn(to: orientation, on: device)
    case let .keyboardPlacement(placement):
      do {
        try keyboard.setPlacement(placement)
      } catch {
        throw fail("keyboardPlacement", error.description)
      }
    case let .constraint(id, change, animation):
      guard let constraint = scene.constraintsByID[id] else {
        throw fail("constraint", "no constraint with id '\(id)'")
      }
      do {
        // Removed first and installed last: UIKit refuses required ↔ optional only on an
        // installed constraint, so a step may switch it while the constraint is out.
        if change.isActive == false { constraint.deactivate() }
        if let priority = change.priority { try constraint.setPriority(LayoutPriority(priority)) }
        if let constant = change.constant { constraint.constant = constant }
        if change.isActive == true { try constraint.activate() }
      } catch {
        throw fail("constraint", error.description)
      }
      layoutAnimated(animation)
    case let .activation(ids, active):
      let key = active ? "activate" : "deactivate"
      var constraints: [LayoutConstraint] = []
      for id in ids {
        guard let constraint = scene.constraintsByID[id] else {
          throw fail(key, "no constraint with id '\(id)'")
        }
        constraints.append(constraint)
      }
      do {
        // In the order given, which is the order the engine meets them.
        if active {
          try LayoutConstraint.activate(constraints)
        } else {
          LayoutConstraint.deactivate(constraints)
        }
      } catch {
        throw fail(key, error.description)
      }
      scene.layoutConstraints()
    case let .setHidden(id, hidden):
      guard let view = scene.viewsByID[id] else { throw fail("set", "no view with id '\(id)'") }
      view.isHidden = hidden
      view.setNeedsLayout()
    case let .setIntrinsicContentSize(id, size):
      guard let view = scene.viewsByID[id] else { throw fail("set", "no view with id '\(id)'") }
      view.intrinsicSize = size
    }
  }

  /// Focusing the field that is already focused posts nothing in UIKit; the attachments acting for
  /// it still plan again, so a screen that is wrong for its field (a keyboard brought up before any
  /// plan) is put right by focusing it.
  private func replan(for field: View) {
    for avoidance in scene.avoidances where avoidance.focusedField === field { avoidance.layoutDidChange() }
  }

  /// The step's layout pass, inside `UIView.animate(withDuration:options:) { layoutIfNeeded() }`
  /// when the step is animated: model frames land at once, presentation frames follow the curve.
  private func layoutAnimated(_ animation: StepAnimation?) {
    guard let animation else {
      scene.layoutConstraints()
      return
    }
    scene.animator.animate(
      duration: animation.duration, curve: animation.curve
    ) { scene.layoutConstraints() }
  }

  /// Turns the device: its keyboard, screen size and safe area for `orientation`.
  private func turn(to orientation: Orientation, on device: DeviceProfile) {
    scene.application.keyboard.orientation = orientation
    resize(to: device.screenSize(orientation), safeArea: device.safeAreaInsets(orientation))
  }

  /// Rotation in iOS's order: a shown keyboard hides first, in the old screen's space, and the
  /// keyboard layout guide returns to the safe bottom; then the screen and window take the new
  /// size, full-window root views follow, their subviews follow their masks and constraints are
  /// solved; then the keyboard comes back for the new size. The old keyboard's height never meets
  /// the new screen. Avoidance re-adjusts from the new originals.
  func resize(to size: Size, safeArea: EdgeInsets? = nil) {
    scene.application.keyboard.screenWillResize()
    let avoidances = scene.avoidances
    for avoidance in avoidances { avoidance.layoutWillChange() }
    if let safeArea { scene.application.screen.safeAreaInsets = safeArea }
    let window = scene.window
    scene.application.screen.size = size
    window.frame = Rect(origin: window.frame.origin, size: size)
    scene.layoutPresentations()
    window.setNeedsLayout()
    scene.layoutConstraints()
    window.updateSafeAreaInsets()
    // Scroll views take the new safe area before the keyboard and the policies see the new size.
    scene.layoutScrollViews()
    scene.application.keyboard.screenDidResize()
    for avoidance in avoidances { avoidance.layoutDidChange() }
  }
}

extension FixtureStep {
  /// Whether the step changes the layout itself (a view removed, hidden or resized by its content,
  /// a constraint changed or activated), not the keyboard, the focus, the size or the scroll.
  var relaysOut: Bool {
    switch self {
    case .remove, .constraint, .activation, .setHidden, .setIntrinsicContentSize: return true
    default: return false
    }
  }

  /// How long the motion the step itself states lasts (a keyboard step's duration on its curve, an
  /// animated constraint step's), `nil` for a step that states none.
  var statedMotionLength: Double? {
    switch self {
    case let .keyboardShow(_, duration, curve), let .keyboardChange(_, duration, curve),
      let .keyboardHide(duration, curve):
      return curve.timingCurve.length(forDuration: duration)
    case let .constraint(_, _, animation?):
      return animation.curve.timingCurve.length(forDuration: animation.duration)
    default:
      return nil
    }
  }
}
