import Foundation
import Testing

@testable import ShelterCLI

/// No output of any command, in any format, holds a line a GitHub Actions runner would read as a
/// workflow command, whatever the fixture's ids and file name hold.
///
/// The runner reads standard output and standard error a line at a time (lines end at LF, CR or
/// CR LF), trims leading white space, and runs a line that then starts with `::`; it also runs a
/// line holding `##[` anywhere (actions/runner, `ActionCommand.TryParseV2` and `TryParse`). The
/// only such lines allowed are Shelter's own annotations, whose shape is fixed below.
@Suite("Workflow commands: hostile names never start a command")
struct WorkflowCommandTests {
  /// Ids built to start a command on a line of their own, or after the runner's trimming.
  static let hostileIDs = [
    "a\n::warning::one", "b\r::error::two", "c\r\n::add-mask::three", "::stop-commands::four",
    "\u{3000}::notice::five", "d%0A::error::six", "e\u{2028}::error::seven", "f\t::error::eight",
    "g'>\n<UIView: 0x1; frame = (0 0; 1 1)>", "##[error]nine",
  ]

  /// File names built the same way.
  static let hostileFileNames = [
    "::error::x.json", "a\n::warning::b.json", "c\r::error::d.json", " ::notice::e.json", "f%0A::g.json",
  ]

  /// A fixture whose fields carry the hostile ids; recipe1 leaves the first one covered, so
  /// violations name it.
  static func fixture(ids: [String]) -> String {
    func quoted(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where scalar.value < 0x20 || scalar.value == 0x2028:
          out += String(format: "\\u%04X", scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    let fields = ids.enumerated().map { offset, id in
      "{\"id\": \(quoted(id)), \"kind\": \"textField\", \"frame\": [20, \(560 + offset * 50), 350, 44]}"
    }
    return """
      {"format": "shelter-fixture/1", "name": \(quoted(ids[0])), "screen": {"size": [390, 844]},
       "window": {"controller": {"id": "c", "view": {"id": "root", "frame": [0, 0, 390, 844],
         "subviews": [\(fields.joined(separator: ",\n"))]}}},
       "steps": [{"focus": \(quoted(ids[0]))}, {"keyboard": "show", "height": 336},
                 {"focus": \(quoted(ids[1]))}, {"keyboard": "hide"}]}
      """
  }

  /// The lines a runner would run: split at LF, CR and CR LF, leading white space trimmed, those
  /// starting with `::` or holding `##[`, less Shelter's well-formed annotations.
  static func commandLines(_ text: String, allowingAnnotations: Bool = false) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\r" {
        lines.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    lines.append(String(current))
    return lines.filter { line in
      let trimmed = String(line.unicodeScalars.drop { $0.properties.isWhitespace })
      guard trimmed.hasPrefix("::") || line.contains("##[") else { return false }
      return !(allowingAnnotations && isAnnotation(trimmed))
    }
  }

  /// `::error file=F,line=N,col=N,title=KIND::…` with F holding no raw `,` or `:`, or the closing
  /// `::warning title=shelter check::N more violation…`.
  static func isAnnotation(_ line: String) -> Bool {
    if line.hasPrefix("::warning title=shelter check::") { return true }
    guard line.hasPrefix("::error file=") else { return false }
    let rest = line.dropFirst("::error file=".count)
    guard let comma = rest.firstIndex(of: ",") else { return false }
    guard !rest[..<comma].contains(":") else { return false }
    let properties = rest[rest.index(after: comma)...].prefix { $0 != ":" }
    let parts = properties.split(separator: ",")
    guard parts.count == 3, parts[0].hasPrefix("line="), Int(parts[0].dropFirst(5)) != nil,
      parts[1].hasPrefix("col="), Int(parts[1].dropFirst(4)) != nil, parts[2].hasPrefix("title="),
      parts[2].dropFirst(6).allSatisfy(\.isLetter)
    else { return false }
    return rest[rest.index(after: comma)...].dropFirst(properties.count).hasPrefix("::")
  }

  /// Runs `arguments` and expects no command line on either stream (annotations allowed with
  /// `--format github`).
  @discardableResult
  private func expectNoCommands(_ arguments: [String]) -> ToolRun {
    let run = ToolRun(arguments)
    let found = Self.commandLines(run.output, allowingAnnotations: arguments.contains("github"))
    #expect(found.isEmpty, "\(arguments.dropFirst(2)): \(found)")
    #expect(Self.commandLines(run.errors).isEmpty, "\(arguments.dropFirst(2)) errors: \(run.errors)")
    return run
  }

  @Test func theScannerFindsWhatARunnerWouldRun() {
    // The scanner itself: each of these is a command to a runner.
    for text in [
      "::warning::x", "a\n::error::y", "a\r::error::y", " \t::notice::z", "\u{3000}::x::y", "a ##[error]b",
    ] {
      #expect(Self.commandLines(text).count == 1, "\(text.debugDescription)")
    }
    #expect(Self.commandLines("a::b\nc : :d\n\\u{3A}:e").isEmpty)
    #expect(
      Self.isAnnotation("::error file=a%3Ab.json,line=4,col=5,title=fieldCovered::a.json [recipe1] ::x"))
    #expect(!Self.isAnnotation("::error file=a:b.json,line=4,col=5,title=fieldCovered::x"))
    #expect(!Self.isAnnotation("::warning::x"))
  }

