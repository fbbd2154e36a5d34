import ShelterGeometry
import ShelterKeyboard
import ShelterNotifications
import ShelterValues
import ShelterViews
import Testing

/// One posted notification as the tests write it down: a keyboard one with its frames, an editing
/// one with its field's id.
private enum Note: Equatable, CustomStringConvertible {
  case keyboard(String, begin: Rect, end: Rect)
  case editing(String, String)

  var description: String {
    switch self {
    case let .keyboard(name, begin, end): return "\(name) \(begin) → \(end)"
    case let .editing(name, id): return "\(name) \(id)"
    }
  }
}

/// The show and hide sequences, with one begin and end frame for all four notifications.
private func show(_ begin: Rect, _ end: Rect) -> [Note] {
  ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"].map { .keyboard($0, begin: begin, end: end) }
}
private func hide(_ begin: Rect, _ end: Rect) -> [Note] {
  ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"].map { .keyboard($0, begin: begin, end: end) }
}
private func frameOnly(_ begin: Rect, _ end: Rect) -> [Note] {
  ["WillChangeFrame", "DidChangeFrame"].map { .keyboard($0, begin: begin, end: end) }
}
private func began(_ id: String) -> Note { .editing("began", id) }
private func ended(_ id: String) -> Note { .editing("ended", id) }

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// Records every notification of a hub as ``Note``s, checking that keyboard ones carry UIKit's
/// timing (0.25 s, curve 7, local) and come from the screen.
private final class Trace {
  private(set) var notes: [Note] = []
  private var problems: [String] = []

  init(_ application: Application) {
    let screen = ObjectIdentifier(application.screen)
    application.notificationHub.addObserver(self, name: nil) { trace, note in
      let name = note.name.rawValue
      if let info = note.payload(as: KeyboardInfo.self) {
        if info.animationDuration != 0.25 || info.animationCurve != .keyboard || !info.isLocal
          || note.object.map(ObjectIdentifier.init) != screen
        {
          trace.problems.append("\(name): \(info)")
        }
        let short = name.replacingPrefix("UIKeyboard").replacingSuffix("Notification")
        trace.notes.append(.keyboard(short, begin: info.frameBegin, end: info.frameEnd))
      } else {
        let id = (note.object as? View)?.identifier ?? "?"
        trace.notes.append(.editing(name.hasSuffix("BeginEditingNotification") ? "began" : "ended", id))
      }
    }
  }

  /// The notes since the last call, emptying the record.
  func take(sourceLocation: SourceLocation = #_sourceLocation) -> [Note] {
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    defer {
      notes = []
      problems = []
    }
    return notes
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
  fileprivate func replacingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}

/// A full-screen form on a device: a root view and text inputs added by id.
private final class Form {
  let window: Window
  let root: View
  let trace: Trace
  var keyboard: KeyboardSimulator { window.application.keyboard }

  init(_ device: DeviceProfile, _ orientation: Orientation = .portrait, mode: KeyboardMode = .software) {
    window = Window(device: device, orientation: orientation, keyboard: mode)
    root = View(frame: window.bounds)
    try! window.addSubview(root)
    trace = Trace(window.application)
  }

  @discardableResult
  func field(_ id: String, in parent: View? = nil, _ configure: (TextField) -> Void = { _ in }) -> TextField {
    let field = TextField(frame: Rect(x: 20, y: 100, width: 200, height: 44))
    field.identifier = id
    configure(field)
    try! (parent ?? root).addSubview(field)
    return field
  }
}

private let phone = DeviceProfile.iPhone15
private let pad = DeviceProfile.iPad10

// iPhone 15 portrait is 393 × 852; its docked keyboard is 336 with the predictive bar and 292
// without (docs/keyboards.md), so they dock at y 852 − 336 = 516 and 852 − 292 = 560.
private let below336 = rect(0, 852, 393, 336)
private let docked336 = rect(0, 516, 393, 336)
private let below292 = rect(0, 852, 393, 292)
private let docked292 = rect(0, 560, 393, 292)

@Suite("Focus drives the software keyboard")
struct FocusKeyboardTests {
  @Test func focusSlidesTheKeyboardInFromBelowTheScreen() throws {
    let form = Form(phone)
    let email = form.field("email")
    try email.makeFirstResponder()
    // The field begins editing, then the keyboard posts UIKit's show sequence.
    #expect(form.trace.take() == [began("email")] + show(below336, docked336))
    #expect(form.keyboard.frame == docked336)
  }

