import ShelterSupport

/// Distances inwards from each edge of a rectangle, as UIKit's `UIEdgeInsets`.
///
/// Used for safe areas and scroll-view content insets; the order matches the fixture format
/// (`[top, left, bottom, right]`).
public struct EdgeInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the left edge.
  public var left: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the right edge.
  public var right: Double

  /// Creates insets from the four distances.
  @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets()

  /// Whether all four distances are finite.
  @inlinable public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }
}

extension EdgeInsets: CustomStringConvertible {
  /// `{top, left, bottom, right}`, the order UIKit prints.
  public var description: String {
    "{\(NumberText.shortest(top)), \(NumberText.shortest(left)), \(NumberText.shortest(bottom)), \(NumberText.shortest(right))}"
  }
}
