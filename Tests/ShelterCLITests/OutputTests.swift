import Foundation
import ShelterCLI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every write goes through one path: failures are status 2 with one line, never a trap.
@Suite("shelter: writing output")
struct OutputTests {
  let login = ToolRun.fixture("login")

  /// Runs the tool with standard output on `descriptor` and errors captured.
  static func run(_ arguments: [String], outputDescriptor descriptor: Int32) -> (
    status: Int32, errors: String
  ) {
    final class Sink: @unchecked Sendable { var text = "" }
    let errors = Sink()
    let tool = CommandLineTool(
      output: CommandLineTool.writer(descriptor: descriptor, name: "standard output"),
      errors: { errors.text += $0 })
    return (tool.run(arguments), errors.text)
  }

  @Test(arguments: [["simulate"], ["describe"], ["render"], ["check"], ["simulate", "--json"]])
  func aFullDiskIsOneLineAndStatusTwo(command: [String]) throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let run = Self.run([command[0], login] + command.dropFirst(), outputDescriptor: full)
    #expect(run.status == 2)
    #expect(
      run.errors == "shelter \(command[0]): standard output: cannot be written: No space left on device\n")
  }

  @Test func aClosedPipeEndsTheCommandQuietly() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    defer { close(ends[1]) }
    let run = Self.run(["simulate", login], outputDescriptor: ends[1])
    #expect(run.status == 2)
    #expect(run.errors.isEmpty)
  }

  @Test func bothStreamsOnAFullDiskStillExitWithTwo() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let tool = CommandLineTool(
      output: CommandLineTool.writer(descriptor: full, name: "standard output"),
      errors: CommandLineTool.writer(descriptor: full, name: "standard error"))
    #expect(tool.run(["simulate", login]) == 2)
    #expect(tool.run(["simulate", "--frobnicate"]) == 2)
    #expect(tool.run([]) == 2)
  }

  @Test func aFileOnAFullDiskIsNamed() {
    let run = ToolRun(["render", login, "-o", "/dev/full"])
    #expect(run.status == 2)
    #expect(run.errors == "shelter render: /dev/full: cannot be written: No space left on device\n")
  }

  @Test func devNullIsWrittenThroughNotReplaced() throws {
    let run = ToolRun(["render", login, "-o", "/dev/null"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    var status = stat()
    #expect(stat("/dev/null", &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func aFIFOReceivesTheDocument() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let fifo = folder.path("drawing.fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    final class Received: @unchecked Sendable { var bytes: [UInt8] = [] }
    let received = Received()
    let reader = Thread {
      guard let handle = FileHandle(forReadingAtPath: fifo) else { return }
      received.bytes = Array(handle.readDataToEndOfFile())
    }
    reader.start()
    let run = ToolRun(["render", login, "-o", fifo])
    while !reader.isFinished { usleep(1000) }
    #expect(run.status == 0)
    #expect(String(decoding: received.bytes, as: UTF8.self) == ToolRun(["render", login]).output)
    var status = stat()
    #expect(lstat(fifo, &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func aReadOnlyFileIsRefusedAndLeftAlone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let target = try folder.write("locked.svg", "old")
    try #require(chmod(target, 0o444) == 0)
    let run = ToolRun(["render", login, "-o", target])
    #expect(run.status == 2)
    #expect(run.errors == "shelter render: \(target): cannot be written: the file is read-only (mode 0444)\n")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
  }

  @Test func aRegularFileIsReplacedKeepingItsMode() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let target = try folder.write("screen.svg", "old")
    try #require(chmod(target, 0o640) == 0)
    let run = ToolRun(["render", login, "-o", target])
    #expect(run.status == 0)
    var status = stat()
    #expect(stat(target, &status) == 0)
    #expect(status.st_mode & 0o7777 == 0o640)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == ToolRun(["render", login]).output)
    // No temporary file is left beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["screen.svg"])
  }

  @Test func aSymlinkIsFollowedAndStaysALink() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let target = try folder.write("drawings/screen.svg", "old")
    try #require(chmod(target, 0o600) == 0)
    let link = folder.path("links/latest.svg")
    try FileManager.default.createDirectory(atPath: folder.path("links"), withIntermediateDirectories: true)
    try #require(symlink("../drawings/screen.svg", link) == 0)
    var before = stat()
    #expect(stat(target, &before) == 0)

    let run = ToolRun(["render", login, "-o", link])
    #expect(run.status == 0, "\(run.errors)")
    var linkStatus = stat()
    #expect(lstat(link, &linkStatus) == 0)
    #expect(linkStatus.st_mode & S_IFMT == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../drawings/screen.svg")
    var after = stat()
    #expect(stat(target, &after) == 0)
    #expect(after.st_mode & 0o7777 == 0o600)
    // Replaced by rename: a new inode with the new document.
    #expect(after.st_ino != before.st_ino)
    #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<?xml"))
  }

  @Test func aDanglingSymlinksTargetIsCreated() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let link = folder.path("latest.svg")
    try #require(symlink("new.svg", link) == 0)
    let run = ToolRun(["render", login, "-o", link])
    #expect(run.status == 0, "\(run.errors)")
    #expect(try String(contentsOfFile: folder.path("new.svg"), encoding: .utf8).hasPrefix("<?xml"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "new.svg")
  }

  @Test func aFileWithSeveralNamesIsRewrittenForEveryName() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = try folder.write("a.svg", "old")
    try #require(link(first, folder.path("b.svg")) == 0)
    let run = ToolRun(["render", login, "-o", first])
    #expect(run.status == 0)
    #expect(try String(contentsOfFile: folder.path("b.svg"), encoding: .utf8).hasPrefix("<?xml"))
  }

  @Test func aDirectoryIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = ToolRun(["render", login, "-o", folder.url.path])
    #expect(run.status == 2)
    #expect(run.errors == "shelter render: \(folder.url.path): cannot be written: it is a directory\n")
  }

  /// `render F -o F`, through another name, a hard link or a symlink: refused, F untouched.
  @Test(arguments: ["same", "dot", "hard", "soft"])
  func theInputIsNeverOverwritten(how: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let original = try String(contentsOfFile: login, encoding: .utf8)
    let input = try folder.write("login.json", original)
    let output: String
    switch how {
    case "same": output = input
    case "dot": output = folder.url.path + "/./login.json"
    case "hard":
      output = folder.path("copy.json")
      try #require(link(input, output) == 0)
    default:
      output = folder.path("alias.json")
      try #require(symlink("login.json", output) == 0)
    }
    let run = ToolRun(["render", input, "-o", output])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "shelter render: \(output): cannot be written: it is the same file as the command's input\n")
    #expect(try String(contentsOfFile: input, encoding: .utf8) == original)
  }

  @Test func importOntoItsOwnDumpIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dump = try folder.write("screen.txt", ImportCommandTests.dump)
    let run = ToolRun(["import", dump, "-o", dump])
    #expect(run.status == 2)
    #expect(
      run.errors
        == ImportCommandTests.inferredWindow(dump)
        + "shelter import: \(dump): cannot be written: it is the same file as the command's input\n"
    )
    #expect(try String(contentsOfFile: dump, encoding: .utf8) == ImportCommandTests.dump)
  }
}

