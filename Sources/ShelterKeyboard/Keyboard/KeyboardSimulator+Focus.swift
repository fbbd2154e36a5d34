import ShelterGeometry
import ShelterNotifications
public import ShelterValues
public import ShelterViews

/// The system keyboard that follows the first responder, as on iOS.
///
/// When a ``TextInput`` becomes first responder the keyboard for it slides in: will-change-frame,
/// will-show, did-change-frame, did-show, from just below the screen to its frame. When the first
/// responder resigns, leaves its window (itself or a superview removed) or its window goes away,
/// it slides out with the hide sequence. A focus switch to an input whose keyboard has the same
/// frame posts nothing (iOS 11 and later, lionheart/openradar-mirror#18382); to one whose keyboard
/// differs it posts the show sequence from the current frame. On iPad, moving away from docked
/// posts will-hide, frame changes while not docked post only will- and did-change-frame, and
/// docking again posts will-show. Sources in `docs/keyboards.md`.
extension KeyboardSimulator {
  /// Whether focus moves the keyboard: a device is set and the mode is not manual.
  public var followsFocus: Bool { mode != .manual && device != nil }

  /// Makes focus drive the keyboard with a device's sizes; a first responder already in the key
  /// window brings its keyboard up at once.
  ///
  /// `mode` `.manual` only records the device. A placement the new device lacks falls back to
  /// docked.
  ///
  ///     app.keyboard.follow(.iPhone15)
  ///     try email.makeFirstResponder()   // posts the show sequence, end (0, 516, 393, 336)
  public func follow(
    _ device: DeviceProfile, orientation: Orientation = .portrait, mode: KeyboardMode = .software
  ) {
    self.device = device
    self.orientation = orientation
    self.mode = mode
    placedFloatingFrame = nil
    if device.keyboardFrame(placement.style, orientation) == nil { placement = .docked }
    followFocus(in: servedWindow ?? application.keyWindow)
  }

  /// Switches between manual, software and hardware; the keyboard on screen changes accordingly
  /// (attaching a hardware keyboard while editing slides the software keyboard out).
  ///
  /// Throws ``KeyboardConfigurationError/needsDevice(_:)``, changing nothing, for software or
  /// hardware before ``follow(_:orientation:mode:)`` gave a device. Leaving for manual keeps the
  /// keyboard where it is.
  public func setMode(_ newMode: KeyboardMode) throws(KeyboardConfigurationError) {
    if newMode != .manual && device == nil { throw .needsDevice(newMode) }
    mode = newMode
    followFocus(in: servedWindow ?? application.keyWindow)
  }

  /// Moves the iPad's software keyboard to a placement (the user pinching it to floating, or
  /// choosing undock or split); the notifications follow the docked/undocked rules.
  ///
  /// Throws ``KeyboardConfigurationError/placementUnavailable(_:device:)``, changing nothing, when
  /// the device has no keyboard there (any iPhone; undocked or split on an iPad Pro), and
  /// ``KeyboardConfigurationError/needsDevice(_:)`` without a device.
  public func setPlacement(_ newPlacement: KeyboardPlacement) throws(KeyboardConfigurationError) {
    guard let device else { throw .needsDevice(mode) }
    guard device.keyboardFrame(newPlacement.style, orientation) != nil else {
      throw .placementUnavailable(newPlacement, device: device.id)
    }
    placement = newPlacement
    placedFloatingFrame = nil
    followFocus(in: servedWindow ?? application.keyWindow)
  }

  /// The keyboard a view would bring up now, or `nil` when it brings none (or focus does not drive
  /// the keyboard). A floating keyboard the user put somewhere stays there: its left and bottom
  /// edges are kept, its height is the view's.
  public func presentation(for view: View) -> KeyboardPresentation? {
    guard followsFocus, let device else { return nil }
    guard
      var shown = SystemKeyboardLayout.presentation(
        for: view, device: device, orientation: orientation, screenSize: application.screen.size,
        hardwareKeyboard: mode == .hardware, placement: placement)
    else { return nil }
    if placement == .floating, !shown.isDocked, let placed = placedFloatingFrame {
      shown.frame = Rect(
        x: placed.minX, y: placed.maxY - shown.frame.height, width: shown.frame.width,
        height: shown.frame.height)
    }
    return shown
  }

  /// Takes the placement an explicit frame shows on an iPad: a docked frame docks the keyboard, a
  /// frame that is a profile's floating, undocked or split frame takes that placement, and any
  /// other frame that is not docked is a floating keyboard the user dragged there. Focus switches
  /// then keep it where it is, as iOS keeps a floating keyboard floating until the user docks it.
  func notePlacement(of end: Rect, docked: Bool) {
    guard let device, device.isPad else { return }
    placedFloatingFrame = nil
    if docked {
      placement = .docked
      shownPlacement = .docked
      return
    }
    let raised: [KeyboardPlacement] = [.floating, .undocked, .split]
    if let match = raised.first(where: { device.keyboardFrame($0.style, orientation) == end }) {
      placement = match
    } else if device.keyboardFrame(KeyboardPlacement.floating.style, orientation) != nil {
      placement = .floating
      placedFloatingFrame = end
    } else {
      return
    }
    shownPlacement = placement
  }

