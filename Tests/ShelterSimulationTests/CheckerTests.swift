import Foundation
import ShelterCLI
import ShelterFixtures
import ShelterKeyboard
import ShelterSimulation
import ShelterSupport
import ShelterTestSupport
import ShelterValues
import Testing

/// A 200×400 screen with a 20 pt safe-area top, one controller whose root view fills the window,
/// and the given subviews and steps. Keyboards of height 150 have their top at 400 - 150 = 250.
private func tiny(
  _ subviews: String, steps: String, controller: String = "", screen: String = "[200, 400]"
) throws -> Fixture {
  try Fixture(
    json: """
      {
        "format": "shelter-fixture/1", "name": "tiny",
        "screen": { "size": \(screen), "safeArea": [20, 0, 0, 0] },
        "window": {
          "frame": [0, 0, 200, 400],
          "controller": {
            "id": "controller", \(controller)
            "view": { "id": "root", "frame": [0, 0, 200, 400], "subviews": [\(subviews)] }
          }
        },
        "steps": [\(steps)]
      }
      """)
}

/// A field at y 300, height 40: bottom 340.
private let lowField = #"{ "id": "field", "kind": "textField", "frame": [10, 300, 180, 40] }"#

@Suite("Checker: field covered")
struct FieldCoveredTests {
  @Test func shelterLeavesTheDistance() throws {
    // Shelter shifts 340 + 10 - 250 = 100: bottom 240, exactly 10 above the keyboard.
    let fixture = try tiny(lowField, steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }"#)
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  @Test func flushFieldIsCovered() throws {
    // recipe1: keyboard y = 400 - 150 = 250, shift 250 - 340 = -90, bottom 250; 250 + 10 > 250.
    let fixture = try tiny(lowField, steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }"#)
    let violations = try Checker(fixture: fixture, policy: .recipe1).run()
    #expect(
      violations == [
        Violation(
          kind: .fieldCovered, stepIndex: 2, step: .keyboardShow(.height(150), duration: 0.25, curve: 7),
          viewID: "field", detail: .covered(bottom: 250, distance: 10, keyboardTop: 250, isCaret: false))
      ])
    #expect(
      violations.first?.message
        == "step 2 (keyboard show): field covered: bottom 250 + distance 10 > keyboard top 250")
  }

  @Test func fieldDistanceOverridesTheGap() throws {
    // recipe3 keeps its own 10 pt: bottom 250 - 10 = 240; the field asks for 24: 240 + 24 > 250.
    let field =
      #"{ "id": "field", "kind": "textField", "frame": [10, 300, 180, 40], "avoidance": { "distance": 24 } }"#
    let fixture = try tiny(field, steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }"#)
    #expect(try Checker(fixture: fixture).run().isEmpty)
    let violations = try Checker(fixture: fixture, policy: .recipe3).run()
    #expect(
      violations.map(\.detail) == [.covered(bottom: 240, distance: 24, keyboardTop: 250, isCaret: false)])
  }

  @Test func controllerDistanceIsUsedWithoutAFieldDistance() throws {
    // recipe3 leaves 10; the controller asks for 30: 240 + 30 > 250. Shelter shifts 340 + 30 - 250 = 120.
    let fixture = try tiny(
      lowField, steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }"#,
      controller: #""avoidance": { "distance": 30 },"#)
    #expect(try Checker(fixture: fixture).run().isEmpty)
    #expect(
      try Checker(fixture: fixture, policy: .recipe3).run().map(\.detail) == [
        .covered(bottom: 240, distance: 30, keyboardTop: 250, isCaret: false)
      ])
  }

  @Test func tallTextViewIsJudgedByItsCaret() throws {
    // Text view 40…380 is taller than the room 250 - 10 - 20 = 220, so its caret counts:
    // 40 + 250 = 290 … 310. With strategy scroll and no scroll view nothing moves: 310 + 10 > 250.
    let notes =
      #"{ "id": "notes", "kind": "textView", "frame": [10, 40, 180, 340], "caret": [5, 250, 2, 20] }"#
    let fixture = try tiny(
      notes, steps: #"{ "focus": "notes" }, { "keyboard": "show", "height": 150 }"#,
      controller: #""avoidance": { "strategy": "scroll" },"#)
    let violations = try Checker(fixture: fixture).run()
    #expect(
      violations.map(\.detail) == [.covered(bottom: 310, distance: 10, keyboardTop: 250, isCaret: true)])
    #expect(
      violations.first?.message.hasSuffix("notes covered: caret bottom 310 + distance 10 > keyboard top 250")
        == true)
  }

  @Test func caretClearOfTheKeyboardPasses() throws {
    // Shelter shifts by the caret: 310 + 10 - 250 = 70, caret bottom 240.
    let notes =
      #"{ "id": "notes", "kind": "textView", "frame": [10, 40, 180, 340], "caret": [5, 250, 2, 20] }"#
    let fixture = try tiny(notes, steps: #"{ "focus": "notes" }, { "keyboard": "show", "height": 150 }"#)
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  @Test(arguments: [
    #""avoidance": { "enabled": false },"#, #""avoidance": { "strategy": "none" },"#,
  ])
  func disabledAvoidanceIsNotJudged(controller: String) throws {
    // Nothing moves and the field stays under the keyboard, as asked.
    let fixture = try tiny(
      lowField, steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }"#, controller: controller
    )
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  @Test func disabledFieldIsNotJudged() throws {
    let field =
      #"{ "id": "field", "kind": "textField", "frame": [10, 300, 180, 40], "avoidance": { "enabled": false } }"#
    let fixture = try tiny(field, steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }"#)
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }
}

@Suite("Checker: pushed off the top")
struct PushedOffTopTests {
  /// A 100 pt tall container at y 250 holding the field at 50: window 300…340. A navigation bar of
  /// 150 makes the visible top 20 + 150 = 170.
  let fixtureText = (
    #"{ "id": "box", "frame": [0, 250, 200, 100], "subviews": [ { "id": "field", "kind": "textField", "frame": [10, 50, 180, 40] } ] }"#,
    #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }"#,
    #""additionalSafeArea": [150, 0, 0, 0],"#
  )

  @Test func shelterStopsAtTheNavigationBar() throws {
    // Shelter shifts 340 + 10 - 250 = 100: top 200, below 170.
    let fixture = try tiny(fixtureText.0, steps: fixtureText.1, controller: fixtureText.2)
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  @Test func recipe4OvershootsAboveIt() throws {
    // recipe4: space below = 100 - 90 = 10, margin = 150 + 40 - 10 = 180, root top -180: field top 120 < 170.
    let fixture = try tiny(fixtureText.0, steps: fixtureText.1, controller: fixtureText.2)
    let violations = try Checker(fixture: fixture, policy: .recipe4).run()
    #expect(
      violations == [
        Violation(
          kind: .pushedOffTop, stepIndex: 2, step: .keyboardShow(.height(150), duration: 0.25, curve: 7),
          viewID: "field", detail: .aboveVisibleTop(top: 120, visibleTop: 170, isCaret: false))
      ])
    #expect(
      violations.first?.message
        == "step 2 (keyboard show): field pushed off the top: top 120 < visible top 170")
  }

  @Test func formSheetTopIsTheLimit() throws {
    // A form sheet at y 150 (below the window's safe top 20): the visible top is 150. The field
    // sits 150 into the sheet: window 300…340. Shelter moves the sheet 340 + 10 - 250 = 100, within
    // the 300 - 150 = 150 of room: top 200. Under recipe4 both controllers act, each with margin
    // 150 + 40 - (200 - 190) = 180: the root's top goes to -180 and the sheet's to -180 inside it,
    // so the field's top is -180 - 180 + 150 = -210.
    let sheet = """
      { "controller": { "id": "sheetController", "presentation": "formSheet", "avoidance": {},
        "view": { "id": "sheet", "frame": [20, 150, 160, 200],
          "subviews": [ { "id": "field", "kind": "textField", "frame": [10, 150, 140, 40] } ] } } }
      """
    let fixture = try tiny(sheet, steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }"#)
    #expect(try Checker(fixture: fixture).run().isEmpty)
    let violations = try Checker(fixture: fixture, policy: .recipe4).run()
    #expect(violations.map(\.kind).contains(.pushedOffTop))
    #expect(
      violations.first { $0.kind == .pushedOffTop }?.detail
        == .aboveVisibleTop(top: -210, visibleTop: 150, isCaret: false))
  }

  @Test func fieldThatStartedAboveTheTopIsNotBlamed() throws {
    // The field sits at y 0, under the 20 pt safe area, before any keyboard: nothing moved it there.
    // The layout puts it in the unsafe area from the load (0 < 20), and that is all that is wrong.
    let field = #"{ "id": "field", "kind": "textField", "frame": [10, 0, 180, 40] }"#
    let fixture = try tiny(field, steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }"#)
    #expect(try Checker(fixture: fixture).run().map(\.kind) == [.controlInUnsafeArea])
  }
}

