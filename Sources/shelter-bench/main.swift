import Foundation
import Shelter
import ShelterDump
// shelter-bench: release-mode measurements of Shelter's hot paths, each next to a baseline measured in
// the same process, printed as one table.
//
//   swift build -c release --product shelter-bench && .build/release/shelter-bench [--quick] [--only KEY]
//
// Times are the calling thread's CPU time (CLOCK_THREAD_CPUTIME_ID), so a busy machine slows the
// numbers less than wall time would; each is the median of several repetitions. `--only` runs the
// sections whose key contains KEY (build, responder, frames, convert, hit, notify, keyboard,
// presentation, timeline, focus, focusscroll, check, policies, reports, layout, constraints,
// scrollform, guide, stack, layoutchecks, formscreens, activate, keyboardmove, load, dump, tokens,
// subviews, whitespace, memory, insets, uikit, growth, growth-constraints, solver-bounds, forms,
// explain).
import ShelterSimulation
import ShelterSupport

// MARK: Options

let arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
let only: String? = arguments.firstIndex(of: "--only").flatMap {
  $0 + 1 < arguments.count ? arguments[$0 + 1] : nil
}
if let flag = arguments.firstIndex(of: "--load-peak"), flag + 1 < arguments.count {
  loadPeakChild(arguments[flag + 1], buildsScene: arguments.contains("--scene"))
}
let big = quick ? 100_000 : 1_000_000
let repetitions = quick ? 3 : 5

func runs(_ key: String) -> Bool { only.map { key.contains($0) } ?? true }

// MARK: Measuring

/// The calling thread's CPU time in nanoseconds.
func cpuNanoseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

