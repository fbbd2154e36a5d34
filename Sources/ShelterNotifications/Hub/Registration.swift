import Synchronization

/// One `addObserver` call: what it matches, who it calls, and whether it is still registered.
///
/// Immutable after creation except `isRegistered`, which the hub clears under its lock when it
/// takes the registration out of its table; a post that picked the registration up earlier reads
/// the flag just before calling, so a removal made during that post is honoured.
final class Registration: @unchecked Sendable {
  /// Position in registration order; delivery follows it.
  let sequence: UInt64
  /// The name matched, or `nil` for every name.
  let name: NotificationName?
  /// The identity of the object matched, or `nil` for every object.
  let objectID: ObjectIdentifier?
  /// The object matched, held unowned: the reference keeps its memory (not the object) from being
  /// reused, so no later object can take its identity and match by accident. Unowned rather than
  /// weak so that filtering on an object does not give it a side table and slow down its
  /// reference counting everywhere.
  private unowned let filterObject: AnyObject?
  /// The identity of the observer object, for `removeObserver`; `nil` for block observers.
  let observerID: ObjectIdentifier?
  /// The observer object, held weakly; `nil` for block observers or once it is deallocated.
  weak let observer: AnyObject?
  /// A block observer's handler; a no-op for an observer object.
  private let blockBody: @Sendable (PostedNotification) -> Void
  /// An observer object's handler, called with the observer; a no-op for a block observer.
  private let observerBody: @Sendable (AnyObject, PostedNotification) -> Void
  /// True while the registration is in the hub's table.
  let isRegistered = Atomic<Bool>(true)
  /// Its index in its name-and-object list (``RegistrationList``); read and written under the hub's lock.
  var bucketSlot = 0
  /// Its index in its observer object's list; read and written under the hub's lock.
  var observerSlot = 0

  /// The placeholder a ``RegistrationList`` leaves in a removed registration's slot: never
  /// registered, so a post skips it, and numbered 0, so merging lists takes it off a list's head
  /// at once without disturbing the order of the others.
  static let removed: Registration = {
    let placeholder = Registration(
      sequence: 0, name: nil, object: nil, observer: nil, handler: .block { _ in })
    placeholder.isRegistered.store(false, ordering: .relaxed)
    return placeholder
  }()

  /// The two kinds of handler.
  enum Handler {
    /// A block observer's handler.
    case block(@Sendable (PostedNotification) -> Void)
    /// An observer object's handler, called with the observer.
    case observer(@Sendable (AnyObject, PostedNotification) -> Void)
  }

  init(
    sequence: UInt64, name: NotificationName?, object: AnyObject?, observer: AnyObject?,
    handler: Handler
  ) {
    self.sequence = sequence
    self.name = name
    self.objectID = object.map(ObjectIdentifier.init)
    self.filterObject = object
    self.observerID = observer.map(ObjectIdentifier.init)
    self.observer = observer
    // Two plain closure fields rather than optionals or an enum: calling a closure read out of
    // `Optional` goes through a reabstraction thunk built per call, and one read out of an enum
    // payload is retained and released per call.
    switch handler {
    case .block(let body):
      blockBody = body
      observerBody = { _, _ in }
    case .observer(let body):
      blockBody = { _ in }
      observerBody = body
    }
  }

  /// Whether its observer object is gone, so it can never be called again.
  var isOrphaned: Bool {
    observerID != nil && observer == nil
  }

  /// Calls the handler unless the registration was removed; returns false when it is orphaned.
  @inline(__always) func deliver(_ notification: PostedNotification) -> Bool {
    guard isRegistered.load(ordering: .relaxed) else { return true }
    if observerID == nil {
      blockBody(notification)
      return true
    }
    guard let observer else { return false }
    observerBody(observer, notification)
    return true
  }
}
