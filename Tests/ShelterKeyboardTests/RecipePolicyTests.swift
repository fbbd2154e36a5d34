import ShelterGeometry
import ShelterKeyboard
import ShelterNotifications
import ShelterValues
import ShelterViews
import Testing

// Every scenario: a 390×844 screen, a docked keyboard 336 high (screen y 508..844), a controller
// whose view fills the window unless said otherwise, a high field at (20, 100, 350, 44) and a low
// field at (20, 600, 350, 44) in the controller's view. A predictive bar makes the keyboard 380
// high (top at 464).

/// One screen under test.
private struct Form {
  let application: Application
  let window: Window
  let controller: ViewController
  let high: TextField
  let low: TextField
  let animator = ImmediateAnimator()

  init(
    window windowFrame: Rect = Rect(x: 0, y: 0, width: 390, height: 844),
    view viewFrame: Rect? = nil,
    low lowFrame: Rect = Rect(x: 20, y: 600, width: 350, height: 44)
  ) {
    application = Application(screenSize: Size(width: 390, height: 844))
    window = Window(frame: windowFrame, application: application)
    controller = ViewController()
    window.rootViewController = controller
    // The window sizes its root view to its bounds; a view below a bar is placed after that.
    if let viewFrame { controller.view.frame = viewFrame }
    high = TextField(frame: Rect(x: 20, y: 100, width: 350, height: 44))
    low = TextField(frame: lowFrame)
    try! controller.view.addSubview(high)
    try! controller.view.addSubview(low)
  }

  var keyboard: KeyboardSimulator { application.keyboard }
  var viewFrame: Rect { controller.view.frame }

  /// Attaches a policy to the controller, with this form's recording animator.
  @discardableResult
  func attach(_ policy: any AvoidancePolicy, _ settings: AvoidanceSettings = AvoidanceSettings())
    -> KeyboardAvoidance
  {
    try! controller.attachKeyboardAvoidance(settings, policy: policy, animator: animator)
  }

  /// Attaches a policy to one field, with this form's recording animator.
  func attach(_ policy: any AvoidancePolicy, to field: View) {
    try! field.attachKeyboardAvoidance(policy: policy, animator: animator)
  }

  func windowRect(of view: View) -> Rect { try! view.convert(view.bounds, to: nil) }
}

private func fullScreen(y: Double, height: Double = 844) -> Rect {
  Rect(x: 0, y: y, width: 390, height: height)
}

@Suite("Recipe 1: transform from window height minus keyboard height")
struct Recipe1PolicyTests {
  @Test func singleFieldEndsFlushWithTheKeyboard() {
    let form = Form()
    form.attach(Recipe1Policy())
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    // keyboardY = 844 - 336 = 508; bottom = 600 + 44 = 644 > 508; offset = 508 - 644 = -136.
    #expect(form.controller.view.transform == Transform(translationX: 0, y: -136))
    #expect(form.viewFrame == fullScreen(y: -136))
    // 644 - 136 = 508: flush with the keyboard's top, no gap.
    #expect(form.windowRect(of: form.low).maxY == 508)
    form.keyboard.hide()
    #expect(form.controller.view.transform == .identity)
    // The curve's raw value lands in the options' low bits: UIKit's default ease-in-out.
    #expect(form.animator.records.map(\.curve) == [.easeInOut, .easeInOut])
    #expect(form.animator.records.map(\.duration) == [0.25, 0.25])
  }

  @Test func secondWillShowWhileShiftedUndershoots() {
    let form = Form()
    form.attach(Recipe1Policy())
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    #expect(form.controller.view.transform.ty == -136)
    form.keyboard.change(height: 380)
    // Measured with the shift: point.y = 600 - 136 = 464, bottom = 508; keyboardY = 844 - 380 =
    // 464; offset = 464 - 508 = -44 replaces -136.
    #expect(form.controller.view.transform == Transform(translationX: 0, y: -44))
    // The field's bottom at 644 - 44 = 600 is 136 below the keyboard's top (464).
    #expect(form.windowRect(of: form.low).maxY == 600)
  }

