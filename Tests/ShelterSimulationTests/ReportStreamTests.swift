import ShelterCLI
import ShelterFixtures
import ShelterGeometry
import ShelterJSON
import ShelterSimulation
import ShelterSupport
import ShelterTestSupport
import Testing

@Suite("Report stream")
struct ReportStreamTests {
  /// The whole report written by one writer, as the contract describes it, for comparison.
  static func reference(_ name: String, _ snapshots: [StepSnapshot], pretty: Bool) -> String {
    var writer = JSONWriter(pretty: pretty)
    writer.beginObject()
    writer.key("format")
    writer.string("shelter-report/1")
    writer.key("fixture")
    writer.string(name)
    writer.key("steps")
    writer.beginArray()
    for snapshot in snapshots {
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
      writer.beginObject()
      for (id, frame) in snapshot.frames {
        writer.key(id)
        writer.rect(frame)
      }
      writer.endObject()
      writer.key("notifications")
      writer.beginArray()
      for record in snapshot.notifications {
        writer.beginObject()
        writer.key("name")
        writer.string(record.name)
        if let info = record.keyboard {
          writer.key("begin")
          writer.rect(info.frameBegin)
          writer.key("end")
          writer.rect(info.frameEnd)
          writer.key("duration")
          writer.number(info.animationDuration)
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
      writer.endArray()
      writeInsets(snapshot.insets, to: &writer)
      // Only when not empty (the constraint contract's report fields).
      for (key, names) in [
        ("brokenConstraints", snapshot.brokenConstraints), ("ambiguousViews", snapshot.ambiguousViews),
      ]
      where !names.isEmpty {
        writer.key(key)
        writer.beginArray()
        for name in names { writer.string(name) }
        writer.endArray()
      }
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
    return writer.output + "\n"
  }

  /// The per-step safe areas, scroll insets and guides, each member an object keyed by id.
  static func writeInsets(_ insets: SceneInsets, to writer: inout JSONWriter) {
    func members(_ key: String, _ rows: [(String, [Double])]) {
      writer.key(key)
      writer.beginObject()
      for (id, values) in rows {
        writer.key(id)
        writer.beginArray()
        for value in values { writer.number(NumberText.cleaned(value)) }
        writer.endArray()
      }
      writer.endObject()
    }
    func list(_ e: EdgeInsets) -> [Double] { [e.top, e.left, e.bottom, e.right] }
    members("safeArea", insets.safeAreas.map { ($0.id, list($0.insets)) })
    members(
      "contentOffset",
      insets.scrollViews.map { ($0.id, [$0.state.contentOffset.x, $0.state.contentOffset.y]) })
    members("contentInset", insets.scrollViews.map { ($0.id, list($0.state.contentInset)) })
    members("adjustedContentInset", insets.scrollViews.map { ($0.id, list($0.state.adjustedContentInset)) })
    members(
      "keyboardLayoutGuide",
      insets.keyboardLayoutGuides.map {
        ($0.id, [$0.frame.origin.x, $0.frame.origin.y, $0.frame.size.width, $0.frame.size.height])
      })
  }

  @Test(arguments: FixtureGalleryFiles.names, [true, false])
  func streamingWritesTheSameReport(name: String, pretty: Bool) throws {
    let fixture = try FixtureGalleryFiles.load(name)
    let snapshots = try Simulation(fixture: fixture).run()
    var stream = ReportStream(.json(pretty: pretty), fixture: fixture.name)
    var streamed = stream.header
    for snapshot in snapshots { streamed += stream.text(for: snapshot) }
    streamed += stream.footer
    #expect(streamed == Self.reference(fixture.name, snapshots, pretty: pretty))
  }
}
