import Foundation

/// The `shelter` command line as a library: takes the arguments and two output streams and returns
/// the exit status, so tests call it directly.
///
/// Exit statuses: 0 success; 1 violations found or something asked for was not found; 2 bad input
/// (unreadable or invalid file, wrong arguments).
public struct CommandLineTool {
  /// Where normal output goes.
  public var output: (String) -> Void
  /// Where errors go.
  public var errors: (String) -> Void

  /// Creates a tool writing to the given sinks.
  public init(output: @escaping (String) -> Void, errors: @escaping (String) -> Void) {
    self.output = output
    self.errors = errors
  }

  /// A tool writing to the process's standard output and standard error.
  public static var standard: CommandLineTool {
    CommandLineTool(
      output: { FileHandle.standardOutput.write(Data($0.utf8)) },
      errors: { FileHandle.standardError.write(Data($0.utf8)) })
  }

  /// The success status.
  public static let success: Int32 = 0
  /// Violations found, or the thing asked for does not exist.
  public static let failure: Int32 = 1
  /// Bad input: a file or argument that cannot be used.
  public static let badInput: Int32 = 2

  /// Runs one command; `arguments` excludes the program name.
  public func run(_ arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
      output(Self.usage)
      return Self.badInput
    }
    let rest = Array(arguments.dropFirst())
    do {
      switch command {
      case "simulate": return try Simulate(tool: self).run(rest)
      case "check": return try Check(tool: self).run(rest)
      case "convert": return try Convert(tool: self).run(rest)
      case "hit": return try Hit(tool: self).run(rest)
      case "responder": return try Responder(tool: self).run(rest)
      case "describe": return try Describe(tool: self).run(rest)
      case "import": return try Import(tool: self).run(rest)
      case "render": return try Render(tool: self).run(rest)
      case "help", "--help", "-h":
        if let topic = rest.first, let help = Self.help[topic] {
          output(help)
        } else {
          output(Self.usage)
        }
        return Self.success
      case "--version", "version":
        output("shelter 1.0.0\n")
        return Self.success
      default:
        errors("shelter: unknown command '\(command)'\n\n" + Self.usage)
        return Self.badInput
      }
    } catch let error as UsageError {
      errors("shelter \(command): \(error.message)\n")
      if let help = Self.help[command] { errors("\n" + help) }
      return Self.badInput
    } catch {
      errors("shelter \(command): \(error)\n")
      return Self.badInput
    }
  }

  static let usage = """
    usage: shelter <command> [options]

    commands:
      simulate FIXTURE [--json] [--policy NAME]     play a fixture's steps and print every frame
      check FIXTURE_OR_DIR... [--policy NAME]...    run scenarios and report avoidance violations
      convert FIXTURE --from ID --to ID|window (--point x,y | --rect x,y,w,h) [--json]
      hit FIXTURE x,y [--json]                      the view a tap at a window point lands on
      responder FIXTURE [--json]                    the first responder after loading
      describe FIXTURE                              the tree in UIKit's recursiveDescription format
      import DUMP.txt [-o FIXTURE.json] [--name N]  turn a pasted recursiveDescription into a fixture
      render FIXTURE [--step N] [-o screen.svg]     draw the window after a step as SVG

    `shelter help COMMAND` shows a command's options. Exit status: 0 ok, 1 violations or not found,
    2 bad input.

    """
}

/// A mistake in the command's arguments.
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// A bad input file, already formatted for people.
struct InputError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
