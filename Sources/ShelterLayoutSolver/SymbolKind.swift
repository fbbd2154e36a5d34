/// What a tableau symbol stands for; decides its sign restriction and whether it may pivot.
enum SymbolKind: UInt8 {
  /// A caller variable; unrestricted in sign.
  case external
  /// An inequality's slack; nonnegative.
  case slack
  /// An optional constraint's error; nonnegative and costed at its priority level.
  case error
  /// A required equality's marker; pinned at zero and never chosen to enter the basis.
  case dummy
  /// A temporary nonnegative unknown that lets a required row enter before it has a subject.
  case artificial
  /// The key of one priority level's objective row within one component.
  case objective
  /// A recycled slot awaiting reuse.
  case unused

  /// Nonnegative symbols: they bound ratio tests and may be chosen to enter.
  var isNonnegative: Bool {
    self == .slack || self == .error || self == .artificial
  }
}
