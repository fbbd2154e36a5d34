/// A view property UIKit animates and the avoidance policies change: moving a frame changes
/// ``center`` (and ``bounds`` for its size), scrolling changes ``bounds`` (its origin), shifting by a
/// transform changes ``transform``.
public enum AnimatedProperty: Hashable, Sendable, CaseIterable {
  /// `center`, the anchor point's place in the superview (`layer.position`).
  case center
  /// `bounds`: origin (a scroll view's content offset) and size.
  case bounds
  /// `transform`, relative to the superview.
  case transform
}
