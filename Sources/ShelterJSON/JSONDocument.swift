/// A parsed, immutable JSON document.
///
/// Parsing is strict RFC 8259 (no comments, trailing commas, single quotes, `NaN`/`Infinity`,
/// leading zeros, lone surrogates, raw control characters in strings, invalid UTF-8, content after
/// the root value, or empty input), and additionally rejects numbers too large for a `Double` and
/// duplicate keys within one object. A UTF-8 byte order mark at the very start is skipped.
///
/// The whole document lives in a flat tape of parallel arrays, so parsing, walking and releasing a
/// 100,000-deep document uses no recursion. Values are read through `root` and its `JSONNode`
/// handles, which stay valid as long as any of them (or the document) is alive.
///
///     let document = try JSONDocument(parsing: #"{"frame": [0, 0, 390, 844]}"#)
///     document.root["frame"]?[2]?.numberValue   // 390.0
package struct JSONDocument: Sendable {
  /// The depth limit used when none is given: deep enough for any real document while still
  /// bounding the memory an adversarial input can make the parser's stack use.
  package static let defaultMaxDepth = 1_000_000

  let storage: JSONStorage

  /// Parses UTF-8 bytes.
  ///
  /// - Parameter maxDepth: the deepest nesting of arrays and objects accepted; the root container
  ///   is depth 1, so `maxDepth: 0` accepts only a scalar root. Deeper input throws `.tooDeep`.
  /// - Throws: `JSONError` for the first problem in document order, with its line and column.
  package init(parsing bytes: some Collection<UInt8>, maxDepth: Int = defaultMaxDepth) throws(JSONError) {
    let input = bytes as? [UInt8]
    let result = bytes.withContiguousStorageIfAvailable { buffer in
      Result { () throws(JSONError) in try JSONParser.parse(buffer, input: input, maxDepth: maxDepth) }
    }
    if let result {
      storage = try result.get()
    } else {
      let copy = Array(bytes)
      storage = try copy.withUnsafeBufferPointer { buffer in
        Result { () throws(JSONError) in try JSONParser.parse(buffer, maxDepth: maxDepth) }
      }.get()
    }
  }

  /// Parses a string's UTF-8 form; otherwise the same as `init(parsing:maxDepth:)` for bytes.
  package init(parsing text: String, maxDepth: Int = defaultMaxDepth) throws(JSONError) {
    var text = text
    storage = try text.withUTF8 { buffer in
      Result { () throws(JSONError) in try JSONParser.parse(buffer, maxDepth: maxDepth) }
    }.get()
  }

  /// The top-level value.
  package var root: JSONNode { JSONNode(storage: storage, index: 0) }

  /// The value at `path` from the root, or `nil` when a key is missing, an index is out of range,
  /// or a component meets a value of the wrong kind.
  package func node(at path: JSONPath) -> JSONNode? {
    var node = root
    for component in path.components {
      switch component {
      case .key(let key):
        guard let next = node[key] else { return nil }
        node = next
      case .index(let index):
        guard let next = node[index] else { return nil }
        node = next
      }
    }
    return node
  }
}
