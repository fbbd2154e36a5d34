import ShelterGeometry
import ShelterNotifications
import Testing

/// Typed payloads and UIKit-style user info on the same notification.
@Suite struct PayloadTests {
  static let info = KeyboardInfo(
    frameBegin: Rect(x: 0, y: 844, width: 390, height: 336),
    frameEnd: Rect(x: 0, y: 508, width: 390, height: 336),
    animationDuration: 0.25, animationCurve: .keyboard, isLocal: true)

  @Test func typedPayloadReachesTheObserver() {
    let hub = NotificationHub()
    let received = Locked<KeyboardInfo?>(nil)
    let token = hub.addObserver(forName: .keyboardWillShow) { note in
      received.withValue { $0 = note.payload(as: KeyboardInfo.self) }
    }
    hub.post(name: .keyboardWillShow, payload: Self.info)
    #expect(received.withValue { $0 } == Self.info)
    withExtendedLifetime(token) {}
  }

  @Test func payloadOfAnotherTypeReadsAsNil() {
    let note = PostedNotification(name: .alpha, payload: 42)
    #expect(note.payload(as: String.self) == nil)
    #expect(note.payload(as: Int.self) == 42)
    #expect(PostedNotification(name: .alpha).payload(as: Int.self) == nil)
  }

  /// A UIKit-style observer reads the dictionary even when the poster sent a typed payload.
  @Test func representablePayloadAnswersUserInfo() {
    let note = PostedNotification(name: .keyboardWillShow, payload: Self.info)
    // frameEnd = (0, 508; 390, 336): 844 − 336 = 508.
    #expect(
      note.userInfo?[KeyboardInfo.frameEndUserInfoKey] as? Rect == Rect(x: 0, y: 508, width: 390, height: 336)
    )
    #expect(note.userInfo?[KeyboardInfo.animationCurveUserInfoKey] as? Int == 7)
  }

  /// A typed observer reads the payload even when the poster sent only a dictionary.
  @Test func userInfoOnlyNotificationDecodesToTheTypedPayload() throws {
    let note = PostedNotification(name: .keyboardWillHide, userInfo: Self.info.userInfo)
    #expect(note.payload(as: KeyboardInfo.self) == nil)
    #expect(try note.keyboardInfo() == Self.info)
    #expect(try note.decodePayload(as: KeyboardInfo.self) == Self.info)
  }

  @Test func explicitUserInfoWinsOverThePayloads() {
    let note = PostedNotification(name: .alpha, payload: Self.info, userInfo: ["custom": 1])
    #expect(note.userInfo?.count == 1)
    #expect(note.userInfo?["custom"] as? Int == 1)
    // The typed payload is still there for typed readers.
    #expect(note.payload(as: KeyboardInfo.self) == Self.info)
  }

  @Test func noPayloadAndNoUserInfo() {
    let note = PostedNotification(name: .alpha, payload: 3)
    #expect(note.userInfo == nil)
    #expect(throws: UserInfoError.missingKey(KeyboardInfo.frameBeginUserInfoKey)) {
      try PostedNotification(name: .keyboardDidShow).keyboardInfo()
    }
  }

  @Test func postCarriesNameObjectAndUserInfo() {
    let hub = NotificationHub()
    let sender = Sender("field")
    let seen = Trace()
    let token = hub.addObserver(forName: nil) { note in
      seen.record(
        "\(note.name) \(note.object.map { "\($0)" } ?? "-") \(note.userInfo?["k"] as? String ?? "-")")
    }
    hub.post(name: .textFieldTextDidChange, object: sender, userInfo: ["k": "v"])
    hub.post(PostedNotification(name: .alpha))
    #expect(seen.entries == ["UITextFieldTextDidChangeNotification field v", "alpha - -"])
    withExtendedLifetime(token) {}
  }

  @Test func descriptionNamesTheParts() {
    #expect("\(PostedNotification(name: .alpha))" == "alpha")
    #expect(
      "\(PostedNotification(name: .alpha, object: Sender("s"), payload: 5))"
        == "alpha object=Sender payload=5")
  }
}
