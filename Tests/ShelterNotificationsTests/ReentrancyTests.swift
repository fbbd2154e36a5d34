import ShelterNotifications
import Testing

/// Handlers may post, add and remove observers; the rules are in docs/notifications.md.
@Suite struct ReentrancyTests {
  /// A nested post is delivered completely before the outer post goes on (depth first).
  @Test func nestedPostRunsToCompletionFirst() {
    let hub = NotificationHub()
    let trace = Trace()
    let tokens = [
      hub.addObserver(forName: .alpha) { _ in
        trace.record("A1")
        hub.post(name: .beta)
      },
      hub.addObserver(forName: .beta) { _ in trace.record("B1") },
      hub.addObserver(forName: .alpha) { _ in trace.record("A2") },
      hub.addObserver(forName: .beta) { _ in trace.record("B2") },
    ]
    hub.post(name: .alpha)
    // A1 posts beta: B1 and B2 run inside A1, then the alpha post goes on to A2.
    #expect(trace.entries == ["A1", "B1", "B2", "A2"])
    withExtendedLifetime(tokens) {}
  }

  /// The same name posted recursively, three levels deep.
  @Test func recursivePostOfTheSameName() {
    let hub = NotificationHub()
    let trace = Trace()
    let tokens = [
      hub.addObserver(forName: .alpha) { note in
        let depth = note.payload(as: Int.self)!
        trace.record("A\(depth)")
        if depth < 2 { hub.post(name: .alpha, payload: depth + 1) }
      },
      hub.addObserver(forName: .alpha) { note in trace.record("B\(note.payload(as: Int.self)!)") },
    ]
    hub.post(name: .alpha, payload: 0)
    // A0 → post(1): A1 → post(2): A2, B2; back in post(1): B1; back in post(0): B0.
    #expect(trace.entries == ["A0", "A1", "A2", "B2", "B1", "B0"])
    withExtendedLifetime(tokens) {}
  }

  /// An observer removed by an earlier handler is skipped for the rest of the post.
  @Test func observerRemovedDuringPostIsNotCalledAfterRemoval() {
    let hub = NotificationHub()
    let trace = Trace()
    let victim = Locked<NotificationToken?>(nil)
    let first = hub.addObserver(forName: .alpha) { _ in
      trace.record("first")
      victim.withValue { $0?.cancel() }
    }
    victim.withValue { $0 = hub.addObserver(forName: .alpha) { _ in trace.record("victim") } }
    let last = hub.addObserver(forName: .alpha) { _ in trace.record("last") }
    hub.post(name: .alpha)
    #expect(trace.take() == ["first", "last"])
    hub.post(name: .alpha)
    #expect(trace.take() == ["first", "last"])
    withExtendedLifetime((first, last)) {}
  }

  /// Removing an observer that was already called in this post changes nothing for this post.
  @Test func removingAnEarlierObserverDuringPost() {
    let hub = NotificationHub()
    let trace = Trace()
    let early = Listener("early", trace: trace)
    let box = Locked(early)
    hub.addObserver(early, name: .alpha) { observer, note in observer.receive(note) }
    let remover = hub.addObserver(forName: .alpha) { _ in
      trace.record("remover")
      box.withValue { hub.removeObserver($0) }
    }
    hub.post(name: .alpha)
    #expect(trace.take() == ["early:alpha", "remover"])
    hub.post(name: .alpha)
    #expect(trace.take() == ["remover"])
    withExtendedLifetime((early, remover)) {}
  }

  /// A handler removing its own registration finishes its current call and is not called again.
  @Test func observerRemovesItselfDuringPost() {
    let hub = NotificationHub()
    let trace = Trace()
    let listener = Listener("self", trace: trace)
    hub.addObserver(listener, name: .alpha) { observer, note in
      observer.receive(note)
      hub.removeObserver(observer)
      observer.trace.record("after removal")
    }
    hub.post(name: .alpha)
    hub.post(name: .alpha)
    #expect(trace.entries == ["self:alpha", "after removal"])
    withExtendedLifetime(listener) {}
  }

