import ShelterSupport

extension DumpNode {
  /// Interprets the known keys of a closed entry; a missing or malformed `frame` is an error.
  ///
  /// Any other known key whose value cannot be read or lies out of range (`alpha = nan`,
  /// `hidden = maybe`, an alpha of 5, a `backgroundColor` in a colour space ``DumpColor`` does
  /// not read) is dropped, the view keeping that attribute's default, and a
  /// `.droppedValue` warning naming the line is added to `warnings`: one bad attribute in a real
  /// paste does not cost the whole dump.
  init(entry: RawEntry, warnings: inout [DumpWarning]) throws(DumpError) {
    self = try DumpNode.read(entry, warnings: &warnings)
  }

  /// The node an entry describes, built in a local value: set through `self` in a throwing
  /// initializer, the node was copied twice per entry.
  private static func read(_ entry: RawEntry, warnings: inout [DumpWarning]) throws(DumpError) -> DumpNode {
    let reader = FieldReader(entry: entry)
    var frame: Dump.Rect?
    var transform: Dump.Transform?
    var node = DumpNode(className: entry.className, frame: (0, 0, 0, 0), line: entry.line)
    node.address = entry.address
    for field in entry.fields {
      if field.key == .frame {
        frame = try reader.rect(field, shape: "frame = (x y; w h)")
        continue
      }
      do {
        try read(field, of: entry, with: reader, into: &node, transform: &transform)
      } catch {
        warnings.append(
          DumpWarning(
            line: entry.line, kind: .droppedValue,
            message: "\(error.message); '\(field.key.rawValue)' is dropped, the view keeps its default"))
      }
    }
    guard let frame else {
      throw DumpError(
        line: entry.line, reason: .missingValue("frame"),
        message: "expected 'frame = (x y; w h)' in \(entry.entryName)")
    }
    // A transformed view's frame is only its bounding box, which a large scale stretches past
    // ±1e9 while its bounds and center stay inside; an upright view's frame is its layout rect.
    if transform == nil || transform.map({ $0 == (1, 0, 0, 1, 0, 0) }) == true {
      try reader.check(frame.x, key: .frame, final: true)
      try reader.check(frame.y, key: .frame, final: true)
      try reader.check(frame.width, key: .frame, final: true)
      try reader.check(frame.height, key: .frame, final: true)
    }
    node.frame = frame
    return node
  }

  /// Reads one field other than `frame` into `node`, or throws without changing it.
  private static func read(
    _ field: RawField, of entry: RawEntry, with reader: FieldReader, into node: inout DumpNode,
    transform: inout Dump.Transform?
  ) throws(DumpError) {
    switch field.key {
    case .frame:
      return
    case .bounds:
      node.bounds = try reader.rect(field, shape: "bounds = (x y; w h)")
    case .center:
      node.center = try reader.pair(field, shape: "center = (x y)")
    case .transform:
      let values = try reader.numbers(field, count: 6, shape: "transform = [a, b, c, d, tx, ty]")
      transform = (values[0], values[1], values[2], values[3], values[4], values[5])
      node.transform = transform
    case .anchorPoint:
      node.anchorPoint = try reader.pair(field, shape: "anchorPoint = {x, y}")
    case .contentOffset:
      node.contentOffset = try reader.pair(field, shape: "contentOffset: {x, y}")
    case .contentSize:
      node.contentSize = try reader.pair(field, shape: "contentSize: {w, h}")
    case .contentInset:
      node.contentInset = try reader.rect(field, shape: "contentInset: {top, left, bottom, right}")
    case .adjustedContentInset:
      node.adjustedContentInset = try reader.rect(
        field, shape: "adjustedContentInset: {top, left, bottom, right}")
    case .autoresize:
      node.autoresizingMask = entry.text(field)
    case .hidden:
      node.hidden = try reader.flag(field)
    case .userInteractionEnabled:
      node.userInteractionEnabled = try reader.flag(field)
    case .clipsToBounds:
      node.clipsToBounds = try reader.flag(field)
    case .alpha:
      let alpha = try reader.number(field)
      guard (0...1).contains(alpha) else {
        throw DumpError(
          line: entry.line, reason: .outOfRange("alpha"),
          message: "alpha \(alpha) of \(entry.entryName) is outside [0, 1]")
      }
      node.alpha = alpha
    case .tag:
      guard let value = Int(entry.text(field)) else {
        throw reader.invalid("tag", "tag = <integer>")
      }
      node.tag = value
    case .text:
      let value = entry.text(field)
      node.text = entry.contains(ASCII.backslash, in: field) ? UnicodeEscape.decoded(value) : value
    case .identifier:
      // `\uXXXX` as in text: how a dump writes a line break or backslash inside the value.
      let value = entry.text(field)
      node.identifier = entry.contains(ASCII.backslash, in: field) ? UnicodeEscape.decoded(value) : value
    case .baseClass:
      node.baseClass = entry.text(field)
    case .backgroundColor:
      let text = entry.text(field)
      guard let color = DumpColor.color(text) else {
        throw DumpError(
          line: entry.line, reason: .invalidValue("backgroundColor"),
          message:
            "backgroundColor '\(text)' of \(entry.entryName) is not a colour the importer reads ("
            + DumpColor.spaces.map { $0.components == 4 ? "\($0.name) r g b a" : "\($0.name) w a" }
            .joined(separator: ", ") + ")")
      }
      node.backgroundColor = color
    case .opaque:
      node.isOpaque = try reader.flag(field)
    }
  }
}

