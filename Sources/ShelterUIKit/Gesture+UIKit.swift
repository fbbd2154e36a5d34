import ShelterViews

/// UIKit's `UIGestureRecognizer`, kept on its view and inert: Shelter delivers no touches to
/// recognizers. UIKit's `init(target:action:)` takes a `#selector`, which Linux lacks; the Linux
/// spelling hands the action as a closure: `UITapGestureRecognizer { [weak self] _ in self?.done() }`.
open class UIGestureRecognizer {
  /// UIKit's recognizer states; a Shelter recognizer stays `.possible`.
  public enum State: Int, Sendable {
    /// Not yet recognized (the default).
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended, or a discrete one was recognized.
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// The gesture failed.
    case failed

    /// A discrete gesture was recognized: `.ended`.
    public static let recognized = State.ended
  }

  /// The action the recognizer would run, given the recognizer.
  public let action: (UIGestureRecognizer) -> Void
  /// The view it is attached to.
  public internal(set) weak var view: View?
  /// Whether it is enabled (default `true`).
  open var isEnabled = true
  /// Whether a recognized gesture cancels the view's touches (default `true`).
  open var cancelsTouchesInView = true
  /// The state, `.possible` while nothing delivers touches.
  open var state = State.possible

  /// A recognizer that would run `action`: the Linux spelling of `init(target:action:)`.
  public init(action: @escaping (UIGestureRecognizer) -> Void = { _ in }) { self.action = action }
}

/// UIKit's `UITapGestureRecognizer`, kept and inert (``UIGestureRecognizer``).
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed (default 1).
  open var numberOfTapsRequired = 1
  /// Fingers needed (default 1).
  open var numberOfTouchesRequired = 1
}

/// UIKit's `UIPanGestureRecognizer`, kept and inert (``UIGestureRecognizer``).
open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// UIKit's `UILongPressGestureRecognizer`, kept and inert (``UIGestureRecognizer``).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press must last, in seconds (default 0.5).
  open var minimumPressDuration = 0.5
}

extension View {
  /// Attaches a recognizer, as UIKit's `addGestureRecognizer(_:)`; one attached elsewhere moves here.
  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    if let previous = recognizer.view { previous.removeGestureRecognizer(recognizer) }
    uikit.gestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches a recognizer, as UIKit's `removeGestureRecognizer(_:)`; one not attached here is ignored.
  public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    guard recognizer.view === self else { return }
    uikit.gestureRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }

  /// The attached recognizers in the order added, as UIKit's `gestureRecognizers`; `nil` when none.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get {
      guard let attachment = attachment as? UIKitAttachment, !attachment.gestureRecognizers.isEmpty else {
        return nil
      }
      return attachment.gestureRecognizers
    }
    set {
      for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }
}
