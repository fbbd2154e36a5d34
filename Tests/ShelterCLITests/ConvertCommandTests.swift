import ShelterCLI
import ShelterJSON
import Testing

@Suite("shelter convert")
struct ConvertCommandTests {
  let login = ToolRun.fixture("login")

  @Test func aPointToWindowSpaceAfterEveryStep() {
    // After the last step (hide) the password is back at (20, 620).
    let run = ToolRun(["convert", login, "--from", "password", "--to", "window", "--point", "0,0"])
    #expect(run.status == 0)
    #expect(run.output == "20, 620\n")
  }

  @Test func aPointAfterTheKeyboardShows() {
    // After step 1 the root is 166 up: (20 + 5, 620 - 166 + 6) = (25, 460).
    let run = ToolRun([
      "convert", login, "--from", "password", "--to", "window", "--point", "5,6", "--step", "1",
    ])
    #expect(run.status == 0)
    #expect(run.output == "25, 460\n")
  }

  @Test func aRectToAnotherView() throws {
    // Password's origin is 620 - 560 = 60 below email's.
    let text = ToolRun(["convert", login, "--from", "password", "--to", "email", "--rect", "0,0,10,10"])
    #expect(text.status == 0)
    #expect(text.output == "[0, 60, 10, 10]\n")
    let json = ToolRun([
      "convert", login, "--from", "password", "--to", "email", "--rect", "0,0,10,10", "--json",
    ])
    #expect(json.status == 0)
    #expect(
      try JSONDocument(parsing: json.output).root["rect"]?.elements.compactMap(\.numberValue) == [
        0, 60, 10, 10,
      ])
  }

  @Test func aPointFromWindowSpaceIntoATurnedView() throws {
    // The card turns about its centre (196.5, 610): cardNumber's (0, 0) is card (20, 100), local
    // (20 - 160, 100 - 110) = (-140, -10); x = 0.948(-140) - 0.05(-10) + 196.5 = 64.28,
    // y = 0.05(-140) + 0.948(-10) + 610 = 593.52.
    let card = ToolRun.fixture("rotated-card")
    let out = ToolRun([
      "convert", card, "--from", "cardNumber", "--to", "window", "--point", "0,0", "--step", "0",
    ])
    #expect(out.output == "64.28, 593.52\n")
    let back = ToolRun(
      [
        "convert", card, "--from", "window", "--to", "cardNumber", "--point", "64.28,593.52", "--step", "0",
        "--json",
      ])
    #expect(back.status == 0)
    let point = try JSONDocument(parsing: back.output).root["point"]?.elements.compactMap(\.numberValue) ?? []
    #expect(point.count == 2)
    #expect(point.allSatisfy { abs($0) < 1e-9 })
  }

  @Test(arguments: [["--from", "nope", "--to", "window"], ["--from", "password", "--to", "nope"]])
  func anUnknownIdIsNotFound(ids: [String]) {
    let run = ToolRun(["convert", login] + ids + ["--point", "0,0"])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors == "shelter convert: no view 'nope'\n")
  }

  @Test func convertingIntoAFlattenedViewIsNotFound() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "flat.json",
      """
      { "format": "shelter-fixture/1", "name": "flat", "screen": { "size": [390, 844] },
        "window": { "frame": [0, 0, 390, 844], "controller": { "id": "c",
          "view": { "id": "root", "frame": [0, 0, 390, 844], "subviews": [
            { "id": "flat", "frame": [0, 0, 100, 100], "transform": [0, 0, 0, 1, 0, 0] } ] } } } }
      """)
    let run = ToolRun(["convert", path, "--from", "window", "--to", "flat", "--point", "1,1"])
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("shelter convert: "))
    #expect(run.errors.contains("flat"))
  }

  @Test(arguments: [
    (["--from", "password", "--to", "window"], "give exactly one of --point and --rect"),
    (
      ["--from", "password", "--to", "window", "--point", "1,2", "--rect", "0,0,1,1"],
      "give exactly one of --point and --rect"
    ),
    (["--to", "window", "--point", "1,2"], "--from ID|window is required"),
    (["--from", "password", "--point", "1,2"], "--to ID|window is required"),
    (["--from", "password", "--to", "window", "--point", "1"], "expected a point x,y, found '1'"),
    (
      ["--from", "password", "--to", "window", "--rect", "1,2,3"],
      "expected a rect x,y,width,height, found '1,2,3'"
    ),
    (
      ["--from", "password", "--to", "window", "--point", "1,2", "--step", "x"],
      "--step needs a whole number ≥ 0, found 'x'"
    ),
  ])
  func badArgumentsAreBadInput(arguments: [String], message: String) {
    let run = ToolRun(["convert", login] + arguments)
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("shelter convert: \(message)\n"))
  }
}
