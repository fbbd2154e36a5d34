// shelter-bench: release-mode measurements of Shelter's hot paths, each against a baseline run in
// the same process. `swift run -c release shelter-bench [--quick]`.
import Foundation
import Shelter
import ShelterDump

let quick = CommandLine.arguments.contains("--quick")
let big = quick ? 100_000 : 1_000_000
let repetitions = quick ? 3 : 5

var rows: [Row] = []

struct Row {
  var name: String
  var size: String
  var perUnit: String
  var baseline: String
  var ratio: String
  var target: String
  var met: Bool?
}

/// Runs `body` several times and returns the median duration in nanoseconds.
func median(_ reps: Int = repetitions, _ body: () -> Void) -> Double {
  var samples: [Double] = []
  for _ in 0..<reps {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
  }
  samples.sort()
  return samples[samples.count / 2]
}

func residentBytes() -> Double {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
  return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
}

func ns(_ value: Double) -> String {
  if value >= 1_000_000 { return String(format: "%.2f ms", value / 1_000_000) }
  if value >= 1_000 { return String(format: "%.2f µs", value / 1_000) }
  return String(format: "%.1f ns", value)
}

@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// A window holding a spine `depth` views deep; the other views are leaves spread over the spine.
func makeTree(views: Int, depth: Int) -> (Window, [View], View) {
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  var spine: [View] = []
  var parent: View = window
  for level in 0..<depth {
    let view = View(frame: Rect(x: 1, y: 1, width: 380, height: 830))
    if level % 10 == 3 { view.transform = Transform(scaleX: 0.99, y: 0.99) }
    try! parent.addSubview(view)
    spine.append(view)
    parent = view
  }
  var made = depth
  var index = 0
  while made < views {
    let leaf = View(frame: Rect(x: Double(made % 300), y: Double(made % 700), width: 20, height: 10))
    try! spine[index % depth].addSubview(leaf)
    made += 1
    index += 1
  }
  let field = TextField(frame: Rect(x: 10, y: 700, width: 300, height: 40))
  try! spine[depth - 1].addSubview(field)
  return (window, spine, field)
}

// MARK: Build

do {
  let before = residentBytes()
  var keep: Window?
  let time = median(1) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    var containers: [View] = []
    for _ in 0..<(big / 100) {
      let container = View(frame: Rect(x: 0, y: 0, width: 390, height: 100))
      try! window.addSubview(container)
      containers.append(container)
    }
    for i in 0..<(big - big / 100) {
      try! containers[i % containers.count].addSubview(View(frame: Rect(x: 1, y: 1, width: 10, height: 10)))
    }
    keep = window
  }
  let growth = residentBytes() - before
  blackHole(keep)
  keep = nil
  let perView = time / Double(big)
  rows.append(Row(name: "build plain views", size: "\(big)", perUnit: ns(perView) + String(format: ", %.0f B/view", growth / Double(big)), baseline: "—", ratio: "—", target: "≤ 300 ns, ≤ 256 B", met: perView <= 300 && growth / Double(big) <= 256))
}

// MARK: First responder

for size in quick ? [10, 1_000, 100_000] : [10, 1_000, 100_000, 1_000_000] {
  let (window, _, field) = makeTree(views: size, depth: min(100, max(1, size / 10)))
  field.becomeFirstResponder()
  let lookups = 1_000_000
  let fast = median {
    for _ in 0..<lookups { blackHole(window.firstResponder) }
  } / Double(lookups)
  let searches = max(1, 2_000_000 / size)
  let slow = median {
    for _ in 0..<searches { blackHole(View.firstResponder(in: window)) }
  } / Double(searches)
  rows.append(Row(name: "first responder via window", size: "\(size)", perUnit: ns(fast), baseline: "search " + ns(slow), ratio: String(format: "%.0fx", slow / fast), target: "≤ 50 ns", met: fast <= 50))
  if size == (quick ? 100_000 : 1_000_000) {
    rows.append(Row(name: "recursive first-responder search", size: "\(size)", perUnit: ns(slow / Double(size)) + "/view", baseline: "—", ratio: "—", target: "≤ 5 ns/view", met: slow / Double(size) <= 5))
  }
}

