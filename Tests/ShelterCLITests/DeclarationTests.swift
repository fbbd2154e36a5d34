import Foundation
import ShelterCLI
import Testing

@testable import ShelterCLI

/// One declaration per command: the parser, the help page and the top-level usage agree.
@Suite("shelter: declarations, help and argument rules")
struct DeclarationTests {
  static let stepCommands = ["convert", "hit", "responder", "describe", "render"]
  static let stepLine =
    "  --step N  play the first N steps (default: all of them; 0 is the fixture as loaded)\n"

  @Test func everyOptionOfEveryCommandIsInItsHelpAndTheTopLevelUsage() {
    let usage = ToolRun(["help"]).output
    for spec in CommandSpec.all {
      let help = ToolRun(["help", spec.name]).output
      #expect(help.hasPrefix(spec.usage + "\n\n"), "\(spec.name)")
      #expect(usage.contains("\n  " + spec.usage.dropFirst("usage: shelter ".count) + "\n"), "\(spec.name)")
      for option in spec.options {
        #expect(help.contains("\n  " + option.label + " "), "\(spec.name) \(option.name)")
        #expect(spec.usage.contains(option.name), "\(spec.name) \(option.name)")
      }
    }
  }

  @Test func theTopLevelUsageOfCheckNamesEveryOption() {
    #expect(
      ToolRun(["help"]).output.contains(
        "\n  check FIXTURE_OR_DIR... [--policy NAME]... [--device NAME[:ORIENTATION]]... [--fps [N]] [--jobs N] [--shard K/N] [--json] [--format FORMAT] [--sarif FILE] [--junit FILE] [--html DIR] [--summary] [--full] [--annotations N]\n"
      ))
    #expect(
      ToolRun(["help"]).output.contains(
        "\n  render FIXTURE [--step N] [--policy NAME] [--device NAME[:ORIENTATION]] [--at T] [--animate] [--fps N] [--constraints] [-o FILE]\n"
      ))
  }

  @Test(arguments: stepCommands)
  func everyStepCommandStatesTheSameDefault(command: String) {
    let help = ToolRun(["help", command]).output
    #expect(help.contains("[--step N]"))
    // The padding depends on the longest option label; compare the text after the name.
    #expect(help.contains(Self.stepLine.dropFirst("  --step N".count).drop { $0 == " " }))
  }

  /// Every command that takes `--step` refuses a step past the last one, naming the range, and a
  /// negative or non-numeric one.
  @Test(arguments: stepCommands)
  func anOutOfRangeStepIsBadInputEverywhere(command: String) {
    let login = ToolRun.fixture("login")
    let extra = command == "convert" ? ["--from", "email", "--to", "window", "--point", "0,0"] : []
    let operands = command == "hit" ? [login, "1,1"] : [login]
    for (step, message) in [
      ("4", "--step 4 is out of range: \(login) has 3 steps, so 0…3"),
      ("-1", "--step needs a whole number ≥ 0, found '-1'"),
      ("two", "--step needs a whole number ≥ 0, found 'two'"),
    ] {
      let run = ToolRun([command] + operands + extra + ["--step", step])
      #expect(run.status == 2, "\(command) --step \(step)")
      #expect(run.output.isEmpty)
      #expect(run.errors.hasPrefix("shelter \(command): \(message)\n\nusage: shelter \(command) "))
    }
    // The last step itself is in range.
    #expect(ToolRun([command] + operands + extra + ["--step", "3"]).status != 2)
  }

  @Test func describeDefaultsToEveryStepLikeTheOtherCommands() {
    let login = ToolRun.fixture("login")
    // Step 1 shows the keyboard and moves the root up 166; the default is after step 3 (hide).
    #expect(ToolRun(["describe", login]).output == ToolRun(["describe", login, "--step", "3"]).output)
    #expect(ToolRun(["describe", login, "--step", "1"]).output.contains("frame = (0 -166; 390 844)"))
  }

  @Test(arguments: ["simulate", "render"])
  func policyAllIsForCheckOnly(command: String) {
    let run = ToolRun([command, ToolRun.fixture("login"), "--policy", "all"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.hasPrefix(
        "shelter \(command): --policy all is only for check, which runs every policy; "
          + "expected one of shelter, recipe1, recipe2, recipe3, recipe4, iqkeyboardmanager, tpkeyboardavoiding, apple-sample, root-shift, safe-area-insets, "
          + "bottom-constraint, none\n\nusage: shelter \(command) FIXTURE "
      ))
  }

  @Test func aMistypedPolicyGetsAHint() {
    let run = ToolRun(["check", ToolRun.fixture("login"), "--policy", "recipe"])
    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix(
        "shelter check: unknown policy 'recipe', expected all or one of shelter, recipe1, recipe2, recipe3, "
          + "recipe4, iqkeyboardmanager, tpkeyboardavoiding, apple-sample, root-shift, safe-area-insets, bottom-constraint, none; did you mean 'recipe1'?\n"
      ))
  }

  @Test func helpForAnUnknownCommandFails() {
    let run = ToolRun(["help", "bogus"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.hasPrefix("shelter help: unknown command 'bogus'\n\nusage: shelter <command> [options]"))
    let close = ToolRun(["help", "chekc"])
    #expect(close.status == 2)
    #expect(close.errors.hasPrefix("shelter help: unknown command 'chekc'; did you mean 'check'?\n"))
  }

  @Test func aMistypedOptionGetsAHint() {
    let run = ToolRun(["simulate", ToolRun.fixture("login"), "--jsno"])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("shelter simulate: unknown option --jsno; did you mean '--json'?\n\n"))
  }

  @Test func anOptionThatMayAppearOnceIsRefusedTwice() {
    let run = ToolRun(["hit", ToolRun.fixture("login"), "1,1", "--step", "1", "--step", "2"])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("shelter hit: --step may be given only once\n"))
  }

  @Test func anOptionsValueMayFollowAnEqualsSign() {
    // After step 1 email spans 394…438 (see the hit tests).
    let run = ToolRun(["hit", ToolRun.fixture("login"), "30,400", "--step=1"])
    #expect(run.status == 0)
    #expect(run.output == "email (textField)\n")
  }

  @Test func doubleDashEndsTheOptions() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let login = try String(contentsOfFile: ToolRun.fixture("login"), encoding: .utf8)
    _ = try folder.write("--json", login)
    let run = ToolRun(["responder", "--", folder.path("--json")])
    // Read as a file, not as the flag: text, not JSON.
    #expect(run.status == 0)
    #expect(run.output == "email (textField) at [20, 560, 350, 44]\n")
    let flag = ToolRun(["responder", "--json", "--", folder.path("--json")])
    #expect(flag.output.hasPrefix("{\"firstResponder\":\"email\""))
  }

  @Test func aDashReadsStandardInputForEveryCommandThatReadsAFile() throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: ToolRun.fixture("login"))))
    let login = ToolRun.fixture("login")
    for arguments in [
      ["simulate", "#"], ["responder", "#"], ["describe", "#"], ["render", "#"], ["hit", "#", "30,570"],
      ["convert", "#", "--from", "password", "--to", "window", "--point", "0,0"],
    ] {
      let fromInput = ToolRun(arguments.map { $0 == "#" ? "-" : $0 }, input: bytes)
      let fromFile = ToolRun(arguments.map { $0 == "#" ? login : $0 })
      #expect(fromInput.status == 0, "\(arguments) \(fromInput.errors)")
      #expect(fromInput.output == fromFile.output, "\(arguments)")
    }
    let check = ToolRun(["check", "-", "--policy", "recipe1"], input: bytes)
    #expect(check.status == 1)
    #expect(check.output.hasPrefix("(standard input) [recipe1] step 1 (keyboard show): password covered"))
  }

  @Test func standardInputIsReadOnce() {
    let run = ToolRun(["check", "-", "-"], input: [])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("shelter check: - (standard input) may be given only once\n"))
  }

  @Test func aBadFixtureOnStandardInputIsNamedSo() {
    let run = ToolRun(["simulate", "-"], input: Array(#"{ "format": "#.utf8))
    #expect(run.status == 2)
    #expect(
      run.errors
        == "shelter simulate: (standard input):1:13: $: malformed JSON: unexpected end of input, expected a value after ':'\n"
    )
  }
}

