import Foundation
import ShelterTestSupport
import Testing

/// Every shell example in `README.md` and `docs/*.md` that shows output is run with the built
/// `shelter` and its output compared with the text the page shows, so the pages cannot drift from
/// the tool. `SHELTER_UPDATE_DOCS=1` (or `Scripts/docs-examples.sh --update`) writes what the tool
/// printed back into the pages instead.
@Suite(
  "the documentation's examples",
  .enabled(if: Binary.path != nil, "no built shelter executable next to the tests"))
struct DocsExampleTests {
  @Test(arguments: DocsPage.all)
  func examplesPrintWhatThePageShows(page: String) throws {
    let url = PackageFiles.root.appendingPathComponent(page)
    let text = try String(contentsOf: url, encoding: .utf8)
    let parsed = try DocsPage(text: text, name: page)
    guard !parsed.examples.isEmpty else { return }
    let outputs = try parsed.run(binary: try #require(Binary.path))
    let update = ProcessInfo.processInfo.environment["SHELTER_UPDATE_DOCS"] == "1"
    var rewritten = parsed.lines
    // From the last example up, so the line numbers of the ones above stay valid.
    for (example, output) in zip(parsed.examples, outputs).reversed() {
      let shown = example.commands.map(\.expected)
      guard zip(shown, output).contains(where: { !DocsPage.matches(expected: $0, actual: $1) }) else {
        continue
      }
      if update, !example.isAbridged {
        var body: [String] = []
        for (command, printed) in zip(example.commands, output) { body += ["$ " + command.text] + printed }
        rewritten.replaceSubrange(example.body, with: body)
        continue
      }
      for (command, printed) in zip(example.commands, output)
      where !DocsPage.matches(expected: command.expected, actual: printed) {
        let note = example.isAbridged ? "\n(an abridged example: edit it by hand)" : ""
        Issue.record(
          """
          \(page):\(command.line): `$ \(command.text)` printed:
          \(printed.joined(separator: "\n"))
          ---- the page shows:
          \(command.expected.joined(separator: "\n"))\(note)
          """)
      }
    }
    if update, rewritten != parsed.lines {
      try Data((rewritten.joined(separator: "\n")).utf8).write(to: url)
    }
  }

  @Test func aWildcardLineStandsForAnyLines() {
    #expect(DocsPage.matches(expected: ["a", "…", "d"], actual: ["a", "b", "c", "d"]))
    #expect(DocsPage.matches(expected: ["a", "  …", "d"], actual: ["a", "d"]))
    #expect(DocsPage.matches(expected: ["…", "c", "…"], actual: ["a", "b", "c", "d"]))
    #expect(!DocsPage.matches(expected: ["a", "…", "d"], actual: ["a", "b", "c"]))
    #expect(!DocsPage.matches(expected: ["b", "…"], actual: ["a", "b"]))
    #expect(!DocsPage.matches(expected: ["a", "b"], actual: ["a", "b", ""]))
  }

  @Test func examplesFilesAndSetupAreReadFromThePage() throws {
    let page = try DocsPage(
      text: """
        Intro.

        <!-- example file: a.txt -->
        ```text
        hello
        ```

        <!-- example setup: cp a.txt b.txt -->
        ```console
        $ cat b.txt
        hello
        $ echo $?
        0
        ```

        ```sh
        swift build   # not an example: no `$ ` line
        ```
        """, name: "page.md")
    #expect(page.files.map(\.name) == ["a.txt"])
    #expect(page.files.map(\.text) == ["hello\n"])
    #expect(page.examples.count == 1)
    #expect(page.examples[0].setup == ["cp a.txt b.txt"])
    #expect(page.examples[0].commands.map(\.text) == ["cat b.txt", "echo $?"])
    #expect(page.examples[0].commands.map(\.expected) == [["hello"], ["0"]])
    #expect(page.examples[0].commands.map(\.line) == [10, 12])
    #expect(try page.run(binary: "/bin/false") == [[["hello"], ["0"]]])
  }
}

/// One documentation page's shell examples: fenced blocks whose first line is a `$ ` command,
/// each command followed by the output the page shows for it.
///
/// Two HTML comments, invisible on the rendered page, give an example what it reads:
/// `<!-- example file: NAME -->` before a fenced block makes that block's text the file NAME in the
/// folder the page's examples run in, and `<!-- example setup: COMMAND -->` runs a shell command,
/// output unchecked, before the next example. The folder links `Fixtures`, `Tests` and `docs` to
/// the package's, so commands name files as they would from the package root.
struct DocsPage {
  /// A `$ ` line and the lines the page shows after it.
  struct Command {
    var text: String
    var expected: [String]
    /// 1-based line of the `$ ` line in the page.
    var line: Int
  }

  struct Example {
    var setup: [String]
    var commands: [Command]
    /// The block's lines between its fences (0-based indexes into the page's lines).
    var body: Range<Int>
    /// Whether the shown output leaves lines out (`…` on a line of its own); it is then compared
    /// around the gaps and never rewritten.
    var isAbridged: Bool { commands.contains { $0.expected.contains(where: DocsPage.isWildcard) } }
  }

