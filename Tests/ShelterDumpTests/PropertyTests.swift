import Foundation
import ShelterSupport
import Testing

@testable import ShelterDump

@Suite struct PropertyTests {
  static let seeds: [UInt64] = [1, 2, 3, 42, 2024, 0xDEAD_BEEF]

  /// Random trees printed in the many ways people paste them read back as the same tree.
  @Test(arguments: seeds)
  func printedTreesReadBack(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let classes = [
      "UIView", "UILabel", "MyApp.Card", "_UIPrivateView", "SwiftUI._UIHostingView<SwiftUI.AnyView>",
    ]
    var depths = [0]
    for _ in 0..<200 {
      depths.append(Int.random(in: 1...depths.last! + 1, using: &random))
    }
    var expected: [(className: String, frame: [Double], text: String?, depth: Int)] = []
    var lines = ["(lldb) po view.recursiveDescription"]
    for depth in depths {
      let className = classes.randomElement(using: &random)!
      let frame = (0..<4).map { index in
        Double(Int.random(in: index < 2 ? -500...500 : 0...900, using: &random)) / 4
      }
      let text: String? =
        Bool.random(using: &random)
        ? nil : ["a; b", "it''s", "x > y", "<tag>", ""].randomElement(using: &random)!
      let marker = ["   | ", "| ", "\t|", " |  "].randomElement(using: &random)!
      var line = String(repeating: marker, count: depth) + "<\(className): 0x\(expected.count); frame = ("
      line += "\(frame[0]) \(frame[1]); \(frame[2]) \(frame[3]))"
      if let text { line += "; text = '\(text)'" }
      line += "; layer = <CALayer: 0x\(expected.count + 1000)>>"
      if Int.random(in: 0..<5, using: &random) == 0, let space = line.lastIndex(of: ";") {
        // Wrap the entry as a mail client or issue tracker would, at a space.
        line.replaceSubrange(space...space, with: ";\n")
      }
      lines.append(line)
      expected.append((className, frame, text.map { $0.replacingOccurrences(of: "''", with: "'") }, depth))
    }
    let dump = try Dump(parsing: lines.joined(separator: "\n"))
    #expect(dump.nodes.count == expected.count, "seed \(seed)")
    for (node, want) in zip(dump.nodes, expected) {
      #expect(node.className == want.className, "seed \(seed)")
      #expect(values(node.frame) == want.frame, "seed \(seed)")
      #expect(node.text == want.text, "seed \(seed)")
      #expect(node.depth == want.depth, "seed \(seed)")
      if let parent = node.parent { #expect(dump.nodes[parent].depth == node.depth - 1, "seed \(seed)") }
    }
  }

  /// A view of a known size, rotated and scaled, printed with UIKit's bounding-box frame, comes
  /// back with its size and position.
  @Test(arguments: seeds)
  func transformedViewsComeBack(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for _ in 0..<50 {
      let width = Double.random(in: 1...400, using: &random)
      let height = Double.random(in: 1...400, using: &random)
      // Angles in whole degrees, away from 45° + k·90° where the box does not determine the size.
      var degrees = Int.random(in: 0..<360, using: &random)
      if (degrees % 90) >= 35 && (degrees % 90) <= 55 { degrees += 20 }
      let angle = Double(degrees) * .pi / 180
      let scale = Double.random(in: 0.5...2, using: &random)
      let t = (
        a: scale * cos(angle), b: scale * sin(angle), c: -scale * sin(angle), d: scale * cos(angle),
        tx: Double.random(in: -50...50, using: &random), ty: Double.random(in: -50...50, using: &random)
      )
      let position = (
        x: Double.random(in: -200...600, using: &random), y: Double.random(in: -200...600, using: &random)
      )
      // UIKit's frame: the box of the corners (±w/2, ±h/2) mapped through the transform.
      var xs: [Double] = []
      var ys: [Double] = []
      for (x, y) in [
        (-width / 2, -height / 2), (width / 2, -height / 2), (-width / 2, height / 2),
        (width / 2, height / 2),
      ] {
        xs.append(position.x + t.a * x + t.c * y + t.tx)
        ys.append(position.y + t.b * x + t.d * y + t.ty)
      }
      let box = [xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!]
      let entry =
        "<UIView: 0x1; frame = (\(box[0]) \(box[1]); \(box[2]) \(box[3])); transform = [\(t.a), \(t.b), \(t.c), \(t.d), \(t.tx), \(t.ty)]>"
      let fixture = try fixtureObject(
        try Dump(parsing: "<UIWindow: 0x0; frame = (0 0; 800 800)>\n   | " + entry))
      let view = try controllerView(fixture)
      let bounds = try #require(numbers(view["bounds"]))
      let center = try #require(numbers(view["center"]))
      #expect(abs(bounds[2] - width) < 1e-4, "seed \(seed): \(entry)")
      #expect(abs(bounds[3] - height) < 1e-4, "seed \(seed): \(entry)")
      #expect(abs(center[0] - position.x) < 1e-4, "seed \(seed): \(entry)")
      #expect(abs(center[1] - position.y) < 1e-4, "seed \(seed): \(entry)")
    }
  }
}