// MARK: Window frames

do {
  let (window, _, _) = makeTree(views: big, depth: 100)
  let onePass = median {
    var sum = 0.0
    window.forEachFrameInRootSpace { _, frame in sum += frame.origin.x }
    blackHole(sum)
  }
  let views = Array(window.subtree)
  let oneByOne = median(1) {
    var sum = 0.0
    for view in views { sum += view.frameInRootSpace.origin.x }
    blackHole(sum)
  }
  let per = onePass / Double(big)
  rows.append(Row(name: "every view's window frame (depth 100)", size: "\(big)", perUnit: ns(per) + "/view", baseline: "one by one " + ns(oneByOne / Double(big)) + "/view", ratio: String(format: "%.0fx", oneByOne / onePass), target: "≤ 20 ns, ≥ 20x", met: per <= 20 && oneByOne / onePass >= 20))
}

// MARK: Convert

do {
  let depth = 1_000
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  var parent: View = window
  for level in 0..<depth {
    let view = View(frame: Rect(x: 1, y: 2, width: 300, height: 300))
    if level % 50 == 0 { view.transform = Transform(rotationAngle: 0.01) }
    try! parent.addSubview(view)
    parent = view
  }
  let leaf = parent
  let count = 2_000
  let time = median {
    for _ in 0..<count { blackHole(try! leaf.convert(Rect(x: 0, y: 0, width: 10, height: 10), to: nil)) }
  } / Double(count)
  rows.append(Row(name: "convert rect leaf→window", size: "depth \(depth)", perUnit: ns(time / Double(depth)) + "/level", baseline: "—", ratio: "—", target: "≤ 5 ns/level", met: time / Double(depth) <= 5))
}

// MARK: Hit test

do {
  let (window, _, _) = makeTree(views: big, depth: 100)
  let count = 20
  let time = median {
    for i in 0..<count { blackHole(window.hitTest(Point(x: Double(50 + i), y: 700))) }
  } / Double(count)
  rows.append(Row(name: "hit test", size: "\(big)", perUnit: ns(time), baseline: "—", ratio: "—", target: "≤ 50 µs", met: time <= 50_000))
}

// MARK: Notifications

final class Counter: @unchecked Sendable { var count = 0 }

for (observers, filtered) in [(1, false), (10, false), (1_000, false), (10, true)] {
  let hub = NotificationHub()
  let center = NotificationCenter()
  let counter = Counter()
  let target = NSObject()
  let other = NSObject()
  var tokens: [NotificationToken] = []
  var foundation: [any NSObjectProtocol] = []
  let names = (0..<max(1, observers / 10)).map { NotificationName(rawValue: "name\($0)") }
  for i in 0..<observers {
    let name = i < 10 ? names[0] : names[i % names.count]
    let object: AnyObject? = filtered ? (i % 2 == 0 ? target : other) : nil
    tokens.append(hub.addObserver(forName: name, object: object) { _ in counter.count += 1 })
    foundation.append(center.addObserver(forName: Notification.Name(name.rawValue), object: object, queue: nil) { _ in counter.count += 1 })
  }
  let posts = quick ? 20_000 : 100_000
  let postedName = names[0]
  let foundationName = Notification.Name(postedName.rawValue)
  let ours = median {
    for _ in 0..<posts { hub.post(name: postedName, object: filtered ? target : nil) }
  } / Double(posts)
  let theirs = median {
    for _ in 0..<posts { center.post(name: foundationName, object: filtered ? target : nil) }
  } / Double(posts)
  blackHole(tokens)
  for token in foundation { center.removeObserver(token) }
  rows.append(Row(name: "post notification" + (filtered ? " (object filter)" : ""), size: "\(observers) observers", perUnit: ns(ours), baseline: "Foundation " + ns(theirs), ratio: String(format: "%.1fx", theirs / ours), target: "≥ 3x", met: theirs / ours >= 3))
}

