/// The slack every comparison of frames allows, kept in one place so that `shelter check`, the
/// snapshots and the DSL's expectations agree on what counts as a move.
package enum Tolerances {
  /// How far, in points, a frame component or a rule's number may be off before it counts.
  package static let points = 0.01
}