@Suite("did you mean: edit distance")
struct SuggestionTests {
  @Test(arguments: [
    ("emial", "email", 1),  // one swap of neighbours
    ("kitten", "sitting", 3),  // k→s, e→i, +g
    ("", "abc", 3),
    ("abc", "abc", 0),
    ("ab", "ba", 1),
    ("ca", "abc", 3),  // a swap may not be edited again: c→a, a→b, +c
    ("passwrod", "password", 1),
  ])
  func distance(a: String, b: String, expected: Int) {
    #expect(Suggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars)) == expected)
    #expect(Suggestion.editDistance(Array(b.unicodeScalars), Array(a.unicodeScalars)) == expected)
  }

  @Test func theNearestWithinAThirdOfTheLengthIsSuggested() {
    #expect(Suggestion.nearest("emial", among: ["password", "email", "root"]) == "email")
    // 'nope' is 3 edits from 'root' and from 'note's neighbours: too far for a 4-letter name.
    #expect(Suggestion.nearest("nope", among: ["root", "email", "password"]) == nil)
    // Ties go to the alphabetically first name, whatever the order given.
    #expect(Suggestion.nearest("cat", among: ["cut", "bat"]) == "bat")
    #expect(Suggestion.nearest("cat", among: ["bat", "cut"]) == "bat")
    // A one-letter name is never "close" to another one-letter name.
    #expect(Suggestion.nearest("x", among: ["y"]) == nil)
  }

  @Test func anUnknownViewIdSuggestsTheNearest() {
    let login = ToolRun.fixture("login")
    let run = ToolRun(["convert", login, "--from", "emial", "--to", "window", "--point", "0,0"])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors == "shelter convert: no view 'emial'; did you mean 'email'?\n")
    let to = ToolRun(["convert", login, "--from", "email", "--to", "pasword", "--point", "0,0"])
    #expect(to.errors == "shelter convert: no view 'pasword'; did you mean 'password'?\n")
  }
}
