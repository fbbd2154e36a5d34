/// The registrations of one notification name (or of every name), split by object filter.
struct Bucket {
  /// Registrations with no object filter, in registration order.
  var anyObject = RegistrationList()
  /// Registrations filtering on one object, by that object's identity, each list in registration order.
  var byObject: [ObjectIdentifier: RegistrationList] = [:]

  var isEmpty: Bool { anyObject.isEmpty && byObject.isEmpty }

  mutating func insert(_ registration: Registration) {
    if let objectID = registration.objectID {
      byObject[objectID, default: RegistrationList()].append(registration, slot: \.bucketSlot)
    } else {
      anyObject.append(registration, slot: \.bucketSlot)
    }
  }

  /// Takes a registration of this bucket out in amortized O(1).
  mutating func remove(_ registration: Registration) {
    if let objectID = registration.objectID {
      byObject[objectID]?.remove(registration, slot: \.bucketSlot)
      if byObject[objectID]?.isEmpty == true { byObject[objectID] = nil }
    } else {
      anyObject.remove(registration, slot: \.bucketSlot)
    }
  }

  /// The lists a post from `objectID` (or from no object) reaches; they may hold placeholders.
  func lists(for objectID: ObjectIdentifier?) -> (anyObject: [Registration], object: [Registration]) {
    guard let objectID, !byObject.isEmpty else { return (anyObject.entries, []) }
    return (anyObject.entries, byObject[objectID]?.entries ?? [])
  }

  func appendAll(to result: inout [Registration]) {
    result.append(contentsOf: anyObject.live)
    for list in byObject.values { result.append(contentsOf: list.live) }
  }
}

/// Every registration of a hub, indexed by name and then by object so a post finds its
/// observers with one table lookup and never scans registrations for other names or objects.
///
/// Each list is a copy-on-write array: a post retains the current lists and iterates them after
/// the lock is released; a later insert or removal copies the list instead of changing the one
/// being iterated. Every removal costs amortized O(1) (see ``RegistrationList``). Not thread-safe
/// on its own; the hub guards it.
struct RegistrationTable {
  /// Number of registrations in the table.
  private(set) var count = 0
  /// Insertions since orphans were last swept out.
  private var insertionsSinceSweep = 0
  /// Insertions allowed before the next sweep: the live count after the last sweep, at least 64,
  /// so sweeping costs amortized O(1) per insertion.
  private var sweepAllowance = 64
  private var nextSequence: UInt64 = 1
  private var named = NameTable()
  private var everyName = Bucket()
  /// The registrations of each observer object by the name they were made for (`nil` for every
  /// name), so removing an observer, or one of its names, does not scan the table.
  ///
  /// Keyed by identity: once an observer is gone, a new object at its address may share its
  /// lists, which is harmless since the old registrations can only be removed, never called.
  private var byObserver: [ObjectIdentifier: [NotificationName?: RegistrationList]] = [:]

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
      byObserver[observerID, default: [:]][name, default: RegistrationList()]
        .append(registration, slot: \.observerSlot)
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

  /// Takes a registration out and marks it unregistered in amortized O(1); false if it was
  /// already out.
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
      let name = registration.name
      byObserver[observerID]?[name]?.remove(registration, slot: \.observerSlot)
      if byObserver[observerID]?[name]?.isEmpty == true {
        byObserver[observerID]?[name] = nil
        if byObserver[observerID]?.isEmpty == true { byObserver[observerID] = nil }
      }
    }
    return true
  }

  /// Removes the registrations of one observer object, narrowed to an exact name and object
  /// when given, and returns them for the caller to release after the lock.
  ///
  /// Costs the observer's registrations for that name (for every name when `name` is `nil`),
  /// plus amortized O(1) per removal.
  mutating func removeRegistrations(
    ofObserver observerID: ObjectIdentifier, name: NotificationName?, objectID: ObjectIdentifier?
  ) -> [Registration] {
    guard let lists = byObserver[observerID] else { return [] }
    var matches: [Registration] = []
    if let name {
      matches = lists[name]?.live ?? []
    } else {
      for list in lists.values { matches.append(contentsOf: list.live) }
    }
    if let objectID { matches.removeAll { $0.objectID != objectID } }
    for registration in matches { remove(registration) }
    return matches
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
///
/// The lists may hold ``Registration/removed`` placeholders; they are numbered 0, so the merge
/// takes one off a list's head as soon as it gets there, and delivering to one does nothing.
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
        UnretainedRegistrations.forEach(in: c, body)
        return
      }
      if c.isEmpty {
        UnretainedRegistrations.forEach(in: a, body)
        return
      }
    }
    UnretainedRegistrations.read(a, b, c, d) { a, b, c, d in Self.merge(a, b, c, d, body) }
  }

  /// Visits the four lists' registrations in the order they were made (each list is in order).
  private static func merge(
    _ a: UnretainedRegistrations, _ b: UnretainedRegistrations, _ c: UnretainedRegistrations,
    _ d: UnretainedRegistrations, _ body: (Registration) -> Void
  ) {
    var ia = 0
    var ib = 0
    var ic = 0
    var id = 0
    var sa = a.sequence(at: 0)
    var sb = b.sequence(at: 0)
    var sc = c.sequence(at: 0)
    var sd = d.sequence(at: 0)
    while true {
      let next = min(min(sa, sb), min(sc, sd))
      if next == .max { return }
      if next == sa {
        a.visit(ia, body)
        ia += 1
        sa = a.sequence(at: ia)
      } else if next == sb {
        b.visit(ib, body)
        ib += 1
        sb = b.sequence(at: ib)
      } else if next == sc {
        c.visit(ic, body)
        ic += 1
        sc = c.sequence(at: ic)
      } else {
        d.visit(id, body)
        id += 1
        sd = d.sequence(at: id)
      }
    }
  }

  /// Every registration in the snapshot, placeholders included, in no particular order.
  var all: [Registration] { lists.0 + lists.1 + lists.2 + lists.3 }
}
