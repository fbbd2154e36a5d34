import ShelterFixtures
import ShelterSimulation
import ShelterUIKit
import Testing

extension ShelterUIKitTests {
  /// The sign-in screen built by the app's UIKit code (`LoginScreen.swift`) and the same screen
  /// described as a fixture lay out to the same frames: one model, two ways in.
  @Suite struct FixtureEquivalenceTests {
    static let loginFixture = """
      {
        "format": "shelter-fixture/1",
        "name": "uikit-login",
        "screen": { "device": "iphone-16", "keyboard": "software" },
        "window": {
          "controller": {
            "id": "login",
            "view": {
              "id": "root", "kind": "view", "frame": [0, 0, 393, 852], "autoresize": "W+H",
              "constraints": [
                "stack.top == root.safeAreaLayoutGuide.top + 24",
                "stack.leading == root.leading + 20",
                "stack.trailing == root.trailing - 20",
                "email.height == 44",
                "password.height == 44",
                "button.leading == root.leading + 20",
                "button.trailing == root.trailing - 20",
                "button.height == 50",
                "button.bottom == root.safeAreaLayoutGuide.bottom - 16"
              ],
              "subviews": [
                { "id": "stack", "kind": "stackView", "axis": "vertical", "spacing": 12,
                  "translatesAutoresizingMaskIntoConstraints": false,
                  "subviews": [
                    { "id": "email", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false },
                    { "id": "password", "kind": "textField", "translatesAutoresizingMaskIntoConstraints": false }
                  ] },
                { "id": "button", "kind": "button", "translatesAutoresizingMaskIntoConstraints": false }
              ]
            }
          }
        },
        "steps": []
      }
      """

    @Test func theUIKitScreenAndItsFixtureHaveTheSameFrames() throws {
      let scene = try Scene(fixture: Fixture(json: Self.loginFixture))
      scene.layoutConstraints()
      let fixtureFrames = Dictionary(
        uniqueKeysWithValues: scene.windowFrames().map { ($0.id, CGRect($0.frame)) })

      let controller = LoginViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      let pairs: [(String, UIView)] = [
        ("root", controller.view), ("stack", controller.stackView), ("email", controller.emailField),
        ("password", controller.passwordField), ("button", controller.loginButton),
      ]
      for (id, view) in pairs {
        #expect(fixtureFrames[id] == screen.frame(of: view), "\(id)")
      }
      // Both are the hand-worked frame: 852 − 34 − 16 = 802 at the bottom, 50 high.
      #expect(fixtureFrames["button"] == CGRect(x: 20, y: 752, width: 353, height: 50))
    }
  }
}
