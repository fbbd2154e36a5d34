import ShelterSupport

/// A UIKit constraint log read from pasted text: every generation of the "Unable to simultaneously
/// satisfy constraints." message (iOS 6 to today, with or without the autoresizing note, with the
/// `[LayoutConstraints]` prefix, quoted in Markdown), and `po view.constraints` lists.
///
/// Constraints are kept once each, in log order, as printed; each message names its members and
/// the one UIKit broke. One pass over the lines, each read once, so the reader is linear in the
/// log's size.
///
///     let log = ConstraintLog(text: pasted)
///     log.entries.count               // 4
///     log.messages[0].broken          // 1
package struct ConstraintLog: Sendable {
  /// One constraint description as printed.
  package struct Entry: Sendable, Equatable {
    /// The description, `<` to `>`.
    package var text: String
    /// The 1-based line it was first printed on.
    package var line: Int
    /// What it says, or `nil` when it could not be read (``problem`` says why).
    package var description: LogDescription?
    /// Why it could not be read.
    package var problem: String?
  }

  /// One "Unable to simultaneously satisfy constraints." message.
  package struct Message: Sendable, Equatable {
    /// The line of its first line.
    package var line: Int
    /// Its constraints, as indexes into ``entries``, in the order the message lists them.
    package var members: [Int] = []
    /// The constraint the message says UIKit broke.
    package var broken: Int?
    /// Whether the message's constraints are redacted (`<private>`).
    package var isRedacted = false
    /// Whether the message reached its "Will attempt to recover by breaking constraint" line.
    package var reachedBreak = false
  }

  /// Every distinct constraint, in the order the log first prints it.
  package private(set) var entries: [Entry] = []
  /// The messages, in log order.
  package private(set) var messages: [Message] = []
  /// Constraints printed outside any message (a `po view.constraints` list), as indexes.
  package private(set) var loose: [Int] = []
  /// What was not read as printed, in line order.
  package internal(set) var warnings: [ConstraintLogWarning] = []
  /// How many constraint descriptions were redacted as `<private>`.
  package private(set) var redactedCount = 0

  /// Where the reader is in a message.
  private enum State {
    case outside, header, list, awaitingBroken, done
  }

  /// Reads a log; never fails: what it cannot read becomes a warning with its line.
  package init(text: String) {
    var state = State.outside
    var entryByText: [String: Int] = [:]
    var looseSet: Set<Int> = []
    var lineNumber = 0
    var current: Message?
    func finish() {
      guard let message = current else { return }
      if !message.reachedBreak && !message.isRedacted {
        warnings.append(
          ConstraintLogWarning(
            line: message.line, kind: .truncatedMessage,
            message:
              "the message that starts here is cut off: it has no \"Will attempt to recover by breaking constraint\" line"
          ))
      } else if message.reachedBreak && message.broken == nil && !message.isRedacted {
        warnings.append(
          ConstraintLogWarning(
            line: message.line, kind: .truncatedMessage,
            message:
              "the message that starts here names no constraint after \"Will attempt to recover by breaking constraint\""
          ))
      }
      if message.members.isEmpty && !message.isRedacted {
        warnings.append(
          ConstraintLogWarning(
            line: message.line, kind: .truncatedMessage,
            message: "the message that starts here lists no constraint"))
      }
      messages.append(message)
      current = nil
    }
    for rawLine in LineBreaks.lines(of: text) {
      lineNumber += 1
      let line = Self.cleaned(rawLine)
      let trimmed = line.trimmingSpaces
      // Blank lines, and comments a saved log carries (`# source: https://…`, `// …`).
      if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//") { continue }
      if let phrase = trimmed.range(
        ofLiteral: "Unable to simultaneously satisfy constraints", backwards: false)
      {
        // A title that quotes the message (`Fix "Unable to simultaneously satisfy constraints."`)
        // is not one.
        if phrase.lowerBound > trimmed.startIndex,
          "\"'`“‘".contains(trimmed[trimmed.index(before: phrase.lowerBound)])
        {
          continue
        }
        finish()
        current = Message(line: lineNumber)
        state = .header
        if trimmed.range(ofLiteral: "<private>", backwards: false) != nil {
          current?.isRedacted = true
          redactedCount += 1
        }
        continue
      }
      var rest = trimmed
      if let range = trimmed.range(
        ofLiteral: "Will attempt to recover by breaking constraint", backwards: false)
      {
        if current == nil {
          // The message's first lines are missing: the constraints listed just before are its list.
          let startLine = loose.first.map { entries[$0].line } ?? lineNumber
          warnings.append(
            ConstraintLogWarning(
              line: startLine, kind: .truncatedMessage,
              message:
                "the message's first lines are missing; the constraints from here to line \(lineNumber) are read as its list"
            ))
          current = Message(line: startLine, members: loose)
          loose = []
          looseSet = []
        }
        current?.reachedBreak = true
        state = .awaitingBroken
        rest = trimmed[range.upperBound...]
      }
      if rest.range(ofLiteral: "<private>", backwards: false) != nil {
        redactedCount += 1
        current?.isRedacted = true
        if state == .awaitingBroken { state = .done }
        continue
      }
      let found = Self.descriptions(in: rest)
      for item in found {
        guard let text = item.text else {
          warnings.append(
            ConstraintLogWarning(
              line: lineNumber, kind: .truncatedMessage,
              message: "the constraint description is cut off (no closing '>'): \(Self.excerpt(item.start))"))
          continue
        }
        let (index, isNew) = entryByText.number(for: text, next: entries.count)
        if isNew {
          var entry = Entry(text: text, line: lineNumber)
          do {
            entry.description = try LogDescription(parsing: text.dropFirst().dropLast())
          } catch {
            entry.problem = error.message
            warnings.append(
              ConstraintLogWarning(
                line: lineNumber, kind: .unreadableConstraint,
                message: "cannot read the constraint, it is listed but not solved: \(error.message)"))
          }
          entries.append(entry)
        }
        switch state {
        case .awaitingBroken:
          if current?.members.contains(index) == false {
            // Matched by address when the text differs only in its information.
            if let address = entries[index].description?.address,
              let member = current?.members.first(where: { entries[$0].description?.address == address })
            {
              current?.broken = member
            } else {
              warnings.append(
                ConstraintLogWarning(
                  line: lineNumber, kind: .unknownBroken,
                  message: "the broken constraint is not in the message's list; it is added to it"))
              current?.members.append(index)
              current?.broken = index
            }
          } else {
            current?.broken = index
          }
          state = .done
        case .header, .list:
          current?.members.append(index)
          state = .list
        case .outside, .done:
          if state == .done { finish() }
          state = .outside
          if looseSet.insert(index).inserted { loose.append(index) }
        }
      }
      if found.isEmpty && !Self.isBoilerplate(rest) && !(state == .awaitingBroken && rest.isEmpty) {
        warnings.append(
          ConstraintLogWarning(
            line: lineNumber, kind: .skippedLine,
            message: "not a constraint or part of UIKit's message, skipped: \(Self.excerpt(trimmed))"))
      }
    }
    finish()
  }

  /// The line with Markdown's quoting (`> `) and escapes (`\<`, `\>`, `\"`) taken off, as issue
  /// trackers show pasted logs.
  static func cleaned(_ raw: Substring) -> Substring {
    var trimmed = raw.trimmingSpaces
    while trimmed.first == ">" {
      trimmed = trimmed.dropFirst().trimmingSpaces
    }
    guard trimmed.contains("\\") else { return trimmed }
    var out = ""
    var index = trimmed.startIndex
    while index < trimmed.endIndex {
      let c = trimmed[index]
      let next = trimmed.index(after: index)
      if c == "\\", next < trimmed.endIndex, "<>\"".contains(trimmed[next]) {
        out.append(trimmed[next])
        index = trimmed.index(after: next)
        continue
      }
      out.append(c)
      index = next
    }
    return Substring(out)
  }

  /// The constraint descriptions a line holds, `<…Constraint:0x… …>` each, in order; an
  /// unterminated one has `text == nil`.
  static func descriptions(in line: Substring) -> [(text: String?, start: Substring)] {
    var found: [(String?, Substring)] = []
    var index = line.startIndex
    while let open = line[index...].firstIndex(of: "<") {
      let after = line.index(after: open)
      var cursor = after
      while cursor < line.endIndex,
        line[cursor].isLetter || line[cursor].isNumber || "_.$".contains(line[cursor])
      {
        cursor = line.index(after: cursor)
      }
      let className = line[after..<cursor]
      guard cursor < line.endIndex, line[cursor] == ":", className.hasSuffix("Constraint") else {
        index = after
        continue
      }
      // The description ends at the first '>' followed by the end, a quote, a comma, a bracket or a space.
      var end: Substring.Index?
      var scan = cursor
      while scan < line.endIndex {
        if line[scan] == ">" {
          let next = line.index(after: scan)
          if next == line.endIndex || "\",])} ".contains(line[next]) {
            end = scan
            break
          }
        }
        scan = line.index(after: scan)
      }
      guard let end else {
        found.append((nil, line[open...]))
        break
      }
      found.append((String(line[open...end]), line[open...end]))
      index = line.index(after: end)
    }
    return found
  }

  /// Lines of UIKit's message and of lldb's array printing that carry no constraint.
  static func isBoilerplate(_ text: Substring) -> Bool {
    let known = [
      "Probably at least one of the constraints", "Try this:", "(1) look at each constraint",
      "(2) find the code that added", "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints",
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
      "The methods in the UIConstraintBasedLayoutDebugging category", "Set the NSUserDefault",
      "Break on objc_exception_throw", "<__NSArray", "<__NSSingleObjectArray", "(lldb)", "```",
      "Printing description of", "translatesAutoresizingMaskIntoConstraints)", "refer to the documentation",
      "to catch this in the debugger", "may also be helpful",
    ]
    for marker in known where text.range(ofLiteral: marker, backwards: false) != nil { return true }
    // A view's line of a recursiveDescription (`describe --constraints` prints both).
    let view = text.drop { $0 == "|" || $0 == " " || $0 == "\t" }
    if view.first == "<", view.range(ofLiteral: "; frame = ", backwards: false) != nil { return true }
    return text.allSatisfy { "()[],\"".contains($0) || $0 == " " || $0 == "\t" }
  }

  /// The first 60 characters of a line, for messages.
  static func excerpt(_ text: Substring) -> String {
    text.count > 60 ? String(text.prefix(60)) + "…" : String(text)
  }
}

