/// Which parts of a view stretch when its superview's bounds size changes, as UIKit's
/// `UIView.AutoresizingMask`, with UIKit's bit values.
///
/// Along each axis the parts are a margin, the view's extent and the other margin; the change in the
/// superview's extent is shared among the flexible ones (see ``View/autoresizingMask``).
public struct AutoresizingMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// UIKit's bits: left margin 1, width 2, right margin 4, top margin 8, height 16, bottom margin 32.
  public var rawValue: UInt
  /// Creates a mask from UIKit's bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The distance from the superview's left edge stretches (`LM`).
  public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
  /// The view's width stretches (`W`).
  public static let flexibleWidth = Self(rawValue: 1 << 1)
  /// The distance to the superview's right edge stretches (`RM`).
  public static let flexibleRightMargin = Self(rawValue: 1 << 2)
  /// The distance from the superview's top edge stretches (`TM`).
  public static let flexibleTopMargin = Self(rawValue: 1 << 3)
  /// The view's height stretches (`H`).
  public static let flexibleHeight = Self(rawValue: 1 << 4)
  /// The distance to the superview's bottom edge stretches (`BM`).
  public static let flexibleBottomMargin = Self(rawValue: 1 << 5)

  /// The parts in bit order with the abbreviations `recursiveDescription` prints.
  static let names: [(Self, String)] = [
    (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
    (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
  ]

  /// The mask as `recursiveDescription` prints it: `W+H`, `RM+BM`, `W+TM`; empty for no parts.
  public var description: String {
    Self.names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
  }

  /// Reads a mask as `recursiveDescription` prints it (`"LM+W+RM+TM+H+BM"` or any subset, any
  /// order).
  ///
  /// Throws for an empty text, a part that is not one of the six names, or one given twice.
  public init(parsing text: String) throws(AutoresizingMaskError) {
    var mask = AutoresizingMask()
    for part in text.split(separator: "+", omittingEmptySubsequences: false) {
      guard let bit = Self.names.first(where: { $0.1 == part })?.0 else {
        throw .unknownPart(String(part))
      }
      guard !mask.contains(bit) else { throw .repeatedPart(String(part)) }
      mask.insert(bit)
    }
    self = mask
  }
}

/// Why a mask's text could not be read.
public enum AutoresizingMaskError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A part that is not `LM`, `W`, `RM`, `TM`, `H` or `BM`.
  case unknownPart(String)
  /// A part given twice.
  case repeatedPart(String)

  /// The reason, for messages that add where it happened.
  public var description: String {
    switch self {
    case .unknownPart(let part):
      return "unknown autoresizing part '\(part)', expected LM, W, RM, TM, H or BM joined by '+'"
    case .repeatedPart(let part):
      return "autoresizing part '\(part)' is given twice"
    }
  }
}
