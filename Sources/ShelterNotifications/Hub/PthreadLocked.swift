#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A non-recursive pthread mutex at a stable address, owned by the hub that created it.
///
/// A pthread lock rather than `Synchronization.Mutex`: ThreadSanitizer on Linux understands
/// pthread mutexes but not Mutex's futex, and would report false races through it.
struct PthreadMutex {
  private let storage: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    storage = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    storage.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(storage, nil)
    precondition(status == 0, "pthread_mutex_init failed with \(status)")
  }

  /// Runs `body` holding the lock; `body` must not call back into user code.
  @inline(__always) func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(storage)
    defer { pthread_mutex_unlock(storage) }
    return try body()
  }

  /// Destroys the mutex; called once, from the owner's `deinit`.
  func destroy() {
    pthread_mutex_destroy(storage)
    storage.deinitialize(count: 1)
    storage.deallocate()
  }
}
