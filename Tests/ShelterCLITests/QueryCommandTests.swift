import ShelterCLI
import ShelterJSON
import Testing

@Suite("shelter hit")
struct HitCommandTests {
  let login = ToolRun.fixture("login")

  @Test func aTapOnAFieldHitsIt() {
    // email spans y 560…604 once the keyboard is gone again.
    let run = ToolRun(["hit", login, "30,570"])
    #expect(run.status == 0)
    #expect(run.output == "email (textField)\n")
  }

  @Test func aTapAfterTheKeyboardShowsHitsWhereTheFieldMoved() {
    // After step 1 email spans 394…438.
    let run = ToolRun(["hit", login, "30,400", "--step", "1"])
    #expect(run.output == "email (textField)\n")
  }

  @Test func aTapBesideTheFieldsHitsTheRootAsJSON() throws {
    let run = ToolRun(["hit", login, "5,5", "--json"])
    #expect(run.status == 0)
    let result = try JSONDocument(parsing: run.output).root
    #expect(result["hit"]?.stringValue == "root")
    #expect(result["kind"]?.stringValue == "view")
  }

  @Test func aTapOutsideTheWindowHitsNothing() throws {
    let run = ToolRun(["hit", login, "500,500"])
    #expect(run.status == 1)
    #expect(run.output == "nothing\n")
    let json = ToolRun(["hit", login, "500,500", "--json"])
    #expect(json.status == 1)
    #expect(try JSONDocument(parsing: json.output).root["hit"]?.isNull == true)
  }

  @Test func aPointIsRequired() {
    let run = ToolRun(["hit", login])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("shelter hit: expected a fixture file and a point x,y\n"))
  }
}

@Suite("shelter responder")
struct ResponderCommandTests {
  let login = ToolRun.fixture("login")

  @Test func afterEveryStepEmailIsFocusedWhereItStarted() {
    let run = ToolRun(["responder", login])
    #expect(run.status == 0)
    #expect(run.output == "email (textField) at [20, 560, 350, 44]\n")
  }

  @Test func afterTheKeyboardShowsAsJSON() throws {
    // Password moved up 166: 620 - 166 = 454.
    let run = ToolRun(["responder", login, "--step", "1", "--json"])
    #expect(run.status == 0)
    let result = try JSONDocument(parsing: run.output).root
    #expect(result["firstResponder"]?.stringValue == "password")
    #expect(result["frame"]?.elements.compactMap(\.numberValue) == [20, 454, 350, 44])
  }

  @Test func noFirstResponderIsNotFound() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "none.json",
      """
      { "format": "shelter-fixture/1", "name": "none", "screen": { "size": [390, 844] },
        "window": { "frame": [0, 0, 390, 844], "controller": { "id": "c",
          "view": { "id": "root", "frame": [0, 0, 390, 844] } } } }
      """)
    let run = ToolRun(["responder", path])
    #expect(run.status == 1)
    #expect(run.output == "none\n")
    let json = ToolRun(["responder", path, "--json"])
    #expect(json.status == 1)
    #expect(json.output == "{\"firstResponder\":null}\n")
  }
}

@Suite("shelter describe")
struct DescribeCommandTests {
  @Test func theTreeAsLoadedInUIKitsFormat() {
    let run = ToolRun(["describe", ToolRun.fixture("login")])
    #expect(run.status == 0)
    #expect(
      run.output == """
        <UIWindow: 0x10000; frame = (0 0; 390 844)>
           | <UIView: 0x10010; frame = (0 0; 390 844); identifier = 'root'>
           |    | <UITextField: 0x10020; frame = (20 560; 350 44); text = ''; identifier = 'email'>
           |    | <UITextField: 0x10030; frame = (20 620; 350 44); text = ''; identifier = 'password'>

        """)
  }

  @Test func afterAStepTheRootCarriesItsShift() {
    // The login screen's root moves by a transform: frame y 0 - 166, ty -166.
    let run = ToolRun(["describe", ToolRun.fixture("login"), "--step", "1"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(
      lines[1]
        == "   | <UIView: 0x10010; frame = (0 -166; 390 844); bounds = (0 0; 390 844); "
        + "transform = [1, 0, 0, 1, 0, -166]; identifier = 'root'>")
    #expect(
      lines[3]
        == "   |    | <UITextField: 0x10030; frame = (20 620; 350 44); text = ''; identifier = 'password'>")
  }
}
