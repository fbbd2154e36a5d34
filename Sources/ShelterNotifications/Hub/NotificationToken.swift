/// Keeps a block observer registered; cancelling or releasing it removes the registration.
///
/// Returned by ``NotificationHub/addObserver(forName:object:using:)``. Store it for as long as
/// the handler should run, typically in a property of the object that registered. Unlike
/// Foundation's observer token, forgetting it cannot leak a registration. A token does not keep
/// its hub alive; cancelling after the hub is gone does nothing.
public final class NotificationToken: Sendable {
  let registration: Registration
  private weak let hub: NotificationHub?

  init(registration: Registration, hub: NotificationHub) {
    self.registration = registration
    self.hub = hub
  }

  /// Removes the registration; later calls do nothing.
  ///
  /// Takes effect at once, including for a post in progress on this thread: the handler is not
  /// called again, even later in that post. A handler already running on another thread is
  /// not waited for.
  public func cancel() {
    hub?.remove(registration)
  }

  /// Whether the registration is still in its hub: neither cancelled nor dropped.
  public var isActive: Bool {
    registration.isRegistered.load(ordering: .relaxed)
  }

  deinit {
    cancel()
  }
}
