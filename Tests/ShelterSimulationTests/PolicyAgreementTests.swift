import Foundation
import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterTestSupport
import ShelterViews
import Testing

/// The frame of a view in a snapshot.
private func frame(_ snapshot: StepSnapshot, _ id: String) -> Rect? {
  snapshot.frames.first { $0.id == id }?.frame
}

/// A 393 × 852 screen with a 47-point safe top, a 91-point header and under it a scroll view
/// (91…852, 761 tall, no automatic insets) holding sixteen 44-point rows, row i at content y
/// 10 + 60 i, so window y 101 + 60 i: row5 at 401…445, row15 at 1001…1045. Content 970 tall.
private func formUnderHeader(strategy: String, steps: String) throws -> Fixture {
  let rows = (0..<16).map {
    #"{ "id": "row\#($0)", "kind": "textField", "frame": [20, \#(10 + 60 * $0), 353, 44] }"#
  }
  return try Fixture(
    json: """
      {
        "format": "shelter-fixture/1", "name": "form-under-header",
        "screen": { "size": [393, 852], "safeArea": [47, 0, 34, 0] },
        "window": { "frame": [0, 0, 393, 852], "controller": { "id": "controller",
          "avoidance": { "strategy": "\(strategy)", "distance": 10 },
          "view": { "id": "root", "frame": [0, 0, 393, 852], "subviews": [
            { "id": "header", "kind": "view", "frame": [0, 0, 393, 91] },
            { "id": "form", "kind": "scrollView", "frame": [0, 91, 393, 761], "contentSize": [393, 970],
              "contentInsetAdjustmentBehavior": "never", "subviews": [\(rows.joined(separator: ", "))] }
          ] } } },
        "steps": [\(steps)]
      }
      """)
}

/// iPad (10th generation) held upright with a software keyboard: a scroll view filling the root
/// (no automatic inset) whose content is `contentHeight` tall holds `notes` at `notesY`; the steps
/// focus it, attach a hardware keyboard and resign.
private func hardwareKeyboardOverScrollForm(contentHeight: Double, notesY: Double) throws -> Fixture {
  try Fixture(
    json: """
      {
        "format": "shelter-fixture/1", "name": "hardware-keyboard-over-scroll",
        "screen": { "device": "ipad-10", "keyboard": "software" },
        "window": { "controller": { "id": "controller", "avoidance": { "strategy": "scroll", "distance": 10 },
          "view": { "id": "root", "frame": [0, 0, 820, 1180], "subviews": [
            { "id": "form", "kind": "scrollView", "frame": [0, 0, 820, 1180], "contentSize": [820, \(contentHeight)],
              "contentInsetAdjustmentBehavior": "never",
              "subviews": [ { "id": "notes", "kind": "textField", "frame": [20, \(notesY), 780, 44] } ] }
          ] } } },
        "steps": [{ "focus": "notes" }, { "hardwareKeyboard": true }, { "resign": true }]
      }
      """)
}

/// 390 × 844 with a scroll view filling the root (both follow a resize; no automatic inset, content
/// 1,500) holding `first` at 600…644 and `second` at 700…744, playing `steps`.
private func twoFieldScrollForm(steps: String) throws -> Fixture {
  try Fixture(
    json: """
      {
        "format": "shelter-fixture/1", "name": "two-field-scroll-form",
        "screen": { "size": [390, 844] },
        "window": { "controller": { "id": "controller", "avoidance": { "strategy": "scroll", "distance": 10 },
          "view": { "id": "root", "frame": [0, 0, 390, 844], "autoresize": "W+H", "subviews": [
            { "id": "form", "kind": "scrollView", "frame": [0, 0, 390, 844], "autoresize": "W+H",
              "contentSize": [390, 1500], "contentInsetAdjustmentBehavior": "never", "subviews": [
              { "id": "first", "kind": "textField", "frame": [20, 600, 350, 44] },
              { "id": "second", "kind": "textField", "frame": [20, 700, 350, 44] } ] }
          ] } } },
        "steps": [\(steps)]
      }
      """)
}

/// Whether a measured value equals a worked one up to floating-point rounding.
private func close(_ value: Double?, _ expected: Double) -> Bool {
  value.map { abs($0 - expected) < 1e-6 } ?? false
}

