public import ShelterValues
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

  /// Sets the title's colour for a state, as UIKit's `setTitleColor(_:for:)`; kept, drawn nowhere.
  public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    uikit.titleColors[state.rawValue] = color
  }

  /// The title's colour for a state, as UIKit's `titleColor(for:)`: the state's own, else the
  /// normal state's, as UIKit falls back; `nil` where UIKit would use a system colour.
  public func titleColor(for state: UIControl.State) -> UIColor? {
    uikit.titleColors[state.rawValue] ?? uikit.titleColors[UIControl.State.normal.rawValue]
  }

  /// UIKit's `UIButton.Configuration` (iOS 15): the button's style, title and colours. Shelter
  /// draws nothing and measures no title, so a configuration is kept and only its `title` counts:
  /// it is the button's ``title``, as UIKit shows the configuration's title.
  public struct Configuration: Sendable {
    /// The style a configuration starts from (`filled()`, `plain()`, …).
    public enum Style: Sendable, Equatable {
      /// `plain()`: a transparent background.
      case plain
      /// `tinted()`: a tinted background.
      case tinted
      /// `gray()`: a gray background.
      case gray
      /// `filled()`: a background filled with the tint colour.
      case filled
      /// `borderless()`.
      case borderless
      /// `bordered()`.
      case bordered
      /// `borderedTinted()`.
      case borderedTinted
      /// `borderedProminent()`.
      case borderedProminent
    }

    /// The style it was made with.
    public let style: Style
    /// The title shown.
    public var title: String?
    /// The subtitle shown.
    public var subtitle: String?
    /// The colour the style derives the background from.
    public var baseBackgroundColor: UIColor?
    /// The colour the style derives the title and image from.
    public var baseForegroundColor: UIColor?
    /// The distances from the button's edges to its content.
    public var contentInsets: NSDirectionalEdgeInsets = .init(top: 0, leading: 0, bottom: 0, trailing: 0)

    init(style: Style) { self.style = style }

    /// A transparent background, as UIKit's `plain()`.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A tinted background, as UIKit's `tinted()`.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A gray background, as UIKit's `gray()`.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A background filled with the tint colour, as UIKit's `filled()`.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// No border, as UIKit's `borderless()`.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A bordered button, as UIKit's `bordered()`.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A bordered, tinted button, as UIKit's `borderedTinted()`.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A bordered, prominent button, as UIKit's `borderedProminent()`.
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
  }

  /// UIKit's `configuration`; setting one with a title makes it the button's title.
  public var configuration: Configuration? {
    get { uikit.buttonConfiguration }
    set {
      uikit.buttonConfiguration = newValue
      if let title = newValue?.title { self.title = title }
    }
  }
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
