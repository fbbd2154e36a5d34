package import ShelterValues
package import ShelterViews

/// One item a constraint description names, as printed: `UILabel:0x7f…'Email'`,
/// `UILayoutGuide:0x6000…'UIViewSafeAreaLayoutGuide'`, an accessibility identifier
/// (`AddressToolbar.lockIcon`), a Masonry key (`UIView:redView`) or `|`, the superview.
package struct LogItemReference: Equatable, Sendable {
  /// The class printed before the colon; `nil` for an accessibility identifier or `|`.
  package var className: String?
  /// The address (`0x…`) or Masonry key after the colon; for an accessibility identifier, the
  /// address its `names:` entry gives, if any.
  package var address: String?
  /// The accessibility identifier the item is printed as.
  package var accessibilityIdentifier: String?
  /// The quoted text after the address: a label's title, a guide's identifier.
  package var text: String?
  /// Whether the item is `|`, the first item's superview.
  package var isSuperview = false

  /// Whether the item is a layout guide rather than a view.
  package var isGuide: Bool {
    guard let className else { return false }
    return className.hasSuffix("LayoutGuide") || className == "_UILayoutSpacer"
      || className == "_UIOLAGapGuide" || className == "_UILayoutGuide"
  }
}

/// An attribute as logs spell it, with the autoresizing names (`minX`, `midY`) read as the edge
/// or center they stand for.
package enum LogAttribute {
  /// The spellings UIKit's descriptions use and the attribute each means.
  static let names: [String: LayoutAttribute] = {
    var table: [String: LayoutAttribute] = [:]
    for attribute in LayoutAttribute.allCases { table[attribute.rawValue] = attribute }
    table["baseline"] = .lastBaseline
    table["minX"] = .left
    table["maxX"] = .right
    table["midX"] = .centerX
    table["minY"] = .top
    table["maxY"] = .bottom
    table["midY"] = .centerY
    return table
  }()
}

/// One side's item and attribute.
package struct LogTerm: Equatable, Sendable {
  /// The item.
  package var item: LogItemReference
  /// The attribute, as Shelter names it.
  package var attribute: LayoutAttribute
  /// The attribute as printed (`minX`, `leading`).
  package var printedAttribute: String
}

/// One `NSLayoutConstraint` description read from a log:
/// `<CLASS:ADDR[@File.swift#N] [h=… v=… ]['identifier' ]BODY[   (active, names: … )]>`.
package struct LogDescription: Equatable, Sendable {
  /// The constraint's class: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
  /// `SnapKit.LayoutConstraint`, `MASLayoutConstraint`, …
  package var className: String
  /// The constraint's address (or Masonry key).
  package var address: String
  /// The identifier printed in quotes before the body.
  package var identifier: String?
  /// The autoresizing mask an `NSAutoresizingMaskLayoutConstraint` prints: `h=--& v=--&`.
  package var mask: String?
  /// The left side.
  package var first: LogTerm
  /// How the sides compare.
  package var relation: ConstraintRelation
  /// The right side's item, if any.
  package var second: LogTerm?
  /// What the second attribute is multiplied by.
  package var multiplier: Double = 1
  /// The constant.
  package var constant: Double = 0
  /// The priority (1000 unless printed).
  package var priority: Double = 1000
  /// Whether the log says the constraint is active (`(active`); legacy logs print no flag.
  package var isActive = true
  /// Who made it, as far as the class and identifier tell: an autoresizing constraint, one UIKit
  /// made for itself (encapsulated sizes, stack views, margins and safe-area guides, the keyboard's
  /// bars), or the app's.
  package var origin: LayoutConstraint.Origin = .user
  /// `'|'`'s view, from `names:`.
  package var superview: LogItemReference?
}

/// Why a description could not be read.
package struct LogDescriptionError: Error, Equatable, Sendable {
  /// What is wrong, with the offending text.
  package var message: String
}

extension LogDescription {
  /// Constraint classes UIKit (or Interface Builder) makes.
  static let systemClasses: Set<String> = [
    "_UILayoutSupportConstraint", "NSIBPrototypingLayoutConstraint", "NSContentSizeLayoutConstraint",
  ]

