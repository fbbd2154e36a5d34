import ShelterSupport

/// A location in a two-dimensional coordinate space, in points.
///
/// Mirrors CoreGraphics' `CGPoint` without clashing with Foundation's copy of it on Linux.
/// Which space a point lives in is always stated by the API that hands it out.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate; grows to the right.
  public var x: Double
  /// The vertical coordinate; grows downwards, as in UIKit.
  public var y: Double

  /// Creates a point from its two coordinates.
  @inlinable public init(x: Double, y: Double) {
    (self.x, self.y) = (x, y)
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite numbers (neither NaN nor infinite).
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Point: CustomStringConvertible {
  /// `(x, y)` with the shortest exact numbers, as UIKit's `NSStringFromCGPoint` reads.
  public var description: String { "(\(NumberText.shortest(x)), \(NumberText.shortest(y)))" }
}
