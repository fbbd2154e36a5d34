package import ShelterFixtures
import ShelterGeometry

/// Fixtures built in Swift rather than read from JSON, shared by the model's tests and the
/// simulation's.
package enum BuiltFixtures {
  /// A login screen built in Swift: controller, root view, two fields, the password first responder.
  package static func login() -> Fixture {
    var fixture = Fixture(
      name: "login", screenSize: Size(width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    var root = FixtureNode(
      id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), parent: 0)
    root.className = "UIView"
    var password = FixtureNode(
      id: "password", kind: .textField, frame: Rect(x: 20, y: 620, width: 350, height: 44), parent: 1)
    password.isFirstResponder = true
    password.placeholder = "Password"
    password.tag = 3
    fixture.nodes = [
      FixtureNode(id: "login", role: .controller),
      root,
      FixtureNode(
        id: "email", kind: .textField, frame: Rect(x: 20, y: 560, width: 350, height: 44), parent: 1),
      password,
    ]
    fixture.steps = [.keyboardShow(.height(336), duration: 0.25, curve: 7), .focus("email")]
    return fixture
  }
}
