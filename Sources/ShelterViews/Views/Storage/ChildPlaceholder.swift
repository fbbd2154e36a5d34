/// The two views that stand in a view's `childSlots` where no subview is (see
/// View+ChildSlots.swift), shared by every tree so that a placeholder costs no allocation.
///
/// Invariant: neither view is ever mutated after it is made, nor handed out of the module. It
/// never has a superview or subviews, code that reaches into the view of a slot first compacts
/// the placeholders out or skips them, and they are only compared by identity (`===`). Only their reference counts change, which is atomic, so sharing them across threads
/// and isolation domains without a lock is safe even though `View` is not `Sendable`.
enum ChildPlaceholder {
  /// Stands in for a subview taken out of `childSlots` until the next compaction.
  nonisolated(unsafe) static let removed = View()

  /// Fills the free run at the start of `childSlots` that insertions at index 0 take from the end
  /// of; only ever a prefix, so its length is found by binary search.
  nonisolated(unsafe) static let backRoom = View()
}