@Suite("Checker: not restored after hide")
struct NotRestoredTests {
  /// A field high up, 100…140, never covered by a 150 keyboard (top 250).
  let highField = #"{ "id": "field", "kind": "textField", "frame": [10, 100, 180, 40] }"#
  let steps = #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }, { "keyboard": "hide" }"#

  @Test func shelterPutsEverythingBack() throws {
    let fixture = try tiny(lowField, steps: steps)
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  @Test func recipe2HidePathMovesAnUnmovedScreen() throws {
    // recipe2 did-show: space below 400 - 140 = 260 >= 150, no move. Will-hide moves the root's top
    // by 150 - 260 = -110 anyway: field y 100 - 110 = -10, against 100 before show.
    let fixture = try tiny(highField, steps: steps)
    let violations = try Checker(fixture: fixture, policy: .recipe2).run()
    #expect(
      violations == [
        Violation(
          kind: .notRestored, stepIndex: 3, step: .keyboardHide(duration: 0.25, curve: 7), viewID: "field",
          detail: .frameDiffers(component: .y, value: -10, reference: 100))
      ])
    #expect(
      violations.first?.message
        == "step 3 (keyboard hide): field not restored after hide: frame y -10 vs 100 before show")
  }

  @Test func resizeInBetweenIsJudgedAgainstTheKeyboardFreeScreen() throws {
    // recipe2 moves the root up 110 on every hide, as above. The resize hides the keyboard and
    // shows it again, as iOS does when the device turns, so the root is at −110 after it and at
    // −220 after the hide: the field at 100 − 220 = −120. After a resize while shown the reference
    // is the screen the same steps give without the keyboard, where the field is at 100.
    let fixture = try tiny(
      highField,
      steps:
        #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }, { "resize": [200, 400] }, { "keyboard": "hide" }"#
    )
    #expect(
      try Checker(fixture: fixture, policy: .recipe2).run().filter { $0.kind == .notRestored }.map(\.detail)
        == [
          .frameDiffers(component: .y, value: -120, reference: 100)
        ])
    #expect(
      try Checker(fixture: fixture, policy: .recipe2).run().first { $0.kind == .notRestored }?.message
        == "step 4 (keyboard hide): field not restored after hide: frame y -120 vs 100 without the keyboard")
  }

  @Test func userScrollThatAvoidanceNeverTouchedMayStay() throws {
    // The scroll view 0…100 is far above the keyboard: Shelter leaves it alone, the user scrolls it
    // to 30, and after hide it stays at 30 as it would had no keyboard come.
    let views = """
      { "id": "list", "kind": "scrollView", "frame": [0, 0, 200, 100], "contentSize": [200, 300],
        "subviews": [ { "id": "row", "kind": "label", "frame": [0, 50, 200, 20] } ] }, \(highField)
      """
    let fixture = try tiny(
      views,
      steps:
        #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }, { "scroll": "list", "offset": [0, 30] }, { "keyboard": "hide" }"#
    )
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }
}

