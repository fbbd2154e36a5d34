import ShelterGeometry
import ShelterKeyboard
import ShelterValues
import ShelterViews
import Testing

/// A phone screen with two covered fields, a label, a button and a disabled field, the keyboard up
/// and field A focused (the root moved up by 620 + 44 + 10 − 508 = 166).
private final class TapScreen {
  let stage = AvoidanceStage()
  let a: TextField
  let b: TextField
  let label = Label(frame: Rect(x: 20, y: 200, width: 350, height: 30))
  let button = Button(frame: Rect(x: 20, y: 300, width: 100, height: 44))
  let disabled: TextField

  init(dismissOnTap: Bool = true, attach: Bool = true) throws {
    if attach {
      try stage.controller.attachKeyboardAvoidance(
        AvoidanceSettings(strategy: .transform, dismissOnTap: dismissOnTap), animator: stage.animator)
    }
    a = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    b = try stage.addField(Rect(x: 20, y: 700, width: 350, height: 44))
    disabled = try stage.addField(Rect(x: 20, y: 400, width: 350, height: 44))
    disabled.isEnabled = false
    try stage.root.addSubview(label)
    try stage.root.addSubview(button)
    try a.makeFirstResponder()
    stage.keyboard.show(height: 336)
  }
}

@Suite("Taps: dismiss on tap, focus on tap")
struct TapTests {
  @Test func tapOnTheBackgroundDismisses() throws {
    let screen = try TapScreen()
    let stage = screen.stage
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
    // Window (200, 100) is root (200, 266): no subview there.
    let outcome = stage.window.simulateTap(at: Point(x: 200, y: 100))
    #expect(outcome == .dismissed(hit: stage.root))
    #expect(stage.window.firstResponder == nil)
    #expect(!stage.keyboard.isShown)
    #expect(stage.root.transform == .identity)
  }

  @Test func tapOnALabelPassesToItsSuperview() throws {
    let screen = try TapScreen()
    // The label sits at root y 200…230, window 34…64 while moved; labels take no touches.
    let outcome = screen.stage.window.simulateTap(at: Point(x: 100, y: 50))
    #expect(outcome == .dismissed(hit: screen.stage.root))
    #expect(!screen.stage.keyboard.isShown)
  }

  @Test func tapOnAButtonDismisses() throws {
    let screen = try TapScreen()
    // Button at root (20, 300), window y 300 − 166 = 134.
    let outcome = screen.stage.window.simulateTap(at: Point(x: 30, y: 140))
    #expect(outcome == .dismissed(hit: screen.button))
  }

  @Test func tapOnADisabledFieldDismisses() throws {
    let screen = try TapScreen()
    // Disabled field at root y 400, window 234.
    let outcome = screen.stage.window.simulateTap(at: Point(x: 30, y: 240))
    #expect(outcome == .dismissed(hit: screen.disabled))
    #expect(screen.a.isFirstResponder == false)
  }

  @Test func noDismissWhenDismissOnTapIsOff() throws {
    let screen = try TapScreen(dismissOnTap: false)
    let stage = screen.stage
    let outcome = stage.window.simulateTap(at: Point(x: 200, y: 100))
    #expect(outcome == .ignored(hit: stage.root))
    #expect(screen.a.isFirstResponder)
    #expect(stage.keyboard.isShown)
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
  }

  @Test func noDismissWithoutAvoidance() throws {
    let screen = try TapScreen(attach: false)
    let outcome = screen.stage.window.simulateTap(at: Point(x: 200, y: 100))
    #expect(outcome == .ignored(hit: screen.stage.root))
    #expect(screen.a.isFirstResponder)
  }

  @Test func tapOnAnotherFieldFocusesIt() throws {
    let screen = try TapScreen()
    let stage = screen.stage
    // B at root y 700 shows at window 700 − 166 = 534…578.
    let outcome = stage.window.simulateTap(at: Point(x: 30, y: 550))
    #expect(outcome == .focused(screen.b))
    #expect(screen.b.isFirstResponder)
    #expect(stage.keyboard.isShown)
    // Re-adjusted for B from the original: 700 + 44 + 10 − 508 = 246.
    #expect(stage.root.transform == Transform(translationX: 0, y: -246))
  }

  @Test func tapOnTheFocusedFieldKeepsIt() throws {
    let screen = try TapScreen()
    // A shows at window 620 − 166 = 454…498.
    let outcome = screen.stage.window.simulateTap(at: Point(x: 30, y: 470))
    #expect(outcome == .focused(screen.a))
    #expect(screen.stage.keyboard.isShown)
  }

  @Test func tapWithNothingFocusedIsIgnored() throws {
    let screen = try TapScreen()
    screen.stage.window.endEditingAndHideKeyboard()
    let outcome = screen.stage.window.simulateTap(at: Point(x: 200, y: 100))
    #expect(outcome == .ignored(hit: screen.stage.root))
  }

  @Test func windowManagerDecides() throws {
    let stage = AvoidanceStage()
    try stage.window.attachKeyboardManager(AvoidanceSettings(dismissOnTap: false))
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.window.simulateTap(at: Point(x: 200, y: 100)) == .ignored(hit: stage.root))
    #expect(field.isFirstResponder)
  }

  @Test func fieldAttachmentDecides() throws {
    let stage = AvoidanceStage()
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.attachKeyboardAvoidance()
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // Window (200, 100) is root (200, 266) while the root is moved up by 166.
    #expect(stage.window.simulateTap(at: Point(x: 200, y: 100)) == .dismissed(hit: stage.root))
    #expect(!stage.keyboard.isShown)
    #expect(stage.root.transform == .identity)
  }

  @Test func nearestControllerWithAttachmentDecides() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    // A child in the top half that keeps the keyboard on taps.
    let child = try stage.addChildController(Rect(x: 0, y: 0, width: 390, height: 300))
    try child.attachKeyboardAvoidance(AvoidanceSettings(strategy: .transform, dismissOnTap: false))
    let field = try stage.addField(Rect(x: 20, y: 420, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // 464 + 10 < 508: nothing moved. A tap inside the child is ignored…
    #expect(stage.window.simulateTap(at: Point(x: 100, y: 100)) == .ignored(hit: child.view))
    #expect(field.isFirstResponder)
    // …and one in the parent's area below it dismisses.
    #expect(stage.window.simulateTap(at: Point(x: 100, y: 350)) == .dismissed(hit: stage.root))
    #expect(!stage.keyboard.isShown)
  }
}
