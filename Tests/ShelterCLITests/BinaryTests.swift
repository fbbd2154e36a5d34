import Foundation
import ShelterTestSupport
import Testing

/// Runs the built `shelter` executable, as a user would. Skipped when it has not been built next
/// to the tests.
@Suite(
  "the shelter binary", .enabled(if: Binary.path != nil, "no built shelter executable next to the tests"))
struct BinaryTests {
  @Test func simulatePrintsWhatTheLibraryPrints() throws {
    let run = try Binary.run(["simulate", ToolRun.fixture("login")])
    #expect(run.status == 0)
    #expect(run.output == ToolRun(["simulate", ToolRun.fixture("login")]).output)
    #expect(run.errors.isEmpty)
  }

  @Test func renderWritesTheDrawing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let out = folder.path("login.svg")
    let run = try Binary.run(["render", ToolRun.fixture("login"), "--step", "1", "-o", out])
    #expect(run.status == 0)
    #expect(try String(contentsOfFile: out, encoding: .utf8).contains(#"<title>login, step 1 of 3</title>"#))
  }

  @Test func aFullDiskIsOneLineNotACrash() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let run = try Binary.run(["simulate", ToolRun.fixture("login")], output: full)
    #expect(run.status == 2)
    #expect(run.errors == "shelter simulate: standard output: cannot be written: No space left on device\n")
  }

  @Test func aClosedPipeEndsQuietly() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let run = try Binary.run(["simulate", ToolRun.fixture("login")], output: pipe.fileHandleForWriting)
    #expect(run.status == 2)
    #expect(run.errors.isEmpty)
  }

  @Test func devStdoutIsWrittenThrough() throws {
    let run = try Binary.run(["render", ToolRun.fixture("login"), "-o", "/dev/stdout"])
    #expect(run.status == 0)
    #expect(run.output == ToolRun(["render", ToolRun.fixture("login")]).output)
  }

  @Test func noArgumentsIsUsageOnStandardError() throws {
    let run = try Binary.run([])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("usage: shelter <command> [options]\n"))
  }

  @Test func badInputExitsWithTwoOnStandardError() throws {
    let run = try Binary.run(["hit", "/no/such/fixture.json", "1,1"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors == "shelter hit: /no/such/fixture.json: no such file\n")
  }
}

/// Finding and running the `shelter` executable built with the tests.
enum Binary {
  /// `shelter` in the folder holding the test bundle (`.build/debug` or a `--scratch-path`'s), or
  /// in the package's `.build/debug`.
  static let path: String? = {
    var folders: [URL] = []
    if let argument = CommandLine.arguments.first {
      folders.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
    }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    folders.append(PackageFiles.root.appendingPathComponent(".build/debug"))
    for folder in folders {
      let candidate = folder.appendingPathComponent("shelter").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs the binary to completion, reading both streams; with `output`, standard output goes
  /// there instead and `Result.output` is empty.
  static func run(_ arguments: [String], output: FileHandle? = nil) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(path))
    process.arguments = arguments
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Files rather than pipes, so a large output cannot fill a pipe and stall the child.
    let outURL = folder.url.appendingPathComponent("out")
    let errURL = folder.url.appendingPathComponent("err")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = output ?? out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Result(
      status: process.terminationStatus, output: try String(contentsOf: outURL, encoding: .utf8),
      errors: try String(contentsOf: errURL, encoding: .utf8))
  }
}
