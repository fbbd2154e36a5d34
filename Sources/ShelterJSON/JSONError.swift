/// A malformed JSON input, with what is wrong and where.
///
/// The position is that of the first byte that cannot be part of a valid document, so an editor
/// jumps straight to it. `line` and `column` are 1-based: lines are separated by LF, CR LF (one
/// break) or a lone CR (old Mac line endings), columns count Unicode scalars from the start of
/// the line (a tab is one column, a UTF-8 byte order mark is not counted), and `offset` is the
/// 0-based byte offset in the input, the byte order mark included.
///
/// `description` is `"line L, column C: <message>"`, where the message follows these rules:
/// - a wrong character reads `expected <what the grammar allows here>, found '<character>'`,
///   e.g. `line 3, column 17: expected ',' or '}' after an object member, found ']'`;
///   a character that is not printable ASCII shows as its code point, `found U+0007`;
/// - input that stops early reads `unexpected end of input, expected <what>`;
/// - every other message starts with the problem (`invalid number: ...`, `number out of range: ...`,
///   `duplicate key "id" in an object`) and, where it helps, says how to fix it.
package struct JSONError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What went wrong, without the position; tests and callers match on it.
  package enum Kind: Hashable, Sendable {
    /// The input holds no value at all: it is empty, or only whitespace and a byte order mark.
    case emptyInput
    /// The input ends in the middle of a value, a string or a container.
    case unexpectedEnd
    /// A character that the grammar does not allow at this point (comments, single quotes,
    /// trailing commas, `NaN`, a missing comma all end up here).
    case unexpectedCharacter(Unicode.Scalar)
    /// A number that does not follow RFC 8259: a leading zero, a lone `-`, `1.`, `1e`.
    case invalidNumber
    /// A well-formed number whose magnitude does not fit in a `Double`: too large, such as
    /// `1e400`, or too close to zero, such as `1e-400`, which `Double("1e-400")` would silently
    /// turn into 0. Zero itself in any spelling (`0e999`) is fine, and so are subnormals (`5e-324`).
    case numberOutOfRange
    /// A backslash followed by something other than `" \ / b f n r t u`, or `\u` without four
    /// hex digits.
    case invalidEscape
    /// A `\u` escape of a UTF-16 surrogate that is not half of a high-low pair.
    case unpairedSurrogate
    /// Bytes that are not well-formed UTF-8 (overlong forms, encoded surrogates, truncated
    /// sequences, code points above U+10FFFF).
    case invalidUTF8
    /// A raw control character (U+0000 to U+001F) inside a string, which must be escaped.
    case controlCharacterInString
    /// The same key appears twice in one object; the payload is the key.
    case duplicateKey(String)
    /// Something other than whitespace follows the root value.
    case trailingContent
    /// Containers nest deeper than the parser's `maxDepth`.
    case tooDeep
    /// The input is 4 GiB or larger, beyond the 32-bit offsets the tape stores.
    case inputTooLarge
  }

  /// What went wrong.
  package let kind: Kind
  /// The 1-based line of the offending byte.
  package let line: Int
  /// The 1-based column, in Unicode scalars, of the offending byte.
  package let column: Int
  /// The 0-based byte offset of the offending byte (the input's length when it ended early).
  package let offset: Int
  /// The human-readable explanation, without the position prefix.
  package let message: String

  /// `"line L, column C: message"`.
  package var description: String { "line \(line), column \(column): \(message)" }

  init(kind: Kind, line: Int, column: Int, offset: Int, message: String) {
    self.kind = kind
    self.line = line
    self.column = column
    self.offset = offset
    self.message = message
  }
}
