import ShelterGeometry

/// A command's arguments read against its declaration: operands, option values and flags.
///
/// `--` ends the options (everything after it is an operand), `-` is an operand (standard input),
/// `--name=value` is the same as `--name value`, and an argument that looks like a negative number
/// or a point (`-5`, `-1,2`) is an operand, not an unknown option.
struct ParsedArguments {
  /// The operands in order.
  private(set) var operands: [String] = []
  /// Whether `--help` or `-h` was given.
  private(set) var wantsHelp = false
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []
  private let spec: CommandSpec

  /// Reads `arguments` for `spec`; throws a ``UsageError`` for an unknown option, a missing value,
  /// a repeated option that may appear once, or the wrong number of operands.
  init(_ arguments: [String], for spec: CommandSpec) throws {
    self.spec = spec
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !Self.looksLikeOption(argument) {
        operands.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        wantsHelp = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = spec.option(named: name) else {
        let names = spec.options.flatMap(\.names) + ["--help"]
        throw UsageError("unknown option \(name)" + Suggestion.didYouMean(name, among: names))
      }
      guard option.repeatable || (values[option.name] == nil && !flags.contains(option.name)) else {
        throw UsageError("\(option.name) may be given only once")
      }
      if option.value == nil {
        guard inlineValue == nil else { throw UsageError("\(option.name) takes no value") }
        flags.insert(option.name)
      } else if let inlineValue {
        values[option.name, default: []].append(inlineValue)
      } else if let implicit = option.implicitValue, index == arguments.count || Int(arguments[index]) == nil
      {
        values[option.name, default: []].append(implicit)
      } else {
        guard index < arguments.count else { throw UsageError("\(name) needs a value") }
        values[option.name, default: []].append(arguments[index])
        index += 1
      }
    }
    guard !wantsHelp else { return }
    guard spec.operandCount.contains(operands.count) else { throw UsageError(spec.operandError) }
    try checkPresence()
  }

  /// Every required option was given, and exactly one option of each choice.
  private func checkPresence() throws {
    func given(_ option: OptionSpec) -> Bool { values[option.name] != nil || flags.contains(option.name) }
    for option in spec.options where option.required && !given(option) {
      throw UsageError("\(option.label) is required")
    }
    var choices: [String] = []
    for option in spec.options {
      if let choice = option.choice, !choices.contains(choice) { choices.append(choice) }
    }
    for choice in choices {
      let members = spec.options.filter { $0.choice == choice }
      guard members.filter(given).count == 1 else {
        throw UsageError("give exactly one of " + members.map(\.name).joined(separator: " and "))
      }
    }
  }

  /// Whether `argument` is read as an option: it starts with `-`, is not `-` alone and is not a
  /// number or a list of numbers.
  private static func looksLikeOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument.count > 1 else { return false }
    return Double(argument) == nil && !argument.contains(",")
  }

  /// Whether the flag was given.
  func has(_ option: OptionSpec) -> Bool { has(option.name) }
  /// The option's value, if given.
  func value(_ option: OptionSpec) -> String? { value(option.name) }
  /// Every value of a repeatable option, in order.
  func values(_ option: OptionSpec) -> [String] { values(option.name) }

  /// Whether the flag named `name` (`--json`) was given.
  func has(_ name: String) -> Bool { flags.contains(declared(name)) }
  /// The value of the option named `name`, if given.
  func value(_ name: String) -> String? { values[declared(name)]?.last }
  /// Every value of the option named `name`, in order.
  func values(_ name: String) -> [String] { values[declared(name)] ?? [] }

  /// `name`, checked to be a primary name the command declares: asking for an undeclared option
  /// is a mistake in the command's code.
  private func declared(_ name: String) -> String {
    precondition(spec.option(named: name)?.name == name, "\(spec.name) does not declare \(name)")
    return name
  }

  /// Parses `x,y` (or `x y`) into numbers.
  static func numbers(_ text: String, count: Int, what: String) throws -> [Double] {
    let parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
    let values = parts.compactMap(Double.init)
    guard parts.count == count, values.count == count, values.allSatisfy(\.isFinite) else {
      throw UsageError("expected \(what), found '\(text)'")
    }
    return values
  }

  /// A point `x,y`.
  static func point(_ text: String) throws -> Point {
    let n = try numbers(text, count: 2, what: "a point x,y")
    return Point(x: n[0], y: n[1])
  }

  /// A rect `x,y,width,height`.
  static func rect(_ text: String) throws -> Rect {
    let n = try numbers(text, count: 4, what: "a rect x,y,width,height")
    return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
  }
}
