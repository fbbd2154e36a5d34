/// A view reached without retaining it: a superview link, or a view a walk of the tree looks at.
///
/// Valid only while something else keeps the view alive — the tree (a superview owns its
/// subviews), or the array a walk is reading — and no code runs in between that could release it.
/// Every path that detaches a view clears its link, which is why the link can skip the cost of a
/// `weak` reference, and why walks that run no outside code can skip a retain and a release per
/// view. Every unretained view reference in the module goes through this type (see the list in
/// docs/architecture.md).
@usableFromInline struct UnsafeViewRef {
  @usableFromInline let unmanaged: Unmanaged<View>

  /// A reference to `view` that does not keep it alive.
  @inlinable @inline(__always) init(_ view: View) { unmanaged = .passUnretained(view) }

  @inlinable @inline(__always) init(_ unmanaged: Unmanaged<View>) { self.unmanaged = unmanaged }

  /// The view, as a strong reference from here on.
  @inlinable @inline(__always) var object: View { unmanaged.takeUnretainedValue() }

  /// Runs `body` on the view without retaining it; `body` must not release the view.
  @inlinable @inline(__always) func read<Result>(_ body: (View) throws -> Result) rethrows -> Result {
    try unmanaged._withUnsafeGuaranteedRef(body)
  }

  /// The view's superview, read without retaining either.
  @inlinable @inline(__always) var superview: UnsafeViewRef? { read { $0.storage.parent } }

  /// Whether this is `view` (never for `nil`).
  @inlinable @inline(__always) func refers(to view: View?) -> Bool {
    guard let view else { return false }
    return unmanaged.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
  }

  /// Whether the two refer to the same view.
  @inlinable @inline(__always) static func === (lhs: UnsafeViewRef, rhs: UnsafeViewRef) -> Bool {
    lhs.unmanaged.toOpaque() == rhs.unmanaged.toOpaque()
  }
}
