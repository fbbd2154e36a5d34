import ShelterGeometry
import Testing

/// One row of a table-driven test: a name that says what the row shows, the input, and the
/// expected result worked out by hand.
struct Example<Input: Sendable, Expected: Sendable>: Sendable, CustomTestStringConvertible {
  let name: String
  let input: Input
  let expected: Expected

  init(_ name: String, _ input: Input, _ expected: Expected) {
    self.name = name
    self.input = input
    self.expected = expected
  }

  var testDescription: String { name }
}

/// Expects two numbers to agree within `tolerance`.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-12, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

/// Expects two points to agree coordinate by coordinate within `tolerance`.
func expectClose(
  _ actual: Point, _ expected: Point, tolerance: Double = 1e-12, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let close = abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance
  #expect(
    close, "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

/// Expects two rects to agree number by number (origin and size as stored) within `tolerance`.
func expectClose(
  _ actual: Rect, _ expected: Rect, tolerance: Double = 1e-12, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let pairs = [
    (actual.origin.x, expected.origin.x), (actual.origin.y, expected.origin.y),
    (actual.size.width, expected.size.width), (actual.size.height, expected.size.height),
  ]
  #expect(
    pairs.allSatisfy { abs($0 - $1) <= tolerance },
    "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

/// Expects two transforms to agree entry by entry within `tolerance`.
func expectClose(
  _ actual: Transform, _ expected: Transform, tolerance: Double = 1e-12, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let pairs = [
    (actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
    (actual.d, expected.d), (actual.tx, expected.tx), (actual.ty, expected.ty),
  ]
  #expect(
    pairs.allSatisfy { abs($0 - $1) <= tolerance },
    "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}
