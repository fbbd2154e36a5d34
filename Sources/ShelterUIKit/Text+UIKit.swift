public import ShelterViews

/// UIKit's `NSTextAlignment`, with iOS's raw values (center 1, right 2; macOS swaps them). Shelter
/// measures no text, so the alignment is kept and changes no frame.
public enum NSTextAlignment: Int, Sendable {
  /// Text flush with the left edge.
  case left = 0
  /// Text centred.
  case center = 1
  /// Text flush with the right edge.
  case right = 2
  /// Text spread to both edges but the last line.
  case justified = 3
  /// Text aligned as its script's direction has it (UIKit's default).
  case natural = 4
}

extension Label {
  /// UIKit's `textAlignment` (`.natural` unless set); kept, drawn nowhere.
  public var textAlignment: NSTextAlignment {
    get { uikit.textAlignment ?? .natural }
    set { uikit.textAlignment = newValue }
  }
}

extension TextView {
  /// UIKit's `textAlignment` (`.natural` unless set); kept, drawn nowhere.
  public var textAlignment: NSTextAlignment {
    get { uikit.textAlignment ?? .natural }
    set { uikit.textAlignment = newValue }
  }
}

extension TextField {
  /// UIKit's `UITextField.BorderStyle`: the frame drawn around the field, which Shelter does not
  /// draw.
  public enum BorderStyle: Int, Sendable {
    /// No border (UIKit's default).
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezel, for standard data entry.
    case bezel = 2
    /// A rounded rectangle.
    case roundedRect = 3
  }

  /// UIKit's `borderStyle` (`.none` unless set); kept, drawn nowhere.
  public var borderStyle: BorderStyle {
    get { uikit.borderStyle ?? .none }
    set { uikit.borderStyle = newValue }
  }

  /// UIKit's `textAlignment` (`.natural` unless set); kept, drawn nowhere.
  public var textAlignment: NSTextAlignment {
    get { uikit.textAlignment ?? .natural }
    set { uikit.textAlignment = newValue }
  }

  /// UIKit's `delegate`, held weakly as UIKit holds it. A hosted screen asks it whether the
  /// return key may end editing (``HostedScreen/pressReturn()``) and tells it when editing begins
  /// and ends through ``HostedScreen/focus(_:)`` and ``HostedScreen/dismissKeyboard()``.
  public var delegate: (any UITextFieldDelegate)? {
    get { uikit.textFieldDelegate.object }
    set { uikit.textFieldDelegate = WeakTextFieldDelegate(object: newValue) }
  }
}

/// UIKit's `UITextFieldDelegate`. Every method is optional in UIKit; here each has a default that
/// does what UIKit does when the delegate does not implement it.
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin; `true` by default.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began: the field is the first responder.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end; `true` by default.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended: the field resigned.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// The return key was pressed; `true` by default. What it does (resigning, focusing the next
  /// field) is the delegate's to do, as in UIKit.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Editing may begin.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing happens.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Editing may end.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing happens.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// The return key is allowed and does nothing more.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A text field's delegate, held weakly.
struct WeakTextFieldDelegate {
  weak var object: (any UITextFieldDelegate)?
}
