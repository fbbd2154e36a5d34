import Foundation
import Shelter
// Peak memory of loading a fixture, per view: each size is loaded in a child process of its own
// (this binary with `--load-peak FILE`), whose peak resident set comes back through wait4, so one
// load's peak cannot hide another's.
import ShelterSimulation

/// The child's side: read the file, decode and validate it and, with `--scene`, build the live
/// objects every command plays its steps on; then exit.
@MainActor func loadPeakChild(_ path: String, buildsScene: Bool) -> Never {
  guard let bytes = FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) else { exit(2) }

  do {
    let fixture = try Fixture(json: bytes, file: path)
    if buildsScene { blackHole(try Scene(fixture: fixture)) }
    blackHole(fixture)
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
  }
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

/// The peak resident set in bytes of this binary run as `--load-peak path`, or `nil` when the
/// child could not be started or failed.
private func childPeak(loading path: String, buildsScene: Bool) -> Double? {
  let executable = CommandLine.arguments[0]
  let argv = [executable, "--load-peak", path] + (buildsScene ? ["--scene"] : [])
  var cArguments = argv.map { strdup($0) }
  cArguments.append(nil)
  defer { for argument in cArguments { free(argument) } }
  var pid: pid_t = 0
  guard posix_spawn(&pid, executable, nil, nil, &cArguments, environ) == 0 else { return nil }
  var status: Int32 = 0
  var usage = rusage()
  guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
  return Double(usage.ru_maxrss) * 1024  // kilobytes on Linux
}

@MainActor func benchmarkLoadMemory() {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "shelter-bench-memory-\(getpid())")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }

  func measured(views: Int, buildsScene: Bool) -> (peak: Double, file: Double)? {
    let url = folder.appendingPathComponent("flat-\(views).json")
    let bytes = flatFixture(views: views)
    guard FileManager.default.createFile(atPath: url.path, contents: Data(bytes)) else { return nil }
    defer { try? FileManager.default.removeItem(at: url) }
    return childPeak(loading: url.path, buildsScene: buildsScene).map { ($0, Double(bytes.count)) }
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
          ? "load + live scene, peak per view beyond the file"
          : "load fixture, peak per view beyond the file",
        size: "\(grouped(small))→\(grouped(large)) views", time: String(format: "%.0f B", beyondFile),
        baseline: String(format: "file %.0f B/view, peak %.0f MB", filePerView, high.peak / 1e6),
        ratio: String(format: "%.2fx file", perView / filePerView),
        target: buildsScene ? "—" : "≤ 400 B", met: buildsScene ? nil : beyondFile <= 400))
  }
}
