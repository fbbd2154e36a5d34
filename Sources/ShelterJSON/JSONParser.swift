import ShelterSupport

/// The iterative RFC 8259 parser that fills a `JSONStorage` tape.
///
/// One loop with an explicit stack of open containers: nesting depth costs heap memory, never
/// call-stack frames. It reads the input through a raw pointer and keeps plain strings as ranges
/// of the input; only strings with escapes are decoded into a side buffer.
struct JSONParser {
  /// One open container.
  struct Frame {
    /// The container's tape index, or -1 for the pseudo-frame outside the root value.
    var node: Int
    var isObject: Bool
    /// Elements or members seen so far.
    var count: Int
    /// Index into `keySets` once the object is large enough to hash its keys, else -1.
    var keySet: Int
    /// Where this object's entries start in `openKeys`.
    var keyBase: Int

    static let outside = Frame(node: -1, isObject: false, count: 0, keySet: -1, keyBase: 0)
  }

  /// A key of an object that is still open, for duplicate checks.
  struct KeyEntry {
    var fingerprint: UInt64
    var node: Int
  }

  /// What the grammar allows where the next value starts, for error messages.
  enum Expectation {
    case rootValue
    case firstElement
    case elementAfterComma
    case memberValue

    var text: String {
      switch self {
      case .rootValue: return "a JSON value"
      case .firstElement: return "a value or ']'"
      case .elementAfterComma: return "a value after ','"
      case .memberValue: return "a value after ':'"
      }
    }
  }

  /// Objects with more members than this check duplicate keys with a hash set instead of a scan.
  static let linearKeyCheckLimit = 32

  let base: UnsafePointer<UInt8>
  let count: Int
  let maxDepth: Int
  var index = 0
  var contentStart = 0

  var tape: TapeColumns
  var decoded: [UInt8] = []
  /// The 1-based line `index` is on, and the offset where that line starts.
  var line = 1
  var lineStart = 0
  /// Where each line after the first that holds a node starts; lines of whitespace only leave no
  /// trace, so blank lines cost no memory.
  var lineMarks: [LineMark] = []
  /// Where the line holding the root value's first byte starts.
  var valueLineStart = 0
  /// One past the root value's last byte, once it is complete.
  var valueEnd = 0
  /// The innermost open container; `Frame.outside` before the root and after it closes.
  var top = Frame.outside
  /// The open containers enclosing `top`, outermost first.
  var stack: [Frame] = []
  var openKeys: [KeyEntry] = []
  var keySets: [Set<String>] = []

  /// Parses `buffer` into a tape, or throws the first error in document order.
  ///
  /// `input`, when given, is the array `buffer` points into; the storage may keep it instead of a
  /// copy.
  static func parse(_ buffer: UnsafeBufferPointer<UInt8>, input: [UInt8]? = nil, maxDepth: Int)
    throws(JSONError) -> JSONStorage
  {
    guard let base = buffer.baseAddress, buffer.count > 0 else {
      throw JSONError(
        kind: .emptyInput, line: 1, column: 1, offset: 0, message: "empty input, expected a JSON value")
    }
    guard buffer.count < Int(UInt32.max) else {
      throw JSONError(
        kind: .inputTooLarge, line: 1, column: 1, offset: 0,
        message: "input of \(buffer.count) bytes is too large, the limit is 4 GiB")
    }
    var parser = JSONParser(base: base, count: buffer.count, maxDepth: max(0, maxDepth))
    do {
      try parser.run()
    } catch {
      parser.tape.deallocate()
      throw error
    }
    // The arena keeps the input only from the start of the root value's first line to the end of
    // the value: whitespace around it is never read again, so it costs no memory. When the value
    // is most of an input the caller holds as an array, the arena is that array, not a copy.
    let start = parser.valueLineStart
    let end = parser.valueEnd
    parser.tape.trimExcessCapacity()
    let arena: [UInt8]
    let arenaStart: Int
    if let whole = input, whole.count == buffer.count, (end - start) * 2 >= whole.count {
      arena = whole
      arenaStart = 0
    } else {
      arena = Array(UnsafeBufferPointer(rebasing: buffer[start..<end]))
      arenaStart = start
    }
    return JSONStorage(
      columns: parser.tape, arena: arena, arenaStart: arenaStart, inputCount: buffer.count,
      decoded: parser.decoded, lineMarks: parser.lineMarks, contentStart: parser.contentStart)
  }

