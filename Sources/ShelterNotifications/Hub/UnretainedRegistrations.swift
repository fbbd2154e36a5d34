/// A list of registrations read without retaining them: the hub's one piece of unsafe code.
///
/// Valid only inside ``forEach(in:_:)`` or ``read(_:_:_:_:_:)``, while the arrays it views keep
/// every registration alive; a post then costs no reference counting per observer.
struct UnretainedRegistrations {
  private let buffer: UnsafeBufferPointer<Registration>

  private init(_ buffer: UnsafeBufferPointer<Registration>) { self.buffer = buffer }

  /// Calls `body` with every registration of `list`, in order, without retaining them.
  @inline(__always) static func forEach(in list: [Registration], _ body: (Registration) -> Void) {
    list.withUnsafeBufferPointer { buffer in
      let list = UnretainedRegistrations(buffer)
      for index in buffer.indices { list.visit(index, body) }
    }
  }

  /// Runs `body` with views of four lists at once.
  @inline(__always) static func read(
    _ a: [Registration], _ b: [Registration], _ c: [Registration], _ d: [Registration],
    _ body: (
      UnretainedRegistrations, UnretainedRegistrations, UnretainedRegistrations, UnretainedRegistrations
    )
      -> Void
  ) {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        c.withUnsafeBufferPointer { c in
          d.withUnsafeBufferPointer { d in body(.init(a), .init(b), .init(c), .init(d)) }
        }
      }
    }
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
