import ShelterFixtures
import ShelterGeometry
import ShelterTestSupport
import ShelterValues
import Testing

@Suite("Fixture as a value")
struct FixtureModelTests {
  @Test func theWriterReadsBackToAnEqualFixture() throws {
    let built = BuiltFixtures.login()
    let text = built.jsonText()
    let decoded = try Fixture(json: text)
    #expect(decoded == built)
    // Keys in a stable order, defaults left out, contract fields for every modifier.
    #expect(text.contains(#""id": "password","#))
    #expect(text.contains(#""placeholder": "Password""#))
    #expect(text.contains(#""tag": 3"#))
    #expect(!text.contains("alpha"))
    #expect(try Fixture(json: built.jsonText(pretty: false)) == built)
  }

  @Test(arguments: FixtureGalleryFiles.names)
  func everyGalleryFixtureRoundTrips(name: String) throws {
    let loaded = try FixtureGalleryFiles.load(name)
    let again = try Fixture(json: loaded.jsonText())
    #expect(again == loaded)
    #expect(again.jsonText() == loaded.jsonText())
  }

  @Test func numbersAreWrittenShortestAndExact() throws {
    var fixture = BuiltFixtures.login()
    // 0.1 + 0.2 is not 0.3: the writer keeps every bit.
    fixture.nodes[2].frame = Rect(x: 0.1 + 0.2, y: 560, width: 1.0 / 3.0, height: 1e-7)
    let text = fixture.jsonText(pretty: false)
    #expect(text.contains("[0.30000000000000004,560,0.3333333333333333,1e-7]"))
    #expect(try Fixture(json: text) == fixture)
  }

  @Test func aTransformedViewIsWrittenByCenterAndBounds() throws {
    var fixture = BuiltFixtures.login()
    fixture.nodes[2].transform = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    let text = fixture.jsonText(pretty: false)
    // The email field's center is (20 + 175, 560 + 22); UIKit's frame is undefined under a transform.
    #expect(text.contains(#""id":"email","kind":"textField","center":[195,582],"bounds":[0,0,350,44]"#))
    #expect(try Fixture(json: text) == fixture)
  }

  @Test func validationNamesTheStructuralPathOfABuiltNode() {
    var fixture = BuiltFixtures.login()
    fixture.nodes[3].id = "email"
    #expect(
      throws: FixtureError(
        path: "window.controller.view.subviews[1].id",
        message: "duplicate id 'email', already used at window.controller.view.subviews[0]")
    ) {
      try fixture.validate()
    }
    fixture = BuiltFixtures.login()
    fixture.nodes[2].alpha = 2
    #expect(
      throws: FixtureError(
        path: "window.controller.view.subviews[0].alpha", message: "alpha must lie in [0, 1], found 2")
    ) {
      try fixture.validate()
    }
    fixture = BuiltFixtures.login()
    fixture.nodes[2].frame.size.width = .infinity
    #expect(throws: FixtureError.self) { try fixture.validate() }
    fixture = BuiltFixtures.login()
    fixture.steps.append(.focus("root"))
    #expect(
      throws: FixtureError(
        path: "steps[2].focus",
        message: "'root' cannot become first responder: only a textField or textView can")
    ) {
      try fixture.validate()
    }
  }

  @Test func aChildControllersPathGoesThroughItsHolder() throws {
    var fixture = BuiltFixtures.login()
    var child = FixtureNode(id: "child", role: .controller, parent: 1)
    child.avoidance = AvoidanceSettings(distance: -1)
    fixture.nodes += [child, FixtureNode(id: "childView", kind: .view, frame: .zero, parent: 4)]
    #expect(
      throws: FixtureError(
        path: "window.controller.view.subviews[2].controller.avoidance.distance",
        message: "distance must not be negative")
    ) {
      try fixture.validate()
    }
    fixture.nodes[4].avoidance = nil
    #expect(fixture.path(of: 5) == "window.controller.view.subviews[2].controller.view")
    #expect(throws: Never.self) { try fixture.validate() }
    #expect(try Fixture(json: fixture.jsonText()) == fixture)
  }

  @Test func aTreeOutOfShapeIsRefused() {
    var fixture = BuiltFixtures.login()
    fixture.nodes[2].parent = 3
    #expect(throws: FixtureError(path: "nodes[2]", message: "its parent 3 must come before it in pre-order"))
    {
      try fixture.validate()
    }
    fixture = BuiltFixtures.login()
    fixture.nodes.removeSubrange(1...)
    #expect(
      throws: FixtureError(
        path: "window.controller.view", message: "missing required field 'view' of the controller")
    ) {
      try fixture.validate()
    }
  }

  @Test(.atScale) func aHundredThousandLevelsWriteAndReadBack() throws {
    var fixture = Fixture(name: "deep", screenSize: Size(width: 10, height: 10))
    fixture.nodes = [FixtureNode(id: "c", role: .controller)]
    for level in 0..<100_000 {
      fixture.nodes.append(
        FixtureNode(id: "v\(level)", kind: .view, frame: Rect(x: 0, y: 0, width: 1, height: 1), parent: level)
      )
    }
    let text = fixture.jsonText()
    #expect(!text.contains("\n  "))  // compact beyond 200 levels
    #expect(try Fixture(json: text) == fixture)
  }
}

@Suite("Steps in their fixture form")
struct StepSummaryTests {
  // Every step kind as docs/fixture-format.md spells it, on one line with no spaces; a keyboard
  // step leaves out `duration` 0.25 and `curve` 7, the format's defaults.
  @Test(arguments: [
    (FixtureStep.focus("email"), #"{"focus":"email"}"#),
    (.resign, #"{"resign":true}"#),
    (.keyboardShow(.height(336), duration: 0.25, curve: 7), #"{"keyboard":"show","height":336}"#),
    (
      .keyboardShow(.frame(Rect(x: 20, y: 400, width: 320, height: 253)), duration: 0.5, curve: 0),
      #"{"keyboard":"show","frame":[20,400,320,253],"duration":0.5,"curve":0}"#
    ),
    (.keyboardChange(.height(380), duration: 0.25, curve: 7), #"{"keyboard":"change","height":380}"#),
    (.keyboardHide(duration: 0, curve: 7), #"{"keyboard":"hide","duration":0}"#),
    (.tap(Point(x: 20, y: 30)), #"{"tap":[20,30]}"#),
    (.resize(Size(width: 844, height: 390)), #"{"resize":[844,390]}"#),
    (.scroll("list", Point(x: 0, y: 120.5)), #"{"scroll":"list","offset":[0,120.5]}"#),
    (.focusNext, #"{"navigate":"next"}"#),
    (.focusPrevious, #"{"navigate":"previous"}"#),
    (.remove("banner"), #"{"remove":"banner"}"#),
    (.hardwareKeyboard(false), #"{"hardwareKeyboard":false}"#),
    (.orientation(.landscape), #"{"orientation":"landscape"}"#),
    (.keyboardPlacement(.floating), #"{"keyboardPlacement":"floating"}"#),
  ])
  func summary(_ step: FixtureStep, _ expected: String) {
    #expect(step.summary == expected)
  }
}
