import ShelterGeometry
import ShelterSupport
import ShelterTestSupport
import Testing

/// `[a, b, c, d, tx, ty]` in CoreGraphics order, to keep the tables short.
private func matrix(
  _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double
) -> Transform {
  Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}

/// √2 / 2 and √3 / 2, the cosines of 45° and 30°.
private let halfRootTwo = 2.0.squareRoot() / 2
private let halfRootThree = 3.0.squareRoot() / 2

@Suite("Transform construction")
struct TransformConstructionTests {
  @Test func identity() {
    let t = Transform.identity
    #expect(t == matrix(1, 0, 0, 1, 0, 0))
    #expect(t.isIdentity)
    #expect(t.isTranslationOnly)
    #expect(t.determinant == 1)
    #expect(t.apply(to: Point(x: 3, y: -4)) == Point(x: 3, y: -4))
  }

  @Test func translation() {
    let t = Transform(translationX: 10, y: -20)
    #expect(t == matrix(1, 0, 0, 1, 10, -20))
    #expect(!t.isIdentity)
    #expect(t.isTranslationOnly)
    // (1 + 10, 2 - 20) = (11, -18).
    #expect(t.apply(to: Point(x: 1, y: 2)) == Point(x: 11, y: -18))
  }

  @Test func scale() {
    let t = Transform(scaleX: 2, y: -3)
    #expect(t == matrix(2, 0, 0, -3, 0, 0))
    #expect(!t.isTranslationOnly)
    // det = 2·(-3) - 0·0 = -6.
    #expect(t.determinant == -6)
    // (2·4, -3·5) = (8, -15).
    #expect(t.apply(to: Point(x: 4, y: 5)) == Point(x: 8, y: -15))
  }

  /// Quarter turns are exact: `a = cos θ, b = sin θ, c = -sin θ, d = cos θ` with sine and cosine in {-1, 0, 1}.
  @Test(arguments: [
    Example("zero", 0.0, matrix(1, 0, 0, 1, 0, 0)),
    // cos 90° = 0, sin 90° = 1.
    Example("π/2", Double.pi / 2, matrix(0, 1, -1, 0, 0, 0)),
    // cos 180° = -1, sin 180° = 0.
    Example("π", Double.pi, matrix(-1, 0, 0, -1, 0, 0)),
    // cos(-90°) = 0, sin(-90°) = -1.
    Example("-π/2", -Double.pi / 2, matrix(0, -1, 1, 0, 0, 0)),
    Example("-π", -Double.pi, matrix(-1, 0, 0, -1, 0, 0)),
    // cos 270° = 0, sin 270° = -1.
    Example("3π/2", 3 * Double.pi / 2, matrix(0, -1, 1, 0, 0, 0)),
    // cos(-270°) = 0, sin(-270°) = 1: the same as π/2.
    Example("-3π/2", -3 * Double.pi / 2, matrix(0, 1, -1, 0, 0, 0)),
    // 450° = 360° + 90°.
    Example("5π/2", 5 * Double.pi / 2, matrix(0, 1, -1, 0, 0, 0)),
    // A full turn is the identity.
    Example("2π", 2 * Double.pi, matrix(1, 0, 0, 1, 0, 0)),
    Example("-2π", -2 * Double.pi, matrix(1, 0, 0, 1, 0, 0)),
    Example("4π", 4 * Double.pi, matrix(1, 0, 0, 1, 0, 0)),
  ])
  func rotationByQuarterTurnsIsExact(_ row: Example<Double, Transform>) {
    let t = Transform(rotationAngle: row.input)
    #expect(t == row.expected)
    #expect(t.determinant == 1)
  }

  @Test func rotationByHalfPiTurnsXTowardsY() {
    let t = Transform(rotationAngle: .pi / 2)
    // x' = 0·3 + (-1)·4 = -4, y' = 1·3 + 0·4 = 3: clockwise on a y-down screen.
    #expect(t.apply(to: Point(x: 3, y: 4)) == Point(x: -4, y: 3))
    #expect(t.apply(to: Point(x: 1, y: 0)) == Point(x: 0, y: 1))
  }