  @Test func windowShorterThanTheScreenMovesAFieldTheKeyboardMisses() {
    // Window at screen y 50, 700 high (bottom at 750): the keyboard's top (screen 508) is window 458.
    let windowFrame = Rect(x: 0, y: 50, width: 390, height: 700)
    let fieldFrame = Rect(x: 20, y: 380, width: 350, height: 44)
    let form = Form(window: windowFrame, low: fieldFrame)
    form.attach(Recipe1Policy())
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    // keyboardY = 700 - 336 = 364; bottom = 424 > 364; offset = 364 - 424 = -60, though 424 < 458.
    #expect(form.controller.view.transform == Transform(translationX: 0, y: -60))

    let shelter = Form(window: windowFrame, low: fieldFrame)
    shelter.attach(ShelterPolicy())
    shelter.low.becomeFirstResponder()
    shelter.keyboard.show(height: 336)
    // 424 + 10 <= 458: nothing to move.
    #expect(shelter.controller.view.transform == .identity)
  }

  @Test func staleFieldIsReusedWhenNothingIsFocused() {
    let form = Form()
    let policy = Recipe1Policy()
    form.attach(policy)
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    form.keyboard.hide()
    form.low.resignFirstResponder()
    form.keyboard.show(height: 336)
    // The search finds nothing and keeps the low field: offset -136 again, for no field at all.
    #expect(policy.objectView === form.low)
    #expect(form.controller.view.transform.ty == -136)
  }

  @Test func zeroDurationSetsTheTransformWithoutAnimating() {
    let form = Form()
    form.attach(Recipe1Policy())
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336, duration: 0)
    #expect(form.controller.view.transform.ty == -136)
    #expect(form.animator.records.isEmpty)
  }
}

@Suite("Recipe 2: relative frame moves from the begin frame's height")
struct Recipe2PolicyTests {
  @Test func singleShowAndHideComeBack() {
    let form = Form()
    form.attach(Recipe2Policy())
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    // Did-show: begin height 336 (the keyboard below the screen); a = 644, b = 844 - 644 = 200 < 336;
    // top = 0 - (336 - 200) = -136.
    #expect(form.viewFrame == fullScreen(y: -136))
    form.keyboard.hide()
    // Will-hide: begin height 336; top = -136 + (336 - 200) = 0, set without animating.
    #expect(form.viewFrame == fullScreen(y: 0))
    #expect(form.animator.records.map(\.curve) == [.easeInOut])
  }

  @Test func predictiveBarMakesTheViewWander() {
    let form = Form()
    form.attach(Recipe2Policy())
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    #expect(form.viewFrame.minY == -136)
    form.keyboard.change(height: 380)
    // Did-show again; begin is the 336 keyboard: top = -136 - (336 - 200) = -272.
    #expect(form.viewFrame == fullScreen(y: -272))
    form.keyboard.hide()
    // Begin is the 380 keyboard: top = -272 + (380 - 200) = -92, not 0.
    #expect(form.viewFrame == fullScreen(y: -92))
  }

  @Test func hideMovesTheViewUpWhenShowMovedNothing() {
    let form = Form()
    form.attach(Recipe2Policy())
    form.high.becomeFirstResponder()
    form.keyboard.show(height: 336)
    // a = 144, b = 700 >= 336: nothing moves.
    #expect(form.viewFrame == fullScreen(y: 0))
    form.keyboard.hide()
    // Unconditional: top = 0 + (336 - 700) = -364.
    #expect(form.viewFrame == fullScreen(y: -364))
  }

  @Test func namedViewStaysTheFirstFocusedField() {
    let form = Form()
    let policy = Recipe2Policy()
    form.attach(policy)
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    form.keyboard.hide()
    form.high.becomeFirstResponder()
    form.keyboard.show(height: 336)
    // Still measured at the low field: top = 0 - (336 - 200) = -136 for the uncovered high field.
    #expect(policy.namedView === form.low)
    #expect(form.viewFrame == fullScreen(y: -136))
  }
}

@Suite("Recipe 3: per-field category with a saved frame and a 10-point gap")
struct Recipe3PolicyTests {
  @Test func singleFieldLeavesTenPointsAndRestores() {
    let form = Form()
    let policy = Recipe3Policy()
    form.attach(policy, to: form.low)
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    // Keyboard top in the view: 508 < 644; gap = 508 - 644 - 10 = -146; saves (0, 0, 390, 844).
    #expect(form.viewFrame == fullScreen(y: -146))
    #expect(policy.savedFrame(for: form.low) == fullScreen(y: 0))
    #expect(form.windowRect(of: form.low).maxY == 498)
    form.keyboard.hide()
    // -146 < 0: the saved frame comes back.
    #expect(form.viewFrame == fullScreen(y: 0))
    #expect(form.animator.records.map(\.curve) == [.easeInOut, .easeInOut])
  }

