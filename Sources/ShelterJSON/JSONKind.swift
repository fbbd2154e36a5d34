/// The kind of value a `JSONNode` holds.
///
/// Callers switch on it to validate a document's shape before reading values, and its
/// `description` ("object", "array", ...) reads well inside "expected an array, found a string".
package enum JSONKind: Hashable, Sendable, CustomStringConvertible {
  /// A `{ ... }` value; read it through `members` or `subscript(key:)`.
  case object
  /// A `[ ... ]` value; read it through `elements` or `subscript(index:)`.
  case array
  /// A string value; read it through `stringValue`.
  case string
  /// A number value; read it through `numberValue`.
  case number
  /// `true` or `false`; read it through `boolValue`.
  case bool
  /// The `null` literal.
  case null

  /// The lower-case name of the kind: `object`, `array`, `string`, `number`, `boolean` or `null`.
  package var description: String {
    switch self {
    case .object: return "object"
    case .array: return "array"
    case .string: return "string"
    case .number: return "number"
    case .bool: return "boolean"
    case .null: return "null"
    }
  }
}
