// Helpers several benchmark rows share: a form-like screen and MB/s rows.
import Foundation
import Shelter

/// Fills `controller`'s view with `count` rows 4 points apart: the rows `isField` picks are 300 × 30
/// text fields at x 20, the others full-width views 4 points tall. Returns the fields in order.
func addFormRows(_ count: Int, to controller: ViewController, field isField: (Int) -> Bool)
  -> [TextField]
{
  var fields: [TextField] = []
  for i in 0..<count {
    if isField(i) {
      let field = TextField(frame: Rect(x: 20, y: Double(i) * 4, width: 300, height: 30))
      fields.append(field)
      try! controller.view.addSubview(field)
    } else {
      try! controller.view.addSubview(View(frame: Rect(x: 0, y: Double(i) * 4, width: 390, height: 4)))
    }
  }
  return fields
}

/// Times parsing `bytes` and `JSONSerialization` on the same bytes, three runs each, and reports
/// the row in MB/s.
@MainActor func reportJSONThroughput(_ name: String, bytes: [UInt8], _ parse: ([UInt8]) -> Void) {
  let data = Data(bytes)
  let time = measure(units: 1, repetitions: 3) { parse(bytes) }
  let foundation = measure(units: 1, repetitions: 3) {
    blackHole(try! JSONSerialization.jsonObject(with: data))
  }
  reportThroughput(
    name, megabytes: Double(bytes.count) / 1e6, time: time, baseline: "JSONSerialization",
    baselineTime: foundation)
}

/// A row in MB/s against a baseline's MB/s on the same bytes; the target is 50 MB/s.
@MainActor func reportThroughput(
  _ name: String, megabytes: Double, time: Double, baseline: String, baselineTime: Double
) {
  let rate = megabytes / (time / 1e9)
  report(
    Row(
      name: name, size: String(format: "%.0f MB", megabytes), time: String(format: "%.0f MB/s", rate),
      baseline: String(format: "\(baseline) %.0f MB/s", megabytes / (baselineTime / 1e9)),
      ratio: ratio(baselineTime, time), target: "≥ 50 MB/s", met: rate >= 50))
}

/// The gallery's fixtures (`Fixtures/*.json` of this checkout), in name order; none when the folder
/// cannot be read.
func galleryFixtures() -> [Fixture] {
  let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")
  let names = ((try? FileManager.default.contentsOfDirectory(atPath: gallery.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted()
  return names.compactMap { name -> Fixture? in
    guard let data = FileManager.default.contents(atPath: gallery.appendingPathComponent(name).path) else {
      return nil
    }
    return try? Fixture(json: Array(data))
  }
}
