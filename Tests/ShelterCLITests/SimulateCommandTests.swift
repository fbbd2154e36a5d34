import ShelterCLI
import ShelterJSON
import Testing

@Suite("shelter simulate")
struct SimulateCommandTests {
  @Test func textListsEveryStepWithTheFramesThatChanged() {
    let run = ToolRun(["simulate", ToolRun.fixture("login")])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    // Show 336: the password's bottom 620 + 44 + 10 must reach 844 - 336 = 508, so root moves up 166.
    // Focus email: at 560 - 166 = 394 it ends at 438 + 10 <= 508, already visible: nothing moves.
    // Hide: back to the fixture's frames.
    // The keyboard slides in from just below the screen (y 844) and back out there; the load posts
    // the password's begin-editing, the focus switch end-editing then begin-editing, and nothing else.
    #expect(
      run.output == """
        fixture login

        step 0: load
          first responder: password
          keyboard: hidden
          id        frame (window space)
          root      [0, 0, 390, 844]
          email     [20, 560, 350, 44]
          password  [20, 620, 350, 44]
          notifications:
            UITextFieldTextDidBeginEditingNotification password

        step 1: {"keyboard":"show","height":336}
          first responder: password
          keyboard: [0, 508, 390, 336]
          id        frame (window space)
          root      [0, -166, 390, 844]
          email     [20, 394, 350, 44]
          password  [20, 454, 350, 44]
          notifications:
            UIKeyboardWillChangeFrameNotification [0, 844, 390, 336] -> [0, 508, 390, 336] duration 0.25 curve 7
            UIKeyboardWillShowNotification [0, 844, 390, 336] -> [0, 508, 390, 336] duration 0.25 curve 7
            UIKeyboardDidChangeFrameNotification [0, 844, 390, 336] -> [0, 508, 390, 336] duration 0.25 curve 7
            UIKeyboardDidShowNotification [0, 844, 390, 336] -> [0, 508, 390, 336] duration 0.25 curve 7

        step 2: {"focus":"email"}
          first responder: email
          keyboard: [0, 508, 390, 336]
          no frame changed
          notifications:
            UITextFieldTextDidEndEditingNotification password
            UITextFieldTextDidBeginEditingNotification email

        step 3: {"keyboard":"hide"}
          first responder: email
          keyboard: hidden
          id        frame (window space)
          root      [0, 0, 390, 844]
          email     [20, 560, 350, 44]
          password  [20, 620, 350, 44]
          notifications:
            UIKeyboardWillChangeFrameNotification [0, 508, 390, 336] -> [0, 844, 390, 336] duration 0.25 curve 7
            UIKeyboardWillHideNotification [0, 508, 390, 336] -> [0, 844, 390, 336] duration 0.25 curve 7
            UIKeyboardDidChangeFrameNotification [0, 508, 390, 336] -> [0, 844, 390, 336] duration 0.25 curve 7
            UIKeyboardDidHideNotification [0, 508, 390, 336] -> [0, 844, 390, 336] duration 0.25 curve 7

        """)
  }

  @Test func jsonIsTheReportContract() throws {
    let run = ToolRun(["simulate", ToolRun.fixture("login"), "--json"])
    #expect(run.status == 0)
    let report = try JSONDocument(parsing: run.output).root
    #expect(report["format"]?.stringValue == "shelter-report/1")
    #expect(report["fixture"]?.stringValue == "login")
    #expect(report["policy"] == nil)
    let steps = try #require(report["steps"])
    #expect(steps.count == 4)

    func frame(_ step: Int, _ id: String) -> [Double]? {
      steps[step]?["frames"]?[id]?.elements.compactMap(\.numberValue)
    }
    let load = try #require(steps[0])
    #expect(load["index"]?.numberValue == 0)
    #expect(load["step"]?.stringValue == "load")
    #expect(load["firstResponder"]?.stringValue == "password")
    #expect(load["keyboard"]?.isNull == true)
    #expect(frame(0, "password") == [20, 620, 350, 44])

    let show = try #require(steps[1])
    #expect(show["step"]?["keyboard"]?.stringValue == "show")
    #expect(show["step"]?["height"]?.numberValue == 336)
    // 844 - 336 = 508; everything under root moves up 166 (see the text test).
    #expect(show["keyboard"]?["frame"]?.elements.compactMap(\.numberValue) == [0, 508, 390, 336])
    #expect(frame(1, "root") == [0, -166, 390, 844])
    #expect(frame(1, "email") == [20, 394, 350, 44])
    #expect(frame(1, "password") == [20, 454, 350, 44])
    // Frames are listed in document order.
    #expect(steps[1]?["frames"]?.members.map(\.key) == ["root", "email", "password"])

    #expect(steps[2]?["firstResponder"]?.stringValue == "email")
    #expect(frame(2, "email") == [20, 394, 350, 44])
    #expect(steps[3]?["keyboard"]?.isNull == true)
    #expect(frame(3, "root") == [0, 0, 390, 844])
  }

  @Test func anotherPolicyIsNamedInTheReport() throws {
    // recipe1 puts the field's bottom on the keyboard's top: 664 - 508 = 156 up.
    let run = ToolRun(["simulate", ToolRun.fixture("login"), "--json", "--policy", "recipe1"])
    #expect(run.status == 0)
    let report = try JSONDocument(parsing: run.output).root
    #expect(report["policy"]?.stringValue == "recipe1")
    #expect(
      report["steps"]?[1]?["frames"]?["password"]?.elements.compactMap(\.numberValue) == [20, 464, 350, 44])
  }

  @Test func anUnknownPolicyIsBadInput() {
    let run = ToolRun(["simulate", ToolRun.fixture("login"), "--policy", "magic"])
    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix(
        "shelter simulate: unknown policy 'magic', expected one of shelter, recipe1, recipe2, recipe3, recipe4, iqkeyboardmanager, tpkeyboardavoiding, apple-sample, "
          + "root-shift, safe-area-insets, bottom-constraint, none\n\nusage: shelter simulate FIXTURE "))
  }

  @Test func exactlyOneFixtureIsExpected() {
    let run = ToolRun(["simulate", ToolRun.fixture("login"), ToolRun.fixture("chat")])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("shelter simulate: expected one fixture file\n"))
  }
}

@Suite("shelter simulate --fps")
struct SimulateTimelineTests {
  @Test func everyStepCarriesItsTimeline() throws {
    let run = ToolRun(["simulate", ToolRun.fixture("login"), "--json", "--fps", "4"])
    #expect(run.status == 0)
    let report = try JSONDocument(parsing: Array(run.output.utf8)).root
    // The keyboard's spring lasts 0.5 s: samples at 0, 0.25 and 0.5 for the show step.
    let show = try #require(report["steps"]?[1]?["timeline"])
    #expect(show.elements.compactMap { $0["t"]?.numberValue } == [0, 0.25, 0.5])
    #expect(show[0]?["keyboard"]?.isNull == true)
    #expect(show[2]?["keyboard"]?.elements.compactMap(\.numberValue) == [0, 508, 390, 336])
    #expect(report["steps"]?[0]?["timeline"]?.count == 1)
  }

  @Test(arguments: ["0", "-3", "1001", "ten"])
  func aRateOutOfRangeIsAUsageError(_ value: String) {
    let run = ToolRun(["simulate", ToolRun.fixture("login"), "--fps", value])
    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix("shelter simulate: --fps needs a whole number from 1 to 1000, found '\(value)'"))
    #expect(run.output.isEmpty)
  }
}
