/// The registrations of one notification name (or of every name), split by object filter.
struct Bucket {
  /// Registrations with no object filter, in registration order.
  var anyObject: [Registration] = []
  /// Registrations filtering on one object, by that object's identity, each list in registration order.
  var byObject: [ObjectIdentifier: [Registration]] = [:]

  var isEmpty: Bool { anyObject.isEmpty && byObject.isEmpty }

  mutating func insert(_ registration: Registration) {
    if let objectID = registration.objectID {
      byObject[objectID, default: []].append(registration)
    } else {
      anyObject.append(registration)
    }
  }

  mutating func remove(_ registration: Registration) {
    if let objectID = registration.objectID {
      byObject[objectID]?.removeAll { $0 === registration }
      if byObject[objectID]?.isEmpty == true { byObject[objectID] = nil }
    } else {
      anyObject.removeAll { $0 === registration }
    }
  }

  /// The lists a post from `objectID` (or from no object) reaches.
  func lists(for objectID: ObjectIdentifier?) -> (anyObject: [Registration], object: [Registration]) {
    guard let objectID, !byObject.isEmpty else { return (anyObject, []) }
    return (anyObject, byObject[objectID] ?? [])
  }

  func appendAll(to result: inout [Registration]) {
    result.append(contentsOf: anyObject)
    for list in byObject.values { result.append(contentsOf: list) }
  }
}

/// Every registration of a hub, indexed by name and then by object so a post finds its
/// observers with one table lookup and never scans registrations for other names or objects.
///
/// Each list is an immutable copy-on-write array: a post retains the current lists and
/// iterates them after the lock is released; a later insert or removal copies the list instead
/// of changing the one being iterated. Not thread-safe on its own; the hub guards it.
struct RegistrationTable {
  /// Number of registrations in the table.
  private(set) var count = 0
  /// Insertions since orphans were last swept out.
  private var insertionsSinceSweep = 0
  /// Insertions allowed before the next sweep: the live count after the last sweep, at least 64,
  /// so sweeping costs amortized O(1) per insertion.
  private var sweepAllowance = 64
  private var nextSequence: UInt64 = 0
  private var named = NameTable()
  private var everyName = Bucket()
  /// The registrations of each observer object, so removing an observer does not scan the table.
  ///
  /// Keyed by identity: once an observer is gone, a new object at its address may share its
  /// list, which is harmless since the old registrations can only be removed, never called.
  private var byObserver: [ObjectIdentifier: [Registration]] = [:]

  /// Creates a registration with the next sequence number and adds it.
  mutating func insert(
    name: NotificationName?, object: AnyObject?, observer: AnyObject?, handler: Registration.Handler
  ) -> Registration {
    let registration = Registration(
      sequence: nextSequence, name: name, object: object, observer: observer, handler: handler)
    nextSequence += 1
    count += 1
    insertionsSinceSweep += 1
    if let name {
      named.updateBucket(for: name) { $0.insert(registration) }
    } else {
      everyName.insert(registration)
    }
    if let observerID = registration.observerID {
      byObserver[observerID, default: []].append(registration)
    }
    return registration
  }

  /// Whether enough insertions have happened to sweep orphans; starts a new period if so.
  mutating func sweepIsDue() -> Bool {
    guard insertionsSinceSweep > sweepAllowance else { return false }
    insertionsSinceSweep = 0
    return true
  }

  /// Records the live count after a sweep, which sets the next allowance.
  mutating func didSweep() {
    sweepAllowance = max(64, count)
  }

  /// Takes a registration out and marks it unregistered; false if it was already out.
  ///
  /// The caller keeps its own reference until after the lock is released, so the registration
  /// (and whatever its handler captured) is never deallocated under the lock.
  @discardableResult
  mutating func remove(_ registration: Registration) -> Bool {
    guard registration.isRegistered.load(ordering: .relaxed) else { return false }
    registration.isRegistered.store(false, ordering: .relaxed)
    count -= 1
    if let name = registration.name {
      named.updateBucket(for: name) { $0.remove(registration) }
    } else {
      everyName.remove(registration)
    }
    if let observerID = registration.observerID {
      byObserver[observerID]?.removeAll { $0 === registration }
      if byObserver[observerID]?.isEmpty == true { byObserver[observerID] = nil }
    }
    return true
  }

