import Foundation
import Shelter
import ShelterCLI
// Peak memory of loading a fixture, per view: each size is loaded in a child process of its own
// (this binary with `--load-peak FILE`), which reads its own high-water mark, `VmHWM` in
// /proc/self/status, and prints it. The child's `ru_maxrss` from `wait4` would not do on Linux:
// the kernel keeps the larger of the old and new address spaces' marks across `execve`, and a
// child started by `posix_spawn` (or `fork`) begins with the parent's, so the number would be the
// benchmark's own peak whenever that is larger than the load's.
import ShelterSimulation

/// The child's side: read the file and decode and validate it, or with `--scene` do what
/// `shelter responder FILE` does (load, build the live scene, play no step, find the first
/// responder), or with `--import` do what `shelter import FILE -o /dev/null` does (read the dump,
/// write and check the fixture); then print `peak BYTES seconds S cpu C` (the load's wall time,
/// the process's CPU time) and exit.
@MainActor func loadPeakChild(_ path: String, buildsScene: Bool) -> Never {
  var clock = timespec()
  clock_gettime(CLOCK_MONOTONIC, &clock)
  let start = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
  if arguments.contains("--import") {
    let tool = CommandLineTool(output: { _ in }, errors: { FileHandle.standardError.write(Data($0.utf8)) })
    guard tool.run(["import", path, "-o", "/dev/null"]) == CommandLineTool.success else { exit(2) }
  } else if buildsScene {
    let tool = CommandLineTool(output: { _ in }, errors: { FileHandle.standardError.write(Data($0.utf8)) })
    // 1 is "no first responder", which a screen of unfocused fields is.
    guard tool.run(["responder", path]) != CommandLineTool.badInput else { exit(2) }
  } else {
    guard let bytes = FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) else { exit(2) }
    do {
      blackHole(try Fixture(json: bytes, file: path))
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(2)
    }
  }
  clock_gettime(CLOCK_MONOTONIC, &clock)
  let seconds = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 - start
  // The process's CPU time, every thread's, counted from its own start (not inherited).
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &clock)
  let cpu = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
  FileHandle.standardOutput.write(Data("peak \(ownPeakResidentBytes()) seconds \(seconds) cpu \(cpu)\n".utf8))
  exit(0)
}

/// This process's peak resident set in bytes: `VmHWM` from /proc/self/status, which belongs to the
/// address space made by the last `execve`; on Darwin, which has no /proc, `getrusage`'s
/// `ru_maxrss` (bytes there).
func ownPeakResidentBytes() -> Int {
  if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      if fields.count >= 3, let kilobytes = Int(fields[1]), fields[2] == "kB" { return kilobytes * 1024 }
    }
  }
  #if os(Linux)
    return 0  // /proc is always there; 0 fails the row rather than report another process's peak
  #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return usage.ru_maxrss
  #endif
}

/// A fixture of `views` text fields under one root view, in the shape the load row uses.
private func flatFixture(views: Int) -> [UInt8] {
  var json =
    #"{"format":"shelter-fixture/1","name":"big","screen":{"size":[390,844]},"window":{"frame":[0,0,390,844],"controller":{"id":"c","view":{"id":"root","frame":[0,0,390,844],"subviews":["#
  for i in 0..<views {
    if i > 0 { json += "," }
    json += #"{"id":"v\#(i)","kind":"textField","frame":[\#(i % 300),\#(i % 800),120.5,44],"alpha":0.9}"#
  }
  json += "]}}}}"
  return Array(json.utf8)
}

/// Sentry's `view-hierarchy.json` with `nodes` nodes under one window: text fields as the window's
/// children (`nested` false, as the import throughput row has them), or cells of a view holding a
/// view holding a text field, so that two nodes in three have children.
private func sentryFile(nodes: Int, nested: Bool) -> [UInt8] {
  var json =
    #"{"rendering_system":"UIKIT","windows":[{"type":"UIWindow","x":0,"y":0,"width":390,"height":844,"children":["#
  func field(_ i: Int) -> String {
    #"{"type":"UITextField","identifier":"v\#(i)","x":\#(i % 300),"y":\#(i % 800),"width":120.5,"height":44,"alpha":1,"visible":true,"children":[]}"#
  }
  func view(_ i: Int) -> String {
    #"{"type":"UIView","x":0,"y":\#(i % 800),"width":390,"height":44,"alpha":1,"visible":true,"children":["#
  }
  var i = 0
  while i < nodes {
    if i > 0 { json += "," }
    if nested, i + 3 <= nodes {
      json += view(i) + view(i + 1) + field(i + 2) + "]}]}"
      i += 3
    } else {
      json += field(i)
      i += 1
    }
  }
  json += "]}]}"
  return Array(json.utf8)
}

/// The peak resident set in bytes, the load's wall seconds and the process's CPU seconds of this
/// binary run as `--load-peak path` (and `flags`), as the child prints them, or `nil` when it failed.
private func childPeak(loading path: String, flags: [String]) -> (
  bytes: Double, seconds: Double, cpu: Double
)? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--load-peak", path] + flags
  let pipe = Pipe()
  process.standardOutput = pipe
  guard (try? process.run()) != nil else { return nil }
  let printed = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  let fields = String(decoding: printed, as: UTF8.self).split(whereSeparator: \.isWhitespace)
  guard fields.count == 6, fields[0] == "peak", let bytes = Double(fields[1]),
    let seconds = Double(fields[3]),
    let cpu = Double(fields[5])
  else { return nil }
  return (bytes, seconds, cpu)
}

