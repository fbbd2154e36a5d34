public import ShelterGeometry
public import ShelterNotifications
public import ShelterValues

/// The end of the responder chain and the owner of one screen's windows, as `UIApplication`.
///
/// Not a singleton: each test builds its own, so screens under test never share state.
public final class Application: Responder {
  /// The screen every window of this application is on.
  public let screen: Screen

  /// Windows are listed weakly: a window keeps its application alive, not the other way round.
  private var windowRefs: [WeakWindow] = []

  /// The hub this application's keyboard and text inputs post to.
  ///
  /// One per application rather than one per process, so screens built by tests running in
  /// parallel never see each other's notifications.
  public let notificationHub = NotificationHub()

  /// Storage for features attached from other modules (the keyboard simulator), keyed by type.
  public var attachments: [ObjectIdentifier: AnyObject] = [:]

  /// The window that receives keyboard input.
  public weak var keyWindow: Window?

  /// The direction text runs in, which decides whether leading is left or right (UIKit's
  /// `userInterfaceLayoutDirection`).
  public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight

  /// The scale solved frames are rounded to (the screen's, by default); `nil` leaves them unrounded.
  public var layoutPixelScale: Double?

  /// Creates an application on a screen.
  public init(screen: Screen) {
    self.screen = screen
    self.layoutPixelScale = screen.scale
    super.init()
  }

  /// Creates an application on a screen of a given size.
  public convenience init(screenSize: Size, safeAreaInsets: EdgeInsets = .zero) {
    self.init(screen: Screen(size: screenSize, safeAreaInsets: safeAreaInsets))
  }

  /// The live windows, in the order they were created.
  public var windows: [Window] {
    windowRefs.removeAll { $0.window == nil }
    return windowRefs.compactMap(\.window)
  }

  func register(_ window: Window) {
    windowRefs.append(WeakWindow(window: window))
    if keyWindow == nil { keyWindow = window }
  }

  /// The first responder of the key window, the one keyboard input goes to.
  public var firstResponder: View? { keyWindow?.firstResponder }
}

private struct WeakWindow {
  weak var window: Window?
}
