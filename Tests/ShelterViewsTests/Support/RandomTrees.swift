import Foundation
import ShelterGeometry
import ShelterSupport
import ShelterViews

/// Builders of random view trees for property tests: rotations, scales, skews, flips, translations,
/// anchor points and bounds offsets, down to a chosen depth.
enum RandomTrees {
  /// A random number in a closed range.
  static func number(_ range: ClosedRange<Double>, using rng: inout SplitMix64) -> Double {
    Double.random(in: range, using: &rng)
  }

  /// A random invertible transform, well enough conditioned that eight of them composed still
  /// round-trip far inside 1e-9 (scales between 0.5 and 2, skews up to 0.5).
  static func transform(using rng: inout SplitMix64) -> Transform {
    var t = Transform.identity
    switch Int.random(in: 0..<8, using: &rng) {
    case 0, 1: return .identity
    case 2: t = Transform(rotationAngle: number(-.pi...(.pi), using: &rng))
    case 3:
      let sx = number(0.5...2, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
      let sy = number(0.5...2, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
      t = Transform(scaleX: sx, y: sy)
    case 4:
      t = Transform(
        a: 1, b: number(-0.5...0.5, using: &rng), c: number(-0.5...0.5, using: &rng), d: 1, tx: 0, ty: 0)
    case 5: t = Transform(scaleX: -1, y: 1)
    case 6: t = Transform(rotationAngle: Double(Int.random(in: 0..<4, using: &rng)) * .pi / 2)
    default:
      t = Transform(scaleX: number(0.5...2, using: &rng), y: number(0.5...2, using: &rng))
        .rotated(by: number(-.pi...(.pi), using: &rng))
    }
    if Bool.random(using: &rng) {
      t.tx = number(-20...20, using: &rng)
      t.ty = number(-20...20, using: &rng)
    }
    return t
  }

  /// Gives a view a random frame, and often a bounds offset, an anchor point and a transform.
  static func randomizeGeometry(of view: View, using rng: inout SplitMix64) {
    view.frame = Rect(
      x: number(-100...300, using: &rng), y: number(-100...300, using: &rng),
      width: number(1...200, using: &rng), height: number(1...200, using: &rng))
    if Int.random(in: 0..<3, using: &rng) == 0 {
      view.bounds.origin = Point(x: number(-50...50, using: &rng), y: number(-50...50, using: &rng))
    }
    if Int.random(in: 0..<3, using: &rng) == 0 {
      view.anchorPoint = Point(x: number(-0.5...1.5, using: &rng), y: number(-0.5...1.5, using: &rng))
    }
    view.transform = transform(using: &rng)
  }

  /// Adds `count` random views under `root`, no deeper than `maxDepth` below it, and returns them in
  /// the order they were made. Half the time a view goes under the one made just before, so chains
  /// reach the full depth.
  static func populate(
    _ root: View, count: Int, maxDepth: Int = 8, classes: [@Sendable () -> View] = [{ View() }],
    using rng: inout SplitMix64
  ) -> [View] {
    var views: [View] = []
    var depths: [Int] = []
    for index in 0..<count {
      var parent = root
      var parentDepth = 0
      if !views.isEmpty {
        let pick =
          Bool.random(using: &rng) ? views.count - 1 : Int.random(in: 0...views.count, using: &rng) - 1
        if pick >= 0, depths[pick] < maxDepth {
          parent = views[pick]
          parentDepth = depths[pick]
        }
      }
      let view = classes.randomElement(using: &rng)!()
      view.identifier = "v\(index)"
      randomizeGeometry(of: view, using: &rng)
      try! parent.addSubview(view)
      views.append(view)
      depths.append(parentDepth + 1)
    }
    return views
  }
}