/// Reads the values of one entry, naming the entry and its line in every error.
struct FieldReader {
  let entry: RawEntry

  func invalid(_ key: String, _ shape: String) -> DumpError {
    DumpError(
      line: entry.line, reason: .invalidValue(key), message: "expected '\(shape)' in \(entry.entryName)")
  }

  /// Two numbers, `(x y)` or `{x, y}`: a point or a size.
  func pair(_ field: RawField, shape: String) throws(DumpError) -> (Double, Double) {
    let values = try numbers(field, count: 2, shape: shape)
    return (values[0], values[1])
  }

  /// Four numbers, `(x y; w h)` or `{top, left, bottom, right}`: a rect or edge insets.
  func rect(_ field: RawField, shape: String) throws(DumpError) -> (Double, Double, Double, Double) {
    let values = try numbers(field, count: 4, shape: shape)
    return (values[0], values[1], values[2], values[3])
  }

  /// `count` numbers in brackets of any kind, separated by spaces, commas or semicolons:
  /// `(0 0; 375 667)`, `{0, -64}`, `[1, 0, 0, 1, 0, 0]`, `{{0, 0}, {375, 667}}`.
  ///
  /// Raw values arrive trimmed; the separators are space, tab, line breaks, `,` `;` and the
  /// brackets `( ) { } [ ]`, plus the no-break space 0xC2 0xA0. Read straight from the entry's
  /// bytes, in one pass: tokens past `count` are only counted, and the first bad token is kept
  /// until the count is known, since a wrong count is the error to report first.
  func numbers(_ field: RawField, count: Int, shape: String) throws(DumpError) -> Numbers {
    var tokens = 0
    var numbers = Numbers()
    var badToken = false
    var outOfRange: Double?
    let bracketed = ByteSlice.withBytes(of: entry.values) { values -> Bool in
      let all = values.slice(field.value)
      let end = all.end
      var index = all.start
      guard index < end,
        all[index] == ASCII.openParen || all[index] == ASCII.openBrace
          || all[index] == ASCII.openBracket
      else { return false }
      while true {
        while index < end {
          let length = Self.separatorLength(all, index)
          if length == 0 { break }
          index += length
        }
        guard index < end else { return true }
        let tokenStart = index
        while index < end && Self.separatorLength(all, index) == 0 { index += 1 }
        tokens += 1
        guard tokens <= count, !badToken, outOfRange == nil else { continue }
        guard let number = Self.decimal(all.slice(tokenStart..<index)) else {
          badToken = true
          continue
        }
        if !Self.isInRange(number, key: field.key) { outOfRange = number }
        numbers.append(number)
      }
    }
    guard bracketed, tokens == count, !badToken else { throw invalid(field.key.rawValue, shape) }
    if let outOfRange { try check(outOfRange, key: field.key) }
    return numbers
  }

  /// 1 for a separator of numbers (space, tab, line breaks, `,` `;`, `( ) { } [ ]`), 2 for a
  /// no-break space (0xC2 0xA0), 0 for any other byte. The one-byte separators are bit sets over
  /// 0x00–0x3F and 0x40–0x7F.
  @inline(__always)
  private static func separatorLength(_ bytes: ByteSlice, _ index: Int) -> Int {
    let low: UInt64 =
      1 << 0x20 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0D | 1 << 0x2C | 1 << 0x3B | 1 << 0x28 | 1 << 0x29
    let high: UInt64 = 1 << (0x5B - 0x40) | 1 << (0x5D - 0x40) | 1 << (0x7B - 0x40) | 1 << (0x7D - 0x40)
    let byte = bytes[index]
    if byte < 0x40 { return Int(truncatingIfNeeded: (low >> UInt64(byte)) & 1) }
    if byte < 0x80 { return Int(truncatingIfNeeded: (high >> UInt64(byte - 0x40)) & 1) }
    return byte == 0xC2 && index + 1 < bytes.end && bytes[index + 1] == 0xA0 ? 2 : 0
  }

