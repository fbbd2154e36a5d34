import ShelterSupport

extension JSONParser {
  /// Parses the string whose opening quote is at `index` and appends it as a node tagged `tag`.
  ///
  /// Returns the new node's index. Strings without escapes stay ranges of the input; the first
  /// backslash switches to decoding into `decoded`.
  mutating func appendString(tag: UInt8) throws(JSONError) -> Int {
    let start = index
    let contentStart = index + 1
    var position = contentStart
    while position < count {
      let byte = base[position]
      if byte == ASCII.doubleQuote {
        index = position + 1
        appendNode(tag: tag, offset: start, payload: contentStart, length: position - contentStart)
        return tape.count - 1
      }
      if byte == ASCII.backslash {
        let decodedStart = decoded.count
        decoded.append(
          contentsOf: UnsafeBufferPointer(start: base + contentStart, count: position - contentStart))
        try decodeEscapedRemainder(from: position)
        appendNode(
          tag: tag, offset: start, payload: count + decodedStart, length: decoded.count - decodedStart)
        return tape.count - 1
      }
      if byte < ASCII.space { throw controlCharacter(at: position) }
      position = byte < 0x80 ? position + 1 : try validateUTF8(at: position)
    }
    throw makeError(.unexpectedEnd, "unexpected end of input inside a string", at: count)
  }

  /// Decodes the rest of a string from the backslash at `position` through its closing quote.
  mutating func decodeEscapedRemainder(from position: Int) throws(JSONError) {
    var position = position
    var runStart = position
    while position < count {
      let byte = base[position]
      if byte == ASCII.doubleQuote || byte == ASCII.backslash {
        if runStart < position {
          decoded.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: position - runStart))
        }
        if byte == ASCII.doubleQuote {
          index = position + 1
          return
        }
        position = try decodeEscape(at: position)
        runStart = position
        continue
      }
      if byte < ASCII.space { throw controlCharacter(at: position) }
      position = byte < 0x80 ? position + 1 : try validateUTF8(at: position)
    }
    throw makeError(.unexpectedEnd, "unexpected end of input inside a string", at: count)
  }

  /// Decodes the escape whose backslash is at `position` into `decoded`; returns the offset after it.
  mutating func decodeEscape(at position: Int) throws(JSONError) -> Int {
    guard position + 1 < count else {
      throw makeError(.unexpectedEnd, "unexpected end of input inside a string", at: count)
    }
    let replacement: UInt8
    switch base[position + 1] {
    case ASCII.doubleQuote: replacement = ASCII.doubleQuote
    case ASCII.backslash: replacement = ASCII.backslash
    case ASCII.slash: replacement = ASCII.slash
    case 0x62: replacement = 0x08  // b
    case 0x66: replacement = 0x0C  // f
    case 0x6E: replacement = 0x0A  // n
    case 0x72: replacement = 0x0D  // r
    case 0x74: replacement = 0x09  // t
    case 0x75:  // u
      return try decodeUnicodeEscape(at: position)
    default:
      throw makeError(
        .invalidEscape,
        "invalid escape sequence in a string: after '\\' expected one of \" \\ / b f n r t u",
        at: position)
    }
    decoded.append(replacement)
    return position + 2
  }

  /// Decodes `\uXXXX` (or a `\uD8xx\uDCxx` surrogate pair) at `position` into `decoded` as UTF-8.
  mutating func decodeUnicodeEscape(at position: Int) throws(JSONError) -> Int {
    let first = try hexQuad(escapeAt: position)
    var scalarValue = UInt32(first)
    var next = position + 6
    switch first {
    case 0xD800...0xDBFF:
      // The pair's second half must follow at once; input that ends first is unterminated.
      guard next < count, base[next] != ASCII.backslash || next + 1 < count else {
        throw makeError(.unexpectedEnd, "unexpected end of input inside a string", at: count)
      }
      guard base[next] == ASCII.backslash, base[next + 1] == 0x75 else {
        throw unpairedSurrogate(first, at: position)
      }
      let second = try hexQuad(escapeAt: next)
      guard (0xDC00...0xDFFF).contains(second) else { throw unpairedSurrogate(first, at: position) }
      scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
      next += 6
    case 0xDC00...0xDFFF:
      throw unpairedSurrogate(first, at: position)
    default:
      break
    }
    appendUTF8(scalarValue)
    return next
  }

  /// Reads the four hex digits after the `\u` whose backslash is at `position`.
  func hexQuad(escapeAt position: Int) throws(JSONError) -> UInt16 {
    var value: UInt16 = 0
    for offset in position + 2..<position + 6 {
      guard offset < count else {
        throw makeError(.unexpectedEnd, "unexpected end of input inside a string", at: count)
      }
      let byte = base[offset]
      let digit: UInt8
      switch byte {
      case ASCII.zero...ASCII.nine: digit = byte - ASCII.zero
      case 0x41...0x46: digit = byte - 0x41 + 10
      case 0x61...0x66: digit = byte - 0x61 + 10
      default:
        throw makeError(
          .invalidEscape, "invalid \\u escape in a string: expected four hex digits after '\\u'",
          at: position)
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  func unpairedSurrogate(_ unit: UInt16, at position: Int) -> JSONError {
    let hex = String(unit, radix: 16, uppercase: true)
    let half =
      unit < 0xDC00
      ? "high surrogate without a following low surrogate"
      : "low surrogate without a preceding high surrogate"
    return makeError(.unpairedSurrogate, "unpaired surrogate \\u\(hex) in a string: a \(half)", at: position)
  }

  func controlCharacter(at position: Int) -> JSONError {
    let hex = String(base[position], radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    return makeError(
      .controlCharacterInString,
      "control character \(code) in a string, write it as an escape such as \\n or \\u\(code.dropFirst(2))",
      at: position)
  }

  mutating func appendUTF8(_ value: UInt32) {
    switch value {
    case 0..<0x80:
      decoded.append(UInt8(value))
    case 0x80..<0x800:
      decoded.append(UInt8(0xC0 | value >> 6))
      decoded.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      decoded.append(UInt8(0xE0 | value >> 12))
      decoded.append(UInt8(0x80 | value >> 6 & 0x3F))
      decoded.append(UInt8(0x80 | value & 0x3F))
    default:
      decoded.append(UInt8(0xF0 | value >> 18))
      decoded.append(UInt8(0x80 | value >> 12 & 0x3F))
      decoded.append(UInt8(0x80 | value >> 6 & 0x3F))
      decoded.append(UInt8(0x80 | value & 0x3F))
    }
  }
}
