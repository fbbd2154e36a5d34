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
