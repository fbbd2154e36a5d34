import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterTestSupport
import ShelterViews
import Testing

/// Constraint screens played as fixtures: frames worked out by hand from the rules in
/// docs/autolayout.md (margins 16 in a compact-width window and 20 in a regular one plus the safe
/// area's side insets; the keyboard layout guide's top at the docked keyboard's top, else at the
/// bottom safe-area inset).
@Suite("Constraints in fixtures")
struct ConstraintFixtureTests {
  func frames(_ snapshot: StepSnapshot) -> [String: Rect] {
    Dictionary(snapshot.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
  }

  @Test func loginByConstraintsOnAniPhone16BothWays() throws {
    let snapshots = try FixtureGalleryFiles.snapshots("login-constraints.json")
    // Portrait 393 × 852: margins 16, width 361; submit's bottom 852 − 54 = 798.
    let load = frames(snapshots[0])
    #expect(load["title"] == Rect(x: 16, y: 99, width: 361, height: 34))
    #expect(load["email"] == Rect(x: 16, y: 628, width: 361, height: 44))
    #expect(load["password"] == Rect(x: 16, y: 684, width: 361, height: 44))
    #expect(load["submit"] == Rect(x: 16, y: 748, width: 361, height: 50))
    // Landscape 852 × 393, safe area [0, 59, 21, 59], a regular-width window: margins 20 + 59.
    let turned = frames(snapshots[4])
    #expect(turned["root"] == Rect(x: 0, y: 0, width: 852, height: 393))
    #expect(turned["title"] == Rect(x: 79, y: 99, width: 694, height: 34))
    #expect(turned["email"] == Rect(x: 79, y: 169, width: 694, height: 44))
    #expect(turned["password"] == Rect(x: 79, y: 225, width: 694, height: 44))
    #expect(turned["submit"] == Rect(x: 79, y: 289, width: 694, height: 50))
    // Back upright, as loaded.
    #expect(frames(snapshots[7]) == load)
    #expect(snapshots.allSatisfy { $0.brokenConstraints.isEmpty && $0.ambiguousViews.isEmpty })
  }

  @Test func loginByConstraintsOnAniPhoneSE() throws {
    let fixture = try FixtureGalleryFiles.load("login-constraints.json").onDevice(.iPhoneSE3)
    let snapshots = try Simulation(fixture: fixture).run()
    // 375 × 667: width 375 − 32 = 343; submit's bottom 667 − 54 = 613.
    let load = frames(snapshots[0])
    #expect(load["email"] == Rect(x: 16, y: 443, width: 343, height: 44))
    #expect(load["submit"] == Rect(x: 16, y: 563, width: 343, height: 50))
    // 667 × 375, no safe area: margins 20, width 627; submit's bottom 375 − 54 = 321.
    let turned = frames(snapshots[4])
    #expect(turned["password"] == Rect(x: 20, y: 207, width: 627, height: 44))
    #expect(turned["submit"] == Rect(x: 20, y: 271, width: 627, height: 50))
    #expect(try Checker(fixture: fixture).run().isEmpty)
  }

  @Test func theInputBarRidesTheKeyboardLayoutGuide() throws {
    let snapshots = try FixtureGalleryFiles.snapshots("chat-keyboard-guide.json")
    let bar = snapshots.map { frames($0)["inputBar"] }
    // Hidden: the guide is the bottom safe-area band, top 852 − 34 = 818; shown 336: top 516;
    // 292: top 560; landscape hidden: 393 − 21 = 372; landscape keyboard 209: top 184.
    #expect(bar[0] == Rect(x: 0, y: 766, width: 393, height: 52))
    #expect(bar[2] == Rect(x: 0, y: 464, width: 393, height: 52))
    #expect(bar[3] == Rect(x: 0, y: 508, width: 393, height: 52))
    #expect(bar[4] == Rect(x: 0, y: 766, width: 393, height: 52))
    #expect(bar[5] == Rect(x: 0, y: 320, width: 852, height: 52))
    #expect(bar[6] == Rect(x: 0, y: 132, width: 852, height: 52))
    #expect(bar[7] == Rect(x: 0, y: 320, width: 852, height: 52))
    // The messages fill what the bar leaves below the safe top: 59 to 464.
    #expect(frames(snapshots[2])["messages"] == Rect(x: 0, y: 59, width: 393, height: 405))
  }

  @Test func aTranslatingViewLogsTheConflictAndKeepsItsFrame() throws {
    let snapshots = try FixtureGalleryFiles.snapshots("autoresizing-conflict.json")
    // minY == 0 (the mask's) against top == safe top (59), height == 100 against 60: the user
    // constraints break, the generated ones never do.
    #expect(snapshots[0].brokenConstraints == ["bannerTop", "bannerHeight"])
    let conflict = try #require(snapshots[0].constraintBreaks.first?.conflict.map(\.description))
    #expect(conflict.contains("NSAutoresizingMaskLayoutConstraint h=--& v=--& banner.minY == 0"))
    #expect(frames(snapshots[0])["banner"] == Rect(x: 0, y: 0, width: 393, height: 100))
    // A broken constraint stays out until it changes: later steps log nothing.
    #expect(snapshots.dropFirst().allSatisfy { $0.brokenConstraints.isEmpty })
  }

  /// A root with one view placed by constraints, and steps.
  func screen(_ constraints: [String], steps: [FixtureStep] = [], scale: Double? = nil) throws -> Fixture {
    var fixture = Fixture(name: "t", screenSize: Size(width: 390, height: 844))
    fixture.scale = scale
    var root = FixtureNode(
      id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), parent: 0)
    root.constraints = try constraints.map { text -> FixtureConstraint in
      if let colon = text.firstIndex(of: ":") {
        return try FixtureConstraint(id: String(text[..<colon]), String(text[text.index(after: colon)...]))
      }
      return try FixtureConstraint(text)
    }
    var box = FixtureNode(id: "box", kind: .view, frame: .zero, parent: 1)
    box.translatesAutoresizingMaskIntoConstraints = false
    fixture.nodes = [FixtureNode(id: "c", role: .controller), root, box]
    fixture.steps = steps
    try fixture.validate()
    return fixture
  }

