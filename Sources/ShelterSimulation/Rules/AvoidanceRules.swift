package import ShelterFixtures
package import ShelterGeometry
import ShelterKeyboard
import ShelterSupport
import ShelterViews

/// One broken rule after one step, before it is tied to a step's description.
package struct RuleFinding: Sendable {
  /// Which rule.
  package var kind: Violation.Kind
  /// The focused field, or the first view whose frame differs.
  package var viewID: String
  /// The numbers.
  package var detail: Violation.Detail
  /// For the frame rules: every window frame now, and the frames they should equal.
  package var frames: (now: FrameTable, reference: FrameTable)?
  /// The step index whose frames are the reference, `nil` when the reference is the screen as it
  /// would be had the keyboard never come.
  package var referenceIndex: Int?
}

/// The avoidance rules, the one evaluator behind `shelter check` and the DSL's expectations.
///
/// Fed the live scene after every step and its keyboard-free twin (the same steps without the
/// keyboard steps, so the screen as it would be had the keyboard never come), it keeps what the
/// rules remember between steps and judges, each rule in its own file: ``FieldCoveredRule``,
/// ``PushedOffTopRule``, ``NotRestoredRule``, ``WanderedRule``, ``MovedUnderFloatingKeyboardRule``
/// and, given a step's timeline, ``CoveredDuringAnimationRule`` and ``JumpRule``
/// (``judgeMotion(_:kind:scene:free:switchedFocus:freeMoves:)``).
///
/// Each step costs one pass over the frames: nothing is replayed, so a check is linear in steps.
package struct AvoidanceRules {
  /// What kind of step was just applied, as far as the rules care.
  package enum StepKind: Sendable {
    /// The user scrolled: the fields and covering rules are not judged right after it.
    case scroll
    /// The screen changed size.
    case resize
    /// Anything else.
    case other
  }

  /// How far, in points, a number may be off before it counts.
  package static let tolerance = Tolerances.points

  let tree: FixtureTree
  /// Whether a field avoidance does not act for is judged as covered too (the DSL asks whether
  /// the field can be seen; `check` asks whether avoidance did its job).
  package var judgesUnavoidedFields = false
  /// A distance that replaces every field's own, `nil` to use theirs.
  package var distanceOverride: Double?

  private var previous: FrameTable
  private var previousResponder: String?
  private var previousKeyboard: Rect?
  /// The frames of the last step at which the keyboard was hidden, and that step's index.
  private var restFrames: FrameTable
  private var restIndex = 0
  /// Whether the frames before show are unknown or no longer the reference: the screen was resized
  /// while the keyboard was shown, or the keyboard was up at load. Then the keyboard-free frames
  /// are the reference.
  private var restIsKeyboardFree = false
  /// Whether a user scroll is the last thing that moved the focused field: the field rules wait
  /// for the next focus, keyboard or size change, which a policy plans for.
  private var userPlacedField = false
  /// Whether the user scrolled since the keyboard showed: then the keyboard-free frames are an
  /// accepted reference too.
  private var userScrolled = false
  /// The keyboard-free frames before the user's first scroll while the keyboard was shown: with a
  /// keyboard-free reference, a policy that puts back what it saved before that scroll matches them.
  private var freeBeforeScroll: FrameTable?
  /// The keyboard-free frames after the previous step.
  private var previousFree: FrameTable?
  /// The keyboard-free frames at the step the keyboard last came.
  private var freeWhenShown: FrameTable?

  /// Starts from the scene as it stands.
  package init(fixture: Fixture, scene: Scene) {
    tree = FixtureTree(fixture)
    previous = FrameTable(scene.windowFrames())
    restFrames = previous
    previousResponder = scene.window.firstResponder?.identifier
    previousKeyboard = scene.application.keyboard.frame
  }

  /// Starts from before the load, as if the screen had been built with nothing focused and no
  /// keyboard, so that judging step 0 judges the load as a step: a field focused at load with a
  /// software keyboard is judged as a focus. `free` is the keyboard-free twin as loaded.
  package init(loading fixture: Fixture, scene: Scene, free: Scene?) {
    self.init(fixture: fixture, scene: scene)
    previousResponder = nil
    previousKeyboard = nil
    previousFree = free.map { FrameTable($0.windowFrames()) }
    if scene.application.keyboard.frame != nil {
      // The keyboard was up before anything could be measured: the screen without it is the reference.
      restIsKeyboardFree = true
      if let free { previous = FrameTable(free.windowFrames()) }
    }
  }

  /// Judges the scene after step `index` (0 for the load, 1 for the first step); `free` is the keyboard-free twin,
  /// `nil` when it could not play the same steps (then the rules that need it are not judged).
  /// With the step's `timeline` the rules over time are judged too (``judgeMotion(_:kind:scene:free:switchedFocus:freeMoves:)``).
  package mutating func judge(
    index: Int, kind: StepKind, scene: Scene, free: Scene?, timeline: [TimelineSample]? = nil
  ) -> [RuleFinding] {
    let current = FrameTable(scene.windowFrames())
    let keyboardFrame = scene.application.keyboard.frame
    let responder = scene.window.firstResponder?.identifier
    let wasShown = previousKeyboard != nil
    let freeFrames = free.map { FrameTable($0.windowFrames()) }
    // Frames from before a resize are no reference for a keyboard up across it: one that stayed,
    // came up with the new size or went with it.
    if kind == .resize, wasShown || keyboardFrame != nil { restIsKeyboardFree = true }
    // Likewise when anything but the keyboard changed the layout while it was up (a label hidden
    // in a stack view, a view removed): the screen without the keyboard changed too.
    // So too when the screen without the keyboard moved in the step that brought it: UIKit scrolled
    // a field that became first responder into its scroll view, and leaves it there after the hide.
    func moved(_ now: FrameTable?, since before: FrameTable?) -> Bool {
      guard let now, let before else { return false }
      return now.ordered.count != before.ordered.count
        || FrameTable.firstDifference(now, from: before, preferring: []) != nil
    }
    if keyboardFrame != nil, !wasShown {
      freeWhenShown = freeFrames
      if moved(freeFrames, since: previousFree) { restIsKeyboardFree = true }
    } else if wasShown, moved(freeFrames, since: freeWhenShown) {
      restIsKeyboardFree = true
    }
    if keyboardFrame != nil, kind == .scroll, !userScrolled {
      userScrolled = true
      freeBeforeScroll = previousFree
    }
    // The user's scroll placed the field until the next event a policy plans for.
    if kind == .scroll {
      userPlacedField = true
    } else if kind == .resize || keyboardFrame != previousKeyboard || responder != previousResponder {
      userPlacedField = false
    }
    let preferred = [responder, previousResponder]
    var found: [RuleFinding] = []

    // The first frame that differs from the reference (the frames before show, or after a resize
    // the keyboard-free ones), unless after a user scroll every frame equals the keyboard-free
    // screen, with or without that scroll.
    func unrestored(_ kind: Violation.Kind) -> RuleFinding? {
      NotRestoredRule.judge(
        kind, current: current, reference: restIsKeyboardFree ? freeFrames : restFrames,
        referenceIndex: restIsKeyboardFree ? nil : restIndex, preferring: preferred,
        accepting: userScrolled ? [freeFrames, freeBeforeScroll] : [])
    }

    if let keyboardFrame {
      let screen = scene.application.screen
      let docked = KeyboardGeometry.isDocked(keyboardFrame, on: screen)
      let cover = docked ? KeyboardGeometry.coveredPart(of: keyboardFrame, in: scene.window) : nil
      if !userPlacedField, let id = responder, let field = scene.viewsByID[id] {
        let context = tree.context(for: field, id: id, in: scene, free: free)
        let distance = context.distance(overriddenBy: distanceOverride)
        var target = context.rect
        var isCaret = false
        var covered = false
        if let cover {
          target = AvoidancePlanner.target(
            field: context.rect, caret: context.caret, keyboardTop: cover.minY,
            visibleTop: context.visibleTop,
            distance: distance)
          isCaret = target != context.rect
          if context.isEnabled || judgesUnavoidedFields,
            let finding = FieldCoveredRule.judge(
              id: id, target: target, isCaret: isCaret, distance: distance, keyboardTop: cover.minY)
          {
            // A covered field is not also judged for wandering: its place is already wrong.
            covered = context.isEnabled
            found.append(finding)
          }
        }
        if let finding = PushedOffTopRule.judge(id: id, context: context, target: target, isCaret: isCaret) {
          found.append(finding)
        } else if !covered, context.isEnabled || judgesUnavoidedFields,
          let finding = FieldCoveredRule.judgeHidden(
            id: id, field: field, target: target, in: scene.window, background: tree.drawsBackground)
        {
          // What the user cannot see is covered, by whatever hides it.
          covered = context.isEnabled
          found.append(finding)
        }
        // A focus switch that also changes the keyboard is two events to a policy: editing begins
        // (planned against the keyboard still up), then the keyboard changes.
        let earlierTop =
          kind == .resize || previousResponder == responder || previousKeyboard == keyboardFrame
          ? nil
          : previousKeyboard.flatMap {
            KeyboardGeometry.isDocked($0, on: screen)
              ? KeyboardGeometry.coveredPart(of: $0, in: scene.window)?.minY : nil
          }
        if wasShown, let cover, !covered, !userScrolled,
          previousKeyboard != keyboardFrame || previousResponder != responder,
          let wandered = WanderedRule.wandering(
            context,
            before: kind == .resize
              ? nil
              : previous[id].map {
                WanderedRule.following(rest: context.restRect, from: previousFree?[id], $0)
              },
            keyboardTop: context.obstacle(keyboardTop: cover.minY), distance: distance,
            earlierKeyboardTop: earlierTop.map {
              context.earlierObstacle(keyboardTop: $0, free: previousFree)
            },
            unmoved: kind == .resize || previousResponder == responder ? nil : previous[id])
        {
          found.append(RuleFinding(kind: WanderedRule.kind, viewID: id, detail: wandered))
        }
      }
      if !docked, let finding = unrestored(.movedUnderFloatingKeyboard) { found.append(finding) }
    } else {
      if wasShown, let finding = unrestored(.notRestored) { found.append(finding) }
      restFrames = current
      restIndex = index
      restIsKeyboardFree = false
      userScrolled = false
    }
    if let timeline {
      found += judgeMotion(
        timeline, kind: kind, scene: scene, free: free, switchedFocus: previousResponder != responder,
        freeMoves: previousFree.flatMap { before in freeFrames.map { (before, $0) } })
    }
    previous = current
    previousFree = freeFrames
    previousResponder = responder
    previousKeyboard = keyboardFrame
    return found
  }
}

