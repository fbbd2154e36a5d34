import ShelterTestSupport
import ShelterTesting
import Testing
import XCTest

/// Screens laid out by constraints written with the DSL's anchors, on an iPhone SE (375 × 667,
/// safe area 20 at the top, none at the bottom, docked keyboard 260 upright). Margins: a
/// controller's root view 16 at the sides in a compact-width window (20 in a regular one) and 0
/// top and bottom, moved in by the safe area; any other view 8 on every edge.
enum ConstraintScreens {
  /// A title and a card holding two fields, placed by margins.
  static func form() -> ScreenSpec {
    ScreenSpec("form", device: "iphone-se-3") {
      ControllerSpec("form", rootID: "root") {
        ViewSpec("title", .label).placedByConstraints()
          .pin(.top, to: .layoutMargins(.top), constant: 24)
          .pin(.leading, to: .layoutMargins(.leading))
          .pin(.trailing, to: .layoutMargins(.trailing))
          .size(height: 34)
        ViewSpec("card") {
          ViewSpec("email", .textField).placedByConstraints()
            .pin(.top, to: .layoutMargins(.top))
            .pin(.leading, to: .layoutMargins(.leading))
            .pin(.trailing, to: .layoutMargins(.trailing))
            .size(height: 44)
          ViewSpec("password", .textField).placedByConstraints()
            .pin(.top, to: .view("email", .bottom), constant: 12)
            .pin(.leading, to: .view("email", .leading))
            .pin(.width, to: .view("email", .width))
            .pin(.bottom, to: .layoutMargins(.bottom))
            .size(height: 44)
        }
        .placedByConstraints()
        .pin(.top, to: .view("title", .bottom), constant: 16)
        .pin(.leading, to: .superview(.leading), constant: 16)
        .pin(.trailing, to: .layoutMargins(.trailing))
      }
    }
  }

  /// An input bar on the root view's keyboard layout guide, holding a composer.
  static func chat() -> ScreenSpec {
    ScreenSpec("chat", device: "iphone-se-3") {
      ControllerSpec("chat", rootID: "root", avoidance: AvoidanceSettings(distance: 8)) {
        ViewSpec("bar") {
          ViewSpec("composer", .textView).placedByConstraints()
            .pin(.top, to: .superview(.top), constant: 8)
            .pin(.bottom, to: .superview(.bottom), constant: -8)
            .pin(.leading, to: .superview(.leading), constant: 12)
            .pin(.trailing, to: .superview(.trailing), constant: -12)
        }
        .placedByConstraints()
        .pin(.leading, to: .superview(.leading))
        .pin(.trailing, to: .superview(.trailing))
        .pin(.bottom, to: .keyboardLayoutGuide(.top), of: "root", id: "barBottom")
        .size(height: 52)
      }
    }
  }

  /// A banner under the safe area whose top, height and label change in steps.
  static func banner() -> ScreenSpec {
    ScreenSpec("banner", device: "iphone-se-3") {
      ControllerSpec("profile", rootID: "root") {
        ViewSpec("banner").placedByConstraints()
          .pin(.top, to: .safeArea(.top), constant: 20, id: "bannerTop")
          .pin(.leading, to: .superview(.leading))
          .pin(.trailing, to: .superview(.trailing))
          .size(height: 60, priority: .defaultHigh)
          .pin(.height, equalToConstant: 120, id: "tall", active: false)
        ViewSpec("name", .label).placedByConstraints()
          .intrinsicContentSize(Size(width: 120, height: 21))
          .pin(.top, to: .view("banner", .bottom), constant: 8)
          .pin(.leading, to: .layoutMargins(.leading))
          .pin(.trailing, lessThanOrEqualTo: .layoutMargins(.trailing))
      }
    }
  }

  /// A banner made in code: its mask left on, so UIKit holds it at its frame, and constraints
  /// that would move it.
  static func conflicting() -> ScreenSpec {
    ScreenSpec("conflict", device: "iphone-se-3") {
      ControllerSpec("profile", rootID: "root") {
        ViewSpec("banner", .label, frame: Rect(x: 0, y: 0, width: 375, height: 100))
          .pin(.top, to: .safeArea(.top), id: "bannerTop")
          .pin(.leading, to: .superview(.leading))
          .pin(.trailing, to: .superview(.trailing))
          .pin(.height, equalToConstant: 60, id: "bannerHeight")
      }
    }
  }

