import ShelterSupport
public import ShelterValues

/// A constraint as a fixture gives it: the text in the grammar of docs/fixture-format.md
/// (`"field.bottom <= root.keyboardLayoutGuide.top - 10 @750"`), an optional id for steps and
/// reports, and whether it starts active.
public struct FixtureConstraint: Sendable, Equatable {
  /// The id steps and reports name it by; shares the file's id namespace.
  public var id: String?
  /// The constraint, parsed.
  public var expression: ConstraintExpression
  /// Whether it is installed at load (default `true`).
  public var isActive: Bool

  /// A constraint from its parts.
  public init(id: String? = nil, expression: ConstraintExpression, isActive: Bool = true) {
    self.id = id
    self.expression = expression
    self.isActive = isActive
  }

  /// A constraint from the grammar's text.
  public init(id: String? = nil, _ text: String, isActive: Bool = true) throws(ConstraintSyntaxError) {
    self.init(id: id, expression: try ConstraintExpression(parsing: text), isActive: isActive)
  }
}

/// One constraint in the fixture grammar:
/// `item REL [multiplier "*"] item [("+"|"-") constant] ["@" priority]`, or `item REL constant`.
public struct ConstraintExpression: Sendable, Equatable, CustomStringConvertible {
  /// A view's own guide that a constraint can name.
  public enum Guide: String, Sendable, CaseIterable {
    /// `view.safeAreaLayoutGuide`.
    case safeAreaLayoutGuide
    /// `view.layoutMarginsGuide`.
    case layoutMarginsGuide
    /// `view.keyboardLayoutGuide`.
    case keyboardLayoutGuide
    /// A scroll view's `contentLayoutGuide`: its content area, origin at content offset zero, size
    /// the content size.
    case contentLayoutGuide
    /// A scroll view's `frameLayoutGuide`: its frame, whatever it scrolls to.
    case frameLayoutGuide

    /// Whether only scroll views have the guide (the content and frame guides).
    public var isScrollViewGuide: Bool { self == .contentLayoutGuide || self == .frameLayoutGuide }
  }

  /// One side's item: a node id, perhaps one of its guides, and an attribute.
  public struct Item: Sendable, Equatable, CustomStringConvertible {
    /// The node's id.
    public var id: String
    /// The guide, or `nil` for the view itself.
    public var guide: Guide?
    /// The attribute.
    public var attribute: LayoutAttribute

    /// An item from its parts.
    public init(id: String, guide: Guide? = nil, attribute: LayoutAttribute) {
      self.id = id
      self.guide = guide
      self.attribute = attribute
    }

    /// `id.guide.attribute`.
    public var description: String {
      [id, guide?.rawValue, attribute.rawValue].compactMap { $0 }.joined(separator: ".")
    }
  }

  /// The left side.
  public var first: Item
  /// How the sides compare.
  public var relation: ConstraintRelation
  /// The right side's item; `nil` for a constant alone.
  public var second: Item?
  /// What the right item is multiplied by (1 by default).
  public var multiplier: Double
  /// The constant on the right.
  public var constant: Double
  /// The priority, `1...1000` (1000 by default).
  public var priority: Double

