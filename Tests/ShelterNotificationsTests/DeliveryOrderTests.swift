import ShelterNotifications
import Testing

@Suite struct DeliveryOrderTests {
  @Test func observersOfOneNameAreCalledInRegistrationOrder() {
    let hub = NotificationHub()
    let trace = Trace()
    let tokens = (0..<5).map { index in
      hub.addObserver(forName: .alpha) { _ in trace.record("o\(index)") }
    }
    hub.post(name: .alpha)
    #expect(trace.take() == ["o0", "o1", "o2", "o3", "o4"])
    withExtendedLifetime(tokens) {}
  }

  /// Registrations live in four lists (name or every name × object or any object); a post merges
  /// them back into registration order.
  @Test func mixedFiltersAreMergedBackIntoRegistrationOrder() {
    let hub = NotificationHub()
    let trace = Trace()
    let x = Sender("x")
    let y = Sender("y")
    let tokens = [
      hub.addObserver(forName: .alpha) { _ in trace.record("A name") },
      hub.addObserver(forName: nil) { _ in trace.record("B every name") },
      hub.addObserver(forName: .alpha, object: x) { _ in trace.record("C name+x") },
      hub.addObserver(forName: nil, object: x) { _ in trace.record("D every name+x") },
      hub.addObserver(forName: .alpha) { _ in trace.record("E name") },
      hub.addObserver(forName: .alpha, object: y) { _ in trace.record("F name+y") },
    ]
    // (alpha, x): everything except F, which wants y.
    hub.post(name: .alpha, object: x)
    #expect(trace.take() == ["A name", "B every name", "C name+x", "D every name+x", "E name"])
    // (alpha, no object): only registrations without an object filter.
    hub.post(name: .alpha)
    #expect(trace.take() == ["A name", "B every name", "E name"])
    // (beta, x): only every-name registrations that accept x.
    hub.post(name: .beta, object: x)
    #expect(trace.take() == ["B every name", "D every name+x"])
    // (alpha, y): A, B, E and F.
    hub.post(name: .alpha, object: y)
    #expect(trace.take() == ["A name", "B every name", "E name", "F name+y"])
    withExtendedLifetime(tokens) {}
  }

  /// Block observers and observer objects share one registration order.
  @Test func blockAndObjectObserversInterleave() {
    let hub = NotificationHub()
    let trace = Trace()
    let first = Listener("first", trace: trace)
    let token = hub.addObserver(forName: .alpha) { _ in trace.record("block") }
    let last = Listener("last", trace: trace)
    hub.addObserver(first, name: .alpha) { observer, note in observer.receive(note) }
    hub.addObserver(last, name: .alpha) { observer, note in observer.receive(note) }
    hub.post(name: .alpha)
    #expect(trace.take() == ["block", "first:alpha", "last:alpha"])
    withExtendedLifetime((token, first, last)) {}
  }

  /// Removing and re-adding puts an observer at the end.
  @Test func reAddedObserverMovesToTheEnd() {
    let hub = NotificationHub()
    let trace = Trace()
    let a = Listener("a", trace: trace)
    let b = Listener("b", trace: trace)
    hub.addObserver(a, name: .alpha) { observer, note in observer.receive(note) }
    hub.addObserver(b, name: .alpha) { observer, note in observer.receive(note) }
    hub.removeObserver(a)
    hub.addObserver(a, name: .alpha) { observer, note in observer.receive(note) }
    hub.post(name: .alpha)
    #expect(trace.take() == ["b:alpha", "a:alpha"])
    withExtendedLifetime((a, b)) {}
  }

  /// An observer registered twice is called twice, as in Foundation.
  @Test func duplicateRegistrationsAreBothCalled() {
    let hub = NotificationHub()
    let trace = Trace()
    let a = Listener("a", trace: trace)
    hub.addObserver(a, name: .alpha) { observer, note in observer.receive(note) }
    hub.addObserver(a, name: nil) { observer, note in observer.receive(note) }
    hub.post(name: .alpha)
    #expect(trace.take() == ["a:alpha", "a:alpha"])
    withExtendedLifetime(a) {}
  }
}
