import ShelterGeometry
import ShelterKeyboard
import ShelterNotifications
import ShelterValues
import ShelterViews
import Testing

/// Each attachment registers its avoidance for these ten notifications.
private let observedNames = 10

@Suite("Attachment: enabling and disabling")
struct EnablingTests {
  @Test func disablingTheControllerRestoresAtOnce() throws {
    let stage = AvoidanceStage()
    let avoidance = try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    let before = stage.snapshot()
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // 620 + 44 + 10 − 508 = 166.
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
    avoidance.settings.isEnabled = false
    #expect(stage.snapshot() == before)
    // Still off across keyboard changes.
    stage.keyboard.change(height: 291)
    #expect(stage.snapshot() == before)
    // On again: adjusts for the keyboard now up, 620 + 44 + 10 − 553 = 121.
    avoidance.settings.isEnabled = true
    #expect(stage.root.transform == Transform(translationX: 0, y: -121))
  }

  @Test func settingChangesReadjust() throws {
    let stage = AvoidanceStage()
    let avoidance = try stage.attach(.transform)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // Distance 30: 620 + 44 + 30 − 508 = 186.
    avoidance.settings.distance = 30
    #expect(stage.root.transform == Transform(translationX: 0, y: -186))
    // Frame strategy: the transform goes back and the centre 422 moves to 422 − 186 = 236.
    avoidance.settings.strategy = .frame
    #expect(stage.root.transform == .identity)
    #expect(stage.root.center == Point(x: 195, y: 236))
    avoidance.settings.strategy = .none
    #expect(stage.root.center == Point(x: 195, y: 422))
  }

  @Test func disabledFieldMovesNothing() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let quiet = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    quiet.fieldAvoidance = FieldAvoidance(isEnabled: false)
    let other = try stage.addField(Rect(x: 20, y: 700, width: 350, height: 44))
    stage.keyboard.show(height: 336)
    try quiet.makeFirstResponder()
    #expect(stage.root.transform == .identity)
    // The controller still handles its other fields: 700 + 44 + 10 − 508 = 246.
    try other.makeFirstResponder()
    #expect(stage.root.transform == Transform(translationX: 0, y: -246))
    try quiet.makeFirstResponder()
    #expect(stage.root.transform == .identity)
  }

  @Test func fieldDistanceOverridesTheControllers() throws {
    let stage = AvoidanceStage()
    try stage.attach(.transform)
    let roomy = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    roomy.fieldAvoidance = FieldAvoidance(distance: 30)
    let plain = try stage.addField(Rect(x: 20, y: 700, width: 350, height: 44))
    stage.keyboard.show(height: 336)
    try roomy.makeFirstResponder()
    // 620 + 44 + 30 − 508 = 186.
    #expect(stage.root.transform == Transform(translationX: 0, y: -186))
    try plain.makeFirstResponder()
    // The controller's 10: 700 + 44 + 10 − 508 = 246 (with 30 it would be 266).
    #expect(stage.root.transform == Transform(translationX: 0, y: -246))
  }
}

