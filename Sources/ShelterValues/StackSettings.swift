/// How arranged views share the stack's length along its axis (`UIStackView.Distribution`).
public enum StackDistribution: String, Sendable, CaseIterable {
  /// Views fill the length; hugging and compression resistance decide who gives.
  case fill
  /// Views all have the same length.
  case fillEqually
  /// Views keep the proportions of their intrinsic lengths.
  case fillProportionally
  /// Spare length goes equally into the gaps between views.
  case equalSpacing
  /// Views' centers are spread evenly, keeping at least `spacing` between edges.
  case equalCentering
}

/// How arranged views sit across the stack's axis (`UIStackView.Alignment`).
public enum StackAlignment: String, Sendable, CaseIterable {
  /// Views span the stack's cross size.
  case fill
  /// Views align to the leading edge (the top edge in a horizontal stack).
  case leading
  /// Views align on their first baselines (horizontal stacks).
  case firstBaseline
  /// Views are centered across the axis.
  case center
  /// Views align to the trailing edge (the bottom edge in a horizontal stack).
  case trailing
  /// Views align on their last baselines (horizontal stacks).
  case lastBaseline

  /// UIKit's `top`, the same value as ``leading``.
  public static let top = Self.leading
  /// UIKit's `bottom`, the same value as ``trailing``.
  public static let bottom = Self.trailing
}
