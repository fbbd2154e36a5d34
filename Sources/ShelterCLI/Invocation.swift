import ShelterFixtures

/// One run of the tool: the command being run, the files it has read, and the only path by which
/// it writes.
///
/// Every byte the command prints, every error and every `-o` file goes through here, so a write
/// that fails becomes status 2 with one line saying what and why, and `-o` can refuse to
/// overwrite a file the command read.
final class Invocation {
  let tool: CommandLineTool
  /// The command's name, for messages: `shelter hit: …`.
  private(set) var command = ""
  /// The identities of every file read so far.
  private(set) var inputs: [FileIdentity] = []
  private var readStandardInput = false

  /// How standard input is named in messages and reports.
  static let standardInputName = "(standard input)"

  init(tool: CommandLineTool) { self.tool = tool }

  /// Runs `arguments` and turns every error into its message and exit status.
  func run(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first else {
      report(CommandLineTool.usage)
      return CommandLineTool.badInput
    }
    command = name
    let rest = Array(arguments.dropFirst())
    var spec: CommandSpec?
    do {
      switch name {
      case "help", "--help", "-h":
        return try help(rest)
      case "--version", "version":
        try emit("shelter 1.0.0\n")
        return CommandLineTool.success
      default:
        guard let found = CommandSpec.named(name) else {
          report(
            "shelter: unknown command '\(name)'"
              + Suggestion.didYouMean(name, among: CommandSpec.all.map(\.name)) + "\n\n"
              + CommandLineTool.usage)
          return CommandLineTool.badInput
        }
        spec = found
        let args = try ParsedArguments(rest, for: found)
        if args.wantsHelp {
          try emit(found.help)
          return CommandLineTool.success
        }
        return try found.run(self, args)
      }
    } catch let error as UsageError {
      report("shelter \(name): \(error.message)\n" + (spec.map { "\n" + $0.help } ?? ""))
    } catch let error as OutputError {
      if !error.brokenPipe { report("shelter \(name): \(error)\n") }
    } catch {
      report("shelter \(name): \(error)\n")
    }
    return CommandLineTool.badInput
  }

  /// `help`, `help COMMAND`; an unknown topic is a usage error.
  private func help(_ topics: [String]) throws -> Int32 {
    guard let topic = topics.first else {
      try emit(CommandLineTool.usage)
      return CommandLineTool.success
    }
    guard let spec = CommandSpec.named(topic), topics.count == 1 else {
      let problem =
        topics.count > 1
        ? "expected one command, found \(topics.count)"
        : "unknown command '\(topic)'" + Suggestion.didYouMean(topic, among: CommandSpec.all.map(\.name))
      report("shelter help: \(problem)\n\n" + CommandLineTool.usage)
      return CommandLineTool.badInput
    }
    try emit(spec.help)
    return CommandLineTool.success
  }

  // MARK: Output

  /// Whether standard output's current line holds nothing yet but white space.
  private var outputAtLineStart = true

  /// Prints human-readable text, with control characters escaped and no line able to start a
  /// workflow command (``TextEscaping/guarded(_:atLineStart:)``).
  func print(_ text: String) throws {
    try tool.output(TextEscaping.guarded(TextEscaping.escaped(text), atLineStart: &outputAtLineStart))
  }

  /// Prints a document (JSON, SVG, well-formed annotations) exactly as given: its format does its
  /// own escaping.
  func emit(_ text: String) throws {
    outputAtLineStart = TextEscaping.endsAtLineStart(text, from: outputAtLineStart)
    try tool.output(text)
  }

  /// Writes a document to `path` (from `-o`), or to standard output when `path` is `nil` or `-`.
  func write(_ document: String, to path: String?) throws {
    guard let path, path != "-" else {
      try emit(document)
      return
    }
    try write(bytes: Array(document.utf8), to: path)
  }

  /// Writes a document given as UTF-8 bytes, as `write(_:to:)` does, without making a `String`
  /// of a large document only to write it to a file.
  func write(bytes document: [UInt8], to path: String?) throws {
    guard let path, path != "-" else {
      try emit(String(decoding: document, as: UTF8.self))
      return
    }
    try OutputFile.write(document, to: path, inputs: inputs)
  }

  /// Writes an error message; when even that fails there is nowhere left to say so.
  func report(_ message: String) {
    try? tool.errors(TextEscaping.guarded(TextEscaping.escaped(message)))
  }

  // MARK: Input

  /// The bytes of `path`, or of standard input for `-` (readable once per run).
  func read(_ path: String) throws -> [UInt8] {
    guard path == "-" else {
      let (bytes, identity) = try InputFiles.read(path)
      inputs.append(identity)
      return bytes
    }
    guard !readStandardInput else { throw UsageError("- (standard input) may be given only once") }
    readStandardInput = true
    if let identity = FileIdentity(regularFileAt: 0) { inputs.append(identity) }
    do {
      return try tool.input()
    } catch {
      throw InputError("\(Self.standardInputName): cannot be read: \(error)")
    }
  }

  /// How `path` is named in messages: itself, or `(standard input)` for `-`.
  static func displayName(_ path: String) -> String {
    path == "-" ? standardInputName : path
  }

  /// Loads and validates one fixture; errors name the file, the line and column and the path.
  func load(_ path: String) throws -> Fixture {
    try FixtureFiles.parse(try read(path), name: Self.displayName(path))
  }
}
