import ShelterGeometry
import ShelterKeyboard
import ShelterNotifications
import ShelterViews
import Testing

@Suite("KeyboardSimulator: UIKit's notification sequence")
struct KeyboardSimulatorTests {
  static let showNames: [NotificationName] = [
    .keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow,
  ]
  static let hideNames: [NotificationName] = [
    .keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide,
  ]

  /// The keyboard infos of the logged notifications, all of which must carry one.
  private func infos(_ log: KeyboardNoteLog) throws -> [KeyboardInfo] {
    try log.notes.map { note in try #require(note.payload(as: KeyboardInfo.self)) }
  }

  @Test func showPostsFourNotificationsWithScreenFrames() throws {
    let application = Application(screenSize: Size(width: 390, height: 844))
    let log = KeyboardNoteLog(hub: application.notificationHub)
    application.keyboard.show(height: 336)
    #expect(log.names == Self.showNames)
    #expect(log.notes.allSatisfy { $0.object === application.screen })
    // Slides up from just below the screen (y 844) to 844 − 336 = 508.
    let expected = KeyboardInfo(
      frameBegin: Rect(x: 0, y: 844, width: 390, height: 336),
      frameEnd: Rect(x: 0, y: 508, width: 390, height: 336),
      animationDuration: 0.25, animationCurve: .keyboard, isLocal: true)
    #expect(try infos(log) == Array(repeating: expected, count: 4))
    #expect(application.keyboard.isShown)
    #expect(application.keyboard.frame == Rect(x: 0, y: 508, width: 390, height: 336))
  }

  @Test func frameChangeWhileShownPostsTheShowSequenceAgain() throws {
    let application = Application(screenSize: Size(width: 390, height: 844))
    application.keyboard.show(height: 336)
    let log = KeyboardNoteLog(hub: application.notificationHub)
    application.keyboard.change(height: 291)
    #expect(log.names == Self.showNames)
    // From 508 to 844 − 291 = 553.
    for info in try infos(log) {
      #expect(info.frameBegin == Rect(x: 0, y: 508, width: 390, height: 336))
      #expect(info.frameEnd == Rect(x: 0, y: 553, width: 390, height: 291))
    }
  }

  @Test func hidePostsTheHideSequence() throws {
    let application = Application(screenSize: Size(width: 390, height: 844))
    application.keyboard.show(height: 291)
    let log = KeyboardNoteLog(hub: application.notificationHub)
    application.keyboard.hide()
    #expect(log.names == Self.hideNames)
    for info in try infos(log) {
      #expect(info.frameBegin == Rect(x: 0, y: 553, width: 390, height: 291))
      #expect(info.frameEnd == Rect(x: 0, y: 844, width: 390, height: 291))
    }
    #expect(!application.keyboard.isShown)
    #expect(application.keyboard.frame == nil)
  }

  @Test func hideWhileHiddenPostsNothing() {
    let application = Application(screenSize: Size(width: 390, height: 844))
    let log = KeyboardNoteLog(hub: application.notificationHub)
    application.keyboard.hide()
    #expect(log.notes.isEmpty)
  }

  @Test func customDurationAndCurveArePosted() throws {
    let application = Application(screenSize: Size(width: 390, height: 844))
    let log = KeyboardNoteLog(hub: application.notificationHub)
    application.keyboard.show(height: 336, duration: 0.4, curve: .easeOut)
    application.keyboard.hide(duration: 0.2, curve: .linear)
    let posted = try infos(log)
    #expect(posted.map(\.animationDuration) == [0.4, 0.4, 0.4, 0.4, 0.2, 0.2, 0.2, 0.2])
    #expect(
      posted.map(\.animationCurve) == Array(repeating: .easeOut, count: 4)
        + Array(repeating: .linear, count: 4))
  }

  @Test func floatingKeyboardFrameIsPostedAsGiven() throws {
    let application = Application(screenSize: Size(width: 390, height: 844))
    let log = KeyboardNoteLog(hub: application.notificationHub)
    let floating = Rect(x: 95, y: 400, width: 200, height: 250)
    application.keyboard.show(frame: floating)
    // It starts below the screen at full width and the frame's height.
    for info in try infos(log) {
      #expect(info.frameBegin == Rect(x: 0, y: 844, width: 390, height: 250))
      #expect(info.frameEnd == floating)
    }
  }

  @Test func userInfoCarriesTheSameValues() throws {
    let application = Application(screenSize: Size(width: 390, height: 844))
    let log = KeyboardNoteLog(hub: application.notificationHub)
    application.keyboard.show(height: 336)
    let note = try #require(log.notes.first)
    let decoded = try KeyboardInfo(userInfo: try #require(note.userInfo))
    #expect(decoded.frameEnd == Rect(x: 0, y: 508, width: 390, height: 336))
    #expect(decoded.animationCurve == .keyboard)
  }

  @Test func screenResizeHidesAndShowsTheKeyboardAtItsHeightAcrossTheNewWidth() throws {
    let application = Application(screenSize: Size(width: 390, height: 844))
    application.keyboard.show(height: 291)
    let log = KeyboardNoteLog(hub: application.notificationHub)
    application.screen.size = Size(width: 844, height: 390)
    application.keyboard.screenDidResize()
    // As iOS does when the device turns, the keyboard goes and comes back: the hide in the space of
    // the screen it was shown on (844 − 291 = 553, 390 wide, to below it at 844), the show in the
    // new one, from below the screen (390) to 390 − 291 = 99, 844 wide.
    #expect(log.names == Self.hideNames + Self.showNames)
    let infos = try infos(log)
    for info in infos.prefix(4) {
      #expect(info.frameBegin == Rect(x: 0, y: 553, width: 390, height: 291))
      #expect(info.frameEnd == Rect(x: 0, y: 844, width: 390, height: 291))
    }
    for info in infos.dropFirst(4) {
      #expect(info.frameBegin == Rect(x: 0, y: 390, width: 844, height: 291))
      #expect(info.frameEnd == Rect(x: 0, y: 99, width: 844, height: 291))
    }
  }

  @Test func screenResizeWhileHiddenPostsNothing() {
    let application = Application(screenSize: Size(width: 390, height: 844))
    let log = KeyboardNoteLog(hub: application.notificationHub)
    application.keyboard.screenDidResize()
    #expect(log.notes.isEmpty)
  }

  @Test func oneSimulatorPerApplication() {
    let first = Application(screenSize: Size(width: 390, height: 844))
    let second = Application(screenSize: Size(width: 390, height: 844))
    #expect(first.keyboard === first.keyboard)
    #expect(first.keyboard !== second.keyboard)
    first.keyboard.show(height: 336)
    #expect(!second.keyboard.isShown)
  }

  @Test func dockedFrameSpansTheBottomOfTheScreen() {
    let application = Application(screenSize: Size(width: 1024, height: 1366))
    // 1366 − 398 = 968.
    #expect(application.keyboard.dockedFrame(height: 398) == Rect(x: 0, y: 968, width: 1024, height: 398))
  }
}
