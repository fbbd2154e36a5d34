#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `shelter` command line as a library: takes the arguments and two output streams and returns
/// the exit status, so tests call it directly.
///
/// Exit statuses: 0 success; 1 violations found, or something asked for was not found; 2 bad
/// arguments, an input that cannot be read or used, or output that cannot be written.
package struct CommandLineTool {
  /// Where normal output goes; a thrown error stops the command with status 2.
  package var output: (String) throws -> Void
  /// Where errors go.
  package var errors: (String) throws -> Void
  /// What `-` reads: standard input unless a test supplies bytes.
  package var input: () throws -> [UInt8]

  /// Creates a tool writing to the given sinks; `input` is what `-` reads (the process's standard
  /// input when `nil`).
  package init(
    output: @escaping (String) throws -> Void, errors: @escaping (String) throws -> Void,
    input: (() throws -> [UInt8])? = nil
  ) {
    self.output = output
    self.errors = errors
    self.input = input ?? { try Descriptor.readAll(0) }
  }

  /// A tool writing to the process's standard output and standard error.
  package static var standard: CommandLineTool {
    CommandLineTool(
      output: writer(descriptor: 1, name: "standard output"),
      errors: writer(descriptor: 2, name: "standard error"))
  }

  /// A sink writing UTF-8 text to an open file descriptor with `write(2)`; it throws (never traps)
  /// when the bytes cannot be written, and ignores `SIGPIPE` so that a closed pipe is an error the
  /// tool handles rather than a signal that kills it.
  package static func writer(descriptor: Int32, name: String) -> (String) throws -> Void {
    Descriptor.ignoreBrokenPipeSignal()
    return { text in try Descriptor.write(Array(text.utf8), to: descriptor, target: name) }
  }

  /// The success status.
  package static let success: Int32 = 0
  /// Violations found, or the thing asked for does not exist.
  package static let failure: Int32 = 1
  /// Bad input: an argument, a file that cannot be used, or output that cannot be written.
  package static let badInput: Int32 = 2

  /// Runs one command; `arguments` excludes the program name.
  package func run(_ arguments: [String]) -> Int32 {
    Invocation(tool: self).run(arguments)
  }

  /// The top-level usage, made from every command's declaration.
  static var usage: String {
    var out = "usage: shelter <command> [options]\n\ncommands:\n"
    for spec in CommandSpec.all {
      out += "  " + spec.usage.dropFirst("usage: shelter ".count) + "\n"
      out += "      " + spec.summary + "\n"
    }
    out += """
        help [COMMAND]
            this list, or a command's options and defaults
        --version
            the tool's version

      `shelter help COMMAND` shows a command's options and defaults. `-` reads standard input
      wherever a file is read; `--` ends the options. Exit status: 0 ok, 1 violations or not
      found, 2 bad arguments, input or output.

      """
    return out
  }
}
