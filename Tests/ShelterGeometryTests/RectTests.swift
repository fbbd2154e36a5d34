import ShelterGeometry
import ShelterTestSupport
import Testing

/// The edges a rect reports: `minX, midX, maxX, minY, midY, maxY, width, height`.
private struct Edges: Sendable, Equatable {
  var minX, midX, maxX, minY, midY, maxY, width, height: Double
}

@Suite("Rect standardization and edges")
struct RectEdgeTests {
  @Test(arguments: [
    // Negative width: x = 10 + (-4) = 6, width 4; y stays.
    Example(
      "negative width", Rect(x: 10, y: 20, width: -4, height: 6), Rect(x: 6, y: 20, width: 4, height: 6)),
    // Negative height: y = 20 + (-6) = 14, height 6; x stays.
    Example(
      "negative height", Rect(x: 10, y: 20, width: 4, height: -6), Rect(x: 10, y: 14, width: 4, height: 6)),
    // Both: (10 - 4, 20 - 6) = (6, 14), size (4, 6).
    Example(
      "both negative", Rect(x: 10, y: 20, width: -4, height: -6), Rect(x: 6, y: 14, width: 4, height: 6)),
    // Already standard: unchanged.
    Example("already standard", Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: 1, y: 2, width: 3, height: 4)),
    // Zero size: unchanged.
    Example("zero size", Rect(x: 5, y: 5, width: 0, height: 0), Rect(x: 5, y: 5, width: 0, height: 0)),
  ])
  func standardized(_ row: Example<Rect, Rect>) {
    #expect(row.input.standardized == row.expected)
  }

  @Test func standardizedNullStaysNull() {
    #expect(Rect.null.standardized.isNull)
  }

  @Test(arguments: [
    // Standard (1, 2; 3, 4): x 1…1+3=4, mid 1+3/2=2.5; y 2…2+4=6, mid 2+4/2=4.
    Example(
      "standard", Rect(x: 1, y: 2, width: 3, height: 4),
      Edges(minX: 1, midX: 2.5, maxX: 4, minY: 2, midY: 4, maxY: 6, width: 3, height: 4)),
    // (10, 20; -4, -6) covers x 6…10 (mid 8) and y 14…20 (mid 17); sizes 4 and 6.
    Example(
      "negative width and height", Rect(x: 10, y: 20, width: -4, height: -6),
      Edges(minX: 6, midX: 8, maxX: 10, minY: 14, midY: 17, maxY: 20, width: 4, height: 6)),
    // (10, 20; -4, 6): x 6…10 (mid 8), y 20…26 (mid 23).
    Example(
      "negative width only", Rect(x: 10, y: 20, width: -4, height: 6),
      Edges(minX: 6, midX: 8, maxX: 10, minY: 20, midY: 23, maxY: 26, width: 4, height: 6)),
    // (-5, -5; 10, -10): x -5…5 (mid 0), y -15…-5 (mid -10).
    Example(
      "negative origin and height", Rect(x: -5, y: -5, width: 10, height: -10),
      Edges(minX: -5, midX: 0, maxX: 5, minY: -15, midY: -10, maxY: -5, width: 10, height: 10)),
  ])
  fileprivate func edges(_ row: Example<Rect, Edges>) {
    let r = row.input
    let actual = Edges(
      minX: r.minX, midX: r.midX, maxX: r.maxX, minY: r.minY, midY: r.midY, maxY: r.maxY,
      width: r.width, height: r.height)
    #expect(actual == row.expected)
    #expect(r.center == Point(x: row.expected.midX, y: row.expected.midY))
  }

  @Test func edgesAgreeWithStandardizedRect() {
    // The accessors act on the standardized rect, so both spellings of one area agree.
    let raw = Rect(x: 10, y: 20, width: -4, height: -6)
    let standard = raw.standardized
    #expect(raw.minX == standard.minX && raw.maxX == standard.maxX && raw.midX == standard.midX)
    #expect(raw.minY == standard.minY && raw.maxY == standard.maxY && raw.midY == standard.midY)
  }
}

