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
/// observers with one hash lookup and never scans registrations for other names or objects.
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
  /// so sweeping costs amortized O(1) per insertion and dead registrations stay under half.
  private var sweepAllowance = 64
  private var nextSequence: UInt64 = 0
  private var named: [NotificationName: Bucket] = [:]
  private var everyName = Bucket()

  /// Creates a registration with the next sequence number and adds it.
  mutating func insert(
    name: NotificationName?, object: AnyObject?, observer: AnyObject?,
    blockHandler: (@Sendable (PostedNotification) -> Void)?,
    observerHandler: (@Sendable (AnyObject, PostedNotification) -> Void)?
  ) -> Registration {
    let registration = Registration(
      sequence: nextSequence, name: name, object: object, observer: observer, blockHandler: blockHandler,
      observerHandler: observerHandler)
    nextSequence += 1
    count += 1
    insertionsSinceSweep += 1
    if let name {
      named[name, default: Bucket()].insert(registration)
    } else {
      everyName.insert(registration)
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
      named[name]?.remove(registration)
      if named[name]?.isEmpty == true { named[name] = nil }
    } else {
      everyName.remove(registration)
    }
    return true
  }

  /// The lists a post of `name` from `objectID` delivers to.
  func snapshot(name: NotificationName, objectID: ObjectIdentifier?) -> Snapshot {
    let every = everyName.lists(for: objectID)
    guard let bucket = named[name] else {
      return Snapshot(every.anyObject, every.object, [], [])
    }
    let exact = bucket.lists(for: objectID)
    return Snapshot(every.anyObject, every.object, exact.anyObject, exact.object)
  }

  /// The registrations of one observer object, narrowed to an exact name and object when given.
  func registrations(
    ofObserver observerID: ObjectIdentifier, name: NotificationName?, objectID: ObjectIdentifier?
  ) -> [Registration] {
    var candidates: [Registration] = []
    func collect(_ bucket: Bucket) {
      if let objectID {
        candidates.append(contentsOf: bucket.byObject[objectID] ?? [])
      } else {
        bucket.appendAll(to: &candidates)
      }
    }
    if let name {
      if let bucket = named[name] { collect(bucket) }
    } else {
      collect(everyName)
      for bucket in named.values { collect(bucket) }
    }
    return candidates.filter { $0.observerID == observerID }
  }

  /// Every registration, in no particular order.
  func allRegistrations() -> [Registration] {
    var result: [Registration] = []
    result.reserveCapacity(count)
    everyName.appendAll(to: &result)
    for bucket in named.values { bucket.appendAll(to: &result) }
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
  @inline(__always) func forEachInOrder(_ body: (Registration) -> Void) {
    let (a, b, c, d) = lists
    // Most posts reach a single list: name observers without an object filter.
    if b.isEmpty, d.isEmpty {
      if a.isEmpty {
        for registration in c { body(registration) }
        return
      }
      if c.isEmpty {
        for registration in a { body(registration) }
        return
      }
    }
    var ia = 0
    var ib = 0
    var ic = 0
    var id = 0
    var sa = Self.sequence(a, 0)
    var sb = Self.sequence(b, 0)
    var sc = Self.sequence(c, 0)
    var sd = Self.sequence(d, 0)
    while true {
      let next = min(min(sa, sb), min(sc, sd))
      if next == .max { return }
      if next == sa {
        body(a[ia])
        ia += 1
        sa = Self.sequence(a, ia)
      } else if next == sb {
        body(b[ib])
        ib += 1
        sb = Self.sequence(b, ib)
      } else if next == sc {
        body(c[ic])
        ic += 1
        sc = Self.sequence(c, ic)
      } else {
        body(d[id])
        id += 1
        sd = Self.sequence(d, id)
      }
    }
  }

  /// Every registration in the snapshot, in no particular order.
  var all: [Registration] { lists.0 + lists.1 + lists.2 + lists.3 }

  @inline(__always) private static func sequence(_ list: [Registration], _ index: Int) -> UInt64 {
    index < list.count ? list[index].sequence : .max
  }
}
