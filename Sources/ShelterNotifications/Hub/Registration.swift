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
  /// The handler of a block observer.
  let blockHandler: (@Sendable (PostedNotification) -> Void)?
  /// The handler of an observer object, called with the observer.
  let observerHandler: (@Sendable (AnyObject, PostedNotification) -> Void)?
  /// True while the registration is in the hub's table.
  let isRegistered = Atomic<Bool>(true)

  init(
    sequence: UInt64, name: NotificationName?, object: AnyObject?, observer: AnyObject?,
    blockHandler: (@Sendable (PostedNotification) -> Void)?,
    observerHandler: (@Sendable (AnyObject, PostedNotification) -> Void)?
  ) {
    self.sequence = sequence
    self.name = name
    self.objectID = object.map(ObjectIdentifier.init)
    self.filterObject = object
    self.observerID = observer.map(ObjectIdentifier.init)
    self.observer = observer
    self.blockHandler = blockHandler
    self.observerHandler = observerHandler
  }

  /// Whether its observer object is gone, so it can never be called again.
  var isOrphaned: Bool {
    observerID != nil && observer == nil
  }

  /// Calls the handler unless the registration was removed; returns false when it is orphaned.
  @inline(__always) func deliver(_ notification: PostedNotification) -> Bool {
    guard isRegistered.load(ordering: .relaxed) else { return true }
    if let blockHandler {
      blockHandler(notification)
      return true
    }
    guard let observer else { return false }
    observerHandler.unsafelyUnwrapped(observer, notification)
    return true
  }
}
