public import Foundation

// UIKit's geometry types are Foundation's (Core Graphics' on Apple platforms): views declare the
// members apps override in them (`init(frame: CGRect)`, `intrinsicContentSize: CGSize`).
// Foundation's `CGFloat` converts to and from `Double` implicitly (SE-0307), so every Shelter
// parameter of type `Double` already takes a `CGFloat`. The rects, points and sizes are distinct
// types: these initializers carry one into the other without rounding.

extension Rect {
  /// Shelter's rect with the same origin and size as a `CGRect`.
  public init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }
}

extension CGRect {
  /// The `CGRect` with the same origin and size as Shelter's rect.
  public init(_ rect: Rect) {
    self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
  }
}

extension Point {
  /// Shelter's point at the same place as a `CGPoint`.
  public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension CGPoint {
  /// The `CGPoint` at the same place as Shelter's point.
  public init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension Size {
  /// Shelter's size with the same width and height as a `CGSize`.
  public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension CGSize {
  /// The `CGSize` with the same width and height as Shelter's size.
  public init(_ size: Size) { self.init(width: size.width, height: size.height) }
}
