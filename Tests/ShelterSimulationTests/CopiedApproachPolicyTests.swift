import Foundation
import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterTestSupport
import ShelterViews
import Testing

/// The approaches apps copy (`root-shift`, `safe-area-insets`, `bottom-constraint`, `none`), played
/// step by step on one form laid out by frames and one laid out by constraints. Every number is
/// worked out by hand from the approach's published code (docs/policies.md) and UIKit's rules:
/// a root view's safe area is the window's unsafe bands over it plus `additionalSafeAreaInsets`.
///
/// Both forms: a 390 × 844 screen, safe area top 47 and bottom 34; the steps focus the low field,
/// show a 336 keyboard (top 508), grow it to 380 (the QuickType bar, top 464) and hide it.
@Suite("Copied approaches: root-shift, safe-area-insets, bottom-constraint, none")
struct CopiedApproachPolicyTests {
  /// `name` at y 300 and `email` at y 600, 44 high, placed by frames.
  static let plainForm = """
    { "format": "shelter-fixture/1", "name": "plain",
      "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0] },
      "window": { "frame": [0, 0, 390, 844],
        "controller": { "id": "vc", "view": { "id": "root", "kind": "view", "frame": [0, 0, 390, 844],
          "subviews": [
            { "id": "name", "kind": "textField", "frame": [20, 300, 350, 44] },
            { "id": "email", "kind": "textField", "frame": [20, 600, 350, 44] } ] } } },
      "steps": [ { "focus": "email" }, { "keyboard": "show", "height": 336 },
        { "keyboard": "change", "height": 380 }, { "keyboard": "hide" } ] }
    """

  /// A title 20 below the safe area's top and a message field 12 above its bottom, by constraints;
  /// the controller names `barBottom` as its keyboard constraint. `pin` is the second item of
  /// `barBottom`. Loaded: title (20, 67, 350, 30); message bottom 844 − 34 − 12 = 798, y 754.
  static func constraintForm(pin: String = "root.safeAreaLayoutGuide.bottom") -> String {
    """
    { "format": "shelter-fixture/1", "name": "bar",
      "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0] },
      "window": { "frame": [0, 0, 390, 844],
        "controller": { "id": "vc", "avoidance": { "keyboardConstraint": "barBottom" },
          "view": { "id": "root", "kind": "view", "frame": [0, 0, 390, 844],
          "constraints": [
            "title.top == root.safeAreaLayoutGuide.top + 20", "title.leading == root.leading + 20",
            "title.trailing == root.trailing - 20", "title.height == 30",
            { "id": "barBottom", "constraint": "message.bottom == \(pin) - 12" },
            "message.leading == root.leading + 20", "message.trailing == root.trailing - 20",
            "message.height == 44" ],
          "subviews": [
            { "id": "title", "kind": "label", "translatesAutoresizingMaskIntoConstraints": false },
            { "id": "message", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false } ] } } },
      "steps": [ { "focus": "message" }, { "keyboard": "show", "height": 336 },
        { "keyboard": "change", "height": 380 }, { "keyboard": "hide" } ] }
    """
  }

  /// What the tests read after each step (the load first).
  struct Step {
    var frames: [String: Rect]
    var rootSafeArea: EdgeInsets
    var additionalBottom: Double
    var barConstant: Double?
  }

