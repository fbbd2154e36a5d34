import ShelterDump
import ShelterJSON

/// What `shelter explain` prints: the contract's JSON (`constraints`, `uikitBroke`,
/// `shelterBreaks`, `conflict`, plus `fix`, `messages` and `views`) or a page for people.
enum ExplainReport {
  /// The first message (or list) the answer's top-level keys describe.
  static func main(_ analysis: LogAnalysis) -> LogAnalysis.Group? {
    analysis.groups.first { !$0.isRedacted && !$0.members.isEmpty }
  }

  /// The JSON answer; indexes are 0-based into `constraints`.
  static func json(_ log: ConstraintLog, _ analysis: LogAnalysis, ids: [String]) -> String {
    var writer = JSONWriter(pretty: true)
    writer.beginObject()
    writer.key("constraints")
    writer.beginArray()
    for entry in log.entries { writer.string(entry.text) }
    writer.endArray()
    let group = main(analysis)
    write(group, to: &writer, analysis: analysis, ids: ids)
    writer.key("messages")
    writer.beginArray()
    for group in analysis.groups {
      writer.beginObject()
      writer.key("line")
      writer.number(group.line)
      writer.key("members")
      writer.beginArray()
      for member in group.members { writer.number(member) }
      writer.endArray()
      write(group, to: &writer, analysis: analysis, ids: ids)
      writer.endObject()
    }
    writer.endArray()
    writer.key("views")
    writer.beginArray()
    for (index, item) in analysis.items.enumerated() {
      writer.beginObject()
      writer.key("id")
      writer.string(ids[index])
      writer.key("class")
      if let name = item.className { writer.string(name) } else { writer.null() }
      writer.key("address")
      if let address = item.address { writer.string(address) } else { writer.null() }
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
    return writer.output + "\n"
  }

  /// `uikitBroke`, `shelterBreaks`, `conflict` and `fix` of one group (all `null` or empty without one).
  private static func write(
    _ group: LogAnalysis.Group?, to writer: inout JSONWriter, analysis: LogAnalysis, ids: [String]
  ) {
    writer.key("uikitBroke")
    if let i = group?.uikitBroke { writer.number(i) } else { writer.null() }
    writer.key("shelterBreaks")
    if let i = group?.shelterBreaks { writer.number(i) } else { writer.null() }
    writer.key("conflict")
    writer.beginArray()
    for i in group?.conflict ?? [] { writer.number(i) }
    writer.endArray()
    writer.key("fix")
    guard let fix = group?.fix else {
      writer.null()
      return
    }
    writer.beginObject()
    switch fix {
    case .remove(let i):
      writer.key("remove")
      writer.number(i)
    case .stopTranslating(let item):
      writer.key("translatesAutoresizingMaskIntoConstraintsOff")
      writer.string(ids[item])
    case .lowerTo999(let i):
      writer.key("priority999")
      writer.number(i)
    case .useKeyboardLayoutGuide(let i):
      writer.key("useKeyboardLayoutGuide")
      writer.number(i)
    case .knownIssue:
      writer.key("knownIssue")
      writer.bool(true)
    }
    writer.key("verified")
    writer.bool(group?.fixVerified ?? false)
    writer.key("why")
    writer.string(fix.why)
    writer.endObject()
  }

  /// The page for people: per message its conflict, both choices and the fix.
  static func text(_ log: ConstraintLog, _ analysis: LogAnalysis, ids: [String], file: String) -> String {
    var out =
      "\(file): \(log.entries.count) constraint\(log.entries.count == 1 ? "" : "s") in \(log.messages.count) message\(log.messages.count == 1 ? "" : "s")\n"
    func line(_ index: Int) -> String { "    [\(index)] " + log.entries[index].text + "\n" }
    for group in analysis.groups {
      out += "\nline \(group.line): \(group.members.count) constraint\(group.members.count == 1 ? "" : "s")\n"
      if group.isRedacted {
        out += "  redacted (<private>): nothing to explain\n"
        continue
      }
      if group.conflict.isEmpty {
        out += "  Shelter finds no conflict among them\n"
      } else {
        out += "  mutually exclusive (Shelter's solve):\n"
        for index in group.conflict { out += line(index) }
      }
      if let broke = group.uikitBroke {
        out += "  UIKit broke:\n" + line(broke)
      } else {
        out += "  UIKit broke: (the log does not say)\n"
      }
      if let breaks = group.shelterBreaks {
        let agreement =
          group.uikitBroke == nil
          ? "" : (group.uikitBroke == breaks ? " (the same)" : " (UIKit chose differently)")
        out += "  Shelter breaks\(agreement):\n" + line(breaks)
      }
      guard let fix = group.fix else { continue }
      let holds = group.fixVerified ? ", and the rest can all hold\n" : " (not confirmed)\n"
      switch fix {
      case .remove(let i):
        out += "  fix: remove [\(i)]" + holds
      case .stopTranslating(let item):
        let view = analysis.items[item]
        let name = [view.className, view.address].compactMap { $0 }.joined(separator: ":")
        out +=
          "  fix: set translatesAutoresizingMaskIntoConstraints = false on \(ids[item]) (\(name))" + holds
      case .lowerTo999(let i):
        out += "  fix: lower [\(i)] to priority 999" + holds
      case .useKeyboardLayoutGuide(let i):
        out += "  fix: replace [\(i)] by a constraint to view.keyboardLayoutGuide.topAnchor" + holds
      case .knownIssue:
        out += "  fix: none in the app: a known iOS issue\n"
      }
      out += "  why: \(fix.why)\n"
    }
    return out
  }
}
