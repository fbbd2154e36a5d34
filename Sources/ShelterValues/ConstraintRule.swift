/// A rule of UIKit's that a constraint breaks by its attributes and numbers alone, before any view
/// is involved: the one list both the views' `validate()` and the fixture grammar's check read.
package enum ConstraintRule: Equatable, Sendable {
  /// A NaN or infinite multiplier or constant.
  case notFinite
  /// A priority outside `1...1000`.
  case priorityOutOfRange
  /// A position given as a constant alone.
  case constantPosition
  /// A multiplier of 0 with a second item.
  case zeroMultiplier
  /// A size related to a position.
  case sizeAndPosition
  /// A horizontal position related to a vertical one (sizes may cross axes, an aspect ratio).
  case mixedAxes
  /// Leading/trailing related to left/right.
  case mixedDirections

  /// The first rule `first == multiplier × second + constant @priority` breaks, or `nil`; `second`
  /// is `nil` for a constant alone.
  package static func broken(
    first: LayoutAttribute, second: LayoutAttribute?, multiplier: Double, constant: Double, priority: Double
  ) -> Self? {
    guard multiplier.isFinite, constant.isFinite else { return .notFinite }
    guard priority >= 1, priority <= 1000 else { return .priorityOutOfRange }
    guard let second else { return first.isSize ? nil : .constantPosition }
    if multiplier == 0 { return .zeroMultiplier }
    if first.isSize != second.isSize { return .sizeAndPosition }
    if !first.isSize, first.axis != second.axis { return .mixedAxes }
    if (first.isDirectional && second.isAbsoluteHorizontalEdge)
      || (second.isDirectional && first.isAbsoluteHorizontalEdge)
    {
      return .mixedDirections
    }
    return nil
  }
}