  /// Plays a fixture step by step, reading frames, the root view's safe area, the controller's
  /// extra bottom inset and `barBottom`'s constant after each.
  static func play(_ text: String, _ policy: AvoidancePolicyID) throws -> (
    steps: [Step], simulation: Simulation
  ) {
    let fixture = try Fixture(json: text, file: "form.json")
    let simulation = try Simulation(fixture: fixture, policy: policy)
    let scene = simulation.scene
    func read() -> Step {
      let controller = scene.controllersByID["vc"]
      return Step(
        frames: Dictionary(scene.windowFrames().map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a }),
        rootSafeArea: controller?.view.safeAreaInsets ?? .zero,
        additionalBottom: controller?.additionalSafeAreaInsets.bottom ?? .nan,
        barConstant: scene.constraintsByID["barBottom"]?.constant)
    }
    var steps = [read()]
    for (offset, step) in fixture.steps.enumerated() {
      _ = try simulation.play(step, at: offset)
      steps.append(read())
    }
    return (steps, simulation)
  }

  static func field(_ y: Double, x: Double = 20, width: Double = 350, height: Double = 44) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }

  static let screenSafeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  // MARK: root-shift

  @Test func rootShiftOnThePlainForm() throws {
    let steps = try Self.play(Self.plainForm, .rootShift).steps
    // Will-show: y == 0, so y −= 336. The change's will-show finds y = −336 ≠ 0 and does nothing:
    // the lift keeps the first height. Will-hide: y = 0.
    #expect(steps.map { $0.frames["root"]?.minY } == [0, 0, -336, -336, 0])
    // email 600 − 336 = 264; name 300 − 336 = −36, above the screen.
    #expect(steps.map { $0.frames["email"]?.minY } == [600, 600, 264, 264, 600])
    #expect(steps.map { $0.frames["name"]?.minY } == [300, 300, -36, -36, 300])
    // Moved up 336, the root still meets the window's top band (0…47) over its 47 points, and the
    // 336 it hangs above the window are not unsafe; its bottom (508) clears the home indicator's
    // band (810…844).
    #expect(steps[2].rootSafeArea == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    #expect(steps[4].rootSafeArea == Self.screenSafeArea)
  }

  @Test func rootShiftOnTheConstraintForm() throws {
    let steps = try Self.play(Self.constraintForm(), .rootShift).steps
    #expect(steps.map { $0.frames["root"]?.minY } == [0, 0, -336, -336, 0])
    // The root's safe area becomes [47, 0, 0, 0] (the part above the window is not unsafe) and its
    // constraints re-solve against it: title 47 + 20 = 67 in the root, 67 − 336 = −269 in the
    // window, lifted off the screen with the root; message bottom 844 − 0 − 12 = 832,
    // 832 − 336 = 496 in the window, y 452. The change moves nothing.
    let title = [Self.field(67, height: 30), Self.field(-269, height: 30)]
    #expect(steps.map { $0.frames["title"] } == [title[0], title[0], title[1], title[1], title[0]])
    #expect(steps.map { $0.frames["message"]?.minY } == [754, 754, 452, 452, 754])
    #expect(steps.map(\.barConstant) == Array(repeating: -12, count: 5))
  }

  @Test func rootShiftOnAConstraintPlacedRootIsUndoneByTheNextLayoutPass() throws {
    let fixture = try FixtureGalleryFiles.load("root-shift-relayout.json")
    let scene = try Scene(fixture: fixture, policy: .rootShift)
    let form = try #require(scene.viewsByID["formView"])
    try #require(scene.viewsByID["comment"]).makeFirstResponder()
    scene.application.keyboard.show(height: 336)
    // Inside will-show: y 0 − 336.
    #expect(form.frame.minY == -336)
    // The pass after the step: formView.top == hostView.top puts it back at 0.
    scene.layoutConstraints()
    #expect(form.frame.minY == 0)
    // So `check` sees comment (640…684) under the keyboard's top 508 at step 2.
    let violations = try Checker(fixture: fixture, policy: .rootShift).run()
    #expect(
      violations.map(\.message) == [
        "step 2 (keyboard show): comment covered: bottom 684 + distance 10 > keyboard top 508"
      ])
    // Shelter lifts by transform, which constraints leave alone: 684 + 10 − 508 = 186.
    let shelter = try Simulation(fixture: fixture).run()
    #expect(shelter[2].frames.first { $0.id == "comment" }?.frame == Self.field(454))
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  // MARK: safe-area-insets

  @Test func safeAreaInsetsOnThePlainForm() throws {
    let steps = try Self.play(Self.plainForm, .safeAreaInsets).steps
    // Show: overlap 844 − 508 = 336, safe bottom 34: extra 302, safe bottom 336. Change: overlap
    // 380 against the raised 336: extra 44, safe bottom 34 + 44 = 78. Hide: overlap 0: extra 0.
    #expect(steps.map(\.additionalBottom) == [0, 0, 302, 44, 0])
    #expect(steps.map(\.rootSafeArea.bottom) == [34, 34, 336, 78, 34])
    // Frames set in code follow no safe area: nothing moves.
    #expect(steps.map { $0.frames["email"]?.minY } == [600, 600, 600, 600, 600])
    #expect(steps.map { $0.frames["root"]?.minY } == [0, 0, 0, 0, 0])
  }

  @Test func safeAreaInsetsOnTheConstraintForm() throws {
    let steps = try Self.play(Self.constraintForm(), .safeAreaInsets).steps
    #expect(steps.map(\.additionalBottom) == [0, 0, 302, 44, 0])
    // message bottom 844 − safe bottom − 12: 798, 496, 844 − 78 − 12 = 754, 798.
    #expect(steps.map { $0.frames["message"]?.minY } == [754, 754, 452, 710, 754])
    #expect(steps.map { $0.frames["title"]?.minY } == [67, 67, 67, 67, 67])
    #expect(steps.map(\.barConstant) == Array(repeating: -12, count: 5))
  }

  @Test func safeAreaInsetsOverwritesAToolbarsInsetAndLeavesZero() throws {
    let text = Self.plainForm.replacingOccurrences(
      of: #""controller": { "id": "vc", "#,
      with: #""controller": { "id": "vc", "additionalSafeArea": [0, 0, 44, 0], "#)
    let steps = try Self.play(text, .safeAreaInsets).steps
    // Loaded: safe bottom 34 + 44 = 78. Show: 336 − 78 = 258 (safe 292, 44 short); change: 380 − 292
    // = 88 (safe 122); hide: 0, and the toolbar's 44 is gone.
    #expect(steps.map(\.additionalBottom) == [44, 44, 258, 88, 0])
    #expect(steps.map(\.rootSafeArea.bottom) == [78, 78, 292, 122, 34])
  }

  @Test func safeAreaInsetsSwingsOnEveryQuickTypeChange() throws {
    let fixture = try FixtureGalleryFiles.load("safe-area-quicktype.json")
    // 375 × 667, no bottom safe area; message bottom 667 − safe bottom − 12. Keyboards 216 (top
    // 451), 260 (407), 216, 260: extra 216; 260 − 216 = 44; 216 − 44 = 172; 260 − 172 = 88.
    // Bottoms 439 (clear), 611, 483, 567: covered at steps 3, 4 and 5; the hide puts 0 back.
    let violations = try Checker(fixture: fixture, policy: .safeAreaInsets).run()
    #expect(
      violations.map(\.message) == [
        "step 3 (keyboard change): message covered: bottom 611 + distance 10 > keyboard top 407",
        "step 4 (keyboard change): message covered: bottom 483 + distance 10 > keyboard top 451",
        "step 5 (keyboard change): message covered: bottom 567 + distance 10 > keyboard top 407",
      ])
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  // MARK: bottom-constraint

  @Test func bottomConstraintOnTheConstraintForm() throws {
    let (steps, simulation) = try Self.play(Self.constraintForm(), .bottomConstraint)
    // lift = 844 − 508 − 34 = 302, then 844 − 464 − 34 = 346; constant −12 − lift; 0 on hide.
    #expect(steps.map(\.barConstant) == [-12, -12, -314, -358, -12])
    // message bottom 798 − lift: 496, 452.
    #expect(steps.map { $0.frames["message"]?.minY } == [754, 754, 452, 408, 754])
    #expect(steps.map { $0.frames["title"]?.minY } == [67, 67, 67, 67, 67])
    #expect(steps.map(\.rootSafeArea) == Array(repeating: Self.screenSafeArea, count: 5))
    // Each of the three moves rides the keyboard's 0.25 s and curve 7.
    let records = try #require(simulation.scene.animator as? ImmediateAnimator).records
    let keyboardMoves = records.filter { $0.duration == 0.25 && $0.curve == .keyboard }
    #expect(keyboardMoves.count >= 3)
    #expect(simulation.scene.avoidanceNotes.isEmpty)
  }

  @Test func bottomConstraintWithoutAConstraintMovesNothingAndSaysSoOnce() throws {
    let fixture = try Fixture(json: Self.plainForm, file: "plain.json")
    let steps = try Self.play(Self.plainForm, .bottomConstraint).steps
    #expect(steps.map { $0.frames["email"]?.minY } == [600, 600, 600, 600, 600])
    let outcome = try Checker(fixture: fixture, policy: .bottomConstraint).outcome()
    // Three keyboard steps, four will-change-frame notifications, one note.
    #expect(
      outcome.notes == ["bottom-constraint: controller 'vc' names no keyboardConstraint, so nothing moves"])
    // email (600…644) stays under 508 and 464.
    #expect(outcome.violations.map(\.stepIndex) == [2, 3])
  }

  @Test func bottomConstraintForgetsTheHomeIndicatorOfABarPinnedToTheViewsBottom() throws {
    let fixture = try FixtureGalleryFiles.load("bottom-constraint-home-indicator.json")
    // The bar (56 high) ends at the view's bottom, 844; message 6…42 inside it: bottom 830. The
    // lift subtracts the 34 home-indicator points the bar never kept: 844 − 508 − 34 = 302, so the
    // message ends at 830 − 302 = 528.
    let violations = try Checker(fixture: fixture, policy: .bottomConstraint).run()
    #expect(
      violations.map(\.message) == [
        "step 2 (keyboard show): message covered: bottom 528 + distance 10 > keyboard top 508"
      ])
    // Shelter lifts the root 830 + 10 − 508 = 332 and puts it back; the layout itself leaves the
    // message in the home indicator's band, 830 > 844 − 34 = 810, from the load.
    #expect(try Checker(fixture: fixture).run().map(\.kind) == [.controlInUnsafeArea])
  }

  @Test func bottomConstraintLiftsAFormSheetsBarFromTheScreensBottom() throws {
    let fixture = try FixtureGalleryFiles.load("ipad-sheet-bottom-constraint.json")
    // Sheet (242, 533, 540, 300): bar bottom 300 − 12 = 288, field top 533 + 232 + 10 = 775. The
    // 398 keyboard's top 968 is below the sheet's bottom 833; the sheet's bottom safe area is 0.
    // Lift 1366 − 968 − 0 = 398: field top 775 − 398 = 377, above the sheet's top 533.
    let violations = try Checker(fixture: fixture, policy: .bottomConstraint).run()
    #expect(
      violations.map(\.message) == [
        "step 2 (keyboard show): nameField pushed off the top: top 377 < visible top 533"
      ])
    let shown = try Simulation(fixture: fixture, policy: .bottomConstraint).run()[2]
    #expect(shown.frames.first { $0.id == "bar" }?.frame == Rect(x: 242, y: 367, width: 540, height: 56))
    // safe-area-insets: overlap 300 − (968 − 533) < 0, so 0; Shelter: nothing covered.
    #expect(try Checker(fixture: fixture, policy: .safeAreaInsets).run().isEmpty)
    #expect(try Checker(fixture: fixture).run().isEmpty)
    // root-shift: y 533 ≠ 0 on show; y = 0 on hide, so the field ends at 775 − 533 = 242.
    #expect(
      try Checker(fixture: fixture, policy: .rootShift).run().map(\.message) == [
        "step 3 (keyboard hide): nameField not restored after hide: frame y 242 vs 775 before show"
      ])
  }

  @Test(arguments: [AvoidancePolicyID.bottomConstraint, .safeAreaInsets])
  func aFloatingKeyboardCountsAsDocked(_ policy: AvoidancePolicyID) throws {
    let fixture = try FixtureGalleryFiles.load("ipad-floating-bar.json")
    // Floating frame top 700 on a 1366 screen with a 20 bottom safe area: bottom-constraint lifts
    // 1366 − 700 − 20 = 646; safe-area-insets gives an extra 666 − 20 = 646. The bar's bottom
    // 1346 − 646 = 700, search 10 below the bar's top 644: 654, moved from 1300.
    let violations = try Checker(fixture: fixture, policy: policy).run()
    #expect(
      violations.map(\.message) == [
        "step 2 (keyboard show): search moved under a floating keyboard: frame y 654 vs 1300 before show"
      ])
    #expect(try Checker(fixture: fixture, policy: .none).run().isEmpty)
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  // MARK: none

  @Test func noneMovesNothingOnEitherForm() throws {
    let plain = try Self.play(Self.plainForm, .none).steps
    #expect(plain.map { $0.frames["email"]?.minY } == [600, 600, 600, 600, 600])
    let constrained = try Self.play(Self.constraintForm(), .none).steps
    #expect(constrained.map { $0.frames["message"]?.minY } == [754, 754, 754, 754, 754])
    #expect(constrained.map(\.additionalBottom) == [0, 0, 0, 0, 0])
  }

  @Test func noneLeavesItToTheKeyboardLayoutGuide() throws {
    let steps = try Self.play(Self.constraintForm(pin: "root.keyboardLayoutGuide.top"), .none).steps
    // The guide's top: the safe area's bottom 810 while hidden, then 508 and 464: message bottom
    // 798, 496, 452.
    #expect(steps.map { $0.frames["message"]?.minY } == [754, 754, 452, 408, 754])
    #expect(steps.map(\.barConstant) == Array(repeating: -12, count: 5))
  }

  // MARK: The fixture field

  @Test func keyboardConstraintRoundTrips() throws {
    let fixture = try Fixture(json: Self.constraintForm(), file: "bar.json")
    #expect(fixture.nodes.first?.avoidance?.keyboardConstraint == "barBottom")
    let written = fixture.jsonText()
    #expect(written.contains("\"keyboardConstraint\": \"barBottom\""))
    #expect(try Fixture(json: written, file: "again.json") == fixture)
  }

  @Test(arguments: [
    (
      "\"keyboardConstraint\": \"barBottom\"", "\"keyboardConstraint\": \"nope\"",
      "no constraint with id 'nope': keyboardConstraint names a constraint's id"
    ),
    (
      "\"keyboardConstraint\": \"barBottom\"", "\"keyboardConstraint\": \"title\"",
      "no constraint with id 'title': keyboardConstraint names a constraint's id"
    ),
    (
      "\"keyboardConstraint\": \"barBottom\"", "\"keyboardConstraint\": 5",
      "expected a string, found the number 5"
    ),
    (
      "\"message.bottom == root.safeAreaLayoutGuide.bottom - 12\"",
      "\"root.safeAreaLayoutGuide.bottom == message.bottom + 12\"",
      "constraint 'barBottom' starts with root.safeAreaLayoutGuide, a guide: keyboardConstraint needs a constraint whose first item is the view that rises"
    ),
  ])
  func badKeyboardConstraints(replacing old: String, with new: String, message: String) throws {
    let text = Self.constraintForm().replacingOccurrences(of: old, with: new)
    #expect(text != Self.constraintForm())
    let error = try #require(throws: FixtureError.self) { try Fixture(json: text, file: "bad.json") }
    #expect(error.path == "window.controller.avoidance.keyboardConstraint")
    #expect(error.message == message)
    #expect(error.line == 4)
  }
}