  /// The lists a post of `name` from `objectID` delivers to.
  func snapshot(name: NotificationName, objectID: ObjectIdentifier?) -> Snapshot {
    let every = everyName.lists(for: objectID)
    guard let bucket = named.bucket(for: name) else {
      return Snapshot(every.anyObject, every.object, [], [])
    }
    let exact = bucket.lists(for: objectID)
    return Snapshot(every.anyObject, every.object, exact.anyObject, exact.object)
  }

  /// The registrations of one observer object, narrowed to an exact name and object when given.
  func registrations(
    ofObserver observerID: ObjectIdentifier, name: NotificationName?, objectID: ObjectIdentifier?
  ) -> [Registration] {
    guard let all = byObserver[observerID] else { return [] }
    return all.filter { registration in
      (name == nil || registration.name == name) && (objectID == nil || registration.objectID == objectID)
    }
  }

  /// Every registration, in no particular order.
  func allRegistrations() -> [Registration] {
    var result: [Registration] = []
    result.reserveCapacity(count)
    everyName.appendAll(to: &result)
    for bucket in named.buckets { bucket.appendAll(to: &result) }
    return result
  }
}

/// The registrations one post delivers to: four lists, each in registration order, that
/// ``forEachInOrder(_:)`` merges back into one registration order.
struct Snapshot {
  private let lists: ([Registration], [Registration], [Registration], [Registration])

  init(_ a: [Registration], _ b: [Registration], _ c: [Registration], _ d: [Registration]) {
    lists = (a, b, c, d)
  }

  /// Calls `body` with every registration, oldest first.
  ///
  /// The snapshot's arrays keep every registration alive until it is released, so the walk
  /// reads them unretained: a post costs no reference counting per observer.
  @inline(__always) func forEachInOrder(_ body: (Registration) -> Void) {
    let (a, b, c, d) = lists
    // Most posts reach a single list: name observers without an object filter.
    if b.isEmpty, d.isEmpty {
      if a.isEmpty {
        Self.forEach(in: c, body)
        return
      }
      if c.isEmpty {
        Self.forEach(in: a, body)
        return
      }
    }
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        c.withUnsafeBufferPointer { c in
          d.withUnsafeBufferPointer { d in
            Self.merge(a, b, c, d, body)
          }
        }
      }
    }
  }

  @inline(__always) private static func forEach(in list: [Registration], _ body: (Registration) -> Void) {
    list.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        unretained(buffer, index)._withUnsafeGuaranteedRef(body)
      }
    }
  }

  private static func merge(
    _ a: UnsafeBufferPointer<Registration>, _ b: UnsafeBufferPointer<Registration>,
    _ c: UnsafeBufferPointer<Registration>, _ d: UnsafeBufferPointer<Registration>,
    _ body: (Registration) -> Void
  ) {
    var ia = 0
    var ib = 0
    var ic = 0
    var id = 0
    var sa = sequence(a, 0)
    var sb = sequence(b, 0)
    var sc = sequence(c, 0)
    var sd = sequence(d, 0)
    while true {
      let next = min(min(sa, sb), min(sc, sd))
      if next == .max { return }
      if next == sa {
        unretained(a, ia)._withUnsafeGuaranteedRef(body)
        ia += 1
        sa = sequence(a, ia)
      } else if next == sb {
        unretained(b, ib)._withUnsafeGuaranteedRef(body)
        ib += 1
        sb = sequence(b, ib)
      } else if next == sc {
        unretained(c, ic)._withUnsafeGuaranteedRef(body)
        ic += 1
        sc = sequence(c, ic)
      } else {
        unretained(d, id)._withUnsafeGuaranteedRef(body)
        id += 1
        sd = sequence(d, id)
      }
    }
  }

  /// The registration at `index`, read without retaining it.
  @inline(__always) private static func unretained(
    _ buffer: UnsafeBufferPointer<Registration>, _ index: Int
  ) -> Unmanaged<Registration> {
    UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped)
      .load(fromByteOffset: index &* MemoryLayout<Registration>.stride, as: Unmanaged<Registration>.self)
  }

  @inline(__always) private static func sequence(_ list: UnsafeBufferPointer<Registration>, _ index: Int)
    -> UInt64
  {
    index < list.count ? unretained(list, index)._withUnsafeGuaranteedRef { $0.sequence } : .max
  }

  /// Every registration in the snapshot, in no particular order.
  var all: [Registration] { lists.0 + lists.1 + lists.2 + lists.3 }
}
