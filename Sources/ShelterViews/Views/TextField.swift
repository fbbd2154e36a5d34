public import Foundation
public import ShelterGeometry
public import ShelterNotifications

/// A single-line text input, as UIKit's `UITextField`; it can become first responder.
open class TextField: View, TextInput {
  /// The text shown.
  public var text: String = ""
  /// The hint shown while ``text`` is empty.
  public var placeholder: String?
  /// Whether the field accepts input; a disabled field cannot become first responder.
  public var isEnabled = true
  /// The traits that decide the keyboard this input brings up.
  public var textInputTraits = TextInputTraits()
  /// A view shown on top of the keyboard while this input is first responder.
  public var inputAccessoryView: View?
  /// A view shown instead of the keyboard while this input is first responder.
  public var inputView: View?

  /// Creates a text field at a layout rect in its superview.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    kind = .textField
    storage.isTextInput = true
  }

  /// Enabled fields accept first responder unless overridden per view.
  open override var canBecomeFirstResponder: Bool { isEnabled && (allowsFirstResponder ?? true) }

  /// The rect the text is drawn in, as UIKit's `textRect(forBounds:)`. Shelter draws no text and
  /// keeps no border, so it is `bounds` unless a subclass overrides it, and only app code asks it.
  open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The rect the text is edited in, as UIKit's `editingRect(forBounds:)`: `bounds` unless a
  /// subclass overrides it.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The rect the placeholder is drawn in, as UIKit's `placeholderRect(forBounds:)`: `bounds`
  /// unless a subclass overrides it.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Posted when a text field becomes first responder (`UITextField.textDidBeginEditingNotification`).
  public static let textDidBeginEditingNotification = NotificationName.textFieldTextDidBeginEditing

  /// Posted when a text field stops being first responder.
  public static let textDidEndEditingNotification = NotificationName.textFieldTextDidEndEditing
}

/// A multi-line text input, as UIKit's `UITextView`; it scrolls and can become first responder.
open class TextView: View, TextInput {
  /// Creates a text view at a layout rect in its superview.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    kind = .textView
    storage.isTextInput = true
  }

  /// The text shown.
  public var text: String = ""
  /// Whether the text can be edited; a read-only text view cannot become first responder.
  public var isEditable = true
  /// Where the caret is, in this view's bounds space; keyboard avoidance keeps it visible when the
  /// whole view cannot be.
  public var caretRect: Rect?
  /// The traits that decide the keyboard this input brings up.
  public var textInputTraits = TextInputTraits()
  /// A view shown on top of the keyboard while this input is first responder.
  public var inputAccessoryView: View?
  /// A view shown instead of the keyboard while this input is first responder.
  public var inputView: View?

  /// Editable text views accept first responder unless overridden per view.
  open override var canBecomeFirstResponder: Bool { isEditable && (allowsFirstResponder ?? true) }

  /// Posted when a text view becomes first responder (`UITextView.textDidBeginEditingNotification`).
  public static let textDidBeginEditingNotification = NotificationName.textViewTextDidBeginEditing

  /// Posted when a text view stops being first responder.
  public static let textDidEndEditingNotification = NotificationName.textViewTextDidEndEditing
}
