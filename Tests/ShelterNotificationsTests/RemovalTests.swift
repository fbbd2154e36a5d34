import ShelterNotifications
import Testing

/// Removing registrations in any order, in bulk and during posts keeps delivery in registration
/// order and releases what was removed.
@Suite struct RemovalTests {
  /// Tokens 0..<count on `alpha`, each recording its number.
  private func numberedTokens(_ count: Int, hub: NotificationHub, trace: Trace) -> [NotificationToken] {
    (0..<count).map { number in hub.addObserver(forName: .alpha) { _ in trace.record("\(number)") } }
  }

  /// Cancelling the oldest first, past the point where removed slots outnumber live ones, leaves
  /// the newest in order; new registrations go after them.
  @Test func cancellingOldestFirstKeepsTheRestInOrder() {
    let hub = NotificationHub()
    let trace = Trace()
    var tokens = numberedTokens(10, hub: hub, trace: trace)
    for token in tokens.prefix(7) { token.cancel() }
    hub.post(name: .alpha)
    #expect(trace.take() == ["7", "8", "9"])
    tokens.append(hub.addObserver(forName: .alpha) { _ in trace.record("10") })
    tokens[8].cancel()
    hub.post(name: .alpha)
    #expect(trace.take() == ["7", "9", "10"])
    #expect(hub.registrationCount == 3)
  }

  /// Every third token survives cancellation in a scrambled order (7k mod 30 visits each of 0..<30
  /// once), across lists with and without object filters and for every name.
  @Test func scrambledCancellationAcrossListsKeepsRegistrationOrder() {
    let hub = NotificationHub()
    let trace = Trace()
    let sender = Sender("s")
    var tokens: [NotificationToken] = []
    for number in 0..<30 {
      let record: @Sendable (PostedNotification) -> Void = { _ in trace.record("\(number)") }
      switch number % 3 {
      case 0: tokens.append(hub.addObserver(forName: .alpha, using: record))
      case 1: tokens.append(hub.addObserver(forName: .alpha, object: sender, using: record))
      default: tokens.append(hub.addObserver(forName: nil, using: record))
      }
    }
    for step in 0..<30 {
      let number = step * 7 % 30
      if number % 4 != 0 { tokens[number].cancel() }
    }
    hub.post(name: .alpha, object: sender)
    // Survivors: multiples of 4 below 30, one from each kind of list, merged by number.
    #expect(trace.take() == ["0", "4", "8", "12", "16", "20", "24", "28"])
    hub.post(name: .alpha)
    // Without the object, the filtered ones (number % 3 == 1: 4, 16, 28) stay silent.
    #expect(trace.take() == ["0", "8", "12", "20", "24"])
    #expect(hub.registrationCount == 8)
  }

  /// A handler that cancels most of the list, before and after itself, during a post: the post
  /// skips the cancelled ones at once and the next post sees only the survivors.
  @Test func cancellingMostOfTheListDuringAPost() {
    let hub = NotificationHub()
    let trace = Trace()
    let box = Locked<[NotificationToken]>([])
    var tokens = numberedTokens(3, hub: hub, trace: trace)
    tokens.append(
      hub.addObserver(forName: .alpha) { _ in
        trace.record("killer")
        box.withValue { tokens in
          for (number, token) in tokens.enumerated() where number % 10 != 0 { token.cancel() }
        }
      })
    for number in 0..<30 {
      tokens.append(hub.addObserver(forName: .alpha) { _ in trace.record("late\(number)") })
    }
    box.withValue { $0 = tokens }
    hub.post(name: .alpha)
    // tokens[0...2] run before the killer; it cancels every index not divisible by 10 (itself,
    // index 3, included), so of the late ones only indices 10, 20, 30 (late6, late16, late26) run.
    #expect(trace.take() == ["0", "1", "2", "killer", "late6", "late16", "late26"])
    hub.post(name: .alpha)
    #expect(trace.take() == ["0", "late6", "late16", "late26"])
    box.withValue { $0 = [] }
  }

  /// Removal during a nested post of the same name takes effect in the enclosing post too.
  @Test func removalInANestedPostReachesTheOuterPost() {
    let hub = NotificationHub()
    let trace = Trace()
    let box = Locked<[NotificationToken]>([])
    var tokens: [NotificationToken] = []
    tokens.append(
      hub.addObserver(forName: .alpha) { note in
        let depth = note.payload(as: Int.self) ?? 0
        trace.record("outer\(depth)")
        if depth == 0 { hub.post(name: .alpha, payload: 1) }
      })
    tokens.append(
      hub.addObserver(forName: .alpha) { note in
        trace.record("cancel\(note.payload(as: Int.self) ?? 0)")
        box.withValue { tokens in
          for token in tokens[2...] { token.cancel() }
        }
      })
    for number in 0..<5 {
      tokens.append(hub.addObserver(forName: .alpha) { _ in trace.record("victim\(number)") })
    }
    box.withValue { $0 = tokens }
    hub.post(name: .alpha, payload: 0)
    #expect(trace.take() == ["outer0", "outer1", "cancel1", "cancel0"])
    box.withValue { $0 = [] }
  }

