package import ShelterGeometry

/// The four corners of a view's bounds after its composed transform, in window space.
///
/// A turned or skewed view is not a rectangle on screen; a quad keeps its true outline where a
/// bounding box (what `frame` and reports give) would not. Corners follow the bounds: `topLeft` is
/// the image of `(minX, minY)` in the view's bounds space, then clockwise as the bounds run.
package struct Quad: Hashable, Sendable {
  /// Creates a quad from four corners, in outline order.
  package init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
    (self.topLeft, self.topRight) = (topLeft, topRight)
    (self.bottomRight, self.bottomLeft) = (bottomRight, bottomLeft)
  }

  /// The image of the bounds' `(minX, minY)` corner.
  package var topLeft: Point
  /// The image of the bounds' `(maxX, minY)` corner.
  package var topRight: Point
  /// The image of the bounds' `(maxX, maxY)` corner.
  package var bottomRight: Point
  /// The image of the bounds' `(minX, maxY)` corner.
  package var bottomLeft: Point

  /// Maps the corners of `rect` (in some view's bounds space) through `transform` (to window space).
  ///
  ///     Quad(rect: Rect(x: 0, y: 0, width: 10, height: 4), transform: Transform(translationX: 5, y: 1))
  ///     // (5, 1) (15, 1) (15, 5) (5, 5)
  package init(rect: Rect, transform: Transform) {
    let r = rect.standardized
    topLeft = transform.apply(to: Point(x: r.minX, y: r.minY))
    topRight = transform.apply(to: Point(x: r.maxX, y: r.minY))
    bottomRight = transform.apply(to: Point(x: r.maxX, y: r.maxY))
    bottomLeft = transform.apply(to: Point(x: r.minX, y: r.maxY))
  }

  /// The corners in outline order: top left, top right, bottom right, bottom left.
  package var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }

  /// The mean of the four corners: the image of the bounds' centre, since affine maps keep means.
  package var center: Point {
    Point(
      x: (topLeft.x + topRight.x + bottomRight.x + bottomLeft.x) / 4,
      y: (topLeft.y + topRight.y + bottomRight.y + bottomLeft.y) / 4)
  }

  /// The smallest upright rect around the corners, in the same (window) space: the view's frame
  /// as reports print it.
  package var boundingBox: Rect {
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }

  /// The same quad moved by an offset.
  package func offsetBy(dx: Double, dy: Double) -> Quad {
    func move(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
    return Quad(
      topLeft: move(topLeft), topRight: move(topRight), bottomRight: move(bottomRight),
      bottomLeft: move(bottomLeft))
  }
}
