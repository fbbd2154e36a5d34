/// A list of registrations read without retaining them: the hub's one piece of unsafe code.
///
/// Valid only inside ``read(_:_:)`` or ``read(_:_:_:_:_:)``, while the arrays it views keep every
/// registration alive; a post then costs no reference counting per observer.
struct UnretainedRegistrations {
  private let buffer: UnsafeBufferPointer<Registration>

  private init(_ buffer: UnsafeBufferPointer<Registration>) { self.buffer = buffer }

  /// Runs `body` with a view of `list`.
  @inline(__always) static func read<Result>(
    _ list: [Registration], _ body: (UnretainedRegistrations) -> Result
  ) -> Result {
    list.withUnsafeBufferPointer { body(UnretainedRegistrations($0)) }
  }

  /// Runs `body` with views of four lists at once.
  @inline(__always) static func read<Result>(
    _ a: [Registration], _ b: [Registration], _ c: [Registration], _ d: [Registration],
    _ body: (
      UnretainedRegistrations, UnretainedRegistrations, UnretainedRegistrations, UnretainedRegistrations
    )
      -> Result
  ) -> Result {
    read(a) { a in read(b) { b in read(c) { c in read(d) { d in body(a, b, c, d) } } } }
  }

  /// The number of registrations.
  @inline(__always) var count: Int { buffer.count }

  /// Calls `body` with the registration at `index` without retaining it.
  @inline(__always) func visit(_ index: Int, _ body: (Registration) -> Void) {
    unretained(index)._withUnsafeGuaranteedRef(body)
  }

  /// The registration order of the entry at `index`, or `UInt64.max` past the end.
  @inline(__always) func sequence(at index: Int) -> UInt64 {
    index < buffer.count ? unretained(index)._withUnsafeGuaranteedRef { $0.sequence } : .max
  }

  @inline(__always) private func unretained(_ index: Int) -> Unmanaged<Registration> {
    UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped)
      .load(fromByteOffset: index &* MemoryLayout<Registration>.stride, as: Unmanaged<Registration>.self)
  }
}
