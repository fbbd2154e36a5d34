public import ShelterGeometry

/// A tappable control, as UIKit's `UIButton`.
open class Button: View {
  /// The button's title.
  public var title: String?
  /// Creates a button.
  public init(frame: Rect = .zero) { super.init(kind: .button, frame: frame) }
}

/// Static text, as UIKit's `UILabel`; touches pass through it by default.
open class Label: View {
  /// The text shown.
  public var text: String?
  /// Creates a label.
  public init(frame: Rect = .zero) { super.init(kind: .label, frame: frame) }
}

/// A picture, as UIKit's `UIImageView`; touches pass through it by default.
open class ImageView: View {
  /// Creates an image view.
  public init(frame: Rect = .zero) { super.init(kind: .imageView, frame: frame) }
}

/// A row of a table, as UIKit's `UITableViewCell`.
open class TableViewCell: View {
  /// Creates a cell.
  public init(frame: Rect = .zero) { super.init(kind: .tableCell, frame: frame) }
}

extension View {
  /// Creates a view of the class that models a kind (a ``TextField`` for `.textField`, …).
  ///
  /// Unknown kinds become plain views that keep their kind name.
  public static func make(kind: ViewKind, frame: Rect) -> View {
    switch kind {
    case .textField: return TextField(frame: frame)
    case .textView: return TextView(frame: frame)
    case .scrollView: return ScrollView(frame: frame)
    case .tableView: return TableView(frame: frame)
    case .button: return Button(frame: frame)
    case .label: return Label(frame: frame)
    case .imageView: return ImageView(frame: frame)
    case .tableCell: return TableViewCell(frame: frame)
    default: return View(kind: kind, frame: frame)
    }
  }
}
