public import ShelterGeometry
public import ShelterNotifications
public import ShelterViews

/// An animator that keeps time: model values (where views end) are applied at once, as with
/// ``ImmediateAnimator``, and every animated change of a view's center, bounds or transform is
/// recorded with its from-value, to-value, start, duration and curve, so that the view's
/// presentation value at any later time can be asked for.
///
/// It finds what an animation changed by comparing the geometry of the views under its watched
/// roots before and after the changes, as UIKit's animation block sees every property set inside
/// it. Animations nest as UIKit's do (``AnimationTiming/nested(duration:curve:options:inFlight:elapsed:)``),
/// and a keyboard transition (``performKeyboardTransition(_:will:did:)``) posts its will-notifications
/// inside the keyboard's own animation, so changes a handler makes at once ride it.
///
///     let animator = TimedAnimator(clock: clock, watching: window)
///     animator.animate(duration: 0.25, curve: .easeInOut) { root.transform = shifted }
///     animator.presentationFrameInRootSpace(of: field, at: 0.125)   // halfway, eased
public final class TimedAnimator: Animator {
  /// The clock animations start on.
  public let clock: AnimationClock

  /// How a new animation of a property combines with one still running.
  public var composition: AnimationComposition = .additive

  /// Every property animation recorded, oldest first.
  public private(set) var history: [ViewPropertyAnimation] = []

  /// Every keyboard transition recorded, oldest first, with the time it was posted.
  public private(set) var keyboardMotions: [KeyboardMotion] = []

  /// The animations still running or yet to run, per view, which presentation values are made of.
  private var tracks: [ObjectIdentifier: Track] = [:]
  /// The roots whose subtrees are compared before and after each animation.
  private var roots: [WeakView] = []
  /// The animations in flight, innermost last, each with what its changes are compared against.
  private var inFlight: [Frame] = []
  /// The time animations begun now start at, when it is not the clock's (a did-notification).
  private var timeOverride: Double?

  /// Creates an animator on `clock` that watches the subtree of `root` (usually the window).
  public init(clock: AnimationClock = AnimationClock(), watching root: View) {
    self.clock = clock
    watch(root)
  }

  /// Also watches the subtree of `root` (another window); a root already watched, or inside a
  /// watched subtree, changes nothing, so no view is compared twice.
  public func watch(_ root: View) {
    roots.removeAll { $0.view == nil }
    guard !roots.contains(where: { $0.view.map { root.isDescendant(of: $0) } ?? false }) else { return }
    roots.removeAll { $0.view?.isDescendant(of: root) ?? true }
    roots.append(WeakView(view: root))
  }

  /// The time animations begun now start at: the clock's, or the end of the keyboard's motion while
  /// its did-notifications are posted.
  public var currentTime: Double { timeOverride ?? clock.now }

  /// The innermost animation in flight (what `UIView.inheritedAnimationDuration` reads), or `nil`.
  public var inFlightTiming: AnimationTiming? { inFlight.last?.timing }

  // MARK: Animating

  /// Animates `changes` with `options.curve`, as `UIView.animate(withDuration:delay:options:…)`.
  public func animate(duration: Double, curve: AnimationCurve, changes: () -> Void) {
    animate(duration: duration, options: .curve(curve), changes: changes)
  }

  /// Animates `changes` on the curve in `options`' curve field, with their nesting rules.
  public func animate(duration: Double, options: AnimationOptions, changes: () -> Void) {
    animate(duration: duration, curve: options.curve.timingCurve, options: options, changes: changes)
  }

