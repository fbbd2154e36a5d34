import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterTestSupport
import ShelterValues
import Testing

/// A 300×600 screen (no safe area), one controller whose root view fills the window, the given
/// subviews, constraints on the root, and steps.
private func screen(_ subviews: String, constraints: String = "", steps: String = "") throws -> Fixture {
  try Fixture(
    json: """
      {
        "format": "shelter-fixture/1", "name": "layout",
        "screen": { "size": [300, 600] },
        "window": {
          "frame": [0, 0, 300, 600],
          "controller": {
            "id": "controller",
            "view": { "id": "root", "frame": [0, 0, 300, 600], "constraints": [\(constraints)],
                      "subviews": [\(subviews)] }
          }
        },
        "steps": [\(steps)]
      }
      """)
}

/// The layout violations of a check: the avoidance rules' are left out.
private func layoutViolations(_ fixture: Fixture, policy: AvoidancePolicyID = .shelter) throws -> [Violation]
{
  try Checker(fixture: fixture, policy: policy).run().filter { Violation.Kind.layout.contains($0.kind) }
}

@Suite("Layout checks: constraints")
struct LayoutConstraintCheckTests {
  @Test func conflictAtTheLoadNamesTheBrokenConstraintItsViewAndItsSet() throws {
    // box is 100 from the top and 50 tall, and must end by 120: 100 + 50 = 150 > 120. The rule
    // breaks the newest user constraint of the set, the last one listed.
    let fixture = try screen(
      #"{ "id": "box", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false }"#,
      constraints: #"""
        "box.leading == root.leading", "box.width == 100",
        { "id": "boxTop", "constraint": "box.top == root.top + 100" },
        { "id": "boxHeight", "constraint": "box.height == 50" },
        { "id": "boxEnd", "constraint": "box.bottom <= root.top + 120" }
        """#)
    let violations = try layoutViolations(fixture)
    #expect(violations.count == 1)
    let violation = try #require(violations.first)
    #expect(violation.kind == .unsatisfiableConstraints)
    #expect(violation.stepIndex == 0 && violation.step == nil)
    #expect(violation.viewID == "box")
    #expect(
      violation.detail == .unsatisfiable(broken: "boxEnd", conflict: ["boxTop", "boxHeight", "boxEnd"]))
    #expect(violation.constraints == ["boxTop", "boxHeight", "boxEnd"])
    #expect(
      violation.message
        == "step 0 (load): box unsatisfiable constraints: broke boxEnd, in conflict with boxTop, boxHeight")
  }

  @Test func aConflictAStepBringsIsReportedAtThatStep() throws {
    // The top at 60 fits (60 + 50 = 110 <= 120). The step to 80 (130 > 120) meets a set with an
    // inequality, so ConstraintBreakRule breaks its far edge, boxEnd (box.bottom): the box stays
    // fixed at 80 and 50 tall, nothing ambiguous. The step back to 60 leaves boxEnd out (a broken
    // constraint returns when its own constant changes): nothing new.
    let fixture = try screen(
      #"{ "id": "box", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false }"#,
      constraints: #"""
        "box.leading == root.leading", "box.width == 100",
        { "id": "boxTop", "constraint": "box.top == root.top + 60" },
        { "id": "boxHeight", "constraint": "box.height == 50" },
        { "id": "boxEnd", "constraint": "box.bottom <= root.top + 120" }
        """#,
      steps: #"{ "constraint": "boxTop", "constant": 80 }, { "constraint": "boxTop", "constant": 60 }"#)
    let violations = try layoutViolations(fixture)
    #expect(violations.map(\.stepIndex) == [1])
    #expect(violations.map(\.kind) == [.unsatisfiableConstraints])
    #expect(violations.allSatisfy { $0.viewID == "box" && $0.step?.kindName == "constraint" })
    guard case .unsatisfiable(let broken, let conflict)? = violations.first?.detail else {
      Issue.record("not a conflict")
      return
    }
    #expect(broken == "boxEnd")
    #expect(Set(conflict) == ["boxTop", "boxHeight", "boxEnd"])
  }

  @Test func ambiguityNamesTheFreeAxisAndTheConstraintsOnIt() throws {
    // x and width are fixed; only the top is given, so y is fixed and the height is free.
    let fixture = try screen(
      #"{ "id": "box", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false }"#,
      constraints: #"""
        "box.leading == root.leading + 10", "box.width == 100",
        { "id": "boxTop", "constraint": "box.top == root.top + 10" }
        """#)
    let violations = try layoutViolations(fixture)
    #expect(violations.count == 1)
    let violation = try #require(violations.first)
    #expect(violation.kind == .ambiguousLayout)
    #expect(violation.stepIndex == 0)
    #expect(violation.viewID == "box")
    #expect(violation.detail == .ambiguous(axes: ["vertical"], constraints: ["boxTop"]))
  }
}

@Suite("Layout checks: screen")
struct LayoutScreenCheckTests {
  /// A clipping card at (20, 100), 200 × 50, holding `field` at `frame` in its own space.
  private static func card(field frame: String, hidden: Bool = false) -> String {
    #"""
    { "id": "card", "kind": "view", "frame": [20, 100, 200, 50], "clipsToBounds": true, "subviews": [
      { "id": "field", "kind": "textField", "frame": \#(frame)\#(hidden ? #", "hidden": true"# : "") } ] }
    """#
  }

  @Test func inputPastAClippingAncestorIsClipped() throws {
    // The field at (10, 30) in the card is (30, 130) in the window, 40 tall: bottom 170 > the
    // card's 150.
    let violations = try layoutViolations(screen(Self.card(field: "[10, 30, 150, 40]")))
    #expect(
      violations == [
        Violation(
          kind: .inputClipped, stepIndex: 0, step: nil, viewID: "field",
          detail: .clipped(
            frame: Rect(x: 30, y: 130, width: 150, height: 40),
            visible: Rect(x: 20, y: 100, width: 200, height: 50),
            by: "card"))
      ])
    #expect(
      violations.first?.message
        == "step 0 (load): field clipped: frame [30, 130, 150, 40] passes card [20, 100, 200, 50], which clips"
    )
  }

  @Test func inputInsideTheClipAndHiddenInputsAreNotJudged() throws {
    // (10, 5) + 40 tall ends at 45 < 50: inside. A hidden field past the edge is not judged.
    #expect(try layoutViolations(screen(Self.card(field: "[10, 5, 150, 40]"))).isEmpty)
    #expect(try layoutViolations(screen(Self.card(field: "[10, 30, 150, 40]", hidden: true))).isEmpty)
  }

  @Test func clippingIsReportedWhereItStartsAndAgainWhenItComesBack() throws {
    // Hidden at step 1 (nothing to judge), shown at step 2: clipped again from there.
    let fixture = try screen(
      Self.card(field: "[10, 30, 150, 40]"),
      steps: #"{ "set": "field", "hidden": true }, { "set": "field", "hidden": false }, { "focus": "field" }"#
    )
    let violations = try layoutViolations(fixture)
    #expect(violations.map(\.stepIndex) == [0, 2])
    #expect(violations.allSatisfy { $0.kind == .inputClipped && $0.viewID == "field" })
  }

  @Test func inputPastTheScreenIsOffScreen() throws {
    // y 580 + 44 = 624 > 600.
    let violations = try layoutViolations(
      screen(#"{ "id": "field", "kind": "textField", "frame": [10, 580, 200, 44] }"#))
    #expect(
      violations == [
        Violation(
          kind: .inputOffScreen, stepIndex: 0, step: nil, viewID: "field",
          detail: .offScreen(
            frame: Rect(x: 10, y: 580, width: 200, height: 44),
            screen: Rect(x: 0, y: 0, width: 300, height: 600)))
      ])
  }

  @Test func aFieldTheKeyboardGuidePushesOffIsOffScreenWhileTheKeyboardIsUp() throws {
    // The field's top is 400 above the keyboard layout guide's: 600 − 400 = 200 with the keyboard
    // down (the guide is the empty bottom safe area), 300 − 400 = −100 under a 300-point keyboard.
    // The layout put it there, not the avoidance: it is off the screen from the show, back at the hide.
    let fixture = try screen(
      #"{ "id": "field", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false }"#,
      constraints: #"""
        "field.leading == root.leading + 10", "field.width == 200", "field.height == 44",
        "field.top == root.keyboardLayoutGuide.top - 400"
        """#,
      steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 300 }, { "keyboard": "hide" }"#)
    #expect(
      try layoutViolations(fixture) == [
        Violation(
          kind: .inputOffScreen, stepIndex: 2, step: .keyboardShow(.height(300), duration: 0.25, curve: 7),
          viewID: "field",
          detail: .offScreen(
            frame: Rect(x: 10, y: -100, width: 200, height: 44),
            screen: Rect(x: 0, y: 0, width: 300, height: 600)))
      ])
  }

  @Test func contentAScrollViewCanScrollToIsNotOffScreen() throws {
    let scroll = #"""
      { "id": "scroll", "kind": "scrollView", "frame": [0, 0, 300, 600], "contentSize": [300, 1000], "subviews": [
        { "id": "field", "kind": "textField", "frame": [10, 900, 200, 44] } ] }
      """#
    #expect(try layoutViolations(screen(scroll)).isEmpty)
  }

  @Test func avoidanceMovesAreNotLayoutFaults() throws {
    // Shelter lifts the root for the low field: 540 + 44 + 10 - (600 - 300) = 294, so the top
    // field at 100 sits at -194 on the moved screen. Measured as laid out, it is at 100: on screen.
    let fields = #"""
      { "id": "top", "kind": "textField", "frame": [10, 100, 200, 44] },
      { "id": "low", "kind": "textField", "frame": [10, 540, 200, 44] }
      """#
    let fixture = try screen(fields, steps: #"{ "focus": "low" }, { "keyboard": "show", "height": 300 }"#)
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  @Test func siblingControlsThatOverlapAreReportedOnce() throws {
    // a 100…144, b 130…174: they share 14 points down and the whole width across. The label over
    // them and the touching c (174…218) are not overlaps of controls.
    let views = #"""
      { "id": "a", "kind": "textField", "frame": [10, 100, 200, 44] },
      { "id": "b", "kind": "button", "frame": [10, 130, 200, 44] },
      { "id": "c", "kind": "textField", "frame": [10, 174, 200, 44] },
      { "id": "tag", "kind": "label", "frame": [10, 100, 200, 200] }
      """#
    let violations = try layoutViolations(screen(views, steps: #"{ "focus": "a" }"#))
    #expect(
      violations == [
        Violation(
          kind: .controlsOverlap, stepIndex: 0, step: nil, viewID: "a",
          detail: .overlaps(
            other: "b", frame: Rect(x: 10, y: 100, width: 200, height: 44),
            otherFrame: Rect(x: 10, y: 130, width: 200, height: 44)))
      ])
  }

  @Test func aRowOfButtonsIsSweptAcross() throws {
    // Three buttons in a row, the middle one 10 points into the first: 0…100, 90…190, 190…290.
    let views = #"""
      { "id": "a", "kind": "button", "frame": [0, 100, 100, 44] },
      { "id": "b", "kind": "button", "frame": [90, 100, 100, 44] },
      { "id": "c", "kind": "button", "frame": [190, 100, 100, 44] }
      """#
    let violations = try layoutViolations(screen(views))
    #expect(violations.map(\.viewID) == ["a"])
    #expect(
      violations.first?.detail
        == .overlaps(
          other: "b", frame: Rect(x: 0, y: 100, width: 100, height: 44),
          otherFrame: Rect(x: 90, y: 100, width: 100, height: 44)))
  }

  @Test func controlsSideBySideOrInDifferentSuperviewsDoNotOverlap() throws {
    // Same row, touching at x 150; d overlaps a in the window but is not its sibling.
    let views = #"""
      { "id": "a", "kind": "button", "frame": [0, 100, 150, 44] },
      { "id": "b", "kind": "button", "frame": [150, 100, 150, 44] },
      { "id": "box", "kind": "view", "frame": [0, 100, 300, 44], "subviews": [
        { "id": "d", "kind": "button", "frame": [10, 0, 50, 44] } ] }
      """#
    #expect(try layoutViolations(screen(views)).isEmpty)
  }
}

@Suite("Layout checks: deep trees", .atScale)
struct LayoutDeepTreeTests {
  @Test func aHundredThousandDeepChainIsWalkedWithoutRecursion() throws {
    // Each level adds (1, 1): the field is at (100,000, 100,000) in the window, far past its
    // 390 × 844 bounds.
    let fixture = try Fixture(
      json: HostileValidFixtureTests.deepChain(depth: 100_000, steps: "[]"), file: "deep.json")
    let violations = try layoutViolations(fixture)
    #expect(
      violations == [
        Violation(
          kind: .inputOffScreen, stepIndex: 0, step: nil, viewID: "field",
          detail: .offScreen(
            frame: Rect(x: 100_000, y: 100_000, width: 4, height: 4),
            screen: Rect(x: 0, y: 0, width: 390, height: 844)))
      ])
  }
}

@Suite("Layout checks: every device")
struct LayoutDeviceSweepTests {
  /// `Fixtures/landscape-keyboard-form.json`: a 3-row form (44 + 14 + 44 + 14 + 44 = 160) at
  /// least 8 below the root's top and 8 above the keyboard layout guide.
  static func form() throws -> Fixture { try FixtureGalleryFiles.load("landscape-keyboard-form.json") }

  @Test func theFormBreaksOnlyOnAnIPhoneSETurned() throws {
    // Turned, with the software keyboard up, the room above the keyboard is 375 − 200 = 175 on
    // the SE, 390 − 209 = 181 on the iPhone 14 (and 13, 16e, 17e), 393 − 209 = 184 on the
    // iPhone 15, 402 − 209 = 193 on the iPhone 17; the form needs 8 + 160 + 8 = 176. Upright every
    // phone has 387 or more; every iPad far more.
    let fixture = try Self.form()
    var broken: [String] = []
    for screen in DeviceScreen.all {
      let violations = try Checker(fixture: fixture.onScreen(screen)).run()
      if !violations.isEmpty { broken.append(screen.label) }
      for violation in violations {
        // The keyboard comes with the first focus; the guide's move re-adds formBottom, which no
        // longer fits, and breaks it.
        #expect(violation.kind == .unsatisfiableConstraints)
        #expect(violation.stepIndex == 1 && violation.step == .focus("email"))
        #expect(violation.viewID == "form")
        guard case .unsatisfiable(let brokenName, let conflict) = violation.detail else { continue }
        #expect(brokenName == "formBottom")
        for name in ["formTop", "emailHeight", "passwordHeight", "submitHeight", "formBottom"] {
          #expect(conflict.contains(name), "\(name)")
        }
        // The preferred top (priority 750) yields before anything required: it is not in the set.
        #expect(!conflict.contains("formSafeTop"))
      }
    }
    #expect(broken == ["iphone-se-3:landscape"])
  }

  @Test func onTheIPhone17TheFormSlidesUpUnderTheStatusBarInstead() throws {
    // Turned, the iPhone 17's safe top is 20: the form would start at 28 and end at 188, past
    // 193 − 8 = 185, so the preferred top yields: 185 − 160 = 25.
    let turned = try Self.form().onScreen(
      DeviceScreen(try #require(DeviceProfile.named("iphone-17")), orientation: .landscape))
    let snapshots = try Simulation(fixture: turned).run()
    #expect(snapshots[0].frames.first { $0.id == "form" }?.frame.minY == 28)
    #expect(snapshots[1].frames.first { $0.id == "form" }?.frame.minY == 25)
    #expect(snapshots[1].brokenConstraints.isEmpty)
  }
}
