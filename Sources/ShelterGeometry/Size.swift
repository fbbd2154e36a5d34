import ShelterSupport

/// A width and a height, in points.
///
/// Mirrors CoreGraphics' `CGSize`; sizes may be negative only transiently, a ``Rect`` standardizes them.
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its two extents.
  @inlinable public init(width: Double, height: Double) {
    (self.width, self.height) = (width, height)
  }

  /// The size with no extent, `0 × 0`.
  public static let zero = Size(width: 0, height: 0)

  /// Whether both extents are finite numbers.
  @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Size: CustomStringConvertible {
  /// `(width, height)`, formatted like ``Point``.
  public var description: String { "(\(NumberText.shortest(width)), \(NumberText.shortest(height)))" }
}