  /// Animates `changes` on any timing curve (a spring: `.spring(try SpringTiming(duration: 0.5,
  /// dampingRatio: 0.7))` for `usingSpringWithDamping`).
  ///
  /// Inside an in-flight animation the duration and curve are inherited unless `options` override
  /// them. A duration that is not positive (after inheritance) makes the changes without animating.
  public func animate(
    duration: Double, curve: TimingCurve, options: AnimationOptions = [], changes: () -> Void
  ) {
    let now = currentTime
    let outer = inFlight.last
    let timing = AnimationTiming.nested(
      duration: duration, curve: curve, options: options, inFlight: outer?.timing,
      elapsed: outer.map { now - $0.start } ?? 0)
    inFlight.append(Frame(timing: timing, start: now, options: options, before: snapshot()))
    changes()
    let frame = inFlight.removeLast()
    var changed = frame.covered
    // Additively, every change rides the innermost animation in flight when it was made: what
    // this block changed before, between and after the animations nested in it is its own.
    let segments = composition == .additive
    for (view, before) in frame.before {
      let after = AnimatedGeometry(of: view)
      for property in AnimatedProperty.allCases {
        let key = Key(view: ObjectIdentifier(view), property: property)
        let from = segments ? frame.reached[key] ?? before[property] : before[property]
        guard from != after[property], segments || !frame.covered.contains(key) else { continue }
        changed.insert(key)
        if timing.length > 0 { record(view, from: from, to: after[property], frame: frame) }
      }
    }
    guard !inFlight.isEmpty else { return }
    let enclosing = inFlight.count - 1
    if segments {
      // The block this one is nested in changed these properties before this one began (a layout
      // pass inside the keyboard's animation resizing a view this one then scrolls): that part
      // rides the outer block, so size and position move together.
      let outerBefore = Dictionary(
        inFlight[enclosing].before.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { a, _ in a })
      for (view, before) in frame.before {
        let id = ObjectIdentifier(view)
        let after = AnimatedGeometry(of: view)
        for property in AnimatedProperty.allCases {
          let key = Key(view: id, property: property)
          guard changed.contains(key) else { continue }
          if let start = inFlight[enclosing].reached[key] ?? outerBefore[id]?[property],
            start != before[property],
            inFlight[enclosing].timing.length > 0
          {
            record(view, from: start, to: before[property], frame: inFlight[enclosing])
          }
          inFlight[enclosing].reached[key] = after[property]
        }
      }
    }
    // What this animation set, the one it is nested in must not animate a second time.
    inFlight[enclosing].covered.formUnion(changed)
  }

  /// Runs `body` with animations begun in it starting at `time` rather than now (what happens after
  /// an animation ends, such as the keyboard's did-notifications).
  /// A time that is not finite leaves animations starting at the current time.
  public func perform(at time: Double, _ body: () -> Void) {
    let saved = timeOverride
    timeOverride = time.isFinite ? time : currentTime
    defer { timeOverride = saved }
    body()
  }

  /// Posts a keyboard transition as UIKit does: `will` (will-change-frame, will-show or will-hide)
  /// inside the keyboard's animation, so that changes made at once ride it and nested animations
  /// inherit its duration and curve; `did` when the keyboard has stopped, ``KeyboardInfo/motionDuration``
  /// later. The keyboard's motion is recorded for ``keyboardFrame(at:)``.
  public func performKeyboardTransition(_ info: KeyboardInfo, will: () -> Void, did: () -> Void) {
    let posted = currentTime
    // Finished motions add nothing from now on; the latest stays as the keyboard's model frame.
    let latest = keyboardMotions.last
    keyboardMotions.removeAll { $0 != latest && $0.end <= posted }
    keyboardMotions.append(KeyboardMotion(info: info, postedAt: posted))
    if info.motionDuration > 0 {
      animate(duration: info.animationDuration, options: .curve(info.animationCurve), changes: will)
    } else {
      will()
    }
    perform(at: posted + info.motionDuration, did)
  }

  // MARK: Recording

  private func record(_ view: View, from old: AnimatedValue, to new: AnimatedValue, frame: Frame) {
    let id = ObjectIdentifier(view)
    var track = tracks[id] ?? Track(view: view)
    track.animations.removeAll { $0.end <= frame.start }
    var from = old
    if composition == .absolute {
      let property = new.property
      if track.animations.contains(where: { $0.property == property }) {
        // UIKit before iOS 8: the running animation is replaced. From the current state, the new
        // one starts where the view is seen; otherwise where the running one was going (`old`).
        if frame.options.contains(.beginFromCurrentState) {
          from = Self.presentation(of: old, with: track.animations, at: frame.start)
        }
        track.animations.removeAll { $0.property == property }
      }
    }
    let animation = PropertyAnimation(
      from: from, to: new, start: frame.start, timing: frame.timing, options: frame.options)
    track.animations.append(animation)
    tracks[id] = track
    history.append(ViewPropertyAnimation(view: view, animation: animation))
  }