@Suite("The policy and the rules share one visible top")
struct SharedVisibleTopTests {
  @Test func aScrollViewUnderAHeaderStopsTheVisibleTop() throws {
    let scene = try Scene(fixture: try formUnderHeader(strategy: "scroll", steps: ""))
    let row = try #require(scene.viewsByID["row5"])
    // The scroll view's top edge, 91, is below the safe top, 47.
    #expect(KeyboardGeometry.visibleTop(above: row, in: scene.window) == 91)
    let header = try #require(scene.viewsByID["header"])
    #expect(KeyboardGeometry.visibleTop(above: header, in: scene.window) == 47)
  }

  @Test func aRowScrolledUnderTheHeaderComesBackToTheScrollViewsTop() throws {
    // Keyboard 336: top 852 − 336 = 516. Focusing row15 (bottom 1045) scrolls 1045 + 10 − 516 = 539.
    // The extra inset is the overlap 852 − 516 = 336 plus 10, so the offset may reach
    // 970 + 346 − 761 = 555 ≥ 539. Row5 is then at 401 − 539 = −138, under the header. Focusing it,
    // least movement clamps 539 into [max(0, 445 + 10 − 516) = 0, 401 − 91 = 310]: 310, row5 at 91.
    let fixture = try formUnderHeader(
      strategy: "scroll",
      steps: #"{ "focus": "row15" }, { "keyboard": "show", "height": 336 }, { "focus": "row5" }"#)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(close(frame(snapshots[2], "row15")?.minY, 1001 - 539))
    #expect(close(frame(snapshots[3], "row5")?.minY, 91))
    #expect(try Checker(fixture: fixture).run().map(\.message) == [])
  }
}

/// An iPhone 15 (393 × 852) with a software keyboard: its docked keyboard is 336 tall, top 516.
/// `email` is focused at load at 700…744; `name` sits at 100…144.
private func focusedAtLoad(steps: String) throws -> Fixture {
  try Fixture(
    json: """
      {
        "format": "shelter-fixture/1", "name": "focused-at-load",
        "screen": { "device": "iphone-15", "keyboard": "software" },
        "window": { "controller": { "id": "controller", "avoidance": { "strategy": "transform", "distance": 10 },
          "view": { "id": "root", "frame": [0, 0, 393, 852], "subviews": [
            { "id": "name", "kind": "textField", "frame": [20, 100, 353, 44] },
            { "id": "email", "kind": "textField", "frame": [20, 700, 353, 44], "isFirstResponder": true }
          ] } } },
        "steps": [\(steps)]
      }
      """)
}

@Suite("The load is a step")
struct LoadIsAStepTests {
  @Test func aFieldFocusedAtLoadIsLiftedAtLoad() throws {
    // The keyboard comes up at load: lift 744 + 10 − 516 = 238, email at 700 − 238 = 462.
    let snapshots = try Simulation(fixture: try focusedAtLoad(steps: "")).run()
    #expect(snapshots[0].keyboardFrameOnScreen == Rect(x: 0, y: 516, width: 393, height: 336))
    #expect(close(frame(snapshots[0], "email")?.minY, 462))
    #expect(try Checker(fixture: try focusedAtLoad(steps: "")).run().isEmpty)
  }

  @Test func theLoadIsJudgedAsStepZero() throws {
    // Recipe 1 puts the field's bottom on the keyboard's top: 516 + 10 > 516, at the load.
    let violations = try Checker(fixture: try focusedAtLoad(steps: ""), policy: .recipe1).run()
    #expect(
      violations.map(\.message) == [
        "step 0 (load): email covered: bottom 516 + distance 10 > keyboard top 516"
      ])
    #expect(violations.first?.step == nil)
  }

