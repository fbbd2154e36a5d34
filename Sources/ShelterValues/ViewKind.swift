/// What a view models, in the fixture format's vocabulary.
///
/// An open set of names (not a closed enum) so tools can add kinds of their own without a fork;
/// the static members are the kinds the fixture contract defines.
public struct ViewKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The name used in fixtures (`"textField"`).
  public var rawValue: String
  /// Creates a kind from its fixture name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A plain container view (`UIView`).
  public static let view = ViewKind(rawValue: "view")
  /// A single-line text input (`UITextField`); can become first responder.
  public static let textField = ViewKind(rawValue: "textField")
  /// A multi-line text input (`UITextView`); can become first responder.
  public static let textView = ViewKind(rawValue: "textView")
  /// A scrolling container (`UIScrollView`); its bounds origin is the content offset.
  public static let scrollView = ViewKind(rawValue: "scrollView")
  /// A button (`UIButton`).
  public static let button = ViewKind(rawValue: "button")
  /// A text label (`UILabel`); not interactive by default.
  public static let label = ViewKind(rawValue: "label")
  /// An image (`UIImageView`); not interactive by default.
  public static let imageView = ViewKind(rawValue: "imageView")
  /// A table (`UITableView`), a scroll view of cells.
  public static let tableView = ViewKind(rawValue: "tableView")
  /// A table cell (`UITableViewCell`).
  public static let tableCell = ViewKind(rawValue: "tableCell")
  /// A row or column of arranged views (`UIStackView`), laid out by the constraints it generates.
  public static let stackView = ViewKind(rawValue: "stackView")
  /// The root of a tree (`UIWindow`).
  public static let window = ViewKind(rawValue: "window")

  /// The kinds a fixture may name, in the contract's order.
  public static let fixtureKinds: [ViewKind] = [
    .view, .textField, .textView, .scrollView, .button, .label, .imageView, .tableView, .tableCell,
    .stackView,
  ]

  /// The fixture name.
  public var description: String { rawValue }

  /// Whether views of this kind accept text and so can become first responder by default.
  public var isTextInput: Bool { self == .textField || self == .textView }

  /// Whether views of this kind scroll their content (their bounds origin is a content offset).
  public var isScrollable: Bool { self == .scrollView || self == .tableView }

  /// The UIKit class a view of this kind stands for, used when printing dumps.
  public var uikitClassName: String {
    switch self {
    case .textField: return "UITextField"
    case .textView: return "UITextView"
    case .scrollView: return "UIScrollView"
    case .button: return "UIButton"
    case .label: return "UILabel"
    case .imageView: return "UIImageView"
    case .tableView: return "UITableView"
    case .tableCell: return "UITableViewCell"
    case .stackView: return "UIStackView"
    case .window: return "UIWindow"
    default: return "UIView"
    }
  }
}