  /// Two views whose constraints fix their position but not their size.
  static func ambiguous() -> ScreenSpec {
    ScreenSpec("ambiguous", device: "iphone-se-3") {
      ControllerSpec("profile", rootID: "root") {
        ViewSpec("avatar", .imageView).placedByConstraints()
          .pin(.top, to: .safeArea(.top))
          .pin(.leading, to: .layoutMargins(.leading))
        ViewSpec("name", .label).placedByConstraints()
          .pin(.top, to: .view("avatar", .bottom), constant: 8)
          .pin(.leading, to: .view("avatar", .leading))
          .size(height: 21)
      }
    }
  }
}

@Suite("Constraints in screen specs")
struct ConstraintSpecTests {
  @Test func aFormPinnedByMarginsOnAniPhoneSE() throws {
    var form = try Scenario(ConstraintScreens.form())
    // Root margins: 16 at the sides, top 0 + safe 20. The title at 20 + 24 = 44, 375 − 32 = 343
    // wide; the card 16 below it at 44 + 34 + 16 = 94, from 16 to the margin at 359. The card's
    // margins are 8: email at [8, 8] in it, 343 − 16 = 327 wide; password at 8 + 44 + 12 = 64;
    // the card ends at its bottom margin, 64 + 44 + 8 = 116 high.
    #expect(form.current["title"] == Rect(x: 16, y: 44, width: 343, height: 34))
    #expect(form.current["card"] == Rect(x: 16, y: 94, width: 343, height: 116))
    #expect(form.current["email"] == Rect(x: 24, y: 102, width: 327, height: 44))
    #expect(form.current["password"] == Rect(x: 24, y: 158, width: 327, height: 44))
    expect(form, .noUnsatisfiableConstraints())
    expect(form, .noAmbiguousLayout())
    // Turned, 667 × 375 with no safe area and a regular-width window: root margins 20, top 0.
    try form.rotate(to: .landscape)
    #expect(form.current["title"] == Rect(x: 20, y: 24, width: 627, height: 34))
    #expect(form.current["card"] == Rect(x: 16, y: 74, width: 631, height: 116))
    #expect(form.current["email"] == Rect(x: 24, y: 82, width: 615, height: 44))
    expect(form, .noUnsatisfiableConstraints())
    expect(form, .noAmbiguousLayout())
  }

