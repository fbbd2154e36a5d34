import Foundation
import ShelterCLI
import ShelterDump
import ShelterFixtures
import ShelterJSON
import ShelterSimulation
import ShelterSupport
import ShelterTestSupport
import Testing

/// Printing a fixture's window, importing the text and printing the imported fixture gives the same
/// text: the importer reads back everything `recursiveDescription` writes (ids from `identifier`,
/// `anchorPoint`, bounds origins, transforms, scroll views, flags, text, counted depth markers).
@Suite("Import round trip")
struct ImportRoundTripTests {
  static let gallery = FixtureGalleryFiles.names

  /// The window of a fixture as loaded, in `recursiveDescription` form.
  static func describe(_ json: String) throws -> String {
    try Scene(fixture: Fixture(json: json)).window.recursiveDescription
  }

  /// The dump text read back into a fixture and printed again.
  static func reprint(_ text: String) throws -> String {
    try describe(try Dump(parsing: text).fixture(name: "imported").jsonText())
  }

  /// Fails with the first line that differs, which reads better than two whole dumps.
  static func expectSame(
    _ first: String, _ second: String, _ context: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard first != second else { return }
    let a = first.split(separator: "\n", omittingEmptySubsequences: false)
    let b = second.split(separator: "\n", omittingEmptySubsequences: false)
    let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
    let left = index < a.count ? String(a[index]) : "<end>"
    let right = index < b.count ? String(b[index]) : "<end>"
    Issue.record(
      "\(context): line \(index + 1) differs\n  printed:  \(left)\n  reprinted: \(right)",
      sourceLocation: sourceLocation)
  }

  @Test(arguments: gallery)
  func galleryFixtureReprintsTheSame(name: String) throws {
    let json = try String(
      contentsOf: FixtureGalleryFiles.directory.appendingPathComponent(name), encoding: .utf8)
    let printed = try Self.describe(json)
    Self.expectSame(printed, try Self.reprint(printed), name)
  }

  @Test func galleryIsNotEmpty() {
    #expect(Self.gallery.count >= 10)
  }

  @Test(arguments: ["login.json", "rotated-card.json", "chat.json"])
  func commandsDescribeImportDescribe(name: String) throws {
    // The same loop through the commands a person runs, with files in between.
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shelter-round-trip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let dumpPath = directory.appendingPathComponent("screen.txt").path
    let fixturePath = directory.appendingPathComponent("screen.json").path

    let first = run(["describe", FixtureGalleryFiles.directory.appendingPathComponent(name).path])
    #expect(first.status == 0)
    try first.output.write(toFile: dumpPath, atomically: true, encoding: .utf8)
    let imported = run(["import", dumpPath, "-o", fixturePath])
    #expect(imported.status == 0, "\(imported.errors)")
    let second = run(["describe", fixturePath])
    #expect(second.status == 0, "\(second.errors)")
    Self.expectSame(first.output, second.output, name)
  }

  func run(_ arguments: [String]) -> ToolRun { ToolRun(arguments) }

  @Test(arguments: [1, 2, 3, 7, 42, 2024, 31_337, 0xC0FFEE] as [UInt64])
  func randomTreeReprintsTheSame(seed: UInt64) throws {
    var generator = RandomFixture(seed: seed)
    let json = generator.json()
    let printed: String
    do {
      printed = try Self.describe(json)
    } catch {
      Issue.record("seed \(seed): the generated fixture does not load: \(error)")
      return
    }
    Self.expectSame(printed, try Self.reprint(printed), "seed \(seed)")
  }

  @Test func chainDeeperThanTheSpelledOutIndentation() throws {
    // 1,500 levels: lines below level 1,000 carry the counted marker `|(×N)`.
    let depth = 1_500
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("screen")
    writer.beginObject()
    writer.key("size")
    writer.beginArray()
    writer.number(390)
    writer.number(844)
    writer.endArray()
    writer.endObject()
    writer.key("window")
    writer.beginObject()
    writer.key("controller")
    writer.beginObject()
    writer.key("id")
    writer.string("main")
    writer.key("view")
    for level in 0..<depth {
      writer.beginObject()
      writer.key("id")
      writer.string("level\(level)")
      writer.key("frame")
      writer.beginArray()
      for value in [0.25, 0.5, 390 - Double(level) / 8, 844 - Double(level) / 4] { writer.number(value) }
      writer.endArray()
      if level + 1 < depth {
        writer.key("subviews")
        writer.beginArray()
      }
    }
    for level in 0..<depth {
      writer.endObject()
      if level + 1 < depth { writer.endArray() }
    }
    writer.endObject()
    writer.endObject()
    writer.endObject()
    let printed = try Self.describe(writer.output)
    #expect(printed.contains("\n   |(×1499) <UIView: "))
    Self.expectSame(printed, try Self.reprint(printed), "chain of \(depth)")
  }