  /// Reads the text between `<` and `>` of one description.
  package init(parsing text: Substring) throws(LogDescriptionError) {
    var rest = text
    guard let colon = rest.firstIndex(of: ":") else {
      throw LogDescriptionError(message: "expected CLASS:ADDRESS at the start")
    }
    className = String(rest[..<colon])
    rest = rest[rest.index(after: colon)...]
    let addressEnd = rest.firstIndex(of: " ") ?? rest.endIndex
    var addressText = rest[..<addressEnd]
    if let at = addressText.firstIndex(of: "@") { addressText = addressText[..<at] }
    address = String(addressText)
    guard addressEnd < rest.endIndex else {
      throw LogDescriptionError(message: "the description has no body")
    }
    rest = rest[rest.index(after: addressEnd)...]
    if rest.hasPrefix("h="), let space = rest.dropFirst(2).firstIndex(of: " "),
      rest[rest.index(after: space)...].hasPrefix("v=")
    {
      let vStart = rest.index(after: space)
      let maskEnd = rest[vStart...].firstIndex(of: " ") ?? rest.endIndex
      mask = String(rest[..<maskEnd])
      rest = maskEnd < rest.endIndex ? rest[rest.index(after: maskEnd)...] : rest[maskEnd...]
    }
    if rest.first == "'" {
      let body = rest.dropFirst()
      guard let close = Self.closingQuote(in: body) else {
        throw LogDescriptionError(message: "the identifier's quote is not closed")
      }
      identifier = String(body[..<close])
      rest = body[body.index(after: close)...].drop { $0 == " " }
    }
    // The trailing information: `   (active)`, `   (active, names: … )`, `(Names: … )`.
    var names: [(name: String, address: String)] = []
    var superview: LogItemReference?
    for marker in ["(active", "(names:", "(Names:"] {
      guard let range = Self.lastRange(of: marker, in: rest) else { continue }
      let info = rest[range.lowerBound...]
      isActive = marker == "(active"
      if let namesStart = Self.lastRange(of: "names: ", in: info) ?? Self.lastRange(of: "Names: ", in: info) {
        var list = info[namesStart.upperBound...]
        if list.hasSuffix(")") { list = list.dropLast() }
        for entry in list.split(separator: ",") {
          let trimmed = entry.trimmingSpaces
          if trimmed.hasPrefix("'|':") {
            superview = Self.item(trimmed.dropFirst(4), names: [])
            continue
          }
          guard let last = trimmed.lastIndex(of: ":") else { continue }
          names.append((String(trimmed[..<last]), String(trimmed[trimmed.index(after: last)...])))
        }
      }
      rest = rest[..<range.lowerBound]
      break
    }
    rest = rest.trimmingSpaces
    var absolute = false
    if rest.hasSuffix("(LTR)") || rest.hasSuffix("(RTL)") {
      rest = rest.dropLast(5)
      absolute = true
    }
    // A priority printed after the body: ` @750`, ` priority:750`.
    if let at = rest.lastIndex(of: "@"), let value = Double(rest[rest.index(after: at)...]),
      at > rest.startIndex, rest[rest.index(before: at)] == " "
    {
      priority = value
      rest = rest[..<at].trimmingSpaces
    } else if let range = Self.lastRange(of: " priority:", in: rest),
      let value = Double(rest[range.upperBound...])
    {
      priority = value
      rest = rest[..<range.lowerBound]
    }
    self.superview = superview
    first = LogTerm(item: LogItemReference(), attribute: .left, printedAttribute: "")
    relation = .equal
    if rest.hasPrefix("H:") || rest.hasPrefix("V:") {
      try readVisualFormat(rest, names: names, absolute: absolute)
    } else {
      try readEquation(rest, names: names)
    }
    if className == "NSAutoresizingMaskLayoutConstraint" {
      origin = .autoresizing
    } else if Self.systemClasses.contains(className)
      || identifier.map({ id in ConstraintBreakRule.systemIdentifierPrefixes.contains { id.hasPrefix($0) } })
        == true
    {
      origin = .system
    }
  }

  // MARK: Equations

