import ShelterJSON
import Testing

@Suite("Keeping part of a document")
struct RetainingTests {
  static let text = """
    {
      "a": [1, {"b": 2, "c": [3, 4]}, "é"],
      "steps": [{"x": "ü\\n"}, 5],
      "z": "dropped"
    }
    """

  @Test func keptValuesKeepTheirPathLineAndColumn() throws {
    let document = try JSONDocument(parsing: Self.text)
    let object = try #require(document.root["a"]?[1])
    let steps = try #require(document.root["steps"])
    let (shallow, whole) = Self.retaining(shallow: [object], whole: [steps])
    let kept = try #require(shallow.first)
    let keptSteps = try #require(whole.first)
    #expect(kept.path.description == "a[1]")
    // Line 2; `  "a": [1, ` is 11 characters before the object's brace.
    #expect([kept.line, kept.column] == [2, 12])
    #expect(keptSteps.path.description == "steps")
    #expect([keptSteps.line, keptSteps.column] == [3, 12])
    // A whole subtree reads as before, escapes decoded; its values keep their places.
    let x = try #require(keptSteps[0]?["x"])
    #expect(x.stringValue == "ü\n")
    #expect([x.line, x.column] == [3, 19])
    #expect(x.path.description == "steps[0].x")
    #expect(keptSteps[1]?.numberValue == 5)
  }

  @Test func onlyWhatLeadsToAKeptValueStays() throws {
    let document = try JSONDocument(parsing: Self.text)
    let (shallow, _) = Self.retaining(shallow: [try #require(document.root["a"]?[1])], whole: [])
    let kept = try #require(shallow.first)
    // A shallow value keeps none of its members.
    #expect(kept.members.map(\.key).isEmpty)
    #expect(kept["b"] == nil)
    // The root keeps the one member on the way; the array keeps every element (so indices hold),
    // the others without their contents.
    let root = kept.documentRoot
    #expect(root.members.map(\.key) == ["a"])
    #expect(root["a"]?.elements.map(\.kind) == [.number, .object, .string])
    #expect(root["a"]?[0]?.numberValue == 1)
    #expect(root["a"]?[2]?.stringValue == "é")
    #expect(root["z"] == nil)
  }

  @Test func nodesAreHandedBackInTheirPlaces() throws {
    let document = try JSONDocument(parsing: "[10, 20, [30]]")
    let (a, b, c) = (document.root[0]!, document.root[1]!, document.root[2]!)
    // Out of tape order, with a gap: places follow the arguments, not the tape.
    let shallow = [b, nil, a]
    let retained = JSONNode.retaining(shallowCount: 3, shallow: { shallow[$0] }, whole: [c])
    #expect((0..<3).map { retained.shallow($0)?.numberValue } == [20, nil, 10])
    #expect(retained.whole.map { $0[0]?.numberValue } == [30])
  }

  /// The new handles in the order of the arguments.
  static func retaining(shallow: [JSONNode], whole: [JSONNode]) -> (shallow: [JSONNode], whole: [JSONNode]) {
    let retained = JSONNode.retaining(shallowCount: shallow.count, shallow: { shallow[$0] }, whole: whole)
    return (shallow.indices.compactMap { retained.shallow($0) }, retained.whole)
  }

  @Test func nodesOfTwoDocumentsAreLeftAsTheyAre() throws {
    let one = try JSONDocument(parsing: "[1]").root
    let two = try JSONDocument(parsing: "[2]").root
    let (shallow, _) = Self.retaining(shallow: [one, two], whole: [])
    #expect(shallow.map { $0[0]?.numberValue } == [1, 2])
  }
}