  /// Every view under the watched roots with its geometry, in pre-order.
  private func snapshot() -> [(View, AnimatedGeometry)] {
    var views: [(View, AnimatedGeometry)] = []
    for root in roots {
      guard let root = root.view else { continue }
      for view in root.subtree { views.append((view, AnimatedGeometry(of: view))) }
    }
    return views
  }

  /// Forgets every recorded animation and keyboard motion: presentation values become model values.
  public func removeAllAnimations() {
    tracks.removeAll()
    history.removeAll()
    keyboardMotions.removeAll()
  }

  // MARK: Presentation values

  /// The animations of `view` still running or yet to run (finished ones are dropped as new ones
  /// are recorded), oldest first.
  public func animations(of view: View) -> [PropertyAnimation] {
    tracks[ObjectIdentifier(view)]?.animations ?? []
  }

  /// Every view with an animation still running or yet to run, each once, in no set order: the
  /// only views whose presentation geometry may differ from their model.
  package var animatedViews: [View] {
    tracks.values.compactMap { $0.animations.isEmpty ? nil : $0.view }
  }

  /// The latest time at which a recorded animation or keyboard motion ends; the clock's time when
  /// there is none. From then on presentation values equal model values.
  public var finishTime: Double {
    var latest = currentTime
    for track in tracks.values {
      for animation in track.animations { latest = max(latest, animation.end) }
    }
    for motion in keyboardMotions { latest = max(latest, motion.end) }
    return latest
  }

  /// `view`'s presentation geometry at `time`: its model value plus, for each animation of the
  /// property, (from − to)·(1 − progress), UIKit's additive rule; the model itself when nothing of
  /// it animates.
  ///
  /// Model values are read as they are now, so ask for times no earlier than the last change.
  public func presentationGeometry(of view: View, at time: Double) -> AnimatedGeometry {
    var geometry = AnimatedGeometry(of: view)
    guard let track = tracks[ObjectIdentifier(view)] else { return geometry }
    for property in AnimatedProperty.allCases {
      geometry[property] = Self.presentation(of: geometry[property], with: track.animations, at: time)
    }
    return geometry
  }

  /// A property's presentation value: `model` plus the contributions of the animations of it.
  static func presentation(
    of model: AnimatedValue, with animations: [PropertyAnimation], at time: Double
  ) -> AnimatedValue {
    let property = model.property
    var value = model.components
    var touched = false
    for animation in animations where animation.property == property {
      let remaining = 1 - animation.progress(at: time)
      guard remaining != 0 else { continue }
      value += animation.offset * remaining
      touched = true
    }
    return touched ? AnimatedValue(property, value) : model
  }

  /// Runs `body` while every animated view shows its presentation geometry at `time`, then puts the
  /// model values back, so any geometry query made in `body` (conversions, frames in window space,
  /// hit tests) answers for that moment with the model's own composition rules.
  ///
  /// Costs the number of animated views on top of `body`; `body` must not change geometry.
  public func withPresentationValues<T>(at time: Double, _ body: () throws -> T) rethrows -> T {
    let models = showPresentation(at: time)
    defer { restore(models) }
    return try body()
  }

  /// Applies the presentation geometry at `time` to every animated view that differs from its
  /// model, and returns their model geometry.
  private func showPresentation(at time: Double) -> [(View, AnimatedGeometry)] {
    var models: [(View, AnimatedGeometry)] = []
    for track in tracks.values where !track.animations.isEmpty {
      let model = AnimatedGeometry(of: track.view)
      let shown = presentationGeometry(of: track.view, at: time)
      if shown != model {
        models.append((track.view, model))
        shown.show(on: track.view)
      }
    }
    return models
  }

  private func restore(_ models: [(View, AnimatedGeometry)]) {
    for (view, model) in models.reversed() { model.show(on: view) }
  }

