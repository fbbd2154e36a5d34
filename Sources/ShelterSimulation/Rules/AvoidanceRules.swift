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
/// keyboard steps, so the screen as it would be had the keyboard never come), it judges:
/// - **field covered**: while a docked keyboard covers the window, the focused text input (when
///   avoidance acts for it) ends at least its distance above the keyboard's top; a text view
///   taller than the room between the visible top and the keyboard is judged by its caret;
/// - **pushed off the top**: while the keyboard is shown, the focused field (or that caret), when
///   moved up from its keyboard-free place, is not above the visible top
///   (``KeyboardGeometry/visibleTop(above:in:)`` on the keyboard-free screen);
/// - **not restored after hide**: when the keyboard hides, every frame equals the frames just
///   before it showed (after a rotation, or any other change to the keyboard-free screen while it
///   was shown: the keyboard-free frames);
/// - **wandered**: after a focus switch or keyboard frame change while a docked keyboard stays,
///   the field's lift from its keyboard-free place is the previous lift clamped by
///   ``AvoidancePlanner/lift(from:target:keyboardTop:visibleTop:distance:mayMoveDown:)`` (after a
///   rotation, from 0; not judged after a user scroll until the keyboard hides; a field brought
///   down toward the visible top as far as its scroll view's top edge allows, or up toward its
///   planned place as far as its bottom edge allows, is where it can be);
/// - **moved under a floating keyboard**: while a keyboard that is not docked is shown, every frame
///   equals the frames before it showed;
/// - over time, given a step's timeline: **covered during the animation** and **jump**
///   (``judgeMotion(_:kind:scene:free:switchedFocus:)``).
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
  /// The focused field's keyboard-free place after the previous step: a field whose rest moves
  /// (pinned to the keyboard layout guide) keeps its lift relative to where its rest was.
  private var previousRest: (id: String, rect: Rect)?
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
  /// With the step's `timeline` the rules over time are judged too (``judgeMotion(_:kind:scene:free:switchedFocus:)``).
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
    if keyboardFrame != nil, !wasShown {
      freeWhenShown = freeFrames
    } else if wasShown, let freeFrames, let before = freeWhenShown,
      freeFrames.ordered.count != before.ordered.count
        || FrameTable.firstDifference(freeFrames, from: before, preferring: []) != nil
    {
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
      let reference = restIsKeyboardFree ? freeFrames : restFrames
      guard let reference,
        let difference = FrameTable.firstDifference(current, from: reference, preferring: preferred)
      else { return nil }
      if userScrolled,
        [freeFrames, freeBeforeScroll].contains(where: {
          $0.map { FrameTable.firstDifference(current, from: $0, preferring: []) == nil } ?? false
        })
      {
        return nil
      }
      return RuleFinding(
        kind: kind, viewID: difference.id, detail: difference.detail, frames: (current, reference),
        referenceIndex: restIsKeyboardFree ? nil : restIndex)
    }

    if let keyboardFrame {
      let screen = scene.application.screen
      let docked = KeyboardGeometry.isDocked(keyboardFrame, on: screen)
      let cover = docked ? KeyboardGeometry.coveredPart(of: keyboardFrame, in: scene.window) : nil
      if !userPlacedField, let id = responder, let field = scene.viewsByID[id] {
        let context = tree.context(for: field, id: id, in: scene, free: free)
        let distance = distanceOverride ?? context.distance
        var target = context.rect
        var isCaret = false
        var covered = false
        if let cover {
          target = AvoidancePlanner.target(
            field: context.rect, caret: context.caret, keyboardTop: cover.minY,
            visibleTop: context.visibleTop,
            distance: distance)
          isCaret = target != context.rect
          if context.isEnabled || judgesUnavoidedFields, target.maxY + distance > cover.minY + Self.tolerance
          {
            // A covered field is not also judged for wandering: its place is already wrong.
            covered = context.isEnabled
            found.append(
              RuleFinding(
                kind: .fieldCovered, viewID: id,
                detail: .covered(
                  bottom: target.maxY, distance: distance, keyboardTop: cover.minY, isCaret: isCaret)
              ))
          }
        }
        let movedUp = context.restRect.map { context.rect.minY < $0.minY - Self.tolerance } ?? true
        if movedUp, target.minY < context.visibleTop - Self.tolerance {
          found.append(
            RuleFinding(
              kind: .pushedOffTop, viewID: id,
              detail: .aboveVisibleTop(top: target.minY, visibleTop: context.visibleTop, isCaret: isCaret)))
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
          let wandered = Self.wandering(
            context,
            before: kind == .resize
              ? nil
              : previous[id].map { Self.following(rest: context.restRect, from: previousRest, id: id, $0) },
            keyboardTop: cover.minY, distance: distance, earlierKeyboardTop: earlierTop)
        {
          found.append(RuleFinding(kind: .wandered, viewID: id, detail: wandered))
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
        timeline, kind: kind, scene: scene, free: free, switchedFocus: previousResponder != responder)
    }
    previous = current
    previousFree = freeFrames
    previousResponder = responder
    previousKeyboard = keyboardFrame
    previousRest = responder.flatMap { id in
      scene.viewsByID[id].flatMap {
        tree.context(for: $0, id: id, in: scene, free: free).restRect.map { (id, $0) }
      }
    }
    return found
  }

  /// The field's frame before the step moved by as much as its rest moved since: the lift it had
  /// is measured from where its rest was.
  static func following(rest: Rect?, from previous: (id: String, rect: Rect)?, id: String, _ before: Rect)
    -> Rect
  {
    guard let rest, let previous, previous.id == id else { return before }
    return before.offsetBy(dx: 0, dy: rest.minY - previous.rect.minY)
  }

  /// How the field's top differs from least movement, or `nil` when it does not: its lift from
  /// the keyboard-free place must be the lift it had before the step (`before`, its frame then;
  /// `nil` after a resize, which starts from 0) clamped into the lifts that keep it clear. When no
  /// lift keeps it both clear and below the visible top, its top aligned with the visible top is
  /// accepted, and so is its original place when that alignment would move it down. A field
  /// avoidance is off for must be at its keyboard-free place.
  ///
  /// With `earlierKeyboardTop` (a focus switch that also changed the keyboard), the lift clamped
  /// first for the keyboard that was up, then for the new one, is accepted too.
  static func wandering(
    _ context: FieldContext, before: Rect?, keyboardTop: Double, distance: Double,
    earlierKeyboardTop: Double? = nil
  ) -> Violation.Detail? {
    guard let rest = context.restRect else { return nil }
    let now = rest.minY - context.rect.minY
    // A field avoidance is off for keeps the screen at its own place.
    guard context.isEnabled else {
      return abs(now) > tolerance
        ? .frameDiffers(component: .y, value: context.rect.minY, reference: rest.minY) : nil
    }
    let top = context.visibleTop
    func target(_ keyboardTop: Double) -> Rect {
      AvoidancePlanner.target(
        field: rest, caret: context.restCaret, keyboardTop: keyboardTop, visibleTop: top, distance: distance)
    }
    var starts = [before.map { rest.minY - $0.minY } ?? 0]
    if let earlier = earlierKeyboardTop {
      starts.append(
        AvoidancePlanner.lift(
          from: starts[0], target: target(earlier), keyboardTop: earlier, visibleTop: top, distance: distance)
      )
    }
    var lifts: [Double] = []
    for start in starts {
      for mayMoveDown in [false, true] {
        lifts.append(
          AvoidancePlanner.lift(
            from: start, target: target(keyboardTop), keyboardTop: keyboardTop, visibleTop: top,
            distance: distance, mayMoveDown: mayMoveDown))
      }
    }
    guard !lifts.contains(where: { abs(now - $0) <= tolerance }) else { return nil }
    // A field above the visible top, brought down toward it until its scroll view reached its top
    // edge, went as far as it can.
    if context.scrollsNoFurtherDown, let down = lifts.filter({ $0 < 0 }).min(), now < 0,
      now >= down - tolerance
    {
      return nil
    }
    // A field raised from where it was toward its planned place until its scroll view reached its
    // bottom edge went as far as scrolling can take it (the `scroll` strategy moves nothing else).
    if context.scrollsNoFurtherUp, let up = lifts.max(), now > starts[0] + tolerance, now <= up + tolerance {
      return nil
    }
    return .frameDiffers(component: .y, value: context.rect.minY, reference: rest.minY - lifts[0])
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
