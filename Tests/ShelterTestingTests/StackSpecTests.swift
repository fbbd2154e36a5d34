import ShelterTesting
import Testing

/// Stack-view settings written in Swift, and a screen's fixture JSON replayed as the CLI plays it.
@Suite("Stack views and fixture JSON in screen specs")
struct StackSpecTests {
  /// The sign-up form of `docs/signup-form.md`, as the page writes it.
  static func signup(_ orientation: Orientation = .portrait) -> ScreenSpec {
    ScreenSpec("signup-form", device: "iphone-se-3", orientation) {
      ControllerSpec("signupController", rootID: "root") {
        ViewSpec("form", .scrollView) {
          ViewSpec("fields", .stackView) {
            for id in ["name", "email", "phone", "username", "password", "confirm", "referral"] {
              ViewSpec(id, .textField).placedByConstraints().intrinsicContentSize(Size(width: -1, height: 44))
            }
          }
          .stack(axis: .vertical, spacing: 12)
          .placedByConstraints()
          .pin(.top, to: .superview(.top), constant: 20)
          .pin(.leading, to: .superview(.leading), constant: 16)
          .pin(.trailing, to: .superview(.trailing), constant: -16)
          .pin(.bottom, to: .superview(.bottom), constant: -20)
          .pin(.width, to: .superview(.width), constant: -32)
        }
        .clipsToBounds()
        .placedByConstraints()
        .pin(.top, to: .safeArea(.top))
        .pin(.leading, to: .safeArea(.leading))
        .pin(.trailing, to: .safeArea(.trailing))
        .pin(.bottom, to: .view("create", .top), constant: -8)
        ViewSpec("create", .button).placedByConstraints()
          .pin(.leading, to: .layoutMargins(.leading))
          .pin(.trailing, to: .layoutMargins(.trailing))
          .pin(.height, equalToConstant: 50)
          .pin(.bottom, to: .keyboardLayoutGuide(.top), constant: -8)
      }
    }
  }

  @Test func stackSettingsAreTheFixturesFields() throws {
    let screen = ScreenSpec(size: Size(width: 320, height: 480)) {
      ControllerSpec("main") {
        ViewSpec("row", .stackView) {
          ViewSpec("a", .label).placedByConstraints()
          ViewSpec("b", .label).placedByConstraints()
          ViewSpec("c", .label).placedByConstraints()
        }
        .stack(axis: .horizontal, spacing: 4, distribution: .fillEqually, alignment: .center)
        .customSpacing(10, after: "a")
        .customSpacing(12, after: "a")
        .layoutMarginsRelativeArrangement()
        .baselineRelativeArrangement(false)
        .arrangedSubviews(["a", "c"])
      }
    }
    let stack = try #require(try screen.fixture().nodes.first { $0.id == "row" }?.stack)
    #expect(stack.axis == .horizontal && stack.spacing == 4)
    #expect(stack.distribution == .fillEqually && stack.alignment == .center)
    // A second spacing after the same view replaces the first, as `setCustomSpacing` does.
    #expect(stack.customSpacing == [StackSettings.CustomSpacing(id: "a", spacing: 12)])
    #expect(stack.layoutMarginsRelativeArrangement && !stack.baselineRelativeArrangement)
    #expect(stack.arrangedSubviews == ["a", "c"])
    // Laid out: 320 wide, two arranged views filling equally with 12 between, inside the stack's
    // default margins of 8: (304 − 12) / 2 = 146 each, from 8 and from 8 + 146 + 12 = 166.
    let scene = try screen.makeScene()
    #expect(scene.viewsByID["a"]?.frame.minX == 8)
    #expect(scene.viewsByID["a"]?.frame.width == 146)
    #expect(scene.viewsByID["c"]?.frame.minX == 166)
  }

  @Test func theFixtureJSONKeepsTheDeviceAndIsReadable() throws {
    let json = try Self.signup(.landscape).fixtureJSON()
    #expect(json.contains("\n"))
    #expect(json.contains(#""device": "iphone-se-3""#))
    #expect(json.contains(#""orientation": "landscape""#))
    #expect(json.contains(#""keyboard": "software""#))
    var manual = Self.signup()
    manual.keyboardMode = .manual
    // Manual is the format's default, which the writer leaves out.
    #expect(try !manual.fixtureJSON().contains(#""keyboard": "#))
  }

  @Test func theFixtureJSONReplaysAsTheScenarioPlays() throws {
    // Read back and played with a focus: the keyboard follows focus on the SE (260, top 407), the
    // bar rides it (407 − 8 − 50 = 349) as it does in the scenario.
    var fixture = try Fixture(json: Self.signup().fixtureJSON())
    fixture.steps = [.focus("name")]
    let played = try Simulation(fixture: fixture).run()
    var scenario = try Scenario(Self.signup())
    let focused = try scenario.focus("name")
    #expect(
      played[0].frames.first { $0.id == "create" }?.frame == Rect(x: 16, y: 609, width: 343, height: 50))
    #expect(
      played[1].frames.first { $0.id == "create" }?.frame == Rect(x: 16, y: 349, width: 343, height: 50))
    #expect(focused["create"] == Rect(x: 16, y: 349, width: 343, height: 50))
    #expect(played[1].keyboardFrameOnScreen == focused.keyboardFrameOnScreen)
  }
}
