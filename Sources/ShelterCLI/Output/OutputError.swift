/// Why output could not be written: the stream or file, and the reason in the system's words.
///
/// A reader that went away (`EPIPE`) is a ``brokenPipe``: the command stops quietly, as Unix tools
/// do, because there is nobody left to tell.
struct OutputError: Error, CustomStringConvertible {
  /// `standard output`, `standard error` or the path given to `-o`.
  var target: String
  /// `No space left on device`, `the file is read-only (mode 0444)`.
  var reason: String
  /// Whether the reader of a pipe closed it.
  var brokenPipe = false

  /// `out.svg: cannot be written: No space left on device`.
  var description: String { "\(target): cannot be written: \(reason)" }
}

/// Why an input could not be read, already worded for people: `login.json: no such file`.
struct InputError: Error, Sendable, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A mistake in the command's arguments; the command's usage follows the message.
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
