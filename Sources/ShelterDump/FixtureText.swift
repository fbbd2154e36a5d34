/// A small streaming JSON text builder with the calls of `ShelterJSON.JSONWriter`, used here
/// until that writer is available to this module; it keeps the fixture writer's calls unchanged
/// when the switch is made.
///
/// Pretty output indents objects by two spaces per level and prints an array whose first
/// element is a scalar on one line (`[0, 0, 375, 667]`); compact output has no whitespace.
/// Numbers print as integers when integral (`-0` as `0`), otherwise in their shortest form
/// (`0.5`, `1e-5`); strings escape `"`, `\` and control characters.
struct FixtureText {
  private struct Container {
    var isObject: Bool
    var count = 0
    var isInline = false
  }

  private let pretty: Bool
  private var bytes: [UInt8] = []
  private var containers: [Container] = []

  init(pretty: Bool) { self.pretty = pretty }

  /// The text written so far.
  var output: String { String(decoding: bytes, as: UTF8.self) }

  mutating func beginObject() {
    beforeValue(isScalar: false)
    bytes.append(ASCII.openBrace)
    containers.append(Container(isObject: true))
  }

  mutating func endObject() {
    let container = containers.removeLast()
    if pretty && container.count > 0 { newline(indent: containers.count) }
    bytes.append(ASCII.closeBrace)
  }

  mutating func beginArray() {
    beforeValue(isScalar: false)
    bytes.append(ASCII.openBracket)
    containers.append(Container(isObject: false))
  }

  mutating func endArray() {
    let container = containers.removeLast()
    if pretty && container.count > 0 && !container.isInline { newline(indent: containers.count) }
    bytes.append(ASCII.closeBracket)
  }

  mutating func key(_ name: String) {
    if containers[containers.count - 1].count > 0 { bytes.append(0x2C) }
    containers[containers.count - 1].count += 1
    if pretty { newline(indent: containers.count) }
    appendQuoted(name)
    bytes.append(ASCII.colon)
    if pretty { bytes.append(ASCII.space) }
  }

  mutating func string(_ value: String) {
    beforeValue(isScalar: true)
    appendQuoted(value)
  }

  mutating func number(_ value: Double) {
    beforeValue(isScalar: true)
    bytes.append(contentsOf: FixtureText.format(value).utf8)
  }

  mutating func bool(_ value: Bool) {
    beforeValue(isScalar: true)
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  mutating func null() {
    beforeValue(isScalar: true)
    bytes.append(contentsOf: "null".utf8)
  }

  /// `375`, `0` for `-0`, `0.5`, `45.6667`, `1e-5`: integral values below 2^53 as integers,
  /// others in Swift's shortest round-trip form without a `+` or leading zeros in the exponent.
  static func format(_ value: Double) -> String {
    precondition(value.isFinite, "fixture numbers are validated before they are written")
    if value == 0 { return "0" }
    if value.magnitude < 9_007_199_254_740_992, Double(Int64(value)) == value {
      return String(Int64(value))
    }
    let text = value.description
    guard let e = text.firstIndex(of: "e") else { return text }
    var mantissa = String(text[..<e])
    if mantissa.hasSuffix(".0") { mantissa.removeLast(2) }
    var exponent = Substring(text[text.index(after: e)...])
    let negative = exponent.first == "-"
    if exponent.first == "-" || exponent.first == "+" { exponent.removeFirst() }
    while exponent.count > 1 && exponent.first == "0" { exponent.removeFirst() }
    return mantissa + "e" + (negative ? "-" : "") + exponent
  }

  private mutating func beforeValue(isScalar: Bool) {
    let last = containers.count - 1
    guard last >= 0, !containers[last].isObject else { return }
    if containers[last].count == 0 {
      containers[last].isInline = isScalar
    } else {
      bytes.append(0x2C)
      if pretty && containers[last].isInline { bytes.append(ASCII.space) }
    }
    containers[last].count += 1
    if pretty && !containers[last].isInline { newline(indent: containers.count) }
  }

  private mutating func newline(indent: Int) {
    bytes.append(ASCII.newline)
    bytes.append(contentsOf: repeatElement(ASCII.space, count: 2 * indent))
  }

  private mutating func appendQuoted(_ text: String) {
    bytes.append(ASCII.doubleQuote)
    var text = text
    let isPlain = text.withUTF8 { utf8 -> Bool in
      guard let base = utf8.baseAddress else { return true }
      for index in 0..<utf8.count
      where base[index] < 0x20 || base[index] == ASCII.doubleQuote || base[index] == 0x5C {
        return false
      }
      bytes.append(contentsOf: utf8)
      return true
    }
    if isPlain {
      bytes.append(ASCII.doubleQuote)
      return
    }
    for byte in text.utf8 {
      switch byte {
      case ASCII.doubleQuote: bytes.append(contentsOf: #"\""#.utf8)
      case 0x5C: bytes.append(contentsOf: #"\\"#.utf8)
      case ASCII.newline: bytes.append(contentsOf: #"\n"#.utf8)
      case ASCII.carriageReturn: bytes.append(contentsOf: #"\r"#.utf8)
      case ASCII.tab: bytes.append(contentsOf: #"\t"#.utf8)
      case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
      case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: #"\u00"#.utf8)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(ASCII.doubleQuote)
  }
}