  @Test func rotationBySixthOfPi() {
    let t = Transform(rotationAngle: .pi / 6)
    // cos 30° = √3/2, sin 30° = 1/2.
    expectClose(t, matrix(halfRootThree, 0.5, -0.5, halfRootThree, 0, 0))
    // (2, 0) → (2·√3/2, 2·1/2) = (√3, 1).
    expectClose(t.apply(to: Point(x: 2, y: 0)), Point(x: 3.0.squareRoot(), y: 1))
    expectClose(t.determinant, 1)
  }

  @Test func fourQuarterTurnsAreExactlyTheIdentity() {
    let quarter = Transform(rotationAngle: .pi / 2)
    let full = quarter.concatenating(quarter).concatenating(quarter).concatenating(quarter)
    #expect(full == .identity)
    #expect(full.isIdentity)
  }

  @Test func determinantOfAGeneralMatrix() {
    // det [1 2; 3 4] = 1·4 - 2·3 = -2; the translation does not matter.
    #expect(matrix(1, 2, 3, 4, 5, 6).determinant == -2)
  }

  @Test func finiteness() {
    #expect(Transform.identity.isFinite)
    #expect(!matrix(1, 0, 0, 1, .infinity, 0).isFinite)
    #expect(!matrix(1, 0, .nan, 1, 0, 0).isFinite)
  }
}

@Suite("Transform concatenation order")
struct TransformConcatenationTests {
  private static let translate = Transform(translationX: 10, y: 0)
  private static let scale = Transform(scaleX: 2, y: 3)

  @Test func translateThenScale() {
    let t = Self.translate.concatenating(Self.scale)
    // Translation first: (1, 1) → (11, 1), then scale: (22, 3).
    #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 3))
    // tx = 10·2 + 0·0 + 0 = 20.
    #expect(t == matrix(2, 0, 0, 3, 20, 0))
  }

  @Test func scaleThenTranslate() {
    let t = Self.scale.concatenating(Self.translate)
    // Scale first: (1, 1) → (2, 3), then translation: (12, 3).
    #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 3))
    // tx = 0·1 + 0·0 + 10 = 10.
    #expect(t == matrix(2, 0, 0, 3, 10, 0))
  }

  @Test func generalMatrices() {
    let t1 = matrix(1, 2, 3, 4, 5, 6)
    let t2 = matrix(7, 8, 9, 10, 11, 12)
    // a = 1·7 + 2·9 = 25, b = 1·8 + 2·10 = 28, c = 3·7 + 4·9 = 57, d = 3·8 + 4·10 = 64,
    // tx = 5·7 + 6·9 + 11 = 100, ty = 5·8 + 6·10 + 12 = 112.
    let product = t1.concatenating(t2)
    #expect(product == matrix(25, 28, 57, 64, 100, 112))
    // (1, 0) through t1: (1 + 5, 2 + 6) = (6, 8); through t2: (7·6 + 9·8 + 11, 8·6 + 10·8 + 12) = (125, 140).
    let point = Point(x: 1, y: 0)
    #expect(t2.apply(to: t1.apply(to: point)) == Point(x: 125, y: 140))
    #expect(product.apply(to: point) == Point(x: 125, y: 140))
  }

  @Test func rotateThenTranslate() {
    let t = Transform(rotationAngle: .pi / 2).concatenating(Transform(translationX: 10, y: 0))
    // (1, 0) rotates to (0, 1), then moves to (10, 1).
    #expect(t.apply(to: Point(x: 1, y: 0)) == Point(x: 10, y: 1))
  }

  @Test func identityIsNeutral() {
    let t = matrix(1, 2, 3, 4, 5, 6)
    #expect(t.concatenating(.identity) == t)
    #expect(Transform.identity.concatenating(t) == t)
  }
}