  @Test func secondWillShowOverwritesTheSavedFrame() {
    let form = Form()
    let policy = Recipe3Policy()
    form.attach(policy, to: form.low)
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    form.keyboard.change(height: 380)
    // Keyboard top 464 in the screen, 464 + 146 = 610 in the shifted view; gap = 610 - 644 - 10 =
    // -44; saves the shifted frame (top -146) and moves to -146 - 44 = -190.
    #expect(form.viewFrame == fullScreen(y: -190))
    #expect(policy.savedFrame(for: form.low) == fullScreen(y: -146))
    form.keyboard.hide()
    // Restores the shifted frame: top -146, not 0.
    #expect(form.viewFrame == fullScreen(y: -146))
  }

  @Test func fieldThatNeverSavedRestoresAZeroRect() {
    let form = Form()
    let lowPolicy = Recipe3Policy()
    let highPolicy = Recipe3Policy()
    form.attach(lowPolicy, to: form.low)
    form.attach(highPolicy, to: form.high)
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    #expect(form.viewFrame == fullScreen(y: -146))
    form.high.becomeFirstResponder()
    // UIKit posts will-show again on the focus change: keyboard top in the view 508 + 146 = 654 is
    // below the high field's bottom (144), so nothing moves and nothing is saved.
    form.keyboard.change(height: 336)
    #expect(highPolicy.savedFrame(for: form.high) == nil)
    form.keyboard.hide()
    // The high field is first responder and the top is -146 < 0: CGRectFromString(nil) = zero rect.
    #expect(form.viewFrame == .zero)
  }
}

@Suite("Recipe 4: absolute top from the window's first responder")
struct Recipe4PolicyTests {
  @Test func singleFieldAndHide() {
    let form = Form()
    form.attach(Recipe4Policy())
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    // Space below = 844 - 644 = 200; margin = 336 + 40 - 200 = 176; top = -176.
    #expect(form.viewFrame == fullScreen(y: -176))
    // 644 - 176 = 468 = 508 - 40.
    #expect(form.windowRect(of: form.low).maxY == 468)
    form.keyboard.change(height: 380)
    // Absolute: margin = 380 + 40 - 200 = 220; top = -220, whatever came before.
    #expect(form.viewFrame == fullScreen(y: -220))
    form.keyboard.hide()
    // Hide end frame is 380 high below the screen: margin 220 > 0, top = 0.
    #expect(form.viewFrame == fullScreen(y: 0))
  }

  @Test func viewBelowANavigationBarIsNotRestored() {
    // The view starts at 64 and is 780 high; the field at view y 536 is at window y 600..644.
    let form = Form(
      view: Rect(x: 0, y: 64, width: 390, height: 780), low: Rect(x: 20, y: 536, width: 350, height: 44))
    form.attach(Recipe4Policy())
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    // Space below = 780 - 580 = 200; margin = 336 + 40 - 200 = 176; top = -176.
    #expect(form.viewFrame == Rect(x: 0, y: -176, width: 390, height: 780))
    form.keyboard.hide()
    // Top = 0, not the original 64.
    #expect(form.viewFrame == Rect(x: 0, y: 0, width: 390, height: 780))
  }

  @Test func hidingWhileAHighFieldIsFocusedLeavesTheViewShifted() {
    let form = Form()
    form.attach(Recipe4Policy())
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    form.high.becomeFirstResponder()
    form.keyboard.hide()
    // Space below the high field = 844 - 144 = 700; margin = 336 + 40 - 700 = -324: no reset.
    #expect(form.viewFrame == fullScreen(y: -176))
  }
}

/// One policy's expected controller-view tops over show(336), change(380), hide.
struct RecipeScenarioRun: CustomTestStringConvertible, Sendable {
  let name: String
  let afterShow: Double
  let afterChange: Double
  let afterHide: Double
  var testDescription: String { name }
}