  @Test func describeImportSimulateKeepsEveryOffset() throws {
    // Three scroll views with `contentInset` 37 at the top and no safe-area adjustment: `stated`
    // says (0, 0), `rest` gives no `bounds` and starts at the edge (0, −37), `scrolled` says
    // (0, 250). The dump prints each `contentOffset`, the import states each, and the simulation
    // keeps them: the row at content y 100 of `stated` shows at window y 100.
    let scroll =
      #""contentSize": [390, 3000], "contentInset": [37, 0, 0, 0], "contentInsetAdjustmentBehavior": "never""#
    let fixture = """
      { "format": "shelter-fixture/1", "name": "offsets", "screen": { "size": [390, 844] },
        "window": { "frame": [0, 0, 390, 844], "controller": { "id": "c", "view": {
          "id": "root", "kind": "view", "frame": [0, 0, 390, 844], "subviews": [
            { "id": "stated", "kind": "scrollView", "frame": [0, 0, 390, 844], "bounds": [0, 0, 390, 844], \(scroll),
              "subviews": [ { "id": "row", "kind": "label", "frame": [0, 100, 390, 44] } ] },
            { "id": "rest", "kind": "scrollView", "frame": [0, 0, 390, 844], \(scroll) },
            { "id": "scrolled", "kind": "scrollView", "frame": [0, 0, 390, 844], "bounds": [0, 250, 390, 844], \(scroll) }
          ] } } },
        "steps": [] }
      """
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let fixturePath = try folder.write("screen.json", fixture)
    let described = run(["describe", fixturePath])
    #expect(described.status == 0, "\(described.errors)")
    #expect(described.output.contains("contentOffset: {0, 0}"))
    #expect(described.output.contains("contentOffset: {0, -37}"))
    let dumpPath = try folder.write("screen.txt", described.output)
    let importedPath = folder.path("imported.json")
    let imported = run(["import", dumpPath, "-o", importedPath])
    #expect(imported.status == 0, "\(imported.errors)")
    let simulated = run(["simulate", importedPath, "--json"])
    #expect(simulated.status == 0, "\(simulated.errors)")
    let report = simulated.output.filter { !$0.isWhitespace }
    #expect(report.contains(#""contentOffset":{"stated":[0,0],"rest":[0,-37],"scrolled":[0,250]}"#))
    #expect(report.contains(#""row":[0,100,390,44]"#))
    // The original plays the same.
    let original = run(["simulate", fixturePath, "--json"]).output.filter { !$0.isWhitespace }
    #expect(original.contains(#""contentOffset":{"stated":[0,0],"rest":[0,-37],"scrolled":[0,250]}"#))
    #expect(original.contains(#""row":[0,100,390,44]"#))
  }
}

/// A seeded random fixture exercising every field the dump prints: kinds and custom classes, frames
/// and center + bounds, bounds origins, anchor points, rotations, scales, shears and singular
/// transforms, hidden, alpha, interaction, clipping, scroll content, text with quotes, nested
/// controllers, ids that look like generated ones or need quoting.
///
/// Positions and sizes are multiples of 1/4, so the importer's rounding of derived centers to 1e-6
/// gives them back exactly.
private struct RandomFixture {
  var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  static let kinds = [
    "view", "textField", "textView", "scrollView", "button", "label", "imageView", "tableView", "tableCell",
  ]
  static let classes: [String: String] = [
    "view": "MyApp.Card", "textField": "MyApp.SearchTextField", "textView": "MyApp.NoteTextView",
    "scrollView": "MyApp.FormScrollView", "button": "MyApp.SubmitButton", "label": "MyApp.TitleLabel",
    "imageView": "MyApp.AvatarImageView", "tableView": "MyApp.ListTableView",
    "tableCell": "MyApp.ProfileCell",
  ]
  static let texts = [
    "", "Ada", "it's", "a; b", "x > y", "<tag>", "''", "a' ; b", "two\nlines", "naïve café",
  ]
  static let odd = ["it's", "a;b>c", "名前", "uiView2", "controller", "root", "x = 'y'"]
  static let anchors: [[Double]] = [[0, 0], [1, 1], [0.25, 0.75], [-0.5, 1.5], [0.5, 0]]

  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

  mutating func quarter(_ range: ClosedRange<Int>) -> Double {
    Double(Int.random(in: range.lowerBound * 4...range.upperBound * 4, using: &random)) / 4
  }

  mutating func numbers(_ writer: inout JSONWriter, _ key: String, _ values: [Double]) {
    writer.key(key)
    writer.beginArray()
    for value in values { writer.number(value) }
    writer.endArray()
  }