// MARK: Keyboard cycle

do {
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let controller = ViewController(frame: window.bounds)
  window.rootViewController = controller
  var fields: [View] = []
  for i in 0..<200 {
    let view: View = i % 20 == 0 ? TextField(frame: Rect(x: 20, y: Double(i) * 4, width: 300, height: 30)) : View(frame: Rect(x: 0, y: Double(i) * 4, width: 390, height: 4))
    try! controller.view.addSubview(view)
    if view is TextField { fields.append(view) }
  }
  try! controller.attachKeyboardAvoidance()
  let keyboard = window.application.keyboard
  let cycles = quick ? 2_000 : 10_000
  let time = median {
    for i in 0..<cycles {
      fields[i % fields.count].becomeFirstResponder()
      keyboard.show(height: 336)
      fields[(i + 5) % fields.count].becomeFirstResponder()
      keyboard.change(height: 291)
      keyboard.hide()
    }
  } / Double(cycles)
  rows.append(Row(name: "keyboard cycle (focus, show, switch, change, hide)", size: "200 views", perUnit: ns(time), baseline: "—", ratio: "—", target: "≤ 20 µs", met: time <= 20_000))
}

// MARK: Loading

do {
  let target = quick ? 2_000_000 : 10_000_000
  var json = #"{"format":"shelter-fixture/1","name":"big","screen":{"size":[390,844]},"window":{"frame":[0,0,390,844],"controller":{"id":"c","view":{"id":"root","frame":[0,0,390,844],"subviews":["#
  var dump = "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>\n   | <UIView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>\n"
  var i = 0
  while json.utf8.count < target {
    if i > 0 { json += "," }
    json += #"{"id":"v\#(i)","kind":"textField","frame":[\#(i % 300),\#(i % 800),120.5,44],"alpha":0.9}"#
    i += 1
  }
  json += "]}}}}"
  var j = 0
  while dump.utf8.count < target {
    dump += "   |    | <UITextField: 0x\(String(j + 16, radix: 16)); frame = (\(j % 300) \(j % 800); 120.5 44); text = 'v\(j)'; layer = <CALayer: 0x10>>\n"
    j += 1
  }
  let bytes = Array(json.utf8)
  let loadTime = median(3) { blackHole(try! Fixture(json: bytes)) }
  let megabytes = Double(bytes.count) / 1_000_000
  let loadRate = megabytes / (loadTime / 1e9)
  rows.append(Row(name: "load fixture", size: String(format: "%.0f MB", megabytes), perUnit: String(format: "%.0f MB/s", loadRate), baseline: "—", ratio: "—", target: "≥ 50 MB/s", met: loadRate >= 50))
  let importTime = median(3) { blackHole(try! Dump(parsing: dump)) }
  let dumpMB = Double(dump.utf8.count) / 1_000_000
  let importRate = dumpMB / (importTime / 1e9)
  rows.append(Row(name: "import dump", size: String(format: "%.0f MB", dumpMB), perUnit: String(format: "%.0f MB/s", importRate), baseline: "—", ratio: "—", target: "≥ 50 MB/s", met: importRate >= 50))
}

// MARK: Table

let headers = ["case", "size", "time per unit", "baseline (same run)", "ratio", "target", "met"]
let table = rows.map { [$0.name, $0.size, $0.perUnit, $0.baseline, $0.ratio, $0.target, $0.met.map { $0 ? "yes" : "no" } ?? "—"] }
let widths = headers.indices.map { column in max(headers[column].count, table.map { $0[column].count }.max() ?? 0) }
func line(_ cells: [String]) -> String {
  "| " + cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
}
print(line(headers))
print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
for row in table { print(line(row)) }
