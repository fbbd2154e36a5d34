/// Registrations in registration order, with removal in amortized O(1).
///
/// A removed registration's slot is overwritten with ``Registration/removed``, a placeholder that
/// is never delivered to, so nothing shifts; the list drops its placeholders in one pass once they
/// outnumber the live entries, which keeps that pass amortized O(1) per removal and a post's walk
/// at most twice the live count. Each registration records its slot in the list it sits in
/// (`slot`), so a removal finds it without a scan.
///
/// `entries` is a copy-on-write array: a post walks the one it picked up while a removal during
/// the post writes to a copy, made at most once per list per post.
struct RegistrationList {
  /// Live registrations and placeholders, oldest first.
  private(set) var entries: [Registration] = []
  /// The number of live registrations in `entries`.
  private(set) var liveCount = 0

  var isEmpty: Bool { liveCount == 0 }

  /// Adds a registration at the end and records its slot through `slot`.
  mutating func append(_ registration: Registration, slot: ReferenceWritableKeyPath<Registration, Int>) {
    registration[keyPath: slot] = entries.count
    entries.append(registration)
    liveCount += 1
  }

  /// Replaces a registration of this list with the placeholder, compacting when placeholders
  /// outnumber live entries.
  ///
  /// The caller keeps its own reference to `registration`, so it is not deallocated here.
  mutating func remove(_ registration: Registration, slot: ReferenceWritableKeyPath<Registration, Int>) {
    let index = registration[keyPath: slot]
    assert(entries[index] === registration, "a registration's slot is out of date")
    liveCount -= 1
    if liveCount == 0 {
      entries = []
      return
    }
    entries[index] = Registration.removed
    // Removing the newest entries leaves no placeholder behind.
    while entries.last === Registration.removed { entries.removeLast() }
    if liveCount * 2 < entries.count { compact(slot: slot) }
  }

  /// The live registrations, oldest first.
  var live: [Registration] {
    liveCount == entries.count ? entries : entries.filter { $0 !== Registration.removed }
  }

  private mutating func compact(slot: ReferenceWritableKeyPath<Registration, Int>) {
    var kept: [Registration] = []
    kept.reserveCapacity(liveCount)
    for registration in entries where registration !== Registration.removed {
      registration[keyPath: slot] = kept.count
      kept.append(registration)
    }
    entries = kept
  }
}