@Suite("Checker: wandered")
struct WanderedTests {
  let steps =
    #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }, { "keyboard": "change", "height": 180 }"#

  @Test func shelterDependsOnTheStateOnly() throws {
    // 150: shift 100; 180 (top 220): shift 130, the same as showing 180 directly.
    let fixture = try tiny(lowField, steps: steps)
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  @Test func recipe2MovesAgainOnEveryChange() throws {
    // recipe2 uses the begin frame's height and moves relatively. Show: begin 150, space below
    // 400 - 340 = 60, top -90 (field 210, flush: covered). Change: begin 150 again, top -180, field
    // 120. Least movement from the lift of 90 needs 340 + 10 - (400 - 180) = 130: field at 170.
    let fixture = try tiny(lowField, steps: steps)
    let violations = try Checker(fixture: fixture, policy: .recipe2).run()
    #expect(violations.map(\.kind) == [.fieldCovered, .wandered])
    #expect(violations.last?.stepIndex == 3)
    #expect(violations.last?.detail == .frameDiffers(component: .y, value: 120, reference: 170))
    #expect(
      violations.last?.message
        == "step 3 (keyboard change): field wandered: frame y 120 vs 170 by least movement")
  }

  @Test func focusSwitchIsATrigger() throws {
    // recipe4 ignores focus: it keeps the margin of the first field, 150 + 40 - 60 = 130 (root -130),
    // so the high field 100…140 is at -30, above the visible top 20. Least movement clamps its lift
    // of 130 into 0 … 100 - 20 = 80: y 20.
    let views = lowField + #", { "id": "other", "kind": "textField", "frame": [10, 100, 180, 40] }"#
    let fixture = try tiny(
      views, steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }, { "focus": "other" }"#)
    #expect(try Checker(fixture: fixture).run().isEmpty)
    let violations = try Checker(fixture: fixture, policy: .recipe4).run()
    #expect(
      violations == [
        Violation(
          kind: .pushedOffTop, stepIndex: 3, step: .focus("other"), viewID: "other",
          detail: .aboveVisibleTop(top: -30, visibleTop: 20, isCaret: false)),
        Violation(
          kind: .wandered, stepIndex: 3, step: .focus("other"), viewID: "other",
          detail: .frameDiffers(component: .y, value: -30, reference: 20)),
      ])
  }
}

