public import ShelterGeometry

/// A tappable control, as UIKit's `UIButton`.
open class Button: View {
  /// The button's title.
  public var title: String?
  /// Creates a button.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    kind = .button
  }
}

/// Static text, as UIKit's `UILabel`; touches pass through it by default.
open class Label: View {
  /// The text shown.
  public var text: String?
  /// Creates a label; it lets touches through, as UIKit's labels do.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    kind = .label
    isUserInteractionEnabled = false
  }
}

/// A picture, as UIKit's `UIImageView`; touches pass through it by default.
open class ImageView: View {
  /// Creates an image view; it lets touches through, as UIKit's image views do.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    kind = .imageView
    isUserInteractionEnabled = false
  }
}

/// A row of a table, as UIKit's `UITableViewCell`.
open class TableViewCell: View {
  /// Creates a cell.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    kind = .tableCell
  }
}
