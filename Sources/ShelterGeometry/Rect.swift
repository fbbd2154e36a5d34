import ShelterSupport

/// A rectangle by origin and size, with CoreGraphics' `CGRect` semantics.
///
/// Geometry queries (`minX`, `intersection`, …) act on the standardized rect, so a negative width
/// means the same area as its positive twin. The null rect (``null``) is what a failed intersection
/// yields and is absorbed by ``union(_:)``.
public struct Rect: Hashable, Sendable {
  /// The corner with the smallest coordinates once standardized.
  public var origin: Point
  /// The extent; may be negative until ``standardized`` is taken.
  public var size: Size

  /// Creates a rect from its four numbers.
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// Creates a rect from an origin and a size.
  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// The rect at the origin with no size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The null rect: the result of intersecting rects that do not meet.
  ///
  /// Like `CGRect.null` its origin is infinite; test with ``isNull`` rather than comparing.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// Whether this is the null rect.
  @inlinable public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether the rect covers no area: null, or zero width or height.
  @inlinable public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// Whether every number is finite (the null rect is not).
  @inlinable public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// The same area with a non-negative width and height.
  @inlinable public var standardized: Rect {
    if isNull { return self }
    var r = self
    if r.size.width < 0 {
      r.origin.x += r.size.width
      r.size.width = -r.size.width
    }
    if r.size.height < 0 {
      r.origin.y += r.size.height
      r.size.height = -r.size.height
    }
    return r
  }

  /// The smallest x of the standardized rect.
  @inlinable public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
  /// The largest x of the standardized rect.
  @inlinable public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
  /// The horizontal centre.
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  /// The smallest y of the standardized rect.
  @inlinable public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
  /// The largest y of the standardized rect.
  @inlinable public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
  /// The vertical centre.
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// The absolute width.
  @inlinable public var width: Double { abs(size.width) }
  /// The absolute height.
  @inlinable public var height: Double { abs(size.height) }
  /// The centre point.
  @inlinable public var center: Point { Point(x: midX, y: midY) }

  /// Whether a point lies inside: the minimum edges are inside, the maximum edges outside.
  ///
  /// This half-open rule is CoreGraphics' and decides hit testing on shared edges.
  @inlinable public func contains(_ point: Point) -> Bool {
    !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether another rect lies wholly inside this one.
  public func contains(_ other: Rect) -> Bool {
    if isNull || other.isNull { return false }
    return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// Whether the two rects share some area (touching edges do not count).
  public func intersects(_ other: Rect) -> Bool { !intersection(other).isNull }

  /// The common area, or ``null`` when the rects do not overlap.
  ///
  /// Rects that only touch along an edge do not overlap, as in CoreGraphics.
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull { return .null }
    let x0 = Swift.max(minX, other.minX)
    let x1 = Swift.min(maxX, other.maxX)
    let y0 = Swift.max(minY, other.minY)
    let y1 = Swift.min(maxY, other.maxY)
    if x0 >= x1 || y0 >= y1 {
      // Zero-size rects still intersect a rect that contains them.
      let degenerate = width == 0 || height == 0 || other.width == 0 || other.height == 0
      if !(degenerate && x0 <= x1 && y0 <= y1) { return .null }
    }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The smallest rect containing both; the null rect is ignored.
  public func union(_ other: Rect) -> Rect {
    if isNull { return other.standardized }
    if other.isNull { return standardized }
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
  }

  /// The standardized rect moved by `dx`, `dy`, as `CGRectOffset` gives.
  @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    let s = standardized
    return Rect(x: s.origin.x + dx, y: s.origin.y + dy, width: s.size.width, height: s.size.height)
  }

  /// The standardized rect shrunk by `dx` on the left and right and `dy` on the top and bottom.
  ///
  /// Negative values grow it; a result with a negative size is ``null``, as `CGRectInset` gives.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    let s = standardized
    let r = Rect(
      x: s.origin.x + dx, y: s.origin.y + dy, width: s.size.width - 2 * dx, height: s.size.height - 2 * dy)
    return r.size.width < 0 || r.size.height < 0 ? .null : r
  }

  /// The rect shrunk by each inset, as `UIEdgeInsetsInsetRect` (`rect.inset(by:)`) does.
  ///
  /// Unlike ``insetBy(dx:dy:)`` the result is not standardized: UIKit leaves a negative size as is.
  @inlinable public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
  }
}

extension Rect: CustomStringConvertible {
  /// `(x y; w h)`, the form UIKit's `description` uses for frames.
  public var description: String {
    if isNull { return "null" }
    return
      "(\(NumberText.shortest(origin.x)) \(NumberText.shortest(origin.y)); \(NumberText.shortest(size.width)) \(NumberText.shortest(size.height)))"
  }
}

extension Rect {
  /// `[x, y, w, h]` with tidy numbers (``NumberText/tidy(_:)``), as reports and messages print a
  /// frame.
  package var tidyText: String { NumberText.list([origin.x, origin.y, size.width, size.height]) }
}