  /// Brings the keyboard to what a window's first responder asks for.
  ///
  /// A window without a first responder hides the keyboard only if it was the one served, so that
  /// a second window's resign leaves another window's keyboard alone.
  func followFocus(in window: Window?) {
    guard followsFocus else { return }
    let input: View?
    if let window, let responder = window.firstResponder {
      servedWindow = window
      servedWindowID = ObjectIdentifier(window)
      input = responder
    } else if let window, servedWindowID != nil, servedWindowID != ObjectIdentifier(window) {
      return
    } else {
      servedWindow = nil
      servedWindowID = nil
      input = nil
    }
    move(to: input.flatMap { presentation(for: $0) })
  }

  /// Posts what it takes to go from the keyboard on screen to `target`; nothing when they agree.
  func move(to target: KeyboardPresentation?) {
    let wasDocked = isAnnouncedDocked
    switch (frame, target) {
    case (nil, nil):
      return
    case (let current?, nil):
      frame = nil
      isAnnouncedDocked = true
      let info = info(begin: current, end: below(current), duration: nil, curve: nil)
      if wasDocked {
        postSequence(will: .keyboardWillHide, did: .keyboardDidHide, info: info)
      } else {
        postFrameChange(info)
      }
    case (nil, let target?):
      arrive(at: target, from: below(target.frame), wasDocked: false)
    case (let current?, let target?):
      // Split and undocked share a frame on some iPads but are different keyboards: switching
      // between them posts the frame changes (escoz/QuickDialog#444).
      if current == target.frame && wasDocked == target.isDocked
        && (target.isDocked || shownPlacement == placement)
      {
        return
      }
      arrive(at: target, from: current, wasDocked: wasDocked)
    }
  }

  private func arrive(at target: KeyboardPresentation, from begin: Rect, wasDocked: Bool) {
    frame = target.frame
    shownPlacement = placement
    isAnnouncedDocked = target.isDocked
    let info = info(begin: begin, end: target.frame, duration: nil, curve: nil)
    if target.isDocked {
      postSequence(will: .keyboardWillShow, did: .keyboardDidShow, info: info)
    } else if wasDocked {
      // Leaving a docked keyboard for a floating, undocked or split one announces a hide.
      postSequence(will: .keyboardWillHide, did: .keyboardDidHide, info: info)
    } else {
      postFrameChange(info)
    }
  }

  /// The same rect moved to just below the screen, where the keyboard slides in from and out to.
  private func below(_ rect: Rect) -> Rect {
    Rect(x: rect.minX, y: application.screen.size.height, width: rect.width, height: rect.height)
  }

  private func postFrameChange(_ info: KeyboardInfo) {
    postSequence(will: nil, did: nil, info: info)
  }
}

extension KeyboardSimulator: FirstResponderObserver {
  package func firstResponderDidChange(in window: Window) {
    // `UITextField.becomeFirstResponder` scrolls after `super`'s, which brought the keyboard:
    // after its will-notifications and before its did-notifications, whatever the keyboard mode,
    // and at once on a screen no keyboard comes to.
    pendingFocusScroll = window.firstResponder
    followFocus(in: window)
    pendingFocusScroll?.scrollToVisibleAsFocused()
    pendingFocusScroll = nil
  }

  package func windowWillDeallocate(_ window: ObjectIdentifier) {
    guard followsFocus, servedWindowID == window else { return }
    servedWindow = nil
    servedWindowID = nil
    move(to: nil)
  }
}

extension View {
  /// The scroll view UIKit's focus scroll moves for this input: its nearest ancestor that scrolls.
  package var focusScrollView: ScrollView? {
    var current = superview
    while let view = current {
      if let scroll = view as? ScrollView, view.kind.isScrollable { return scroll }
      current = view.superview
    }
    return nil
  }

  /// Plays UIKit's own scroll for a text input that becomes first responder: its nearest scroll
  /// view scrolls the least that brings the input (a text view's caret) inside its bounds less the
  /// adjusted inset, and nothing when it is already there (docs/avoidance.md, "What UIKit scrolls
  /// by itself"). Any other view scrolls nothing.
  package func scrollToVisibleAsFocused() {
    // The two text inputs by class: a cast to a protocol looks its conformance up each time.
    let textView = self as? TextView
    guard textView != nil || self is TextField, let scroll = focusScrollView else { return }
    let local = textView?.caretRect ?? bounds
    guard let rect = try? convert(local, to: scroll) else { return }
    scroll.scrollRectToVisible(rect)
  }
}