  @Test func aConstraintStepMovesAtTheNextPassAndAnimatesAlongTheKeyboardCurve() throws {
    let fixture = try screen(
      [
        "box.leading == root.leading", "box.width == 100", "box.height == 100",
        "top:box.top == root.top + 100",
      ],
      steps: [
        .constraint(
          "top", ConstraintChange(constant: 300), animation: StepAnimation(duration: 0.25, curve: 7)),
        .keyboardShow(.height(300), duration: 0.25, curve: 7),
      ])
    let snapshots = try Simulation(fixture: fixture, samplesPerSecond: 60).run()
    #expect(frames(snapshots[0])["box"] == Rect(x: 0, y: 100, width: 100, height: 100))
    #expect(frames(snapshots[1])["box"] == Rect(x: 0, y: 300, width: 100, height: 100))
    // The box moves 200 along curve 7 as the keyboard's top moves 300 along the same curve over
    // the same 0.25 s: at every sample, the same fraction of the way.
    let box = try #require(snapshots[1].timeline)
    let keyboard = try #require(snapshots[2].timeline)
    #expect(box.count == keyboard.count)
    for (b, k) in zip(box, keyboard).dropFirst().dropLast() {
      let boxFraction = (try #require(b.frame(of: "box")).minY - 100) / 200
      let keyboardFraction = (844 - (k.keyboardFrame?.minY ?? 844)) / 300
      #expect(abs(boxFraction - keyboardFraction) < 1e-9)
      #expect(boxFraction > 0 && boxFraction < 1.0001)
    }
  }

  @Test func frameRoundingFollowsTheScreenScale() throws {
    func box(_ x: Double, _ y: Double, scale: Double?) throws -> Rect? {
      let fixture = try screen(
        [
          "box.leading == root.leading + \(x)", "box.top == root.top + \(y)", "box.width == 10",
          "box.height == 10",
        ], scale: scale)
      return frames(try Simulation(fixture: fixture).run()[0])["box"]
    }
    // round(v × scale) / scale, halves up: 173.5 × 3 = 520.5 → 521; 950.25 × 2 = 1900.5 → 1901;
    // 950.2 × 2 = 1900.4 → 1900.
    #expect(try box(173.5, 0, scale: 3)?.minX == 521.0 / 3)
    #expect(try box(950.25, 950.2, scale: 2).map { [$0.minX, $0.minY] } == [950.5, 950])
    // No scale given and no device: frames are as solved.
    #expect(try box(950.25, 0, scale: nil)?.minX == 950.25)
  }

  @Test(arguments: [
    ("box.lead == root.leading", "unknown attribute: 'lead'"),
    ("box.top == ghost.top", "no view with id 'ghost'"),
    ("box.top == root.leading", "an x-axis attribute cannot be related to a y-axis attribute"),
    (
      "box.leading == root.left",
      "a constraint cannot be made between a leading/trailing attribute and a right/left attribute"
    ),
    ("box.width == root.left", "a size cannot be related to a position"),
    ("box.width == 0 * root.width", "a multiplier of 0 with a second item"),
    ("box.width == 10 @1001", "priority 1001 is outside 1...1000"),
    ("box.top == 10", "only width and height may equal a constant alone"),
    ("box.top = root.top", "expected '==', '<=' or '>='"),
    ("c.safeAreaLayoutGuide.top == box.top", "'c' is a controller, which has no safeAreaLayoutGuide"),
  ])
  func badConstraintsNameTheirPathAndToken(text: String, message: String) throws {
    let json = """
      {"format":"shelter-fixture/1","name":"t","screen":{"size":[390,844]},"window":{"controller":{"id":"c",
      "view":{"id":"root","kind":"view","frame":[0,0,390,844],"constraints":["\(text)"],
      "subviews":[{"id":"box","kind":"view","translatesAutoresizingMaskIntoConstraints":false}]}}}}
      """
    #expect {
      try Fixture(json: json)
    } throws: { error in
      guard let error = error as? FixtureError else { return false }
      return error.path == "window.controller.view.constraints[0]" && error.message.contains(message)
    }
  }

