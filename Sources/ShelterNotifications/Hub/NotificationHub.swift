/// Shelter's notification center: posts named notifications to observers, synchronously, in
/// registration order, from any thread.
///
/// It plays the part of UIKit's `NotificationCenter` without clashing with Foundation's: a file
/// may import both. Where it differs from Foundation on purpose, it is to remove bookkeeping
/// that UIKit code has to get right by hand:
/// - A block observer lives as long as its ``NotificationToken``: releasing the token removes it.
/// - An observer object is held weakly and dropped once it is deallocated; there is no need to
///   call ``removeObserver(_:)`` from `deinit`, though doing so is harmless.
/// - An object filter is not retained: the hub keeps only the object's identity (and its memory
///   from being reused, so no later object can inherit that identity).
/// - Delivery follows registration order, and a removal made during a post takes effect for the
///   rest of that post.
///
/// Handlers run on the posting thread, outside the hub's lock, so a handler may post, add and
/// remove observers. The full rules are in `docs/notifications.md`.
///
///     let hub = NotificationHub()
///     let token = hub.addObserver(forName: .keyboardWillShow) { note in print(note.name) }
///     hub.post(name: .keyboardWillShow)   // prints UIKeyboardWillShowNotification
///     token.cancel()
public final class NotificationHub: @unchecked Sendable {
  private let locked = PthreadLocked(RegistrationTable())

  /// Creates an empty hub.
  ///
  /// Each screen under test gets its own, so tests that run in parallel never see each other's
  /// notifications; there is deliberately no process-wide default hub.
  public init() {}

  deinit {
    locked.destroy()
  }

  // MARK: Observing

  /// Calls `handler` for every matching notification until the returned token is cancelled or
  /// released.
  ///
  /// - Parameters:
  ///   - name: The name to match, or `nil` for every name.
  ///   - object: The posting object to match by identity, or `nil` for any object; not retained.
  ///   - handler: Called on the posting thread, outside the hub's lock.
  /// - Returns: The token that keeps the registration alive. Discarding it (`_ = hub.addObserver…`)
  ///   removes the registration at once.
  public func addObserver(
    forName name: NotificationName?, object: AnyObject? = nil,
    using handler: @escaping @Sendable (PostedNotification) -> Void
  ) -> NotificationToken {
    let registration = insert(name: name, object: object, observer: nil, handler: .block(handler))
    return NotificationToken(registration: registration, hub: self)
  }

