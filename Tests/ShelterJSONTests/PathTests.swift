import ShelterJSON
import ShelterTestSupport
import Testing

@Suite("JSON paths")
struct PathTests {
  @Test func rootPrintsAsDollar() {
    #expect(JSONPath.root.description == "$")
    #expect(JSONPath.root.components.isEmpty)
    #expect(JSONPath.root.count == 0)
  }

  @Test func keysAndIndices() {
    let path = JSONPath.root.appending(key: "window").appending(key: "controller").appending(key: "view")
      .appending(key: "subviews").appending(index: 1).appending(key: "frame")
    #expect(path.description == "window.controller.view.subviews[1].frame")
    #expect(path.count == 6)
    #expect(path.components.last == .key("frame"))
  }

  @Test(arguments: [
    ([JSONPath.Component.key("some key")], #"["some key"]"#),
    ([.key("steps"), .index(2), .key("x-note")], #"steps[2]["x-note"]"#),
    ([.index(0), .key("id")], "[0].id"),
    ([.key("")], #"[""]"#),
    ([.key("2d")], #"["2d"]"#),
    ([.key("_private9")], "_private9"),
    ([.key("a"), .key("quote\"d")], #"a["quote\"d"]"#),
    ([.key("é")], #"["é"]"#),
  ])
  func description(_ components: [JSONPath.Component], _ expected: String) {
    #expect(JSONPath(components).description == expected)
  }

  @Test func equalityAndHashingFollowTheSteps() {
    let base = JSONPath.root.appending(key: "a")
    let first = base.appending(index: 1)
    let second = JSONPath([.key("a"), .index(1)])
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != base.appending(index: 2))
    #expect(first != base)
    #expect(Set([first, second, base]).count == 2)
  }

  @Test func nodePathAndLookup() throws {
    let document = try JSONDocument(
      parsing: #"{"window": {"subviews": [{"id": "a"}, {"id": "b", "frame": [1, 2]}]}}"#)
    let frame = document.root["window"]!["subviews"]![1]!["frame"]!
    #expect(frame.path.description == "window.subviews[1].frame")
    #expect(document.node(at: frame.path)?.offset == frame.offset)
    #expect(document.root.path == .root)
    #expect(document.node(at: .root)?.kind == .object)
    #expect(document.node(at: JSONPath([.key("window"), .key("missing")])) == nil)
    #expect(document.node(at: JSONPath([.key("window"), .index(0)])) == nil)
  }

  @Test(.atScale) func longPathsAppendCompareAndReleaseIteratively() {
    var path = JSONPath.root
    for level in 0..<100_000 {
      path = level.isMultiple(of: 2) ? path.appending(key: "a") : path.appending(index: 0)
    }
    #expect(path.count == 100_000)
    var copy = JSONPath.root
    for level in 0..<100_000 {
      copy = level.isMultiple(of: 2) ? copy.appending(key: "a") : copy.appending(index: 0)
    }
    #expect(path == copy)
    #expect(path.hashValue == copy.hashValue)
    #expect(path.description.hasPrefix("a[0].a[0]"))
  }
}