@MainActor func benchmarkLoadMemory() {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "shelter-bench-memory-\(getpid())")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }

  func measured(views: Int, buildsScene: Bool) -> (peak: Double, seconds: Double, cpu: Double, file: Double)?
  {
    let url = folder.appendingPathComponent("flat-\(views).json")
    let bytes = flatFixture(views: views)
    guard FileManager.default.createFile(atPath: url.path, contents: Data(bytes)) else { return nil }
    defer { try? FileManager.default.removeItem(at: url) }
    return childPeak(loading: url.path, flags: buildsScene ? ["--scene"] : []).map {
      ($0.bytes, $0.seconds, $0.cpu, Double(bytes.count))
    }
  }

  // Per view is the slope between two sizes, which leaves out what a process pays once (the
  // runtime, the allocator's arenas); the file's own bytes are held once and subtracted.
  let (small, large) = quick ? (10_000, 100_000) : (100_000, 1_000_000)
  for buildsScene in [false, true] {
    guard let low = measured(views: small, buildsScene: buildsScene),
      let high = measured(views: large, buildsScene: buildsScene)
    else { continue }
    let views = Double(large - small)
    let perView = (high.peak - low.peak) / views
    let filePerView = (high.file - low.file) / views
    let beyondFile = perView - filePerView
    report(
      Row(
        name: buildsScene
          ? "shelter responder (load + live scene), peak per view beyond the file"
          : "load fixture, peak per view beyond the file", size: "\(grouped(small))→\(grouped(large)) views",
        time: String(format: "%.0f B", beyondFile),
        baseline: String(format: "file %.0f B/view, peak %.0f MB", filePerView, high.peak / 1e6),
        ratio: String(format: "%.2fx file", perView / filePerView),
        target: buildsScene ? "≤ 600 B" : "≤ 400 B", met: beyondFile <= (buildsScene ? 600 : 400)))
    guard buildsScene else { continue }
    // A few seconds for a million views: 3 s of CPU, and a tenth of that for the quick run's
    // 100,000. CPU time, as every other row: wall time on a shared machine is mostly waiting.
    let limit = 3.0 * Double(large) / 1_000_000
    report(
      Row(
        name: "shelter responder (load + live scene), CPU time", size: "\(grouped(large)) views",
        time: String(format: "%.2f s", high.cpu),
        baseline: String(format: "wall %.2f s; %.2f s at ", high.seconds, low.cpu) + grouped(small),
        ratio: String(format: "%.0f ns/view", high.cpu * 1e9 / Double(large)),
        target: String(format: "≤ %.1f s", limit), met: high.cpu <= limit))
  }
  benchmarkImportMemory(in: folder)
}

/// `shelter import` of Sentry's view hierarchy at a size and four times it, each in a child of its
/// own: the peak per node beyond the file (the slope between the sizes, as for loading), and
/// whether memory grows linearly, as the ratio of the two sizes' own peaks per node beyond their
/// files, each less the peak of importing one node (what the process pays once).
@MainActor private func benchmarkImportMemory(in folder: URL) {
  let (small, large) = quick ? (25_000, 100_000) : (250_000, 1_000_000)
  for nested in [false, true] {
    func measured(_ nodes: Int) -> (peak: Double, seconds: Double, cpu: Double, file: Double)? {
      let url = folder.appendingPathComponent("sentry-\(nested ? "nested" : "flat")-\(nodes).json")
      let bytes = sentryFile(nodes: nodes, nested: nested)
      guard FileManager.default.createFile(atPath: url.path, contents: Data(bytes)) else { return nil }
      defer { try? FileManager.default.removeItem(at: url) }
      return childPeak(loading: url.path, flags: ["--import"]).map {
        ($0.bytes, $0.seconds, $0.cpu, Double(bytes.count))
      }
    }
    guard let one = measured(1), let low = measured(small), let high = measured(large) else { continue }
    let nodes = Double(large - small)
    let filePerNode = (high.file - low.file) / nodes
    let beyondFile = (high.peak - low.peak) / nodes - filePerNode
    let lowPerNode = (low.peak - one.peak - low.file) / Double(small)
    let highPerNode = (high.peak - one.peak - high.file) / Double(large)
    let growth = highPerNode / lowPerNode
    let linear = growth <= 1.5 && growth >= 1 / 1.5
    report(
      Row(
        name:
          "shelter import Sentry JSON (\(nested ? "nested cells" : "flat children")), peak per node beyond the file",
        size: "\(grouped(small))→\(grouped(large)) nodes", time: String(format: "%.0f B", beyondFile),
        baseline: String(
          format: "file %.0f B/node, peak %.0f MB, %.0f → %.0f B/node", filePerNode, high.peak / 1e6,
          lowPerNode, highPerNode), ratio: String(format: "%.2fx per node at 4x", growth),
        target: "≤ 600 B, per node within 1.5x", met: beyondFile <= 600 && linear))
    guard !nested else { continue }
    report(
      Row(
        name: "shelter import Sentry JSON (flat children), CPU time", size: "\(grouped(large)) nodes",
        time: String(format: "%.2f s", high.cpu),
        baseline: String(format: "wall %.2f s; %.2f s at ", high.seconds, low.cpu) + grouped(small),
        ratio: String(format: "%.0f ns/node", high.cpu * 1e9 / Double(large)), target: "—", met: nil))
  }
}
