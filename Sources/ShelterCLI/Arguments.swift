import ShelterGeometry

/// A small, strict argument reader: flags, options with values and positional arguments.
struct Arguments {
  private(set) var positional: [String] = []
  private var options: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// Reads `arguments`; `valued` names the options that take a value, `flagNames` those that do not.
  init(_ arguments: [String], valued: Set<String>, flagNames: Set<String>) throws {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--help" || argument == "-h" {
        flags.insert("--help")
      } else if valued.contains(argument) {
        guard index + 1 < arguments.count else { throw UsageError("\(argument) needs a value") }
        options[argument, default: []].append(arguments[index + 1])
        index += 1
      } else if flagNames.contains(argument) {
        flags.insert(argument)
      } else if argument.hasPrefix("-"), argument.count > 1, Double(argument) == nil,
        !argument.contains(",")
      {
        throw UsageError("unknown option \(argument)")
      } else {
        positional.append(argument)
      }
      index += 1
    }
  }

  func has(_ flag: String) -> Bool { flags.contains(flag) }
  func value(_ option: String) -> String? { options[option]?.last }
  func values(_ option: String) -> [String] { options[option] ?? [] }

  /// Parses `x,y` (or `x y`) into numbers.
  static func numbers(_ text: String, count: Int, what: String) throws -> [Double] {
    let parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
    let values = parts.compactMap(Double.init)
    guard parts.count == count, values.count == count, values.allSatisfy(\.isFinite) else {
      throw UsageError("expected \(what), found '\(text)'")
    }
    return values
  }

  static func point(_ text: String) throws -> Point {
    let n = try numbers(text, count: 2, what: "a point x,y")
    return Point(x: n[0], y: n[1])
  }

  static func rect(_ text: String) throws -> Rect {
    let n = try numbers(text, count: 4, what: "a rect x,y,width,height")
    return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
  }
}