  @Test func resignSlidesItOut() throws {
    let form = Form(phone)
    let email = form.field("email")
    try email.makeFirstResponder()
    _ = form.trace.take()
    #expect(email.resignFirstResponder())
    #expect(form.trace.take() == [ended("email")] + hide(docked336, below336))
    #expect(form.keyboard.frame == nil)
  }

  @Test func endEditingSlidesItOut() throws {
    let form = Form(phone)
    try form.field("email").makeFirstResponder()
    _ = form.trace.take()
    #expect(form.root.endEditing(force: false))
    #expect(form.trace.take() == [ended("email")] + hide(docked336, below336))
  }

  @Test func aSwitchToAnInputWithTheSameKeyboardPostsNoKeyboardNotification() throws {
    // iOS 11 and later: no will-show when the keyboard is already up (openradar-mirror#18382).
    let form = Form(phone)
    let email = form.field("email") { $0.keyboardType = .emailAddress }
    let password = form.field("password") { $0.isSecureTextEntry = true }
    let name = form.field("name") { $0.keyboardType = .namePhonePad }
    try email.makeFirstResponder()
    _ = form.trace.take()
    try password.makeFirstResponder()
    try name.makeFirstResponder()
    #expect(form.trace.take() == [ended("email"), began("password"), ended("password"), began("name")])
    #expect(form.keyboard.frame == docked336)
  }

  @Test func aSwitchToAnInputWithAnotherKeyboardPostsTheShowSequenceFromTheCurrentFrame() throws {
    let form = Form(phone)
    let email = form.field("email")
    let code = form.field("code") { $0.keyboardType = .numberPad }
    try email.makeFirstResponder()
    _ = form.trace.take()
    try code.makeFirstResponder()
    // The number pad has no predictive bar on iPhone: 336 → 292.
    #expect(form.trace.take() == [ended("email"), began("code")] + show(docked336, docked292))
    try email.makeFirstResponder()
    #expect(form.trace.take() == [ended("code"), began("email")] + show(docked292, docked336))
  }

  @Test func removingTheFirstResponderSlidesTheKeyboardOut() throws {
    let form = Form(phone)
    let email = form.field("email")
    try email.makeFirstResponder()
    _ = form.trace.take()
    email.removeFromSuperview()
    #expect(form.trace.take() == [ended("email")] + hide(docked336, below336))
    #expect(form.window.firstResponder == nil)
  }

  @Test func removingAnAncestorOfTheFirstResponderSlidesTheKeyboardOut() throws {
    let form = Form(phone)
    let card = View(frame: Rect(x: 0, y: 0, width: 393, height: 400))
    try form.root.addSubview(card)
    try form.field("email", in: card).makeFirstResponder()
    _ = form.trace.take()
    card.removeFromSuperview()
    #expect(form.trace.take() == [ended("email")] + hide(docked336, below336))
  }

  @Test func movingTheFirstResponderWithinItsWindowKeepsTheKeyboard() throws {
    let form = Form(phone)
    let card = View(frame: Rect(x: 0, y: 0, width: 393, height: 400))
    try form.root.addSubview(card)
    let email = form.field("email")
    try email.makeFirstResponder()
    _ = form.trace.take()
    try card.addSubview(email)
    #expect(form.trace.take() == [])
    #expect(form.keyboard.frame == docked336)
  }