  /// The pages whose examples are run: `README.md` and every `docs/*.md`, by name.
  static let all: [String] = {
    let docs = PackageFiles.root.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  var lines: [String]
  var files: [(name: String, text: String)] = []
  var examples: [Example] = []

  init(text: String, name: String) throws {
    lines = text.components(separatedBy: "\n")
    var pendingFile: String?
    var pendingSetup: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      if let value = Self.directive("file", in: line) {
        pendingFile = value
      } else if let value = Self.directive("setup", in: line) {
        pendingSetup.append(value)
      } else if line.hasPrefix("```"), !line.drop(while: { $0 == "`" }).contains("`") {
        // A fence, as CommonMark reads one: its info string has no backtick (``` ``x`` ``` is code).
        let start = index + 1
        var end = start
        while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
        guard end < lines.count else {
          throw DocsPageError(description: "\(name):\(index + 1): a fenced block is not closed")
        }
        if let file = pendingFile {
          files.append((file, lines[start..<end].map { $0 + "\n" }.joined()))
          pendingFile = nil
        } else if start < end, lines[start].hasPrefix("$ ") {
          var commands: [Command] = []
          for row in start..<end {
            if lines[row].hasPrefix("$ ") {
              commands.append(Command(text: String(lines[row].dropFirst(2)), expected: [], line: row + 1))
            } else {
              commands[commands.count - 1].expected.append(lines[row])
            }
          }
          examples.append(Example(setup: pendingSetup, commands: commands, body: start..<end))
          pendingSetup = []
        }
        index = end
      }
      index += 1
    }
  }

  /// The value of `<!-- example KEY: VALUE -->`, or `nil` when the line is not that directive.
  private static func directive(_ key: String, in line: String) -> String? {
    let prefix = "<!-- example \(key): "
    guard line.hasPrefix(prefix), line.hasSuffix(" -->") else { return nil }
    return String(line.dropFirst(prefix.count).dropLast(4))
  }

  /// A line that stands for any number of lines of output.
  static func isWildcard(_ line: String) -> Bool { line.trimmingCharacters(in: .whitespaces) == "…" }

  /// Whether `actual` is `expected`, each wildcard line standing for any run of lines.
  static func matches(expected: [String], actual: [String]) -> Bool {
    let pieces = expected.split(omittingEmptySubsequences: false, whereSeparator: isWildcard).map(Array.init)
    guard pieces.count > 1 else { return expected == actual }
    let first = pieces[0]
    let last = pieces[pieces.count - 1]
    guard actual.count >= first.count + last.count, Array(actual.prefix(first.count)) == first,
      Array(actual.suffix(last.count)) == last
    else { return false }
    var position = first.count
    let end = actual.count - last.count
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      var found = false
      while position + piece.count <= end {
        if Array(actual[position..<position + piece.count]) == piece {
          position += piece.count
          found = true
          break
        }
        position += 1
      }
      if !found { return false }
    }
    return true
  }

  /// Runs the page's examples in order in one shell in a fresh folder, standard error merged into
  /// standard output as a terminal shows them; returns each example's commands' output lines.
  func run(binary: String) throws -> [[[String]]] {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for name in ["Fixtures", "Tests", "docs"] {
      try? FileManager.default.createSymbolicLink(
        atPath: folder.path(name), withDestinationPath: PackageFiles.root.appendingPathComponent(name).path)
    }
    for file in files { _ = try folder.write(file.name, file.text) }
    let marker = "\u{1E}"
    var script = "exec 2>&1\nshelter() { \"$SHELTER_BINARY\" \"$@\"; }\n"
    for example in examples {
      for command in example.setup { script += "\(command) >/dev/null\n" }
      for command in example.commands {
        script += "__status=$?; printf '\(marker)\\n'; (exit $__status)\n\(command.text)\n"
      }
    }
    let scriptPath = try folder.write(".examples.sh", script)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [scriptPath]
    process.currentDirectoryURL = folder.url
    var environment = ProcessInfo.processInfo.environment
    environment["SHELTER_BINARY"] = binary
    process.environment = environment
    let outURL = folder.url.appendingPathComponent(".output")
    try Data().write(to: outURL)
    let out = try FileHandle(forWritingTo: outURL)
    process.standardOutput = out
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    // The folder's own path is the one thing that differs from run to run.
    let printed = try String(contentsOf: outURL, encoding: .utf8)
      .replacingOccurrences(of: folder.url.path + "/", with: "")
    var chunks = printed.components(separatedBy: marker + "\n").dropFirst().map { chunk in
      chunk.isEmpty
        ? []
        : chunk.hasSuffix("\n")
          ? chunk.dropLast().components(separatedBy: "\n") : chunk.components(separatedBy: "\n")
    }
    var results: [[[String]]] = []
    for example in examples {
      let count = min(example.commands.count, chunks.count)
      results.append(Array(chunks.prefix(count)))
      chunks.removeFirst(count)
    }
    return results
  }
}

/// A page whose examples cannot be read.
struct DocsPageError: Error, CustomStringConvertible {
  var description: String
}
