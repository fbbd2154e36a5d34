import ShelterTestSupport
import ShelterTesting
import Testing

@Suite("Screens written in Swift")
struct ScreenSpecTests {
  /// A screen using every part of the language: a device, controller settings, a form with a
  /// taller row, a scroll view sized to a form inside it, a hidden transformed view and a child
  /// controller.
  static let dsl = ScreenSpec("profile", device: "iphone-14") {
    ControllerSpec(
      "profile", avoidance: AvoidanceSettings(strategy: .transform, distance: 12, dismissOnTap: false),
      additionalSafeArea: EdgeInsets(top: 44)
    ) {
      ViewSpec("title", .label, frame: Rect(x: 20, y: 100, width: 350, height: 30)).text("Profile")
      VerticalForm(y: 200, spacing: 10) {
        ViewSpec("name", .textField).text("Ada")
        ViewSpec("bio", .textView, height: 100).caret(Rect(x: 4, y: 60, width: 2, height: 20))
        ViewSpec("email", .textField).avoidance(FieldAvoidance(distance: 24))
      }
      ViewSpec("scroll", .scrollView, frame: Rect(x: 0, y: 500, width: 390, height: 300)) {
        VerticalForm(x: 16, y: 16) {
          ViewSpec("a", .textField)
          ViewSpec("b", .textField)
          ViewSpec("c", .textField)
          ViewSpec("d", .textField)
        }
      }
      .sizedToContent(bottomPadding: 20)
      ViewSpec("badge", .imageView, frame: Rect(x: 300, y: 100, width: 40, height: 40))
        .hidden()
        .anchorPoint(Point(x: 0, y: 0))
        .transform(Transform(translationX: 5, y: 5))
      ControllerSpec(
        "footer", view: ViewSpec("footerView", frame: Rect(x: 0, y: 800, width: 390, height: 44)))
    }
  }

  /// The same screen as fixture JSON, every frame worked out by hand:
  /// - the form's rows are 390 − 2 · 20 = 350 wide, at y 200, 200 + 44 + 10 = 254 (100 high) and
  ///   254 + 100 + 10 = 364;
  /// - the scroll view's rows are 390 − 2 · 16 = 358 wide at y 16, 72, 128, 184 (12 apart); its
  ///   content is 390 wide (no row is wider) and 184 + 44 + 20 = 248 high.
  static let json = """
    {
      "format": "shelter-fixture/1",
      "name": "profile",
      "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0] },
      "window": {
        "frame": [0, 0, 390, 844],
        "controller": {
          "id": "profile",
          "avoidance": { "strategy": "transform", "distance": 12, "dismissOnTap": false },
          "additionalSafeArea": [44, 0, 0, 0],
          "view": {
            "id": "profileView", "frame": [0, 0, 390, 844],
            "subviews": [
              { "id": "title", "kind": "label", "frame": [20, 100, 350, 30], "text": "Profile" },
              { "id": "name", "kind": "textField", "frame": [20, 200, 350, 44], "text": "Ada" },
              { "id": "bio", "kind": "textView", "frame": [20, 254, 350, 100], "caret": [4, 60, 2, 20] },
              { "id": "email", "kind": "textField", "frame": [20, 364, 350, 44], "avoidance": { "distance": 24 } },
              { "id": "scroll", "kind": "scrollView", "frame": [0, 500, 390, 300], "contentSize": [390, 248],
                "subviews": [
                  { "id": "a", "kind": "textField", "frame": [16, 16, 358, 44] },
                  { "id": "b", "kind": "textField", "frame": [16, 72, 358, 44] },
                  { "id": "c", "kind": "textField", "frame": [16, 128, 358, 44] },
                  { "id": "d", "kind": "textField", "frame": [16, 184, 358, 44] }
                ] },
              { "id": "badge", "kind": "imageView", "frame": [300, 100, 40, 40], "hidden": true,
                "anchorPoint": [0, 0], "transform": [1, 0, 0, 1, 5, 5] },
              { "controller": { "id": "footer", "view": { "id": "footerView", "frame": [0, 800, 390, 44] } } }
            ]
          }
        }
      }
    }
    """

