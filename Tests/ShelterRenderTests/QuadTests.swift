import ShelterGeometry
import ShelterRender
import Testing

@Suite("Quad")
struct QuadTests {
  @Test func uprightRectMovesByTheTranslation() {
    let quad = Quad(rect: Rect(x: 0, y: 0, width: 10, height: 4), transform: Transform(translationX: 5, y: 1))
    #expect(quad.topLeft == Point(x: 5, y: 1))
    #expect(quad.topRight == Point(x: 15, y: 1))
    #expect(quad.bottomRight == Point(x: 15, y: 5))
    #expect(quad.bottomLeft == Point(x: 5, y: 5))
    // Centre: ((5 + 15 + 15 + 5) / 4, (1 + 1 + 5 + 5) / 4) = (10, 3).
    #expect(quad.center == Point(x: 10, y: 3))
    #expect(quad.boundingBox == Rect(x: 5, y: 1, width: 10, height: 4))
  }

  @Test func quarterTurnKeepsCornerOrder() {
    // x' = -y, y' = x: (0,0)→(0,0), (4,0)→(0,4), (4,2)→(-2,4), (0,2)→(-2,0).
    let quad = Quad(rect: Rect(x: 0, y: 0, width: 4, height: 2), transform: Transform(rotationAngle: .pi / 2))
    #expect(quad.corners == [Point(x: 0, y: 0), Point(x: 0, y: 4), Point(x: -2, y: 4), Point(x: -2, y: 0)])
    #expect(quad.boundingBox == Rect(x: -2, y: 0, width: 2, height: 4))
    #expect(quad.center == Point(x: -1, y: 2))
  }

  @Test func boundsOriginIsUsedAsGiven() {
    // A scrolled bounds (origin 0, 30) maps its own corners, not the origin's.
    let quad = Quad(rect: Rect(x: 0, y: 30, width: 10, height: 10), transform: .identity)
    #expect(quad.topLeft == Point(x: 0, y: 30))
    #expect(quad.bottomRight == Point(x: 10, y: 40))
  }

  @Test func offsetMovesEveryCorner() {
    let quad = Quad(rect: Rect(x: 1, y: 2, width: 3, height: 4), transform: .identity).offsetBy(
      dx: 10, dy: -2)
    #expect(quad.corners == [Point(x: 11, y: 0), Point(x: 14, y: 0), Point(x: 14, y: 4), Point(x: 11, y: 4)])
  }
}
