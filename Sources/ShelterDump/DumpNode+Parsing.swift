extension DumpNode {
  /// Interprets the known keys of a closed entry; a missing or malformed `frame` is an error.
  init(entry: RawEntry) throws(DumpError) {
    let reader = FieldReader(entry: entry)
    var frame: Dump.Rect?
    self.init(className: entry.className, frame: (0, 0, 0, 0), line: entry.line)
    address = entry.address
    for field in entry.fields {
      switch field.key {
      case "frame":
        let values = try reader.numbers(field.value, count: 4, key: "frame", shape: "frame = (x y; w h)")
        frame = (values[0], values[1], values[2], values[3])
      case "bounds":
        let values = try reader.numbers(field.value, count: 4, key: "bounds", shape: "bounds = (x y; w h)")
        bounds = (values[0], values[1], values[2], values[3])
      case "center":
        let values = try reader.numbers(field.value, count: 2, key: "center", shape: "center = (x y)")
        center = (values[0], values[1])
      case "transform":
        let values = try reader.numbers(
          field.value, count: 6, key: "transform", shape: "transform = [a, b, c, d, tx, ty]")
        transform = (values[0], values[1], values[2], values[3], values[4], values[5])
      case "anchorPoint":
        let values = try reader.numbers(
          field.value, count: 2, key: "anchorPoint", shape: "anchorPoint = {x, y}")
        anchorPoint = (values[0], values[1])
      case "contentOffset":
        let values = try reader.numbers(
          field.value, count: 2, key: "contentOffset", shape: "contentOffset: {x, y}")
        contentOffset = (values[0], values[1])
      case "contentSize":
        let values = try reader.numbers(
          field.value, count: 2, key: "contentSize", shape: "contentSize: {w, h}")
        contentSize = (values[0], values[1])
      case "adjustedContentInset":
        let values = try reader.numbers(
          field.value, count: 4, key: "adjustedContentInset",
          shape: "adjustedContentInset: {top, left, bottom, right}")
        adjustedContentInset = (values[0], values[1], values[2], values[3])
      case "hidden":
        hidden = try reader.flag(field.value, key: "hidden")
      case "userInteractionEnabled":
        userInteractionEnabled = try reader.flag(field.value, key: "userInteractionEnabled")
      case "clipsToBounds":
        clipsToBounds = try reader.flag(field.value, key: "clipsToBounds")
      case "alpha":
        alpha = try reader.number(field.value, key: "alpha")
      case "tag":
        guard let value = Int(field.value) else {
          throw reader.invalid("tag", "tag = <integer>")
        }
        tag = value
      case "text":
        text = field.value
      case "identifier":
        identifier = field.value
      case "baseClass":
        baseClass = field.value
      default:
        break
      }
    }
    guard let frame else {
      throw DumpError(
        line: entry.line, reason: .missingValue("frame"),
        message: "expected 'frame = (x y; w h)' in \(entry.entryName)")
    }
    self.frame = frame
  }
}

/// Reads the values of one entry, naming the entry and its line in every error.
private struct FieldReader {
  let entry: RawEntry

  func invalid(_ key: String, _ shape: String) -> DumpError {
    DumpError(
      line: entry.line, reason: .invalidValue(key), message: "expected '\(shape)' in \(entry.entryName)")
  }

  /// `count` numbers in brackets of any kind, separated by spaces, commas or semicolons:
  /// `(0 0; 375 667)`, `{0, -64}`, `[1, 0, 0, 1, 0, 0]`, `{{0, 0}, {375, 667}}`.
  ///
  /// Raw values arrive trimmed; the separators are space, tab, line breaks, `,` `;` and the
  /// brackets `( ) { } [ ]`, plus the no-break space 0xC2 0xA0.
  func numbers(_ value: String, count: Int, key: String, shape: String) throws(DumpError) -> [Double] {
    let bytes = Array(value.utf8)
    guard let first = bytes.first,
      first == ASCII.openParen || first == ASCII.openBrace || first == ASCII.openBracket
    else { throw invalid(key, shape) }
    var tokens: [Range<Int>] = []
    var tokenStart: Int?
    var index = 0
    while index <= bytes.count {
      var separatorLength = 0
      if index == bytes.count {
        separatorLength = 1
      } else {
        switch bytes[index] {
        case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn, 0x2C, ASCII.semicolon,
          ASCII.openParen, ASCII.closeParen, ASCII.openBrace, ASCII.closeBrace, ASCII.openBracket,
          ASCII.closeBracket:
          separatorLength = 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
          separatorLength = 2
        default:
          break
        }
      }
      if separatorLength > 0 {
        if let start = tokenStart { tokens.append(start..<index) }
        tokenStart = nil
        index += separatorLength
      } else {
        if tokenStart == nil { tokenStart = index }
        index += 1
      }
    }
    guard tokens.count == count else { throw invalid(key, shape) }
    var numbers: [Double] = []
    numbers.reserveCapacity(count)
    for token in tokens {
      guard let number = Double(String(decoding: bytes[token], as: UTF8.self)) else {
        throw invalid(key, shape)
      }
      try check(number, key: key)
      numbers.append(number)
    }
    return numbers
  }

  func number(_ value: String, key: String) throws(DumpError) -> Double {
    guard let number = Double(value) else { throw invalid(key, "\(key) = <number>") }
    try check(number, key: key)
    return number
  }

  func flag(_ value: String, key: String) throws(DumpError) -> Bool {
    switch value.lowercased() {
    case "yes", "true", "1": return true
    case "no", "false", "0": return false
    default: throw invalid(key, "\(key) = YES' or '\(key) = NO")
    }
  }

  private func check(_ number: Double, key: String) throws(DumpError) {
    if !number.isFinite {
      throw DumpError(
        line: entry.line, reason: .outOfRange(key),
        message: "\(key) has a number that is not finite (\(number)) in \(entry.entryName)")
    }
    if abs(number) > 1e9 {
      throw DumpError(
        line: entry.line, reason: .outOfRange(key),
        message: "\(key) value \(number) is beyond ±1e9 in \(entry.entryName)")
    }
  }
}