  /// Calls `handler` with `observer` for every matching notification while `observer` is alive.
  ///
  /// The hub holds `observer` weakly and passes it back to `handler`, so the handler needs to
  /// capture nothing. Remove the registration early with ``removeObserver(_:)`` or
  /// ``removeObserver(_:name:object:)``.
  ///
  ///     hub.addObserver(self, name: .keyboardWillShow, object: nil) { observer, note in
  ///       observer.keyboardWillShow(note)
  ///     }
  ///
  /// - Parameters:
  ///   - observer: The object the registration belongs to; held weakly.
  ///   - name: The name to match, or `nil` for every name.
  ///   - object: The posting object to match by identity, or `nil` for any object; not retained.
  ///   - handler: Called on the posting thread, outside the hub's lock.
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, name: NotificationName?, object: AnyObject? = nil,
    using handler: @escaping @Sendable (Observer, PostedNotification) -> Void
  ) {
    let erased: @Sendable (AnyObject, PostedNotification) -> Void = { object, notification in
      handler(unsafeDowncast(object, to: Observer.self), notification)
    }
    _ = insert(name: name, object: object, observer: observer, handler: .observer(erased))
  }

  /// Removes every registration of `observer`; given a ``NotificationToken``, cancels it.
  ///
  /// Takes effect at once, including for a post in progress on this thread.
  public func removeObserver(_ observer: AnyObject) {
    removeObserver(observer, name: nil, object: nil)
  }

  /// Removes the registrations of `observer` that name `name` and filter on `object`.
  ///
  /// As in Foundation, `nil` means "whatever the registration says": `name: nil` removes
  /// registrations for every name, and a given name removes only registrations made for exactly
  /// that name, not those made for every name (`name: nil`). The same holds for `object`.
  /// Given a ``NotificationToken``, cancels it when its registration matches.
  public func removeObserver(_ observer: AnyObject, name: NotificationName?, object: AnyObject?) {
    let objectID = object.map(ObjectIdentifier.init)
    if let token = observer as? NotificationToken {
      let registration = token.registration
      if name == nil || registration.name == name, objectID == nil || registration.objectID == objectID {
        remove(registration)
      }
    }
    let observerID = ObjectIdentifier(observer)
    // Kept until after the lock is released: see `RegistrationTable.remove(_:)`.
    let removed = locked.withLock { table in
      table.removeRegistrations(ofObserver: observerID, name: name, objectID: objectID)
    }
    _ = removed
  }

  /// The number of registrations, after dropping those whose observer object is gone.
  ///
  /// For tests and diagnostics; takes a pass over every registration. A registration whose
  /// filter object is gone can never fire again but is counted until its token is released or
  /// its observer is removed or deallocated.
  public var registrationCount: Int {
    sweepOrphans()
    return locked.withLock { $0.count }
  }

  // MARK: Posting

  /// Posts a notification to every matching observer, in registration order, on this thread.
  ///
  /// Observers registered for the name (or for every name) and for the notification's object
  /// (or for any object) are called; a post with no object reaches only observers without an
  /// object filter. Observers added during the post are not called for it; observers removed
  /// during it are not called after their removal. Returns when every handler has returned.
  public func post(_ notification: PostedNotification) {
    let objectID = notification.object.map(ObjectIdentifier.init)
    let snapshot = locked.withLock { $0.snapshot(name: notification.name, objectID: objectID) }
    var foundOrphan = false
    snapshot.forEachInOrder { registration in
      if !registration.deliver(notification) { foundOrphan = true }
    }
    if foundOrphan { removeOrphans(snapshot.all) }
  }

  /// Posts a notification with a name, an object and optionally a UIKit-style dictionary.
  ///
  /// See ``post(_:)`` for who is called. This is the fast path: a notification without user info
  /// is delivered without allocating.
  ///
  /// - Parameters:
  ///   - name: The notification's name.
  ///   - object: The posting object, which object filters compare by identity.
  ///   - userInfo: A UIKit-style dictionary for observers to read.
  public func post(name: NotificationName, object: AnyObject? = nil, userInfo: [String: Any]? = nil) {
    post(PostedNotification(name: name, object: object, userInfo: userInfo))
  }

  /// Posts a notification carrying a typed payload.
  ///
  /// Observers read the payload with ``PostedNotification/payload(as:)``; when `userInfo` is
  /// `nil` and the payload is ``UserInfoRepresentable`` (as ``KeyboardInfo`` is), observers that
  /// read ``PostedNotification/userInfo`` get the payload's dictionary.
  ///
  ///     hub.post(name: .keyboardWillShow, payload: info)
  ///
  /// - Parameters:
  ///   - name: The notification's name.
  ///   - object: The posting object, which object filters compare by identity.
  ///   - payload: The typed value; stored in one allocation per post, shared by all observers.
  ///   - userInfo: A UIKit-style dictionary, when it should differ from the payload's own.
  public func post<Payload>(
    name: NotificationName, object: AnyObject? = nil, payload: Payload, userInfo: [String: Any]? = nil
  ) {
    post(PostedNotification(name: name, object: object, payload: payload, userInfo: userInfo))
  }

  // MARK: Internals

  private func insert(
    name: NotificationName?, object: AnyObject?, observer: AnyObject?, handler: Registration.Handler
  ) -> Registration {
    let (registration, sweepDue) = locked.withLock { table in
      let registration = table.insert(name: name, object: object, observer: observer, handler: handler)
      return (registration, table.sweepIsDue())
    }
    if sweepDue { sweepOrphans() }
    return registration
  }

  /// Removes one registration; the caller holds it, so it is not deallocated under the lock.
  func remove(_ registration: Registration) {
    guard registration.isRegistered.load(ordering: .relaxed) else { return }
    locked.withLock { _ = $0.remove(registration) }
  }

  /// Drops every registration whose observer object is gone.
  ///
  /// Liveness is read outside the lock: reading a weak reference may release the last strong
  /// reference to an object, and its `deinit` may call back into the hub.
  private func sweepOrphans() {
    let all = locked.withLock { $0.allRegistrations() }
    removeOrphans(all, sweep: true)
  }

  private func removeOrphans(_ candidates: [Registration], sweep: Bool = false) {
    let orphans = candidates.filter { $0.isRegistered.load(ordering: .relaxed) && $0.isOrphaned }
    guard !orphans.isEmpty || sweep else { return }
    locked.withLock { table in
      for registration in orphans { table.remove(registration) }
      if sweep { table.didSweep() }
    }
  }
}
