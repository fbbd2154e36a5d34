public import ShelterGeometry
public import ShelterValues

/// An attachment that hears when its controller's root view's safe area changes, as UIKit's
/// `viewSafeAreaInsetsDidChange`; keep it in the controller's ``ViewController/attachments``.
public protocol SafeAreaInsetsObserver: AnyObject {
  /// Called after the root view's ``View/safeAreaInsets`` changed.
  func viewSafeAreaInsetsDidChange(_ controller: ViewController)
}

/// Owns a root view and the logic around it, as UIKit's `UIViewController`.
///
/// Sits in the responder chain between its root view and that view's superview. Features such as
/// keyboard avoidance attach to it through ``attachments`` instead of subclassing.
open class ViewController: Responder {
  /// The root view; it answers ``View/viewController`` with this controller.
  public let view: View

  /// A name to find the controller by (the fixture's controller `id`).
  public var identifier: String?

  /// How the view is presented.
  public var presentationStyle: PresentationStyle = .fullScreen

  /// The UIKit style whose frame ``layoutPresentation(sizeClasses:)`` gives the root view; `nil`
  /// leaves the view where it was put.
  public var modalPresentationStyle: ModalPresentationStyle?

  /// The size a form sheet takes on iPad, as UIKit's `preferredContentSize`; a part that is not
  /// positive takes the default 540 × 620's.
  public var preferredContentSize: Size = .zero

  /// Extra insets on top of the window's safe area, such as a navigation bar's height.
  ///
  /// Keyboard avoidance never pushes a field above the resulting visible top. The root view's
  /// ``View/safeAreaInsets`` include them, and so do its subviews' where they overlap.
  public var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet { if oldValue != additionalSafeAreaInsets { view.window?.updateSafeAreaInsets() } }
  }

  /// The root view's safe area when the window last compared it, for ``Window/updateSafeAreaInsets()``.
  var lastSafeAreaInsets: EdgeInsets?

  /// The controller that contains this one, if any.
  public private(set) weak var parent: ViewController?

  /// Contained controllers, in the order they were added.
  public private(set) var children: [ViewController] = []

  /// Storage for features attached from other modules, keyed by the feature's type, released with
  /// the controller so nothing needs manual clean-up.
  public var attachments: [ObjectIdentifier: AnyObject] = [:]

  /// Creates a controller around a root view.
  public init(view: View) {
    self.view = view
    super.init()
    view.viewController = self
  }

  /// Creates a controller with a plain root view of a given frame.
  public convenience init(frame: Rect = .zero) {
    self.init(view: View(frame: frame))
  }

  /// Adds a child controller (its view is placed by the caller, as in UIKit).
  ///
  /// Adding this controller itself or one of its ancestors is ignored, so containment never loops.
  public func addChild(_ child: ViewController) {
    guard child.parent !== self, child !== self else { return }
    // The child is this controller's ancestor only if it has children: a controller without any
    // (one being built, outer ones first) skips the walk up, so nesting n controllers costs O(n).
    if !child.children.isEmpty {
      var ancestor = parent
      while let current = ancestor {
        if current === child { return }
        ancestor = current.parent
      }
    }
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  /// Detaches this controller from its parent.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// The next responder: the root view's superview (the window for a window's root controller).
  open override var next: Responder? { view.superview }

  /// The root view's safe-area insets: the window's unsafe region over it plus
  /// ``additionalSafeAreaInsets``.
  public var safeAreaInsets: EdgeInsets { view.safeAreaInsets }

  /// The controller and all its descendants, parents before children.
  public var controllerSubtree: [ViewController] {
    var result: [ViewController] = []
    var stack: [ViewController] = [self]
    while let controller = stack.popLast() {
      result.append(controller)
      stack.append(contentsOf: controller.children.reversed())
    }
    return result
  }
}
