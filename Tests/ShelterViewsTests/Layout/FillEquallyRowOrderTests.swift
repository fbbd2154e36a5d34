import ShelterGeometry
import ShelterViews
import Testing

/// A first pass gives the solver intrinsic-size rows after the constraints (docs/solver.md), so a
/// fillEqually stack's equal widths enter by substitution; its frames, unrounded, are still the
/// exact shares of the stack's width.
@Suite struct FillEquallyRowOrderTests {
  let stacks = StackViewTests()

  @Test func sixEqualViewsShareTheWidthExactly() throws {
    let (window, root) = stacks.makeRoot()
    let views = (0..<6).map { stacks.content("v\($0)", Double(10 * ($0 + 1)), 20) }
    _ = try stacks.makeStack(in: root, views, width: 390) {
      $0.distribution = .fillEqually
      $0.spacing = 6
    }
    window.layoutIfNeeded()
    // (390 − 5 × 6) / 6 = 360 / 6 = 60 each; each next view starts 60 + 6 = 66 further on.
    #expect(views.map(\.frame.width) == [60, 60, 60, 60, 60, 60])
    #expect(views.map(\.frame.minX) == [0, 66, 132, 198, 264, 330])
  }

  @Test func twelveEqualViewsKeepWholePoints() throws {
    let (window, root) = stacks.makeRoot()
    let views = (0..<12).map { stacks.content("v\($0)", 44, 44) }
    _ = try stacks.makeStack(in: root, views, width: 382) {
      $0.distribution = .fillEqually
      $0.spacing = 2
    }
    window.layoutIfNeeded()
    // (382 − 11 × 2) / 12 = 360 / 12 = 30 each, at 0, 32, 64, … (30 + 2 apart), 11 × 32 = 352 last.
    #expect(views.map(\.frame.width) == Array(repeating: 30, count: 12))
    #expect(views.map(\.frame.minX) == (0..<12).map { Double($0 * 32) })
    // Frames are in the stack's space: each item at its top, 44 tall (its intrinsic height, which
    // the stack hugs).
    #expect(views.map(\.frame.minY) == Array(repeating: 0, count: 12))
    #expect(views.map(\.frame.height) == Array(repeating: 44, count: 12))
  }
}
