import Foundation
import ShelterCLI
import ShelterTestSupport
import Testing

@Suite("shelter: help, unknown input and bad files")
struct CommandLineToolTests {
  static let commands = ["simulate", "check", "convert", "hit", "responder", "describe", "import", "render"]

  @Test(arguments: commands)
  func everyCommandHasHelp(command: String) {
    for arguments in [["help", command], [command, "--help"], [command, "-h"]] {
      let run = ToolRun(arguments)
      #expect(run.status == 0, "\(arguments)")
      #expect(run.output.hasPrefix("usage: shelter \(command) "), "\(arguments)")
      #expect(run.output.contains("Exit status:"), "\(arguments)")
      #expect(run.errors.isEmpty, "\(arguments)")
    }
  }

  @Test func helpWithoutATopicListsEveryCommand() {
    let run = ToolRun(["help"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("usage: shelter <command> [options]"))
    for command in Self.commands { #expect(run.output.contains("\n  \(command) "), "\(command)") }
  }

  @Test func noArgumentsPrintsUsageToStandardErrorAndFails() {
    let run = ToolRun([])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("usage: shelter <command> [options]"))
  }

  @Test func versionIsPrinted() {
    let run = ToolRun(["--version"])
    #expect(run.status == 0)
    #expect(run.output == "shelter 1.0.0\n")
  }

  @Test func anUnknownCommandIsBadInput() {
    let run = ToolRun(["simulat", ToolRun.fixture("login")])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.hasPrefix(
        "shelter: unknown command 'simulat'; did you mean 'simulate'?\n\nusage: shelter <command> [options]"))
  }

  @Test(arguments: [
    ["simulate", "--frobnicate"], ["convert", "--frobnicate"], ["hit", "--frobnicate"],
    ["responder", "--frobnicate"], ["describe", "--frobnicate"], ["import", "--frobnicate"],
    ["render", "--frobnicate"],
  ])
  func anUnknownOptionIsBadInputAndShowsTheCommandsHelp(arguments: [String]) {
    let run = ToolRun(arguments + [ToolRun.fixture("login")])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.hasPrefix(
        "shelter \(arguments[0]): unknown option --frobnicate\n\nusage: shelter \(arguments[0]) "))
  }

  @Test func anOptionWithoutItsValueIsBadInput() {
    let run = ToolRun(["render", ToolRun.fixture("login"), "--step"])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("shelter render: --step needs a value\n"))
  }

  @Test(arguments: ["simulate", "responder", "describe", "render"])
  func aMissingFileIsBadInput(command: String) {
    let run = ToolRun([command, "/no/such/fixture.json"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors == "shelter \(command): /no/such/fixture.json: no such file\n")
  }

  @Test func aDirectoryIsNotAFixture() {
    let run = ToolRun(["simulate", PackageFiles.root.appendingPathComponent("Fixtures").path])
    #expect(run.status == 2)
    #expect(run.errors.hasSuffix("Fixtures: is a directory, expected a file\n"))
  }

  @Test(arguments: ["simulate", "responder", "describe", "render"])
  func aMalformedFixtureNamesTheFileTheLineAndThePath(command: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Line 4, column 54 is where the frame's array starts.
    let path = try folder.write(
      "bad.json",
      """
      { "format": "shelter-fixture/1", "name": "bad", "screen": { "size": [390, 844] },
        "window": { "frame": [0, 0, 390, 844], "controller": { "id": "c",
          "view": { "id": "root", "frame": [0, 0, 390, 844], "subviews": [
            { "id": "field", "kind": "textField", "frame": [20, 100, -350, 44] } ] } } } }
      """)
    let run = ToolRun([command, path])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.errors
        == "shelter \(command): \(path):4:54: window.controller.view.subviews[0].frame: "
        + "width and height must not be negative, found -350 × 44\n")
  }

  @Test func truncatedJSONNamesTheFileAndPosition() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("cut.json", #"{ "format": "#)
    let run = ToolRun(["simulate", path])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "shelter simulate: \(path):1:13: $: malformed JSON: unexpected end of input, expected a value after ':'\n"
    )
  }

  @Test func aStepThatCannotBeAppliedIsBadInputNamingTheStep() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "disabled.json",
      """
      { "format": "shelter-fixture/1", "name": "disabled", "screen": { "size": [390, 844] },
        "window": { "frame": [0, 0, 390, 844], "controller": { "id": "c",
          "view": { "id": "root", "frame": [0, 0, 390, 844], "subviews": [
            { "id": "field", "kind": "textField", "frame": [20, 100, 350, 44], "enabled": false } ] } } },
        "steps": [ { "focus": "field" } ] }
      """)
    let run = ToolRun(["simulate", path])
    #expect(run.status == 2)
    // Line 5: `  "steps": [ { "focus": "field" } ] }`, "field" starting at column 25.
    #expect(run.errors.hasPrefix("shelter simulate: \(path):5:25: steps[0].focus: "))
    #expect(
      run.errors.hasSuffix("cannot become first responder: a textField does not accept first responder\n"))
  }
}
