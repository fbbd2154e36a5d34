extension NotificationName {
  /// Posted when a text field becomes first responder; the object is the text field.
  ///
  /// Raw values as UIKit's `UITextField.textDidBeginEditingNotification` and friends.
  public static let textFieldTextDidBeginEditing = Self(
    rawValue: "UITextFieldTextDidBeginEditingNotification")

  /// Posted when a text field resigns first responder; the object is the text field.
  public static let textFieldTextDidEndEditing = Self(rawValue: "UITextFieldTextDidEndEditingNotification")

  /// Posted when a text field's text changes; the object is the text field.
  public static let textFieldTextDidChange = Self(rawValue: "UITextFieldTextDidChangeNotification")

  /// Posted when a text view becomes first responder; the object is the text view.
  public static let textViewTextDidBeginEditing = Self(rawValue: "UITextViewTextDidBeginEditingNotification")

  /// Posted when a text view resigns first responder; the object is the text view.
  public static let textViewTextDidEndEditing = Self(rawValue: "UITextViewTextDidEndEditingNotification")
}