  /// `first.attr REL [m*]second.attr [± c] [NSSpace(n)]`, `first.attr REL [- ]c`, or the legacy
  /// `first.attr REL second.attr * m`.
  private mutating func readEquation(
    _ body: Substring, names: [(name: String, address: String)]
  ) throws(LogDescriptionError) {
    var found: (Range<Substring.Index>, ConstraintRelation)?
    for candidate in ConstraintRelation.allCases {
      if let range = Self.firstRange(of: " " + candidate.rawValue + " ", in: body),
        found.map({ range.lowerBound < $0.0.lowerBound }) ?? true
      {
        found = (range, candidate)
      }
    }
    guard let (range, relation) = found else {
      throw LogDescriptionError(message: "expected '==', '<=' or '>=' in '\(body)'")
    }
    self.relation = relation
    first = try Self.term(body[..<range.lowerBound], names: names)
    var right = body[range.upperBound...].trimmingSpaces
    // System spacing: `… NSSpace(8)`, `… NSLayoutAnchorConstraintSpace(8)`.
    for marker in [" NSSpace(", " NSLayoutAnchorConstraintSpace("] {
      if let start = Self.lastRange(of: marker, in: right), right.hasSuffix(")"),
        let value = Double(right[start.upperBound..<right.index(before: right.endIndex)])
      {
        constant += value
        right = right[..<start.lowerBound]
      }
    }
    // A constant alone: `44`, `- 16`, `-16`.
    let compact = right.filter { $0 != " " }
    if let value = Double(compact) {
      constant += value
      second = nil
      return
    }
    // A trailing ` + c` / ` - c`.
    if let space = right.lastIndex(of: " "), let value = Double(right[right.index(after: space)...]),
      space > right.startIndex
    {
      let signIndex = right.index(before: space)
      let sign = right[signIndex]
      if sign == "+" || sign == "-", signIndex > right.startIndex,
        right[right.index(before: signIndex)] == " "
      {
        constant += sign == "-" ? -value : value
        right = right[..<right.index(before: signIndex)]
      }
    }
    // Legacy postfix multiplier: `second.attr * 0.384615`.
    if let star = Self.lastRange(of: " * ", in: right), let value = Double(right[star.upperBound...]) {
      multiplier = value
      right = right[..<star.lowerBound]
    } else if let star = right.firstIndex(of: "*"), let value = Double(right[..<star]) {
      multiplier = value
      right = right[right.index(after: star)...]
    }
    second = try Self.term(right, names: names)
  }

  /// `ITEM.attribute`, the attribute being the last dot's word.
  static func term(
    _ text: Substring, names: [(name: String, address: String)]
  ) throws(LogDescriptionError) -> LogTerm {
    let trimmed = text.trimmingSpaces
    guard let dot = trimmed.lastIndex(of: ".") else {
      throw LogDescriptionError(message: "expected ITEM.attribute, found '\(trimmed)'")
    }
    let word = String(trimmed[trimmed.index(after: dot)...])
    guard let attribute = LogAttribute.names[word] else {
      throw LogDescriptionError(message: "unknown attribute '\(word)' in '\(trimmed)'")
    }
    let itemText = trimmed[..<dot]
    guard !itemText.isEmpty else {
      throw LogDescriptionError(message: "an attribute without an item: '.\(word)'")
    }
    return LogTerm(item: item(itemText, names: names), attribute: attribute, printedAttribute: word)
  }

