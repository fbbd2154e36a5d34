public import ShelterValues

/// A stack view node's settings (`"kind": "stackView"`), the fixture's form of `UIStackView`'s
/// properties; every field defaults as UIKit does.
public struct StackSettings: Sendable, Equatable {
  /// `"axis"`: `horizontal` (default) or `vertical`.
  public var axis: LayoutAttribute.Axis = .horizontal
  /// `"distribution"` (default `fill`).
  public var distribution: StackDistribution = .fill
  /// `"alignment"` (default `fill`); `top` and `bottom` read as `leading` and `trailing`.
  public var alignment: StackAlignment = .fill
  /// `"spacing"` (default 0).
  public var spacing: Double = 0
  /// `"customSpacing"`: the spacing after an arranged view, by id, in the file's order.
  public var customSpacing: [CustomSpacing] = []
  /// `"layoutMarginsRelativeArrangement"` (default `false`).
  public var layoutMarginsRelativeArrangement = false
  /// `"baselineRelativeArrangement"` (default `false`).
  public var baselineRelativeArrangement = false
  /// `"arrangedSubviews"`: ids in order; `nil` arranges every subview in order.
  public var arrangedSubviews: [String]?

  /// Every field at its default.
  public init() {}

  /// The spacing after one arranged view.
  public struct CustomSpacing: Sendable, Equatable {
    /// The arranged view's id.
    public var id: String
    /// The spacing after it.
    public var spacing: Double

    /// A spacing after the view with `id`.
    public init(id: String, spacing: Double) {
      (self.id, self.spacing) = (id, spacing)
    }
  }

  /// The alignment's name in a file: `top` and `bottom` in a horizontal stack, where UIKit's
  /// names read so, else the case's name.
  var alignmentName: String {
    switch (alignment, axis) {
    case (.leading, .horizontal): return "top"
    case (.trailing, .horizontal): return "bottom"
    default: return alignment.rawValue
    }
  }

  /// An alignment from its name in a file.
  static func alignment(named name: String) -> StackAlignment? {
    switch name {
    case "top": return .leading
    case "bottom": return .trailing
    default: return StackAlignment(rawValue: name)
    }
  }

  /// The names `"alignment"` accepts, in UIKit's order.
  static let alignmentNames = [
    "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline",
  ]
}
