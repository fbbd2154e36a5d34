/// Why a request on a view tree could not be carried out.
///
/// Every case names the views involved by their path from the root
/// (`root.subviews[2] (TextField #email)`), so a failure can be read without a debugger.
public enum ViewTreeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Adding the view would make it its own ancestor.
  case wouldCreateCycle(view: String, superview: String)
  /// The view is a window: a window is the root of its hierarchy and never a subview.
  case windowAsSubview(view: String, superview: String)
  /// An index for inserting or exchanging subviews was outside the valid range.
  case indexOutOfRange(view: String, index: Int, count: Int)
  /// A view named as a sibling reference is not a subview of the receiver.
  case notASubview(view: String, superview: String)
  /// A transform on the conversion path cannot be inverted (for example a scale of 0).
  case singularTransform(view: String)
  /// The two views share no root and no screen, so no space relates them.
  case noCommonSpace(from: String, to: String)
  /// The view is not in a window, and the request needs one.
  case notInWindow(view: String)
  /// The view refuses first-responder status.
  case cannotBecomeFirstResponder(view: String, reason: String)
  /// The current first responder refused to resign.
  case firstResponderRefusedToResign(view: String)
  /// A number that must be finite was NaN or infinite.
  case nonFiniteGeometry(view: String, property: String)

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case let .wouldCreateCycle(view, superview):
      return "cannot add \(view) to \(superview): it is the same view or one of its descendants"
    case let .windowAsSubview(view, superview):
      return "cannot add \(view) to \(superview): a window is the root of its view hierarchy, never a subview"
    case let .indexOutOfRange(view, index, count):
      return "\(view): index \(index) is outside 0...\(count)"
    case let .notASubview(view, superview):
      return "\(view) is not a subview of \(superview)"
    case let .singularTransform(view):
      return "\(view) has a transform that cannot be inverted, so points cannot be converted into it"
    case let .noCommonSpace(from, to):
      return "\(from) and \(to) are in unrelated trees with no screen in common"
    case let .notInWindow(view):
      return "\(view) is not in a window"
    case let .cannotBecomeFirstResponder(view, reason):
      return "\(view) cannot become first responder: \(reason)"
    case let .firstResponderRefusedToResign(view):
      return "\(view) refused to resign first responder"
    case let .nonFiniteGeometry(view, property):
      return "\(view): \(property) must be finite"
    }
  }
}