  /// A registration added after a post started waits for the next post, even after removals
  /// compacted the list during the post.
  @Test func additionAfterCompactionDuringAPostWaits() {
    let hub = NotificationHub()
    let trace = Trace()
    let box = Locked<(victims: [NotificationToken], added: [NotificationToken])>(([], []))
    let first = hub.addObserver(forName: .alpha) { _ in
      trace.record("first")
      box.withValue { state in
        for token in state.victims { token.cancel() }
        state.added.append(hub.addObserver(forName: .alpha) { _ in trace.record("added") })
      }
    }
    let victims = numberedTokens(8, hub: hub, trace: trace)
    let last = hub.addObserver(forName: .alpha) { _ in trace.record("last") }
    box.withValue { $0.victims = victims }
    hub.post(name: .alpha)
    #expect(trace.take() == ["first", "last"])
    box.withValue { $0.victims = [] }
    hub.post(name: .alpha)
    #expect(trace.take() == ["first", "last", "added"])
    box.withValue { $0 = ([], []) }
    withExtendedLifetime((first, last)) {}
  }

  /// Releasing a token in the middle of a long list releases its handler at once.
  @Test func releasingATokenInALongListReleasesItsHandler() {
    let hub = NotificationHub()
    let trace = Trace()
    let before = numberedTokens(50, hub: hub, trace: trace)
    var captured: Trace? = Trace()
    weak let weakCaptured = captured
    var token: NotificationToken? = hub.addObserver(forName: .alpha) { [captured] _ in _ = captured }
    let after = numberedTokens(50, hub: hub, trace: trace)
    captured = nil
    #expect(weakCaptured != nil)
    token = nil
    #expect(weakCaptured == nil)
    #expect(hub.registrationCount == 100)
    withExtendedLifetime((before, after, token)) {}
  }

  /// `removeObserver(_:name:)` takes out exactly one observer's registrations for that name,
  /// leaving the same observer's other names and other observers of the name in order.
  @Test func removeObserverForOneNameAmongMany() {
    let hub = NotificationHub()
    let trace = Trace()
    let listeners = (0..<6).map { Listener("l\($0)", trace: trace) }
    for listener in listeners {
      hub.addObserver(listener, name: .alpha) { observer, note in observer.receive(note) }
      hub.addObserver(listener, name: .beta) { observer, note in observer.receive(note) }
      hub.addObserver(listener, name: nil) { observer, _ in trace.record("\(observer.label):any") }
    }
    for listener in listeners where listener.label != "l2" && listener.label != "l5" {
      hub.removeObserver(listener, name: .alpha, object: nil)
    }
    hub.post(name: .alpha)
    #expect(
      trace.take() == [
        "l0:any", "l1:any", "l2:alpha", "l2:any", "l3:any", "l4:any", "l5:alpha", "l5:any",
      ])
    hub.removeObserver(listeners[1])
    hub.post(name: .beta)
    #expect(
      trace.take() == [
        "l0:beta", "l0:any", "l2:beta", "l2:any", "l3:beta", "l3:any", "l4:beta", "l4:any", "l5:beta",
        "l5:any",
      ])
    #expect(hub.registrationCount == 12)
  }

  /// An observer registered many times for one name is removed in one call, and a deallocated
  /// observer with many registrations is dropped without disturbing the others.
  @Test func observerWithManyRegistrations() {
    let hub = NotificationHub()
    let trace = Trace()
    let kept = Listener("kept", trace: trace)
    let removed = Listener("removed", trace: trace)
    var doomed: Listener? = Listener("doomed", trace: trace)
    for _ in 0..<40 {
      hub.addObserver(removed, name: .alpha) { observer, note in observer.receive(note) }
      hub.addObserver(doomed!, name: .alpha) { observer, note in observer.receive(note) }
    }
    hub.addObserver(kept, name: .alpha) { observer, note in observer.receive(note) }
    hub.removeObserver(removed, name: .alpha, object: nil)
    #expect(hub.registrationCount == 41)
    doomed = nil
    hub.post(name: .alpha)
    #expect(trace.take() == ["kept:alpha"])
    #expect(hub.registrationCount == 1)
  }
}