@Suite("Attachment: lifetime and errors")
struct AttachmentLifetimeTests {
  @Test func viewNotInAWindow() throws {
    let stage = AvoidanceStage()
    let orphan = ViewController(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    orphan.identifier = "orphan"
    #expect(throws: AvoidanceError.notInWindow("controller #orphan")) {
      try orphan.attachKeyboardAvoidance()
    }
    // With the hub given it attaches, and keyboard traffic does nothing to it.
    try orphan.attachKeyboardAvoidance(hub: stage.application.notificationHub)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44), to: orphan.view)
    #expect(!field.becomeFirstResponder())
    stage.keyboard.show(height: 336)
    stage.keyboard.hide()
    #expect(orphan.view.transform == .identity)
    #expect(orphan.view.center == Point(x: 195, y: 422))
  }

  @Test func viewRemovedWhileTheKeyboardIsUp() throws {
    let stage = AvoidanceStage()
    let hub = stage.application.notificationHub
    let baseline = hub.registrationCount
    let screen = try stage.addChildController(Rect(x: 0, y: 0, width: 390, height: 844))
    try screen.attachKeyboardAvoidance(AvoidanceSettings(strategy: .transform))
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44), to: screen.view)
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(screen.view.transform == Transform(translationX: 0, y: -166))
    screen.view.removeFromSuperview()
    // The field resigned on its way out; the screen stays until the keyboard's next event (in
    // UIKit the keyboard hides when its responder goes).
    #expect(screen.view.transform == Transform(translationX: 0, y: -166))
    #expect(field.isFirstResponder == false)
    // No field is focused any more: the change puts back what was moved.
    stage.keyboard.change(height: 291)
    #expect(screen.view.transform == .identity)
    stage.keyboard.hide()
    #expect(screen.view.transform == .identity)
    #expect(hub.registrationCount == baseline + observedNames)
  }

  @Test func releasedControllerLeavesNothingBehind() throws {
    let stage = AvoidanceStage()
    let hub = stage.application.notificationHub
    let baseline = hub.registrationCount
    weak var released: ViewController?
    let content = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    do {
      let screen = ViewController(view: content)
      try stage.root.addSubview(content)
      try screen.attachKeyboardAvoidance(AvoidanceSettings(strategy: .transform))
      #expect(hub.registrationCount == baseline + observedNames)
      let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44), to: content)
      try field.makeFirstResponder()
      stage.keyboard.show(height: 336)
      #expect(content.transform == Transform(translationX: 0, y: -166))
      released = screen
    }
    // The window keeps the view, not its controller.
    #expect(released == nil)
    #expect(hub.registrationCount == baseline)
    // What the released attachment had moved is back.
    #expect(content.transform == .identity)
    stage.keyboard.change(height: 291)
    stage.keyboard.hide()
    #expect(content.transform == .identity)
  }

  @Test func attachingAndDetachingTwice() throws {
    let stage = AvoidanceStage()
    try stage.attach(.auto)
    #expect(throws: AvoidanceError.alreadyAttached("controller #screen")) {
      try stage.controller.attachKeyboardAvoidance()
    }
    try stage.controller.detachKeyboardAvoidance()
    #expect(throws: AvoidanceError.notAttached("controller #screen")) {
      try stage.controller.detachKeyboardAvoidance()
    }
    #expect(stage.controller.keyboardAvoidance == nil)
  }

  @Test func fieldAttachmentErrors() throws {
    let stage = AvoidanceStage()
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.attachKeyboardAvoidance()
    #expect(throws: AvoidanceError.alreadyAttached(field.pathDescription)) {
      try field.attachKeyboardAvoidance()
    }
    try field.detachKeyboardAvoidance()
    #expect(throws: AvoidanceError.notAttached(field.pathDescription)) {
      try field.detachKeyboardAvoidance()
    }
    // A window whose root view has no controller.
    let bare = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: stage.application)
    let stray = TextField(frame: Rect(x: 20, y: 620, width: 350, height: 44))
    try bare.addSubview(stray)
    #expect(throws: AvoidanceError.noController(stray.pathDescription)) {
      try stray.attachKeyboardAvoidance()
    }
    // A controller's field not in a window.
    let offscreen = ViewController(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let loose = TextField(frame: Rect(x: 20, y: 620, width: 350, height: 44))
    try offscreen.view.addSubview(loose)
    #expect(throws: AvoidanceError.notInWindow(loose.pathDescription)) {
      try loose.attachKeyboardAvoidance()
    }
  }

  @Test func windowManagerErrors() throws {
    let stage = AvoidanceStage()
    try stage.window.attachKeyboardManager()
    let name = "window \(stage.window.pathDescription)"
    #expect(throws: AvoidanceError.alreadyAttached(name)) {
      try stage.window.attachKeyboardManager()
    }
    try stage.window.detachKeyboardManager()
    #expect(throws: AvoidanceError.notAttached(name)) {
      try stage.window.detachKeyboardManager()
    }
  }

  @Test func detachingRestoresEverythingAndStopsListening() throws {
    let stage = AvoidanceStage()
    let hub = stage.application.notificationHub
    let baseline = hub.registrationCount
    let avoidance = try stage.attach(.scroll)
    let scroll = try stage.addScrollView(Rect(x: 0, y: 0, width: 390, height: 844), contentHeight: 1_200)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44), to: scroll)
    let before = stage.snapshot()
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(scroll.contentOffset.y == 166)
    try stage.controller.detachKeyboardAvoidance()
    #expect(stage.snapshot() == before)
    #expect(hub.registrationCount == baseline)
    // The detached object is inert: neither the keyboard nor its settings move anything.
    stage.keyboard.change(height: 291)
    avoidance.settings.distance = 40
    avoidance.settings.isEnabled = false
    avoidance.settings.isEnabled = true
    avoidance.layoutDidChange()
    #expect(stage.snapshot() == before)
  }

  @Test func releasedFieldFreesItsAttachment() throws {
    let stage = AvoidanceStage()
    let hub = stage.application.notificationHub
    let baseline = hub.registrationCount
    do {
      let first = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
      try first.attachKeyboardAvoidance()
      first.removeFromSuperview()
    }
    // The first field is gone; a new one attaches as if it had never existed.
    let second = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try second.attachKeyboardAvoidance(AvoidanceSettings(strategy: .transform))
    #expect(hub.registrationCount == baseline + observedNames)
    try second.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
  }

  @Test func attachingWhileTheKeyboardIsUp() throws {
    let stage = AvoidanceStage()
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    stage.keyboard.show(height: 336)
    // Attached after the keyboard's notifications: it acts from its first event on, a focus change.
    try stage.attach(.transform)
    try field.makeFirstResponder()
    // 620 + 44 + 10 − 508 = 166, as if it had been attached all along.
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
    stage.keyboard.hide()
    #expect(stage.root.transform == .identity)
  }

  @Test func releasedWindowFreesItsManager() throws {
    let stage = AvoidanceStage()
    let hub = stage.application.notificationHub
    let baseline = hub.registrationCount
    do {
      let first = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: stage.application)
      try first.attachKeyboardManager()
    }
    let second = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844), application: stage.application)
    #expect(second.keyboardManager == nil)
    try second.attachKeyboardManager()
    #expect(hub.registrationCount == baseline + observedNames)
  }

  @Test func keyboardOfAnotherScreenIsIgnored() throws {
    let stage = AvoidanceStage()
    let other = Application(screenSize: Size(width: 390, height: 844))
    // Listening on another application's hub, whose keyboard belongs to another screen.
    try stage.controller.attachKeyboardAvoidance(
      AvoidanceSettings(strategy: .transform), hub: other.notificationHub)
    let field = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    try field.makeFirstResponder()
    other.keyboard.show(height: 336)
    #expect(stage.root.transform == .identity)
  }
}

