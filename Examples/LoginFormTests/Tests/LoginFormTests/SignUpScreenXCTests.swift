import Shelter
import ShelterTesting
import XCTest

/// The same checks from an XCTest case, for suites that have not moved to Swift Testing.
final class SignUpScreenXCTests: XCTestCase {
  func testTheLastFieldStaysVisibleAndTheFormComesBack() throws {
    var signUp = try Scenario(SignUpScreen.make(on: .iPhoneSE3))
    try signUp.focus("postcode")
    try signUp.showKeyboard()
    XCTAssertScreen(signUp, .focusedFieldVisible())
    try signUp.hideKeyboard()
    XCTAssertScreen(signUp, .everythingRestored)
  }
}
