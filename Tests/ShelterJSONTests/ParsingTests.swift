import ShelterJSON
import Testing

@Suite("Parsing valid documents")
struct ParsingTests {
  @Test func scalarsAtTheRoot() throws {
    #expect(try JSONDocument(parsing: "true").root.boolValue == true)
    #expect(try JSONDocument(parsing: "false").root.boolValue == false)
    #expect(try JSONDocument(parsing: "null").root.isNull)
    #expect(try JSONDocument(parsing: "42").root.numberValue == 42)
    #expect(try JSONDocument(parsing: #""hi""#).root.stringValue == "hi")
    #expect(try JSONDocument(parsing: " \t\r\n 7 \n").root.numberValue == 7)
  }

  @Test func kindsAndMismatchedAccessors() throws {
    let root = try JSONDocument(parsing: #"[{}, [], "s", 1, true, null]"#).root
    #expect(root.elements.map(\.kind) == [.object, .array, .string, .number, .bool, .null])
    let string = root[2]!
    #expect(string.numberValue == nil)
    #expect(string.boolValue == nil)
    #expect(!string.isNull)
    #expect(string.count == 0)
    #expect(string["key"] == nil)
    #expect(string[0] == nil)
    #expect(Array(string.elements).isEmpty)
    #expect(Array(string.members).isEmpty)
    #expect(root[0]!.stringValue == nil)
    // `elements` of an object and `members` of an array are both empty.
    #expect(Array(root[0]!.elements).isEmpty)
    #expect(Array(root.members).isEmpty)
  }

  @Test func objectMembersKeepDocumentOrder() throws {
    let root = try JSONDocument(parsing: #"{"zeta": 1, "alpha": [2, 3], "mid": {"x": null}}"#).root
    #expect(root.kind == .object)
    #expect(root.count == 3)
    #expect(root.members.map(\.key) == ["zeta", "alpha", "mid"])
    #expect(root["zeta"]?.numberValue == 1)
    #expect(root["alpha"]?.count == 2)
    #expect(root["alpha"]?[1]?.numberValue == 3)
    #expect(root["mid"]?["x"]?.isNull == true)
    #expect(root["missing"] == nil)
  }

  @Test func arrayElementsAndIndexing() throws {
    // Elements mix scalars and containers, so indexing walks siblings, skipping subtrees.
    let root = try JSONDocument(parsing: #"[1, [2, [3]], {"a": [4]}, "five", [], 6]"#).root
    #expect(root.count == 6)
    #expect(root[0]?.numberValue == 1)
    #expect(root[1]?[1]?[0]?.numberValue == 3)
    #expect(root[2]?["a"]?[0]?.numberValue == 4)
    #expect(root[3]?.stringValue == "five")
    #expect(root[4]?.count == 0)
    #expect(root[5]?.numberValue == 6)
    #expect(root[6] == nil)
    #expect(root[-1] == nil)
    #expect(root.elements.map(\.kind) == [.number, .array, .object, .string, .array, .number])
  }

  @Test func scalarOnlyArrayIndexing() throws {
    let root = try JSONDocument(parsing: "[10, 20, 30, 40]").root
    #expect((0..<4).map { root[$0]?.numberValue } == [10, 20, 30, 40])
    #expect(root[4] == nil)
  }

  @Test func emptyContainers() throws {
    let root = try JSONDocument(parsing: #"{"o": {}, "a": [], "n": [[]]}"#).root
    #expect(root["o"]?.kind == .object)
    #expect(root["o"]?.count == 0)
    #expect(root["a"]?.kind == .array)
    #expect(root["a"]?.count == 0)
    #expect(root["n"]?.count == 1)
    #expect(root["n"]?[0]?.count == 0)
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)
    let root = try JSONDocument(parsing: bytes).root
    #expect(root[0]?.numberValue == 1)
    // The mark occupies offsets 0...2 but no column: '[' is offset 3, column 1.
    #expect(root.offset == 3)
    #expect(root.column == 1)
  }

  @Test func nonContiguousCollectionInput() throws {
    // A lazily mapped collection has no contiguous storage, so the parser copies it first.
    let bytes = Array(#"{"a": [1, 2]}"#.utf8).lazy.map { $0 }
    let root = try JSONDocument(parsing: bytes).root
    #expect(root["a"]?[1]?.numberValue == 2)
  }

  @Test func maxDepthCountsContainers() throws {
    // [[1]] nests two containers: allowed at maxDepth 2, rejected at 1 at the inner '['.
    #expect(parseFailure("[[1]]", maxDepth: 2) == nil)
    let error = parseFailure("[[1]]", maxDepth: 1)
    #expect(error?.kind == .tooDeep)
    #expect(error?.column == 2)
    #expect(parseFailure("1", maxDepth: 0) == nil)
    #expect(parseFailure("[]", maxDepth: 0)?.kind == .tooDeep)
  }

  @Test func documentsAreSendable() async throws {
    let document = try JSONDocument(parsing: "[1, 2, 3, 4]")
    let sum = await withTaskGroup(of: Double.self) { group in
      for index in 0..<4 {
        group.addTask { document.root[index]?.numberValue ?? 0 }
      }
      return await group.reduce(0, +)
    }
    #expect(sum == 10)
  }
}

@Suite("Node positions")
struct PositionTests {
  @Test func linesColumnsAndOffsets() throws {
    let text = "{\n  \"a\": [1,\n    \"é\", true],\n\t\"b\": null\n}"
    let root = try JSONDocument(parsing: text).root
    #expect((root.line, root.column, root.offset) == (1, 1, 0))
    // Line 2 is `  "a": [1,`; it starts at offset 2. '[' is at column 8, offset 2 + 7 = 9.
    let array = root["a"]!
    #expect((array.line, array.column, array.offset) == (2, 8, 9))
    #expect((array[0]!.line, array[0]!.column, array[0]!.offset) == (2, 9, 10))
    // Line 3 `    "é", true],` starts at offset 13; the string is at column 5, offset 17.
    // "é" is two bytes, so `true` is at column 5 + 5 = 10 but offset 17 + 6 = 23.
    #expect((array[1]!.line, array[1]!.column, array[1]!.offset) == (3, 5, 17))
    #expect((array[2]!.line, array[2]!.column, array[2]!.offset) == (3, 10, 23))
    // Line 3 ends with its LF at offset 29, so line 4 `\t"b": null` starts at offset 30; the tab
    // is one column, so `null` is column 7, offset 30 + 6 = 36.
    let null = root["b"]!
    #expect((null.line, null.column, null.offset) == (4, 7, 36))
  }

  @Test func carriageReturnLineFeedIsOneBreak() throws {
    let root = try JSONDocument(parsing: "[\r\n1,\r\n\r\n2]").root
    #expect((root[0]!.line, root[0]!.column) == (2, 1))
    #expect((root[1]!.line, root[1]!.column) == (4, 1))
  }
}
