public import ShelterGeometry
public import ShelterNotifications
public import ShelterValues
public import ShelterViews

/// Plays the software keyboard of one application: posts UIKit's notification sequence with begin
/// and end frames in screen space, duration and curve.
///
/// Shows post will-change-frame, will-show, did-change-frame, did-show; hides the same with hide;
/// a frame change while shown posts the show sequence again, as UIKit does. A frame that is not
/// docked is announced as a hide when it leaves a docked keyboard, and as frame changes only
/// otherwise.
///
/// In ``KeyboardMode/manual`` mode (the default) only the explicit calls below move it. After
/// ``follow(_:orientation:mode:)`` the first responder drives it as on a device: see
/// `KeyboardSimulator+Focus.swift` and `docs/keyboards.md`. The explicit calls keep working in
/// every mode.
public final class KeyboardSimulator {
  /// The application whose hub receives the notifications and whose screen sizes the keyboard.
  public unowned let application: Application

  /// The keyboard's frame in screen space while shown, `nil` while hidden.
  public internal(set) var frame: Rect? {
    didSet { if frame != nil { frameScreenHeight = application.screen.size.height } }
  }

  /// The height of the screen the keyboard's frame was laid out in: a frame is in the space of the
  /// screen as it was held then, which a turn leaves behind.
  var frameScreenHeight: Double = 0

  /// The frame a turn hid (``screenWillResize()``), to bring back in the new orientation.
  var hiddenForTurn: Rect?

  /// Where the user put a floating keyboard (an explicit frame that is not docked), kept across
  /// focus switches until the keyboard docks, moves to another placement or the screen turns.
  var placedFloatingFrame: Rect?

  /// The duration posted with each transition, in seconds (UIKit's is 0.25).
  public var animationDuration = KeyboardInfo.defaultAnimationDuration

  /// The curve posted with each transition (UIKit's keyboard uses the private curve 7).
  public var animationCurve: AnimationCurve = .keyboard

  /// The animator that posts each transition (``Animator/performKeyboardTransition(_:will:did:)``):
  /// a ``TimedAnimator`` posts the will-notifications inside the keyboard's animation, as UIKit does,
  /// and the did-notifications when it ends. `nil` posts all four at once, outside any animation.
  public var animator: (any Animator)?

  /// Who moves the keyboard: explicit calls only, or focus with a software or hardware keyboard.
  public internal(set) var mode: KeyboardMode = .manual

  /// The device whose keyboard sizes a focus-driven keyboard takes.
  public internal(set) var device: DeviceProfile?

  /// The orientation whose keyboard sizes apply.
  ///
  /// Setting it posts nothing: call ``screenWillResize()``, rotate the screen and windows, then call
  /// ``screenDidResize()``, which lays a focus-driven keyboard for the new orientation.
  public var orientation: Orientation = .portrait

  /// Where the iPad's software keyboard sits while focus drives it.
  public internal(set) var placement: KeyboardPlacement = .docked

  /// Whether the keyboard on screen was announced as docked (with will-show), so that leaving it
  /// posts will-hide; `false` while a floating, undocked or split keyboard is up.
  var isAnnouncedDocked = true

  /// The placement the keyboard on screen was brought up in while focus drives it.
  var shownPlacement: KeyboardPlacement = .docked

  /// The window whose first responder the keyboard serves, and its identity (kept to recognise
  /// it while it is being deallocated, when the weak reference is already gone).
  weak var servedWindow: Window?
  var servedWindowID: ObjectIdentifier?
  /// A text input that just became first responder and whose scroll into its scroll view is still
  /// to play: after the keyboard's will-notifications, or at once when none is posted.
  var pendingFocusScroll: View?

  init(application: Application) {
    self.application = application
    application.firstResponderObserver = self
    application.keyboardFrameProvider = self
  }

  /// Whether the keyboard is on screen.
  public var isShown: Bool { frame != nil }