  @Test func theWindowGoingAwaySlidesTheKeyboardOut() throws {
    let application = Application(device: phone)
    let trace = Trace(application)
    do {
      let window = Window(frame: application.screen.bounds, application: application)
      let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 44))
      field.identifier = "email"
      try window.addSubview(field)
      try field.makeFirstResponder()
      #expect(trace.take() == [began("email")] + show(below336, docked336))
    }
    // The window and its field are gone: no end-editing, but the keyboard leaves.
    #expect(trace.take() == hide(docked336, below336))
    #expect(application.keyboard.frame == nil)
  }

  @Test func aHiddenInputBringsUpItsKeyboard() throws {
    // UIKit lets a hidden field become first responder to show a custom input view
    // (hackiftekhar/IQKeyboardManager#296): the picker slides in, 216 tall: 852 − 216 = 636.
    let form = Form(phone)
    let picker = form.field("city") {
      $0.isHidden = true
      $0.inputView = View(frame: Rect(x: 0, y: 0, width: 393, height: 216))
    }
    try picker.makeFirstResponder()
    #expect(form.trace.take() == [began("city")] + show(rect(0, 852, 393, 216), rect(0, 636, 393, 216)))
  }

  @Test func aViewOutsideAnyWindowCannotBringUpTheKeyboard() {
    let form = Form(phone)
    let loose = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    #expect(!loose.becomeFirstResponder())
    #expect(form.trace.take() == [])
    #expect(form.keyboard.frame == nil)
  }

  @Test func aResponderThatIsNotATextInputDismissesTheKeyboard() throws {
    let form = Form(phone)
    try form.field("email").makeFirstResponder()
    let button = Button(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    button.allowsFirstResponder = true
    try form.root.addSubview(button)
    _ = form.trace.take()
    try button.makeFirstResponder()
    #expect(form.trace.take() == [ended("email")] + hide(docked336, below336))
  }

  @Test func aTextViewBringsUpTheKeyboardToo() throws {
    let form = Form(phone)
    let notes = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    notes.identifier = "notes"
    try form.root.addSubview(notes)
    try notes.makeFirstResponder()
    #expect(form.trace.take() == [began("notes")] + show(below336, docked336))
  }

  @Test func manualModeLeavesTheKeyboardToExplicitCalls() throws {
    let form = Form(phone, mode: .manual)
    let email = form.field("email")
    try email.makeFirstResponder()
    #expect(form.trace.take() == [began("email")])
    form.keyboard.show(height: 336)
    #expect(form.trace.take() == show(below336, docked336))
    email.resignFirstResponder()
    #expect(form.trace.take() == [ended("email")])
    #expect(form.keyboard.frame == docked336)
  }

  @Test func explicitCallsStillMoveAFocusDrivenKeyboard() throws {
    let form = Form(phone)
    let email = form.field("email")
    let other = form.field("other")
    try email.makeFirstResponder()
    form.keyboard.change(height: 400)
    _ = form.trace.take()
    // The next focus change brings it back to what the input asks for, from where it is.
    try other.makeFirstResponder()
    #expect(
      form.trace.take() == [ended("email"), began("other")] + show(rect(0, 452, 393, 400), docked336))
  }

  @Test func followingTurnedOnWhileEditingBringsTheKeyboardUp() throws {
    let form = Form(phone, mode: .manual)
    try form.field("email").makeFirstResponder()
    _ = form.trace.take()
    try form.keyboard.setMode(.software)
    #expect(form.trace.take() == show(below336, docked336))
  }

  @Test func rotatingLaysTheKeyboardOutForTheNewOrientation() throws {
    let form = Form(phone)
    try form.field("email").makeFirstResponder()
    _ = form.trace.take()
    // Landscape: 852 × 393, keyboard 209 with the bar: 393 − 209 = 184. As iOS does, the keyboard
    // goes before the turn, in the upright screen's space (the 336 one at 852 − 336 = 516 to below
    // the 852-point screen), and comes back after it, from below the turned screen.
    form.keyboard.screenWillResize()
    form.keyboard.orientation = .landscape
    form.window.application.screen.size = Size(width: 852, height: 393)
    form.keyboard.screenDidResize()
    #expect(
      form.trace.take()
        == hide(rect(0, 516, 393, 336), rect(0, 852, 393, 336))
        + show(rect(0, 393, 852, 209), rect(0, 184, 852, 209)))
  }

  @Test func windowsFromADeviceFollowFocusByDefault() {
    let window = Window(device: .iPadPro12Point9, orientation: .landscape)
    #expect(window.application.keyboard.mode == .software)
    #expect(window.application.keyboard.followsFocus)
    #expect(window.application.keyboard.device == .iPadPro12Point9)
    #expect(window.frame == rect(0, 0, 1366, 1024))
    #expect(window.screen.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(window.screen.scale == 2)
    let manual = Window(device: .iPhone15, keyboard: .manual)
    #expect(!manual.application.keyboard.followsFocus)
  }

  @Test func softwareOrHardwareWithoutADeviceIsRefused() {
    let application = Application(screenSize: Size(width: 390, height: 844))
    #expect(throws: KeyboardConfigurationError.needsDevice(.software)) {
      try application.keyboard.setMode(.software)
    }
    #expect(throws: KeyboardConfigurationError.needsDevice(.hardware)) {
      try application.keyboard.setMode(.hardware)
    }
    #expect(application.keyboard.mode == .manual)
    #expect(
      KeyboardConfigurationError.needsDevice(.software).description
        == "the software keyboard needs a device profile for its sizes; call follow(_:) first")
  }
}

