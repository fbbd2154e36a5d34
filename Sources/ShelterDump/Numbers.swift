/// Up to six numbers read from one value (a rect, point, size, insets or transform), kept inline
/// so that reading one allocates nothing.
///
/// The module's own rather than ShelterSupport's `InlineNumbers`, whose accessors are not
/// inlinable across modules: every entry's frame is read through this, and a call per number
/// showed in the import's instruction count.
struct Numbers {
  private var values = SIMD8<Double>()
  /// How many numbers are held.
  private(set) var count = 0

  /// Adds a number; at most six fit.
  mutating func append(_ value: Double) {
    precondition(count < 6, "a dump value holds at most six numbers")
    values[count] = value
    count += 1
  }

  /// The number at an index below ``count``.
  subscript(index: Int) -> Double {
    precondition(index < count, "index \(index) beyond the \(count) numbers read")
    return values[index]
  }
}
