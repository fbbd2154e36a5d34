import ShelterJSON
import ShelterTestSupport
import Testing

@Suite("Deep nesting", .atScale)
struct DeepNestingTests {
  static let depth = 100_000

  @Test func deepArraysParseWalkAndRelease() throws {
    let text = String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth)
    var document: JSONDocument? = try JSONDocument(parsing: text)
    var node = document!.root
    var levels = 1
    while let child = node.elements.first(where: { _ in true }) {
      #expect(node.count == 1)
      node = child
      levels += 1
    }
    #expect(levels == Self.depth)
    #expect(node.kind == .array)
    #expect(node.count == 0)
    // The innermost '[' is the depth-th character.
    #expect(node.column == Self.depth)
    #expect(node.path.components.count == Self.depth - 1)
    document = nil
    #expect(document == nil)
  }

  @Test func deepObjectsParseWalkAndRelease() throws {
    let text =
      String(repeating: #"{"a":"#, count: Self.depth) + "null" + String(repeating: "}", count: Self.depth)
    let document = try JSONDocument(parsing: text)
    var node = document.root
    var levels = 0
    while let child = node["a"] {
      node = child
      levels += 1
    }
    #expect(levels == Self.depth)
    #expect(node.isNull)
    let path = JSONPath(Array(repeating: .key("a"), count: Self.depth))
    #expect(document.node(at: path)?.isNull == true)
    #expect(node.path == path)
  }

  @Test func deepDocumentsWriteBackIteratively() throws {
    let text =
      String(repeating: #"[{"k":"#, count: Self.depth) + "1" + String(repeating: "}]", count: Self.depth)
    let document = try JSONDocument(parsing: text)
    #expect(document.root.jsonText() == text)
  }

  @Test func unclosedDeepInputFailsCleanly() {
    let error = parseFailure(String(repeating: "[", count: Self.depth))
    #expect(error?.kind == .unexpectedEnd)
    #expect(error?.column == Self.depth + 1)
  }

  @Test func depthLimitIsEnforcedAtTheFirstTooDeepContainer() {
    let text = String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth)
    #expect(parseFailure(text, maxDepth: Self.depth) == nil)
    let error = parseFailure(text, maxDepth: Self.depth - 1)
    #expect(error?.kind == .tooDeep)
    #expect(error?.column == Self.depth)
  }
}
