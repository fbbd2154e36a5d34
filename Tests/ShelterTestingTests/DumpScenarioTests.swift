import ShelterTesting
import Testing

/// A scenario started from a pasted `recursiveDescription`.
@Suite("Scenarios from a dump")
struct DumpScenarioTests {
  static let pasted = """
    <UIWindow: 0x1; frame = (0 0; 393 852)>
       | <UIView: 0x2; frame = (0 0; 393 852)>
       |    | <UITextField: 0x3; frame = (20 700; 353 44); identifier = 'email'>
    """

  @Test func aPastedScreenPlaysOnADevice() throws {
    var scenario = try Scenario(dump: Self.pasted, name: "pasted", device: DeviceProfile.named("iphone-15"))
    #expect(scenario.fixture.name == "pasted")
    #expect(scenario.current["email"] == Rect(x: 20, y: 700, width: 353, height: 44))
    let focused = try scenario.focus("email")
    #expect(focused.firstResponder == "email")
  }

  @Test func aDumpThatCannotBeReadNamesItsLine() {
    let message = "no view entries found; expected lines like '<UIView: 0x…; frame = (x y; w h); …>'"
    #expect(throws: ScenarioError.invalidDump(line: 1, message: message)) {
      try Scenario(dump: "(lldb) po view")
    }
  }
}
