import ShelterFixtures
import ShelterGeometry
import ShelterJSON
package import ShelterSimulation
import ShelterSupport
import ShelterViews

/// Writes simulation snapshots as the contract's `shelter-report/1` JSON or as a table for people.
package enum Report {
  /// The report's format tag.
  package static let formatTag = "shelter-report/1"

  /// The JSON report: per step its index, the step (`"load"` for step 0), the first responder, the
  /// keyboard frame in window space (or `null`), every view's window-space frame and every
  /// notification posted during the step.
  package static func json(
    fixture name: String, policy: String? = nil, snapshots: [StepSnapshot], pretty: Bool = true
  ) -> String {
    var stream = ReportStream(.json(pretty: pretty), fixture: name, policy: policy)
    return stream.header + snapshots.map { stream.text(for: $0) }.joined() + stream.footer
  }

  static func write(_ snapshot: StepSnapshot, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.stepMembers(index: snapshot.index, snapshot.step)
    writer.key("firstResponder")
    if let id = snapshot.firstResponder { writer.string(id) } else { writer.null() }
    writer.key("keyboard")
    if let frame = snapshot.keyboardFrame {
      writer.beginObject()
      writer.snappedMember("frame", frame)
      writer.endObject()
    } else {
      writer.null()
    }
    writer.key("frames")
    writeFrames(snapshot.frames, to: &writer)
    writer.key("notifications")
    writer.beginArray()
    for record in snapshot.notifications { write(record, to: &writer) }
    writer.endArray()
    write(snapshot.insets, to: &writer)
    if !snapshot.constraintBreaks.isEmpty {
      writer.key("brokenConstraints")
      writer.beginArray()
      for name in snapshot.brokenConstraints { writer.string(name) }
      writer.endArray()
    }
    if !snapshot.ambiguousViews.isEmpty {
      writer.key("ambiguousViews")
      writer.beginArray()
      for id in snapshot.ambiguousViews { writer.string(id) }
      writer.endArray()
    }
    if let timeline = snapshot.timeline {
      writer.objects("timeline", timeline) { writer, sample in
        writer.key("t")
        writer.number(NumberText.cleaned(sample.time))
        writer.key("keyboard")
        if let frame = sample.keyboardFrame { writer.rect(frame) } else { writer.null() }
        writer.key("frames")
        writeFrames(sample.frames, to: &writer)
      }
    }
    writer.endObject()
  }

  /// A keyboard notification with its frames and timing, any other with its posting view's id.
  static func write(_ record: PostedNotificationRecord, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("name")
    writer.string(record.name)
    if let info = record.keyboard {
      writer.snappedMember("begin", info.frameBegin)
      writer.snappedMember("end", info.frameEnd)
      writer.key("duration")
      writer.number(NumberText.cleaned(info.animationDuration))
      writer.key("curve")
      writer.number(info.animationCurve.rawValue)
      writer.key("isLocal")
      writer.bool(info.isLocal)
    } else if let object = record.object {
      writer.key("object")
      writer.string(object)
    }
    writer.endObject()
  }

  /// A notification on one line of the text report.
  static func line(_ record: PostedNotificationRecord) -> String {
    guard let info = record.keyboard else { return record.name + (record.object.map { " " + $0 } ?? "") }
    return
      "\(record.name) \(info.frameBegin.tidyText) -> \(info.frameEnd.tidyText) duration \(NumberText.tidy(info.animationDuration)) curve \(info.animationCurve.rawValue)"
      + (info.isLocal ? "" : " not local")
  }

  private static func writeFrames(_ frames: [(id: String, frame: Rect)], to writer: inout JSONWriter) {
    writer.beginObject()
    for (id, frame) in frames {
      writer.key(id)
      writer.rect(frame)
    }
    writer.endObject()
  }

  /// A plain-text report: one block per step with the first responder, the keyboard and a table of
  /// frames; after step 0 only the frames that changed are listed.
  package static func text(fixture name: String, snapshots: [StepSnapshot]) -> String {
    var stream = ReportStream(.text, fixture: name)
    return stream.header + snapshots.map { stream.text(for: $0) }.joined() + stream.footer
  }

  /// One step's block of the text report; `previous` holds the frames last printed.
  static func textBlock(_ snapshot: StepSnapshot, previous: inout [String: Rect]) -> String {
    let title = snapshot.step?.summary ?? "load"
    var out = "\nstep \(snapshot.index): \(title)\n"
    out += "  first responder: \(snapshot.firstResponder.map(TextEscaping.line) ?? "none")\n"
    out += "  keyboard: \(snapshot.keyboardFrame.map(\.tidyText) ?? "hidden")\n"
    let rows = snapshot.frames.filter { snapshot.index == 0 || previous[$0.id] != $0.frame }
    if rows.isEmpty {
      out += "  no frame changed\n"
    } else {
      // Ids one line each, whatever they hold (a line feed is written `\u{A}`).
      let ids = rows.map { TextEscaping.line($0.id) }
      let width = max(2, ids.map(\.count).max() ?? 2)
      out += "  " + "id".padding(toLength: width, withPad: " ", startingAt: 0) + "  frame (window space)\n"
      for (id, (_, frame)) in zip(ids, rows) {
        out +=
          "  " + id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + frame.tidyText + "\n"
      }
    }
    if !snapshot.notifications.isEmpty {
      out += "  notifications:\n"
      for record in snapshot.notifications { out += "    " + TextEscaping.line(line(record)) + "\n" }
    }
    if !snapshot.ambiguousViews.isEmpty {
      out += "  ambiguous: " + TextEscaping.line(snapshot.ambiguousViews.joined(separator: ", ")) + "\n"
    }
    // Each break as UIKit logs it, so a reader (or a log tool) sees the device's message.
    for constraintBreak in snapshot.constraintBreaks { out += "\n" + constraintBreak.uikitLog }
    for (id, frame) in snapshot.frames { previous[id] = frame }
    return out
  }
}