  @Test func buildingInSwiftAndLoadingTheJSONGiveTheSameTree() throws {
    let built = try Self.dsl.makeScene()
    let loaded = try Scene(fixture: Fixture(json: Self.json))
    #expect(built.window.recursiveDescription == loaded.window.recursiveDescription)
    #expect(built.windowFrames().map(\.id) == loaded.windowFrames().map(\.id))
    #expect(built.windowFrames().map(\.frame) == loaded.windowFrames().map(\.frame))
    #expect(built.window.frame == loaded.window.frame)
    #expect(built.application.screen.safeAreaInsets == loaded.application.screen.safeAreaInsets)
    let settings = AvoidanceSettings(strategy: .transform, distance: 12, dismissOnTap: false)
    #expect(built.controllersByID["profile"]?.keyboardAvoidance?.settings == settings)
    #expect(built.controllersByID["profile"]?.additionalSafeAreaInsets == EdgeInsets(top: 44))
    #expect(built.controllersByID["footer"]?.view.identifier == "footerView")
    #expect(built.controllersByID["footer"]?.keyboardAvoidance == nil)
    #expect((built.viewsByID["scroll"] as? ScrollView)?.contentSize == Size(width: 390, height: 248))
  }

  @Test func windowFramesFollowTheLayout() throws {
    let frames = Dictionary(
      uniqueKeysWithValues: try Self.dsl.makeScene().windowFrames().map { ($0.id, $0.frame) })
    // The scroll view sits at y 500: row c at 500 + 128 = 628.
    #expect(frames["c"] == Rect(x: 16, y: 628, width: 358, height: 44))
    // Anchor (0, 0) puts the position at the frame's origin (300, 100); the translation adds (5, 5).
    #expect(frames["badge"] == Rect(x: 305, y: 105, width: 40, height: 40))
    #expect(frames["footerView"] == Rect(x: 0, y: 800, width: 390, height: 44))
  }

  struct DeviceCase: Sendable, CustomStringConvertible {
    var id: String
    var orientation: Orientation
    var size: Size
    var safeArea: EdgeInsets
    var description: String { "\(id) \(orientation)" }
  }

  /// Sizes and insets from the device catalog; landscape swaps width and height.
  @Test(arguments: [
    DeviceCase(
      id: "iphone-15", orientation: .portrait, size: Size(width: 393, height: 852),
      safeArea: EdgeInsets(top: 59, bottom: 34)),
    DeviceCase(
      id: "iphone-15", orientation: .landscape, size: Size(width: 852, height: 393),
      safeArea: EdgeInsets(left: 59, bottom: 21, right: 59)),
    DeviceCase(
      id: "iphone-se-3", orientation: .landscape, size: Size(width: 667, height: 375), safeArea: .zero),
    DeviceCase(
      id: "ipad-10", orientation: .portrait, size: Size(width: 820, height: 1180),
      safeArea: EdgeInsets(top: 24, bottom: 20)),
  ])
  func aDeviceGivesTheScreenAndWindow(_ row: DeviceCase) throws {
    let screen = ScreenSpec(device: row.id, row.orientation) { ControllerSpec("c") {} }
    let scene = try screen.makeScene()
    #expect(scene.application.screen.size == row.size)
    #expect(scene.application.screen.safeAreaInsets == row.safeArea)
    #expect(scene.window.frame == Rect(origin: .zero, size: row.size))
    #expect(scene.viewsByID["cView"]?.frame == Rect(origin: .zero, size: row.size))
    #expect(screen.orientation == row.orientation)
  }

  @Test func aProfileValueWorksLikeItsName() throws {
    let byValue = ScreenSpec(device: .iPhone15, .landscape) { ControllerSpec("c") {} }
    let byName = ScreenSpec(device: "iphone-15", .landscape) { ControllerSpec("c") {} }
    #expect(try byValue.fixtureJSON() == byName.fixtureJSON())
  }

  @Test func aScreenBySizeHasNoDevice() throws {
    let tall = ScreenSpec(size: Size(width: 320, height: 480), safeArea: EdgeInsets(top: 20)) {
      ControllerSpec("c") {}
    }
    #expect(try tall.device() == nil)
    #expect(tall.orientation == .portrait)
    let scene = try tall.makeScene()
    #expect(scene.window.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(scene.window.windowSafeAreaInsets == EdgeInsets(top: 20))
    let wide = ScreenSpec(size: Size(width: 480, height: 320)) { ControllerSpec("c") {} }
    #expect(wide.orientation == .landscape)
  }

