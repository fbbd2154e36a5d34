import Foundation
import ShelterSupport

/// A 2-D affine transform with CoreGraphics' conventions.
///
/// A point maps as `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`. Named `Transform` so a file that
/// imports Foundation (which has `AffineTransform` and `CGAffineTransform`) needs no qualification.
public struct Transform: Hashable, Sendable {
  /// Row 1, column 1 of the matrix.
  public var a: Double
  /// Row 1, column 2 of the matrix.
  public var b: Double
  /// Row 2, column 1 of the matrix.
  public var c: Double
  /// Row 2, column 2 of the matrix.
  public var d: Double
  /// The horizontal translation.
  public var tx: Double
  /// The vertical translation.
  public var ty: Double

  /// Creates a transform from its six numbers, in `CGAffineTransform` order.
  @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A pure translation.
  @inlinable public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A pure scale about the origin.
  @inlinable public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation about the origin by `angle` radians.
  ///
  /// With y growing downwards a positive angle turns clockwise on screen, as in UIKit.
  public init(rotationAngle angle: Double) {
    let (s, c) = Transform.sineCosine(angle)
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// Sine and cosine with exact values at multiples of a quarter turn, so 90° rotations stay exact.
  static func sineCosine(_ angle: Double) -> (Double, Double) {
    let quarter = angle / (Double.pi / 2)
    if quarter.rounded() == quarter, abs(quarter) < 1e9 {
      switch Int(quarter).quotientAndRemainder(dividingBy: 4).remainder {
      case 0: return (0, 1)
      case 1, -3: return (1, 0)
      case 2, -2: return (0, -1)
      default: return (-1, 0)
      }
    }
    return (sin(angle), cos(angle))
  }

  /// Whether this is exactly the identity.
  @inlinable public var isIdentity: Bool { self == .identity }

  /// Whether this only translates (no scale, rotation or skew), the common fast path.
  @inlinable public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

  /// Whether all six numbers are finite.
  @inlinable public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The determinant of the linear part; zero means the transform flattens the plane.
  @inlinable public var determinant: Double { a * d - b * c }

  /// `self` followed by `other`, as `CGAffineTransformConcat(self, other)`.
  @inlinable public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation applied before this transform, as `CGAffineTransformTranslate`.
  @inlinable public func translatedBy(x: Double, y: Double) -> Transform {
    Transform(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before this transform, as `CGAffineTransformScale`.
  @inlinable public func scaledBy(x: Double, y: Double) -> Transform {
    Transform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before this transform, as `CGAffineTransformRotate`.
  public func rotated(by angle: Double) -> Transform {
    Transform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse, or `nil` when the determinant is zero or not finite, or the inverse is not finite.
  ///
  /// A determinant that underflows to zero or overflows to infinity counts as singular, even when
  /// the exact inverse would be representable (`Transform(scaleX: 1e200, y: 1e200)` gives `nil`).
  ///
  /// CoreGraphics returns the input unchanged for a singular matrix; a `nil` makes the failure visible.
  public func inverted() -> Transform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let inverse = Transform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    return inverse.isFinite ? inverse : nil
  }

  /// Maps a point.
  @inlinable public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// Maps a size by the linear part only, as `CGSizeApplyAffineTransform` (the result may be negative).
  @inlinable public func apply(to size: Size) -> Size {
    Size(width: a * size.width + c * size.height, height: b * size.width + d * size.height)
  }

  /// The bounding box of the rect's four mapped corners, as `CGRectApplyAffineTransform`.
  public func apply(to rect: Rect) -> Rect {
    if rect.isNull { return rect }
    let r = rect.standardized
    if isTranslationOnly {
      return Rect(x: r.origin.x + tx, y: r.origin.y + ty, width: r.size.width, height: r.size.height)
    }
    let p0 = apply(to: Point(x: r.minX, y: r.minY))
    let p1 = apply(to: Point(x: r.maxX, y: r.minY))
    let p2 = apply(to: Point(x: r.minX, y: r.maxY))
    let p3 = apply(to: Point(x: r.maxX, y: r.maxY))
    let x0 = Swift.min(p0.x, p1.x, p2.x, p3.x)
    let x1 = Swift.max(p0.x, p1.x, p2.x, p3.x)
    let y0 = Swift.min(p0.y, p1.y, p2.y, p3.y)
    let y1 = Swift.max(p0.y, p1.y, p2.y, p3.y)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

extension Transform: CustomStringConvertible {
  /// `[a, b, c, d, tx, ty]`, the form UIKit's `description` prints.
  public var description: String {
    "[\([a, b, c, d, tx, ty].map(NumberText.shortest).joined(separator: ", "))]"
  }
}