  /// `view`'s presentation frame at `time` in its root's space (window space for a view in a
  /// window): every presentation step up the superview chain composed, iteratively, so a chain of
  /// any depth is safe.
  public func presentationFrameInRootSpace(of view: View, at time: Double) -> Rect {
    withPresentationValues(at: time) { view.frameInRootSpace }
  }

  /// Visits every view of `root`'s subtree in pre-order with its presentation frame at `time` in
  /// the root's space, in one O(n) pass (``View/forEachFrameInRootSpace(_:)`` over presentation
  /// values).
  public func forEachPresentationFrameInRootSpace(
    of root: View, at time: Double, _ body: (View, Rect) throws -> Void
  ) rethrows {
    let models = showPresentation(at: time)
    defer { restore(models) }
    try root.forEachFrameInRootSpace(body)
  }

  // MARK: Keyboard

  /// The keyboard's presentation frame at `time`, in screen space: the last end frame posted by
  /// then plus, for each motion still running, (begin − end)·(1 − progress), the same additive rule
  /// as views', so a frame change in mid-slide carries on smoothly; after a hide it rests below the
  /// screen. `nil` before any keyboard transition.
  public func keyboardFrame(at time: Double) -> Rect? {
    let posted = keyboardMotions.filter { $0.postedAt <= time }
    guard let last = posted.last else { return nil }
    var value = AnimatedValue.bounds(last.info.frameEnd).components
    for motion in posted {
      let remaining = 1 - motion.progress(at: time)
      guard remaining != 0 else { continue }
      let offset =
        AnimatedValue.bounds(motion.info.frameBegin).components
        - AnimatedValue.bounds(motion.info.frameEnd).components
      value += offset * remaining
    }
    return Rect(x: value[0], y: value[1], width: value[2], height: value[3])
  }
}

/// How a new animation of a property combines with one of it still running.
public enum AnimationComposition: Hashable, Sendable {
  /// UIKit since iOS 8: the new animation adds (old model − new model)·(1 − progress) and the
  /// running one carries on, so the motion stays smooth; ``AnimationOptions/beginFromCurrentState``
  /// changes nothing.
  case additive
  /// UIKit before iOS 8: the new animation replaces the running one and starts from its end value,
  /// or, with ``AnimationOptions/beginFromCurrentState``, from the current presentation value.
  case absolute
}

/// One keyboard transition: its notification's info and when it was posted. Only the animator
/// records them, so it has no public initializer.
public struct KeyboardMotion: Hashable, Sendable {
  /// The info the notifications carried (frames in screen space).
  public var info: KeyboardInfo
  /// When the notifications were posted, on the animator's clock.
  public var postedAt: Double

  /// The keyboard's own timing: the reported duration on the notification's curve (curve 7 moves
  /// for its spring's 0.5 s whatever the duration).
  public var timing: AnimationTiming {
    AnimationTiming(duration: info.animationDuration, curve: info.animationCurve.timingCurve)
  }

  /// When the keyboard stops: posted plus ``KeyboardInfo/motionDuration``, the timing's length.
  public var end: Double { postedAt + timing.length }

  /// The motion's progress at `time`, as every animation's: its timing's progress since it was posted.
  public func progress(at time: Double) -> Double {
    timing.progress(atElapsed: time - postedAt)
  }
}

/// A view's running animations, with the view held while they run.
private struct Track {
  let view: View
  var animations: [PropertyAnimation] = []
}

/// An animation in flight: its timing, and the geometry its changes are compared against.
private struct Frame {
  let timing: AnimationTiming
  let start: Double
  let options: AnimationOptions
  let before: [(View, AnimatedGeometry)]
  /// Properties set by animations nested in this one, which this one must not animate again.
  var covered: Set<Key> = []
  /// Where the animations nested in this one left each property they set: this one animates its
  /// own changes from there (additive composition).
  var reached: [Key: AnimatedValue] = [:]
}

/// One property of one view.
private struct Key: Hashable {
  let view: ObjectIdentifier
  let property: AnimatedProperty
}

private struct WeakView {
  weak var view: View?
}
