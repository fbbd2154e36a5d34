import ShelterGeometry
public import ShelterKeyboard
import ShelterViews

/// Plays a fixture with one avoidance policy and reports, after every step, which avoidance rules
/// the screen breaks.
///
/// The rules, all in window space with a tolerance of ``tolerance`` points:
/// - **field covered**: while a docked keyboard covers the window, the focused text input (when
///   avoidance is enabled for it) must end at least its distance above the keyboard's top; a text
///   view taller than the room between the visible top and the keyboard is judged by its caret;
/// - **pushed off the top**: while the keyboard is shown, the focused field (or that caret) must not
///   be moved above the visible top: the window's safe-area top plus the controllers'
///   `additionalSafeArea` top, or for a field in a form sheet the sheet's top as loaded;
/// - **not restored after hide**: when the keyboard hides, every frame equals the frames just before
///   it showed (not judged when the screen was resized in between);
/// - **wandered**: after a focus switch or keyboard frame change while shown, every frame equals a
///   fresh replay that reaches the same state directly (load, the resizes so far, focus the field,
///   show the keyboard with its current frame);
/// - **moved under a floating keyboard**: while a keyboard that is not docked is shown, every frame
///   equals the frames before it showed.
///
/// The distance is the field's own `avoidance.distance`, else the controller's that handles it,
/// else ``defaultDistance``. The fields and covering rules are not judged right after a `scroll`
/// step: there the user, not the policy, put the field where it is.
///
///     // Fixtures/login.json: password focused, keyboard 336 shown, then email focused.
///     let violations = Checker(fixture: login, policy: .recipe2).run()
///     violations.map(\.message)
///     // ["step 1 (keyboard show): password covered: bottom 508 + distance 10 > keyboard top 508",
///     //  "step 2 (focus): email wandered: frame y 404 vs 464 on direct replay"]
public struct Checker {
  /// How far, in points, a number may be off before it counts.
  public static let tolerance = 0.01
  /// The distance kept above the keyboard when neither the field nor its controller sets one.
  public static let defaultDistance = 10.0

  /// The fixture played.
  public let fixture: Fixture
  /// The policy played.
  public let policy: AvoidancePolicyID

  /// Prepares a check.
  public init(fixture: Fixture, policy: AvoidancePolicyID = .shelter) {
    self.fixture = fixture
    self.policy = policy
  }

  /// Plays every step and returns the violations in step order (for one step, in the order of the
  /// rules above).
  ///
  /// Throws the ``FixtureError`` of the first step that cannot be applied (`steps[3].focus`).
  public func run() throws(FixtureError) -> [Violation] {
    let simulation = try Simulation(fixture: fixture, policy: policy)
    let scene = simulation.scene
    let keyboard = scene.application.keyboard
    let tree = FixtureTree(fixture)
    var previous = simulation.snapshot(index: 0, step: nil)
    let loadFrames = FrameTable(previous.frames)
    // The frames of the last step at which the keyboard was hidden; `nil` once a resize happened
    // while it was shown, until it hides again.
    var restFrames: FrameTable? = FrameTable(previous.frames)
    var previousKeyboard = keyboard.frame
    // Whether the user scrolled since the keyboard showed: then the frames the same steps give
    // without the keyboard are an accepted reference too.
    var userScrolled = false
    var violations: [Violation] = []

    for (offset, step) in fixture.steps.enumerated() {
      try simulation.apply(step, at: offset)
      let current = simulation.snapshot(index: offset + 1, step: step)
      let keyboardFrame = keyboard.frame
      let wasShown = previousKeyboard != nil
      var found: [Violation] = []
      func report(_ kind: Violation.Kind, _ viewID: String, _ detail: Violation.Detail) {
        found.append(Violation(kind: kind, stepIndex: offset + 1, step: step, viewID: viewID, detail: detail))
      }
      if wasShown, keyboardFrame != nil, case .resize = step { restFrames = nil }
      if keyboardFrame != nil, case .scroll = step { userScrolled = true }
      let preferred = [current.firstResponder, previous.firstResponder]
      // The first frame that differs from the frames before show, unless the frames all equal the
      // keyboard-free replay after a user scroll.
      func unrestored(_ rest: FrameTable) -> (id: String, detail: Violation.Detail)? {
        guard let difference = FrameTable.firstDifference(current.frames, from: rest, preferring: preferred)
        else {
          return nil
        }
        if userScrolled, let free = keyboardFreeReplay(through: offset),
          FrameTable.firstDifference(current.frames, from: free, preferring: []) == nil
        {
          return nil
        }
        return difference
      }

      if let keyboardFrame {
        if case .scroll = step {
        } else if let id = current.firstResponder, let field = scene.viewsByID[id] {
          let context = tree.context(for: field, id: id, in: scene, loadFrames: loadFrames)
          let docked = KeyboardGeometry.isDocked(keyboardFrame, on: scene.application.screen)
          let cover = docked ? KeyboardGeometry.coveredPart(of: keyboardFrame, in: scene.window) : nil
          var target = context.rect
          var isCaret = false
          if let cover {
            target = AvoidancePlanner.target(
              field: context.rect, caret: context.caret, keyboardTop: cover.minY,
              visibleTop: context.visibleTop,
              distance: context.distance)
            isCaret = target != context.rect
            if context.isEnabled, target.maxY + context.distance > cover.minY + Self.tolerance {
              report(
                .fieldCovered, id,
                .covered(
                  bottom: target.maxY, distance: context.distance, keyboardTop: cover.minY, isCaret: isCaret))
            }
          }
          let movedUp = restFrames?[id].map { context.rect.minY < $0.minY - Self.tolerance } ?? true
          if movedUp, target.minY < context.visibleTop - Self.tolerance {
            report(
              .pushedOffTop, id,
              .aboveVisibleTop(top: target.minY, visibleTop: context.visibleTop, isCaret: isCaret))
          }
        }
        if wasShown, previousKeyboard != keyboardFrame || previous.firstResponder != current.firstResponder,
          let replay = directReplay(
            through: offset, responder: current.firstResponder, keyboard: keyboardFrame),
          let difference = FrameTable.firstDifference(current.frames, from: replay, preferring: preferred)
        {
          report(.wandered, difference.id, difference.detail)
        }
        if !KeyboardGeometry.isDocked(keyboardFrame, on: scene.application.screen), let restFrames,
          let difference = unrestored(restFrames)
        {
          report(.movedUnderFloatingKeyboard, difference.id, difference.detail)
        }
      } else {
        if wasShown, let restFrames, let difference = unrestored(restFrames) {
          report(.notRestored, difference.id, difference.detail)
        }
        restFrames = FrameTable(current.frames)
        userScrolled = false
      }
      violations += found
      previous = current
      previousKeyboard = keyboardFrame
    }
    return violations
  }

