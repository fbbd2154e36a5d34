/// Why a fixture could not be loaded or one of its steps could not be applied.
///
/// It names the file, the JSON path (`window.controller.view.subviews[1].frame`), the source line
/// and column when known, and what is wrong, so a person can fix the file without guessing.
public struct FixtureError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file, when the fixture came from one.
  public var file: String?
  /// Where in the document: a JSON path such as `steps[2].focus`, or `$` for the whole document.
  public var path: String
  /// The 1-based source line, when known.
  public var line: Int?
  /// The 1-based source column, when known.
  public var column: Int?
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(file: String? = nil, path: String, line: Int? = nil, column: Int? = nil, message: String) {
    (self.file, self.path, self.message) = (file, path, message)
    (self.line, self.column) = (line, column)
  }

  /// `file:line:column: path: message`, the shape compilers use so editors can jump to it.
  public var description: String {
    var location = file ?? "<fixture>"
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    return "\(location): \(path): \(message)"
  }

  /// The same error attributed to a file.
  public func inFile(_ name: String) -> FixtureError {
    var copy = self
    copy.file = name
    return copy
  }
}