  mutating func transform() -> [Double] {
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      let angle = Double.random(in: 0..<(2 * Double.pi), using: &random)
      return [cos(angle), sin(angle), -sin(angle), cos(angle), quarter(-20...20), quarter(-20...20)]
    case 1: return [quarter(0...3), 0, 0, quarter(0...3), quarter(-20...20), 0]
    case 2: return [1, 0, quarter(-1...1), 1, 0, 0]
    case 3: return [0, 0, 0, 0, quarter(-5...5), quarter(-5...5)]
    case 4: return [1, 0, 0, 1, 0, 0]
    default:
      let angle = Double(Int.random(in: 0..<8, using: &random)) * Double.pi / 4
      return [2 * cos(angle), 2 * sin(angle), -sin(angle), cos(angle), 0, 0]
    }
  }

  /// Pre-order depths: each view is at most one level below the one before it.
  mutating func depths() -> [Int] {
    var depths = [0]
    for _ in 0..<Int.random(in: 10...60, using: &random) {
      depths.append(Int.random(in: 1...depths.last! + 1, using: &random))
    }
    return depths
  }

  mutating func json() -> String {
    var writer = JSONWriter(pretty: true)
    writer.beginObject()
    writer.key("format")
    writer.string("shelter-fixture/1")
    writer.key("name")
    writer.string("random")
    writer.key("screen")
    writer.beginObject()
    // A dump does not print its screen, so a window frame stays inside a screen large enough to
    // hold it: the importer's screen (the window's size) then gives the window the same insets.
    let windowFrame = chance(30) ? [quarter(-50...50), quarter(-50...50), 400, 800] : nil
    let least = windowFrame == nil ? (300, 300) : (450, 850)
    numbers(&writer, "size", [quarter(least.0...1000), quarter(least.1...1400)])
    writer.endObject()
    writer.key("window")
    writer.beginObject()
    if let windowFrame { numbers(&writer, "frame", windowFrame) }
    writer.key("controller")
    writer.beginObject()
    writer.key("id")
    writer.string("main")
    writer.key("view")

    let depths = depths()
    // Whether each open level sits inside a `{"controller": {…, "view": …}}` holder.
    var wrapped: [Bool] = []
    for (index, depth) in depths.enumerated() {
      let isWrapped = depth > 0 && chance(10)
      if isWrapped {
        writer.beginObject()
        writer.key("controller")
        writer.beginObject()
        writer.key("id")
        writer.string("child\(index)")
        writer.key("view")
      }
      wrapped.append(isWrapped)
      node(index, into: &writer)
      let next = index + 1 < depths.count ? depths[index + 1] : -1
      if next > depth {
        writer.key("subviews")
        writer.beginArray()
        continue
      }
      // Close this view, then every level the next one climbs out of.
      var level = depth
      while true {
        writer.endObject()
        if wrapped.removeLast() {
          writer.endObject()
          writer.endObject()
        }
        if level == next || level == 0 { break }
        writer.endArray()
        level -= 1
      }
    }
    writer.endObject()
    writer.endObject()
    writer.endObject()
    return writer.output
  }

  mutating func node(_ index: Int, into writer: inout JSONWriter) {
    let kind = Self.kinds.randomElement(using: &random)!
    writer.beginObject()
    writer.key("id")
    writer.string(index < Self.odd.count && chance(50) ? Self.odd[index] : "v\(index)")
    writer.key("kind")
    writer.string(kind)
    if chance(30) {
      writer.key("class")
      writer.string(Self.classes[kind]!)
    }
    let width = quarter(0...500)
    let height = quarter(0...500)
    if chance(30) { numbers(&writer, "anchorPoint", Self.anchors.randomElement(using: &random)!) }
    let origin = chance(25) ? [quarter(-100...100), quarter(-100...100)] : [0, 0]
    if chance(20) {
      numbers(&writer, "center", [quarter(-200...800), quarter(-200...800)])
      numbers(&writer, "bounds", origin + [width, height])
    } else {
      numbers(&writer, "frame", [quarter(-200...800), quarter(-200...800), width, height])
      if origin != [0, 0] { numbers(&writer, "bounds", origin + [width, height]) }
    }
    if chance(30) { numbers(&writer, "transform", transform()) }
    if chance(15) {
      writer.key("hidden")
      writer.bool(true)
    }
    if chance(15) {
      writer.key("alpha")
      writer.number(Double.random(in: 0...1, using: &random))
    }
    if chance(20) {
      writer.key("userInteractionEnabled")
      writer.bool(chance(50))
    }
    if chance(15) {
      writer.key("clipsToBounds")
      writer.bool(true)
    }
    if kind == "scrollView" || kind == "tableView" {
      if chance(60) { numbers(&writer, "contentSize", [quarter(0...2000), quarter(0...2000)]) }
      if chance(40) {
        numbers(
          &writer, "contentInset", [quarter(0...100), quarter(0...20), quarter(0...400), quarter(0...20)])
      }
    }
    if ["textField", "textView", "label"].contains(kind), chance(60) {
      writer.key("text")
      writer.string(Self.texts.randomElement(using: &random)!)
    }
  }
}