  @Test func eachConstraintIsInstalledOnTheNearestCommonAncestorOfItsViews() throws {
    let fixture = try ConstraintScreens.form().fixture()
    func installed(_ id: String) -> [String] {
      fixture.nodes.first { $0.id == id }?.constraints.map(\.expression.description) ?? []
    }
    #expect(
      installed("root") == [
        "title.top == root.layoutMarginsGuide.top + 24", "title.leading == root.layoutMarginsGuide.leading",
        "title.trailing == root.layoutMarginsGuide.trailing", "card.top == title.bottom + 16",
        "card.leading == root.leading + 16", "card.trailing == root.layoutMarginsGuide.trailing",
      ])
    #expect(installed("title") == ["title.height == 34"])
    #expect(
      installed("card") == [
        "email.top == card.layoutMarginsGuide.top", "email.leading == card.layoutMarginsGuide.leading",
        "email.trailing == card.layoutMarginsGuide.trailing", "password.top == email.bottom + 12",
        "password.leading == email.leading", "password.width == email.width",
        "password.bottom == card.layoutMarginsGuide.bottom",
      ])
    #expect(installed("email") == ["email.height == 44"])
    #expect(fixture.nodes.first { $0.id == "card" }?.translatesAutoresizingMaskIntoConstraints == false)
    // Views placed by constraints start at a zero frame, as `UIView()` does.
    #expect(fixture.nodes.first { $0.id == "email" }?.frame == .zero)
    // The fixture JSON carries the constraints: it reads back as the same fixture, on its device
    // with the keyboard following focus, as a scenario plays it.
    var onDevice = fixture
    onDevice.device = "iphone-se-3"
    onDevice.keyboardMode = .software
    onDevice.scale = 2  // read from the device, as a fixture naming one is
    #expect(try Fixture(json: ConstraintScreens.form().fixtureJSON()) == onDevice)
  }

  @Test func anInputBarRidesTheKeyboardLayoutGuide() throws {
    var chat = try Scenario(ConstraintScreens.chat(), followsFocus: false)
    // Keyboard hidden: the guide's top is the bottom safe-area inset's top, 667 − 0.
    #expect(chat.current["bar"] == Rect(x: 0, y: 615, width: 375, height: 52))
    try chat.focus("composer")
    // The docked keyboard, 260 high: the guide's top at 667 − 260 = 407, the bar 52 above it.
    let up = try chat.showKeyboard()
    #expect(up.dockedKeyboardTop == 407)
    #expect(up["bar"] == Rect(x: 0, y: 355, width: 375, height: 52))
    // The composer, inset 8 and 12 in the bar, ends at 355 + 8 + 36 = 399, 8 above the keyboard:
    // avoidance has nothing to do.
    #expect(up["composer"] == Rect(x: 12, y: 363, width: 351, height: 36))
    #expect(up["root"] == Rect(x: 0, y: 0, width: 375, height: 667))
    expect(chat, .focusedFieldVisible())
    try chat.hideKeyboard()
    #expect(chat.current["bar"] == Rect(x: 0, y: 615, width: 375, height: 52))
    expect(chat, .noUnsatisfiableConstraints())
  }

  @Test func theGrammarFormKeepsAFieldAboveTheKeyboard() throws {
    let screen = ScreenSpec("notes", device: "iphone-se-3") {
      ControllerSpec("notes", rootID: "root", avoidance: AvoidanceSettings(strategy: .none)) {
        ViewSpec("field", .textField).placedByConstraints()
          .pin(.leading, to: .layoutMargins(.leading))
          .pin(.trailing, to: .layoutMargins(.trailing))
          .size(height: 44)
          .pin(.top, to: .superview(.top), constant: 560, priority: LayoutPriority(500))
          .constraint("field.bottom <= root.keyboardLayoutGuide.top - 10 @750", id: "fieldBottom")
      }
    }
    #expect(
      try screen.fixture().nodes[1].constraints.last
        == FixtureConstraint(id: "fieldBottom", "field.bottom <= root.keyboardLayoutGuide.top - 10 @750"))
    var notes = try Scenario(screen, followsFocus: false)
    // Hidden: 560 + 44 = 604 is above 667 − 10, so the weaker top wins.
    #expect(notes.current["field"] == Rect(x: 16, y: 560, width: 343, height: 44))
    try notes.focus("field")
    // Shown: the bottom stays at 407 − 10 = 397, so the top gives way to 353.
    let up = try notes.showKeyboard()
    #expect(up["field"] == Rect(x: 16, y: 353, width: 343, height: 44))
    expect(notes, .focusedFieldVisible())
    // The guide's constant changes with a step: 20 above the keyboard.
    let higher = try notes.constraint("fieldBottom", constant: -20)
    #expect(higher["field"] == Rect(x: 16, y: 343, width: 343, height: 44))
  }

  @Test func aChangedConstantMovesAView() throws {
    var profile = try Scenario(ConstraintScreens.banner(), followsFocus: false)
    // The banner 20 below the safe top 20; the name 8 below it at its intrinsic size.
    #expect(profile.current["banner"] == Rect(x: 0, y: 40, width: 375, height: 60))
    #expect(profile.current["name"] == Rect(x: 16, y: 108, width: 120, height: 21))
    let moved = try profile.constraint("bannerTop", constant: 100)
    #expect(moved.step == .constraint("bannerTop", ConstraintChange(constant: 100), animation: nil))
    #expect(moved["banner"] == Rect(x: 0, y: 120, width: 375, height: 60))
    #expect(moved["name"] == Rect(x: 16, y: 188, width: 120, height: 21))
    #expect(moved.moved.map(\.id) == ["banner", "name"])
    #expect(moved.label == "step 1 (constraint #bannerTop constant 100)")
    // Activating the required 120 overrides the 750 height of 60; deactivating gives it back.
    #expect(
      try profile.constraint("tall", active: true)["banner"] == Rect(x: 0, y: 120, width: 375, height: 120))
    #expect(
      try profile.constraint("tall", active: false)["banner"] == Rect(x: 0, y: 120, width: 375, height: 60))
    expect(profile, .noUnsatisfiableConstraints())
  }

  @Test func anAnimatedConstantTravelsAlongItsCurve() throws {
    var profile = try Scenario(ConstraintScreens.banner(), followsFocus: false, samplesPerSecond: 60)
    let moved = try profile.constraint("bannerTop", constant: 100, animatedWithDuration: 0.3, curve: .easeOut)
    #expect(
      moved.step
        == .constraint(
          "bannerTop", ConstraintChange(constant: 100), animation: StepAnimation(duration: 0.3, curve: 2)))
    // The model frame lands at once; the samples go from 40 to 120 without stepping back.
    #expect(moved["banner"] == Rect(x: 0, y: 120, width: 375, height: 60))
    let tops = try #require(moved.timeline).compactMap { $0.frame(of: "banner")?.minY }
    #expect(tops.first == 40)
    #expect(tops.last == 120)
    #expect(tops.count == 19)
    #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(tops.contains { $0 > 40 && $0 < 120 })
  }

  @Test func hidingShowingAndGrowingContent() throws {
    var profile = try Scenario(ConstraintScreens.banner(), followsFocus: false)
    let hidden = try profile.hide("banner")
    #expect(hidden.label == "step 1 (hide #banner)")
    #expect(profile.scene.viewsByID["banner"]?.isHidden == true)
    // A hidden view keeps its place in the layout, as in UIKit.
    expect(profile, .nothingMoved)
    try profile.show("banner")
    #expect(profile.scene.viewsByID["banner"]?.isHidden == false)
    // The name grows with its text until the trailing margin at 359 stops it: 359 − 16 = 343.
    let grown = try profile.setIntrinsicContentSize("name", Size(width: 500, height: 42))
    #expect(grown.label == "step 3 (set #name intrinsic size 500 × 42)")
    #expect(grown["name"] == Rect(x: 16, y: 108, width: 343, height: 42))
    expect(profile, .noUnsatisfiableConstraints())
    expect(profile, .noAmbiguousLayout())
  }

  @Test func refusedLayoutStepsNameTheStepAndLeaveTheScenarioAsItWas() throws {
    var profile = try Scenario(ConstraintScreens.banner(), followsFocus: false)
    func failure(_ step: (inout Scenario) throws(ScenarioError) -> Void) -> String? {
      do {
        try step(&profile)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(
      failure { s throws(ScenarioError) in try s.constraint("ghost", constant: 1) }
        == "step 1 (constraint #ghost constant 1): no constraint with id 'ghost'")
    #expect(
      failure { s throws(ScenarioError) in try s.constraint("bannerTop") }
        == "step 1 (constraint #bannerTop): a constraint step needs a constant, a priority or active")
    #expect(
      failure { s throws(ScenarioError) in try s.constraint("bannerTop", constant: .infinity) }
        == "step 1 (constraint #bannerTop constant inf): a constant must be finite and within ±1e9")
    #expect(
      failure { s throws(ScenarioError) in try s.constraint("bannerTop", priority: .defaultHigh) }?
        .hasPrefix("step 1 (constraint #bannerTop priority 750): ") == true)
    #expect(
      failure { s throws(ScenarioError) in try s.setIntrinsicContentSize("name", Size(width: -5, height: 1)) }
        == "step 1 (set #name intrinsic size -5 × 1): an intrinsic size is -1 (none) or a size from 0 to 1e9 on each axis"
    )
    #expect(
      failure { s throws(ScenarioError) in try s.hide("ghost") }?.hasPrefix("step 1 (hide #ghost): ") == true)
    #expect(profile.snapshots.count == 1)
    #expect(profile.current["banner"] == Rect(x: 0, y: 40, width: 375, height: 60))
  }

  @Test(arguments: [
    (
      ViewSpec("box").pin(.top, to: .view("ghost", .bottom)),
      "#box constraint 'box.top == ghost.bottom': no view with id 'ghost'"
    ),
    (
      ViewSpec("box").pin(.top, to: .view("title", .leading)),
      "#box constraint 'box.top == title.leading': an x-axis attribute cannot be related to a y-axis attribute: 'title.leading'"
    ),
    (
      ViewSpec("box").pin(.width, to: .superview(.top)),
      "#box constraint 'box.width == root.top': a size cannot be related to a position: 'root.top'"
    ),
    (
      ViewSpec("box").pin(.top, equalToConstant: 10),
      "#box constraint 'box.top == 10': only width and height may equal a constant alone: 'box.top'"
    ),
    (
      ViewSpec("box").pin(.top, to: .view("title", .bottom), of: "root"),
      "#box constraint 'box.top == title.bottom': the anchor already names its view 'title'; leave out 'of: \"root\"'"
    ),
    (
      ViewSpec("box").pin(.top, to: .superview(.top), of: "title"),
      "#box constraint 'box.top == superview.top': a superview anchor names its view; use .view(\"title\", .top) instead"
    ),
    (
      ViewSpec("box").pin(.top, to: .safeArea(.top), of: "profile"),
      "#box constraint 'box.top == profile.safeAreaLayoutGuide.top': 'profile' is a controller, not a view"
    ),
    (
      ViewSpec("box").constraint("box.top = root.top"),
      "#box constraint 'box.top = root.top': expected '==', '<=' or '>=': '='"
    ),
    (
      ViewSpec("box").pin(.top, to: .superview(.top), priority: LayoutPriority(1001)),
      "#box constraint 'box.top == root.top @1001': priority 1001 is outside 1...1000: '@1001'"
    ),
    (
      ViewSpec("box").pin(.height, equalToConstant: 1, id: "title"),
      "#box constraint 'box.height == 1': constraint id 'title' is already a view's id"
    ),
    (
      ViewSpec("box").pin(.height, equalToConstant: 1, id: "h").pin(.width, equalToConstant: 1, id: "h"),
      "#box constraint 'box.width == 1': constraint id 'h' is used twice"
    ),
  ])
  func aBadConstraintIsReportedWhenTheScreenIsBuilt(_ box: ViewSpec, _ message: String) {
    let screen = ScreenSpec("bad", device: "iphone-se-3") {
      ControllerSpec("profile", rootID: "root") {
        ViewSpec("title", .label)
        box
      }
    }
    #expect(throws: ScenarioError.self) { try screen.fixture() }
    do {
      _ = try screen.fixture()
    } catch {
      #expect(error.description == "screen 'bad': " + message)
    }
  }

  @Test func theWindowsRootViewHasNoSuperviewToPinTo() {
    let screen = ScreenSpec("bad", device: "iphone-se-3") {
      ControllerSpec("profile", view: ViewSpec("root").pin(.top, to: .safeArea(.top)))
    }
    #expect(throws: ScenarioError.self) { try screen.fixture() }
    do {
      _ = try screen.fixture()
    } catch {
      #expect(
        error
          == .invalidConstraint(
            screen: "bad", view: "root", constraint: "root.top == superview.safeAreaLayoutGuide.top",
            message: "'root' has no superview; name the view with 'of:'"))
    }
  }
}