/// What the rules need to know about the focused field, in window space.
struct FieldContext {
  /// The field's frame now.
  var rect: Rect
  /// A text view's caret now, if it has one.
  var caret: Rect?
  /// The field's frame on the keyboard-free screen, when there is one.
  var restRect: Rect?
  /// Its caret there.
  var restCaret: Rect?
  /// Whether avoidance is on for the field: its controller's settings and its own.
  var isEnabled: Bool
  /// The gap to keep above the keyboard.
  var distance: Double
  /// The highest y the field may be moved to, measured on the keyboard-free screen.
  var visibleTop: Double
  /// Whether the field's scroll view rests at its top edge: its content can come no further down.
  var scrollsNoFurtherDown = false
  /// Whether the field's scroll view rests at its bottom edge: its content can go no further up.
  var scrollsNoFurtherUp = false
  /// The bottom edge of the field's scroll view on the keyboard-free screen, when it has one.
  var scrollBottom: Double?
  /// The id of the field's scroll view, when it has one.
  var scrollID: String?
  /// Whether a keyboard layout guide places the field (`KeyboardGeometry.isPlacedByKeyboardGuide`).
  var isPlacedByKeyboardGuide = false

  /// The gap the field keeps above the keyboard: `override` (a distance every field takes), else
  /// its own; none for a field a keyboard layout guide places, which rides the keyboard where the
  /// app put it (docs/avoidance.md, "A field the keyboard guide places").
  func distance(overriddenBy override: Double?) -> Double {
    isPlacedByKeyboardGuide ? 0 : override ?? distance
  }