@Suite("The input's traits decide the keyboard")
struct KeyboardTraitsTests {
  /// How a field is set up: its traits, and the heights of its accessory and input view.
  struct Setup: Sendable, CustomStringConvertible {
    var name: String
    var traits = TextInputTraits()
    var accessory: Double?
    var inputView: Double?
    /// The keyboard height it brings up on an iPhone 15 in portrait.
    var height: Double

    var description: String { name }

    func apply(to field: TextField) {
      field.textInputTraits = traits
      field.inputAccessoryView = accessory.map { View(frame: Rect(x: 0, y: 0, width: 393, height: $0)) }
      field.inputView = inputView.map { View(frame: Rect(x: 0, y: 0, width: 393, height: $0)) }
    }
  }

  // iPhone 15 portrait: docked 336 with the predictive bar, 292 without (docs/keyboards.md).
  static let phoneRows: [Setup] = [
    Setup(name: "default", height: 336),
    Setup(name: "asciiCapable", traits: TextInputTraits(keyboardType: .asciiCapable), height: 336),
    Setup(
      name: "numbersAndPunctuation", traits: TextInputTraits(keyboardType: .numbersAndPunctuation),
      height: 336),
    Setup(name: "URL", traits: TextInputTraits(keyboardType: .URL), height: 336),
    Setup(name: "emailAddress", traits: TextInputTraits(keyboardType: .emailAddress), height: 336),
    Setup(name: "twitter", traits: TextInputTraits(keyboardType: .twitter), height: 336),
    Setup(name: "webSearch", traits: TextInputTraits(keyboardType: .webSearch), height: 336),
    Setup(name: "namePhonePad", traits: TextInputTraits(keyboardType: .namePhonePad), height: 336),
    // The keypads have no predictive bar on iPhone.
    Setup(name: "numberPad", traits: TextInputTraits(keyboardType: .numberPad), height: 292),
    Setup(name: "decimalPad", traits: TextInputTraits(keyboardType: .decimalPad), height: 292),
    Setup(name: "phonePad", traits: TextInputTraits(keyboardType: .phonePad), height: 292),
    Setup(
      name: "asciiCapableNumberPad", traits: TextInputTraits(keyboardType: .asciiCapableNumberPad),
      height: 292),
    Setup(
      name: "a secure keypad", traits: TextInputTraits(keyboardType: .numberPad, isSecureTextEntry: true),
      height: 292),
    // iOS 15 and later: autocorrection off alone keeps the bar; with spell checking off too it goes.
    Setup(name: "autocorrection off", traits: TextInputTraits(autocorrectionType: .no), height: 336),
    Setup(name: "spell checking off", traits: TextInputTraits(spellCheckingType: .no), height: 336),
    Setup(
      name: "both off", traits: TextInputTraits(autocorrectionType: .no, spellCheckingType: .no),
      height: 292),
    // A password field shows the AutoFill bar even with both off: 292 → 336, the jump of
    // react-native-keyboard-controller#327.
    Setup(
      name: "secure, both off",
      traits: TextInputTraits(isSecureTextEntry: true, autocorrectionType: .no, spellCheckingType: .no),
      height: 336),
    // The accessory sits on top of the keyboard: 336 + 44 and 292 + 44.
    Setup(name: "accessory 44", accessory: 44, height: 380),
    Setup(
      name: "number pad with accessory 44", traits: TextInputTraits(keyboardType: .numberPad),
      accessory: 44, height: 336),
    // A custom input view replaces the keyboard, whatever the traits: its height plus the accessory.
    Setup(name: "input view 260", inputView: 260, height: 260),
    Setup(
      name: "input view 260 with accessory 44", traits: TextInputTraits(keyboardType: .numberPad),
      accessory: 44, inputView: 260, height: 304),
  ]