@Suite("Attachment: per controller, per field and per window agree")
struct AttachmentKindsTests {
  enum Kind: String, CaseIterable, Sendable { case controller, field, window }

  struct Row: CustomTestStringConvertible, Sendable {
    let kind: Kind
    let strategy: AvoidanceStrategy
    var testDescription: String { "\(kind) \(strategy)" }
  }

  static let rows: [Row] = Kind.allCases.flatMap { kind in
    [AvoidanceStrategy.transform, .frame, .scroll, .auto].map { Row(kind: kind, strategy: $0) }
  }

  /// A phone screen: a covered field on the root, another in a scroll view; keyboard 336 then 291.
  private func phone(_ row: Row) throws -> [[ViewState]] {
    let stage = AvoidanceStage()
    stage.controller.additionalSafeAreaInsets = EdgeInsets(top: 44)
    let onRoot = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    let scroll = try stage.addScrollView(Rect(x: 0, y: 100, width: 390, height: 744), contentHeight: 1_200)
    let inScroll = try stage.addField(Rect(x: 20, y: 640, width: 350, height: 44), to: scroll)
    let settings = AvoidanceSettings(strategy: row.strategy)
    switch row.kind {
    case .controller: try stage.controller.attachKeyboardAvoidance(settings)
    case .field:
      try onRoot.attachKeyboardAvoidance(settings)
      try inScroll.attachKeyboardAvoidance(settings)
    case .window: try stage.window.attachKeyboardManager(settings)
    }
    var states: [[ViewState]] = []
    try onRoot.makeFirstResponder()
    stage.keyboard.show(height: 336)
    states.append(stage.snapshot())
    try inScroll.makeFirstResponder()
    states.append(stage.snapshot())
    stage.keyboard.change(height: 291)
    states.append(stage.snapshot())
    stage.keyboard.hide()
    states.append(stage.snapshot())
    return states
  }