@Suite("Transform prepended operations")
struct TransformPrependTests {
  @Test func translatedByAppliesTheTranslationFirst() {
    let t = Transform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
    // As CGAffineTransformTranslate: (1, 1) → (11, 1) → (22, 2); tx = 10·2 = 20.
    #expect(t == matrix(2, 0, 0, 2, 20, 0))
    #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 2))
    // Concatenating instead translates last: tx = 10.
    #expect(
      Transform(scaleX: 2, y: 2).concatenating(Transform(translationX: 10, y: 0)) == matrix(2, 0, 0, 2, 10, 0)
    )
  }

  @Test func scaledByAppliesTheScaleFirst() {
    let t = Transform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
    // (1, 1) → (2, 3) → (12, 3); the translation is not scaled.
    #expect(t == matrix(2, 0, 0, 3, 10, 0))
    #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 3))
  }

  @Test func rotatedByAppliesTheRotationFirst() {
    let t = Transform(translationX: 10, y: 0).rotated(by: .pi / 2)
    // (1, 0) → (0, 1) → (10, 1); the translation is not rotated.
    #expect(t == matrix(0, 1, -1, 0, 10, 0))
    #expect(t.apply(to: Point(x: 1, y: 0)) == Point(x: 10, y: 1))
    // Rotating after the translation instead: (1, 0) → (11, 0) → (0, 11).
    let after = Transform(translationX: 10, y: 0).concatenating(Transform(rotationAngle: .pi / 2))
    #expect(after.apply(to: Point(x: 1, y: 0)) == Point(x: 0, y: 11))
  }

  @Test func chainsReadOutsideIn() {
    let t = Transform.identity.translatedBy(x: 5, y: 0).scaledBy(x: 2, y: 2)
    // The last call applies first: (1, 1) → scale (2, 2) → translate (7, 2).
    #expect(t == matrix(2, 0, 0, 2, 5, 0))
    #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 7, y: 2))
  }
}

@Suite("Transform inversion")
struct TransformInversionTests {
  @Test(arguments: [
    // det = 2·1 - 1·1 = 1; a' = 1, b' = -1, c' = -1, d' = 2,
    // tx' = (1·4 - 1·3)/1 = 1, ty' = (1·3 - 2·4)/1 = -5.
    Example("general, det 1", matrix(2, 1, 1, 1, 3, 4), matrix(1, -1, -1, 2, 1, -5)),
    // det = 4·2 - 0·2 = 8; a' = 2/8, b' = 0, c' = -2/8, d' = 4/8,
    // tx' = (2·(-2) - 2·6)/8 = -2, ty' = (0·6 - 4·(-2))/8 = 1.
    Example("general, det 8", matrix(4, 0, 2, 2, 6, -2), matrix(0.25, 0, -0.25, 0.5, -2, 1)),
    // tx' = (0·(-7) - 1·5)/1 = -5, ty' = (0·5 - 1·(-7))/1 = 7.
    Example("translation", Transform(translationX: 5, y: -7), Transform(translationX: -5, y: 7)),
    Example("scale", Transform(scaleX: 2, y: 4), Transform(scaleX: 0.5, y: 0.25)),
    // det = 0·0 - 1·(-1) = 1; a' = 0, b' = -1, c' = 1, d' = 0: the -π/2 rotation.
    Example("quarter turn", Transform(rotationAngle: .pi / 2), Transform(rotationAngle: -.pi / 2)),
    Example("identity", Transform.identity, Transform.identity),
  ])
  func invertible(_ row: Example<Transform, Transform>) throws {
    let inverse = try #require(row.input.inverted())
    #expect(inverse == row.expected)
    #expect(row.input.concatenating(inverse) == .identity)
  }

  @Test func generalInverseMapsBack() throws {
    let t = matrix(4, 0, 2, 2, 6, -2)
    // (1, 1) → (4 + 2 + 6, 0 + 2 - 2) = (12, 0); the inverse: (0.25·12 - 2, 0.5·0 + 1) = (1, 1).
    #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 0))
    #expect(try #require(t.inverted()).apply(to: Point(x: 12, y: 0)) == Point(x: 1, y: 1))
  }

