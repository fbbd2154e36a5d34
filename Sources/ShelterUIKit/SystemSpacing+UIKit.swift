public import Foundation
public import ShelterViews

// UIKit's system-spacing anchors: the standard space between two views, which UIKit gives as
// 8 points between views without text (the spacing a stack view's `UIStackView.spacingUseSystem`
// stands for, ``StackView/systemSpacing``). Without fonts Shelter has no baselines' text metrics,
// so the spacing is that one constant times the multiplier.

extension LayoutAnchor where Axis == LayoutAnchorAxis.Vertical {
  /// `self == anchor + 8 × multiplier`: this anchor the system spacing below `anchor`.
  public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    constraint(equalTo: anchor, constant: StackView.systemSpacing * multiplier)
  }

  /// `self >= anchor + 8 × multiplier`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  )
    -> LayoutConstraint
  {
    constraint(greaterThanOrEqualTo: anchor, constant: StackView.systemSpacing * multiplier)
  }

  /// `self <= anchor + 8 × multiplier`.
  public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    constraint(lessThanOrEqualTo: anchor, constant: StackView.systemSpacing * multiplier)
  }
}

extension LayoutAnchor where Axis == LayoutAnchorAxis.Horizontal {
  /// `self == anchor + 8 × multiplier`: this anchor the system spacing after `anchor`.
  public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    constraint(equalTo: anchor, constant: StackView.systemSpacing * multiplier)
  }

  /// `self >= anchor + 8 × multiplier`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  )
    -> LayoutConstraint
  {
    constraint(greaterThanOrEqualTo: anchor, constant: StackView.systemSpacing * multiplier)
  }

  /// `self <= anchor + 8 × multiplier`.
  public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    constraint(lessThanOrEqualTo: anchor, constant: StackView.systemSpacing * multiplier)
  }
}
