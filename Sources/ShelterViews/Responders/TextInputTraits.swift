public import ShelterNotifications

/// The keyboard a text input asks for, with UIKit's `UIKeyboardType` case names.
///
/// An open set of names: the static members are UIKit's twelve types; ``all`` lists them, and
/// ``named(_:)`` finds one by its name as fixtures spell it.
public struct KeyboardType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The type's name (`"numberPad"`).
  public var rawValue: String
  /// Creates a type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The full keyboard of the current input language (`UIKeyboardType.default`).
  public static let `default` = KeyboardType(rawValue: "default")
  /// Letters limited to ASCII.
  public static let asciiCapable = KeyboardType(rawValue: "asciiCapable")
  /// The numbers and punctuation page of the full keyboard.
  public static let numbersAndPunctuation = KeyboardType(rawValue: "numbersAndPunctuation")
  // UIKit's own name, which fixtures spell the same way.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The full keyboard with `.`, `/` and `.com` keys (`UIKeyboardType.URL`).
  public static let URL = KeyboardType(rawValue: "URL")
  /// Digits only; on iPhone a keypad without the predictive bar.
  public static let numberPad = KeyboardType(rawValue: "numberPad")
  /// Digits with `*`, `#` and `+`; on iPhone a keypad without the predictive bar.
  public static let phonePad = KeyboardType(rawValue: "phonePad")
  /// Letters that switch to a phone pad, for a name or a number.
  public static let namePhonePad = KeyboardType(rawValue: "namePhonePad")
  /// The full keyboard with `@` and `.` keys.
  public static let emailAddress = KeyboardType(rawValue: "emailAddress")
  /// Digits and a decimal separator; on iPhone a keypad without the predictive bar.
  public static let decimalPad = KeyboardType(rawValue: "decimalPad")
  /// The full keyboard with `@` and `#` keys.
  public static let twitter = KeyboardType(rawValue: "twitter")
  /// The full keyboard with a space and a `.` key, for search terms and addresses.
  public static let webSearch = KeyboardType(rawValue: "webSearch")
  /// Digits limited to ASCII; on iPhone a keypad without the predictive bar.
  public static let asciiCapableNumberPad = KeyboardType(rawValue: "asciiCapableNumberPad")

  /// UIKit's twelve keyboard types, in `UIKeyboardType`'s order.
  public static let all: [KeyboardType] = [
    .default, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad, .namePhonePad,
    .emailAddress, .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad,
  ]

  /// The UIKit type with that name, or `nil` when UIKit has none (names are case-sensitive).
  public static func named(_ name: String) -> KeyboardType? {
    all.first { $0.rawValue == name }
  }

  /// Whether the iPhone shows this type as a keypad: digits only, no predictive bar.
  public var isKeypadOnPhone: Bool {
    self == .numberPad || self == .decimalPad || self == .phonePad || self == .asciiCapableNumberPad
  }

  /// The type's name.
  public var description: String { rawValue }
}

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
