/// The growable, manually managed columns of a tape while it is being built.
///
/// Plain pointers rather than arrays: appending a node is four stores with no uniqueness checks,
/// and the finished columns move into `JSONStorage` without a copy. The owner calls
/// `deallocate()` exactly once (the parser on failure, `JSONStorage.deinit` on success).
struct TapeColumns {
  private(set) var kinds: UnsafeMutablePointer<UInt8>
  private(set) var offsets: UnsafeMutablePointer<Int>
  private(set) var payloads: UnsafeMutablePointer<Int>
  private(set) var lengths: UnsafeMutablePointer<Int>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    kinds = .allocate(capacity: self.capacity)
    offsets = .allocate(capacity: self.capacity)
    payloads = .allocate(capacity: self.capacity)
    lengths = .allocate(capacity: self.capacity)
  }

  @inline(__always)
  mutating func append(tag: UInt8, offset: Int, payload: Int, length: Int) {
    if count == capacity { grow() }
    kinds[count] = tag
    offsets[count] = offset
    payloads[count] = payload
    lengths[count] = length
    count += 1
  }

  /// Points string and key payloads into an arena that keeps only `inputStart..<inputEnd` of the
  /// input, followed by the decoded strings (whose payloads start at `inputCount`).
  func rebaseStrings(inputStart: Int, inputEnd: Int, inputCount: Int) {
    let decodedShift = inputCount - (inputEnd - inputStart)
    for node in 0..<count where kinds[node] == NodeTag.string || kinds[node] == NodeTag.key {
      payloads[node] -= payloads[node] < inputCount ? inputStart : decodedShift
    }
  }

  /// Sets a container's subtree end and child count once it closes.
  @inline(__always)
  func finish(container node: Int, end: Int, childCount: Int) {
    payloads[node] = end
    lengths[node] = childCount
  }

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
    kinds = Self.move(kinds, count: count, to: newCapacity)
    offsets = Self.move(offsets, count: count, to: newCapacity)
    payloads = Self.move(payloads, count: count, to: newCapacity)
    lengths = Self.move(lengths, count: count, to: newCapacity)
    capacity = newCapacity
  }

  private static func move<T>(_ old: UnsafeMutablePointer<T>, count: Int, to capacity: Int)
    -> UnsafeMutablePointer<T>
  {
    let new = UnsafeMutablePointer<T>.allocate(capacity: capacity)
    new.moveInitialize(from: old, count: count)
    old.deallocate()
    return new
  }

  func deallocate() {
    kinds.deallocate()
    offsets.deallocate()
    payloads.deallocate()
    lengths.deallocate()
  }
}