  @Test(arguments: phoneRows)
  func onAnIPhone(_ row: Setup) throws {
    let form = Form(phone)
    try form.field("f", row.apply).makeFirstResponder()
    let height = row.height
    #expect(
      form.trace.take() == [began("f")] + show(rect(0, 852, 393, height), rect(0, 852 - height, 393, height)))
  }

  @Test func anIPadKeypadKeepsThePredictiveBar() throws {
    // iPad (10th generation) portrait: 820 × 1180, docked 333 with the bar: 1180 − 333 = 847.
    let form = Form(pad)
    try form.field("code") { $0.keyboardType = .numberPad }.makeFirstResponder()
    #expect(form.trace.take() == [began("code")] + show(rect(0, 1180, 820, 333), rect(0, 847, 820, 333)))
  }

  @Test func theLandscapeKeyboardComesFromTheProfile() throws {
    // iPhone 15 landscape: 852 × 393; 209 with the bar, 172 without.
    let form = Form(phone, .landscape)
    let email = form.field("email")
    let code = form.field("code") { $0.keyboardType = .decimalPad }
    try email.makeFirstResponder()
    try code.makeFirstResponder()
    #expect(
      form.trace.take()
        == [began("email")] + show(rect(0, 393, 852, 209), rect(0, 184, 852, 209))
        + [ended("email"), began("code")] + show(rect(0, 184, 852, 209), rect(0, 221, 852, 172)))
  }

  @Test func keyboardTypesHaveUIKitsNames() {
    #expect(
      KeyboardType.all.map(\.rawValue) == [
        "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad",
        "namePhonePad", "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad",
      ])
    #expect(KeyboardType.named("numberPad") == .numberPad)
    #expect(KeyboardType.named("NumberPad") == nil)
    #expect(KeyboardType.named("url") == nil)
  }
}

@Suite("Hardware keyboards")
struct HardwareKeyboardTests {
  @Test func onAnIPhoneFocusBringsUpNothing() throws {
    // UIKit posts no keyboard notification with a hardware keyboard (MMNumberKeyboard#14).
    let form = Form(phone, mode: .hardware)
    let email = form.field("email")
    try email.makeFirstResponder()
    email.resignFirstResponder()
    #expect(form.trace.take() == [began("email"), ended("email")])
    #expect(form.keyboard.frame == nil)
  }

