import ShelterJSON
import Testing

/// The error parsing `text` throws, or `nil` when it parses.
func parseFailure(_ text: String, maxDepth: Int = JSONDocument.defaultMaxDepth) -> JSONError? {
  parseFailure(Array(text.utf8), maxDepth: maxDepth)
}

/// The error parsing `bytes` throws, or `nil` when they parse.
func parseFailure(_ bytes: [UInt8], maxDepth: Int = JSONDocument.defaultMaxDepth) -> JSONError? {
  do {
    _ = try JSONDocument(parsing: bytes, maxDepth: maxDepth)
    return nil
  } catch {
    return error
  }
}

/// The root of `text`, recording a test failure (and returning `nil`) when it does not parse.
func parseRoot(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> JSONNode? {
  do {
    return try JSONDocument(parsing: text).root
  } catch {
    Issue.record("unexpected parse error: \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// A small, fast, seedable generator (SplitMix64) so property tests can be replayed from a seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
