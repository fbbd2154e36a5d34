import ShelterGeometry
import ShelterSupport
import ShelterTestSupport
import Testing

@Suite("NumberText.shortest in geometry descriptions")
struct FormatNumberTests {
  @Test(arguments: [
    Example("zero", 0.0, "0"),
    // -0 == 0, so it prints as plain 0.
    Example("negative zero", -0.0, "0"),
    Example("one", 1.0, "1"),
    Example("minus one", -1.0, "-1"),
    Example("a half", 0.5, "0.5"),
    Example("minus two and a half", -2.5, "-2.5"),
    // An integer below 1e15 prints its digits without a fraction.
    Example("large integer", 123_456_789.0, "123456789"),
    // 1e20 is past the integer range: the shortest form, no plus sign in the exponent (as JSON).
    Example("1e20", 1e20, "1e20"),
    // The shortest decimal that reads back as the double nearest 1/3 has sixteen 3s.
    Example("one third", 1.0 / 3, "0.3333333333333333"),
  ])
  func format(_ row: Example<Double, String>) {
    #expect(NumberText.shortest(row.input) == row.expected)
  }
}

@Suite("Point")
struct PointTests {
  @Test func zero() {
    #expect(Point.zero == Point(x: 0, y: 0))
  }

  @Test(arguments: [
    Example("integers", Point(x: 3, y: -4), "(3, -4)"),
    Example("fractions", Point(x: 0.5, y: -0.25), "(0.5, -0.25)"),
    Example("negative zeros", Point(x: -0.0, y: -0.0), "(0, 0)"),
  ])
  func description(_ row: Example<Point, String>) {
    #expect(row.input.description == row.expected)
  }

  @Test(arguments: [
    Example("finite", Point(x: 1, y: 2), true),
    Example("infinite x", Point(x: .infinity, y: 2), false),
    Example("NaN y", Point(x: 1, y: .nan), false),
  ])
  func finiteness(_ row: Example<Point, Bool>) {
    #expect(row.input.isFinite == row.expected)
  }

  @Test func equalPointsHashAlike() {
    // -0 == 0 for Double, so the two points are equal and must land in one set slot.
    let points: Set = [Point(x: 1, y: 2), Point(x: 1, y: 2), Point(x: 0, y: 0), Point(x: -0.0, y: 0)]
    #expect(points.count == 2)
  }
}

@Suite("Size")
struct SizeTests {
  @Test func zero() {
    #expect(Size.zero == Size(width: 0, height: 0))
  }

  @Test(arguments: [
    Example("integers", Size(width: 100, height: 50), "(100, 50)"),
    Example("negative and fraction", Size(width: -4, height: 0.75), "(-4, 0.75)"),
    Example("negative zero", Size(width: -0.0, height: 1), "(0, 1)"),
  ])
  func description(_ row: Example<Size, String>) {
    #expect(row.input.description == row.expected)
  }

  @Test(arguments: [
    Example("finite", Size(width: 1, height: 2), true),
    Example("infinite height", Size(width: 1, height: -.infinity), false),
    Example("NaN width", Size(width: .nan, height: 2), false),
  ])
  func finiteness(_ row: Example<Size, Bool>) {
    #expect(row.input.isFinite == row.expected)
  }
}

@Suite("EdgeInsets")
struct EdgeInsetsTests {
  @Test func defaultsAreZero() {
    let insets = EdgeInsets()
    #expect(insets == .zero)
    #expect(insets.top == 0 && insets.left == 0 && insets.bottom == 0 && insets.right == 0)
  }

  @Test func omittedEdgesAreZero() {
    let insets = EdgeInsets(left: 8, right: 8)
    #expect(insets == EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
  }

  @Test(arguments: [
    // Printed in UIKit's order: top, left, bottom, right.
    Example("all four", EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), "{1, 2, 3, 4}"),
    Example("zero", EdgeInsets.zero, "{0, 0, 0, 0}"),
    Example(
      "fractions and negative zero", EdgeInsets(top: 0.5, left: -0.0, bottom: -20, right: 34.25),
      "{0.5, 0, -20, 34.25}"),
  ])
  func description(_ row: Example<EdgeInsets, String>) {
    #expect(row.input.description == row.expected)
  }

  @Test(arguments: [
    Example("finite", EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), true),
    Example("infinite bottom", EdgeInsets(bottom: .infinity), false),
    Example("NaN right", EdgeInsets(right: .nan), false),
    Example("NaN top", EdgeInsets(top: .nan), false),
    Example("infinite left", EdgeInsets(left: -.infinity), false),
  ])
  func finiteness(_ row: Example<EdgeInsets, Bool>) {
    #expect(row.input.isFinite == row.expected)
  }
}