  /// The frame of a docked keyboard of a given height spanning the bottom of the screen.
  public func dockedFrame(height: Double) -> Rect {
    let size = application.screen.size
    return Rect(x: 0, y: size.height - height, width: size.width, height: height)
  }

  /// Slides in a docked keyboard of a given height.
  public func show(height: Double, duration: Double? = nil, curve: AnimationCurve? = nil) {
    show(frame: dockedFrame(height: height), duration: duration, curve: curve)
  }

  /// Shows a keyboard whose end frame, in screen space, is `frame` (floating, undocked, split, or a
  /// docked one of any height); when already shown, this is a frame change.
  ///
  /// Classified as focus-driven frames are: a docked end frame posts the show sequence; one that is
  /// not docked (floating, undocked, split) posts the hide sequence when it leaves a docked keyboard
  /// and only the frame changes otherwise.
  public func show(frame end: Rect, duration: Double? = nil, curve: AnimationCurve? = nil) {
    let begin = frame ?? offscreen(like: end)
    let wasDocked = frame != nil && isAnnouncedDocked
    let docked = application.screen.isDockedKeyboard(end, tolerance: 0.5)
    frame = end
    isAnnouncedDocked = docked
    notePlacement(of: end, docked: docked)
    let info = info(begin: begin, end: end, duration: duration, curve: curve)
    if docked {
      postSequence(will: .keyboardWillShow, did: .keyboardDidShow, info: info)
    } else if wasDocked {
      postSequence(will: .keyboardWillHide, did: .keyboardDidHide, info: info)
    } else {
      postSequence(will: nil, did: nil, info: info)
    }
  }

  /// Changes a shown keyboard to a new height (predictive bar, emoji keyboard), still docked.
  public func change(height: Double, duration: Double? = nil, curve: AnimationCurve? = nil) {
    show(frame: dockedFrame(height: height), duration: duration, curve: curve)
  }

  /// Changes a shown keyboard's frame; shows it if it was hidden.
  public func change(frame: Rect, duration: Double? = nil, curve: AnimationCurve? = nil) {
    show(frame: frame, duration: duration, curve: curve)
  }

  /// Slides the keyboard out below the screen; does nothing when it is hidden.
  public func hide(duration: Double? = nil, curve: AnimationCurve? = nil) {
    guard let begin = frame else { return }
    // A keyboard that is not docked announced its hide when it left docked: only its frame changes.
    let wasDocked = isAnnouncedDocked
    frame = nil
    isAnnouncedDocked = true
    postSequence(
      will: wasDocked ? .keyboardWillHide : nil, did: wasDocked ? .keyboardDidHide : nil,
      info: info(begin: begin, end: offscreen(like: begin), duration: duration, curve: curve))
  }

  /// Hides a shown keyboard before the screen turns, as iOS does: the hide sequence (only the frame
  /// changes for a keyboard that is not docked) from its frame to just below the screen, both in
  /// the screen's space as it is still held, so constraints on the keyboard layout guide are laid
  /// out against the safe bottom before the screen changes size. ``screenDidResize()`` brings it
  /// back. Does nothing while the keyboard is hidden. Sources in `docs/keyboards.md`.
  public func screenWillResize() {
    leaveForTurn(screenHeight: application.screen.size.height)
  }

  /// Re-lays the keyboard after the screen changed size (rotation).
  ///
  /// The keyboard ``screenWillResize()`` hid comes back, as iOS shows it again once the turn is
  /// done: when focus drives it and an input is focused, as that input's keyboard in
  /// ``orientation``; otherwise (manual mode, or a keyboard shown by an explicit call) docked across
  /// the new width, a device's docked, plain, emoji or hardware-bar height becoming the same kind in
  /// the new orientation and any other height kept. A keyboard still shown (``screenWillResize()``
  /// not called) is hidden first, its frames in the space of the screen it was laid out in.
  /// Sources in `docs/keyboards.md`.
  public func screenDidResize() {
    if frame != nil { leaveForTurn(screenHeight: frameScreenHeight) }
    placedFloatingFrame = nil
    let hidden = hiddenForTurn
    hiddenForTurn = nil
    if followsFocus, let window = servedWindow {
      followFocus(in: window)
      return
    }
    guard let hidden else { return }
    show(height: turnedHeight(hidden.height))
  }

