import ShelterValues

/// The rows the engine makes of an item itself, beside the constraints an app activates: a
/// translating view's four autoresizing constraints, the sizes UIKit keeps implicitly
/// non-negative, and a view's intrinsic-size inequalities (hugging and compression resistance on
/// each axis). Each names its row across passes together with the item it belongs to.
enum GeneratedRow: Hashable, CaseIterable {
  /// `NSAutoresizingMaskLayoutConstraint` on `minX`, `minY`, `width` and `height`.
  case autoresizingMinX, autoresizingMinY, autoresizingWidth, autoresizingHeight
  /// `width >= 0`, `height >= 0`.
  case nonNegativeWidth, nonNegativeHeight
  /// `NSContentSizeLayoutConstraint`: `width <= intrinsic` (hugging), `width >= intrinsic`
  /// (compression resistance), and the same for height.
  case huggingWidth, compressionWidth, huggingHeight, compressionHeight

  /// The four autoresizing rows in the order UIKit lists them.
  static let autoresizing: [GeneratedRow] = [
    .autoresizingMinX, .autoresizingMinY, .autoresizingWidth, .autoresizingHeight,
  ]

  /// The attribute a log names: `minX`, `minY`, `width` or `height`.
  var attribute: String {
    switch self {
    case .autoresizingMinX: return "minX"
    case .autoresizingMinY: return "minY"
    case .autoresizingWidth, .nonNegativeWidth, .huggingWidth, .compressionWidth: return "width"
    case .autoresizingHeight, .nonNegativeHeight, .huggingHeight, .compressionHeight: return "height"
    }
  }

  /// Whether an intrinsic-size row is hugging (`<=`) rather than compression resistance (`>=`).
  var isHugging: Bool { self == .huggingWidth || self == .huggingHeight }

  /// The rows of an intrinsic size on an axis: hugging, then compression resistance.
  static func contentSize(_ axis: LayoutAttribute.Axis) -> [GeneratedRow] {
    axis == .horizontal ? [.huggingWidth, .compressionWidth] : [.huggingHeight, .compressionHeight]
  }

  /// Where UIKit's made-up address of an autoresizing constraint sits past its view's: one slot
  /// per attribute, 1 to 4.
  var addressSlot: Int {
    switch self {
    case .autoresizingMinX: return 1
    case .autoresizingMinY: return 2
    case .autoresizingWidth: return 3
    case .autoresizingHeight: return 4
    default: return 0
    }
  }
}
