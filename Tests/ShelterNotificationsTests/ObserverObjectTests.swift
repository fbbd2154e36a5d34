import ShelterNotifications
import Testing

/// Observer objects: held weakly, passed back to the handler, removed together.
@Suite struct ObserverObjectTests {
  @Test func handlerReceivesTheObserver() {
    let hub = NotificationHub()
    let trace = Trace()
    let listener = Listener("listener", trace: trace)
    hub.addObserver(listener, name: .keyboardWillShow, object: nil) { observer, note in
      observer.receive(note)
    }
    hub.post(name: .keyboardWillShow)
    #expect(trace.entries == ["listener:UIKeyboardWillShowNotification"])
    withExtendedLifetime(listener) {}
  }

  @Test func observerIsNotRetained() {
    let hub = NotificationHub()
    var listener: Listener? = Listener("l", trace: Trace())
    weak let weakListener = listener
    hub.addObserver(listener!, name: .alpha) { observer, note in observer.receive(note) }
    listener = nil
    #expect(weakListener == nil)
  }

  /// No `removeObserver` in `deinit`: the registration goes when the observer goes.
  @Test func deallocatedObserverIsDropped() {
    let hub = NotificationHub()
    let trace = Trace()
    let survivor = Listener("survivor", trace: trace)
    var doomed: Listener? = Listener("doomed", trace: trace)
    hub.addObserver(doomed!, name: .alpha) { observer, note in observer.receive(note) }
    hub.addObserver(doomed!, name: nil) { observer, note in observer.receive(note) }
    hub.addObserver(survivor, name: .alpha) { observer, note in observer.receive(note) }
    #expect(hub.registrationCount == 3)
    hub.post(name: .alpha)
    #expect(trace.take() == ["doomed:alpha", "doomed:alpha", "survivor:alpha"])
    doomed = nil
    hub.post(name: .alpha)
    #expect(trace.take() == ["survivor:alpha"])
    #expect(hub.registrationCount == 1)
    withExtendedLifetime(survivor) {}
  }

  /// Adding observers that die sweeps the dead ones out, without any post.
  ///
  /// Each handler captures a sentinel, so a sentinel is alive exactly while its registration is
  /// stored. A sweep runs inside the insertion that takes insertions-since-last-sweep past the
  /// allowance (64, or the live count after the last sweep if larger). With one live observer at
  /// a time the sweeps fall on insertions 65, 130, …, 975 (15 × 65); each keeps only the observer
  /// being added, which is still alive. So #975 to #1000 remain: 26 sentinels. The keeper is the
  /// 26th insertion since the last sweep, not enough for another.
  @Test func deadObserversAreSweptWhileAdding() {
    struct WeakSentinel { weak var sentinel: Trace? }
    let hub = NotificationHub()
    var sentinels: [WeakSentinel] = []
    for _ in 0..<1_000 {
      let shortLived = Listener("short", trace: Trace())
      let sentinel = Trace()
      sentinels.append(WeakSentinel(sentinel: sentinel))
      hub.addObserver(shortLived, name: .alpha) { [sentinel] _, _ in sentinel.record("never") }
    }
    let keeper = Listener("keeper", trace: Trace())
    hub.addObserver(keeper, name: .beta) { observer, note in observer.receive(note) }
    #expect(sentinels.filter { $0.sentinel != nil }.count == 26)
    #expect(sentinels[973].sentinel == nil)
    #expect(sentinels[974].sentinel != nil)
    // Counting sweeps the rest.
    #expect(hub.registrationCount == 1)
    #expect(sentinels.allSatisfy { $0.sentinel == nil })
    withExtendedLifetime(keeper) {}
  }

  @Test func removeObserverRemovesEveryRegistrationOfThatObserverOnly() {
    let hub = NotificationHub()
    let trace = Trace()
    let x = Sender("x")
    let a = Listener("a", trace: trace)
    let b = Listener("b", trace: trace)
    hub.addObserver(a, name: .alpha) { observer, note in observer.receive(note) }
    hub.addObserver(a, name: nil) { observer, note in observer.receive(note) }
    hub.addObserver(a, name: .beta, object: x) { observer, note in observer.receive(note) }
    hub.addObserver(b, name: .alpha) { observer, note in observer.receive(note) }
    let token = hub.addObserver(forName: .alpha) { _ in trace.record("block:alpha") }
    hub.removeObserver(a)
    hub.post(name: .alpha)
    hub.post(name: .beta, object: x)
    #expect(trace.entries == ["b:alpha", "block:alpha"])
    #expect(hub.registrationCount == 2)
    withExtendedLifetime((a, b, token)) {}
  }

