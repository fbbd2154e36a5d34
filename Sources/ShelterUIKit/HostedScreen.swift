public import Foundation
import ShelterGeometry
public import ShelterKeyboard
public import ShelterValues
public import ShelterViews

/// Puts an app's view controller in a full-screen window on a simulated device, as a test needs it:
/// the keyboard follows focus with the device's sizes, keyboard notifications also arrive on
/// `NotificationCenter.default`, and the controller's view is loaded, shown and laid out.
///
///     let screen = ShelterUIKit.host(LoginViewController(), on: .iPhone16, .portrait)
///     screen.focus(controller.passwordField)   // the keyboard comes up; the app's handler runs
///     screen.frame(of: controller.loginButton) // in window coordinates
public func host(
  _ controller: UIViewController, on device: DeviceProfile, _ orientation: Orientation = .portrait
) -> HostedScreen {
  HostedScreen(controller: controller, device: device, orientation: orientation)
}

/// A view controller hosted in a window on a simulated device (``host(_:on:_:)``): the driver a
/// test uses to focus fields, move the keyboard, turn the device and read frames.
///
/// Each action ends with the layout pass UIKit's run loop would run before the next frame.
public final class HostedScreen {
  /// The hosted controller.
  public let controller: UIViewController
  /// The window it fills.
  public let window: Window
  /// The device simulated.
  public let device: DeviceProfile
  /// The device's orientation.
  public private(set) var orientation: Orientation
  /// The ``UIKitIssues`` count when the screen was hosted.
  private let firstIssue: Int

  /// The animator of the most recently hosted screen still alive, which
  /// ``View/animate(withDuration:delay:options:animations:completion:)`` uses.
  static var currentAnimator: (any Animator)? { current.screen?.keyboard.animator }

  /// The application of the most recently hosted screen still alive, which `UIApplication.shared`
  /// and `UIScreen.main` answer with.
  static var currentApplication: Application? { current.screen?.window.application }

  /// The most recently hosted screen, held weakly.
  private static let current = CurrentScreen()

  init(controller: UIViewController, device: DeviceProfile, orientation: Orientation) {
    self.controller = controller
    self.device = device
    self.orientation = orientation
    firstIssue = UIKitIssues.count
    window = Window(device: device, orientation: orientation)
    NotificationCenterBridge.install(on: window.application)
    Self.current.screen = self
    controller.loadViewIfNeeded()
    controller.viewWillAppear(false)
    window.rootViewController = controller
    window.makeKey()
    // Constraints activated before the view joined the window marked no window's layout.
    window.setNeedsLayout()
    layoutIfNeeded()
    controller.viewDidAppear(false)
  }

  /// The application: screen, notification hub and keyboard.
  public var application: Application { window.application }

  /// The keyboard, which follows focus with the device's sizes.
  public var keyboard: KeyboardSimulator { application.keyboard }

  /// The keyboard's frame in screen coordinates while it is shown.
  public var keyboardFrame: CGRect? { keyboard.frame.map(CGRect.init) }

  /// What UIKit would have raised or logged since the screen was hosted (``UIKitIssues``).
  public var issues: [String] { Array(UIKitIssues.all.dropFirst(firstIssue)) }

  /// Runs the pending layout pass, between the controller's `viewWillLayoutSubviews()` and
  /// `viewDidLayoutSubviews()`.
  public func layoutIfNeeded() {
    controller.viewWillLayoutSubviews()
    window.layoutIfNeeded()
    controller.viewDidLayoutSubviews()
  }

  /// Focuses a view as a tap would (`becomeFirstResponder()`); the keyboard comes up for a text
  /// input and its notifications reach the app's observers. Returns whether the view took focus.
  ///
  /// A text field whose delegate's `textFieldShouldBeginEditing(_:)` answers `false` stays unfocused.
  @discardableResult
  public func focus(_ view: View) -> Bool {
    if let field = view as? TextField, let delegate = field.delegate,
      !delegate.textFieldShouldBeginEditing(field)
    {
      return false
    }
    let focused = view.becomeFirstResponder()
    layoutIfNeeded()
    return focused
  }

  /// Presses the keyboard's return key in the focused text field: UIKit asks the field's delegate
  /// `textFieldShouldReturn(_:)`, whose code does what the key does (ends editing, focuses the next
  /// field), then the layout pass runs. Returns the delegate's answer; `false` when no text field
  /// is focused, and `true` for a field without a delegate, where the key does nothing.
  @discardableResult
  public func pressReturn() -> Bool {
    guard let field = window.firstResponder as? TextField else { return false }
    let answer = field.delegate?.textFieldShouldReturn(field) ?? true
    layoutIfNeeded()
    return answer
  }

  /// Ends editing (`endEditing(true)`), so the keyboard goes down.
  public func dismissKeyboard() {
    _ = window.endEditing(force: true)
    layoutIfNeeded()
  }

  /// Shows a docked keyboard: `height`, or the device's for the orientation when `nil`.
  public func showKeyboard(height: CGFloat? = nil) {
    let docked = device.keyboardMetrics(orientation).docked
    keyboard.show(height: height.map { Double($0) } ?? docked)
    layoutIfNeeded()
  }

  /// Hides the keyboard.
  public func hideKeyboard() {
    keyboard.hide()
    layoutIfNeeded()
  }

  /// Turns the device: the screen takes the orientation's size and safe area, the window and its
  /// root view follow, and a shown keyboard goes and comes back in the new orientation's size.
  public func turn(to orientation: Orientation) {
    self.orientation = orientation
    keyboard.orientation = orientation
    let screen = application.screen
    screen.safeAreaInsets = device.safeAreaInsets(orientation)
    screen.size = device.screenSize(orientation)
    window.ShelterViews::frame = Rect(origin: window.ShelterViews::frame.origin, size: screen.size)
    window.setNeedsLayout()
    layoutIfNeeded()
    window.updateSafeAreaInsets()
    keyboard.screenDidResize()
    layoutIfNeeded()
  }

  /// A view's frame in window coordinates, as `view.convert(view.bounds, to: nil)`.
  public func frame(of view: View) -> CGRect { CGRect(view.frameInRootSpace) }
}

/// The weak reference behind ``HostedScreen``'s current screen, behind a lock.
private final class CurrentScreen: @unchecked Sendable {
  private let lock = NSLock()
  private weak var stored: HostedScreen?

  var screen: HostedScreen? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      stored = newValue
    }
  }
}