  /// Posts the hide sequence of a turn, from the keyboard's frame to just below a screen
  /// `screenHeight` tall, and keeps the frame for ``screenDidResize()``.
  private func leaveForTurn(screenHeight: Double) {
    guard let current = frame else { return }
    let wasDocked = isAnnouncedDocked
    frame = nil
    isAnnouncedDocked = true
    hiddenForTurn = current
    let end = Rect(x: current.minX, y: screenHeight, width: current.width, height: current.height)
    postSequence(
      will: wasDocked ? .keyboardWillHide : nil, did: wasDocked ? .keyboardDidHide : nil,
      info: info(begin: current, end: end, duration: nil, curve: nil))
  }

  /// A keyboard height after the device turned to ``orientation``: a docked, plain, emoji or
  /// hardware-bar height of the device in the other orientation becomes the same kind in this one;
  /// any other height, and any height without a device, stays.
  func turnedHeight(_ height: Double) -> Double {
    guard let device else { return height }
    let from = device.keyboardMetrics(orientation.isLandscape ? .portrait : .landscape)
    let to = device.keyboardMetrics(orientation)
    let kinds: [(DeviceProfile.KeyboardMetrics) -> Double?] = [
      { $0.docked }, { $0.dockedPlain }, { $0.emoji }, { $0.hardwareBar },
    ]
    for kind in kinds {
      if let value = kind(from), abs(value - height) < 0.5 { return kind(to) ?? height }
    }
    return height
  }

  func offscreen(like rect: Rect) -> Rect {
    let size = application.screen.size
    return Rect(x: 0, y: size.height, width: size.width, height: rect.height)
  }

  func info(begin: Rect, end: Rect, duration: Double?, curve: AnimationCurve?) -> KeyboardInfo {
    KeyboardInfo(
      frameBegin: begin, frameEnd: end, animationDuration: duration ?? animationDuration,
      animationCurve: curve ?? animationCurve, isLocal: true)
  }

  /// Posts will-change-frame and `will`, then did-change-frame and `did`, through the animator;
  /// `nil` names post the frame changes alone (a keyboard that is not docked).
  func postSequence(will: NotificationName?, did: NotificationName?, info: KeyboardInfo) {
    let hub = application.notificationHub
    let screen = application.screen
    let application = self.application
    let focused = pendingFocusScroll
    let postWill = {
      // The keyboard layout guide moves with the keyboard: constraints pinned to it are solved
      // inside the keyboard's animation, before observers measure the screen.
      application.layoutConstrainedWindows()
      hub.post(name: .keyboardWillChangeFrame, object: screen, payload: info)
      if let will { hub.post(name: will, object: screen, payload: info) }
      if let focused {
        focused.scrollToVisibleAsFocused()
        self.pendingFocusScroll = nil
      }
    }
    let postDid = {
      hub.post(name: .keyboardDidChangeFrame, object: screen, payload: info)
      if let did { hub.post(name: did, object: screen, payload: info) }
    }
    guard let animator else {
      postWill()
      postDid()
      return
    }
    animator.performKeyboardTransition(info, will: postWill, did: postDid)
  }
}

extension KeyboardSimulator: KeyboardFrameProvider {
  /// The model frame: keyboard layout guides follow where the keyboard lands, as UIKit's do.
  package var keyboardFrameOnScreen: Rect? { frame }
}

extension Application {
  /// This application's keyboard, created on first use.
  public var keyboard: KeyboardSimulator {
    attachment(KeyboardSimulator.self) { KeyboardSimulator(application: self) }
  }
}
