import Shelter

/// A column of rows placed one under another: fields of a form, with a gap between them.
///
/// Each row without a frame of its own gets `x`, the next free `y`, the form's `width` and the
/// form's `rowHeight` (or its own `height`), all in the superview's bounds space; the next row
/// starts `spacing` points lower. Rows with a fixed frame keep it and take no place in the column.
/// Hidden rows keep their place, as frames in UIKit do.
///
///     VerticalForm(y: 300, spacing: 16) {     // in a 393-point-wide view
///       ViewSpec("email", .textField)          // [20, 300, 353, 44]
///       ViewSpec("bio", .textView, height: 96) // [20, 360, 353, 96]
///       ViewSpec("submit", .button)            // [20, 472, 353, 44]
///     }
public struct VerticalForm: Sendable {
  /// The rows with their places decided.
  public let rows: [ViewSpec]

  /// The bottom of the last placed row (the form's `y` when no row was placed), in the superview's
  /// bounds space.
  public let bottom: Double

  /// Places rows from `y` down.
  ///
  /// `width` `nil` spans the superview less `x` on each side, worked out once the superview's size
  /// is known.
  public init(
    x: Double = 20, y: Double, width: Double? = nil, spacing: Double = 12, rowHeight: Double = 44,
    @ViewSpecBuilder rows: () -> [ViewSpec]
  ) {
    var cursor = y
    var bottom = y
    var placed: [ViewSpec] = []
    for row in rows() {
      guard case .flexible(let height) = row.node.layout, row.node.controller == nil else {
        placed.append(row)
        continue
      }
      let rowHeight = height ?? rowHeight
      placed.append(row.with { $0.layout = .row(x: x, y: cursor, width: width, height: rowHeight) })
      bottom = cursor + rowHeight
      cursor = bottom + spacing
    }
    self.rows = placed
    self.bottom = bottom
  }
}