  @Test(arguments: [
    Example("scale x by 0", Transform(scaleX: 0, y: 1), ()),
    Example("scale both by 0", Transform(scaleX: 0, y: 0), ()),
    // det = 1·4 - 2·2 = 0: the rows are parallel.
    Example("rank one", matrix(1, 2, 2, 4, 3, 3), ()),
    // det = 2⁻¹⁰²⁴ (subnormal, not 0) but a' = 1/2⁻¹⁰²⁴ = 2¹⁰²⁴, just past the largest double.
    Example("inverse scale overflows", matrix(Double.leastNormalMagnitude / 4, 0, 0, 1, 0, 0), ()),
    // det = 1e-20; tx' = -(1e-10·1e300)/1e-20 = -1e310 overflows.
    Example("inverse translation overflows", matrix(1e-10, 0, 0, 1e-10, 1e300, 0), ()),
    // det = 1e400 overflows to infinity.
    Example("determinant overflows", Transform(scaleX: 1e200, y: 1e200), ()),
    Example("NaN entry", matrix(.nan, 0, 0, 1, 0, 0), ()),
    Example("infinite entry", matrix(.infinity, 0, 0, 1, 0, 0), ()),
  ])
  func notInvertible(_ row: Example<Transform, Void>) {
    #expect(row.input.inverted() == nil)
  }

  @Test(arguments: [0x5EED, 42, 20_240_601] as [UInt64])
  func inverseUndoesRandomTransforms(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    var checked = 0
    while checked < 300 {
      let t = matrix(
        .random(in: -10...10, using: &generator), .random(in: -10...10, using: &generator),
        .random(in: -10...10, using: &generator), .random(in: -10...10, using: &generator),
        .random(in: -1000...1000, using: &generator), .random(in: -1000...1000, using: &generator))
      // Keep the matrices well conditioned so a fixed tolerance is fair.
      guard abs(t.determinant) >= 0.5 else { continue }
      checked += 1
      let inverse = try #require(t.inverted(), "seed \(seed), transform #\(checked) \(t)")
      let point = Point(
        x: .random(in: -500...500, using: &generator), y: .random(in: -500...500, using: &generator))
      let back = inverse.apply(to: t.apply(to: point))
      let worst = max(
        deviationFromIdentity(t.concatenating(inverse)), deviationFromIdentity(inverse.concatenating(t)),
        abs(back.x - point.x), abs(back.y - point.y))
      #expect(worst <= 1e-8, "seed \(seed), transform #\(checked) \(t): round trip off by \(worst)")
      if worst > 1e-8 { break }
    }
  }
}

@Suite("Transform application")
struct TransformApplicationTests {
  @Test func point() {
    // x' = 2·2 + 1·5 + 3 = 12, y' = 1·2 + 1·5 + 4 = 11.
    #expect(matrix(2, 1, 1, 1, 3, 4).apply(to: Point(x: 2, y: 5)) == Point(x: 12, y: 11))
  }

  @Test(arguments: [
    // width = 2·10 + (-1)·20 = 0, height = 1·10 + 3·20 = 70; the translation is ignored.
    Example(
      "general", (matrix(2, 1, -1, 3, 100, 100), Size(width: 10, height: 20)), Size(width: 0, height: 70)),
    Example(
      "translation only", (Transform(translationX: 50, y: 50), Size(width: 10, height: 20)),
      Size(width: 10, height: 20)),
    // width = 0·10 + (-1)·20 = -20, height = 1·10 + 0·20 = 10: negative, not made absolute.
    Example(
      "quarter turn", (Transform(rotationAngle: .pi / 2), Size(width: 10, height: 20)),
      Size(width: -20, height: 10)),
    // width = -1·10 = -10.
    Example("flip", (Transform(scaleX: -1, y: 1), Size(width: 10, height: 20)), Size(width: -10, height: 20)),
  ])
  func size(_ row: Example<(Transform, Size), Size>) {
    let (t, size) = row.input
    #expect(t.apply(to: size) == row.expected)
  }