@Suite("Rect null and empty")
struct RectNullEmptyTests {
  @Test(
    arguments: [
      // The null rect is both null and empty.
      Example("null", Rect.null, (isNull: true, isEmpty: true)),
      // A null rect whose size was set is still null: CGRectIsNull looks at the infinite origin only.
      Example("null with a size", Rect(x: .infinity, y: .infinity, width: 10, height: 20), (true, true)),
      Example("only y infinite", Rect(x: 30, y: .infinity, width: 10, height: 20), (true, true)),
      Example("only x infinite", Rect(x: .infinity, y: 30, width: 10, height: 20), (true, true)),
      // Zero is a real rect at the origin with no area.
      Example("zero", Rect.zero, (false, true)),
      Example("zero width", Rect(x: 1, y: 2, width: 0, height: 5), (false, true)),
      Example("zero height", Rect(x: 1, y: 2, width: 5, height: 0), (false, true)),
      // A negative size still covers area once standardized.
      Example("negative width", Rect(x: 0, y: 0, width: -3, height: 2), (false, false)),
      Example("ordinary", Rect(x: 1, y: 2, width: 3, height: 4), (false, false)),
    ] as [Example<Rect, (isNull: Bool, isEmpty: Bool)>])
  func nullAndEmpty(_ row: Example<Rect, (isNull: Bool, isEmpty: Bool)>) {
    #expect(row.input.isNull == row.expected.isNull)
    #expect(row.input.isEmpty == row.expected.isEmpty)
  }

  @Test func nullIsNotZero() {
    #expect(Rect.null != Rect.zero)
    #expect(Rect.null.origin.x == .infinity && Rect.null.origin.y == .infinity)
    #expect(Rect.null.size == .zero)
    #expect(!Rect.null.isFinite)
    #expect(Rect.zero.isFinite)
  }
}

@Suite("Rect contains")
struct RectContainsTests {
  private static let square = Rect(x: 0, y: 0, width: 10, height: 10)

  @Test(arguments: [
    // Half-open: x in [0, 10), y in [0, 10).
    Example("min corner is inside", Point(x: 0, y: 0), true),
    Example("min x edge is inside", Point(x: 0, y: 5), true),
    Example("min y edge is inside", Point(x: 5, y: 0), true),
    Example("centre", Point(x: 5, y: 5), true),
    Example("just short of the max corner", Point(x: 9.999, y: 9.999), true),
    Example("max x edge is outside", Point(x: 10, y: 5), false),
    Example("max y edge is outside", Point(x: 5, y: 10), false),
    Example("max corner is outside", Point(x: 10, y: 10), false),
    Example("min x corner on the max y edge", Point(x: 0, y: 10), false),
    Example("just left of the min edge", Point(x: -0.001, y: 5), false),
    Example("far away", Point(x: 50, y: -50), false),
  ])
  func containsPoint(_ row: Example<Point, Bool>) {
    #expect(Self.square.contains(row.input) == row.expected)
    // (10, 10; -10, -10) is the same area, so the same rule applies after standardizing.
    #expect(Rect(x: 10, y: 10, width: -10, height: -10).contains(row.input) == row.expected)
  }

  @Test func degenerateRectsContainNoPoint() {
    // A zero-size rect at (5, 5) needs 5 <= x < 5: impossible.
    #expect(!Rect(x: 5, y: 5, width: 0, height: 0).contains(Point(x: 5, y: 5)))
    // A zero-width rect needs 5 <= x < 5 as well.
    #expect(!Rect(x: 5, y: 0, width: 0, height: 10).contains(Point(x: 5, y: 5)))
    #expect(!Rect.null.contains(Point(x: .infinity, y: .infinity)))
    #expect(!Rect.null.contains(Point.zero))
  }

  @Test(arguments: [
    Example("strictly inside", Rect(x: 2, y: 2, width: 3, height: 3), true),
    Example("itself", Rect(x: 0, y: 0, width: 10, height: 10), true),
    // Shares the max edges: 2 + 8 = 10 <= 10.
    Example("flush with the max edges", Rect(x: 2, y: 2, width: 8, height: 8), true),
    // (5, 5; -3, -3) standardizes to (2, 2; 3, 3), inside.
    Example("negative size inside", Rect(x: 5, y: 5, width: -3, height: -3), true),
    // A zero-size rect on the max corner: 10 >= 0 and 10 <= 10 on both axes.
    Example("zero size on the max corner", Rect(x: 10, y: 10, width: 0, height: 0), true),
    // Overlaps: maxX 5 + 10 = 15 > 10.
    Example("overlapping", Rect(x: 5, y: 5, width: 10, height: 10), false),
    // minX -1 < 0.
    Example("sticks out on the left", Rect(x: -1, y: 0, width: 5, height: 5), false),
    Example("disjoint", Rect(x: 20, y: 20, width: 1, height: 1), false),
    Example("null", Rect.null, false),
  ])
  func containsRect(_ row: Example<Rect, Bool>) {
    #expect(Self.square.contains(row.input) == row.expected)
  }

