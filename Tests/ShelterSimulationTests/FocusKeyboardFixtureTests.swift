import ShelterCLI
import ShelterGeometry
import ShelterSimulation
import ShelterSupport
import ShelterTestSupport
import Testing

@testable import ShelterFixtures

/// Notification traces of the focus-driven gallery fixtures, worked out by hand from the rules and
/// heights in `docs/keyboards.md`: iPhone 15 portrait is 393 × 852 with a docked keyboard of 336
/// (292 without the predictive bar; a number pad has none, a secure field shows the AutoFill bar);
/// the iPad (10th generation) is 820 × 1180 with a docked keyboard of 333 and a 320 × 253 floating
/// one whose bottom is 100 above the screen's.
@Suite("Focus-driven keyboard fixtures")
struct FocusKeyboardFixtureTests {
  /// A notification as `name`, `begin → end` for a keyboard one, or the posting view's id.
  static func trace(_ snapshot: StepSnapshot) -> [String] {
    snapshot.notifications.map { record in
      let name = record.name.replacingOccurrences(of: "Notification", with: "")
      guard let info = record.keyboard else { return name + " " + (record.object ?? "-") }
      #expect(info.animationDuration == 0.25 && info.animationCurve.rawValue == 7 && info.isLocal)
      return name + " " + info.frameBegin.tidyText + " " + info.frameEnd.tidyText
    }
  }

  static func show(_ begin: String, _ end: String) -> [String] {
    [
      "UIKeyboardWillChangeFrame", "UIKeyboardWillShow", "UIKeyboardDidChangeFrame", "UIKeyboardDidShow",
    ].map { "\($0) \(begin) \(end)" }
  }

  static func hide(_ begin: String, _ end: String) -> [String] {
    [
      "UIKeyboardWillChangeFrame", "UIKeyboardWillHide", "UIKeyboardDidChangeFrame", "UIKeyboardDidHide",
    ].map { "\($0) \(begin) \(end)" }
  }

  static func frameChange(_ begin: String, _ end: String) -> [String] {
    ["UIKeyboardWillChangeFrame", "UIKeyboardDidChangeFrame"].map { "\($0) \(begin) \(end)" }
  }

  @Test func signInFocusesEachFieldInTurn() throws {
    let steps = try FixtureGalleryFiles.snapshots("sign-in-software-keyboard.json")
    #expect(steps.count == 5)
    #expect(Self.trace(steps[0]).isEmpty)
    // Email: from just below the screen (y 852) to 852 − 336 = 516.
    #expect(
      Self.trace(steps[1])
        == ["UITextFieldTextDidBeginEditing email"]
        + Self.show("[0, 852, 393, 336]", "[0, 516, 393, 336]"))
    // Password: secure, so the AutoFill bar keeps 336; the same frame posts no keyboard notification.
    #expect(
      Self.trace(steps[2]) == [
        "UITextFieldTextDidEndEditing email", "UITextFieldTextDidBeginEditing password",
      ])
    // One-time code: a number pad has no predictive bar, 292, top 560; begin is the current frame.
    #expect(
      Self.trace(steps[3])
        == ["UITextFieldTextDidEndEditing password", "UITextFieldTextDidBeginEditing code"]
        + Self.show("[0, 516, 393, 336]", "[0, 560, 393, 292]"))
    #expect(
      Self.trace(steps[4])
        == ["UITextFieldTextDidEndEditing code"] + Self.hide("[0, 560, 393, 292]", "[0, 852, 393, 292]"))
    // The keyboard frames the report gives, and the root's shift: 544 + 10 − 516 = 38,
    // 604 + 10 − 516 = 98; the code field begins editing before its keyboard arrives, so it is
    // lifted over the 336 keyboard still up, 664 + 10 − 516 = 158, and the 292 one that follows
    // leaves it clear, which moves nothing (docs/avoidance.md: a field already visible moves nothing); then
    // the hide restores everything.
    #expect(
      steps.map(\.keyboardFrame) == [
        nil, Rect(x: 0, y: 516, width: 393, height: 336), Rect(x: 0, y: 516, width: 393, height: 336),
        Rect(x: 0, y: 560, width: 393, height: 292), nil,
      ])
    #expect(steps.map { $0.frames.first { $0.id == "root" }?.frame.minY } == [0, -38, -98, -158, 0])
  }

  @Test func iPadKeyboardFloatsAndDocks() throws {
    let steps = try FixtureGalleryFiles.snapshots("ipad-floating-keyboard.json")
    let docked = "[0, 847, 820, 333]"
    // (820 − 320) / 2 = 250; 1180 − 100 − 253 = 827.
    let floating = "[250, 827, 320, 253]"
    #expect(
      Self.trace(steps[1]) == ["UITextFieldTextDidBeginEditing search"]
        + Self.show("[0, 1180, 820, 333]", docked))
    // Leaving docked announces a hide that ends at the floating frame.
    #expect(Self.trace(steps[2]) == Self.hide(docked, floating))
    // While floating only frame changes: out below the screen, and back.
    #expect(
      Self.trace(steps[3])
        == ["UITextFieldTextDidEndEditing search"] + Self.frameChange(floating, "[250, 1180, 320, 253]"))
    #expect(
      Self.trace(steps[4])
        == ["UITextFieldTextDidBeginEditing search"] + Self.frameChange("[250, 1180, 320, 253]", floating))
    // Docking again posts will-show.
    #expect(Self.trace(steps[5]) == Self.show(floating, docked))
    #expect(
      Self.trace(steps[6])
        == ["UITextFieldTextDidEndEditing search"] + Self.hide(docked, "[0, 1180, 820, 333]"))
    // 1044 + 10 − 847 = 207 while docked; a floating keyboard moves nothing.
    #expect(steps.map { $0.frames.first { $0.id == "root" }?.frame.minY } == [0, -207, 0, 0, 0, -207, 0])
  }

  @Test func reportListsEveryNotification() throws {
    let fixture = try FixtureGalleryFiles.load("sign-in-software-keyboard.json")
    let steps = try Simulation(fixture: fixture).run()
    let json = Report.json(fixture: fixture.name, snapshots: steps, pretty: false)
    #expect(
      json.contains(
        #""notifications":[{"name":"UITextFieldTextDidBeginEditingNotification","object":"email"},{"name":"UIKeyboardWillChangeFrameNotification","begin":[0,852,393,336],"end":[0,516,393,336],"duration":0.25,"curve":7,"isLocal":true},"#
      ))
    let text = Report.text(fixture: fixture.name, snapshots: steps)
    #expect(text.contains("  notifications:\n    UITextFieldTextDidEndEditingNotification code\n"))
    #expect(
      text.contains(
        "    UIKeyboardDidHideNotification [0, 560, 393, 292] -> [0, 852, 393, 292] duration 0.25 curve 7\n"))
  }
}
