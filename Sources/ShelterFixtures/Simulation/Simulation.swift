public import ShelterGeometry
public import ShelterKeyboard
import ShelterNotifications
import ShelterViews

/// The state of a scene after one step: what a report prints.
public struct StepSnapshot: Sendable {
  /// 0 for the fixture as loaded, then one per step.
  public var index: Int
  /// The step applied, `nil` for the load.
  public var step: FixtureStep?
  /// The first responder's id, if any.
  public var firstResponder: String?
  /// The keyboard's frame in window space while shown.
  public var keyboardFrame: Rect?
  /// Every view's frame in window space after the step's animations finished, in document order.
  public var frames: [(id: String, frame: Rect)]
}

/// Plays a fixture's steps on a scene and takes a snapshot after each.
///
/// The same engine drives `shelter simulate`, `shelter check` and the Swift API, so what a test
/// sees is what the command line reports.
public struct Simulation {
  /// The scene being played.
  public let scene: Scene

  /// Builds the scene for a fixture.
  public init(fixture: Fixture, policy: AvoidancePolicyID = .shelter) throws(FixtureError) {
    scene = try Scene(fixture: fixture, policy: policy)
  }

  /// The current state as a snapshot.
  public func snapshot(index: Int, step: FixtureStep?) -> StepSnapshot {
    StepSnapshot(
      index: index, step: step, firstResponder: scene.window.firstResponder?.identifier,
      keyboardFrame: scene.keyboardFrameInWindow, frames: scene.windowFrames())
  }

  /// Plays every step, returning step 0 (the load) and one snapshot per step.
  ///
  /// Stops at the first step that cannot be applied and throws an error naming it (`steps[3].focus`).
  public func run() throws(FixtureError) -> [StepSnapshot] {
    var snapshots = [snapshot(index: 0, step: nil)]
    for (offset, step) in scene.fixture.steps.enumerated() {
      try apply(step, at: offset)
      snapshots.append(snapshot(index: offset + 1, step: step))
    }
    return snapshots
  }

  /// Applies one step; `offset` is its index in `steps`, used in messages.
  public func apply(_ step: FixtureStep, at offset: Int) throws(FixtureError) {
    let window = scene.window
    let keyboard = scene.application.keyboard
    func fail(_ key: String, _ message: String) -> FixtureError {
      FixtureError(path: "steps[\(offset)].\(key)", message: message)
    }
    switch step {
    case let .focus(id):
      guard let view = scene.viewsByID[id] else { throw fail("focus", "no view with id '\(id)'") }
      do {
        try view.makeFirstResponder()
      } catch {
        throw fail("focus", error.description)
      }
    case .resign:
      _ = window.endEditingAndHideKeyboard()
    case let .keyboardShow(geometry, duration, curve), let .keyboardChange(geometry, duration, curve):
      let curve = AnimationCurveValue.make(curve)
      switch geometry {
      case let .height(h): keyboard.show(height: h, duration: duration, curve: curve)
      case let .frame(f): keyboard.show(frame: f, duration: duration, curve: curve)
      }
    case let .keyboardHide(duration, curve):
      keyboard.hide(duration: duration, curve: AnimationCurveValue.make(curve))
    case let .tap(point):
      window.simulateTap(at: point)
    case let .resize(size):
      resize(to: size)
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
      guard order.indices.contains(next) else { return }
      do {
        try order[next].makeFirstResponder()
      } catch {
        throw fail(key, error.description)
      }
    }
  }

  /// Rotation: screen and window take the new size, full-window root views follow, and a shown
  /// keyboard keeps its height across the new width; avoidance re-adjusts from the new originals.
  func resize(to size: Size) {
    let avoidances = scene.avoidances
    for avoidance in avoidances { avoidance.layoutWillChange() }
    let window = scene.window
    let oldBounds = window.bounds
    scene.application.screen.size = size
    let origin = window.frame.origin
    window.frame = Rect(origin: origin, size: size)
    for view in window.subviews where view.frame == oldBounds {
      view.frame = window.bounds
    }
    scene.application.keyboard.screenDidResize()
    for avoidance in avoidances { avoidance.layoutDidChange() }
  }
}

enum AnimationCurveValue {
  static func make(_ raw: Int) -> AnimationCurve { AnimationCurve(rawValue: raw) }
}