/// Runs `body` once to warm up (unless told not to), then `repetitions` times, and returns the
/// median time per unit in nanoseconds.
func measure(units: Int, repetitions: Int = repetitions, warmUp: Bool = true, _ body: () -> Void) -> Double {
  if warmUp { body() }
  var samples: [Double] = []
  for _ in 0..<repetitions {
    let start = cpuNanoseconds()
    body()
    samples.append((cpuNanoseconds() - start) / Double(units))
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// Bytes held by malloc: glibc's `mallinfo2()` in-use and mmapped totals, read through `dlsym`
/// because the C header is not part of the Glibc module. Its 80-byte result comes back through a
/// hidden pointer argument on x86-64; elsewhere this reads the resident set size instead.
func heapBytes() -> Double {
  #if arch(x86_64) && os(Linux)
    typealias Entry = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
    if let symbol = dlsym(nil, "mallinfo2") {  // nil is RTLD_DEFAULT
      let fields = UnsafeMutablePointer<Int>.allocate(capacity: 10)
      defer { fields.deallocate() }
      _ = unsafeBitCast(symbol, to: Entry.self)(UnsafeMutableRawPointer(fields))
      return Double(fields[4] + fields[7])  // hblkhd + uordblks
    }
  #endif
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
  return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
}

@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// The shared SplitMix64 (ShelterSupport), so a seed replays exactly.
typealias SeededGenerator = SplitMix64

// MARK: Table

struct Row {
  var name, size, time, baseline, ratio, target: String
  var met: Bool?
}

var rows: [Row] = []

func duration(_ nanoseconds: Double) -> String {
  if nanoseconds >= 1e6 { return String(format: "%.2f ms", nanoseconds / 1e6) }
  if nanoseconds >= 1e4 { return String(format: "%.1f µs", nanoseconds / 1e3) }
  if nanoseconds >= 1e3 { return String(format: "%.2f µs", nanoseconds / 1e3) }
  if nanoseconds >= 10 { return String(format: "%.0f ns", nanoseconds) }
  return String(format: "%.1f ns", nanoseconds)
}

func grouped(_ value: Int) -> String {
  let digits = Array(String(value))
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { result += "," }
    result.append(digit)
  }
  return result
}

/// `baseline / ours`: above 1 Shelter is that many times faster than the baseline.
func ratio(_ baseline: Double, _ ours: Double) -> String {
  let value = baseline / ours
  return value >= 10 ? String(format: "%.0fx", value) : String(format: "%.2fx", value)
}

@MainActor func report(_ row: Row) {
  rows.append(row)
  FileHandle.standardError.write(Data("  \(row.name) [\(row.size)]: \(row.time)\n".utf8))
}

/// Reports what keyboard avoidance costs: `cycle(true)`, avoidance on, against `cycle(false)`, the
/// same screen without it, both timed in this run in that order; `met` reads both times.
@MainActor func reportAvoidanceCost(
  _ name: String, size: String, target: String, met: (_ with: Double, _ without: Double) -> Bool,
  cycle: (_ avoided: Bool) -> Double
) {
  let with = cycle(true)
  let without = cycle(false)
  report(
    name, size: size, time: with, against: "no avoidance", without, target: target, met: met(with, without))
}

/// Reports a row timed against a baseline measured in the same run, as most rows are: both times in
/// nanoseconds (per `unit`, "/view", when given), shown as durations, and the ratio the baseline's
/// time over ours.
@MainActor func report(
  _ name: String, size: String, time: Double, against baseline: String, _ baselineTime: Double,
  per unit: String = "", target: String, met: Bool?
) {
  report(
    Row(
      name: name, size: size, time: duration(time) + unit,
      baseline: baseline + " " + duration(baselineTime) + unit, ratio: ratio(baselineTime, time),
      target: target, met: met))
}

// MARK: Trees

/// A window over a balanced tree of `views` views (the window included) in which each view holds up
/// to `fanOut` subviews that tile it, alternately in columns and rows. Views are created in
/// pre-order, as the fixture loader and the dump importer create them. The returned field is the
/// last view in pre-order, so a search from the window meets it last.
func makeBalancedTree(views: Int, fanOut: Int) -> (window: Window, field: TextField) {
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  // Heap numbering: view i's subviews are fanOut*i+1 ... fanOut*i+fanOut; walked in pre-order.
  var stack: [(index: Int, parent: View, depth: Int)] = []
  for child in stride(from: min(fanOut, views - 1), through: 1, by: -1) {
    stack.append((child, window, 1))
  }
  var last: View = window
  while let (index, parent, depth) = stack.popLast() {
    let size = parent.bounds.size
    let slot = Double((index - 1) % fanOut)
    let share = 1 / Double(fanOut)
    let frame =
      depth % 2 == 1
      ? Rect(x: slot * share * size.width, y: 0, width: share * size.width, height: size.height)
      : Rect(x: 0, y: slot * share * size.height, width: size.width, height: share * size.height)
    let view = View(frame: frame)
    try! parent.addSubview(view)
    last = view
    let first = fanOut * index + 1
    if first < views {
      for child in stride(from: min(first + fanOut - 1, views - 1), through: first, by: -1) {
        stack.append((child, view, depth + 1))
      }
    }
  }
  let field = TextField(frame: Rect(x: 0, y: 0, width: last.bounds.width, height: last.bounds.height))
  try! last.addSubview(field)
  return (window, field)
}

/// A window over a spine `depth` views deep (every tenth spine view scaled by 0.99) whose other
/// views are leaves shared out over the spine: about `views / depth` siblings under each spine view.
/// Leaves lie in the top half of the window, created in pre-order; the field sits at the bottom of
/// the deepest spine view.
func makeWideTree(views: Int, depth: Int) -> (window: Window, spine: [View], field: TextField) {
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
  let field = TextField(frame: Rect(x: 10, y: 700, width: 300, height: 40))
  try! spine[depth - 1].addSubview(field)
  // Pre-order visits the spine, then the deepest spine view's leaves, then the next one up's.
  let leaves = views - depth - 1
  var made = 0
  for level in stride(from: depth - 1, through: 0, by: -1) {
    let share = leaves / depth + (level < leaves % depth ? 1 : 0)
    for _ in 0..<share {
      let leaf = View(frame: Rect(x: Double(made % 360), y: Double(made % 390), width: 20, height: 10))
      try! spine[level].addSubview(leaf)
      made += 1
    }
  }
  return (window, spine, field)
}

/// The straightforward design the views are compared with: a final class per node with a `weak`
/// parent, an array of children, a frame and two flags.
final class PlainNode {
  weak var parent: PlainNode?
  var children: [PlainNode] = []
  var frame: Rect
  var isTextInput = false
  var isFirstResponder = false
  init(frame: Rect) { self.frame = frame }
}

/// The plain-class tree with the same shape and creation order as ``makeBalancedTree(views:fanOut:)``.
func makePlainTree(views: Int, fanOut: Int) -> PlainNode {
  let root = PlainNode(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  var stack: [(index: Int, parent: PlainNode)] = []
  for child in stride(from: min(fanOut, views - 1), through: 1, by: -1) { stack.append((child, root)) }
  var last = root
  while let (index, parent) = stack.popLast() {
    let node = PlainNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    node.parent = parent
    parent.children.append(node)
    last = node
    let first = fanOut * index + 1
    if first < views {
      for child in stride(from: min(first + fanOut - 1, views - 1), through: first, by: -1) {
        stack.append((child, node))
      }
    }
  }
  let field = PlainNode(frame: .zero)
  field.isTextInput = true
  field.isFirstResponder = true
  field.parent = last
  last.children.append(field)
  return root
}

/// The recipes' search over the plain-class tree: the first text input in pre-order that is first
/// responder, with an explicit stack.
func plainFirstResponder(in root: PlainNode) -> PlainNode? {
  var stack = [root]
  while let node = stack.popLast() {
    if node.isTextInput && node.isFirstResponder { return node }
    stack.append(contentsOf: node.children.reversed())
  }
  return nil
}

// MARK: Build

if runs("build") {
  /// Builds `repetitions` trees, each released before the next outside the timed part; returns the
  /// median time per view and the median heap growth per view.
  func build<Root>(views: Int, _ make: () -> Root) -> (time: Double, bytes: Double) {
    var times: [Double] = []
    var bytes: [Double] = []
    for _ in 0..<3 {
      let before = heapBytes()
      let start = cpuNanoseconds()
      let root = make()
      times.append((cpuNanoseconds() - start) / Double(views))
      bytes.append((heapBytes() - before) / Double(views))
      blackHole(root)
    }
    return (times.sorted()[1], bytes.sorted()[1])
  }
  let views = big
  let ours = build(views: views) { makeBalancedTree(views: views - 1, fanOut: 10).window }
  let plain = build(views: views) { makePlainTree(views: views - 1, fanOut: 10) }
  report(
    Row(
      name: "build plain views (fan-out 10)", size: grouped(views),
      time: duration(ours.time) + "/view, " + String(format: "%.0f B/view", ours.bytes),
      baseline: "plain class " + duration(plain.time) + String(format: ", %.0f B", plain.bytes),
      ratio: ratio(plain.time, ours.time), target: "≤ 300 ns, ≤ 256 B",
      met: ours.time <= 300 && ours.bytes <= 256))
}

// MARK: First responder

if runs("responder") {
  for size in quick ? [10, 1_000, 100_000] : [10, 1_000, 100_000, 1_000_000] {
    let (window, field) = makeBalancedTree(views: size - 1, fanOut: 10)
    field.becomeFirstResponder()
    precondition(window.firstResponder === field && View.firstResponder(in: window) === field)
    let lookups = 1_000_000
    let fast = measure(units: lookups) {
      for _ in 0..<lookups { blackHole(window.firstResponder) }
    }
    let searches = max(1, 2_000_000 / size)
    let slow = measure(units: searches) {
      for _ in 0..<searches { blackHole(View.firstResponder(in: window)) }
    }
    report(
      "first responder via window", size: grouped(size) + " views", time: fast, against: "search", slow,
      target: "≤ 50 ns", met: fast <= 50)
    if size == big {
      let plain = makePlainTree(views: size - 1, fanOut: 10)
      let plainSlow = measure(units: searches) {
        for _ in 0..<searches { blackHole(plainFirstResponder(in: plain)) }
      }
      report(
        "recursive first-responder search", size: grouped(size) + " views", time: slow / Double(size),
        against: "plain class", plainSlow / Double(size), per: "/view", target: "≤ 5 ns/view",
        met: slow / Double(size) <= 5)
    }
  }
}

// MARK: Window frames

if runs("frames") {
  // The target asks for depth 100 and more; one pass costs the same per view at any depth, one by
  // one grows with it, so both depths are shown.
  for depth in [100, 1_000] {
    let (window, _, _) = makeWideTree(views: big, depth: depth)
    let onePass = measure(units: big) {
      var sum = 0.0
      window.forEachFrameInRootSpace { _, frame in sum += frame.origin.x }
      blackHole(sum)
    }
    // One by one on a sample spread over the tree: each view alone costs its depth.
    let all = Array(window.subtree)
    let sample = stride(from: 0, to: all.count, by: 97).map { all[$0] }
    let oneByOne = measure(units: sample.count) {
      var sum = 0.0
      for view in sample { sum += view.frameInRootSpace.origin.x }
      blackHole(sum)
    }
    report(
      "every view's window frame (depth \(grouped(depth)))", size: grouped(big) + " views", time: onePass,
      against: "one by one", oneByOne, per: "/view", target: "≤ 20 ns, ≥ 20x",
      met: onePass <= 20 && oneByOne / onePass >= 20)
  }
}

// MARK: Convert

if runs("convert") {
  let depth = 1_000
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  var parent: View = window
  var steps: [Transform] = []
  for level in 0..<depth {
    let view = View(frame: Rect(x: 1, y: 2, width: 300, height: 300))
    if level % 50 == 0 { view.transform = Transform(rotationAngle: 0.01) }
    try! parent.addSubview(view)
    steps.append(view.transformToSuperview)
    parent = view
  }
  let leaf = parent
  let count = 2_000
  let rect = Rect(x: 0, y: 0, width: 10, height: 10)
  let time = measure(units: count * depth) {
    for _ in 0..<count { blackHole(try! leaf.convert(rect, to: nil)) }
  }
  // The arithmetic alone: the same 1,000 steps composed from a contiguous array.
  let floor = measure(units: count * depth) {
    for _ in 0..<count {
      var composed = Transform.identity
      for step in steps.reversed() { composed = composed.concatenating(step) }
      blackHole(composed.apply(to: rect))
    }
  }
  report(
    "convert rect leaf → window", size: "depth \(depth)", time: time, against: "products of an array", floor,
    per: "/level", target: "≤ 5 ns/level", met: time <= 5)
}

// MARK: Hit test

if runs("hit") {
  var generator = SeededGenerator(state: 42)
  let points = (0..<64).map { _ in
    Point(x: Double.random(in: 0..<390, using: &generator), y: Double.random(in: 0..<844, using: &generator))
  }
  /// The O(n) answer: every view's window frame, keeping the last hittable one that contains the
  /// point (ignores transforms' exact shapes; a floor for any approach that visits every view).
  func bruteForce(_ window: Window, _ point: Point) -> View? {
    var found: View?
    window.forEachFrameInRootSpace { view, frame in
      if view.isHittable, frame.contains(point) { found = view }
    }
    return found
  }
  do {
    let (window, _) = makeBalancedTree(views: big - 1, fanOut: 10)
    let time = measure(units: points.count) {
      for point in points { blackHole(window.hitTest(point)) }
    }
    let brute = measure(units: 2, repetitions: 3) {
      for point in points.prefix(2) { blackHole(bruteForce(window, point)) }
    }
    report(
      "hit test, fan-out 10", size: grouped(big) + " views", time: time, against: "visit all", brute,
      target: "≤ 50 µs", met: time <= 50_000)
  }
  do {
    // Points in the lower half miss every leaf, so each spine view's ~10,000 siblings are all tried.
    let (window, _, _) = makeWideTree(views: big, depth: 100)
    let low = points.map { Point(x: $0.x, y: 450 + $0.y / 4) }.prefix(8)
    let time = measure(units: low.count, repetitions: 3) {
      for point in low { blackHole(window.hitTest(point)) }
    }
    let brute = measure(units: 2, repetitions: 3) {
      for point in low.prefix(2) { blackHole(bruteForce(window, point)) }
    }
    report(
      "hit test, 100 × ~\(grouped(big / 100)) siblings", size: grouped(big) + " views", time: time,
      against: "visit all", brute, target: "— (visits every view)", met: nil)
  }
}

// MARK: Notifications

final class Counter: @unchecked Sendable { var count = 0 }

if runs("notify") {
  for (observers, filtered) in [(1, false), (10, false), (1_000, false), (10, true)] {
    let hub = NotificationHub()
    let center = NotificationCenter()
    let counter = Counter()
    let target = NSObject()
    let other = NSObject()
    var tokens: [NotificationToken] = []
    var foundation: [any NSObjectProtocol] = []
    // 1,000 observers are spread over 100 names, so a post reaches ten of them.
    let names = (0..<max(1, observers / 10)).map { NotificationName(rawValue: "name\($0)") }
    for i in 0..<observers {
      let name = names[i % names.count]
      let object: AnyObject? = filtered ? (i % 2 == 0 ? target : other) : nil
      tokens.append(hub.addObserver(forName: name, object: object) { _ in counter.count += 1 })
      foundation.append(
        center.addObserver(forName: Notification.Name(name.rawValue), object: object, queue: nil) { _ in
          counter.count += 1
        })
    }
    let posts = quick ? 20_000 : 100_000
    let postedName = names[0]
    let foundationName = Notification.Name(postedName.rawValue)
    let ours = measure(units: posts) {
      for _ in 0..<posts { hub.post(name: postedName, object: filtered ? target : nil) }
    }
    let theirs = measure(units: posts) {
      for _ in 0..<posts { center.post(name: foundationName, object: filtered ? target : nil) }
    }
    blackHole(tokens)
    for token in foundation { center.removeObserver(token) }
    let reached = filtered ? observers / 2 : observers / names.count
    report(
      "post notification" + (filtered ? " (object filter)" : ""),
      size: "\(grouped(observers)) observer\(observers == 1 ? "" : "s"), \(reached) called", time: ours,
      against: "Foundation", theirs, target: "≥ 3x", met: theirs / ours >= 3)
  }
}

// MARK: Keyboard cycle

if runs("keyboard") {
  // A 200-view screen with ten fields; runs focus, show, switch, change height, hide `cycles` times.
  reportAvoidanceCost(
    "keyboard cycle (focus, show, switch, change, hide)", size: "200 views", target: "≤ 20 µs",
    met: { with, _ in with <= 20_000 },
    cycle: { avoidance in
      let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
      let controller = ViewController(frame: window.bounds)
      window.rootViewController = controller
      let fields = addFormRows(200, to: controller) { $0 % 20 == 0 }
      if avoidance { try! controller.attachKeyboardAvoidance() }
      let keyboard = window.application.keyboard
      let cycles = quick ? 2_000 : 10_000
      return measure(units: cycles) {
        for i in 0..<cycles {
          fields[i % fields.count].becomeFirstResponder()
          keyboard.show(height: 336)
          fields[(i + 5) % fields.count].becomeFirstResponder()
          keyboard.change(height: 291)
          keyboard.hide()
        }
      }
    })
}

if runs("presentation") { benchmarkPresentationFrames() }
if runs("timeline") { benchmarkTimelineCycle() }
benchmarkFocusKeyboard()
benchmarkFocusScroll()
if runs("check") { benchmarkCheckSteps() }
if runs("policies") { benchmarkPolicyMatrix() }
if runs("reports") { benchmarkReportFormats() }
if runs("layout") { benchmarkLayout() }
runAutoLayoutBenchmarks()
runScrollFormBenchmarks()
runKeyboardGuideBenchmarks()
if runs("stack") { benchmarkStackForms() }
if runs("layoutchecks") {
  benchmarkLayoutChecks()
  benchmarkControlsInUnsafeArea()
}
if runs("formscreens") { benchmarkStackFormScreens() }
if runs("activate") { benchmarkActivation() }
if runs("keyboardmove") { benchmarkKeyboardMove() }

// MARK: Loading

if runs("load") || runs("dump") {
  let target = quick ? 2_000_000 : 10_000_000
  if runs("load") {
    let big = repeatedJSON(
      target,
      head:
        #"{"format":"shelter-fixture/1","name":"big","screen":{"size":[390,844]},"window":{"frame":[0,0,390,844],"controller":{"id":"c","view":{"id":"root","frame":[0,0,390,844],"subviews":["#,
      tail: "]}}}}"
    ) { #"{"id":"v\#($0)","kind":"textField","frame":[\#($0 % 300),\#($0 % 800),120.5,44],"alpha":0.9}"# }
    reportJSONThroughput("load fixture (\(grouped(big.count)) views)", bytes: big.bytes) {
      blackHole(try! Fixture(json: $0))
    }
  }
  if runs("dump") {
    var dump =
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>\n   | <UIView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>\n"
    var j = 0
    while dump.utf8.count < target {
      dump +=
        "   |    | <UITextField: 0x\(String(j + 16, radix: 16)); frame = (\(j % 300) \(j % 800); 120.5 44); text = 'v\(j)'; layer = <CALayer: 0x10>>\n"
      j += 1
    }
    let megabytes = Double(dump.utf8.count) / 1e6
    let time = measure(units: 1, repetitions: 3) { blackHole(try! Dump(parsing: dump)) }
    // A floor: cutting the UTF-8 text into lines, which any importer does first.
    let lines = measure(units: 1, repetitions: 3) {
      blackHole(dump.utf8.split(separator: UInt8(ascii: "\n")))
    }
    reportThroughput(
      "import dump (\(grouped(j)) views)", megabytes: megabytes, time: time, baseline: "split into lines",
      baselineTime: lines)
  }
}

runLinearCostBenchmarks()
if runs("memory") { benchmarkLoadMemory() }
runScrollGuideBenchmarks()
runUIKitHostingBenchmarks()
runUIKitStyledBenchmarks()
runUIKitOverrideBenchmarks()
runGrowthBenchmarks()
if runs("solver-bounds") { runSolverBoundsBenchmarks() }
if runs("forms") { benchmarkDumpForms(target: quick ? 2_000_000 : 10_000_000) }
if runs("explain") { benchmarkExplain(target: 1_000_000) }

// MARK: Output

var load = [0.0, 0.0, 0.0]
getloadavg(&load, 3)
print(
  "shelter-bench \(quick ? "--quick" : "(full)"): \(ProcessInfo.processInfo.activeProcessorCount) cores, "
    + String(format: "load average %.1f, ", load[0])
    + "median of \(repetitions) repetitions, thread CPU time; ratio = baseline time / Shelter time")
let headers = ["case", "size", "time per unit", "baseline (same run)", "ratio", "target", "met"]
let table = rows.map {
  [$0.name, $0.size, $0.time, $0.baseline, $0.ratio, $0.target, $0.met.map { $0 ? "yes" : "no" } ?? "—"]
}
let widths = headers.indices.map { column in
  max(headers[column].count, table.map { $0[column].count }.max() ?? 0)
}
func line(_ cells: [String]) -> String {
  "| "
    + cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
    .joined(separator: " | ") + " |"
}
print(line(headers))
print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
for row in table { print(line(row)) }