  @Test func noCommandOfAnyFormatCanBeStartedByAnId() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("hostile.json", Self.fixture(ids: Self.hostileIDs))
    let report = folder.path("report")
    let runs: [[String]] = [
      ["check", path], ["check", path, "--policy", "all"], ["check", path, "--policy", "all", "--summary"],
      ["check", path, "--policy", "all", "--format", "github"],
      ["check", path, "--policy", "all", "--format", "github", "--summary"],
      ["check", path, "--policy", "all", "--json"], ["check", path, "--policy", "all", "--format", "sarif"],
      ["check", path, "--policy", "recipe1", "--junit", "-", "--html", report],
      ["simulate", path], ["simulate", path, "--json"], ["simulate", path, "--policy", "recipe1"],
      ["describe", path], ["describe", path, "--constraints"], ["render", path],
      ["render", path, "--step", "1"],
      ["hit", path, "30,570"], ["hit", path, "30,570", "--json"], ["responder", path, "--step", "1"],
      ["convert", path, "--from", "a\n::x::y", "--to", "window", "--point", "1,1"],
      ["convert", path, "--from", Self.hostileIDs[0], "--to", "window", "--point", "1,1"],
    ]
    for arguments in runs {
      let run = expectNoCommands(arguments)
      if arguments.contains("github") { #expect(run.output.contains("::error file=")) }
    }
    // Every file of the HTML report, and its drawings.
    let files = try #require(FileManager.default.subpaths(atPath: report))
    #expect(files.contains("index.html"))
    for file in files where file.hasSuffix(".html") || file.hasSuffix(".svg") {
      let text = try String(contentsOfFile: report + "/" + file, encoding: .utf8)
      #expect(Self.commandLines(text).isEmpty, "\(file)")
    }
  }

  @Test(arguments: hostileFileNames)
  func noCommandCanBeStartedByAFileName(_ name: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write(name, Self.fixture(ids: ["a", "b"]))
    let sarif = folder.path("out.sarif")
    let junit = folder.path("out.xml")
    let runs: [[String]] = [
      ["check", path, "--policy", "recipe1"], ["check", path, "--policy", "recipe1", "--format", "github"],
      ["check", path, "--policy", "all", "--format", "github", "--annotations", "1", "--sarif", sarif],
      ["check", path, "--policy", "recipe1", "--json"],
      ["check", path, "--policy", "recipe1", "--format", "sarif"],
      ["check", path, "--policy", "recipe1", "--junit", junit], ["simulate", path], ["describe", path],
      ["check", path + ".missing"], ["simulate", path, "--step", "x"],
    ]
    for arguments in runs { expectNoCommands(arguments) }
    for file in [sarif, junit] {
      #expect(Self.commandLines(try String(contentsOfFile: file, encoding: .utf8)).isEmpty, "\(file)")
    }
  }

  /// The summary table of `--format github` names the file raw in its first column: the name is
  /// escaped there too, and the annotation's file property escapes `:` and line feeds.
  @Test func theGitHubSummaryEscapesTheFileName() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("x\n::warning::y.json", Self.fixture(ids: ["a", "b"]))
    let run = ToolRun(["check", path, "--policy", "recipe1", "--format", "github"])
    #expect(run.status == 1)
    #expect(run.output.contains("\nx\\u{A}::warning::y.json  "))
    #expect(
      run.output.contains(
        "::error file=\(folder.url.path.replacingOccurrences(of: ":", with: "%3A"))/x%0A%3A%3Awarning%3A%3Ay.json,"
      ))
  }

  /// Text that would start a command is written with a visible escape, and nothing else changes.
  @Test func theGuardEscapesOnlyWhatStartsACommand() {
    #expect(
      TextEscaping.guarded("::a\n  ::b\nc::d\n##[e]\n#[f]")
        == "\\u{3A}:a\n  \\u{3A}:b\nc::d\n##\\u{5B}e]\n#[f]")
    #expect(TextEscaping.guarded("\u{3000}:x") == "\u{3000}\\u{3A}x")
    #expect(TextEscaping.guarded("plain text\n") == "plain text\n")
    #expect(
      TextEscaping.guarded("  first responder: a\nkeyboard: # [0, 1]\n")
        == "  first responder: a\nkeyboard: # [0, 1]\n")
    #expect(TextEscaping.guarded("\u{A0}é:x\n\u{2003}:y") == "\u{A0}é:x\n\u{2003}\\u{3A}y")
    // Printed in pieces: a line begun with white space in one piece continues in the next.
    var atLineStart = true
    let pieces = ["  ", ":x\n", "a:", ":b"].map { TextEscaping.guarded($0, atLineStart: &atLineStart) }
    #expect(pieces.joined() == "  \\u{3A}x\na::b")
    #expect(!atLineStart)
  }
}
