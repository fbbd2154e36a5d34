import Shelter
import ShelterSupport

/// Something a screen should do, checked against a ``Scenario``: the focused field is visible,
/// nothing moved, everything came back, no view wandered.
///
/// ``failure(in:)`` returns the failure message, or `nil` when the expectation holds; the Swift
/// Testing ``expect(_:_:sourceLocation:)`` and XCTest ``XCTAssertScreen(_:_:file:line:)`` wrappers
/// record that message at the caller's line. Messages name the step, the view by its path from the
/// root of the window, and the numbers, all in window space:
///
///     step 3 (focus #password): Window.subviews[0].subviews[1] (TextField #password) bottom 712 + 10 > keyboard top 508
public struct ScreenExpectation: Hashable, Sendable, CustomStringConvertible {
  enum Rule: Hashable, Sendable {
    case focusedFieldVisible(distance: Double?)
    case nothingMoved
    case everythingRestored
    case noViewWandered
    case neverCoveredDuringAnimation
    case noJump
    case focused(String?)
    case noUnsatisfiableConstraints
    case noAmbiguousLayout
  }

  let rule: Rule

  /// After the latest step, a text input is focused and can be seen: its bottom plus its distance is
  /// at most the docked keyboard's top, its top is not above the visible top (safe area, navigation
  /// bars, a form sheet's top; while the keyboard is shown, judged when avoidance moved it up, as
  /// `shelter check` judges it), and it does not end below the window.
  ///
  /// The distance is `distance` when given, else the field's own, else that of the avoidance acting
  /// for it, else 10. A text view taller than the room between the visible top and the keyboard is
  /// judged by its caret, as avoidance keeps the caret visible then. Floating, undocked and split
  /// keyboards cover nothing here: iOS moves nothing for them.
  public static func focusedFieldVisible(distance: Double? = nil) -> ScreenExpectation {
    ScreenExpectation(rule: .focusedFieldVisible(distance: distance))
  }

  /// The latest step moved no view by more than ``Scenario/tolerance`` in window space.
  public static let nothingMoved = ScreenExpectation(rule: .nothingMoved)

  /// The keyboard is hidden and, when it last hid, every view went back to the window frame it had
  /// just before the keyboard showed (after a rotation, where it would be had the keyboard never
  /// come), as `shelter check` judges it.
  public static let everythingRestored = ScreenExpectation(rule: .everythingRestored)

  /// At every step so far that switched fields or changed the keyboard while a docked keyboard
  /// stayed up, the focused field's lift is the lift it had clamped into the lifts that keep it
  /// clear of the keyboard and below the visible top (least movement): nothing jumps back, nothing
  /// creeps. The same rule, from the same evaluator, as `shelter check`'s `wandered`.
  public static let noViewWandered = ScreenExpectation(rule: .noViewWandered)

  /// At every step so far, while a docked keyboard slid in or changed frame, the focused field's
  /// bottom plus its distance never passed the keyboard's moving top by more than 1 point more than
  /// at the step's start (a focus switch to a field covered at its start is not judged). The rule
  /// `shelter check --fps` calls `coveredDuringAnimation`; the scenario must sample time
  /// (`samplesPerSecond`).
  public static let neverCoveredDuringAnimation = ScreenExpectation(rule: .neverCoveredDuringAnimation)

  /// At every step so far, while the keyboard was shown, no view on screen reached its new place
  /// without an animation (its whole displacement from one sample to the next). The rule
  /// `shelter check --fps` calls `jump`; the scenario must sample time (`samplesPerSecond`).
  public static let noJump = ScreenExpectation(rule: .noJump)

  /// After the latest step, the view with this id is first responder (`nil`: none is).
  public static func focused(_ id: String?) -> ScreenExpectation {
    ScreenExpectation(rule: .focused(id))
  }

  /// At every step so far (the load included), every layout pass could satisfy the constraints
  /// together: none was broken, as UIKit breaks one and logs "Unable to simultaneously satisfy
  /// constraints". The message names the broken constraint by id and what it conflicted with.
  public static func noUnsatisfiableConstraints() -> ScreenExpectation {
    ScreenExpectation(rule: .noUnsatisfiableConstraints)
  }

  /// After every step so far (the load included), the constraints fix every frame they place:
  /// no view's position or size is left to chance, as UIKit's `hasAmbiguousLayout` would report.
  /// The message names the views by path and id.
  public static func noAmbiguousLayout() -> ScreenExpectation {
    ScreenExpectation(rule: .noAmbiguousLayout)
  }

  /// The expectation's name, for listings: `focusedFieldVisible`, `nothingMoved`, ….
  public var description: String {
    switch rule {
    case .focusedFieldVisible(let distance?):
      return "focusedFieldVisible(distance: \(NumberText.shortest(distance)))"
    case .focusedFieldVisible(nil): return "focusedFieldVisible"
    case .nothingMoved: return "nothingMoved"
    case .everythingRestored: return "everythingRestored"
    case .noViewWandered: return "noViewWandered"
    case .neverCoveredDuringAnimation: return "neverCoveredDuringAnimation"
    case .noJump: return "noJump"
    case .focused(let id?): return "focused(#\(id))"
    case .focused(nil): return "focused(none)"
    case .noUnsatisfiableConstraints: return "noUnsatisfiableConstraints"
    case .noAmbiguousLayout: return "noAmbiguousLayout"
    }
  }

  /// The failure message when the scenario breaks the expectation, `nil` when it holds.
  public func failure(in scenario: Scenario) -> String? {
    switch rule {
    case .focusedFieldVisible(let distance): return Self.visibilityFailure(in: scenario, distance: distance)
    case .nothingMoved: return Self.movementFailure(in: scenario)
    case .everythingRestored: return Self.restorationFailure(in: scenario)
    case .noViewWandered: return Self.wanderingFailure(in: scenario)
    case .neverCoveredDuringAnimation: return Self.motionFailure(in: scenario, .coveredDuringAnimation)
    case .noJump: return Self.motionFailure(in: scenario, .jump)
    case .focused(let id): return Self.focusFailure(in: scenario, expected: id)
    case .noUnsatisfiableConstraints: return Self.constraintFailure(in: scenario)
    case .noAmbiguousLayout: return Self.ambiguityFailure(in: scenario)
    }
  }
}
