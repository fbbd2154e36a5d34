import ShelterJSON
import ShelterSupport
import Testing

/// A test-side model of a JSON value; small random trees only, so recursion here is fine.
indirect enum Model: Equatable {
  case object([(String, Model)])
  case array([Model])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  static func == (lhs: Model, rhs: Model) -> Bool {
    switch (lhs, rhs) {
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    case (.array(let a), .array(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.null, .null): return true
    default: return false
    }
  }

  init(_ node: JSONNode) {
    switch node.kind {
    case .object: self = .object(node.members.map { ($0.key, Model($0.value)) })
    case .array: self = .array(node.elements.map(Model.init))
    case .string: self = .string(node.stringValue!)
    case .number: self = .number(node.numberValue!)
    case .bool: self = .bool(node.boolValue!)
    case .null: self = .null
    }
  }

  func write(to writer: inout JSONWriter) {
    switch self {
    case .object(let members):
      writer.beginObject()
      for (key, value) in members {
        writer.key(key)
        value.write(to: &writer)
      }
      writer.endObject()
    case .array(let elements):
      writer.beginArray()
      for element in elements { element.write(to: &writer) }
      writer.endArray()
    case .string(let value): writer.string(value)
    case .number(let value): writer.number(value)
    case .bool(let value): writer.bool(value)
    case .null: writer.null()
    }
  }

  static func random(depth: Int, using generator: inout SplitMix64) -> Model {
    let choice = Int.random(in: 0..<(depth > 0 ? 8 : 5), using: &generator)
    switch choice {
    case 0: return .string(randomString(using: &generator))
    case 1: return .number(randomNumber(using: &generator))
    case 2: return .bool(Bool.random(using: &generator))
    case 3: return .null
    case 4: return .number(Double(Int.random(in: -1000...1000, using: &generator)))
    case 5, 6:
      let count = Int.random(in: 0...6, using: &generator)
      var keys = Set<String>()
      var members: [(String, Model)] = []
      for _ in 0..<count {
        let key = randomString(using: &generator)
        if keys.insert(key).inserted {
          members.append((key, random(depth: depth - 1, using: &generator)))
        }
      }
      return .object(members)
    default:
      let count = Int.random(in: 0...6, using: &generator)
      return .array((0..<count).map { _ in random(depth: depth - 1, using: &generator) })
    }
  }

  static func randomString(using generator: inout SplitMix64) -> String {
    let pool: [Unicode.Scalar] = [
      "a", "b", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "€",
      "\u{2028}", "\u{FEFF}", "😀", "\u{10FFFF}",
    ]
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...8, using: &generator) {
      scalars.append(pool.randomElement(using: &generator)!)
    }
    return String(scalars)
  }

  static func randomNumber(using generator: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<3, using: &generator) {
    case 0:
      // Any finite double, from a random bit pattern.
      while true {
        let value = Double(bitPattern: generator.next())
        if value.isFinite { return value }
      }
    case 1: return Double(Int.random(in: -100_000...100_000, using: &generator)) / 100
    default: return Double.random(in: -1e6...1e6, using: &generator)
    }
  }
}

@Suite("Round trips")
struct RoundTripTests {
  @Test(arguments: [false, true])
  func parseOfWriteGivesTheSameValue(pretty: Bool) throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    var generator = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let model = Model.random(depth: 5, using: &generator)
      var writer = JSONWriter(pretty: pretty)
      model.write(to: &writer)
      let text = writer.output
      let document: JSONDocument
      do {
        document = try JSONDocument(parsing: text)
      } catch {
        Issue.record("seed \(seed): \(error) in \(text)")
        return
      }
      let parsed = Model(document.root)
      #expect(parsed == model, "seed \(seed): \(text)")
      // The writer's output is canonical: writing the parsed document reproduces it exactly.
      #expect(document.root.jsonText(pretty: pretty) == text, "seed \(seed)")
      if parsed != model { return }
    }
  }

  @Test func randomMutationsNeverCrash() {
    // Flip, drop or insert bytes in valid documents: each result parses or throws a JSONError
    // whose offset lies inside the input.
    let seed = UInt64.random(in: 0...UInt64.max)
    var generator = SplitMix64(seed: seed)
    let alphabet = Array(#"{}[]:,"\-+.0123456789eEtrufalsn \u"#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xFF]
    for _ in 0..<2_000 {
      var writer = JSONWriter(pretty: Bool.random(using: &generator))
      Model.random(depth: 4, using: &generator).write(to: &writer)
      var bytes = writer.bytes
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let position = Int.random(in: 0...bytes.count, using: &generator)
        let byte = alphabet.randomElement(using: &generator)!
        switch Int.random(in: 0..<3, using: &generator) {
        case 0 where position < bytes.count: bytes[position] = byte
        case 1 where position < bytes.count: bytes.remove(at: position)
        default: bytes.insert(byte, at: position)
        }
      }
      if let error = parseFailure(bytes) {
        #expect(error.offset >= 0 && error.offset <= bytes.count, "seed \(seed)")
        #expect(error.line >= 1 && error.column >= 1, "seed \(seed)")
      }
    }
  }
}