  @Test func onAnIPhoneAnAccessoryShowsAloneAtTheBottom() throws {
    // The keyboard's frame is reported whole (336 + 44 = 380) with all but the accessory below the
    // screen: y = 852 − 44 = 808 (docs/keyboards.md, "Hardware keyboards").
    let form = Form(phone, mode: .hardware)
    let field = form.field("f") {
      $0.inputAccessoryView = View(frame: Rect(x: 0, y: 0, width: 393, height: 44))
    }
    try field.makeFirstResponder()
    #expect(form.trace.take() == [began("f")] + show(rect(0, 852, 393, 380), rect(0, 808, 393, 380)))
    field.resignFirstResponder()
    #expect(form.trace.take() == [ended("f")] + hide(rect(0, 808, 393, 380), rect(0, 852, 393, 380)))
  }

  @Test func aCustomInputViewShowsEvenWithAHardwareKeyboard() throws {
    // openradar-mirror#3507: a Bluetooth keyboard does not hide a custom input view.
    let form = Form(phone, mode: .hardware)
    let field = form.field("f") { $0.inputView = View(frame: Rect(x: 0, y: 0, width: 393, height: 216)) }
    try field.makeFirstResponder()
    #expect(form.trace.take() == [began("f")] + show(rect(0, 852, 393, 216), rect(0, 636, 393, 216)))
  }

  @Test func onAnIPadTheShortcutBarShows() throws {
    // iPad (10th generation): the 75 pt bar at 1180 − 75 = 1105; with a 44 pt accessory 119 at 1061.
    let form = Form(pad, mode: .hardware)
    let email = form.field("email")
    let note = form.field("note") {
      $0.inputAccessoryView = View(frame: Rect(x: 0, y: 0, width: 820, height: 44))
    }
    try email.makeFirstResponder()
    try note.makeFirstResponder()
    #expect(
      form.trace.take()
        == [began("email")] + show(rect(0, 1180, 820, 75), rect(0, 1105, 820, 75))
        + [ended("email"), began("note")] + show(rect(0, 1105, 820, 75), rect(0, 1061, 820, 119)))
  }

  @Test func connectingWhileEditingOnAnIPhoneSlidesTheKeyboardOutAndDisconnectingBringsItBack() throws {
    let form = Form(phone)
    try form.field("email").makeFirstResponder()
    _ = form.trace.take()
    try form.keyboard.setMode(.hardware)
    #expect(form.trace.take() == hide(docked336, below336))
    try form.keyboard.setMode(.software)
    #expect(form.trace.take() == show(below336, docked336))
  }

  @Test func connectingWhileEditingOnAnIPadShrinksTheKeyboardToTheBar() throws {
    let form = Form(pad)
    try form.field("email").makeFirstResponder()
    _ = form.trace.take()
    try form.keyboard.setMode(.hardware)
    #expect(form.trace.take() == show(rect(0, 847, 820, 333), rect(0, 1105, 820, 75)))
    try form.keyboard.setMode(.software)
    #expect(form.trace.take() == show(rect(0, 1105, 820, 75), rect(0, 847, 820, 333)))
  }
}

@Suite("Floating, undocked and split iPad keyboards")
struct UndockedKeyboardTests {
  // iPad (10th generation) portrait: docked 333 at y 847; floating 320 × 253 centred, its bottom
  // 100 above the edge: x (820 − 320) / 2 = 250, y 1180 − 100 − 253 = 827; undocked 313 tall,
  // centred: y (1180 − 313) / 2 = 433.5.
  let docked = rect(0, 847, 820, 333)
  let floating = rect(250, 827, 320, 253)
  let undocked = rect(0, 433.5, 820, 313)

  @Test func leavingDockedPostsWillHideThenOnlyFrameChangesThenDockingPostsWillShow() throws {
    // Sources: React Native's KeyboardAvoidingView comment, Avi0n/MeshCoreOne#139,
    // openradar-mirror#3344 (will/did hide on undock or split), escoz/QuickDialog#444.
    let form = Form(pad)
    try form.field("email").makeFirstResponder()
    _ = form.trace.take()
    try form.keyboard.setPlacement(.floating)
    #expect(form.trace.take() == hide(docked, floating))
    try form.keyboard.setPlacement(.undocked)
    #expect(form.trace.take() == frameOnly(floating, undocked))
    try form.keyboard.setPlacement(.split)
    // The split keyboard's bounding frame is the undocked one, but it is another keyboard: the
    // frame changes are posted, from and to the same frame (escoz/QuickDialog#444).
    #expect(form.trace.take() == frameOnly(undocked, undocked))
    try form.keyboard.setPlacement(.docked)
    #expect(form.trace.take() == show(undocked, docked))
  }