@Suite("Checker: least movement")
struct LeastMovementCheckTests {
  @Test func aFieldWithAvoidanceOffBelongsAtItsPlace() throws {
    // recipe1 lifts the root 340 - 250 = 90 for the low field (flush: covered) and keeps it when the
    // field 200…240, whose avoidance is off, is focused: 110 where it belongs at 200.
    let quiet =
      #"{ "id": "quiet", "kind": "textField", "frame": [10, 200, 180, 40], "avoidance": { "enabled": false } }"#
    let fixture = try tiny(
      lowField + ", " + quiet,
      steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }, { "focus": "quiet" }"#)
    #expect(try Checker(fixture: fixture).run().isEmpty)
    let violations = try Checker(fixture: fixture, policy: .recipe1).run()
    #expect(violations.map(\.kind) == [.fieldCovered, .wandered])
    #expect(violations.last?.detail == .frameDiffers(component: .y, value: 110, reference: 200))
  }

  @Test func keepingAClearLiftIsNotWandering() throws {
    // recipe1 keeps its lift of 90 when the high field 150…190 is focused: at 60…100 it is clear of
    // the keyboard (top 250) and below the visible top 20, so least movement keeps it too.
    let high = #"{ "id": "high", "kind": "textField", "frame": [10, 150, 180, 40] }"#
    let fixture = try tiny(
      lowField + ", " + high,
      steps: #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }, { "focus": "high" }"#)
    #expect(try Checker(fixture: fixture, policy: .recipe1).run().map(\.kind) == [.fieldCovered])
  }
}

@Suite("Checker: moved under a floating keyboard")
struct FloatingKeyboardTests {
  /// A 100×100 keyboard floating in the middle of the screen: it spans neither the width nor reaches
  /// the bottom, so it is not docked.
  let steps = #"{ "focus": "field" }, { "keyboard": "show", "frame": [50, 200, 100, 100] }"#