  @Test func aWindowFrameMovesTheWindowOnTheScreen() throws {
    var screen = ScreenSpec(size: Size(width: 400, height: 800)) {
      ControllerSpec("c") { ViewSpec("f", .textField, frame: Rect(x: 10, y: 10, width: 100, height: 30)) }
    }
    screen.windowFrame = Rect(x: 0, y: 100, width: 400, height: 700)
    let scene = try screen.makeScene()
    #expect(scene.window.frame == Rect(x: 0, y: 100, width: 400, height: 700))
    // The root view fills the window's bounds, not the screen.
    #expect(scene.viewsByID["cView"]?.frame == Rect(x: 0, y: 0, width: 400, height: 700))
  }

  @Test func aFormStacksRowsAndKeepsFixedFrames() throws {
    // Rows at y 100, 100 + 40 + 8 = 148 (60 high), 148 + 60 + 8 = 216; the fixed row takes no place.
    let form = VerticalForm(x: 16, y: 100, width: 200, spacing: 8, rowHeight: 40) {
      ViewSpec("a", .textField)
      ViewSpec("b", .textView, height: 60)
      ViewSpec("c", .button, frame: Rect(x: 0, y: 0, width: 10, height: 10))
      ViewSpec("d", .textField)
    }
    #expect(form.bottom == 256)  // 216 + 40
    let screen = ScreenSpec(size: Size(width: 400, height: 800)) { ControllerSpec("form") { form } }
    let frames = Dictionary(
      uniqueKeysWithValues: try screen.makeScene().windowFrames().map { ($0.id, $0.frame) })
    #expect(frames["a"] == Rect(x: 16, y: 100, width: 200, height: 40))
    #expect(frames["b"] == Rect(x: 16, y: 148, width: 200, height: 60))
    #expect(frames["c"] == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(frames["d"] == Rect(x: 16, y: 216, width: 200, height: 40))
    #expect(VerticalForm(y: 30) {}.bottom == 30)
  }

  @Test func aScrollViewSizedToContentTakesTheWidestAndLowestSubview() throws {
    let screen = ScreenSpec(size: Size(width: 400, height: 800)) {
      ControllerSpec("c") {
        ViewSpec("wide", .scrollView, frame: Rect(x: 0, y: 0, width: 300, height: 200)) {
          ViewSpec("x", frame: Rect(x: 250, y: 10, width: 100, height: 30))  // trailing edge 350
          ViewSpec("y", frame: Rect(x: 0, y: 400, width: 50, height: 50))  // bottom 450
        }
        .sizedToContent(bottomPadding: 8)
        ViewSpec("empty", .scrollView, frame: Rect(x: 0, y: 300, width: 300, height: 200)).sizedToContent()
        ViewSpec("fixed", .scrollView, frame: Rect(x: 0, y: 500, width: 300, height: 200))
          .contentSize(Size(width: 300, height: 900))
          .contentOffset(Point(x: 0, y: 120))
          .contentInset(EdgeInsets(bottom: 30))
      }
    }
    let scene = try screen.makeScene()
    #expect((scene.viewsByID["wide"] as? ScrollView)?.contentSize == Size(width: 350, height: 458))
    #expect((scene.viewsByID["empty"] as? ScrollView)?.contentSize == Size(width: 300, height: 0))
    let fixed = scene.viewsByID["fixed"] as? ScrollView
    #expect(fixed?.contentSize == Size(width: 300, height: 900))
    #expect(fixed?.contentOffset == Point(x: 0, y: 120))
    #expect(fixed?.contentInset == EdgeInsets(bottom: 30))
  }

