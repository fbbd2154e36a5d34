public import ShelterNotifications
public import ShelterValues

/// Whether a text input autocorrects, as UIKit's `UITextAutocorrectionType`.
public enum TextAutocorrectionType: String, Hashable, Sendable, CaseIterable {
  /// The system decides (on).
  case `default`
  /// Autocorrection off.
  case no
  /// Autocorrection on.
  case yes
}

/// Whether a text input checks spelling, as UIKit's `UITextSpellCheckingType`.
public enum TextSpellCheckingType: String, Hashable, Sendable, CaseIterable {
  /// The system decides (on).
  case `default`
  /// Spell checking off.
  case no
  /// Spell checking on.
  case yes
}

/// The traits of a text input that decide which keyboard appears, with UIKit's
/// `UITextInputTraits` names.
///
/// Only what changes the keyboard's frame is modelled: the type, secure entry, and the two switches
/// that together hide the predictive (QuickType) bar.
public struct TextInputTraits: Hashable, Sendable {
  /// The keyboard asked for.
  public var keyboardType: KeyboardType
  /// Whether the text is a password: the keyboard shows the password AutoFill bar.
  public var isSecureTextEntry: Bool
  /// Autocorrection; `.no` alone no longer hides the predictive bar (iOS 15 and later).
  public var autocorrectionType: TextAutocorrectionType
  /// Spell checking; with ``autocorrectionType`` also `.no` the predictive bar is hidden.
  public var spellCheckingType: TextSpellCheckingType

  /// Creates traits; the defaults are UIKit's.
  public init(
    keyboardType: KeyboardType = .default, isSecureTextEntry: Bool = false,
    autocorrectionType: TextAutocorrectionType = .default,
    spellCheckingType: TextSpellCheckingType = .default
  ) {
    self.keyboardType = keyboardType
    self.isSecureTextEntry = isSecureTextEntry
    self.autocorrectionType = autocorrectionType
    self.spellCheckingType = spellCheckingType
  }

  /// Whether the keyboard for these traits carries the predictive (QuickType) bar, on an iPad or
  /// an iPhone.
  ///
  /// On iPhone the keypads (``KeyboardType/isKeypadOnPhone``) have none. A secure field always has
  /// one (the password AutoFill bar). Otherwise the bar is shown unless both autocorrection and
  /// spell checking are `.no`, as apps linked against iOS 15 and later see it. Sources in
  /// `docs/keyboards.md`.
  public func showsPredictiveBar(onPad isPad: Bool) -> Bool {
    if !isPad && keyboardType.isKeypadOnPhone { return false }
    if isSecureTextEntry { return true }
    return !(autocorrectionType == .no && spellCheckingType == .no)
  }
}

/// A view that takes text and so brings up a keyboard when it becomes first responder:
/// ``TextField`` and ``TextView``.
///
/// The keyboard reads ``textInputTraits``, ``inputAccessoryView`` and ``inputView``; the views
/// module itself knows nothing about keyboards. Each trait also reads and writes by its UIKit name
/// (`field.keyboardType = .emailAddress`), as on `UITextInputTraits`.
@dynamicMemberLookup
public protocol TextInput: View {
  /// The traits that decide the keyboard.
  var textInputTraits: TextInputTraits { get set }
  /// A view shown on top of the keyboard (UIKit's `inputAccessoryView`); its bounds height counts.
  var inputAccessoryView: View? { get set }
  /// A view shown instead of the keyboard (UIKit's `inputView`); its bounds height counts.
  var inputView: View? { get set }
  /// Posted with the input as its object when it becomes first responder
  /// (`UITextField.textDidBeginEditingNotification`, …).
  static var textDidBeginEditingNotification: NotificationName { get }
  /// Posted with the input as its object when it stops being first responder.
  static var textDidEndEditingNotification: NotificationName { get }
}

extension TextInput {
  /// A trait by its UIKit name: `keyboardType`, `isSecureTextEntry`, `autocorrectionType`,
  /// `spellCheckingType`.
  public subscript<Value>(dynamicMember trait: WritableKeyPath<TextInputTraits, Value>) -> Value {
    get { textInputTraits[keyPath: trait] }
    set { textInputTraits[keyPath: trait] = newValue }
  }

  /// Posts the begin- or end-editing notification of the input's class.
  func postEditingNotification(began: Bool) {
    postEditingNotification(began ? Self.textDidBeginEditingNotification : Self.textDidEndEditingNotification)
  }
}
