import Foundation
import ShelterCLI
import Testing

@Suite("shelter render")
struct RenderCommandTests {
  let login = ToolRun.fixture("login")

  @Test func writesTheSVGToAFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let out = folder.path("screen.svg")
    let run = ToolRun(["render", login, "--step", "1", "-o", out])
    #expect(run.status == 0)
    #expect(run.output.isEmpty)
    #expect(run.errors.isEmpty)
    let svg = try String(contentsOfFile: out, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(svg.hasSuffix("</svg>\n"))
    // Password after the root moved up 166: y 620 - 166 = 454 to 498; its old place 620…664.
    #expect(svg.contains(#"data-id="password" data-kind="textField" points="20,454 370,454 370,498 20,498""#))
    #expect(svg.contains(#"class="ghost" data-id="password" points="20,620 370,620 370,664 20,664""#))
    #expect(svg.contains(#"class="keyboard-frame" x="0" y="508" width="390" height="336""#))
  }

  @Test func withoutOutputTheSVGGoesToStandardOutput() throws {
    let run = ToolRun(["render", login, "--step", "0"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("<?xml"))
    #expect(run.output.contains(">step 0 of 3: as loaded</text>"))
    #expect(!run.output.contains(#"class="keyboard-frame""#))
  }

  @Test func theDefaultIsTheLastStep() {
    let run = ToolRun(["render", login])
    #expect(run.status == 0)
    #expect(run.output.contains(#">step 3 of 3: {&quot;keyboard&quot;:&quot;hide&quot;}</text>"#))
  }

  @Test func aPolicyIsUsed() {
    // recipe1 stops the field flush with the keyboard: 664 - 508 = 156 up.
    let run = ToolRun(["render", login, "--step", "1", "--policy", "recipe1"])
    #expect(run.status == 0)
    #expect(
      run.output.contains(#"data-id="password" data-kind="textField" points="20,464 370,464 370,508 20,508""#)
    )
  }

  @Test(arguments: [
    (["--step", "4"], "--step 4 is out of range: LOGIN has 3 steps, so 0…3"),
    (["--step", "-1"], "--step needs a whole number ≥ 0, found '-1'"),
    (
      ["--policy", "magic"],
      "unknown policy 'magic', expected one of shelter, recipe1, recipe2, recipe3, recipe4, iqkeyboardmanager, tpkeyboardavoiding, apple-sample, root-shift, "
        + "safe-area-insets, bottom-constraint, none"
    ),
  ])
  func badArgumentsAreBadInput(arguments: [String], message: String) {
    let run = ToolRun(["render", login] + arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.hasPrefix("shelter render: \(message.replacingOccurrences(of: "LOGIN", with: login))\n"))
  }

  @Test func anUnwritableOutputIsBadInput() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let out = folder.path("no/such/folder/screen.svg")
    let run = ToolRun(["render", login, "-o", out])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "shelter render: \(out): cannot be written: the folder \(folder.path("no/such/folder")) does not exist\n"
    )
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func aStepThatFailsNamesTheFileAndStep() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "hidden.json",
      """
      { "format": "shelter-fixture/1", "name": "hidden", "screen": { "size": [390, 844] },
        "window": { "frame": [0, 0, 390, 844], "controller": { "id": "c",
          "view": { "id": "root", "frame": [0, 0, 390, 844], "subviews": [
            { "id": "field", "kind": "textField", "frame": [20, 100, 350, 44], "enabled": false } ] } } },
        "steps": [ { "keyboard": "show", "height": 336 }, { "focus": "field" } ] }
      """)
    let run = ToolRun(["render", path, "--step", "2"])
    #expect(run.status == 2)
    // Line 5 holds the steps; the focus step's "field" starts at column 64.
    #expect(run.errors.hasPrefix("shelter render: \(path):5:64: steps[1].focus: "))
    // The step before still renders.
    #expect(ToolRun(["render", path, "--step", "1"]).status == 0)
  }
}
