public import Foundation
import ShelterGeometry

/// A tappable control, as UIKit's `UIButton`.
open class Button: View {
  /// The button's title.
  public var title: String?
  /// Creates a button.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    kind = .button
  }
}

/// Static text, as UIKit's `UILabel`; touches pass through it by default.
open class Label: View {
  /// The text shown.
  public var text: String?
  /// Creates a label; it lets touches through, as UIKit's labels do.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    kind = .label
    isUserInteractionEnabled = false
  }
}

/// A picture, as UIKit's `UIImageView`; touches pass through it by default.
open class ImageView: View {
  /// Creates an image view; it lets touches through, as UIKit's image views do.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    kind = .imageView
    isUserInteractionEnabled = false
  }
}

/// A row of a table, as UIKit's `UITableViewCell`.
open class TableViewCell: View {
  /// How a cell arranges its standard labels, as UIKit's `UITableViewCell.CellStyle` (the same raw
  /// values); Shelter makes no standard labels, so the style is kept only.
  public enum CellStyle: Int, Sendable {
    /// A text label and an optional image.
    case `default` = 0
    /// A label on the left and a detail label on the right.
    case value1 = 1
    /// A right-aligned label and a left-aligned detail label beside it.
    case value2 = 2
    /// A label with a detail label below it.
    case subtitle = 3
  }

  /// The style the cell was made with.
  public let style: CellStyle
  /// The identifier a table reuses the cell by, as UIKit's `reuseIdentifier`.
  public let reuseIdentifier: String?

  /// Creates a cell of the default style.
  public override init(frame: CGRect) {
    style = .default
    reuseIdentifier = nil
    super.init(frame: frame)
    kind = .tableCell
  }

  /// Creates a cell with a style and a reuse identifier, as UIKit's designated
  /// `init(style:reuseIdentifier:)`, which cell subclasses override.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    kind = .tableCell
  }
}