  /// A constraint from its parts.
  public init(
    first: Item, relation: ConstraintRelation, second: Item?, multiplier: Double = 1,
    constant: Double = 0,
    priority: Double = 1000
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// The grammar's text, shortest numbers, defaults left out.
  public var description: String {
    var text = first.description + " " + relation.rawValue + " "
    if let second {
      if multiplier != 1 { text += NumberText.shortest(multiplier) + " * " }
      text += second.description
      if constant != 0 { text += (constant < 0 ? " - " : " + ") + NumberText.shortest(abs(constant)) }
    } else {
      text += NumberText.shortest(constant)
    }
    if priority != 1000 { text += " @" + NumberText.shortest(priority) }
    return text
  }

  /// Parses the grammar; an error names the offending token.
  public init(parsing text: String) throws(ConstraintSyntaxError) {
    var scanner = ConstraintGrammar(text)
    self = try scanner.constraint()
  }

  /// Checks what UIKit checks when a constraint is made: one axis, sizes with sizes, no
  /// leading/trailing with left/right, a multiplier that keeps the second item, a constant alone
  /// only for a size, a priority in `1...1000`, finite numbers. Returns the problem and the token.
  public func problem() -> (message: String, token: String)? {
    let broken = ConstraintRule.broken(
      first: first.attribute, second: second?.attribute, multiplier: multiplier, constant: constant,
      priority: priority)
    let secondToken = second?.description ?? ""
    switch broken {
    case nil: return nil
    case .notFinite: return ("numbers must be finite", description)
    case .priorityOutOfRange:
      let shown = NumberText.shortest(priority)
      return ("priority \(shown) is outside 1...1000", "@" + shown)
    case .constantPosition: return ("only width and height may equal a constant alone", first.description)
    case .zeroMultiplier: return ("a multiplier of 0 with a second item", NumberText.shortest(multiplier))
    case .sizeAndPosition: return ("a size cannot be related to a position", secondToken)
    case .mixedAxes: return ("an x-axis attribute cannot be related to a y-axis attribute", secondToken)
    case .mixedDirections:
      return (
        "a constraint cannot be made between a leading/trailing attribute and a right/left attribute",
        secondToken
      )
    }
  }
}

/// A constraint text that does not follow the grammar: what was expected and the token found.
public struct ConstraintSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// The offending token (`""` at the end of the text).
  public var token: String

  /// `message: 'token'`.
  public var description: String { token.isEmpty ? message + " at the end" : "\(message): '\(token)'" }
}

/// A scanner over a constraint's text.
struct ConstraintGrammar {
  private let chars: [Character]
  private var index = 0

  init(_ text: String) { chars = Array(text) }

  private mutating func skipSpaces() {
    while index < chars.count, chars[index].isWhitespace { index += 1 }
  }

  private func peek() -> Character? { index < chars.count ? chars[index] : nil }

  /// The next token, for a message.
  private func token() -> String {
    var i = index
    while i < chars.count, chars[i].isWhitespace { i += 1 }
    var j = i
    while j < chars.count, !chars[j].isWhitespace { j += 1 }
    return String(chars[i..<j])
  }

  mutating func constraint() throws(ConstraintSyntaxError) -> ConstraintExpression {
    let first = try item()
    let relation = try relation()
    var multiplier = 1.0
    var constant = 0.0
    var second: ConstraintExpression.Item?
    skipSpaces()
    if startsNumber() {
      let value = try number()
      skipSpaces()
      if peek() == "*" {
        index += 1
        multiplier = value
        second = try item()
      } else {
        constant = value
      }
    } else {
      second = try item()
    }
    if second != nil {
      skipSpaces()
      if let sign = peek(), sign == "+" || sign == "-" {
        index += 1
        skipSpaces()
        // The constant is a JSON number, so it may carry its own minus: `b.bottom + -16`.
        guard startsNumber() else {
          throw ConstraintSyntaxError(message: "expected a constant after '\(sign)'", token: token())
        }
        constant = try number() * (sign == "-" ? -1 : 1)
      }
    }
    var priority = 1000.0
    skipSpaces()
    if peek() == "@" {
      index += 1
      skipSpaces()
      guard startsNumber() else {
        throw ConstraintSyntaxError(message: "expected a priority after '@'", token: token())
      }
      priority = try number()
    }
    skipSpaces()
    guard index == chars.count else {
      throw ConstraintSyntaxError(message: "unexpected text after the constraint", token: token())
    }
    return ConstraintExpression(
      first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
      priority: priority)
  }

  /// Whether a number starts here: a digit, or a minus before one (JSON numbers have no `+` and
  /// no leading `.`, so those are not numbers and the scanner reports them as such).
  private func startsNumber() -> Bool {
    guard let c = peek() else { return false }
    if c.isASCII && c.isNumber { return true }
    if c == "-" || c == "+" || c == "." {
      let next = index + 1 < chars.count ? chars[index + 1] : nil
      return next.map { $0.isASCII && ($0.isNumber || $0 == ".") } ?? false
    }
    return false
  }

