import Foundation
import ShelterCLI
import Testing

@Suite("Options over time: check --fps, render --at and --animate")
struct TimeOptionsTests {
  @Test func fpsAloneIsSixtyAndShelterBreaksNothingOverTime() {
    // `--fps` before a directory takes no value from it.
    let alone = ToolRun(["check", "--fps", ToolRun.fixtures()])
    // Only the layout rules' five findings (CheckCommandTests): nothing over time.
    #expect(alone.status == 1)
    #expect(alone.output.hasSuffix("\n5 violations in 32 runs\n"))
    let login = ToolRun(["check", ToolRun.fixture("login"), "--policy", "recipe2", "--fps"])
    #expect(login.status == 1)
    // At 60 a second the did-show sample is 0.5 s: 664 + 10 − 508 = 166.
    #expect(
      login.output.contains(
        "login.json [recipe2] step 1 (keyboard show): password covered during the animation: at 0.5 s"
          + " bottom 664 + distance 10 > keyboard top 508, covered by 166 vs 0 at the step's start"))
  }

  @Test func fpsTakesAWholeNumber() {
    let run = ToolRun(["check", ToolRun.fixture("login"), "--fps=0"])
    #expect(run.status == 2)
    #expect(run.errors.contains("--fps needs a whole number from 1 to 1000, found '0'"))
  }

  @Test func renderOverTimeRefusesWhatItCannotDraw() {
    let both = ToolRun(["render", ToolRun.fixture("login"), "--at", "0.1", "--animate"])
    #expect(both.status == 2)
    #expect(both.errors.contains("give --at or --animate, not both"))
    let negative = ToolRun(["render", ToolRun.fixture("login"), "--at", "-1"])
    #expect(negative.status == 2)
    let rate = ToolRun(["render", ToolRun.fixture("login"), "--fps", "30"])
    #expect(rate.errors.contains("--fps needs --animate"))
  }

  @Test func renderAnimateWritesAnimations() {
    let run = ToolRun(["render", ToolRun.fixture("login"), "--animate", "--fps", "10"])
    #expect(run.status == 0)
    #expect(run.output.contains(#"<animate attributeName="points" dur="1s""#))
    let still = ToolRun(["render", ToolRun.fixture("login"), "--step", "1", "--at", "0.5"])
    #expect(still.status == 0)
    #expect(still.output.contains(#"data-id="password" data-kind="textField" points="20,454 370,454"#))
  }
}
