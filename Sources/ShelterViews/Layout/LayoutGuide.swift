public import ShelterGeometry

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`:
/// spacers and groups a constraint can name. A view's own guides (safe area, margins, keyboard, a
/// scroll view's content and frame) are measured from the view (the keyboard's is ``KeyboardLayoutGuide``); a guide added with ``View/addLayoutGuide(_:)`` is placed by its
/// constraints.
public final class LayoutGuide {
  /// What the guide stands for.
  public enum Kind: Sendable, Equatable {
    /// A guide placed by constraints, as `UILayoutGuide()`.
    case user
    /// The owning view's bounds inset by its safe area (`safeAreaLayoutGuide`).
    case safeArea
    /// The owning view's bounds inset by its layout margins (`layoutMarginsGuide`).
    case layoutMargins
    /// A scroll view's content area (`contentLayoutGuide`): origin at content offset zero, size the
    /// content size, which constraints on it derive.
    case scrollContent
    /// A scroll view's frame (`frameLayoutGuide`), whatever the content offset.
    case scrollFrame
  }

  /// What the guide stands for.
  public let kind: Kind
  /// A name for messages and logs, as `UILayoutGuide.identifier`.
  public var identifier: String
  /// The view the guide belongs to; constraints on it are measured from this view.
  public internal(set) weak var owningView: View?
  /// The guide's rect in its owning view's space after the last layout pass (user guides).
  package var solvedFrame: Rect = .zero

  /// A guide to add to a view with ``View/addLayoutGuide(_:)``.
  public convenience init(identifier: String = "") { self.init(kind: .user, identifier: identifier) }

  init(kind: Kind, identifier: String, owningView: View? = nil) {
    self.kind = kind
    self.identifier = identifier
    self.owningView = owningView
  }

  /// The guide's rect in its owning view's space.
  public var layoutFrame: Rect {
    guard let view = owningView else { return .zero }
    switch kind {
    case .user: return solvedFrame
    case .safeArea: return view.bounds.inset(by: view.safeAreaInsets).withOrigin(relativeTo: view.bounds)
    case .layoutMargins:
      return view.bounds.inset(by: view.layoutMargins).withOrigin(relativeTo: view.bounds)
    case .scrollContent:
      return Rect(origin: .zero, size: (view as? ScrollView)?.contentSize ?? view.bounds.size)
    case .scrollFrame: return Rect(origin: .zero, size: view.bounds.size)
    }
  }
}

extension Rect {
  /// The rect moved so that `bounds`' origin counts as zero: a rect inside a view's bounds given
  /// in the coordinates layout uses, where scroll offsets take no part.
  fileprivate func withOrigin(relativeTo bounds: Rect) -> Rect {
    Rect(x: origin.x - bounds.origin.x, y: origin.y - bounds.origin.y, width: size.width, height: size.height)
  }
}