  /// A number in JSON's grammar (RFC 8259, section 6):
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; anything else is an error naming
  /// the text from the number's start to the next space or operator.
  private mutating func number() throws(ConstraintSyntaxError) -> Double {
    let start = index
    func digit(_ c: Character?) -> Bool { c.map { $0.isASCII && $0.isNumber } ?? false }
    func digits() -> Int {
      let from = index
      while digit(peek()) { index += 1 }
      return index - from
    }
    func fail() -> ConstraintSyntaxError {
      var end = index
      while end < chars.count, !chars[end].isWhitespace, !"=<>*@".contains(chars[end]) { end += 1 }
      return ConstraintSyntaxError(
        message: "expected a number (JSON's grammar: -12.5, 0.5, 1e2)",
        token: String(chars[start..<max(end, start)]))
    }
    if peek() == "-" { index += 1 }
    if peek() == "0" {
      index += 1
      if digit(peek()) { throw fail() }
    } else if digits() == 0 {
      throw fail()
    }
    if peek() == "." {
      index += 1
      if digits() == 0 { throw fail() }
    }
    if peek() == "e" || peek() == "E" {
      index += 1
      if peek() == "-" || peek() == "+" { index += 1 }
      if digits() == 0 { throw fail() }
    }
    if let c = peek(), c.isLetter || c == "." || c == "_" { throw fail() }
    let text = String(chars[start..<index])
    guard let value = Double(text), value.isFinite else {
      throw ConstraintSyntaxError(message: "expected a finite number", token: text)
    }
    return value
  }

  private mutating func relation() throws(ConstraintSyntaxError) -> ConstraintRelation {
    skipSpaces()
    for relation in ConstraintRelation.allCases {
      let symbol = Array(relation.rawValue)
      if index + 2 <= chars.count, Array(chars[index..<index + 2]) == symbol {
        index += 2
        return relation
      }
    }
    throw ConstraintSyntaxError(message: "expected '==', '<=' or '>='", token: token())
  }

  /// `ID "." [guide "."] attribute`: the id runs to the first dot; guide and attribute are words.
  private mutating func item() throws(ConstraintSyntaxError) -> ConstraintExpression.Item {
    skipSpaces()
    let start = index
    while let c = peek(), c != ".", !c.isWhitespace, !"=<>*@+".contains(c) { index += 1 }
    let id = String(chars[start..<index])
    guard !id.isEmpty else {
      throw ConstraintSyntaxError(message: "expected an item (id.attribute)", token: token())
    }
    guard peek() == "." else {
      throw ConstraintSyntaxError(message: "expected '.attribute' after the id", token: id)
    }
    index += 1
    var word = self.word()
    var guide: ConstraintExpression.Guide?
    if peek() == "." {
      guard let g = ConstraintExpression.Guide(rawValue: word) else {
        let names = ConstraintExpression.Guide.allCases.map(\.rawValue).joined(separator: ", ")
        throw ConstraintSyntaxError(message: "unknown guide, expected one of \(names)", token: word)
      }
      guide = g
      index += 1
      word = self.word()
    }
    guard let attribute = LayoutAttribute(rawValue: word) else {
      throw ConstraintSyntaxError(message: "unknown attribute", token: word.isEmpty ? token() : word)
    }
    return ConstraintExpression.Item(id: id, guide: guide, attribute: attribute)
  }

  private mutating func word() -> String {
    let start = index
    while let c = peek(), c.isLetter { index += 1 }
    return String(chars[start..<index])
  }
}

extension FixtureNode {
  /// Whether the node sets any Auto Layout field, so fixtures without constraints skip the checks.
  package var hasLayoutFields: Bool {
    let d = details
    return !d.constraints.isEmpty || d.intrinsicContentSize != nil || d.directionalLayoutMargins != nil
      || d.firstBaseline != nil || d.lastBaseline != nil || d.stack != nil
      || d.contentHuggingPriority != AxisPriorities(horizontal: 250, vertical: 250)
      || d.contentCompressionResistancePriority != AxisPriorities(horizontal: 750, vertical: 750)
  }
}