  @Test func focusAndResignWhileFloatingPostOnlyFrameChanges() throws {
    let form = Form(pad)
    try form.keyboard.setPlacement(.floating)
    let email = form.field("email")
    let note = form.field("note") {
      $0.inputAccessoryView = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
    }
    try email.makeFirstResponder()
    #expect(form.trace.take() == [began("email")] + frameOnly(rect(250, 1180, 320, 253), floating))
    // The accessory rides on top of the floating keyboard: 44 higher and taller.
    try note.makeFirstResponder()
    #expect(
      form.trace.take() == [ended("email"), began("note")] + frameOnly(floating, rect(250, 783, 320, 297)))
    note.resignFirstResponder()
    #expect(
      form.trace.take() == [ended("note")] + frameOnly(rect(250, 783, 320, 297), rect(250, 1180, 320, 297)))
    #expect(form.keyboard.frame == nil)
  }

  @Test func connectingAHardwareKeyboardWhileFloatingDocksTheBar() throws {
    let form = Form(pad)
    try form.keyboard.setPlacement(.floating)
    try form.field("email").makeFirstResponder()
    _ = form.trace.take()
    try form.keyboard.setMode(.hardware)
    #expect(form.trace.take() == show(floating, rect(0, 1105, 820, 75)))
  }

  @Test func aPlacementTheDeviceLacksIsRefusedAndChangesNothing() throws {
    let form = Form(phone)
    try form.field("email").makeFirstResponder()
    _ = form.trace.take()
    #expect(throws: KeyboardConfigurationError.placementUnavailable(.floating, device: "iphone-15")) {
      try form.keyboard.setPlacement(.floating)
    }
    let pro = Form(.iPadPro12Point9)
    #expect(throws: KeyboardConfigurationError.placementUnavailable(.split, device: "ipad-pro-12-9")) {
      try pro.keyboard.setPlacement(.split)
    }
    #expect(form.keyboard.placement == .docked && pro.keyboard.placement == .docked)
    #expect(form.trace.take() == [] && pro.trace.take() == [])
    #expect(
      KeyboardConfigurationError.placementUnavailable(.split, device: "ipad-pro-12-9").description
        == "ipad-pro-12-9 has no split keyboard")
  }
}

@Suite("The 2024 devices bring up their own keyboards")
struct NewDeviceKeyboardTests {
  @Test func iPhone16ProPortrait() throws {
    // 402 × 874, docked 336: 874 − 336 = 538; the number pad 292 at 582.
    let form = Form(.iPhone16Pro)
    try form.field("email").makeFirstResponder()
    try form.field("code") { $0.keyboardType = .numberPad }.makeFirstResponder()
    #expect(
      form.trace.take()
        == [began("email")] + show(rect(0, 874, 402, 336), rect(0, 538, 402, 336))
        + [ended("email"), began("code")] + show(rect(0, 538, 402, 336), rect(0, 582, 402, 292)))
    #expect(form.window.screen.safeAreaInsets == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
  }

  @Test func iPhone16ProMaxLandscape() throws {
    // 956 × 440, docked 209: 440 − 209 = 231.
    let form = Form(.iPhone16ProMax, .landscape)
    try form.field("email").makeFirstResponder()
    #expect(form.trace.take() == [began("email")] + show(rect(0, 440, 956, 209), rect(0, 231, 956, 209)))
    #expect(form.window.screen.safeAreaInsets == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
  }

  @Test func iPadMiniDockedAndFloating() throws {
    // 744 × 1133, docked 378: 1133 − 378 = 755; floating 320 × 253 at x (744 − 320) / 2 = 212,
    // y 1133 − 100 − 253 = 780.
    let form = Form(.iPadMiniA17Pro)
    try form.field("email").makeFirstResponder()
    try form.keyboard.setPlacement(.floating)
    #expect(
      form.trace.take()
        == [began("email")] + show(rect(0, 1133, 744, 378), rect(0, 755, 744, 378))
        + hide(rect(0, 755, 744, 378), rect(212, 780, 320, 253)))
    #expect(throws: KeyboardConfigurationError.placementUnavailable(.undocked, device: "ipad-mini-a17-pro")) {
      try form.keyboard.setPlacement(.undocked)
    }
  }

  @Test func iPadPro13Landscape() throws {
    // 1376 × 1032, docked 491: 1032 − 491 = 541; the hardware bar 75 at 957.
    let form = Form(.iPadPro13M4, .landscape)
    try form.field("email").makeFirstResponder()
    try form.keyboard.setMode(.hardware)
    #expect(
      form.trace.take()
        == [began("email")] + show(rect(0, 1032, 1376, 491), rect(0, 541, 1376, 491))
        + show(rect(0, 541, 1376, 491), rect(0, 957, 1376, 75)))
  }
}

