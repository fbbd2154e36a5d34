import Foundation
import ShelterTestSupport
import ShelterTesting
import Testing

/// `shelter check` and the DSL's expectations judge one screen the same way: each gallery fixture,
/// under every policy, played both through `Checker` and as a `Scenario` over the same fixture.
@Suite("Rules: check and expectations agree")
struct RulesAgreementTests {
  static let runs: [(String, AvoidancePolicyID)] = FixtureGalleryFiles.names.flatMap { name in
    AvoidancePolicyID.allCases.map { (name, $0) }
  }

  @Test func theGalleryIsThere() {
    #expect(FixtureGalleryFiles.names.count >= 18)
  }

  @Test(arguments: runs)
  func sameVerdicts(file: String, policy: AvoidancePolicyID) throws {
    let fixture = try FixtureGalleryFiles.load(file)
    let violations = try Checker(fixture: fixture, policy: policy).run()
    var scenario = try Scenario(fixture: fixture, policy: policy)
    var judged = 0
    for (offset, step) in fixture.steps.enumerated() {
      let wasShown = scenario.current.keyboardFrame != nil
      let snapshot = try scenario.apply(step)
      let index = offset + 1
      let kinds = Set(violations.filter { $0.stepIndex == index }.map(\.kind))
      let context: Comment = "\(file) [\(policy)] step \(index): check says \(kinds.map(\.rawValue).sorted())"
      // Visible: where `check` judges a field (keyboard up, not right after a user scroll,
      // avoidance acting for it), covered or pushed off the top ⇔ `.focusedFieldVisible()` fails.
      var isScroll = false
      if case .scroll = step { isScroll = true }
      if snapshot.keyboardFrame != nil, !isScroll, let field = snapshot.focusedField, field.isAvoided {
        let fails = ScreenExpectation.focusedFieldVisible().failure(in: scenario) != nil
        #expect(fails == (kinds.contains(.fieldCovered) || kinds.contains(.pushedOffTop)), context)
        judged += 1
      }
      // Restored: at the step that hides the keyboard, not restored ⇔ `.everythingRestored` fails.
      if wasShown, snapshot.keyboardFrame == nil {
        let fails = ScreenExpectation.everythingRestored.failure(in: scenario) != nil
        #expect(fails == kinds.contains(.notRestored), context)
        judged += 1
      }
      // Wandered: `.noViewWandered` fails once any step so far wandered.
      let wandered = violations.contains { $0.kind == .wandered && $0.stepIndex <= index }
      #expect((ScreenExpectation.noViewWandered.failure(in: scenario) != nil) == wandered, context)
    }
    #expect(judged > 0, "\(file) [\(policy)]: nothing was compared")
  }

  /// Over time: `check --fps 30`'s `coveredDuringAnimation` and `jump` ⇔ the expectations over time
  /// fail, at the same first step; the gallery and the focus switch fixture moving without
  /// animation, under every policy.
  static let timedRuns: [(String, AvoidancePolicyID, Bool)] =
    FixtureGalleryFiles.names.flatMap { name in AvoidancePolicyID.allCases.map { (name, $0, false) } }
    + AvoidancePolicyID.allCases.map { ("focus-switching.json", $0, true) }

  @Test(arguments: timedRuns)
  func sameVerdictsOverTime(file: String, policy: AvoidancePolicyID, unanimated: Bool) throws {
    var fixture = try FixtureGalleryFiles.load(file)
    if unanimated, let index = fixture.nodes.firstIndex(where: { $0.avoidance != nil }) {
      fixture.nodes[index].avoidance?.animation = .none
    }
    let violations = try Checker(fixture: fixture, policy: policy, samplesPerSecond: 30).run()
    var scenario = try Scenario(fixture: fixture, policy: policy, samplesPerSecond: 30)
    for step in fixture.steps { try scenario.apply(step) }
    // The DSL judges every focused field's visibility, `check` only those avoidance acts for (as
    // for `.focusedFieldVisible()` above): compare coverage where every focused field is avoided.
    let allAvoided = !scenario.snapshots.contains { $0.focusedField?.isAvoided == false }
    let pairs: [(Violation.Kind, ScreenExpectation)] = [
      (.coveredDuringAnimation, .neverCoveredDuringAnimation), (.jump, .noJump),
    ]
    for (kind, expectation) in pairs where allAvoided || kind == .jump {
      let first = violations.first { $0.kind == kind }
      let failure = expectation.failure(in: scenario)
      #expect((failure != nil) == (first != nil), "\(file) [\(policy)] \(kind)")
      if let first, let failure {
        #expect(failure.hasPrefix("step \(first.stepIndex) "), "\(file) [\(policy)]: \(failure)")
      }
    }
    if unanimated && policy == .shelter { #expect(violations.contains { $0.kind == .jump }) }
  }
}
