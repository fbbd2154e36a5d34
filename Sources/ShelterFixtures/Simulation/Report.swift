public import ShelterGeometry
import ShelterJSON

/// Writes simulation snapshots as the contract's `shelter-report/1` JSON or as a table for people.
public enum Report {
  /// The report's format tag.
  public static let formatTag = "shelter-report/1"

  /// The JSON report: per step its index, the step (`"load"` for step 0), the first responder, the
  /// keyboard frame in window space (or `null`) and every view's window-space frame.
  public static func json(
    fixture name: String, policy: String? = nil, snapshots: [StepSnapshot], pretty: Bool = true
  ) -> String {
    var writer = JSONWriter(pretty: pretty)
    writer.beginObject()
    writer.key("format")
    writer.string(formatTag)
    writer.key("fixture")
    writer.string(name)
    if let policy, policy != "shelter" {
      writer.key("policy")
      writer.string(policy)
    }
    writer.key("steps")
    writer.beginArray()
    for snapshot in snapshots { write(snapshot, to: &writer) }
    writer.endArray()
    writer.endObject()
    return writer.output + "\n"
  }

  static func write(_ snapshot: StepSnapshot, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("index")
    writer.number(snapshot.index)
    writer.key("step")
    if let step = snapshot.step { step.write(to: &writer) } else { writer.string("load") }
    writer.key("firstResponder")
    if let id = snapshot.firstResponder { writer.string(id) } else { writer.null() }
    writer.key("keyboard")
    if let frame = snapshot.keyboardFrame {
      writer.beginObject()
      writer.key("frame")
      writer.rect(frame)
      writer.endObject()
    } else {
      writer.null()
    }
    writer.key("frames")
    writeFrames(snapshot.frames, to: &writer)
    if let timeline = snapshot.timeline {
      writer.key("timeline")
      writer.beginArray()
      for sample in timeline {
        writer.beginObject()
        writer.key("t")
        writer.number(ReportNumber.clean(sample.time))
        writer.key("keyboard")
        if let frame = sample.keyboardFrame { writer.rect(frame) } else { writer.null() }
        writer.key("frames")
        writeFrames(sample.frames, to: &writer)
        writer.endObject()
      }
      writer.endArray()
    }
    writer.endObject()
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
  public static func text(fixture name: String, snapshots: [StepSnapshot]) -> String {
    var out = "fixture \(name)\n"
    var previous: [String: Rect] = [:]
    for snapshot in snapshots {
      let title = snapshot.step?.summary ?? "load"
      out += "\nstep \(snapshot.index): \(title)\n"
      out += "  first responder: \(snapshot.firstResponder ?? "none")\n"
      out += "  keyboard: \(snapshot.keyboardFrame.map(formatRect) ?? "hidden")\n"
      let rows = snapshot.frames.filter { snapshot.index == 0 || previous[$0.id] != $0.frame }
      if rows.isEmpty {
        out += "  no frame changed\n"
      } else {
        let width = max(2, rows.map(\.id.count).max() ?? 2)
        out += "  " + "id".padding(toLength: width, withPad: " ", startingAt: 0) + "  frame (window space)\n"
        for (id, frame) in rows {
          out +=
            "  " + id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + formatRect(frame) + "\n"
        }
      }
      for (id, frame) in snapshot.frames { previous[id] = frame }
    }
    return out
  }

  /// `[x, y, w, h]` with tidy numbers.
  public static func formatRect(_ rect: Rect) -> String {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map {
      JSONWriter.format(ReportNumber.clean($0))
    }
    return "[" + values.joined(separator: ", ") + "]"
  }
}