  @Test func focusingTheFocusedFieldAgainOrNavigatingPastTheEndKeepsItsPlace() throws {
    // email is the last field: `navigate next` stays on it. Each plans again and least movement
    // keeps the 238 lift; hiding puts it back at 700.
    let fixture = try focusedAtLoad(
      steps: #"{ "focus": "email" }, { "navigate": "next" }, { "resign": true }"#)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(close(frame(snapshots[1], "email")?.minY, 462))
    #expect(close(frame(snapshots[2], "email")?.minY, 462))
    #expect(close(frame(snapshots[3], "email")?.minY, 700))
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }
}

@Suite("A focus switch that changes the keyboard")
struct FocusSwitchWithANewKeyboardTests {
  @Test func theSignInFormIsJudgedAsTwoEvents() throws {
    // Fixtures/sign-in-software-keyboard.json on an iPhone 15: email 500…544 and password 560…604
    // bring the 336 keyboard (top 516), code 620…664 the number pad (292, top 560).
    // Lifts: email 544 + 10 − 516 = 38; password [98, …] → 98; code begins editing with the 336
    // keyboard still up: [674 − 516 = 158, …] → 158, then the number pad: [674 − 560 = 114, 561]
    // keeps 158. code at 620 − 158 = 462.
    let url = FixtureGalleryFiles.directory.appendingPathComponent("sign-in-software-keyboard.json")
    let fixture = try Fixture(json: String(contentsOf: url, encoding: .utf8))
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(snapshots[3].keyboardFrameOnScreen?.minY == 560)
    #expect(close(frame(snapshots[3], "code")?.minY, 462))
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }
}

@Suite("Scroll views inside a moved view")
struct ScrollViewsInsideAMovedViewTests {
  @Test func theFrameStrategyIsNotUndoneByAnAdjustingScrollView() throws {
    // 393 × 852, safe area 59 top and 34 bottom. The scroll view fills the root and, its content
    // (1,200) taller than it, adjusts its inset automatically (59 top), resting at offset −59, so `field` (content y 700…744) is at
    // 759…803. Keyboard 336, top 516: the root's frame moves up 803 + 10 − 516 = 297, field at 462.
    // The scroll view's safe-area top grows to 59 + 297 = 356; its content stays where it is.
    let fixture = try Fixture(
      json: """
        {
          "format": "shelter-fixture/1", "name": "frame-over-scroll",
          "screen": { "size": [393, 852], "safeArea": [59, 0, 34, 0] },
          "window": { "frame": [0, 0, 393, 852], "controller": { "id": "controller",
            "avoidance": { "strategy": "frame", "distance": 10 },
            "view": { "id": "root", "frame": [0, 0, 393, 852], "subviews": [
              { "id": "form", "kind": "scrollView", "frame": [0, 0, 393, 852], "contentSize": [393, 1200],
                "subviews": [ { "id": "field", "kind": "textField", "frame": [20, 700, 353, 44] } ] }
            ] } } },
          "steps": [{ "focus": "field" }, { "keyboard": "show", "height": 336 }, { "keyboard": "hide" }]
        }
        """)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(close(frame(snapshots[1], "field")?.minY, 759))
    #expect(close(frame(snapshots[2], "root")?.minY, -297))
    #expect(close(frame(snapshots[2], "field")?.minY, 462))
    #expect(close(frame(snapshots[3], "field")?.minY, 759))
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  @Test func attachingAHardwareKeyboardKeepsALiftedScrollFormInPlace() throws {
    // iPad (10th generation), 820 × 1180: docked keyboard 333 (top 847), hardware bar 75 (top 1105).
    // A scroll view filling the root (no automatic inset, content 1180) holds `notes` at 1000…1044.
    // Focus: lift 1044 + 10 − 847 = 207 by offset, with 1180 − 847 + 10 = 343 of extra inset;
    // notes at 793. The bar: least movement keeps 207 (clear range [0, 976]); its own extra inset,
    // 1180 − 1105 + 10 = 85, would clamp the offset to 85 and drop notes to 915: the inset keeps 207.
    let fixture = try hardwareKeyboardOverScrollForm(contentHeight: 1180, notesY: 1000)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(snapshots[1].keyboardFrameOnScreen?.minY == 847)
    #expect(close(frame(snapshots[1], "notes")?.minY, 793))
    #expect(snapshots[2].keyboardFrameOnScreen?.minY == 1105)
    #expect(close(frame(snapshots[2], "notes")?.minY, 793))
    #expect(close(frame(snapshots[3], "notes")?.minY, 1000))
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }
}

@Suite("Seeds the random scenarios found, minimised")
struct RandomScenarioRegressionTests {
  @Test func aHardwareKeyboardKeepsTheLiftOfAFormShorterThanItsScrollView() throws {
    // iPad (10th generation), 820 × 1180: docked keyboard top 847, hardware bar top 1105. The
    // scroll view fills the root (no automatic inset) and its content (1,000) is shorter than it.
    // `notes` at 900…944. Focus: lift 944 + 10 − 847 = 107, extra inset 1180 − 847 + 10 = 343
    // (farthest offset 1000 + 343 − 1180 = 163), notes at 793. The bar's own extra inset, 85, lets
    // the content reach only 1000 + 85 − 1180 = −95, floored at 0: keeping 107 needs 202 more.
    let fixture = try hardwareKeyboardOverScrollForm(contentHeight: 1000, notesY: 900)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(snapshots[1].keyboardFrameOnScreen?.minY == 847)
    #expect(close(frame(snapshots[1], "notes")?.minY, 793))
    #expect(snapshots[2].keyboardFrameOnScreen?.minY == 1105)
    #expect(close(frame(snapshots[2], "notes")?.minY, 793))
    #expect(close(frame(snapshots[3], "notes")?.minY, 900))
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  @Test func whereTheUserScrolledIsWhereTheScreenGoesBackAfterATurn() throws {
    // 390 × 844, a scroll view filling the root (no automatic inset, content 1,500), `first` at
    // 600…644 and `second` at 700…744. A 300-point keyboard (top 544) for `second`: offset
    // 744 + 10 − 544 = 210. The user scrolls to 100 (`first` at 500). Focusing `first` lifts it
    // the least from there: 644 − 100 + 10 − 544 = 10, offset 110. The screen turns to 844 × 390
    // and the keyboard hides: the offset goes back to the user's 100, as on the screen the
    // keyboard never came to, so `first` is at 500 and `second` at 600.
    let fixture = try twoFieldScrollForm(
      steps: """
        { "focus": "second" }, { "keyboard": "show", "height": 300 }, { "scroll": "form", "offset": [0, 100] },
        { "focus": "first" }, { "resize": [844, 390] }, { "keyboard": "hide" }
        """)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(close(frame(snapshots[2], "second")?.minY, 490))
    #expect(close(frame(snapshots[3], "first")?.minY, 500))
    #expect(close(frame(snapshots[4], "first")?.minY, 490))
    #expect(close(frame(snapshots[6], "first")?.minY, 500))
    #expect(close(frame(snapshots[6], "second")?.minY, 600))
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  @Test func hideKeepsWhereTheUserScrolledAndTheNextShowMovesLeastFromThere() throws {
    // The screen above without the turn: `second` lifted to 490 (offset 210), the user scrolls to
    // 100 (`second` at 600), the keyboard hides and the offset stays at the user's 100. Shown
    // again, `second` at 600…644 needs 644 + 10 − 544 = 110 more: offset 210, `second` at 490.
    // Focusing `first` (at 390, clear) moves nothing.
    let fixture = try twoFieldScrollForm(
      steps: """
        { "focus": "second" }, { "keyboard": "show", "height": 300 }, { "scroll": "form", "offset": [0, 100] },
        { "keyboard": "hide" }, { "keyboard": "show", "height": 300 }, { "focus": "first" }
        """)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(close(frame(snapshots[2], "second")?.minY, 490))
    #expect(close(frame(snapshots[4], "second")?.minY, 600))
    #expect(close(frame(snapshots[5], "second")?.minY, 490))
    #expect(close(frame(snapshots[6], "first")?.minY, 390))
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  @Test func aFieldAboveTheTopComesDownAsFarAsItsScrollViewAllows() throws {
    // iPhone 14 held landscape (844 × 390, safe top 0): a scroll view filling the root (no
    // automatic inset, content 1,000) scrolled by the user to 20, so `name` (content y 12) is at
    // −8, above the visible top 0. Focused: brought down to 0 (offset 12). Turned upright (safe top
    // 47) it would need offset 20 − 55 = −35 to reach 47; the top edge stops it at offset 0, so
    // `name` is at 12, as far down as it can come.
    let fixture = try Fixture(
      json: """
        {
          "format": "shelter-fixture/1", "name": "field-above-the-top",
          "screen": { "device": "iphone-14", "orientation": "landscape", "keyboard": "software" },
          "window": { "controller": { "id": "controller", "avoidance": { "strategy": "scroll", "distance": 10 },
            "view": { "id": "root", "frame": [0, 0, 844, 390], "autoresize": "W+H", "subviews": [
              { "id": "form", "kind": "scrollView", "frame": [0, 0, 844, 390], "autoresize": "W+H",
                "contentSize": [844, 1000], "contentInsetAdjustmentBehavior": "never", "subviews": [
                { "id": "name", "kind": "textField", "frame": [20, 12, 350, 44], "autoresize": "W" } ] }
            ] } } },
          "steps": [{ "scroll": "form", "offset": [0, 20] }, { "focus": "name" }, { "orientation": "portrait" }]
        }
        """)
    let snapshots = try Simulation(fixture: fixture).run()
    #expect(close(frame(snapshots[1], "name")?.minY, -8))
    #expect(close(frame(snapshots[2], "name")?.minY, 0))
    #expect(close(frame(snapshots[3], "name")?.minY, 12))
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }
}