  /// `removeObserver(_:name:object:)`: `nil` matches whatever the registration says; a given name
  /// or object matches only registrations made with exactly that name or object.
  struct SubsetRow: CustomStringConvertible, Sendable {
    var name: String?
    var object: String?
    /// Labels of the registrations left, out of: n = (alpha, any), nx = (alpha, x),
    /// ny = (alpha, y), b = (beta, any), all = (every name, any), allx = (every name, x).
    var remaining: [String]
    var description: String { "remove(\(name ?? "nil"), \(object ?? "nil")) leaves \(remaining)" }
  }

  static let subsetRows: [SubsetRow] = [
    SubsetRow(name: nil, object: nil, remaining: []),
    SubsetRow(name: "alpha", object: nil, remaining: ["b", "all", "allx"]),
    SubsetRow(name: "alpha", object: "x", remaining: ["n", "ny", "b", "all", "allx"]),
    SubsetRow(name: nil, object: "x", remaining: ["n", "ny", "b", "all"]),
    SubsetRow(name: "beta", object: nil, remaining: ["n", "nx", "ny", "all", "allx"]),
    SubsetRow(name: "gamma", object: nil, remaining: ["n", "nx", "ny", "b", "all", "allx"]),
    SubsetRow(name: "beta", object: "x", remaining: ["n", "nx", "ny", "b", "all", "allx"]),
  ]

  @Test(arguments: subsetRows) func removeObserverSubset(row: SubsetRow) {
    let hub = NotificationHub()
    let x = Sender("x")
    let y = Sender("y")
    let senders = ["x": x, "y": y]
    let trace = Trace()
    let listener = Listener("l", trace: trace)
    let registrations: [(String, NotificationName?, Sender?)] = [
      ("n", .alpha, nil), ("nx", .alpha, x), ("ny", .alpha, y), ("b", .beta, nil), ("all", nil, nil),
      ("allx", nil, x),
    ]
    for (label, name, object) in registrations {
      hub.addObserver(listener, name: name, object: object) { observer, _ in observer.trace.record(label) }
    }
    hub.removeObserver(
      listener, name: row.name.map(NotificationName.init(rawValue:)), object: row.object.map { senders[$0]! })
    // Each label once: post every (name, object) a registration could match and deduplicate.
    for name in [NotificationName.alpha, .beta] {
      for object in [nil, x, y] { hub.post(name: name, object: object) }
    }
    let seen = trace.entries.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    #expect(seen.sorted() == row.remaining.sorted())
    #expect(hub.registrationCount == row.remaining.count)
    withExtendedLifetime(listener) {}
  }

  /// Removal compares identity, so a registration of another observer is untouched.
  @Test func removeObserverOfAnUnregisteredObjectDoesNothing() {
    let hub = NotificationHub()
    let trace = Trace()
    let a = Listener("a", trace: trace)
    let stranger = Listener("a", trace: trace)
    hub.addObserver(a, name: .alpha) { observer, note in observer.receive(note) }
    hub.removeObserver(stranger)
    hub.post(name: .alpha)
    #expect(trace.entries == ["a:alpha"])
    withExtendedLifetime((a, stranger)) {}
  }

  /// An observer may still remove itself in `deinit`, UIKit style; it is harmless.
  @Test func removeObserverFromDeinitIsHarmless() {
    final class Polite {
      let hub: NotificationHub
      init(hub: NotificationHub) {
        self.hub = hub
        hub.addObserver(self, name: .alpha) { _, _ in }
      }
      deinit { hub.removeObserver(self) }
    }
    let hub = NotificationHub()
    var polite: Polite? = Polite(hub: hub)
    #expect(hub.registrationCount == 1)
    polite = nil
    #expect(hub.registrationCount == 0)
    _ = polite
  }

  /// A new observer allocated where a dead one was is a different observer: it gets only its own
  /// notifications, and removing it also clears the dead one's leftovers.
  @Test func newObserverAtADeadObserversAddress() {
    let hub = NotificationHub()
    let trace = Trace()
    var reusedAddress = 0
    for round in 0..<200 {
      var dead: Listener? = Listener("dead\(round)", trace: trace)
      let deadID = ObjectIdentifier(dead!)
      hub.addObserver(dead!, name: .alpha) { observer, note in observer.receive(note) }
      dead = nil
      let newcomer = Listener("new\(round)", trace: trace)
      if ObjectIdentifier(newcomer) == deadID { reusedAddress += 1 }
      hub.addObserver(newcomer, name: .beta) { observer, note in observer.receive(note) }
      hub.post(name: .alpha)
      hub.post(name: .beta)
      #expect(trace.take() == ["new\(round):beta"])
      hub.removeObserver(newcomer)
      #expect(hub.registrationCount == 0)
    }
    // The allocator hands the freed block straight back most of the time, so the case is exercised.
    #expect(reusedAddress > 0)
  }
}