  /// A removal made by a nested post's handler holds for the outer post too.
  @Test func removalInsideNestedPostAffectsOuterPost() {
    let hub = NotificationHub()
    let trace = Trace()
    let outerLater = Listener("outerLater", trace: trace)
    let box = Locked(outerLater)
    let tokens = [
      hub.addObserver(forName: .alpha) { _ in
        trace.record("outerFirst")
        hub.post(name: .beta)
      },
      hub.addObserver(forName: .beta) { _ in
        trace.record("inner")
        box.withValue { hub.removeObserver($0) }
      },
    ]
    hub.addObserver(outerLater, name: .alpha) { observer, note in observer.receive(note) }
    hub.post(name: .alpha)
    #expect(trace.entries == ["outerFirst", "inner"])
    withExtendedLifetime((tokens, outerLater)) {}
  }

  /// An observer added during a post is not called for that post (Foundation's rule too), but
  /// is called by the next one, including a nested post started after the addition.
  @Test func observerAddedDuringPostWaitsForTheNextPost() {
    let hub = NotificationHub()
    let trace = Trace()
    let added = Locked<[NotificationToken]>([])
    let adder = hub.addObserver(forName: .alpha) { note in
      let depth = note.payload(as: Int.self)!
      trace.record("adder\(depth)")
      guard depth == 0 else { return }
      let token = hub.addObserver(forName: .alpha) { note in
        trace.record("added\(note.payload(as: Int.self)!)")
      }
      added.withValue { $0.append(token) }
      hub.post(name: .alpha, payload: 1)
    }
    let last = hub.addObserver(forName: .alpha) { note in trace.record("last\(note.payload(as: Int.self)!)") }
    hub.post(name: .alpha, payload: 0)
    // post(0): adder0 adds "added" then posts 1: adder1, last1, added1 (registered after last);
    // back in post(0): last0 only — "added" came after post(0) started.
    #expect(trace.take() == ["adder0", "adder1", "last1", "added1", "last0"])
    added.withValue { $0 = [] }
    withExtendedLifetime((adder, last)) {}
  }

  /// An observer object deallocated during a post is not called afterwards.
  @Test func observerDeallocatedDuringPostIsNotCalled() {
    let hub = NotificationHub()
    let trace = Trace()
    let holder = Locked<Listener?>(Listener("doomed", trace: trace))
    let killer = hub.addObserver(forName: .alpha) { _ in
      trace.record("killer")
      holder.withValue { $0 = nil }
    }
    holder.withValue { listener in
      hub.addObserver(listener!, name: .alpha) { observer, note in observer.receive(note) }
    }
    hub.post(name: .alpha)
    #expect(trace.entries == ["killer"])
    #expect(hub.registrationCount == 1)
    withExtendedLifetime(killer) {}
  }

  /// Releasing a later observer's token inside a handler removes it for the rest of the post.
  @Test func tokenReleasedDuringPost() {
    let hub = NotificationHub()
    let trace = Trace()
    let holder = Locked<NotificationToken?>(nil)
    let releaser = hub.addObserver(forName: .alpha) { _ in
      trace.record("releaser")
      holder.withValue { $0 = nil }
    }
    holder.withValue { $0 = hub.addObserver(forName: .alpha) { _ in trace.record("released") } }
    hub.post(name: .alpha)
    #expect(trace.entries == ["releaser"])
    #expect(hub.registrationCount == 1)
    withExtendedLifetime(releaser) {}
  }

  /// A handler may add and remove freely while a post walks the list: every observer present
  /// from start to end of the post is called once, in order.
  @Test func churnDuringPostLeavesSurvivorsInOrder() {
    let hub = NotificationHub()
    let trace = Trace()
    let churn = Locked<[NotificationToken]>([])
    let tokens = (0..<4).map { index in
      hub.addObserver(forName: .alpha) { _ in
        trace.record("o\(index)")
        let extra = hub.addObserver(forName: .alpha) { _ in trace.record("extra") }
        churn.withValue { $0.append(extra) }
        hub.removeObserver(extra)
      }
    }
    hub.post(name: .alpha)
    #expect(trace.entries == ["o0", "o1", "o2", "o3"])
    #expect(hub.registrationCount == 4)
    churn.withValue { $0 = [] }
    withExtendedLifetime(tokens) {}
  }
}