  @Test(arguments: rows)
  func phoneScreen(_ row: Row) throws {
    let reference = try phone(Row(kind: .controller, strategy: row.strategy))
    #expect(try phone(row) == reference)
  }

  @Test(arguments: Kind.allCases)
  func handComputedPhoneNumbers(_ kind: Kind) throws {
    let states = try phone(Row(kind: kind, strategy: .transform))
    // Root field: 620 + 44 + 10 − 508 = 166. Scroll field at window 100 + 640 = 740: 740 + 54 − 508
    // = 286 (more than the 166 it is lifted by). After 291 it needs only 740 + 54 − 553 = 241: the
    // shorter keyboard leaves it at 286. The root is the first view under the window.
    #expect(states.map { $0[1].geometry.transform.ty } == [-166, -286, -286, 0])
  }

  @Test(arguments: Kind.allCases)
  func formSheet(_ kind: Kind) throws {
    let stage = AvoidanceStage(
      screen: Size(width: 1024, height: 1366), safeArea: EdgeInsets(top: 24, bottom: 20))
    let sheet = try stage.addFormSheet(Rect(x: 242, y: 373, width: 540, height: 620))
    let field = try stage.addField(Rect(x: 20, y: 560, width: 500, height: 44), to: sheet.view)
    let settings = AvoidanceSettings(strategy: .transform)
    switch kind {
    case .controller: try sheet.attachKeyboardAvoidance(settings)
    case .field: try field.attachKeyboardAvoidance(settings)
    case .window: try stage.window.attachKeyboardManager(settings)
    }
    try field.makeFirstResponder()
    stage.keyboard.show(height: 400)
    // 373 + 560 + 44 + 10 − (1366 − 400) = 21, moving the sheet, not the screen behind it.
    #expect(sheet.view.transform == Transform(translationX: 0, y: -21))
    #expect(stage.root.transform == .identity)
  }

  @Test func fieldAttachmentActsOnlyForItsField() throws {
    let stage = AvoidanceStage()
    let attached = try stage.addField(Rect(x: 20, y: 620, width: 350, height: 44))
    let other = try stage.addField(Rect(x: 20, y: 700, width: 350, height: 44))
    let avoidance = try attached.attachKeyboardAvoidance(AvoidanceSettings(strategy: .transform))
    #expect(attached.fieldKeyboardAvoidance === avoidance)
    #expect(other.fieldKeyboardAvoidance == nil)
    try other.makeFirstResponder()
    stage.keyboard.show(height: 336)
    #expect(stage.root.transform == .identity)
    try attached.makeFirstResponder()
    #expect(stage.root.transform == Transform(translationX: 0, y: -166))
    try other.makeFirstResponder()
    #expect(stage.root.transform == .identity)
  }

  @Test func windowManagerDefersToAControllersOwnAttachment() throws {
    let stage = AvoidanceStage()
    try stage.window.attachKeyboardManager(AvoidanceSettings(strategy: .transform))
    let child = try stage.addChildController(Rect(x: 0, y: 400, width: 390, height: 444))
    try child.attachKeyboardAvoidance(AvoidanceSettings(strategy: .frame))
    let field = try stage.addField(Rect(x: 20, y: 220, width: 350, height: 44), to: child.view)
    try field.makeFirstResponder()
    stage.keyboard.show(height: 336)
    // The child's own attachment moves its view's centre (195, 622) up by 166; the manager does nothing.
    #expect(child.view.center == Point(x: 195, y: 456))
    #expect(stage.root.transform == .identity)
    #expect(stage.window.keyboardAvoidances.count == 2)
  }
}
