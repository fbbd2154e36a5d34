import ShelterKeyboard

/// One command's whole declaration: operands, options with their defaults and help, what it does
/// and its exit statuses.
///
/// The parser (``ParsedArguments``), the command's help page and the top-level usage are all made
/// from this one value, so what a command accepts and what its help says cannot drift apart.
struct CommandSpec: Sendable {
  /// The command's name, the first argument: `hit`.
  let name: String
  /// The operands as written in the usage line: `FIXTURE x,y`.
  let operands: String
  /// How many operands the command takes.
  let operandCount: ClosedRange<Int>
  /// The usage error when the operand count is wrong: `expected a fixture file and a point x,y`.
  let operandError: String
  /// The options, in the order their help lists them.
  let options: [OptionSpec]
  /// One line for the top-level usage.
  let summary: String
  /// The help page's paragraph.
  let details: String
  /// The exit-status sentence: `0 ok, 2 bad input.`
  let exitStatus: String
  /// Runs the command with arguments already checked against this declaration.
  let run: @Sendable (Invocation, ParsedArguments) throws -> Int32

  /// The usage line: `usage: shelter hit FIXTURE x,y [--step N] [--json]`.
  var usage: String {
    var parts = ["usage: shelter", name]
    if !operands.isEmpty { parts.append(operands) }
    var choicesShown: Set<String> = []
    for option in options {
      guard let choice = option.choice else {
        parts.append(option.synopsis)
        continue
      }
      guard choicesShown.insert(choice).inserted else { continue }
      let members = options.filter { $0.choice == choice }.map(\.label)
      parts.append("(" + members.joined(separator: " | ") + ")")
    }
    return parts.joined(separator: " ")
  }

  /// The help page: usage, the paragraph, every option with its default, the exit statuses.
  var help: String {
    var out = usage + "\n\n" + details + "\n"
    if !options.isEmpty {
      out += "\n"
      let labels = options.map(\.label)
      let width = labels.map(\.count).max() ?? 0
      for (option, label) in zip(options, labels) {
        let fill = String(repeating: " ", count: width - label.count + 2)
        out += "  " + label + fill + option.help + "\n"
      }
    }
    return out + "\nExit status: " + exitStatus + "\n"
  }

  /// The declared option named `name` (`--step` or an alias such as `--output`).
  func option(named name: String) -> OptionSpec? {
    options.first { $0.names.contains(name) }
  }
}

/// One option: its names, the value it takes (if any), whether it may repeat, and its help, which
/// states the default.
struct OptionSpec: Sendable, Hashable {
  /// The names, the primary one first: `["-o", "--output"]`.
  let names: [String]
  /// The value's placeholder (`N`, `NAME`); `nil` for a flag.
  let value: String?
  /// Whether the option may be given more than once.
  let repeatable: Bool
  /// Whether the command needs it.
  let required: Bool
  /// Options sharing a choice name are alternatives: exactly one of them must be given.
  let choice: String?
  /// What it does and its default.
  let help: String
  /// The value an option that takes one has when it is given without one (the next argument is
  /// not a whole number): `--fps` alone is `--fps 60`. `nil`: the value is required.
  let implicitValue: String?

  init(
    _ names: String..., value: String? = nil, implicitValue: String? = nil, repeatable: Bool = false,
    required: Bool = false, choice: String? = nil, help: String
  ) {
    self.names = names
    self.value = value
    self.implicitValue = implicitValue
    self.repeatable = repeatable
    self.required = required
    self.choice = choice
    self.help = help
  }

  /// The primary name: how commands look the option up.
  var name: String { names[0] }

  /// `[--policy NAME]...` in usage lines; a required option has no brackets.
  var synopsis: String {
    let text = name + (value.map { implicitValue == nil ? " " + $0 : " [" + $0 + "]" } ?? "")
    return (required ? text : "[" + text + "]") + (repeatable ? "..." : "")
  }

  /// `-o, --output FILE` in help pages.
  var label: String { names.joined(separator: ", ") + (value.map { " " + $0 } ?? "") }
}

extension OptionSpec {
  /// `--step N`, shared by every command that plays part of a fixture, with one default.
  static let step = OptionSpec(
    "--step", value: "N",
    help: "play the first N steps (default: all of them; 0 is the fixture as loaded)")

  /// `--json`, for commands with a machine-readable result.
  static func json(_ format: String) -> OptionSpec {
    OptionSpec("--json", help: "print \(format) JSON instead of text")
  }

  /// `--policy NAME` for commands that play one policy.
  static let policy = OptionSpec(
    "--policy", value: "NAME",
    help: "avoidance policy: shelter (default), "
      + AvoidancePolicyID.allNames.dropFirst().joined(separator: ", "))

  /// `--device NAME[:ORIENTATION]` for commands that play one fixture.
  static let device = OptionSpec(
    "--device", value: "NAME[:ORIENTATION]",
    help: "lay the fixture out for a device's screen, portrait (default) or landscape, before playing")

  /// `-o FILE` for commands that write a document.
  static func output(_ what: String) -> OptionSpec {
    OptionSpec(
      "-o", "--output", value: "FILE",
      help: "write the \(what) to FILE instead of standard output (- for standard output)")
  }
}
