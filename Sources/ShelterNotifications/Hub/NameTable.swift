/// An open-addressing map from notification name to its bucket of registrations.
///
/// A `Dictionary` would run a seeded SipHash on every post; this table probes with the
/// fingerprint each ``NotificationName`` computed when it was created, so finding a name costs
/// a few integer comparisons and one string comparison. Linear probing, at most half full,
/// with backward-shift deletion so no tombstones accumulate.
struct NameTable {
  private struct Entry {
    var name: NotificationName
    var bucket: Bucket
  }

  /// A power-of-two number of slots, or none before the first insertion.
  private var slots: ContiguousArray<Entry?> = []
  /// Number of occupied slots.
  private(set) var count = 0

  private var mask: Int { slots.count &- 1 }

  @inline(__always) private func home(of name: NotificationName) -> Int {
    Int(truncatingIfNeeded: name.fingerprint) & mask
  }

  /// The slot holding `name`, or the empty slot where it would go.
  @inline(__always) private func probe(_ name: NotificationName) -> (index: Int, found: Bool) {
    var index = home(of: name)
    while true {
      guard let entry = slots[index] else { return (index, false) }
      if entry.name == name { return (index, true) }
      index = (index &+ 1) & mask
    }
  }

  /// The bucket of `name`, if it has one.
  @inline(__always) func bucket(for name: NotificationName) -> Bucket? {
    guard count > 0 else { return nil }
    let (index, found) = probe(name)
    return found ? slots[index].unsafelyUnwrapped.bucket : nil
  }

  /// Runs `body` on the bucket of `name`, creating an empty one first if needed, and drops the
  /// bucket if `body` leaves it empty.
  mutating func updateBucket<Result>(for name: NotificationName, _ body: (inout Bucket) -> Result) -> Result {
    if (count &+ 1) &* 2 > slots.count { grow() }
    let (index, found) = probe(name)
    if !found {
      slots[index] = Entry(name: name, bucket: Bucket())
      count &+= 1
    }
    let result = body(&slots[index]!.bucket)
    if slots[index]!.bucket.isEmpty { remove(at: index) }
    return result
  }

  /// Every bucket, in no particular order.
  var buckets: [Bucket] {
    slots.compactMap { $0?.bucket }
  }

  private mutating func grow() {
    let old = slots
    slots = ContiguousArray(repeating: nil, count: Swift.max(8, old.count &* 2))
    for case let entry? in old {
      slots[probe(entry.name).index] = entry
    }
  }

  /// Empties the slot at `hole` and shifts later entries of the same probe run back into it.
  private mutating func remove(at hole: Int) {
    var hole = hole
    var index = hole
    slots[hole] = nil
    count &-= 1
    while true {
      index = (index &+ 1) & mask
      guard let entry = slots[index] else { return }
      let home = home(of: entry.name)
      // The entry may move to the hole unless its home lies cyclically in (hole, index].
      let staysPut = hole <= index ? (hole < home && home <= index) : (hole < home || home <= index)
      if !staysPut {
        slots[hole] = entry
        slots[index] = nil
        hole = index
      }
    }
  }
}
