import ShelterJSON
import ShelterSupport
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
