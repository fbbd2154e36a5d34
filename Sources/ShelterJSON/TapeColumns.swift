#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The growable, manually managed columns of a tape while it is being built.
///
/// Plain pointers rather than arrays: appending a node is four stores with no uniqueness checks,
/// and the finished columns move into `JSONStorage` without a copy. Offsets and lengths are 32-bit
/// (the parser refuses inputs of 4 GiB or more), so a value costs 17 bytes. Columns grow with
/// `realloc`, which moves large blocks by remapping pages rather than copying, so growing never
/// holds an old and a new column at once and untouched capacity is never resident. The owner calls
/// `deallocate()` exactly once (the parser on failure, `JSONStorage.deinit` on success).
struct TapeColumns {
  private(set) var kinds: UnsafeMutablePointer<UInt8>
  private(set) var offsets: UnsafeMutablePointer<UInt32>
  private(set) var payloads: UnsafeMutablePointer<Int>
  private(set) var lengths: UnsafeMutablePointer<UInt32>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    kinds = Self.resized(nil, to: self.capacity)
    offsets = Self.resized(nil, to: self.capacity)
    payloads = Self.resized(nil, to: self.capacity)
    lengths = Self.resized(nil, to: self.capacity)
  }

  @inline(__always)
  mutating func append(tag: UInt8, offset: Int, payload: Int, length: Int) {
    if count == capacity { grow() }
    kinds[count] = tag
    offsets[count] = UInt32(truncatingIfNeeded: offset)
    payloads[count] = payload
    lengths[count] = UInt32(truncatingIfNeeded: length)
    count += 1
  }

  /// Sets a container's subtree end and child count once it closes.
  @inline(__always)
  func finish(container node: Int, end: Int, childCount: Int) {
    payloads[node] = end
    lengths[node] = UInt32(truncatingIfNeeded: childCount)
  }

  /// The byte offset of a node's first character in the input.
  @inline(__always) func offset(_ node: Int) -> Int { Int(offsets[node]) }

  /// A container's child count or a string's byte count.
  @inline(__always) func length(_ node: Int) -> Int { Int(lengths[node]) }

  /// Gives back unused capacity when more than a quarter is unused: the first estimate comes
  /// from the input's size, which whitespace inflates.
  mutating func trimExcessCapacity() {
    guard capacity > 16, count < capacity - capacity / 4 else { return }
    resize(to: max(count, 16))
  }

  private mutating func grow() {
    resize(to: capacity * 2)
  }

  private mutating func resize(to newCapacity: Int) {
    kinds = Self.resized(kinds, to: newCapacity)
    offsets = Self.resized(offsets, to: newCapacity)
    payloads = Self.resized(payloads, to: newCapacity)
    lengths = Self.resized(lengths, to: newCapacity)
    capacity = newCapacity
  }

  /// A column of trivial values resized with `realloc` (allocated when `old` is `nil`); running
  /// out of memory is a trap, as it is for any Swift allocation.
  private static func resized<T>(_ old: UnsafeMutablePointer<T>?, to capacity: Int) -> UnsafeMutablePointer<T>
  {
    guard let raw = realloc(old.map(UnsafeMutableRawPointer.init), capacity * MemoryLayout<T>.stride) else {
      fatalError("out of memory growing a JSON tape to \(capacity) values")
    }
    return raw.bindMemory(to: T.self, capacity: capacity)
  }

  func deallocate() {
    free(kinds)
    free(offsets)
    free(payloads)
    free(lengths)
  }
}