  /// The frames of a fresh scene brought straight to a state: load, the resize steps among the first
  /// `offset + 1` steps, focus `responder` (or resign), show the keyboard with `keyboard` (screen
  /// space). `nil` when that state cannot be reached.
  func directReplay(through offset: Int, responder: String?, keyboard: Rect) -> FrameTable? {
    do {
      let simulation = try Simulation(fixture: fixture, policy: policy)
      for (index, step) in fixture.steps.prefix(offset + 1).enumerated() {
        if case .resize = step { try simulation.apply(step, at: index) }
      }
      try simulation.apply(responder.map { .focus($0) } ?? .resign, at: offset)
      try simulation.apply(.keyboardShow(.frame(keyboard), duration: 0.25, curve: 7), at: offset)
      return FrameTable(simulation.scene.windowFrames())
    } catch {
      return nil
    }
  }

  /// The frames of a fresh scene after the first `offset + 1` steps without the keyboard steps:
  /// the screen as the user left it had the keyboard never come. `nil` when a step cannot be applied.
  func keyboardFreeReplay(through offset: Int) -> FrameTable? {
    do {
      let simulation = try Simulation(fixture: fixture, policy: policy)
      for (index, step) in fixture.steps.prefix(offset + 1).enumerated() {
        switch step {
        case .keyboardShow, .keyboardChange, .keyboardHide: continue
        default: try simulation.apply(step, at: index)
        }
      }
      return FrameTable(simulation.scene.windowFrames())
    } catch {
      return nil
    }
  }
}

/// Window-space frames by view id, in document order.
struct FrameTable {
  var ordered: [(id: String, frame: Rect)]
  var byID: [String: Rect]

  init(_ frames: [(id: String, frame: Rect)]) {
    ordered = frames
    byID = Dictionary(frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
  }

  subscript(id: String) -> Rect? { byID[id] }

  /// The view whose frame differs from its reference, and how: the first of `preferring` that
  /// differs, else the first in document order; `nil` when every frame matches within the tolerance.
  static func firstDifference(
    _ frames: [(id: String, frame: Rect)], from reference: FrameTable, preferring: [String?]
  ) -> (id: String, detail: Violation.Detail)? {
    func difference(_ id: String, _ frame: Rect) -> Violation.Detail? {
      guard let expected = reference[id] else { return nil }
      for component in Violation.FrameComponent.allCases {
        let value = component.value(in: frame)
        let wanted = component.value(in: expected)
        if abs(value - wanted) > Checker.tolerance {
          return .frameDiffers(component: component, value: value, reference: wanted)
        }
      }
      return nil
    }
    for case let id? in preferring {
      if let frame = frames.first(where: { $0.id == id })?.frame, let detail = difference(id, frame) {
        return (id, detail)
      }
    }
    for (id, frame) in frames {
      if let detail = difference(id, frame) { return (id, detail) }
    }
    return nil
  }
}