  @Test func nullContainsNothing() {
    #expect(!Rect.null.contains(Rect(x: 0, y: 0, width: 1, height: 1)))
  }
}

@Suite("Rect intersection")
struct RectIntersectionTests {
  private static let square = Rect(x: 0, y: 0, width: 10, height: 10)

  /// Expected `nil` means the null rect.
  @Test(
    arguments: [
      // x max(0, 5) = 5 … min(10, 15) = 10, y likewise: (5, 5; 5, 5).
      Example("overlap", Rect(x: 5, y: 5, width: 10, height: 10), Rect(x: 5, y: 5, width: 5, height: 5)),
      // x 0…min(10, 20) = 10, y max(0, -4) = 0 … min(10, 6) = 6: (0, 0; 10, 6).
      Example(
        "overlap across a full side", Rect(x: -5, y: -4, width: 25, height: 10),
        Rect(x: 0, y: 0, width: 10, height: 6)),
      // (15, 15; -10, -10) standardizes to (5, 5; 10, 10): same as the overlap row.
      Example(
        "negative size", Rect(x: 15, y: 15, width: -10, height: -10), Rect(x: 5, y: 5, width: 5, height: 5)),
      // Contained: the inner rect itself.
      Example("containment", Rect(x: 2, y: 3, width: 4, height: 5), Rect(x: 2, y: 3, width: 4, height: 5)),
      // Containing: the square itself.
      Example(
        "contained in the other", Rect(x: -1, y: -1, width: 20, height: 20),
        Rect(x: 0, y: 0, width: 10, height: 10)),
      // x max(0, 20) = 20 > min(10, 25) = 10: no overlap.
      Example("disjoint", Rect(x: 20, y: 0, width: 5, height: 5), nil),
      // Disjoint on y only: y 12…14 against 0…10.
      Example("disjoint on y", Rect(x: 0, y: 12, width: 10, height: 2), nil),
      // Touching along x = 10: max(0, 10) = 10 = min(10, 20), no area.
      Example("touching the right edge", Rect(x: 10, y: 0, width: 10, height: 10), nil),
      // Touching along y = 0 from above.
      Example("touching the top edge", Rect(x: 2, y: -5, width: 3, height: 5), nil),
      // Touching only at the corner (10, 10).
      Example("touching a corner", Rect(x: 10, y: 10, width: 5, height: 5), nil),
      // A zero-size rect inside is kept: (4, 6; 0, 0).
      Example(
        "zero size inside", Rect(x: 4, y: 6, width: 0, height: 0), Rect(x: 4, y: 6, width: 0, height: 0)),
      // A zero-width segment inside is kept: x 3…3, y 2…6.
      Example(
        "zero width inside", Rect(x: 3, y: 2, width: 0, height: 4), Rect(x: 3, y: 2, width: 0, height: 4)),
      // A zero-height segment crossing the square is clipped: x max(0, -5) = 0 … min(10, 15) = 10.
      Example(
        "zero height across", Rect(x: -5, y: 4, width: 20, height: 0), Rect(x: 0, y: 4, width: 10, height: 0)),
      // A zero-size rect outside is still disjoint.
      Example("zero size outside", Rect(x: 20, y: 20, width: 0, height: 0), nil),
      Example("null", Rect.null, nil),
    ] as [Example<Rect, Rect?>])
  func intersection(_ row: Example<Rect, Rect?>) {
    let forward = Self.square.intersection(row.input)
    let backward = row.input.intersection(Self.square)
    if let expected = row.expected {
      #expect(forward == expected)
      #expect(backward == expected)
      #expect(Self.square.intersects(row.input))
    } else {
      #expect(forward.isNull)
      #expect(backward.isNull)
      #expect(!Self.square.intersects(row.input))
      #expect(!row.input.intersects(Self.square))
    }
  }

  @Test func nullIntersectsNothing() {
    #expect(Rect.null.intersection(.null).isNull)
    #expect(!Rect.null.intersects(.null))
  }
}