  /// The value of a number token, as `Double(String)` reads it.
  ///
  /// Dumps write plain decimals (`-12`, `120.5`): with at most 15 digits and 22 decimals, the
  /// digits as an integer and the power of ten are both exact doubles, so one division rounds
  /// correctly. Anything else goes to `Double(String)`.
  static func decimal(_ token: ByteSlice) -> Double? {
    var index = token.start
    let negative = !token.isEmpty && token[index] == 0x2D
    if negative { index += 1 }
    var digits: UInt64 = 0
    var digitCount = 0
    var decimals = 0
    var seenPoint = false
    var isPlain = index < token.end
    while index < token.end {
      let byte = token[index]
      if byte >= 0x30 && byte <= 0x39 {
        digits = digits &* 10 &+ UInt64(byte - 0x30)  // wraps only past 19 digits, which fall back
        digitCount += 1
        if seenPoint { decimals += 1 }
      } else if byte == 0x2E && !seenPoint && digitCount > 0 && index + 1 < token.end {
        seenPoint = true
      } else {
        isPlain = false
        break
      }
      index += 1
    }
    guard isPlain, digitCount <= 15, decimals <= 22 else {
      return decimalSyntax(token.array) ? Double(token.string) : nil
    }
    let magnitude = Double(digits) / powersOfTen[decimals]
    return negative ? -magnitude : magnitude
  }

  /// Whether `token` is a decimal number as UIKit prints one, `-1.5`, `2e-05`, `inf`, `nan`:
  /// `Double(String)` also reads hexadecimal (`0x10` as 16), which a dump never means as a number.
  static func decimalSyntax(_ token: some Collection<UInt8>) -> Bool {
    var sawDigit = false
    var sawLetter = false
    for byte in token {
      switch byte {
      case 0x30...0x39: sawDigit = true
      case 0x2B, 0x2D, 0x2E: break
      case 0x65, 0x45: if !sawDigit { sawLetter = true }
      case 0x78, 0x58, 0x70, 0x50: return false  // x, p: hexadecimal notation
      default: sawLetter = true
      }
    }
    return sawDigit || sawLetter
  }

  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var power = 1.0
    for _ in 0..<exponent { power *= 10 }
    return power
  }

  func number(_ field: RawField) throws(DumpError) -> Double {
    let key = field.key.rawValue
    let value = entry.text(field)
    guard Self.decimalSyntax(value.utf8), let number = Double(value) else {
      throw invalid(key, "\(key) = <number>")
    }
    try check(number, key: field.key)
    return number
  }

  func flag(_ field: RawField) throws(DumpError) -> Bool {
    let key = field.key.rawValue
    switch entry.text(field).lowercased() {
    case "yes", "true", "1": return true
    case "no", "false", "0": return false
    default: throw invalid(key, "\(key) = YES' or '\(key) = NO")
    }
  }

  /// Whether `number` passes ``check(_:key:final:)``.
  static func isInRange(_ number: Double, key: KnownKey, final: Bool = false) -> Bool {
    // A frame is held to ±1e9 once the entry shows it is upright (`final`); until then only to
    // the largest bounding box a size and a scale within ±1e9 give.
    number.isFinite && abs(number) <= (key == .frame && !final ? FixtureGeometry.boundingBoxLimit : 1e9)
  }

  func check(_ number: Double, key knownKey: KnownKey, final: Bool = false) throws(DumpError) {
    if Self.isInRange(number, key: knownKey, final: final) { return }
    let isBoundingBox = knownKey == .frame && !final
    let key = knownKey.rawValue
    if !number.isFinite {
      throw DumpError(
        line: entry.line, reason: .outOfRange(key),
        message: "\(key) has a number that is not finite (\(number)) in \(entry.entryName)")
    }
    // Every message states the one bound, ±1e9: a transformed view's box is held to what a size
    // within it under a scale within it can span, and says so in those terms.
    let (limit, beyond) =
      isBoundingBox
      ? (FixtureGeometry.boundingBoxLimit, "beyond what a size within ±1e9 under a scale within 1e9 spans")
      : (1e9, "beyond ±1e9")
    if abs(number) > limit {
      throw DumpError(
        line: entry.line, reason: .outOfRange(key),
        message: "\(key) value \(number) is \(beyond) in \(entry.entryName)")
    }
  }
}