  @Test func shelterMovesNothing() throws {
    #expect(try Checker(fixture: try tiny(lowField, steps: steps)).run().isEmpty)
  }

  @Test func aFloatingKeyboardFromHiddenPostsNoShowForRecipe1ToMisread() throws {
    // A keyboard that is not docked arriving from hidden posts only will- and did-change-frame,
    // as focus-driven ones do; recipe1 acts on will-show, so it moves nothing.
    #expect(try Checker(fixture: try tiny(lowField, steps: steps), policy: .recipe1).run().isEmpty)
  }

  @Test func recipe1TakesAFloatingKeyboardReplacingADockedOneForADockedOne() throws {
    // Docked 150 (top 250): recipe1 shifts the field's bottom 340 to 250, y 300 − 90 = 210. The
    // change to the floating frame posts will-hide: recipe1 puts the root back (y 300).
    let steps =
      #"{ "focus": "field" }, { "keyboard": "show", "height": 150 }, { "keyboard": "change", "frame": [50, 200, 100, 100] }"#
    let snapshots = try Simulation(fixture: try tiny(lowField, steps: steps), policy: .recipe1).run()
    #expect(snapshots[2].frames.first { $0.id == "field" }?.frame.minY == 210)
    #expect(snapshots[3].frames.first { $0.id == "field" }?.frame.minY == 300)
    #expect(snapshots[3].notifications.map(\.name).contains("UIKeyboardWillHideNotification"))
  }
}

@Suite("Checker: policies and errors")
struct CheckerSetupTests {
  @Test func everyPolicyNameIsAccepted() throws {
    let fixture = try tiny(lowField, steps: "")
    for policy in AvoidancePolicyID.allCases {
      #expect(try Checker(fixture: fixture, policy: policy).run().isEmpty)
    }
  }

  @Test func stepThatCannotBeAppliedIsNamed() throws {
    // Valid JSON and ids, but nothing is focused to navigate from. The error points at the step's
    // value in the file: line 11 is `  "steps": [{ "navigate": "next" }]`, "next" starts at column 27.
    let fixture = try tiny(lowField, steps: #"{ "navigate": "next" }"#)
    #expect(
      throws: FixtureError(
        path: "steps[0].navigate", line: 11, column: 27, message: "no text input is focused")
    ) {
      try Checker(fixture: fixture).run()
    }
  }

  @Test(arguments: [(310.5, "310.5"), (311.0, "311"), (513.7149, "513.71"), (-0.001, "0"), (-27.0, "-27")])
  func numbersAreRoundedToHundredths(value: Double, text: String) {
    #expect(NumberText.hundredths(value) == text)
  }
}

@Suite("Fixture on a device")
struct FixtureOnDeviceTests {
  /// A 390×844 (iPhone 14) fixture with full-screen root, a smaller view, and every kind of keyboard step.
  func phoneFixture() throws -> Fixture {
    try Fixture(
      json: """
        {
          "format": "shelter-fixture/1", "name": "phone",
          "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0] },
          "window": { "frame": [0, 0, 390, 844], "controller": { "id": "c",
            "view": { "id": "root", "frame": [0, 0, 390, 844],
              "subviews": [ { "id": "field", "kind": "textField", "frame": [20, 600, 350, 44] } ] } } },
          "steps": [
            { "keyboard": "show", "height": 336 },
            { "keyboard": "change", "height": 292 },
            { "keyboard": "change", "height": 55 },
            { "keyboard": "change", "height": 300 },
            { "keyboard": "change", "frame": [0, 508, 390, 336] },
            { "keyboard": "change", "frame": [50, 400, 200, 200] },
            { "resize": [844, 390] },
            { "keyboard": "change", "height": 209 }
          ]
        }
        """)
  }