  @Test func everyModifierReachesTheLiveViews() throws {
    let screen = ScreenSpec(size: Size(width: 400, height: 800)) {
      ControllerSpec("form") {
        ViewSpec("a", .textField, frame: Rect(x: 0, y: 0, width: 100, height: 30))
          .navigationIndex(2).tag(7).placeholder("Email")
        ViewSpec("b", .textField, frame: Rect(x: 0, y: 40, width: 100, height: 30)).disabled()
        ViewSpec("c", .textView, frame: Rect(x: 0, y: 80, width: 100, height: 30)).disabled()
        ViewSpec("d", .textField, frame: Rect(x: 0, y: 120, width: 100, height: 30)).focusable(false)
        ViewSpec("e", .label, frame: Rect(x: 0, y: 160, width: 100, height: 30))
          .userInteractionEnabled(true).alpha(0.5).clipsToBounds().className("UICustomLabel")
      }
    }
    let scene = try screen.makeScene()
    let a = try #require(scene.viewsByID["a"] as? TextField)
    #expect(a.navigationIndex == 2)
    #expect(a.tag == 7)
    #expect(a.placeholder == "Email")
    #expect((scene.viewsByID["b"] as? TextField)?.isEnabled == false)
    #expect((scene.viewsByID["c"] as? TextView)?.isEditable == false)
    #expect(scene.viewsByID["d"]?.allowsFirstResponder == false)
    #expect(scene.viewsByID["d"]?.canBecomeFirstResponder == false)
    let e = try #require(scene.viewsByID["e"])
    #expect(e.isUserInteractionEnabled && e.alpha == 0.5 && e.clipsToBounds && e.className == "UICustomLabel")
    // The exported fixture holds them as fixture fields, and reads back to the same fixture.
    let json = try screen.fixtureJSON()
    for key in [
      #""navigationIndex": 2"#, #""tag": 7"#, #""placeholder": "Email""#, #""enabled": false"#,
      #""canBecomeFirstResponder": false"#,
    ] {
      #expect(json.contains(key), "\(key)")
    }
    #expect(try Fixture(json: json) == screen.fixture())
  }

  @Test func aFirstResponderAtLoad() throws {
    let screen = ScreenSpec(size: Size(width: 400, height: 800)) {
      ControllerSpec("c") {
        ViewSpec("f", .textField, frame: Rect(x: 0, y: 0, width: 100, height: 30)).firstResponder()
      }
    }
    #expect(try screen.makeScene().window.firstResponder?.identifier == "f")
  }

  @Test func idsAndTextAreEscapedInTheJSON() throws {
    let odd = "say \"hi\" \\ back\nslash\u{1} é"
    let screen = ScreenSpec(size: Size(width: 400, height: 800)) {
      ControllerSpec("c") { ViewSpec(odd, .label, frame: .zero).text(odd) }
    }
    let scene = try screen.makeScene()
    #expect((scene.viewsByID[odd] as? Label)?.text == odd)
  }

