public import ShelterFixtures
import ShelterGeometry
public import ShelterKeyboard
import ShelterValues
import ShelterViews

/// Plays a fixture with one avoidance policy and reports, after every step, which avoidance rules
/// the screen breaks, and at the load and after every step which layout rules (`LayoutChecks`).
///
/// The rules, all in window space with a tolerance of ``tolerance`` points, are those of the one
/// evaluator the DSL's expectations use too:
/// - **field covered**: while a docked keyboard covers the window, the focused text input (when
///   avoidance is enabled for it) must end at least its distance above the keyboard's top; a text
///   view taller than the room between the visible top and the keyboard is judged by its caret;
/// - **pushed off the top**: while the keyboard is shown, the focused field (or that caret) must not
///   be moved above the visible top: the window's safe-area top plus the controllers'
///   `additionalSafeArea` top, or for a field in a form sheet the sheet's top, and never above an
///   ancestor that clips it (a scroll view's top edge), measured on the screen as it would be
///   without the keyboard;
/// - **not restored after hide**: when the keyboard hides, every frame equals the frames just before
///   it showed (after a resize while it was shown, the frames the same steps give without it);
/// - **wandered**: after a focus switch or keyboard frame change while a docked keyboard stays, the
///   field's lift is the previous lift clamped into the lifts that keep it clear of the keyboard and
///   below the visible top, never below its place (least movement, see `docs/avoidance.md`); not
///   judged after a user scroll until the keyboard hides;
/// - **moved under a floating keyboard**: while a keyboard that is not docked is shown, every frame
///   equals the frames before it showed;
/// - with ``samplesPerSecond``, over time: **covered during the animation** (while a docked
///   keyboard slides in or changes frame, the field is covered by more than a point more than at
///   the step's start) and **jump** (while the keyboard is shown, a view on screen reaches its new
///   place from one sample to the next, without an animation).
///
/// The distance is the field's own `avoidance.distance`, else the controller's that handles it,
/// else ``defaultDistance``. The fields and covering rules are not judged after a `scroll` step
/// until the next focus, keyboard or size change: there the user, not the policy, put the field
/// where it is. The screen without the keyboard
/// comes from a twin scene that plays the same steps except the keyboard's, so a check costs two
/// plays of the steps and nothing more.
///
///     // Fixtures/predictive-bar.json: search focused, keyboard 292, then 336, then 292 again.
///     let violations = try Checker(fixture: predictiveBar, policy: .recipe2).run()
///     violations.map(\.message)
///     // ["step 2 (keyboard show): search covered: bottom 560 + distance 10 > keyboard top 560",
///     //  "step 3 (keyboard change): search wandered: frame y 332 vs 462 by least movement", …]
public struct Checker {
  /// How far, in points, a number may be off before it counts.
  public static let tolerance = AvoidanceRules.tolerance
  /// The distance kept above the keyboard when neither the field nor its controller sets one.
  public static let defaultDistance = AvoidanceSettings.defaultDistance

  /// The fixture played.
  public let fixture: Fixture
  /// The policy played.
  public let policy: AvoidancePolicyID
  /// Samples per second of every step's motion, `nil` for no rules over time.
  public let samplesPerSecond: Int?
  /// Whether the layout rules are judged too. By default only under Shelter's policy: it moves
  /// views through a ledger that can be put back to measure the screen as laid out, where the
  /// recipes move them directly; and the rules do not depend on the policy, so `check` judges them
  /// once per screen.
  public let judgesLayout: Bool
  /// The live window of an app's own screen under ``AvoidancePolicyID/app``, `nil` for a fixture's.
  let hosted: Window?

  /// Prepares a check; with `samplesPerSecond` every step is also sampled over time and judged for
  /// `coveredDuringAnimation` and `jump` (``Violation/Kind/coveredDuringAnimation``,
  /// ``Violation/Kind/jump``); `judgesLayout` turns the layout rules on or off (default: on under
  /// Shelter's policy only, ``judgesLayout``).
  public init(
    fixture: Fixture, policy: AvoidancePolicyID = .shelter, samplesPerSecond: Int? = nil,
    judgesLayout: Bool? = nil
  ) {
    self.fixture = fixture
    self.policy = policy
    self.samplesPerSecond = samplesPerSecond
    self.judgesLayout = judgesLayout ?? (policy == .shelter)
    hosted = nil
  }

  /// Judges the load (step 0) and plays every step, returning the violations in step order (for one
  /// step, in the order of the rules above).
  ///
  /// Throws the ``FixtureError`` of the first step that cannot be applied (`steps[3].focus`).
  public func run() throws(FixtureError) -> [Violation] {
    try outcome().violations
  }

  /// Plays every step and returns the violations, as ``run()`` does, with the notes of what the
  /// policy could not do on this screen (``Scene/avoidanceNotes``), each once.
  public func outcome() throws(FixtureError) -> CheckOutcome {
    let play = try JudgedPlay(
      fixture: fixture, policy: policy, samplesPerSecond: samplesPerSecond, judgesLayout: judgesLayout,
      judgesUnavoidedFields: false, hosting: hosted)
    var violations: [Violation] = []
    func record(_ findings: [RuleFinding], index: Int, step: FixtureStep?) {
      for finding in findings {
        violations.append(
          Violation(
            kind: finding.kind, stepIndex: index, step: step, viewID: finding.viewID, detail: finding.detail,
            isAgainstKeyboardFreeScreen: finding.frames != nil && finding.referenceIndex == nil))
      }
    }
    record(play.judgeLoad(), index: 0, step: nil)
    for (offset, step) in fixture.steps.enumerated() {
      record(try play.play(step, at: offset, snapshots: false).findings, index: offset + 1, step: step)
    }
    return CheckOutcome(violations: violations, notes: play.scene.avoidanceNotes)
  }
}

/// What one check found.
public struct CheckOutcome: Sendable {
  /// The violations in step order.
  public var violations: [Violation]
  /// What the policy could not do on the screen (a `bottom-constraint` screen naming no
  /// constraint), each sentence once.
  public var notes: [String]
}

extension FixtureStep {
  /// Whether the step shows, changes or hides the keyboard.
  package var isKeyboardStep: Bool {
    switch self {
    case .keyboardShow, .keyboardChange, .keyboardHide: return true
    default: return false
    }
  }
}

extension AvoidanceRules.StepKind {
  /// The kind of a fixture step.
  package init(_ step: FixtureStep) {
    switch step {
    case .scroll: self = .scroll
    case .resize, .orientation: self = .resize
    default: self = .other
    }
  }
}