  @Test func iPhoneSEGetsItsScreenAndKeyboards() throws {
    let device = try #require(DeviceProfile.named("iphone-se-3"))
    let moved = try phoneFixture().onDevice(device)
    #expect(moved.screenSize == .init(width: 375, height: 667))
    #expect(moved.safeArea == .init(top: 20, left: 0, bottom: 0, right: 0))
    #expect(moved.windowFrame == .init(x: 0, y: 0, width: 375, height: 667))
    // The full-screen root follows (375×667, center at its middle); the field keeps its frame.
    let root = try #require(moved.nodes.first { $0.id == "root" })
    #expect(root.bounds.size == .init(width: 375, height: 667))
    #expect(root.center == .init(x: 187.5, y: 333.5))
    let field = try #require(moved.nodes.first { $0.id == "field" })
    #expect(field.center == .init(x: 195, y: 622))
    #expect(
      moved.steps == [
        // iPhone 14 docked 336 → SE docked 260; plain 292 → SE plain 216; a 55 bar stays; an unknown
        // 300 becomes the docked 260.
        .keyboardShow(.height(260), duration: 0.25, curve: 7),
        .keyboardChange(.height(216), duration: 0.25, curve: 7),
        .keyboardChange(.height(55), duration: 0.25, curve: 7),
        .keyboardChange(.height(260), duration: 0.25, curve: 7),
        // Docked frame: re-laid at the bottom, 667 - 260 = 407, full width.
        .keyboardChange(.frame(.init(x: 0, y: 407, width: 375, height: 260)), duration: 0.25, curve: 7),
        // Floating: same size and distance from the bottom (844 - 600 = 244, so y 667 - 244 - 200 =
        // 223), re-centred: x 50 + (375 - 390) / 2 = 42.5.
        .keyboardChange(.frame(.init(x: 42.5, y: 223, width: 200, height: 200)), duration: 0.25, curve: 7),
        // Landscape: the SE's 667×375, and the iPhone 14 landscape docked 209 → SE landscape docked 200.
        .resize(.init(width: 667, height: 375)),
        .keyboardChange(.height(200), duration: 0.25, curve: 7),
      ])
  }

  @Test func unknownSourceScreenMapsEveryKeyboardToDocked() throws {
    // 200×400 matches no profile: 150 becomes the iPhone 15's docked 336, a 55 bar stays.
    let fixture = try tiny(
      lowField, steps: #"{ "keyboard": "show", "height": 150 }, { "keyboard": "change", "height": 55 }"#)
    let moved = fixture.onDevice(try #require(DeviceProfile.named("iphone-15")))
    #expect(
      moved.steps == [
        .keyboardShow(.height(336), duration: 0.25, curve: 7),
        .keyboardChange(.height(55), duration: 0.25, curve: 7),
      ])
  }
}

@Suite("Check report")
struct CheckReportTests {
  let violation = Violation(
    kind: .wandered, stepIndex: 4, step: .keyboardChange(.height(292), duration: 0.25, curve: 7),
    viewID: "email",
    detail: .frameDiffers(component: .y, value: 311, reference: 325))

  @Test func lineNamesFilePolicyStepViewAndNumbers() {
    let run = CheckRun(label: "login.json", fixture: "login", policy: "recipe2", violations: [violation])
    #expect(
      CheckReport.line(violation, in: run)
        == "login.json [recipe2] step 4 (keyboard change): email wandered: frame y 311 vs 325 by least movement"
    )
    let onDevice = CheckRun(
      label: "login.json", fixture: "login", policy: "recipe2", device: "iphone-se-3", violations: [violation]
    )
    #expect(CheckReport.line(violation, in: onDevice).hasPrefix("login.json [recipe2 @ iphone-se-3] step 4"))
  }