/// Ids with control characters reach the terminal escaped, in every human-readable output.
@Suite("shelter: escaping control characters")
struct EscapingTests {
  /// A fixture whose field ids hold NUL and ESC (JSON escapes, so the file itself is plain text).
  static let fixture = #"""
    { "format": "shelter-fixture/1", "name": "evil\u001b[2J", "screen": { "size": [390, 844] },
      "window": { "frame": [0, 0, 390, 844], "controller": { "id": "c",
        "view": { "id": "root", "frame": [0, 0, 390, 844], "subviews": [
          { "id": "a\u0000b", "kind": "textField", "frame": [20, 100, 350, 44] },
          { "id": "e\u001bx", "kind": "textField", "frame": [20, 700, 350, 44] } ] } } },
      "steps": [ { "focus": "e\u001bx" }, { "keyboard": "show", "height": 336 } ] }
    """#

  @Test func everyTextOutputEscapesThem() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("evil.json", Self.fixture)
    let outputs = [
      ToolRun(["simulate", path]), ToolRun(["describe", path]),
      ToolRun(["hit", path, "30,110", "--step", "0"]),
      ToolRun(["responder", path]), ToolRun(["check", path, "--policy", "all"]),
    ]
    for run in outputs {
      #expect(!run.output.unicodeScalars.contains { $0.value == 0 || $0.value == 0x1B }, "\(run.output)")
    }
    #expect(outputs[0].output.hasPrefix("fixture evil\\u{1B}[2J\n"))
    #expect(outputs[0].output.contains("\n  a\\u{0}b  "))
    // describe writes a dump, whose quoted values carry `\u001B` as UIKit's do (and read back).
    #expect(outputs[1].output.contains("identifier = 'e\\u001Bx'"))
    #expect(outputs[2].output == "a\\u{0}b (textField)\n")
    #expect(outputs[3].output.hasPrefix("e\\u{1B}x (textField) at "))
  }

  @Test func jsonKeepsItsOwnEscapes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("evil.json", Self.fixture)
    let run = ToolRun(["hit", path, "30,110", "--step", "0", "--json"])
    #expect(run.output.hasPrefix(#"{"hit":"a\u0000b""#))
  }

  @Test func errorsEscapeThemToo() {
    let run = ToolRun([
      "convert", ToolRun.fixture("login"), "--from", "x\u{1B}]0;owned\u{7}", "--to", "window", "--point",
      "0,0",
    ])
    #expect(run.status == 1)
    #expect(run.errors == "shelter convert: no view 'x\\u{1B}]0;owned\\u{7}'\n")
  }
}
