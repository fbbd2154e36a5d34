import Foundation
import ShelterCLI
import ShelterDump
import ShelterTestSupport
import Testing

/// A file that a command must refuse with status 2 and a message naming where and what.
struct HostileFile: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  /// Parts the error stream must contain, after the file's path (written `FILE` here).
  var expected: [String]

  init(_ name: String, _ text: String, _ expected: String...) {
    self.init(name, bytes: Array(text.utf8), expected)
  }

  init(_ name: String, bytes: [UInt8], _ expected: [String]) {
    self.name = name
    self.bytes = bytes
    self.expected = expected
  }

  var testDescription: String { name }
}

/// A small valid fixture whose steps are given; `a` is a text field, `h` a disabled one.
private func fixture(steps: String) -> String {
  """
  {"format": "shelter-fixture/1", "screen": {"size": [390, 844]},
   "window": {"controller": {"id": "c", "view": {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
     {"id": "a", "kind": "textField", "frame": [20, 560, 350, 44]},
     {"id": "h", "kind": "textField", "frame": [20, 620, 350, 44], "enabled": false}]}}},
   "steps": \(steps)}
  """
}

@Suite("Hostile input: shelter simulate")
struct HostileSimulateTests {
  static let files: [HostileFile] = [
    HostileFile("empty file", "", "shelter simulate: FILE:1:1: $: malformed JSON: empty input"),
    HostileFile(
      "truncated", #"{"format": "shelter-fixture/1", "window": {"#,
      "shelter simulate: FILE:1:44: $: malformed JSON: unexpected end of input"),
    HostileFile(
      "binary garbage", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00],
      ["shelter simulate: FILE:1:1: $: malformed JSON: invalid UTF-8: byte 0x89"]),
    HostileFile(
      "NaN", #"{"window": NaN}"#, "FILE:1:12: $: malformed JSON: expected a value after ':', found 'N'"),
    HostileFile("1e400", #"{"window": 1e400}"#, "FILE:1:12: $: malformed JSON: number out of range"),
    // Line 3 holds `a` after 3 blanks; `{"id": "a", ` (12) + `"kind": "textField", ` (21) +
    // `"frame": [` (10) + `20, 560, ` (9) = 52 characters precede 2e9: column 3 + 52 + 1 = 56.
    HostileFile(
      "2e9",
      fixture(steps: "[]").replacingOccurrences(of: "[20, 560, 350, 44]", with: "[20, 560, 2e9, 44]"),
      "FILE:3:56: window.controller.view.subviews[0].frame[2]: 2000000000 is beyond the allowed ±1e9"),
    HostileFile(
      // Line 5 is ` "steps": {`: the object starts at column 11.
      "wrong type", fixture(steps: #"{"focus": "a"}"#),
      "FILE:5:11: steps: expected an array of steps, found an object"),
    HostileFile(
      "unknown field",
      fixture(steps: "[]").replacingOccurrences(
        of: #""kind": "textField", "frame": [20, 560"#, with: #""knd": "textField", "frame": [20, 560"#),
      "window.controller.view.subviews[0].knd: unknown field 'knd' in a view"),
    HostileFile(
      "missing id in a step", fixture(steps: #"[{"focus": "zz"}]"#), "steps[0].focus: no view with id 'zz'"),
    // Each transform is within range, their product 1e9 × 1e9 is not (once a trap in the report).
    HostileFile(
      "transforms multiplying beyond range",
      fixture(steps: "[]").replacingOccurrences(
        of: #""frame": [0, 0, 390, 844], "subviews": ["#,
        with: #""frame": [0, 0, 390, 844], "transform": [1e9, 0, 0, 1e9, 0, 0], "subviews": ["#
      ).replacingOccurrences(
        of: #""frame": [20, 560, 350, 44]"#,
        with: #""frame": [20, 560, 350, 44], "transform": [1e9, 0, 0, 1, 0, 0]"#),
      "window.controller.view.subviews[0].transform: the transforms from this view up to the window multiply to a scale of 1e18"
    ),
    HostileFile(
      "focus on a disabled field", fixture(steps: #"[{"keyboard": "show", "height": 336}, {"focus": "h"}]"#),
      // Line 5 holds the steps; the focus step's "h" starts at column 59.
      "shelter simulate: FILE:5:59: steps[1].focus: ",
      "cannot become first responder: a textField does not accept first responder"
    ),
  ]

  @Test(arguments: files)
  func refused(_ row: HostileFile) throws {
    let sandbox = try TemporaryFolder()
    defer { sandbox.remove() }
    let path = try sandbox.write("input.json", row.bytes)
    for arguments in [["simulate", path], ["simulate", path, "--json"]] {
      let run = ToolRun(arguments)
      #expect(run.status == 2)
      #expect(run.output.isEmpty, "a refused fixture prints no report, not even a partial one")
      for part in row.expected {
        let part = part.replacingOccurrences(of: "FILE", with: path)
        #expect(run.errors.contains(part), "\(run.errors)")
      }
    }
  }

  @Test func missingFileAndDirectory() throws {
    let sandbox = try TemporaryFolder()
    defer { sandbox.remove() }
    let missing = sandbox.url.appendingPathComponent("nope.json").path
    let run = ToolRun(["simulate", missing])
    #expect(run.status == 2)
    #expect(run.errors == "shelter simulate: \(missing): no such file\n")
    let folder = ToolRun(["simulate", sandbox.url.path])
    #expect(folder.status == 2)
    #expect(folder.errors == "shelter simulate: \(sandbox.url.path): is a directory, expected a file\n")
  }

  @Test func unknownPolicyAndArguments() throws {
    let sandbox = try TemporaryFolder()
    defer { sandbox.remove() }
    let path = try sandbox.write("ok.json", fixture(steps: "[]"))
    let policy = ToolRun(["simulate", path, "--policy", "magic"])
    #expect(policy.status == 2)
    #expect(policy.errors.contains("unknown policy 'magic'"))
    #expect(ToolRun(["simulate"]).status == 2)
    #expect(ToolRun(["simulate", path, "--frobnicate"]).status == 2)
    #expect(ToolRun(["simulate", path, "--policy"]).status == 2)
  }

  @Test(.atScale) func hundredThousandDeepFixtureSimulates() throws {
    let sandbox = try TemporaryFolder()
    defer { sandbox.remove() }
    let depth = 100_000
    var text = #"{"screen": {"size": [390, 844]}, "window": {"controller": {"id": "c", "view": "#
    for level in 0..<depth { text += #"{"id": "v\#(level)", "frame": [0, 1, 10, 10], "subviews": ["# }
    text +=
      #"{"id": "f", "kind": "textField", "frame": [0, 0, 4, 4]}"# + String(repeating: "]}", count: depth)
    text += #"}}, "steps": [{"focus": "f"}, {"keyboard": "show", "height": 300}]}"#
    let path = try sandbox.write("deep.json", text)
    // As loaded, 100,000 levels each at y + 1 below the last put the field at y = 100,000.
    let hit = ToolRun(["convert", path, "--from", "f", "--to", "window", "--point", "0,0", "--step", "0"])
    #expect(hit.status == 0)
    #expect(hit.errors.isEmpty)
    #expect(hit.output == "0, 100000\n")
  }
}

@Suite("Hostile input: shelter import")
struct HostileImportTests {
  static let window = "<UIWindow: 0x1; frame = (0 0; 390 844)>"

  static let files: [HostileFile] = [
    HostileFile("empty dump", "", "shelter import: FILE:1: no view entries found"),
    HostileFile(
      "only prompt noise", "(lldb) po view\nerror: no such thing\n", "FILE:1: no view entries found"),
    HostileFile(
      "binary garbage", bytes: [0xFF, 0xFE, 0x00, 0x3C, 0x80],
      ["shelter import: FILE:1: byte 0xFF is not UTF-8; save the dump as UTF-8 text"]),
    HostileFile(
      "unterminated entry", "\(window)\n   | <UIView: 0x2; frame = (0 0; 1 1)",
      "FILE:2: <UIView: 0x2> is cut off (no closing '>' before the end of the dump); kept the fields it prints"
    ),
    HostileFile(
      "entry cut by the next one",
      "\(window)\n   | <UIView: 0x2; frame = (0 0;\n   | <UIView: 0x3; frame = (0 0; 1 1)>",
      "FILE:2: expected 'frame = (x y; w h)' in <UIView: 0x2>"),
    HostileFile(
      "inconsistent indentation: a level skipped",
      "\(window)\n   | <UIView: 0x2; frame = (0 0; 1 1)>\n   |    |    | <UILabel: 0x3; frame = (0 0; 1 1)>",
      "FILE:3: depth jumps from 1 to 3 at <UILabel: 0x3>, as in a trimmed paste; placed it one '|' below "
        + "<UIView: 0x2>"),
    HostileFile(
      "inconsistent indentation: above the first entry",
      "   | <UIView: 0x2; frame = (0 0; 1 1)>\n<UIView: 0x3; frame = (0 0; 1 1)>",
      "FILE:2: <UIView: 0x3> has 0 '|' markers, fewer than the first entry's 1"),
    HostileFile(
      "missing frame", "\(window)\n   | <UILabel: 0x2; text = 'a'>",
      "FILE:2: expected 'frame = (x y; w h)' in <UILabel: 0x2>"),
    HostileFile(
      "frame of three numbers", "\(window)\n   | <UIView: 0x2; frame = (0 0; 1)>",
      "FILE:2: expected 'frame = (x y; w h)' in <UIView: 0x2>"),
    HostileFile(
      "2e9", "\(window)\n\n   | <UIView: 0x2; frame = (0 0; 2e9 1)>",
      "FILE:3: frame value 2000000000.0 is beyond ±1e9 in <UIView: 0x2>"),
    HostileFile(
      "1e400", "\(window)\n   | <UIView: 0x2; frame = (0 0; 1e400 1)>",
      "FILE:2: frame has a number that is not finite (inf) in <UIView: 0x2>"),
    HostileFile(
      "NaN", "\(window)\n   | <UIView: 0x2; center = (nan 0); frame = (0 0; 1 1)>",
      "FILE:2: center has a number that is not finite (nan) in <UIView: 0x2>"),
    HostileFile(
      "negative size", "\(window)\n   | <UIView: 0x2; frame = (0 0; -5 1)>",
      "FILE:2: frame of <UIView: 0x2> has a negative size (-5.0 × 1.0)"),
    HostileFile(
      "alpha above one", "\(window)\n   | <UIView: 0x2; frame = (0 0; 5 1); alpha = 1.5>",
      "FILE:2: alpha 1.5 of <UIView: 0x2> is outside [0, 1]"),
    HostileFile(
      "singular transform without bounds",
      "\(window)\n   | <UIView: 0x2; frame = (0 0; 5 1); transform = [0, 0, 0, 0, 0, 0]>",
      "FILE:2: cannot recover the size of <UIView: 0x2> from its frame"),
    HostileFile(
      "unclosed quoted text", "\(window)\n   | <UILabel: 0x2; frame = (0 0; 5 1); text = 'it never ends>",
      "FILE:2: <UILabel: 0x2> is cut off (its quoted text is still open before the end of the dump)"),
  ]

  @Test(arguments: files)
  func refused(_ row: HostileFile) throws {
    let sandbox = try TemporaryFolder()
    defer { sandbox.remove() }
    let path = try sandbox.write("dump.txt", row.bytes)
    let output = sandbox.url.appendingPathComponent("out.json").path
    // Under --strict every guess the importer would make is refused too.
    let run = ToolRun(["import", path, "-o", output, "--strict"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    for part in row.expected {
      let part = part.replacingOccurrences(of: "FILE", with: path)
      #expect(run.errors.contains(part), "\(run.errors)")
    }
    // Nothing half-written: the output file was never created.
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test(arguments: files.filter { $0.name != "binary garbage" })
  func sameLineFromTheLibrary(_ row: HostileFile) throws {
    // The command's `FILE:N:` is the library's `DumpError.line`.
    let text = String(decoding: row.bytes, as: UTF8.self)
    let first = try #require(row.expected.first?.components(separatedBy: "FILE:").last)
    let expectedLine = try #require(Int(first.prefix { $0.isNumber }))
    do {
      _ = try Dump(parsing: text, strict: true).fixture(name: "x").jsonText()
      Issue.record("\(row.name) imported")
    } catch {
      #expect(error.line == expectedLine)
    }
  }

  @Test func indentationWithMixedBlanksStillReads() throws {
    // Tabs, spaces and a no-break space around the markers do not matter; only the '|' count does.
    let text =
      "\(Self.window)\n\t|\t<UIView: 0x2; frame = (0 0; 1 1)>\n |\u{A0}  |<UILabel: 0x3; frame = (0 0; 1 1)>"
    let dump = try Dump(parsing: text)
    #expect(dump.nodes.map(\.depth) == [0, 1, 2])
    let sandbox = try TemporaryFolder()
    defer { sandbox.remove() }
    let run = ToolRun(["import", try sandbox.write("mixed.txt", text)])
    #expect(run.status == 0)
    #expect(run.output.contains(#""id": "uiLabel1""#))
  }

  @Test func deepDumpImportsAndLoads() throws {
    // A dump's text grows with the square of its depth (each line repeats its markers), so the
    // command is driven at 2,000 levels (2 MB); the library's own tests go to 100,000.
    let depth = 2_000
    var text = "\(Self.window)\n"
    var markers = ""
    for level in 1...depth {
      markers += "|"
      text += "\(markers)<UIView: 0x\(level); frame = (0 1; 10 10)>\n"
    }
    let sandbox = try TemporaryFolder()
    defer { sandbox.remove() }
    let path = try sandbox.write("deep.txt", text)
    let output = sandbox.url.appendingPathComponent("deep.json").path
    let run = ToolRun(["import", path, "-o", output])
    #expect(run.status == 0, "\(run.errors)")
    // The window's only subview is the controller's view, then 1,999 levels at y + 1 each.
    let convert = ToolRun(["convert", output, "--from", "uiView2000", "--to", "window", "--point", "0,0"])
    #expect(convert.output == "0, 2000\n")
  }
}