  @Test func summaryCountsPerFixtureAndPolicy() {
    let runs = [
      CheckRun(label: "a.json", fixture: "a", policy: "shelter", violations: []),
      CheckRun(label: "a.json", fixture: "a", policy: "recipe2", violations: [violation, violation]),
      CheckRun(label: "long-name.json", fixture: "b", policy: "shelter", violations: []),
      CheckRun(label: "long-name.json", fixture: "b", policy: "recipe2", violations: [violation]),
    ]
    #expect(
      CheckReport.summary(runs) == """
        fixture         shelter  recipe2
        a.json                0        2
        long-name.json        0        1
        total                 0        3

        3 violations in 4 runs

        """)
  }

  @Test func emptySummarySaysSo() {
    let runs = [CheckRun(label: "a.json", fixture: "a", policy: "shelter", violations: [])]
    #expect(CheckReport.text(runs).hasSuffix("\nno violations in 1 run\n"))
  }

  @Test func jsonCarriesTheNumbers() {
    let run = CheckRun(label: "login.json", fixture: "login", policy: "recipe2", violations: [violation])
    let json = CheckReport.json([run], pretty: false)
    #expect(
      json == """
        {"format":"shelter-check/1","violationCount":1,"runs":[{"file":"login.json","fixture":"login",\
        "policy":"recipe2","device":null,"violations":[{"index":4,"step":{"keyboard":"change","height":292},\
        "kind":"wandered","view":"email","message":"step 4 (keyboard change): email wandered: frame y 311 vs 325 \
        by least movement","component":"y","value":311,"reference":325}]}]}

        """)
  }
}

@Suite("Violation kinds")
struct ViolationKindTests {
  @Test func everyKindInTheOrderOfTheRulesWithItsWords() {
    // docs/comparison.md lists the rules in this order, then the two checked over time, then
    // docs/layout.md's layout rules; the words are those a message puts after the view id ("email
    // wandered", "root jumped", "field clipped").
    #expect(
      Violation.Kind.all.map(\.rawValue) == [
        "fieldCovered", "pushedOffTop", "notRestored", "wandered", "movedUnderFloatingKeyboard",
        "coveredDuringAnimation", "jump", "unsatisfiableConstraints", "ambiguousLayout", "inputClipped",
        "inputOffScreen", "controlInUnsafeArea", "controlsOverlap",
      ])
    #expect(
      Violation.Kind.all.map(\.verb) == [
        "covered", "pushed off the top", "not restored after hide", "wandered",
        "moved under a floating keyboard", "covered during the animation", "jumped",
        "unsatisfiable constraints",
        "ambiguous layout", "clipped", "off the screen", "in the unsafe area", "overlaps a sibling",
      ])
    #expect(Array(Violation.Kind.all.suffix(6)) == Violation.Kind.layout)
  }

  @Test func eachRuleIsOneFileAndItsHelpNamesASectionOfTheDocs() throws {
    // Sources/ShelterSimulation/Rules/FieldCoveredRule.swift names `fieldCovered`, and its help
    // `docs/avoidance.md#how-far-least-movement` is GitHub's anchor of "## How far: least movement".
    func anchor(_ heading: String) -> String {
      String(
        heading.lowercased().compactMap {
          $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : nil
        })
    }
    #expect(anchor("How far: least movement") == "how-far-least-movement")
    for rule in CheckRules.all {
      let file = PackageFiles.root.appendingPathComponent(
        "Sources/ShelterSimulation/Rules/\(String(describing: rule)).swift")
      let source = try String(contentsOf: file, encoding: .utf8)
      #expect(source.contains("Violation.Kind(rawValue: \"\(rule.kind.rawValue)\")"), "\(rule)")
      let parts = rule.help.split(separator: "#").map(String.init)
      try #require(parts.count == 2)
      let page = try String(
        contentsOf: PackageFiles.root.appendingPathComponent(parts[0]), encoding: .utf8)
      let headings = page.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
        anchor(String($0.drop { $0 == "#" }.drop { $0 == " " }))
      }
      #expect(headings.contains(parts[1]), "\(rule.help)")
    }
  }

  @Test func aKindTheCheckerDoesNotKnowReadsAsItsName() {
    #expect(Violation.Kind(rawValue: "overlapsToolbar").verb == "overlapsToolbar")
  }
}