  /// What the field must end its distance above: the keyboard's top, or the bottom edge of a
  /// scroll view that ends above it (pinned to a bar on the keyboard layout guide), past which the
  /// field is hidden (docs/avoidance.md, "Shelter's policy: the field in sight").
  func obstacle(keyboardTop: Double) -> Double {
    scrollBottom.map { min(keyboardTop, $0) } ?? keyboardTop
  }

  /// ``obstacle(keyboardTop:)`` for the keyboard that was up before the step, `earlierTop`: the
  /// bottom edge of the field's scroll view as the keyboard-free screen had it then (`free`, its
  /// frames before the step), since a scroll view pinned to a bar on the keyboard guide ended
  /// elsewhere under that keyboard.
  func earlierObstacle(keyboardTop earlierTop: Double, free: FrameTable?) -> Double {
    guard let id = scrollID, let bottom = free?[id]?.maxY else { return obstacle(keyboardTop: earlierTop) }
    return min(earlierTop, bottom)
  }
}

/// Window-space frames by view id, in document order.
package struct FrameTable: Sendable {
  /// Every frame, in document order.
  package var ordered: [(id: String, frame: Rect)]
  var byID: [String: Rect]

  /// Indexes frames in document order.
  package init(_ frames: [(id: String, frame: Rect)]) {
    ordered = frames
    byID = Dictionary(frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
  }

  /// A view's frame.
  package subscript(id: String) -> Rect? { byID[id] }

  /// The view whose frame differs from its reference, and how: the first of `preferring` that
  /// differs, else the first in document order; `nil` when every frame matches within the tolerance.
  static func firstDifference(_ frames: FrameTable, from reference: FrameTable, preferring: [String?]) -> (
    id: String, detail: Violation.Detail
  )? {
    func difference(_ id: String, _ frame: Rect) -> Violation.Detail? {
      guard let expected = reference[id] else { return nil }
      for component in Violation.FrameComponent.allCases {
        let value = component.value(in: frame)
        let wanted = component.value(in: expected)
        if abs(value - wanted) > AvoidanceRules.tolerance {
          return .frameDiffers(component: component, value: value, reference: wanted)
        }
      }
      return nil
    }
    for case let id? in preferring {
      if let frame = frames[id], let detail = difference(id, frame) { return (id, detail) }
    }
    for (id, frame) in frames.ordered {
      if let detail = difference(id, frame) { return (id, detail) }
    }
    return nil
  }
}
