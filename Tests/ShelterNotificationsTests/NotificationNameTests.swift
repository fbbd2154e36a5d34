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