/// Something a constraint log holds that was not read as printed, with its line.
package struct ConstraintLogWarning: Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem:
  /// - `skippedLine`: a line that is neither a constraint nor part of UIKit's message.
  /// - `unreadableConstraint`: a description that cannot be read (an unknown attribute, a malformed
  ///   body).
  /// - `truncatedMessage`: a message cut off before its end, or a description without its `>`.
  /// - `unknownBroken`: the broken constraint is missing from its message's list.
  /// - `reusedAddress`: one address printed with two classes.
  /// - `redacted`: every constraint is `<private>`.
  /// - `notRebuilt`: a constraint that cannot be rebuilt as Shelter constraints.
  /// - `noConflict`: the log's constraints can all hold in Shelter's solve.
  package enum Kind: Sendable, Equatable {
    case skippedLine, unreadableConstraint, truncatedMessage, unknownBroken, reusedAddress, redacted,
      notRebuilt, noConflict
  }

  /// A warning at a line.
  package init(line: Int, kind: Kind, message: String) {
    (self.line, self.kind, self.message) = (line, kind, message)
  }

  /// `line N: message`.
  package var description: String { "line \(line): \(message)" }

  /// The 1-based line.
  package var line: Int
  /// What kind of problem.
  package var kind: Kind
  /// What is wrong, for people.
  package var message: String
}