  @Test func anUnknownDeviceIsNamed() {
    let screen = ScreenSpec(device: "iphone-99") { ControllerSpec("c") {} }
    #expect(throws: ScenarioError.unknownDevice("iphone-99")) { try screen.makeScene() }
    let message = ScenarioError.unknownDevice("iphone-99").description
    #expect(
      message
        == "unknown device 'iphone-99', expected one of iphone-se-3, iphone-14, iphone-15, iphone-15-pro-max, "
        + "ipad-10, ipad-pro-12-9, iphone-16, iphone-16-pro, iphone-16-pro-max, ipad-mini-a17-pro, ipad-pro-13-m4, "
        + "iphone-13, iphone-14-plus, iphone-14-pro, iphone-14-pro-max, iphone-15-plus, iphone-15-pro, "
        + "iphone-16-plus, ipad-air-11-m2, ipad-air-13-m2, ipad-pro-11-m4, ipad-air-11-m3, ipad-air-13-m3, "
        + "ipad-a16, iphone-16e, iphone-17, iphone-air, iphone-17-pro, iphone-17-pro-max, ipad-pro-11-m5, "
        + "ipad-pro-13-m5, iphone-17e, ipad-air-11-m4, ipad-air-13-m4, iphone-18-pro, iphone-18-pro-max"
        // Two substitutions from iphone-13 … iphone-17; the alphabetically first is named.
        + "; did you mean 'iphone-13'?"
    )
  }

  @Test func anUnknownDeviceSuggestsTheIdItBegins() {
    // iphone-14 is 2 edits from iphone-se, iphone-se-3 is 2 insertions: the one the name begins wins.
    let message = ScenarioError.unknownDevice("iphone-se").description
    #expect(message.hasSuffix("iphone-18-pro-max; did you mean 'iphone-se-3'?"))
  }

  @Test func aDuplicateIdNamesBothPlaces() {
    let screen = ScreenSpec("dup", size: Size(width: 400, height: 800)) {
      ControllerSpec("c") {
        ViewSpec("email", .textField, frame: .zero)
        ViewSpec("email", .textField, frame: .zero)
      }
    }
    #expect(
      throws: ScenarioError.invalidScreen(
        name: "dup", path: "window.controller.view.subviews[1].id",
        message: "duplicate id 'email', already used at window.controller.view.subviews[0]")
    ) { try screen.fixture() }
  }

  @Test func aFormWiderThanItsSuperviewIsNegative() {
    // 390 − 2 · 200 = −10 wide.
    let screen = ScreenSpec("narrow", device: "iphone-14") {
      ControllerSpec("c") { VerticalForm(x: 200, y: 0) { ViewSpec("f", .textField) } }
    }
    #expect(
      throws: ScenarioError.invalidScreen(
        name: "narrow", path: "window.controller.view.subviews[0].frame",
        message: "width and height must not be negative, found -10 × 44")
    ) { try screen.fixture() }
  }

  @Test func aNonFiniteNumberNamesTheViewAndField() {
    let screen = ScreenSpec(size: Size(width: 400, height: 800)) {
      ControllerSpec("c") { ViewSpec("bad", frame: Rect(x: .nan, y: 0, width: 1, height: 1)) }
    }
    #expect(throws: ScenarioError.nonFiniteNumber(id: "bad", field: "frame")) { try screen.fixtureJSON() }
    #expect(
      ScenarioError.nonFiniteNumber(id: "bad", field: "frame").description == "#bad: frame must be finite")
  }

  @Test func policiesAreNamedByATypedIdentifier() {
    #expect(AvoidancePolicyID(rawValue: "recipe9") == nil)
    #expect(AvoidancePolicyID(rawValue: "Recipe1") == nil)
    #expect(
      AvoidancePolicyID.allNames == [
        "shelter", "recipe1", "recipe2", "recipe3", "recipe4", "iqkeyboardmanager", "tpkeyboardavoiding",
        "apple-sample", "root-shift", "safe-area-insets", "bottom-constraint", "none",
      ])
    for id in AvoidancePolicyID.allCases { #expect(id.makePolicy().name == id.rawValue) }
  }

  @Test func copiesOfADescriptionAreIndependent() throws {
    let plain = ViewSpec("f", .textField, frame: .zero)
    let hidden = plain.hidden()
    func scene(_ view: ViewSpec) throws -> Scene {
      try ScreenSpec(size: Size(width: 400, height: 800)) { ControllerSpec("c") { view } }.makeScene()
    }
    #expect(try scene(plain).viewsByID["f"]?.isHidden == false)
    #expect(try scene(hidden).viewsByID["f"]?.isHidden == true)
    #expect(plain.id == "f" && plain.kind == .textField && plain.subviews.isEmpty)
    let parent = ViewSpec("p", frame: .zero) {
      plain
      hidden.tag(1)
    }
    #expect(parent.subviews.map(\.id) == ["f", "f"])
  }

  /// A chain 100,000 views deep, each 1 point right of its superview: built, loaded, measured and
  /// released without recursion. The deepest view ends at x = 100,000.
  @Test(.atScale) func aHundredThousandDeepChain() throws {
    let depth = 100_000
    var chain = ViewSpec("v\(depth)", frame: Rect(x: 1, y: 0, width: 10, height: 10))
    for level in stride(from: depth - 1, through: 1, by: -1) {
      chain = ViewSpec("v\(level)", frame: Rect(x: 1, y: 0, width: 10, height: 10)) { chain }
    }
    let screen = ScreenSpec(size: Size(width: 400, height: 800)) { ControllerSpec("c") { chain } }
    let scene = try screen.makeScene()
    let leaf = try #require(scene.viewsByID["v\(depth)"])
    #expect(leaf.frameInRootSpace == Rect(x: Double(depth), y: 0, width: 10, height: 10))
  }
}