@Suite("Policies by name")
struct AvoidancePoliciesTests {
  @Test func namesAreExact() {
    #expect(
      AvoidancePolicyID.allNames == [
        "shelter", "recipe1", "recipe2", "recipe3", "recipe4", "iqkeyboardmanager", "tpkeyboardavoiding",
        "apple-sample", "root-shift", "safe-area-insets", "bottom-constraint", "none",
      ])
    for name in AvoidancePolicyID.allNames {
      #expect(AvoidancePolicyID(rawValue: name)?.makePolicy().name == name)
    }
    #expect(AvoidancePolicyID(rawValue: "Recipe1") == nil)
    #expect(AvoidancePolicyID(rawValue: "recipe5") == nil)
    #expect(AvoidancePolicyID(rawValue: "") == nil)
    // Policies keep state: every lookup is a new instance.
    #expect(AvoidancePolicyID.recipe3.makePolicy() !== AvoidancePolicyID.recipe3.makePolicy())
  }

  // Low field focused, controller attachment (recipe 3: every field in scope counts as attached).
  // shelter: 644 + 10 - 508 = 146; 644 + 10 - 464 = 190; restores exactly.
  // recipe1: 508 - 644 = -136; measured shifted, 464 - (464 + 44) = -44; identity.
  // recipe2: -136; -136 - 136 = -272; -272 + (380 - 200) = -92.
  // recipe3: -146; -146 + (610 - 644 - 10) = -190; restores the shifted save, -146.
  // recipe4: -(336 + 40 - 200) = -176; -(380 + 40 - 200) = -220; 0.
  @Test(arguments: [
    RecipeScenarioRun(name: "shelter", afterShow: -146, afterChange: -190, afterHide: 0),
    RecipeScenarioRun(name: "recipe1", afterShow: -136, afterChange: -44, afterHide: 0),
    RecipeScenarioRun(name: "recipe2", afterShow: -136, afterChange: -272, afterHide: -92),
    RecipeScenarioRun(name: "recipe3", afterShow: -146, afterChange: -190, afterHide: -146),
    RecipeScenarioRun(name: "recipe4", afterShow: -176, afterChange: -220, afterHide: 0),
  ])
  func showChangeHide(_ run: RecipeScenarioRun) throws {
    let form = Form()
    form.attach(try #require(AvoidancePolicyID(rawValue: run.name)?.makePolicy()))
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    #expect(form.viewFrame.minY == run.afterShow)
    form.keyboard.change(height: 380)
    #expect(form.viewFrame.minY == run.afterChange)
    form.keyboard.hide()
    #expect(form.viewFrame.minY == run.afterHide)
    #expect(form.viewFrame.size == Size(width: 390, height: 844))
  }

  // The policies that move the frame-laid-out form's root view: the form has no scroll view, so
  // TPKeyboardAvoiding and Apple's sample move nothing (LibraryPolicyTests), and safe-area-insets,
  // bottom-constraint and none move nothing there either.
  @Test(arguments: ["shelter", "recipe1", "recipe2", "recipe3", "recipe4", "iqkeyboardmanager", "root-shift"])
  func detachingWhileShownRunsTheHidePath(_ name: String) throws {
    let form = Form()
    form.attach(try #require(AvoidancePolicyID(rawValue: name)?.makePolicy()))
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    #expect(form.viewFrame.minY < 0)
    try form.controller.detachKeyboardAvoidance()
    // After one show each hide path comes back: identity (shelter, recipe1), +136 (recipe2), the
    // saved (0, 0, 390, 844) (recipe3), top 0 as margin 176 > 0 (recipe4).
    #expect(form.viewFrame == fullScreen(y: 0))
    #expect(form.controller.view.transform == .identity)
  }

  @Test(arguments: ["recipe1", "recipe2", "recipe3", "recipe4"])
  func disabledAttachmentMovesNothing(_ name: String) throws {
    let form = Form()
    form.attach(
      try #require(AvoidancePolicyID(rawValue: name)?.makePolicy()), AvoidanceSettings(isEnabled: false))
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    form.keyboard.hide()
    #expect(form.viewFrame == fullScreen(y: 0))
    #expect(form.animator.records.isEmpty)
  }

  // The window manager finds the controller for the focused field; the single-show numbers are the
  // controller attachment's: -136, -136, -146, -176.
  @Test(arguments: [("recipe1", -136.0), ("recipe2", -136), ("recipe3", -146), ("recipe4", -176)])
  func windowManagerActsLikeTheControllerAttachment(_ name: String, _ top: Double) throws {
    let form = Form()
    let policy = try #require(AvoidancePolicyID(rawValue: name)?.makePolicy())
    try form.window.attachKeyboardManager(policy: policy)
    form.low.becomeFirstResponder()
    form.keyboard.show(height: 336)
    #expect(form.viewFrame.minY == top)
  }
}
