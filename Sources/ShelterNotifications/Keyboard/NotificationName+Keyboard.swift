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

extension NotificationName {
  /// UIKit's spelling (`UIResponder.keyboardWillShowNotification`), kept for the fix-it.
  @available(*, unavailable, renamed: "keyboardWillShow")
  public static var keyboardWillShowNotification: Self { .keyboardWillShow }

  /// UIKit's spelling (`UIResponder.keyboardDidShowNotification`), kept for the fix-it.
  @available(*, unavailable, renamed: "keyboardDidShow")
  public static var keyboardDidShowNotification: Self { .keyboardDidShow }

  /// UIKit's spelling (`UIResponder.keyboardWillHideNotification`), kept for the fix-it.
  @available(*, unavailable, renamed: "keyboardWillHide")
  public static var keyboardWillHideNotification: Self { .keyboardWillHide }

  /// UIKit's spelling (`UIResponder.keyboardDidHideNotification`), kept for the fix-it.
  @available(*, unavailable, renamed: "keyboardDidHide")
  public static var keyboardDidHideNotification: Self { .keyboardDidHide }

  /// UIKit's spelling (`UIResponder.keyboardWillChangeFrameNotification`), kept for the fix-it.
  @available(*, unavailable, renamed: "keyboardWillChangeFrame")
  public static var keyboardWillChangeFrameNotification: Self { .keyboardWillChangeFrame }

  /// UIKit's spelling (`UIResponder.keyboardDidChangeFrameNotification`), kept for the fix-it.
  @available(*, unavailable, renamed: "keyboardDidChangeFrame")
  public static var keyboardDidChangeFrameNotification: Self { .keyboardDidChangeFrame }
}