  @Test(arguments: [
    // (x, y) → (-y, x): corners (0,0) (100,0) (0,50) (100,50) → (0,0) (0,100) (-50,0) (-50,100);
    // bounding box x -50…0, y 0…100.
    Example(
      "100×50 rotated 90° about the origin",
      (Transform(rotationAngle: .pi / 2), Rect(x: 0, y: 0, width: 100, height: 50)),
      Rect(x: -50, y: 0, width: 50, height: 100)),
    // About the centre (50, 25): corners relative to it (±50, ±25) → (∓25, ±50), so x 25…75, y -25…75.
    Example(
      "100×50 rotated 90° about its centre",
      (
        Transform(translationX: -50, y: -25).concatenating(Transform(rotationAngle: .pi / 2))
          .concatenating(Transform(translationX: 50, y: 25)),
        Rect(x: 0, y: 0, width: 100, height: 50)
      ),
      Rect(x: 25, y: -25, width: 50, height: 100)),
    // (x, y) → (-x, y): x 10…40 → -40…-10.
    Example(
      "flip with scale(-1, 1)", (Transform(scaleX: -1, y: 1), Rect(x: 10, y: 20, width: 30, height: 40)),
      Rect(x: -40, y: 20, width: 30, height: 40)),
    // (x, y) → (x + 0.5y, y): corners (0,0) (100,0) (0,50) (100,50) → (0,0) (100,0) (25,50) (125,50).
    Example(
      "skew c = 0.5", (matrix(1, 0, 0.5, 1, 0, 0), Rect(x: 0, y: 0, width: 100, height: 50)),
      Rect(x: 0, y: 0, width: 125, height: 50)),
    // Corners (1,1) (3,1) (1,3) (3,3) → (2,3) (6,3) (2,9) (6,9).
    Example(
      "scale", (Transform(scaleX: 2, y: 3), Rect(x: 1, y: 1, width: 2, height: 2)),
      Rect(x: 2, y: 3, width: 4, height: 6)),
    // Standardized first: (10, 10; -4, -6) → (6, 4; 4, 6), then moved by (5, 5).
    Example(
      "translation of a negative-size rect",
      (Transform(translationX: 5, y: 5), Rect(x: 10, y: 10, width: -4, height: -6)),
      Rect(x: 11, y: 9, width: 4, height: 6)),
  ])
  func rectExactly(_ row: Example<(Transform, Rect), Rect>) {
    let (t, rect) = row.input
    #expect(t.apply(to: rect) == row.expected)
  }

  @Test func rectRotatedByAnEighthTurn() {
    // With k = √2/2, (x, y) → (k·x - k·y, k·x + k·y): corners (0,0) (100,0) (0,50) (100,50)
    // → (0, 0), (100k, 100k), (-50k, 50k), (50k, 150k); box x -50k…100k, y 0…150k.
    let k = halfRootTwo
    let box = Transform(rotationAngle: .pi / 4).apply(to: Rect(x: 0, y: 0, width: 100, height: 50))
    expectClose(box, Rect(x: -50 * k, y: 0, width: 150 * k, height: 150 * k), tolerance: 1e-9)
  }

  @Test func nullRectStaysNull() {
    #expect(Transform(rotationAngle: .pi / 4).apply(to: Rect.null).isNull)
    #expect(Transform(translationX: 5, y: 5).apply(to: Rect.null).isNull)
  }
}

@Suite("Transform description")
struct TransformDescriptionTests {
  @Test(arguments: [
    Example("identity", Transform.identity, "[1, 0, 0, 1, 0, 0]"),
    Example("translation", Transform(translationX: 10, y: -20), "[1, 0, 0, 1, 10, -20]"),
    // c = -sin π = -0, printed as 0.
    Example("half turn", Transform(rotationAngle: .pi), "[-1, 0, 0, -1, 0, 0]"),
    Example("quarter turn", Transform(rotationAngle: .pi / 2), "[0, 1, -1, 0, 0, 0]"),
    Example(
      "fractions, large and negative zero", matrix(0.5, -1.25, 3, 1e20, -0.0, 1.0 / 3),
      "[0.5, -1.25, 3, 1e20, 0, 0.3333333333333333]"),
  ])
  func description(_ row: Example<Transform, String>) {
    #expect(row.input.description == row.expected)
  }
}

/// The largest difference between an entry of `t` and the same entry of the identity.
private func deviationFromIdentity(_ t: Transform) -> Double {
  [abs(t.a - 1), abs(t.b), abs(t.c), abs(t.d - 1), abs(t.tx), abs(t.ty)].max()!
}
