/// The keyboard's names, with UIKit's raw strings; UIKit's spellings of the same names
/// (`UIResponder.keyboardWillShowNotification` on `NotificationCenter.default`) live in ShelterUIKit.
extension NotificationName {
  /// Posted just before the keyboard appears; the payload is a ``KeyboardInfo``.
  ///
  /// Raw value as UIKit's `UIResponder.keyboardWillShowNotification`, so a trace reads the same.
  public static let keyboardWillShow = Self(rawValue: "UIKeyboardWillShowNotification")

  /// Posted just after the keyboard appeared; the payload is a ``KeyboardInfo``.
  public static let keyboardDidShow = Self(rawValue: "UIKeyboardDidShowNotification")

  /// Posted just before the keyboard disappears; the payload is a ``KeyboardInfo``.
  public static let keyboardWillHide = Self(rawValue: "UIKeyboardWillHideNotification")

  /// Posted just after the keyboard disappeared; the payload is a ``KeyboardInfo``.
  public static let keyboardDidHide = Self(rawValue: "UIKeyboardDidHideNotification")

  /// Posted before any change of the keyboard's frame, shows and hides included.
  ///
  /// The payload is a ``KeyboardInfo``; UIKit posts it alongside the show and hide notifications.
  public static let keyboardWillChangeFrame = Self(rawValue: "UIKeyboardWillChangeFrameNotification")

  /// Posted after any change of the keyboard's frame; the payload is a ``KeyboardInfo``.
  public static let keyboardDidChangeFrame = Self(rawValue: "UIKeyboardDidChangeFrameNotification")
}