  /// An item as printed: `Class:0x…['text']`, `Class:key`, or an accessibility identifier that
  /// `names:` maps to an address.
  static func item(_ text: Substring, names: [(name: String, address: String)]) -> LogItemReference {
    var reference = LogItemReference()
    if let colon = text.firstIndex(of: ":"), colon > text.startIndex,
      text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "_.$".contains($0) })
    {
      reference.className = String(text[..<colon])
      var tail = text[text.index(after: colon)...]
      if let quote = tail.firstIndex(of: "'") {
        var quoted = tail[tail.index(after: quote)...]
        if quoted.hasSuffix("'") { quoted = quoted.dropLast() }
        reference.text = String(quoted)
        tail = tail[..<quote]
      }
      reference.address = String(tail)
      return reference
    }
    if text == "|" {
      reference.isSuperview = true
      return reference
    }
    // iOS 6 prints some items by class alone (`V:[UIView(200)]`).
    reference.accessibilityIdentifier = String(text)
    reference.address = names.last { $0.name == text }?.address
    return reference
  }

  // MARK: Visual format

  /// `H:[a(200)]`, `V:|-(20)-[a]`, `H:[a]-(8)-|`, `H:[a]-(NSSpace(8))-[b]`, with `>=`/`<=` and
  /// `@priority` inside the parentheses.
  private mutating func readVisualFormat(
    _ body: Substring, names: [(name: String, address: String)], absolute: Bool
  ) throws(LogDescriptionError) {
    let horizontal = body.hasPrefix("H:")
    // `(LTR)`/`(RTL)` mark a constraint made on left/right rather than leading/trailing.
    let (near, far): (LayoutAttribute, LayoutAttribute) =
      horizontal ? (absolute ? (.left, .right) : (.leading, .trailing)) : (.top, .bottom)
    var rest = body.dropFirst(2)
    var parts: [VisualPart] = []
    while !rest.isEmpty {
      if rest.first == "|" {
        parts.append(.superview)
        rest = rest.dropFirst()
      } else if rest.first == "[" {
        let inside = rest.dropFirst()
        guard let close = Self.closingBracket(in: inside) else {
          throw LogDescriptionError(message: "unclosed '[' in '\(body)'")
        }
        var itemText = inside[..<close]
        var size: (ConstraintRelation, Double, Double?)?
        if itemText.hasSuffix(")"), let open = Self.sizeOpening(in: itemText) {
          size = try Self.gap(
            itemText[itemText.index(after: open)..<itemText.index(before: itemText.endIndex)])
          itemText = itemText[..<open]
        }
        parts.append(.item(Self.item(itemText, names: names), size: size))
        rest = inside[inside.index(after: close)...]
      } else if rest.hasPrefix("-(") {
        let inside = rest.dropFirst(2)
        guard let close = Self.firstRange(of: ")-", in: inside) else {
          throw LogDescriptionError(message: "unclosed '-(' in '\(body)'")
        }
        parts.append(.gap(try Self.gap(inside[..<close.lowerBound])))
        rest = inside[close.upperBound...]
      } else if rest.first == "-" {
        parts.append(.gap((.equal, 8, nil)))
        rest = rest.dropFirst()
      } else {
        throw LogDescriptionError(message: "unexpected '\(rest)' in '\(body)'")
      }
    }
    func view(_ reference: LogItemReference) -> LogItemReference {
      reference.isSuperview ? (superview ?? reference) : reference
    }
    switch parts.count {
    case 1:
      guard case .item(let item, let size?) = parts[0] else { break }
      let attribute: LayoutAttribute = horizontal ? .width : .height
      first = LogTerm(item: item, attribute: attribute, printedAttribute: attribute.rawValue)
      (relation, constant) = (size.0, size.1)
      if let p = size.2 { priority = p }
      return
    case 3:
      guard case .gap(let g) = parts[1] else { break }
      (relation, constant) = (g.0, g.1)
      if let p = g.2 { priority = p }
      switch (parts[0], parts[2]) {
      case (.superview, .item(let item, _)):
        // first.near == superview.near + c
        first = LogTerm(item: item, attribute: near, printedAttribute: near.rawValue)
        second = LogTerm(
          item: superview ?? LogItemReference(isSuperview: true), attribute: near,
          printedAttribute: near.rawValue)
        return
      case (.item(let item, _), .superview):
        // superview.far == item.far + c
        first = LogTerm(
          item: superview ?? LogItemReference(isSuperview: true), attribute: far,
          printedAttribute: far.rawValue)
        second = LogTerm(item: item, attribute: far, printedAttribute: far.rawValue)
        return
      case (.item(let a, _), .item(let b, _)):
        // b.near == a.far + c
        first = LogTerm(item: view(b), attribute: near, printedAttribute: near.rawValue)
        second = LogTerm(item: view(a), attribute: far, printedAttribute: far.rawValue)
        return
      default: break
      }
    default: break
    }
    throw LogDescriptionError(message: "unsupported visual format '\(body)'")
  }

  /// A piece of a visual-format body.
  private enum VisualPart {
    case superview
    case item(LogItemReference, size: (ConstraintRelation, Double, Double?)?)
    case gap((ConstraintRelation, Double, Double?))
  }

  /// `8`, `>=8`, `0@750`, `NSSpace(8)`, `>=NSLayoutAnchorConstraintSpace(8)`.
  private static func gap(
    _ text: Substring
  ) throws(LogDescriptionError) -> (ConstraintRelation, Double, Double?) {
    var rest = text.trimmingSpaces
    var relation = ConstraintRelation.equal
    for candidate in [ConstraintRelation.greaterThanOrEqual, .lessThanOrEqual, .equal]
    where rest.hasPrefix(candidate.rawValue) {
      relation = candidate
      rest = rest.dropFirst(2)
      break
    }
    var priority: Double?
    if let at = rest.lastIndex(of: "@"), let value = Double(rest[rest.index(after: at)...]) {
      priority = value
      rest = rest[..<at]
    }
    if let open = rest.firstIndex(of: "("), rest.hasSuffix(")") {
      rest = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
    }
    guard let value = Double(rest.filter { $0 != " " }) else {
      throw LogDescriptionError(message: "expected a number, found '\(text)'")
    }
    return (relation, value, priority)
  }

  // MARK: Scanning helpers

  /// The `'` closing an identifier: the first one followed by a space or the end.
  static func closingQuote(in text: Substring) -> Substring.Index? {
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "'" {
        let next = text.index(after: index)
        if next == text.endIndex || text[next] == " " { return index }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The `]` closing an item: the first followed by `-`, `(`, `|` or the end.
  static func closingBracket(in text: Substring) -> Substring.Index? {
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "]" {
        let next = text.index(after: index)
        if next == text.endIndex || "-(|".contains(text[next]) { return index }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The `(` opening a size at the end of an item (`UIView:0x…(200)`, `UIView(>=NSSpace(8))`),
  /// matched from the end so nested parentheses are kept.
  static func sizeOpening(in text: Substring) -> Substring.Index? {
    var depth = 0
    var index = text.endIndex
    while index > text.startIndex {
      index = text.index(before: index)
      if text[index] == ")" { depth += 1 }
      if text[index] == "(" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  static func firstRange(of needle: String, in text: Substring) -> Range<Substring.Index>? {
    text.range(ofLiteral: needle, backwards: false)
  }

  static func lastRange(of needle: String, in text: Substring) -> Range<Substring.Index>? {
    text.range(ofLiteral: needle, backwards: true)
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: Substring {
    var text = self
    while let c = text.first, c == " " || c == "\t" { text = text.dropFirst() }
    while let c = text.last, c == " " || c == "\t" { text = text.dropLast() }
    return text
  }

  /// Where `needle` first (or last) occurs, compared by characters; linear in the text for the
  /// short needles the log reader uses.
  func range(ofLiteral needle: String, backwards: Bool) -> Range<Substring.Index>? {
    let pattern = Array(needle.utf8)
    let found: Int?? = utf8.withContiguousStorageIfAvailable { bytes in
      Self.offset(of: pattern, in: bytes, backwards: backwards)
    }
    let offset = found ?? Self.offset(of: pattern, in: Array(utf8), backwards: backwards)
    guard let offset else { return nil }
    let lower = utf8.index(utf8.startIndex, offsetBy: offset)
    return lower..<utf8.index(lower, offsetBy: pattern.count)
  }

  /// The byte offset of `pattern` in `bytes`, scanning from the start or the end.
  private static func offset(
    of pattern: [UInt8], in bytes: some RandomAccessCollection<UInt8>, backwards: Bool
  ) -> Int? {
    guard let firstByte = pattern.first, pattern.count <= bytes.count else { return nil }
    let base = bytes.startIndex
    let last = bytes.count - pattern.count
    var start = backwards ? last : 0
    while backwards ? start >= 0 : start <= last {
      if bytes[bytes.index(base, offsetBy: start)] == firstByte {
        var k = 1
        while k < pattern.count, bytes[bytes.index(base, offsetBy: start + k)] == pattern[k] { k += 1 }
        if k == pattern.count { return start }
      }
      start += backwards ? -1 : 1
    }
    return nil
  }

}
