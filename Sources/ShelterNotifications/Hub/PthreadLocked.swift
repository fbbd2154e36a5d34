#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// State guarded by a non-recursive pthread mutex, both at stable heap addresses.
///
/// A pthread lock rather than `Synchronization.Mutex`: ThreadSanitizer on Linux understands
/// pthread mutexes but not Mutex's futex, and would report false races through it. The state is
/// reached through a pointer so that reading it under the lock never copies it.
struct PthreadLocked<State> {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let state: UnsafeMutablePointer<State>

  init(_ initial: State) {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed with \(status)")
    state = UnsafeMutablePointer<State>.allocate(capacity: 1)
    state.initialize(to: initial)
  }

  /// Runs `body` on the state holding the lock; `body` must not call back into user code.
  @inline(__always) func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state.pointee)
  }

  /// Releases the state and the mutex; called once, from the owner's `deinit`.
  func destroy() {
    state.deinitialize(count: 1)
    state.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }
}