  @Test func anItemOutsideTheHolderIsRefused() throws {
    var fixture = try screen(["box.width == 10"])
    fixture.nodes[2].constraints = [try FixtureConstraint("root.width == 10")]
    #expect(throws: FixtureError.self) { try fixture.validate() }
    do {
      try fixture.validate()
    } catch {
      #expect(error.message.contains("'root' is outside the subtree of 'box'"))
    }
  }

  @Test func aRequiredConstraintCannotBecomeOptionalInAStep() throws {
    var fixture = try screen(["w:box.width == 10"])
    fixture.steps = [.constraint("w", ConstraintChange(priority: 750), animation: nil)]
    #expect(throws: FixtureError.self) { try fixture.validate() }
    fixture.steps = [.constraint("nope", ConstraintChange(constant: 1), animation: nil)]
    do {
      try fixture.validate()
      Issue.record("a step naming no constraint was accepted")
    } catch {
      #expect(error.path == "steps[0].constraint")
      #expect(error.message == "no constraint with id 'nope'")
    }
  }

  @Test func aNonFiniteConstantIsRefused() throws {
    var fixture = try screen(["box.width == 10"])
    fixture.nodes[1].constraints[0].expression.constant = .nan
    #expect(throws: FixtureError.self) { try fixture.validate() }
  }

  @Test func aContradictoryCycleOfRequiredEqualitiesBreaksInsteadOfTrapping() throws {
    let fixture = try screen([
      "a:box.width == box.height + 10", "b:box.height == box.width", "box.leading == root.leading",
      "box.top == root.top",
    ])
    // width = height + 10 and height = width cannot both hold: the newer, b, breaks.
    let snapshot = try Simulation(fixture: fixture).run()[0]
    #expect(snapshot.brokenConstraints == ["b"])
  }
}
