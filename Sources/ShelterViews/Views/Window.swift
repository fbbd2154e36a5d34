public import Foundation
public import ShelterGeometry
public import ShelterValues

/// The root of a view tree, placed on a screen, as UIKit's `UIWindow`.
///
/// Window space is this view's bounds space. Its ``View/frame`` is its rect in screen space; moving the
/// window never changes window-space frames. The window tracks its first responder, so asking for
/// it costs O(1) instead of a search of the tree.
open class Window: View {
  /// The application (and so the screen) this window belongs to; the window keeps it alive.
  public let application: Application

  /// The view that receives keyboard input in this window, if any.
  public internal(set) var firstResponder: View?

  /// The controller whose view fills the window.
  ///
  /// Setting it sizes the controller's view to the window's bounds, as UIKit does; while the view
  /// fills the window, resizing the window resizes it, and its subviews follow their masks.
  public var rootViewController: ViewController? {
    didSet {
      // As in UIKit, a new root controller's view replaces the old one's in the window.
      if let old = oldValue, old !== rootViewController, old.view.parent === self {
        old.view.removeFromSuperview()
      }
      guard let controller = rootViewController else { return }
      controller.view.frame = bounds
      if controller.view.parent !== self { try? addSubview(controller.view) }
      updateSafeAreaInsets()
    }
  }

  /// The window's Auto Layout engine, made when a constraint first needs solving.
  package var layoutEngine: LayoutEngine?
  /// Whether a constraint, a guide or a layout setting changed since the last layout pass.
  package var needsLayoutPass = false
  /// The size classes the window's traits report (UIKit's `traitCollection`); `nil` guesses them
  /// from the window's size.
  public var sizeClasses: PresentationSizeClasses?

  /// Creates a window at a rect in screen space, on an application's screen.
  public init(frame: Rect, application: Application) {
    self.application = application
    super.init(frame: CGRect(frame))
    kind = .window
    application.register(self)
  }

  /// Creates a window at a rect on a new screen of the same size, for quick tests.
  public convenience override init(frame: CGRect) {
    let rect = Rect(frame)
    self.init(frame: rect, application: Application(screenSize: rect.size))
  }

  /// The screen the window is on.
  public var screen: Screen { application.screen }

  /// The application, which ends the responder chain after the window.
  open override var next: Responder? { application }

  /// Makes this window the one that receives keyboard input.
  public func makeKey() { application.keyWindow = self }

  /// Whether this is its application's key window.
  public var isKeyWindow: Bool { application.keyWindow === self }

  /// The insets, in window space, that the screen's safe area cuts from this window.
  public var windowSafeAreaInsets: EdgeInsets {
    let safe = screen.safeAreaFrame
    let mine = frame
    return EdgeInsets(
      top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
      bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
  }

  /// Compares each controller's root-view safe area in this window with the one last seen and
  /// tells the controller's ``SafeAreaInsetsObserver`` attachments of each change, as UIKit calls
  /// `viewSafeAreaInsetsDidChange`.
  ///
  /// The window calls it when its size or root controller changes, and a controller when its
  /// additional insets do; call it after changing the screen's safe area. Costs the depth of each
  /// controller's view, not the size of the tree.
  public func updateSafeAreaInsets() {
    guard let root = rootViewController else { return }
    for controller in root.controllerSubtree where controller.view.window === self {
      let insets = controller.view.safeAreaInsets
      guard insets != controller.lastSafeAreaInsets else { continue }
      controller.lastSafeAreaInsets = insets
      for case let observer as any SafeAreaInsetsObserver in controller.attachments.values {
        observer.viewSafeAreaInsetsDidChange(controller)
      }
    }
  }

  deinit {
    application.firstResponderObserver?.windowWillDeallocate(ObjectIdentifier(self))
  }

  func viewWillLeaveWindow(_ view: View) {
    if let responder = firstResponder, responder.isDescendant(of: view) {
      resign(responder)
      firstResponderDidChange()
    }
  }

  func resign(_ responder: View) {
    firstResponder = nil
    responder.storage.hasFirstResponderStatus = false
    responder.didResignFirstResponder()
    (responder as? any TextInput)?.postEditingNotification(began: false)
  }
}