  init(base: UnsafePointer<UInt8>, count: Int, maxDepth: Int) {
    self.base = base
    self.count = count
    self.maxDepth = maxDepth
    // A value takes 8 bytes of input or more in the files Shelter reads, so the tape seldom grows;
    // capacity it never fills is never touched (and so never resident) and is trimmed at the end.
    // Growing a large tape costs a copy of it whenever `realloc` cannot remap the block, which
    // glibc does not for blocks under its (rising) mmap threshold.
    tape = TapeColumns(capacity: count / 8)
  }

  var isInsideContainer: Bool { top.node >= 0 }

  // MARK: - Main loop

  mutating func run() throws(JSONError) {
    if count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF {
      index = 3
      contentStart = 3
      lineStart = 3
    }
    skipWhitespace()
    if index >= count {
      throw makeError(.emptyInput, "empty input, expected a JSON value", at: index)
    }
    valueLineStart = lineStart
    var expected = Expectation.rootValue
    parsing: while true {
      skipWhitespace()
      guard index < count else { throw unexpected(at: index, expected: expected.text) }
      switch base[index] {
      case ASCII.doubleQuote:
        _ = try appendString(tag: NodeTag.string)
      case ASCII.minus, ASCII.zero...ASCII.nine:
        try appendNumber()
      case ASCII.openBrace, ASCII.openBracket:
        let isObject = base[index] == ASCII.openBrace
        try open(isObject: isObject)
        skipWhitespace()
        if index < count && base[index] == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
          // An empty container closes at once.
          index += 1
          close()
          break
        }
        if isObject {
          try member(expected: "a string key or '}'")
          expected = .memberValue
        } else {
          top.count = 1
          expected = .firstElement
        }
        continue parsing
      case ASCII.lowerT:
        try appendLiteral("true", tag: NodeTag.bool, payload: 1)
      case ASCII.lowerF:
        try appendLiteral("false", tag: NodeTag.bool, payload: 0)
      case ASCII.lowerN:
        try appendLiteral("null", tag: NodeTag.null, payload: 0)
      default:
        throw unexpected(at: index, expected: expected.text)
      }

      // A value is complete: consume separators and closing brackets until the next value starts.
      while isInsideContainer {
        skipWhitespace()
        guard index < count else { throw unexpected(at: index, expected: followText) }
        let byte = base[index]
        if byte == ASCII.comma {
          index += 1
          if top.isObject {
            skipWhitespace()
            try member(expected: "a string key after ','")
            expected = .memberValue
          } else {
            top.count += 1
            expected = .elementAfterComma
          }
          continue parsing
        }
        if byte == (top.isObject ? ASCII.closeBrace : ASCII.closeBracket) {
          index += 1
          close()
          continue
        }
        throw unexpected(at: index, expected: followText)
      }
      break
    }
    valueEnd = index
    skipWhitespace()
    if index < count {
      let found = try foundDescription(at: index)
      throw makeError(.trailingContent, "unexpected \(found) after the end of the JSON value", at: index)
    }
  }

  /// What may follow a complete value inside the innermost container.
  var followText: String {
    top.isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
  }

  /// Skips whitespace, counting line breaks: LF, CR LF (counted at its LF) and a lone CR.
  @inline(__always)
  mutating func skipWhitespace() {
    while index < count {
      let byte = base[index]
      if byte == ASCII.space || byte == ASCII.tab {
        index += 1
      } else if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
        index += 1
        if byte == ASCII.lineFeed || index == count || base[index] != ASCII.lineFeed {
          line += 1
          lineStart = index
        }
      } else {
        return
      }
    }
  }

  @inline(__always)
  mutating func appendNode(tag: UInt8, offset: Int, payload: Int, length: Int) {
    if line != (lineMarks.last?.line ?? 1) {
      lineMarks.append(LineMark(line: line, start: lineStart))
    }
    tape.append(tag: tag, offset: offset, payload: payload, length: length)
  }

  mutating func open(isObject: Bool) throws(JSONError) {
    if depth >= maxDepth {
      throw makeError(
        .tooDeep, "containers nest deeper than the maximum depth of \(maxDepth)", at: index)
    }
    if isInsideContainer { stack.append(top) }
    top = Frame(node: tape.count, isObject: isObject, count: 0, keySet: -1, keyBase: openKeys.count)
    appendNode(tag: isObject ? NodeTag.object : NodeTag.array, offset: index, payload: 0, length: 0)
    index += 1
  }

  /// The number of open containers.
  var depth: Int { isInsideContainer ? stack.count + 1 : 0 }

  mutating func close() {
    tape.finish(container: top.node, end: tape.count, childCount: top.count)
    if top.isObject {
      if top.keySet >= 0 { keySets.removeLast() }
      openKeys.removeLast(openKeys.count - top.keyBase)
    }
    top = stack.popLast() ?? .outside
  }

  /// Parses `"key" :` at `index` into a key node and checks it against the object's other keys.
  mutating func member(expected: String) throws(JSONError) {
    guard index < count, base[index] == ASCII.doubleQuote else {
      throw unexpected(at: index, expected: expected)
    }
    let keyNode = try appendString(tag: NodeTag.key)
    top.count += 1
    try checkDuplicate(keyNode)
    skipWhitespace()
    guard index < count, base[index] == ASCII.colon else {
      throw unexpected(at: index, expected: "':' after an object key")
    }
    index += 1
  }

  mutating func appendLiteral(_ literal: StaticString, tag: UInt8, payload: Int) throws(JSONError) {
    let start = index
    let text = literal.utf8Start
    for position in 0..<literal.utf8CodeUnitCount
    where start + position >= count || base[start + position] != text[position] {
      throw unexpected(at: start + position, expected: "'\(literal)'")
    }
    index = start + literal.utf8CodeUnitCount
    appendNode(tag: tag, offset: start, payload: payload, length: 0)
  }

  // MARK: - Duplicate keys

  mutating func checkDuplicate(_ keyNode: Int) throws(JSONError) {
    let members = top.count
    if members <= JSONParser.linearKeyCheckLimit {
      let length = tape.length(keyNode)
      let fingerprint = withStringBytes(tape.payloads[keyNode], length) { JSONParser.fingerprint($0) }
      for entry in openKeys[top.keyBase...] where entry.fingerprint == fingerprint {
        if length < 8 || keysEqual(entry.node, keyNode) { throw duplicateKey(keyNode) }
      }
      openKeys.append(KeyEntry(fingerprint: fingerprint, node: keyNode))
      return
    }
    if top.keySet < 0 {
      var keys = Set<String>()
      for entry in openKeys[top.keyBase...] { keys.insert(keyString(entry.node)) }
      top.keySet = keySets.count
      keySets.append(keys)
    }
    if !keySets[top.keySet].insert(keyString(keyNode)).inserted {
      throw duplicateKey(keyNode)
    }
  }

  /// The key's length in the top byte and up to its first seven bytes below, so keys shorter
  /// than eight bytes are equal exactly when their fingerprints are.
  @inline(__always)
  static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var value = UInt64(min(bytes.count, 255)) << 56
    var shift: UInt64 = 0
    for byte in bytes.prefix(7) {
      value |= UInt64(byte) << shift
      shift += 8
    }
    return value
  }

  func duplicateKey(_ keyNode: Int) -> JSONError {
    let key = keyString(keyNode)
    var writer = JSONWriter()
    writer.string(key)
    return makeError(
      .duplicateKey(key), "duplicate key \(writer.output) in an object", at: tape.offset(keyNode))
  }

  @inline(__always)
  func subtreeEnd(_ node: Int) -> Int {
    tape.kinds[node] <= NodeTag.array ? tape.payloads[node] : node + 1
  }

  /// Calls `body` with the bytes of a string stored at `position` (input or decoded buffer).
  @inline(__always)
  func withStringBytes<R>(_ position: Int, _ length: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if position < count {
      return body(UnsafeBufferPointer(start: base + position, count: length))
    }
    return decoded.withUnsafeBufferPointer { buffer in
      body(UnsafeBufferPointer(rebasing: buffer[(position - count)..<(position - count + length)]))
    }
  }

  func keysEqual(_ first: Int, _ second: Int) -> Bool {
    let length = tape.length(first)
    guard tape.length(second) == length else { return false }
    return withStringBytes(tape.payloads[first], length) { a in
      withStringBytes(tape.payloads[second], length) { b in a.elementsEqual(b) }
    }
  }

  func keyString(_ node: Int) -> String {
    withStringBytes(tape.payloads[node], tape.length(node)) { String(decoding: $0, as: UTF8.self) }
  }

  // MARK: - Errors

  func makeError(_ kind: JSONError.Kind, _ message: String, at offset: Int) -> JSONError {
    let position = TextPosition.locate(
      offset, in: UnsafeBufferPointer(start: base, count: count), contentStart: contentStart)
    return JSONError(
      kind: kind, line: position.line, column: position.column, offset: offset, message: message)
  }

  /// The error for a byte that the grammar does not allow at `offset`, or for the input ending there.
  func unexpected(at offset: Int, expected: String) -> JSONError {
    guard offset < count else {
      return makeError(.unexpectedEnd, "unexpected end of input, expected \(expected)", at: count)
    }
    do {
      let scalar = try scalar(at: offset)
      return makeError(
        .unexpectedCharacter(scalar), "expected \(expected), found \(JSONParser.describe(scalar))",
        at: offset)
    } catch {
      return error
    }
  }

  /// `'x'` for printable ASCII, `'é' (U+00E9)` for other printable scalars, `U+0007` otherwise.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let code = String(scalar.value, radix: 16, uppercase: true)
    let padded = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
    if scalar == "'" { return "\"'\"" }
    if scalar.value >= 0x20 && scalar.value < 0x7F { return "'\(scalar)'" }
    if scalar.value < 0xA0 || scalar.properties.generalCategory == .format
      || scalar.properties.isWhitespace
    {
      return padded
    }
    return "'\(scalar)' (\(padded))"
  }

  func foundDescription(at offset: Int) throws(JSONError) -> String {
    JSONParser.describe(try scalar(at: offset))
  }

  /// Decodes the scalar starting at `offset`, or throws `invalidUTF8` there.
  func scalar(at offset: Int) throws(JSONError) -> Unicode.Scalar {
    let lead = base[offset]
    if lead < 0x80 { return Unicode.Scalar(lead) }
    let end = try validateUTF8(at: offset)
    var value = UInt32(lead) & (end - offset == 2 ? 0x1F : end - offset == 3 ? 0x0F : 0x07)
    for position in offset + 1..<end {
      value = value << 6 | UInt32(base[position] & 0x3F)
    }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }

  /// Checks the multi-byte UTF-8 sequence whose lead byte is at `offset` and returns the offset
  /// after it; throws `invalidUTF8` at the lead byte for any ill-formed sequence.
  @inline(__always)
  func validateUTF8(at offset: Int) throws(JSONError) -> Int {
    let lead = base[offset]
    var length = 0
    var secondLow: UInt8 = 0x80
    var secondHigh: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondLow = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondHigh = 0x9F
    case 0xF0:
      length = 4
      secondLow = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondHigh = 0x8F
    default:
      throw invalidUTF8(at: offset)
    }
    guard offset + length <= count else { throw invalidUTF8(at: offset) }
    let second = base[offset + 1]
    guard second >= secondLow && second <= secondHigh else { throw invalidUTF8(at: offset) }
    for position in offset + 2..<offset + length where base[position] & 0xC0 != 0x80 {
      throw invalidUTF8(at: offset)
    }
    return offset + length
  }

  func invalidUTF8(at offset: Int) -> JSONError {
    let hex = String(base[offset], radix: 16, uppercase: true)
    return makeError(
      .invalidUTF8,
      "invalid UTF-8: byte 0x\(hex.count < 2 ? "0" + hex : hex) does not start a valid sequence",
      at: offset)
  }
}
