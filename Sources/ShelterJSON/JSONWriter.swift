import ShelterSupport

/// A streaming JSON writer with deterministic formatting.
///
/// Reports and golden files are compared byte for byte, so every value has exactly one spelling:
/// - integral numbers below 2^53 in magnitude print as integers (`390`, not `390.0`), `-0` as `0`;
///   other numbers use Swift's shortest round-trip form with the exponent's `+` and leading zeros
///   removed (`0.1`, `1e-7`, `1e20`, `5e-324`);
/// - strings escape `"` and `\`, write `\b \f \n \r \t` for those control characters and `\u00XX`
///   (lower-case hex) for the other characters below U+0020; everything else, `/` included, is
///   written as is;
/// - compact mode adds no whitespace; pretty mode indents by two spaces, puts each member or
///   element on its own line, writes `"key": value`, and keeps arrays whose elements are all
///   numbers on one line (`[0, 0, 390, 844]`). Empty containers print as `{}` and `[]`. No newline
///   follows the root value.
///
/// Calls must describe exactly one value: `key(_:)` before each member value, balanced
/// begin/end calls. Breaking that is a programming error and traps, as does writing a NaN or
/// infinite number, which JSON cannot represent.
///
///     var writer = JSONWriter(pretty: true)
///     writer.beginObject()
///     writer.key("frame")
///     writer.beginArray()
///     for value in [0, 0, 390, 844] { writer.number(value) }
///     writer.endArray()
///     writer.endObject()
///     writer.output   // "{\n  \"frame\": [0, 0, 390, 844]\n}"
package struct JSONWriter: Sendable {
  struct Frame: Sendable {
    var isObject: Bool
    var count = 0
    /// Objects: a key was written and its value has not been yet.
    var awaitingValue = false
    /// Pretty arrays: every element so far was a number, written on one line after `contentStart`.
    var isInline = false
    var contentStart = 0
  }

  /// Whether the writer indents (see the type's documentation).
  package let isPretty: Bool
  /// The UTF-8 text written so far.
  package private(set) var bytes: [UInt8] = []
  private var frames: [Frame] = []
  private var hasRoot = false

  /// A writer with nothing written yet.
  package init(pretty: Bool = false) {
    isPretty = pretty
  }

  /// The text written so far.
  package var output: String { String(decoding: bytes, as: UTF8.self) }

  /// The bytes written, handed over without a copy: a large document is then held once.
  package consuming func finishedBytes() -> [UInt8] { bytes }

  /// Whether exactly one complete root value has been written.
  package var isComplete: Bool { hasRoot && frames.isEmpty }

  /// Opens an object; follow with `key(_:)`/value pairs and `endObject()`.
  package mutating func beginObject() {
    beginValue(isNumber: false)
    bytes.append(0x7B)
    frames.append(Frame(isObject: true))
  }

  /// Closes the innermost object.
  package mutating func endObject() {
    guard let frame = frames.popLast(), frame.isObject, !frame.awaitingValue else {
      preconditionFailure("JSONWriter.endObject() without an open object whose last key has a value")
    }
    if isPretty && frame.count > 0 { newline() }
    bytes.append(0x7D)
  }

  /// Opens an array; follow with values and `endArray()`.
  package mutating func beginArray() {
    beginValue(isNumber: false)
    bytes.append(0x5B)
    frames.append(Frame(isObject: false, isInline: isPretty, contentStart: bytes.count))
  }

  /// Closes the innermost array.
  package mutating func endArray() {
    guard let frame = frames.popLast(), !frame.isObject else {
      preconditionFailure("JSONWriter.endArray() without an open array")
    }
    if isPretty && !frame.isInline && frame.count > 0 { newline() }
    bytes.append(0x5D)
  }

  /// Writes the next member's key inside an object.
  package mutating func key(_ key: String) {
    guard let top = frames.indices.last, frames[top].isObject, !frames[top].awaitingValue else {
      preconditionFailure("JSONWriter.key(_:) outside an object or twice in a row")
    }
    if frames[top].count > 0 { bytes.append(0x2C) }
    if isPretty { newline() }
    frames[top].count += 1
    frames[top].awaitingValue = true
    JSONWriter.appendEscaped(key, to: &bytes)
    bytes.append(0x3A)
    if isPretty { bytes.append(0x20) }
  }

  /// Writes a string value.
  package mutating func string(_ value: String) {
    beginValue(isNumber: false)
    JSONWriter.appendEscaped(value, to: &bytes)
  }

  /// Writes a number value; `value` must be finite.
  package mutating func number(_ value: Double) {
    precondition(value.isFinite, "JSONWriter.number(_:) cannot write a non-finite value (\(value))")
    beginValue(isNumber: true)
    bytes.append(contentsOf: NumberText.shortest(value).utf8)
  }

  /// Writes an integer value.
  package mutating func number(_ value: Int) {
    beginValue(isNumber: true)
    bytes.append(contentsOf: String(value).utf8)
  }

  /// Writes `true` or `false`.
  package mutating func bool(_ value: Bool) {
    beginValue(isNumber: false)
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// Writes `null`.
  package mutating func null() {
    beginValue(isNumber: false)
    bytes.append(contentsOf: "null".utf8)
  }

  // MARK: - Layout

  private mutating func beginValue(isNumber: Bool) {
    guard let top = frames.indices.last else {
      precondition(!hasRoot, "JSONWriter: a second root value")
      hasRoot = true
      return
    }
    if frames[top].isObject {
      precondition(frames[top].awaitingValue, "JSONWriter: an object member value without a key")
      frames[top].awaitingValue = false
      return
    }
    defer { frames[top].count += 1 }
    if !isPretty {
      if frames[top].count > 0 { bytes.append(0x2C) }
      return
    }
    if frames[top].isInline {
      if isNumber {
        if frames[top].count > 0 { bytes.append(contentsOf: [0x2C, 0x20]) }
        return
      }
      breakInlineArray(top)
    }
    if frames[top].count > 0 { bytes.append(0x2C) }
    newline()
  }

  /// Re-lays the numbers written so far in the array at `frame` one per line.
  private mutating func breakInlineArray(_ frame: Int) {
    frames[frame].isInline = false
    let start = frames[frame].contentStart
    let numbers = bytes[start...].split(separator: 0x20).map { $0.filter { $0 != 0x2C } }
    bytes.removeSubrange(start...)
    for (position, number) in numbers.enumerated() {
      if position > 0 { bytes.append(0x2C) }
      newline()
      bytes.append(contentsOf: number)
    }
  }

  private mutating func newline() {
    bytes.append(0x0A)
    bytes.append(contentsOf: repeatElement(0x20, count: 2 * frames.count))
  }

  /// Appends `text` as a quoted, escaped JSON string. The `[` of `##[` is written `\u005B`: a
  /// GitHub Actions runner reads `##[` anywhere in a line of a job's log as a workflow command.
  static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(0x22)
    var hashes = 0
    for byte in text.utf8 {
      defer { hashes = byte == 0x23 ? hashes + 1 : 0 }
      switch byte {
      case 0x5B where hashes >= 2: bytes.append(contentsOf: Array("\\u005B".utf8))
      case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
      case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
      case 0x08: bytes.append(contentsOf: [0x5C, 0x62])
      case 0x0C: bytes.append(contentsOf: [0x5C, 0x66])
      case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
      case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
      case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
      case 0..<0x20:
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
      default: bytes.append(byte)
      }
    }
    bytes.append(0x22)
  }
}
