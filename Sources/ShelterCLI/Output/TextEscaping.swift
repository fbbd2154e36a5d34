import ShelterSupport

/// Makes text safe for a terminal and for a CI log: control characters become visible escapes, and
/// no line can be read as a workflow command.
///
/// An id holding NUL or ESC (`"a\u{1B}[2Jb"`) would otherwise reach the terminal raw, where ESC
/// starts a control sequence that can clear the screen or rewrite earlier lines. Every C0 control
/// but line feed and tab, DEL and the C1 controls are written as Swift escapes: `\u{0}`, `\u{1B}`,
/// `\u{7F}`. Everything else, including non-ASCII letters, is kept.
///
/// A GitHub Actions runner executes a line of a job's output (standard output and standard error)
/// that starts with `::` after leading white space, and a line holding `##[` anywhere
/// (docs/ci.md). ``guarded(_:atLineStart:)`` writes a colon that starts a line, and the bracket of
/// `##[`, as escapes, so a name can never issue a command; the annotations of `--format github`
/// are the only lines Shelter writes that start with `::`, and they do not pass through here.
package enum TextEscaping {
  /// Whether the scalar is written as an escape.
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
  }

  /// `text` with its control characters escaped; `text` itself when it has none.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) { out.append(contentsOf: escape(scalar)) } else { out.append(scalar) }
    }
    return String(out)
  }

  /// A name or message meant for one line of a report: as ``escaped(_:)``, and line feeds and tabs
  /// escaped too, so a name holding a line break cannot start a line of its own.
  package static func line(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0) || $0 == "\n" || $0 == "\t" }) else {
      return text
    }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) || scalar == "\n" || scalar == "\t" {
        out.append(contentsOf: escape(scalar))
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// Text for XML or HTML content and attributes (JUnit, the HTML report): control characters as
  /// these visible escapes, then markup escaped (``MarkupText/escaped(_:)``).
  package static func markup(_ text: String) -> String { MarkupText.escaped(escaped(text)) }

  /// `\u{1B}`: how an escaped scalar is written.
  private static func escape(_ scalar: Unicode.Scalar) -> String.UnicodeScalarView {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars
  }

  /// Whether a runner's `TrimStart` skips the scalar before looking for `::` (.NET's
  /// `Char.IsWhiteSpace`, which Unicode's White_Space property matches).
  private static func skippedBeforeCommand(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace && scalar != "\n" && scalar != "\r"
  }

  /// `text` (already ``escaped(_:)``) with every colon that is the first non-space character of a
  /// line written `\u{3A}`, and the `[` of every `##[` written `\u{5B}`; `text` itself when neither
  /// occurs. `atLineStart` says whether the text continues a line already begun with no more than
  /// white space (a report printed in pieces), and is updated to how this text ends.
  package static func guarded(_ text: String, atLineStart: inout Bool) -> String {
    if !mayStartCommand(text, atLineStart: atLineStart) {
      // Nothing to escape (most text): only where the text leaves the line matters.
      atLineStart = endsAtLineStart(text, from: atLineStart)
      return text
    }
    var blank = atLineStart
    var changed = false
    var out = String.UnicodeScalarView()
    var hashes = 0
    for scalar in text.unicodeScalars {
      var escapeIt = false
      if scalar == "\n" || scalar == "\r" {
        blank = true
      } else if blank, skippedBeforeCommand(scalar) {
        // Still the line's leading white space.
      } else {
        escapeIt = (blank && scalar == ":") || (hashes >= 2 && scalar == "[")
        blank = false
      }
      hashes = scalar == "#" ? hashes + 1 : 0
      if escapeIt {
        changed = true
        out.append(contentsOf: escape(scalar))
      } else {
        out.append(scalar)
      }
    }
    atLineStart = blank
    return changed ? String(out) : text
  }

  /// A quick pass over the UTF-8 bytes: `false` when no line of `text` starts, after ASCII white
  /// space, with a colon or a character outside ASCII (which may be white space), and no `##[`
  /// occurs; then ``guarded(_:atLineStart:)`` changes nothing.
  private static func mayStartCommand(_ text: String, atLineStart: Bool) -> Bool {
    var blank = atLineStart
    var hashes = 0
    for byte in text.utf8 {
      if byte == 0x0A || byte == 0x0D {
        blank = true
        hashes = 0
        continue
      }
      if blank {
        if byte == 0x20 || byte == 0x09 { continue }
        if byte == 0x3A || byte >= 0x80 { return true }
        blank = false
      }
      if byte == 0x5B, hashes >= 2 { return true }
      hashes = byte == 0x23 ? hashes + 1 : 0
    }
    return false
  }

  /// Whether, after `text`, the current line holds only white space; `from` is the same before it.
  package static func endsAtLineStart(_ text: String, from: Bool) -> Bool {
    var blank = from
    var index = text.unicodeScalars.endIndex
    while index > text.unicodeScalars.startIndex {
      text.unicodeScalars.formIndex(before: &index)
      let scalar = text.unicodeScalars[index]
      if scalar == "\n" || scalar == "\r" { return true }
      if !skippedBeforeCommand(scalar) {
        blank = false
        break
      }
    }
    return blank
  }

  /// ``guarded(_:atLineStart:)`` for text that starts a line.
  package static func guarded(_ text: String) -> String {
    var atLineStart = true
    return guarded(text, atLineStart: &atLineStart)
  }
}