@Suite("Several windows share one keyboard")
struct MultiWindowKeyboardTests {
  @Test func aResignInAnotherWindowLeavesTheKeyboardAlone() throws {
    let application = Application(device: phone)
    let trace = Trace(application)
    let main = Window(frame: application.screen.bounds, application: application)
    let sheet = Window(frame: application.screen.bounds, application: application)
    let email = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    email.identifier = "email"
    try main.addSubview(email)
    let other = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    other.identifier = "other"
    try sheet.addSubview(other)
    try email.makeFirstResponder()
    _ = trace.take()
    // Nothing is focused in the sheet: ending editing there changes nothing.
    #expect(!sheet.endEditing(force: true))
    // Focus in the sheet takes the keyboard over (same keyboard: nothing posted); the main
    // window's field keeps its own status, as UIKit keeps one first responder per window.
    try other.makeFirstResponder()
    #expect(trace.take() == [began("other")])
    // The main window's field resigning no longer hides the keyboard the sheet is using.
    email.resignFirstResponder()
    #expect(trace.take() == [ended("email")])
    other.resignFirstResponder()
    #expect(trace.take() == [ended("other")] + hide(docked336, below336))
  }
}

@Suite("Rotation with a keyboard shown by hand")
struct ExplicitKeyboardRotationTests {
  @Test func anExplicitKeyboardWithNothingFocusedTakesTheTurnedHeight() throws {
    // Nothing is focused, so focus has nothing to say: the iPhone 15's upright docked keyboard
    // (336) goes in the upright screen's space, from 852 − 336 = 516 to below it, and its landscape
    // one (209) comes back across the landscape width, to 393 − 209 = 184.
    #expect(
      turnedWithKeyboard(height: 336)
        == hide(rect(0, 516, 393, 336), rect(0, 852, 393, 336))
        + show(rect(0, 393, 852, 209), rect(0, 184, 852, 209)))
  }

  @Test func anExplicitKeyboardOfAnotherHeightKeepsIt() throws {
    // 300 is none of the device's heights: it goes and comes back 300 tall, 393 − 300 = 93.
    #expect(
      turnedWithKeyboard(height: 300)
        == hide(rect(0, 552, 393, 300), rect(0, 852, 393, 300))
        + show(rect(0, 393, 852, 300), rect(0, 93, 852, 300)))
  }

  /// The notifications an upright iPhone 15 posts when it turns with a keyboard of `height` shown
  /// by hand and nothing focused.
  private func turnedWithKeyboard(height: Double) -> [Note] {
    let form = Form(phone)
    form.keyboard.show(height: height)
    _ = form.trace.take()
    form.keyboard.orientation = .landscape
    form.window.application.screen.size = Size(width: 852, height: 393)
    form.keyboard.screenDidResize()
    return form.trace.take()
  }
}