@Suite("Rect union")
struct RectUnionTests {
  @Test(arguments: [
    // x min(0, 5) = 0 … max(10, 15) = 15, y likewise: (0, 0; 15, 15).
    Example(
      "overlapping", (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10)),
      Rect(x: 0, y: 0, width: 15, height: 15)),
    // x 0…max(10, 30) = 30, y min(0, 20) = 0 … max(10, 25) = 25.
    Example(
      "disjoint", (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 20, y: 20, width: 10, height: 5)),
      Rect(x: 0, y: 0, width: 30, height: 25)),
    // Both standardized first: (6, 14; 4, 6) ∪ (-2, -2; 2, 2) spans x -2…10, y -2…20.
    Example(
      "both negative sizes",
      (Rect(x: 10, y: 20, width: -4, height: -6), Rect(x: 0, y: 0, width: -2, height: -2)),
      Rect(x: -2, y: -2, width: 12, height: 22)),
    // The null rect contributes nothing.
    Example(
      "with null", (Rect(x: 1, y: 2, width: 3, height: 4), Rect.null), Rect(x: 1, y: 2, width: 3, height: 4)),
    Example(
      "null with a rect", (Rect.null, Rect(x: 1, y: 2, width: 3, height: 4)),
      Rect(x: 1, y: 2, width: 3, height: 4)),
    // Null with a non-standard rect gives it standardized: (10 - 4, 20 - 6; 4, 6).
    Example(
      "null with a negative size", (Rect.null, Rect(x: 10, y: 20, width: -4, height: -6)),
      Rect(x: 6, y: 14, width: 4, height: 6)),
    // An empty (zero-size) rect is not null: its origin counts. (50, 50; 10, 10) ∪ (0, 0; 0, 0)
    // spans x 0…60, y 0…60.
    Example(
      "with zero", (Rect(x: 50, y: 50, width: 10, height: 10), Rect.zero),
      Rect(x: 0, y: 0, width: 60, height: 60)),
    // (0, 0; 10, 10) ∪ (20, 30; 0, 0): x 0…20, y 0…30.
    Example(
      "with an empty rect far away",
      (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 20, y: 30, width: 0, height: 0)),
      Rect(x: 0, y: 0, width: 20, height: 30)),
  ])
  func union(_ row: Example<(Rect, Rect), Rect>) {
    let (first, second) = row.input
    #expect(first.union(second) == row.expected)
    #expect(second.union(first) == row.expected)
  }

  @Test func nullWithNullIsNull() {
    #expect(Rect.null.union(.null).isNull)
  }
}

@Suite("Rect offset and inset")
struct RectOffsetInsetTests {
  @Test(arguments: [
    // (1 + 10, 2 - 5) = (11, -3), size unchanged.
    Example(
      "ordinary", (Rect(x: 1, y: 2, width: 3, height: 4), 10.0, -5.0), Rect(x: 11, y: -3, width: 3, height: 4)
    ),
    // Standardized first: (6, 14; 4, 6), then (6 + 1, 14 + 1) = (7, 15).
    Example(
      "negative size", (Rect(x: 10, y: 20, width: -4, height: -6), 1.0, 1.0),
      Rect(x: 7, y: 15, width: 4, height: 6)),
    Example(
      "by zero", (Rect(x: 1, y: 2, width: 3, height: 4), 0.0, 0.0), Rect(x: 1, y: 2, width: 3, height: 4)),
    // Quarters are exact: (0.25 + 0.5, 0.75 - 0.25) = (0.75, 0.5).
    Example(
      "fractions", (Rect(x: 0.25, y: 0.75, width: 1, height: 1), 0.5, -0.25),
      Rect(x: 0.75, y: 0.5, width: 1, height: 1)),
  ])
  func offset(_ row: Example<(Rect, Double, Double), Rect>) {
    let (rect, dx, dy) = row.input
    #expect(rect.offsetBy(dx: dx, dy: dy) == row.expected)
  }

  @Test func offsetNullStaysNull() {
    #expect(Rect.null.offsetBy(dx: 5, dy: 5).isNull)
  }

