import ShelterGeometry
import ShelterNotifications
import Testing

/// Keyboard info and its UIKit user-info dictionary.
@Suite struct KeyboardInfoTests {
  static let show = KeyboardInfo(
    frameBegin: Rect(x: 0, y: 844, width: 390, height: 336),
    frameEnd: Rect(x: 0, y: 508, width: 390, height: 336),
    animationDuration: 0.25, animationCurve: .keyboard, isLocal: true)

  @Test func userInfoUsesUIKitKeysAndTypes() {
    let userInfo = Self.show.userInfo
    #expect(
      userInfo.keys.sorted() == [
        "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
        "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
      ])
    #expect(
      userInfo["UIKeyboardFrameBeginUserInfoKey"] as? Rect == Rect(x: 0, y: 844, width: 390, height: 336))
    #expect(userInfo["UIKeyboardFrameEndUserInfoKey"] as? Rect == Rect(x: 0, y: 508, width: 390, height: 336))
    #expect(userInfo["UIKeyboardAnimationDurationUserInfoKey"] as? Double == 0.25)
    #expect(userInfo["UIKeyboardAnimationCurveUserInfoKey"] as? Int == 7)
    #expect(userInfo["UIKeyboardIsLocalUserInfoKey"] as? Bool == true)
  }

  static let roundTrips: [KeyboardInfo] = [
    show,
    KeyboardInfo(
      frameBegin: Rect(x: 0, y: 508, width: 390, height: 336),
      frameEnd: Rect(x: 0, y: 844, width: 390, height: 336),
      animationDuration: 0, animationCurve: .easeInOut, isLocal: false),
    KeyboardInfo(
      frameBegin: .zero, frameEnd: Rect(x: -10.5, y: 1e6, width: 0, height: 0.125), animationDuration: 1.5,
      animationCurve: AnimationCurve(rawValue: 42), isLocal: true),
  ]

  @Test(arguments: roundTrips) func roundTripThroughUserInfo(info: KeyboardInfo) throws {
    #expect(try KeyboardInfo(userInfo: info.userInfo) == info)
  }

  @Test func defaultsAreUIKitKeyboardValues() {
    let info = KeyboardInfo(frameBegin: .zero, frameEnd: .zero)
    #expect(info.animationDuration == 0.25)
    #expect(info.animationCurve.rawValue == 7)
    #expect(info.isLocal)
  }

  @Test func curveRawValuesAreUIKits() {
    #expect(AnimationCurve.easeInOut.rawValue == 0)
    #expect(AnimationCurve.easeIn.rawValue == 1)
    #expect(AnimationCurve.easeOut.rawValue == 2)
    #expect(AnimationCurve.linear.rawValue == 3)
    #expect(AnimationCurve.keyboard.rawValue == 7)
    #expect("\(AnimationCurve.keyboard)" == "keyboard")
    #expect("\(AnimationCurve(rawValue: 5))" == "curve(5)")
  }

  /// Alternative value types UIKit-style code writes by hand.
  @Test func durationAsIntAndCurveAsValueAreAccepted() throws {
    var userInfo = Self.show.userInfo
    userInfo[KeyboardInfo.animationDurationUserInfoKey] = 1
    userInfo[KeyboardInfo.animationCurveUserInfoKey] = AnimationCurve.easeOut
    let info = try KeyboardInfo(userInfo: userInfo)
    #expect(info.animationDuration == 1.0)
    #expect(info.animationCurve == .easeOut)
  }

  struct BadRow: CustomStringConvertible, @unchecked Sendable {
    var change: String
    var key: String
    var value: Any?  // nil removes the key
    var error: UserInfoError
    var description: String { change }
  }

  static let badRows: [BadRow] = [
    BadRow(
      change: "no begin frame", key: KeyboardInfo.frameBeginUserInfoKey, value: nil,
      error: .missingKey("UIKeyboardFrameBeginUserInfoKey")),
    BadRow(
      change: "no end frame", key: KeyboardInfo.frameEndUserInfoKey, value: nil,
      error: .missingKey("UIKeyboardFrameEndUserInfoKey")),
    BadRow(
      change: "no duration", key: KeyboardInfo.animationDurationUserInfoKey, value: nil,
      error: .missingKey("UIKeyboardAnimationDurationUserInfoKey")),
    BadRow(
      change: "no curve", key: KeyboardInfo.animationCurveUserInfoKey, value: nil,
      error: .missingKey("UIKeyboardAnimationCurveUserInfoKey")),
    BadRow(
      change: "no isLocal", key: KeyboardInfo.isLocalUserInfoKey, value: nil,
      error: .missingKey("UIKeyboardIsLocalUserInfoKey")),
    BadRow(
      change: "end frame as array", key: KeyboardInfo.frameEndUserInfoKey, value: [0.0, 508.0, 390.0, 336.0],
      error: .wrongType(key: "UIKeyboardFrameEndUserInfoKey", expected: "Rect", found: "Array<Double>")),
    BadRow(
      change: "begin frame as point", key: KeyboardInfo.frameBeginUserInfoKey, value: Point(x: 0, y: 0),
      error: .wrongType(key: "UIKeyboardFrameBeginUserInfoKey", expected: "Rect", found: "Point")),
    BadRow(
      change: "duration as string", key: KeyboardInfo.animationDurationUserInfoKey, value: "0.25",
      error: .wrongType(key: "UIKeyboardAnimationDurationUserInfoKey", expected: "Double", found: "String")),
    BadRow(
      change: "curve as double", key: KeyboardInfo.animationCurveUserInfoKey, value: 7.0,
      error: .wrongType(key: "UIKeyboardAnimationCurveUserInfoKey", expected: "Int", found: "Double")),
    BadRow(
      change: "isLocal as int", key: KeyboardInfo.isLocalUserInfoKey, value: 1,
      error: .wrongType(key: "UIKeyboardIsLocalUserInfoKey", expected: "Bool", found: "Int")),
    BadRow(
      change: "negative duration", key: KeyboardInfo.animationDurationUserInfoKey, value: -0.25,
      error: .invalidValue(
        key: "UIKeyboardAnimationDurationUserInfoKey",
        reason: "duration -0.25 is not a finite, non-negative number of seconds")),
    BadRow(
      change: "NaN duration", key: KeyboardInfo.animationDurationUserInfoKey, value: Double.nan,
      error: .invalidValue(
        key: "UIKeyboardAnimationDurationUserInfoKey",
        reason: "duration nan is not a finite, non-negative number of seconds")),
    BadRow(
      change: "null end frame", key: KeyboardInfo.frameEndUserInfoKey, value: Rect.null,
      error: .invalidValue(key: "UIKeyboardFrameEndUserInfoKey", reason: "frame null is not finite")),
  ]

  @Test(arguments: badRows) func badUserInfoThrowsTheErrorNamingTheKey(row: BadRow) {
    var userInfo = Self.show.userInfo
    userInfo[row.key] = row.value
    #expect(throws: row.error) { try KeyboardInfo(userInfo: userInfo) }
    #expect(throws: row.error) {
      try PostedNotification(name: .keyboardWillShow, userInfo: userInfo).keyboardInfo()
    }
    #expect(row.error.key == row.key)
  }

  /// With several bad keys, the first in UIKit's key order is reported.
  @Test func firstBadKeyIsReported() {
    let userInfo: [String: Any] = [
      KeyboardInfo.frameBeginUserInfoKey: Rect.zero,
      KeyboardInfo.animationDurationUserInfoKey: "slow",
    ]
    #expect(throws: UserInfoError.missingKey("UIKeyboardFrameEndUserInfoKey")) {
      try KeyboardInfo(userInfo: userInfo)
    }
  }

  @Test func errorDescriptionsNameKeyAndProblem() {
    #expect("\(UserInfoError.missingKey("K"))" == "K: missing")
    #expect(
      "\(UserInfoError.wrongType(key: "K", expected: "Rect", found: "String"))"
        == "K: expected Rect, found String")
    #expect("\(UserInfoError.invalidValue(key: "K", reason: "too big"))" == "K: too big")
  }
}
