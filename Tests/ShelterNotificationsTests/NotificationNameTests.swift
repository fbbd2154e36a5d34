import ShelterNotifications
import Testing

/// Names: open, compared by raw value, with UIKit's raw values for the ones Shelter posts.
@Suite struct NotificationNameTests {
  @Test(arguments: [
    (NotificationName.keyboardWillShow, "UIKeyboardWillShowNotification"),
    (.keyboardDidShow, "UIKeyboardDidShowNotification"),
    (.keyboardWillHide, "UIKeyboardWillHideNotification"),
    (.keyboardDidHide, "UIKeyboardDidHideNotification"),
    (.keyboardWillChangeFrame, "UIKeyboardWillChangeFrameNotification"),
    (.keyboardDidChangeFrame, "UIKeyboardDidChangeFrameNotification"),
    (.textFieldTextDidBeginEditing, "UITextFieldTextDidBeginEditingNotification"),
    (.textFieldTextDidEndEditing, "UITextFieldTextDidEndEditingNotification"),
    (.textFieldTextDidChange, "UITextFieldTextDidChangeNotification"),
    (.textViewTextDidBeginEditing, "UITextViewTextDidBeginEditingNotification"),
    (.textViewTextDidEndEditing, "UITextViewTextDidEndEditingNotification"),
  ])
  func uikitRawValues(name: NotificationName, rawValue: String) {
    #expect(name.rawValue == rawValue)
    #expect("\(name)" == rawValue)
  }

  @Test func namesCompareByRawValue() {
    #expect(NotificationName("x") == NotificationName(rawValue: "x"))
    #expect(NotificationName("x") != NotificationName("y"))
    #expect(Set([NotificationName("x"), NotificationName(rawValue: "x")]).count == 1)
  }

  /// Names follow `String` equality, canonical equivalence included.
  @Test func canonicallyEquivalentStringsAreTheSameName() {
    #expect(NotificationName("caf\u{E9}") == NotificationName("cafe\u{301}"))
    #expect(Set([NotificationName("caf\u{E9}"), NotificationName("cafe\u{301}")]).count == 1)
  }

  /// Changing the raw value changes which names it equals.
  @Test func settingTheRawValueRenames() {
    var name = NotificationName("before")
    name.rawValue = "after"
    #expect(name == NotificationName("after"))
    #expect(name != NotificationName("before"))
    #expect(Set([name, NotificationName("after")]).count == 1)
  }

  /// A name built from the same string as a built-in one is the same name.
  @Test func sameStringIsTheSameName() {
    let hub = NotificationHub()
    let trace = Trace()
    let token = hub.addObserver(forName: NotificationName("UIKeyboardWillShowNotification")) { _ in
      trace.record("hit")
    }
    hub.post(name: .keyboardWillShow)
    #expect(trace.entries == ["hit"])
    withExtendedLifetime(token) {}
  }
}