  /// Expected `nil` means the null rect.
  @Test(
    arguments: [
      // (0 + 2, 0 + 3; 10 - 2·2, 10 - 2·3) = (2, 3; 6, 4).
      Example(
        "shrink", (Rect(x: 0, y: 0, width: 10, height: 10), 2.0, 3.0), Rect(x: 2, y: 3, width: 6, height: 4)),
      // Negative insets grow: (-2, -3; 10 + 4, 10 + 6).
      Example(
        "grow", (Rect(x: 0, y: 0, width: 10, height: 10), -2.0, -3.0),
        Rect(x: -2, y: -3, width: 14, height: 16)
      ),
      // Exactly half the width: 10 - 2·5 = 0 is allowed, a zero-width rect at x 5.
      Example(
        "to zero width", (Rect(x: 0, y: 0, width: 10, height: 10), 5.0, 0.0),
        Rect(x: 5, y: 0, width: 0, height: 10)),
      // Standardized first: (10, 10; -10, -10) → (0, 0; 10, 10) → (2, 2; 6, 6).
      Example(
        "negative size", (Rect(x: 10, y: 10, width: -10, height: -10), 2.0, 2.0),
        Rect(x: 2, y: 2, width: 6, height: 6)),
      // Over-inset: 10 - 2·6 = -2 < 0.
      Example("over-inset width", (Rect(x: 0, y: 0, width: 10, height: 10), 6.0, 0.0), nil),
      Example("over-inset height", (Rect(x: 0, y: 0, width: 10, height: 10), 0.0, 6.0), nil),
      // Growing one axis does not rescue the other: width 10 - 12 = -2.
      Example(
        "over-inset one axis, grow the other", (Rect(x: 0, y: 0, width: 10, height: 10), 6.0, -10.0), nil),
      Example("null", (Rect.null, 1.0, 1.0), nil),
    ] as [Example<(Rect, Double, Double), Rect?>])
  func insetByDistances(_ row: Example<(Rect, Double, Double), Rect?>) {
    let (rect, dx, dy) = row.input
    let result = rect.insetBy(dx: dx, dy: dy)
    if let expected = row.expected {
      #expect(result == expected)
    } else {
      #expect(result.isNull)
    }
  }

  @Test(arguments: [
    // x 0 + 20 = 20, y 0 + 10 = 10, width 100 - 20 - 40 = 40, height 200 - 10 - 30 = 160.
    Example(
      "all four edges",
      (Rect(x: 0, y: 0, width: 100, height: 200), EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)),
      Rect(x: 20, y: 10, width: 40, height: 160)),
    Example(
      "zero insets", (Rect(x: 1, y: 2, width: 3, height: 4), EdgeInsets.zero),
      Rect(x: 1, y: 2, width: 3, height: 4)),
    // Only the top: y 5 + 44 = 49, height 100 - 44 = 56.
    Example(
      "top only", (Rect(x: 0, y: 5, width: 50, height: 100), EdgeInsets(top: 44)),
      Rect(x: 0, y: 49, width: 50, height: 56)),
    // Negative insets grow: y 0 - 5 = -5, height 10 + 5 = 15.
    Example(
      "negative top", (Rect(x: 0, y: 0, width: 10, height: 10), EdgeInsets(top: -5)),
      Rect(x: 0, y: -5, width: 10, height: 15)),
    // Over-inset is kept, not standardized or nulled: x 0 + 8 = 8, width 10 - 8 - 8 = -6.
    Example(
      "over-inset keeps a negative width",
      (Rect(x: 0, y: 0, width: 10, height: 10), EdgeInsets(left: 8, right: 8)),
      Rect(x: 8, y: 0, width: -6, height: 10)),
    // A non-standard input is not standardized either: x 10 + 1 = 11, width -4 - 1 - 1 = -6.
    Example(
      "negative size input", (Rect(x: 10, y: 0, width: -4, height: 5), EdgeInsets(left: 1, right: 1)),
      Rect(x: 11, y: 0, width: -6, height: 5)),
  ])
  func insetByEdgeInsets(_ row: Example<(Rect, EdgeInsets), Rect>) {
    let (rect, insets) = row.input
    let result = rect.inset(by: insets)
    #expect(result == row.expected)
    #expect(!result.isNull)
  }
}

@Suite("Rect description")
struct RectDescriptionTests {
  @Test(arguments: [
    Example("integers", Rect(x: 0, y: 0, width: 100, height: 50), "(0 0; 100 50)"),
    Example("negative integers", Rect(x: -10, y: -20, width: 30, height: 40), "(-10 -20; 30 40)"),
    Example("fractions", Rect(x: 1.5, y: -2.25, width: 0.125, height: 3), "(1.5 -2.25; 0.125 3)"),
    // -0 prints as 0 in every slot.
    Example("negative zeros", Rect(x: -0.0, y: -0.0, width: 10, height: -0.0), "(0 0; 10 0)"),
    // The stored numbers print as they are, without standardizing.
    Example("negative size", Rect(x: 10, y: 20, width: -4, height: -6), "(10 20; -4 -6)"),
    Example("null", Rect.null, "null"),
  ])
  func description(_ row: Example<Rect, String>) {
    #expect(row.input.description == row.expected)
    #expect("\(row.input)" == row.expected)
  }
}
