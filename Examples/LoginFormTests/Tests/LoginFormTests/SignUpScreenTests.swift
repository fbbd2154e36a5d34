import Shelter
import ShelterTesting
import Testing

@Suite("Sign-up screen")
struct SignUpScreenTests {
  static let phones: [DeviceProfile] = [.iPhoneSE3, .iPhone15, .iPhone15ProMax]

  /// Tab through the whole form with the keyboard up, as a user filling it in would.
  @Test(arguments: phones)
  func everyFieldStaysVisibleWhileTabbingThrough(_ phone: DeviceProfile) throws {
    var signUp = try Scenario(SignUpScreen.make(on: phone))
    try signUp.focus("name")
    try signUp.showKeyboard()
    expect(signUp, .focusedFieldVisible())
    for field in SignUpScreen.fieldOrder.dropFirst() {
      try signUp.focusNext()
      expect(signUp, .focused(field))
      expect(signUp, .focusedFieldVisible())
    }
    try signUp.hideKeyboard()
    expect(signUp, .everythingRestored)
    expect(signUp, .noViewWandered)
  }

  /// The postcode field starts under the keyboard; the form scrolls it up by just enough.
  @Test func thePostcodeFieldScrollsIntoView() throws {
    // The keyboard is shown by hand here, so focus does not bring it up by itself.
    var signUp = try Scenario(SignUpScreen.make(), followsFocus: false)
    let postcode = try signUp.focus("postcode")
    let keyboard = try signUp.showKeyboard()
    let before = try #require(postcode["postcode"])
    let after = try #require(keyboard["postcode"])
    let keyboardTop = try #require(keyboard.keyboardFrame?.minY)
    #expect(before.maxY > keyboardTop)  // covered before
    #expect(after.maxY + 12 == keyboardTop)  // exactly the controller's distance above it after
    // The form scrolled; nothing outside it moved.
    #expect(keyboard.moved.allSatisfy { $0.id != "navigationBar" && $0.id != "form" })
  }

  @Test func switchingKeyboardsKeepsTheBioVisible() throws {
    var signUp = try Scenario(SignUpScreen.make())
    try signUp.focus("bio")
    try signUp.showKeyboard()
    expect(signUp, .focusedFieldVisible())
    try signUp.changeKeyboard(.emoji)
    expect(signUp, .nothingMoved)  // the emoji keyboard is as tall as the docked one here
    try signUp.changeKeyboard(.docked(predictive: false))
    expect(signUp, .focusedFieldVisible())
    try signUp.changeKeyboard(.docked())
    expect(signUp, .noViewWandered)
  }

  @Test func rotatingWhileTyping() throws {
    var signUp = try Scenario(SignUpScreen.make())
    try signUp.focus("email")
    try signUp.showKeyboard()
    try signUp.rotate(to: .landscape)
    expect(signUp, .focusedFieldVisible())
    try signUp.rotate(to: .portrait)
    expect(signUp, .focusedFieldVisible())
    try signUp.hideKeyboard()
    expect(signUp, .everythingRestored)
  }

  @Test func tappingTheNavigationBarEndsEditing() throws {
    var signUp = try Scenario(SignUpScreen.make())
    try signUp.focus("password")
    try signUp.showKeyboard()
    try signUp.tap("navigationBar")
    expect(signUp, .focused(nil))
    #expect(signUp.current.keyboardFrame == nil)
    expect(signUp, .everythingRestored)
  }

  @Test func theDisabledReferralCodeIsSkipped() throws {
    let scene = try SignUpScreen.make().makeScene()
    #expect(FieldNavigation.order(in: scene.window).map(\.identifier) == SignUpScreen.fieldOrder)
  }

  /// A branch of a scenario is a copy: both continue from the same start independently.
  @Test func branchingFromTheSameStart() throws {
    var typing = try Scenario(SignUpScreen.make())
    try typing.focus("city")
    try typing.showKeyboard()
    var dismissed = typing
    try dismissed.resign()
    try typing.switchField(to: "street")
    expect(typing, .focusedFieldVisible())
    expect(dismissed, .everythingRestored)
  }
}