@Suite("Constraint expectations")
struct ConstraintExpectationTests {
  @Test func aViewHeldByItsMaskBreaksTheConstraintsThatMoveIt() throws {
    let conflict = try Scenario(ConstraintScreens.conflicting())
    // The mask holds the banner at minY 0 and height 100; top == safe top (20) and height == 60
    // cannot hold with it, and UIKit breaks the app's constraints, never the generated ones.
    #expect(conflict.current.brokenConstraints == ["bannerTop", "bannerHeight"])
    #expect(conflict.current["banner"] == Rect(x: 0, y: 0, width: 375, height: 100))
    #expect(
      ScreenExpectation.noUnsatisfiableConstraints().failure(in: conflict)
        == "step 0 (load): unsatisfiable constraints, broke #bannerTop (banner.top == root.safeAreaLayoutGuide.top), in conflict with NSAutoresizingMaskLayoutConstraint h=--& v=--& banner.minY == 0 (and 1 more broken constraint: #bannerHeight)"
    )
    // Positions and sizes are all fixed, by the mask.
    #expect(ScreenExpectation.noAmbiguousLayout().failure(in: conflict) == nil)
  }

  @Test func aBreakLaterInTheScenarioNamesItsStep() throws {
    let screen = ScreenSpec("box", device: "iphone-se-3") {
      ControllerSpec("c", rootID: "root") {
        ViewSpec("box").placedByConstraints()
          .pin(.top, to: .safeArea(.top))
          .pin(.leading, to: .superview(.leading))
          .size(height: 50)
          .pin(.width, equalToConstant: 100, id: "narrow")
          .pin(.width, equalToConstant: 200, id: "wide", active: false)
      }
    }
    var box = try Scenario(screen, followsFocus: false)
    #expect(ScreenExpectation.noUnsatisfiableConstraints().failure(in: box) == nil)
    // Two required widths: the newer one, activated last, is broken and the box keeps 100.
    try box.constraint("wide", active: true)
    #expect(box.current["box"] == Rect(x: 0, y: 20, width: 100, height: 50))
    #expect(
      ScreenExpectation.noUnsatisfiableConstraints().failure(in: box)
        == "step 1 (constraint #wide active): unsatisfiable constraints, broke #wide (box.width == 200), in conflict with #narrow (box.width == 100)"
    )
    // Later steps do not hide it: the expectation looks at every step so far.
    try box.hide("box")
    #expect(ScreenExpectation.noUnsatisfiableConstraints().failure(in: box)?.hasPrefix("step 1 ") == true)
  }

  @Test func viewsWithoutASizeAreAmbiguous() throws {
    let scenario = try Scenario(ConstraintScreens.ambiguous())
    #expect(scenario.current.ambiguousViews == ["avatar", "name"])
    #expect(
      ScreenExpectation.noAmbiguousLayout().failure(in: scenario)
        == "step 0 (load): Window.subviews[0].subviews[0] (ImageView #avatar) has an ambiguous layout (and 1 more view: #name)"
    )
    #expect(ScreenExpectation.noUnsatisfiableConstraints().failure(in: scenario) == nil)
  }

  @Test(arguments: [
    (ScreenExpectation.noUnsatisfiableConstraints(), "noUnsatisfiableConstraints"),
    (.noAmbiguousLayout(), "noAmbiguousLayout"),
  ])
  func expectationsDescribeThemselves(_ expectation: ScreenExpectation, _ name: String) {
    #expect(expectation.description == name)
  }

  @Test func aSwiftTestingFailureIsRecordedAtTheCallersLine() throws {
    let scenario = try Scenario(ConstraintScreens.ambiguous())
    let line = #line + 2
    withKnownIssue {
      #expect(!expect(scenario, .noAmbiguousLayout()))
    } matching: { issue in
      issue.comments.map(\.rawValue).first?.hasPrefix("step 0 (load): ") == true
        && issue.sourceLocation?.line == line
    }
  }
}

