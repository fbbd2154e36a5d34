public import ShelterGeometry
import Synchronization

/// The space the keyboard takes in a view, as UIKit's `UIKeyboardLayoutGuide` (iOS 15): Apple's
/// recommended way to keep content clear of the keyboard.
///
/// ``layoutFrame`` is in the owning view's space: the docked keyboard's frame intersected with the
/// view; while the keyboard is hidden, floating or undocked, or covers none of the view, a band
/// at the view's bottom as tall as its bottom safe-area inset (``usesBottomSafeArea``) or of zero
/// height. The views module knows no keyboard: the frame comes from the application's keyboard
/// through a package hook (docs/scroll-views.md).
public final class KeyboardLayoutGuide {
  /// The view the guide belongs to; the guide does not keep it alive.
  public private(set) weak var owningView: View?
  /// Whether the band below a hidden or undocked keyboard is the bottom safe-area inset (`true`,
  /// UIKit's default) or of zero height at the view's bottom edge.
  public var usesBottomSafeArea = true
  /// Whether the guide follows a floating or undocked keyboard over the view too (default `false`:
  /// only a docked keyboard).
  public var followsUndockedKeyboard = false

  init(owningView: View) {
    self.owningView = owningView
    Self.alive.add(1, ordering: .relaxed)
  }

  deinit { Self.alive.subtract(1, ordering: .relaxed) }

  /// How many guides exist in the process, all windows together.
  private static let alive = Atomic<Int>(0)

  /// Whether any view has made its guide and still has it: when none has, no constraint can name
  /// one, which a question asked on every keyboard event reads instead of walking the window.
  package static var anyExists: Bool { alive.load(ordering: .relaxed) > 0 }

  /// The guide's rect in the owning view's space; zero once the view is gone.
  public var layoutFrame: Rect {
    guard let view = owningView else { return .zero }
    return layoutFrame(safeArea: view.safeAreaInsets)
  }

  /// ``layoutFrame`` for the owning view's safe area already known (a report's one pass).
  package func layoutFrame(safeArea: EdgeInsets) -> Rect {
    guard let view = owningView else { return .zero }
    return layoutFrame(safeArea: safeArea, window: view.window, toWindow: view.transformToRoot)
  }

  /// ``layoutFrame`` for the owning view's safe area, window and map to window space
  /// (``View/transformToRoot``) already known, so a report placing the guides of nested
  /// controllers pays no walk up to the window for each.
  package func layoutFrame(safeArea: EdgeInsets, window: Window?, toWindow: Transform) -> Rect {
    guard let view = owningView else { return .zero }
    let b = view.bounds
    // Window space into the view's, as `convert(_:from: nil)` composes it.
    if let window,
      let keyboard = window.application.keyboardFrameProvider?.keyboardFrameOnScreen,
      followsUndockedKeyboard || window.screen.isDockedKeyboard(keyboard),
      let inWindow = window.transformToSuperview.inverted()?.apply(to: keyboard),
      let down = toWindow.inverted()
    {
      let inView = Transform.identity.concatenating(down).apply(to: inWindow)
      let covered = inView.intersection(b)
      if !covered.isNull && !covered.isEmpty { return covered }
    }
    let height = usesBottomSafeArea ? min(b.height, max(0, safeArea.bottom)) : 0
    return Rect(x: b.minX, y: b.maxY - height, width: b.width, height: height)
  }
}

extension View {
  /// The view's keyboard layout guide, made on first use and kept with the view.
  public var keyboardLayoutGuide: KeyboardLayoutGuide {
    if let guide = extras?.keyboardLayoutGuide { return guide }
    let guide = KeyboardLayoutGuide(owningView: self)
    writableExtras.keyboardLayoutGuide = guide
    return guide
  }

  /// The guide if one was made: a report reads the settings without making guides.
  package var existingKeyboardLayoutGuide: KeyboardLayoutGuide? { extras?.keyboardLayoutGuide }
}

extension Screen {
  /// Whether a keyboard frame (screen space) is docked: it spans the screen's width and its bottom
  /// reaches the screen's bottom edge while part of it is on screen. The one definition the guide
  /// and avoidance share.
  package func isDockedKeyboard(_ keyboard: Rect, tolerance: Double = 0.5) -> Bool {
    keyboard.minY < size.height - tolerance && keyboard.maxY >= size.height - tolerance
      && keyboard.minX <= tolerance && keyboard.maxX >= size.width - tolerance
  }
}

/// Where the keyboard is, told by the module that simulates it, so the views module can place
/// keyboard layout guides without knowing about keyboards.
package protocol KeyboardFrameProvider: AnyObject {
  /// The keyboard's frame in screen space while shown, `nil` while hidden.
  var keyboardFrameOnScreen: Rect? { get }
}

extension Application {
  /// The one provider of this application's keyboard frame, held weakly.
  package var keyboardFrameProvider: (any KeyboardFrameProvider)? {
    get { attachment(ApplicationLinks.self)?.keyboardFrameProvider }
    set { attachment(ApplicationLinks.self) { ApplicationLinks() }.keyboardFrameProvider = newValue }
  }
}
