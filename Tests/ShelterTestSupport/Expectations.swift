package import ShelterGeometry
package import Testing

/// One row of a table-driven test: a name that says what the row shows, the input, and the
/// expected result worked out by hand.
package struct Example<Input: Sendable, Expected: Sendable>: Sendable, CustomTestStringConvertible {
  package let name: String
  package let input: Input
  package let expected: Expected

  package init(_ name: String, _ input: Input, _ expected: Expected) {
    self.name = name
    self.input = input
    self.expected = expected
  }

  package var testDescription: String { name }
}

/// Whether two numbers agree within `tolerance` times the larger of 1 and `scale`.
package func isClose(_ a: Double, _ b: Double, tolerance: Double, scale: Double = 1) -> Bool {
  abs(a - b) <= tolerance * max(1, scale)
}

/// Expects two numbers to agree within `tolerance`.
package func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-12, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    isClose(actual, expected, tolerance: tolerance),
    "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

/// Expects two points to agree coordinate by coordinate within `tolerance`.
package func expectClose(
  _ actual: Point, _ expected: Point, tolerance: Double = 1e-12, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let close =
    isClose(actual.x, expected.x, tolerance: tolerance)
    && isClose(actual.y, expected.y, tolerance: tolerance)
  #expect(
    close, "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

/// Expects two sizes to agree within `tolerance`.
package func expectClose(
  _ actual: Size, _ expected: Size, tolerance: Double = 1e-12, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let close =
    isClose(actual.width, expected.width, tolerance: tolerance)
    && isClose(actual.height, expected.height, tolerance: tolerance)
  #expect(
    close, "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

/// Expects two rects to agree number by number (origin and size as stored) within `tolerance`.
package func expectClose(
  _ actual: Rect, _ expected: Rect, tolerance: Double = 1e-12, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    rectsAreClose(actual, expected, tolerance: tolerance),
    "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

/// Expects two transforms to agree entry by entry within `tolerance`.
package func expectClose(
  _ actual: Transform, _ expected: Transform, tolerance: Double = 1e-12, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let pairs = [
    (actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
    (actual.d, expected.d), (actual.tx, expected.tx), (actual.ty, expected.ty),
  ]
  #expect(
    pairs.allSatisfy { isClose($0, $1, tolerance: tolerance) },
    "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

/// Whether two rects agree number by number within `tolerance`, relative to `scale` when it exceeds 1.
package func rectsAreClose(_ a: Rect, _ b: Rect, tolerance: Double, scale: Double = 1) -> Bool {
  isClose(a.origin.x, b.origin.x, tolerance: tolerance, scale: scale)
    && isClose(a.origin.y, b.origin.y, tolerance: tolerance, scale: scale)
    && isClose(a.size.width, b.size.width, tolerance: tolerance, scale: scale)
    && isClose(a.size.height, b.size.height, tolerance: tolerance, scale: scale)
}

/// The largest absolute coordinate of a rect, used to make tolerances relative.
package func magnitude(of rect: Rect) -> Double {
  max(abs(rect.minX), abs(rect.maxX), abs(rect.minY), abs(rect.maxY))
}

/// The largest absolute coordinate of a point, used to make tolerances relative.
package func magnitude(of point: Point) -> Double {
  max(abs(point.x), abs(point.y))
}
