public import ShelterViews

extension Button {
  /// UIKit's `UIButton.ButtonType`: how the button draws, which Shelter does not; kept so
  /// `UIButton(type: .system)` compiles.
  public enum ButtonType: Int, Sendable {
    /// A button with no system style.
    case custom = 0
    /// The system's standard button.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An info button for a light background.
    case infoLight = 3
    /// An info button for a dark background.
    case infoDark = 4
    /// A contact-add button.
    case contactAdd = 5
    /// A close button.
    case close = 7
  }

  /// A button, as UIKit's `UIButton(type:)`; the type changes nothing Shelter models.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
  }

  /// Sets the button's title, as UIKit's `setTitle(_:for:)`; Shelter keeps one title (``title``),
  /// the normal state's, and ignores the others.
  public func setTitle(_ title: String?, for state: UIControl.State) {
    if state == .normal { self.title = title }
  }

  /// The button's title for a state, as UIKit's `title(for:)`: the one title Shelter keeps.
  public func title(for state: UIControl.State) -> String? { title }
}

/// UIKit's `UIControl` namespace, for its `State` option set.
public enum UIControl {
  /// UIKit's control states; Shelter keeps a button's normal title only.
  public struct State: OptionSet, Sendable, Hashable {
    /// The raw bits, UIKit's values.
    public let rawValue: UInt
    /// A state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The default state.
    public static let normal = State([])
    /// Highlighted (touched).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }
}
