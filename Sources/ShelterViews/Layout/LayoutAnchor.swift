public import ShelterValues

/// The axis an anchor measures along, so that the compiler refuses an x-axis anchor related to a
/// y-axis or size anchor, as UIKit's `NSLayoutXAxisAnchor`/`NSLayoutYAxisAnchor`/`NSLayoutDimension`.
public enum LayoutAnchorAxis {
  /// Horizontal positions: left, right, leading, trailing, centerX.
  public enum Horizontal {}
  /// Vertical positions: top, bottom, centerY, baselines.
  public enum Vertical {}
  /// Sizes: width, height.
  public enum Dimension {}
}

/// One attribute of one item, from which constraints are made (UIKit's `NSLayoutAnchor`).
///
///     field.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 20)
public struct LayoutAnchor<Axis> {
  /// The item the anchor belongs to.
  public let item: any LayoutItem
  /// The attribute it stands for.
  public let attribute: LayoutAttribute

  init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  private func make(
    _ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<Axis>, multiplier: Double = 1,
    constant: Double
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other.item, attribute: other.attribute,
      multiplier: multiplier, constant: constant)
  }

  /// `self == other + constant`.
  public func constraint(equalTo other: LayoutAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
    make(.equal, other, constant: constant)
  }

  /// `self >= other + constant`.
  public func constraint(greaterThanOrEqualTo other: LayoutAnchor<Axis>, constant: Double = 0)
    -> LayoutConstraint
  { make(.greaterThanOrEqual, other, constant: constant) }

  /// `self <= other + constant`.
  public func constraint(lessThanOrEqualTo other: LayoutAnchor<Axis>, constant: Double = 0)
    -> LayoutConstraint
  { make(.lessThanOrEqual, other, constant: constant) }
}

extension LayoutAnchor where Axis == LayoutAnchorAxis.Dimension {
  /// `self == constant`.
  public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: nil, constant: constant)
  }

  /// `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: nil,
      constant: constant)
  }

  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: nil, attribute: nil,
      constant: constant)
  }

  /// `self == multiplier × other + constant`.
  public func constraint(equalTo other: Self, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: .equal, toItem: other.item, attribute: other.attribute,
      multiplier: multiplier, constant: constant)
  }
}

/// Anchors on the horizontal axis.
public typealias LayoutXAxisAnchor = LayoutAnchor<LayoutAnchorAxis.Horizontal>
/// Anchors on the vertical axis.
public typealias LayoutYAxisAnchor = LayoutAnchor<LayoutAnchorAxis.Vertical>
/// Width and height anchors.
public typealias LayoutDimension = LayoutAnchor<LayoutAnchorAxis.Dimension>

/// The anchors of a view or a guide, under UIKit's names.
extension LayoutItem {
  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .left) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .right) }
  /// The leading edge: left, or right under a right-to-left layout.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .leading) }
  /// The trailing edge: right, or left under a right-to-left layout.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .trailing) }
  /// The horizontal center.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .centerX) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .bottom) }
  /// The vertical center.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .centerY) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutAnchor(self, .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutAnchor(self, .height) }
}

extension View {
  /// The baseline of the first line of text (the bottom edge for a view without text).
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .firstBaseline) }
  /// The baseline of the last line of text (the bottom edge for a view without text).
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .lastBaseline) }
}
