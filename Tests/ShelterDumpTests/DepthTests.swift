import ShelterTestSupport
import Testing

@testable import ShelterDump

/// Trees far deeper than the call stack allows for recursion.
///
/// A dump's text grows with the square of its depth (every line repeats its `|` markers), so
/// the text test stops at 10,000 levels (about 50 MB); the tree and fixture stages are driven
/// at 100,000 levels through the same builder the parser feeds.
@Suite struct DepthTests {
  @Test func parsesADumpTenThousandLevelsDeep() throws {
    let depth = 10_000
    let markers = String(repeating: "|", count: depth)
    var text = "(lldb) po view.recursiveDescription\n"
    for level in 0..<depth {
      text += Substring(markers.utf8.prefix(level))
      text += " <UIView: 0x\(level); frame = (0 0; 1 1)>\n"
    }
    let dump = try parse(text)
    #expect(dump.nodes.count == depth)
    #expect(dump.nodes.last?.depth == depth - 1)
    #expect(dump.nodes.last?.parent == depth - 2)
    #expect(dump.nodes.last?.line == depth + 1)
    let json = try dump.fixtureJSON(name: "deep")
    #expect(json.components(separatedBy: "\"subviews\"").count - 1 == depth - 1)
  }

  @Test(.atScale) func buildsAndWritesATreeOneHundredThousandLevelsDeep() throws {
    let depth = 100_000
    var builder = TreeBuilder()
    try builder.append(DumpNode(className: "UIWindow", frame: (0, 0, 390, 844), line: 1), depth: 0)
    for level in 1..<depth {
      var node = DumpNode(className: "UIView", frame: (0, 0, 1, 1), line: level + 1)
      node.address = "0x\(level)"
      try builder.append(node, depth: level)
    }
    let dump = try builder.finish()
    #expect(dump.nodes.count == depth)
    #expect(dump.nodes[depth - 1].depth == depth - 1)

    var walked = 0
    var cursor = 0
    while let next = dump.children(of: cursor).first {
      walked += 1
      cursor = next
    }
    #expect(walked == depth - 1)

    let json = try dump.fixtureJSON(name: "deep")
    // Compact above 200 levels: one object per view, the deepest closing everything.
    #expect(json.hasPrefix(#"{"format":"shelter-fixture/1","name":"deep","#))
    #expect(
      json.contains(
        #"{"id":"uiView99999","kind":"view","class":"UIView","frame":[0,0,1,1],"x-address":"0x99999"}"#))
    #expect(json.hasSuffix(String(repeating: "]}", count: depth - 2) + "}}}\n"))
  }
}
