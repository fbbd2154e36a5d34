import Shelter

/// Why a screen could not be built or a scenario step could not be played.
///
/// Each case says where: the screen and JSON path, the view and field, or the step by number and
/// action, so the test that threw can be fixed without a debugger.
public enum ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No built-in device profile has this id.
  case unknownDevice(String)
  /// A number of a view (or of the screen, named by its name) is NaN or infinite.
  case nonFiniteNumber(id: String, field: String)
  /// The screen breaks a fixture rule; `path` is the JSON path in the screen's fixture form.
  case invalidScreen(name: String, path: String, message: String)
  /// A step could not be applied; nothing of it was applied. `index` counts steps from 1 (0 is the
  /// load), `action` is the step as messages print it (`focus #email`).
  case stepFailed(index: Int, action: String, reason: String)
  /// A pasted dump could not be imported; `line` is the dump's 1-based line to look at.
  case invalidDump(line: Int, message: String)
  /// A constraint written on a view cannot be made: an id no view has, a size tied to a position,
  /// text outside the grammar. `view` is the view it is written on, `constraint` the constraint as
  /// written (in the fixture grammar).
  case invalidConstraint(screen: String, view: String, constraint: String, message: String)

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .unknownDevice(let id):
      let known = DeviceProfile.all.map(\.id).joined(separator: ", ")
      return "unknown device '\(id)', expected one of \(known)" + DeviceProfile.suggestion(for: id)
    case .nonFiniteNumber(let id, let field):
      return "#\(id): \(field) must be finite"
    case .invalidScreen(let name, let path, let message):
      return "screen '\(name)': \(path): \(message)"
    case .stepFailed(let index, let action, let reason):
      return "step \(index) (\(action)): \(reason)"
    case .invalidDump(let line, let message):
      return "dump line \(line): \(message)"
    case .invalidConstraint(let screen, let view, let constraint, let message):
      return "screen '\(screen)': #\(view) constraint '\(constraint)': \(message)"
    }
  }
}