/// A report written one step at a time, so a long simulation is printed as it runs and nothing but
/// the last step's frames is kept: `header`, then ``text(for:)`` for each snapshot in order, then
/// `footer` give exactly what ``Report`` gives for all snapshots at once.
package struct ReportStream {
  /// The report's form.
  package enum Form: Sendable, Equatable {
    /// `shelter-report/1` JSON, indented or on one line.
    case json(pretty: Bool)
    /// The table for people.
    case text
  }

  private let form: Form
  /// The text before the first step.
  package let header: String
  /// The text after the last step.
  package let footer: String
  private var written = 0
  private var previous: [String: Rect] = [:]

  /// A stream for one fixture's report; `policy` is named in JSON unless it is Shelter's.
  package init(_ form: Form, fixture name: String, policy: String? = nil) {
    self.form = form
    switch form {
    case .text:
      header = "fixture \(TextEscaping.line(name))\n"
      footer = ""
    case .json(let pretty):
      var writer = JSONWriter(pretty: pretty)
      writer.beginObject()
      writer.key("format")
      writer.string(Report.formatTag)
      writer.key("fixture")
      writer.string(name)
      if let policy, policy != "shelter" {
        writer.key("policy")
        writer.string(policy)
      }
      writer.key("steps")
      header = writer.output + "["
      footer = (pretty ? "\n  ]\n}" : "]}") + "\n"
    }
  }

  /// The text of the next step.
  package mutating func text(for snapshot: StepSnapshot) -> String {
    defer { written += 1 }
    switch form {
    case .text:
      return Report.textBlock(snapshot, previous: &previous)
    case .json(let pretty):
      var writer = JSONWriter(pretty: pretty)
      Report.write(snapshot, to: &writer)
      let separator = written == 0 ? "" : ","
      guard pretty else { return separator + writer.output }
      // The step sits two levels in (the report object, its steps array): four spaces. JSON
      // strings hold no raw line feeds, so every line feed starts a line of the step.
      let lines = writer.output.split(separator: "\n", omittingEmptySubsequences: false)
      return separator + "\n    " + lines.joined(separator: "\n    ")
    }
  }
}

extension JSONWriter {
  /// The `index` and `step` members every report gives a step: the step as the fixture spells it,
  /// `"load"` for step 0.
  mutating func stepMembers(index: Int, _ step: FixtureStep?) {
    key("index")
    number(index)
    key("step")
    if let step { step.write(to: &self) } else { string("load") }
  }
}
