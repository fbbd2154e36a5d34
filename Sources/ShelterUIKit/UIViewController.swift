public import Foundation
public import ShelterViews

/// UIKit's `UIViewController`: a Shelter ``ViewController`` whose life follows UIKit's calls, so an
/// app's subclass (`class LoginViewController: UIViewController { override func viewDidLoad() … }`)
/// compiles unchanged.
///
/// The root view exists from the start (Shelter's controllers own their view); ``viewDidLoad()``
/// runs once, the first time ``loadViewIfNeeded()`` is called, which hosting does
/// (``host(_:on:_:)``) before the view joins the window, as UIKit loads a view before showing it.
open class UIViewController: ViewController {
  /// Whether ``viewDidLoad()`` has run.
  public private(set) var isViewLoaded = false

  /// A title for navigation bars and tab bars (kept; nothing draws it).
  open var title: String?

  /// Creates a controller with a plain root view, as UIKit's `init(nibName:bundle:)`; Shelter loads
  /// no nib, so both are ignored.
  public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
    super.init(view: View())
  }

  /// Creates a controller from an archive, as UIKit's `init?(coder:)`; Shelter reads no archive, so
  /// this is a plain root view. Subclasses with their own initializers implement it, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(view: View())
  }

  /// Runs ``loadView()`` then ``viewDidLoad()`` the first time it is called.
  public func loadViewIfNeeded() {
    guard !isViewLoaded else { return }
    isViewLoaded = true
    loadView()
    viewDidLoad()
  }

  /// Called once before ``viewDidLoad()``, as UIKit's `loadView()`. The root view already exists
  /// (Shelter's controllers own theirs), so the default does nothing; an override that adds
  /// subviews to `view` and calls `super.loadView()` runs as written, one that assigns `view` does
  /// not compile.
  open func loadView() {}

  /// Called once after the root view exists: build the screen here.
  open func viewDidLoad() {}

  /// Called before the view joins a window.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view joined a window and was laid out.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves its window.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view left its window.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called when the system is low on memory, as UIKit's `didReceiveMemoryWarning()`, which Xcode's
  /// older controller template overrides. A simulated device is never low on memory, so nothing
  /// calls it.
  open func didReceiveMemoryWarning() {}

  /// Called before each layout pass a hosted screen runs.
  open func viewWillLayoutSubviews() {}

  /// Called after each layout pass a hosted screen runs.
  open func viewDidLayoutSubviews() {}

  /// Adds a child controller, as UIKit's `addChild(_:)`, loading its view first.
  public func addChild(_ child: UIViewController) {
    child.loadViewIfNeeded()
    super.addChild(child)
  }

  /// Finishes adding a child, as UIKit's `didMove(toParent:)`.
  open func didMove(toParent parent: UIViewController?) {}

  /// Starts removing a child, as UIKit's `willMove(toParent:)`.
  open func willMove(toParent parent: UIViewController?) {}
}