/// XCTest's wrapper on the constraint expectations; the failure is caught rather than failing.
final class ConstraintExpectationXCTests: XCTestCase {
  private var failures: [String] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    failures.append(description)
  }

  func testABrokenConstraintIsReported() throws {
    let conflict = try Scenario(ConstraintScreens.conflicting())
    XCTAssertFalse(XCTAssertScreen(conflict, .noUnsatisfiableConstraints()))
    let captured = failures
    failures = []
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(
      captured.first?.hasPrefix("failed - step 0 (load): unsatisfiable constraints, broke #bannerTop") == true
    )
    XCTAssertTrue(XCTAssertScreen(try Scenario(ConstraintScreens.form()), .noUnsatisfiableConstraints()))
    XCTAssertTrue(failures.isEmpty)
  }
}

@Suite("Scenario activate and deactivate")
struct ScenarioActivationTests {
  @Test func sizesThenPinsBreakTheSizes() throws {
    let url = FixtureGalleryFiles.directory.appendingPathComponent("activation-order/sizes-first.json")
    var scenario = try Scenario(fixture: try Fixture(json: [UInt8](try Data(contentsOf: url))))
    let sized = try scenario.activate(["boxWidth", "boxHeight"])
    #expect(sized["box"] == Rect(x: 0, y: 0, width: 100, height: 100))
    let pinned = try scenario.activate(["left", "right", "top", "bottom"])
    #expect(pinned["box"] == Rect(x: 20, y: 20, width: 360, height: 360))
    #expect(pinned.brokenConstraints == ["boxWidth", "boxHeight"])
    let freed = try scenario.deactivate(["left", "top"])
    #expect(freed.brokenConstraints.isEmpty)
    #expect(throws: ScenarioError.self) { try scenario.activate(["missing"]) }
  }
}
