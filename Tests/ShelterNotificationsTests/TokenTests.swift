import ShelterNotifications
import Testing

/// A block observer lives exactly as long as its token.
@Suite struct TokenTests {
  @Test func cancelStopsDelivery() {
    let hub = NotificationHub()
    let trace = Trace()
    let token = hub.addObserver(forName: .alpha) { _ in trace.record("hit") }
    hub.post(name: .alpha)
    token.cancel()
    hub.post(name: .alpha)
    #expect(trace.entries == ["hit"])
    #expect(!token.isActive)
    #expect(hub.registrationCount == 0)
  }

  @Test func cancelTwiceDoesNothingMore() {
    let hub = NotificationHub()
    let trace = Trace()
    let first = hub.addObserver(forName: .alpha) { _ in trace.record("first") }
    let second = hub.addObserver(forName: .alpha) { _ in trace.record("second") }
    first.cancel()
    first.cancel()
    hub.post(name: .alpha)
    #expect(trace.entries == ["second"])
    #expect(hub.registrationCount == 1)
    withExtendedLifetime(second) {}
  }

  @Test func releasingTheTokenRemovesTheRegistration() {
    let hub = NotificationHub()
    let trace = Trace()
    var token: NotificationToken? = hub.addObserver(forName: .alpha) { _ in trace.record("hit") }
    #expect(token?.isActive == true)
    #expect(hub.registrationCount == 1)
    token = nil
    #expect(hub.registrationCount == 0)
    hub.post(name: .alpha)
    #expect(trace.entries == [])
  }

  @Test func discardedTokenNeverFires() {
    let hub = NotificationHub()
    let trace = Trace()
    _ = hub.addObserver(forName: .alpha) { _ in trace.record("hit") }
    hub.post(name: .alpha)
    #expect(trace.entries == [])
    #expect(hub.registrationCount == 0)
  }

  @Test func removeObserverWithTheTokenCancelsIt() {
    let hub = NotificationHub()
    let trace = Trace()
    let token = hub.addObserver(forName: .alpha) { _ in trace.record("hit") }
    hub.removeObserver(token)
    hub.post(name: .alpha)
    #expect(trace.entries == [])
    #expect(!token.isActive)
  }

  /// With a name and object, a token is cancelled only when they are the ones it registered with.
  @Test func removeObserverWithTheTokenAndFilters() {
    let hub = NotificationHub()
    let x = Sender("x")
    let y = Sender("y")
    let token = hub.addObserver(forName: .alpha, object: x) { _ in }
    hub.removeObserver(token, name: .beta, object: nil)
    #expect(token.isActive)
    hub.removeObserver(token, name: .alpha, object: y)
    #expect(token.isActive)
    hub.removeObserver(token, name: nil, object: x)
    #expect(!token.isActive)
  }

  @Test func tokenDoesNotKeepTheHubAlive() {
    var hub: NotificationHub? = NotificationHub()
    weak let weakHub = hub
    let token = hub!.addObserver(forName: .alpha) { _ in }
    hub = nil
    #expect(weakHub == nil)
    token.cancel()  // no hub left: nothing to do, and no crash
    #expect(token.isActive)
  }

  @Test func releasingTheTokenReleasesTheHandler() {
    let hub = NotificationHub()
    var captured: Trace? = Trace()
    weak let weakCaptured = captured
    var token: NotificationToken? = hub.addObserver(forName: .alpha) { [captured] _ in _ = captured }
    captured = nil
    #expect(weakCaptured != nil)
    token = nil
    #expect(weakCaptured == nil)
    _ = token
  }

  /// A handler may capture a box holding its own token and cancel itself on first use.
  @Test func handlerCancelsItsOwnToken() {
    let hub = NotificationHub()
    let trace = Trace()
    let box = Locked<NotificationToken?>(nil)
    let token = hub.addObserver(forName: .alpha) { _ in
      trace.record("once")
      box.withValue { $0?.cancel() }
    }
    box.withValue { $0 = token }
    hub.post(name: .alpha)
    hub.post(name: .alpha)
    #expect(trace.entries == ["once"])
    box.withValue { $0 = nil }
  }
}
