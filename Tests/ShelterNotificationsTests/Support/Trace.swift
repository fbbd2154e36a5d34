import Foundation
import ShelterNotifications

/// A thread-safe list of what handlers saw, in the order they saw it.
///
/// Guarded by `NSLock` (pthread-based) so ThreadSanitizer runs stay meaningful.
final class Trace: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  func record(_ entry: String) {
    lock.lock()
    storage.append(entry)
    lock.unlock()
  }

  /// Everything recorded so far.
  var entries: [String] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  /// Returns what was recorded and starts a new list.
  func take() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    let taken = storage
    storage = []
    return taken
  }
}

/// A box for values a test hands to its own handlers (tokens, observers), guarded like `Trace`.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

/// An object to post from or filter on.
final class Sender: CustomStringConvertible {
  let label: String
  init(_ label: String) { self.label = label }
  var description: String { label }
}

/// An observer object that records into a trace under its own label.
final class Listener {
  let label: String
  let trace: Trace
  init(_ label: String, trace: Trace) {
    self.label = label
    self.trace = trace
  }
  func receive(_ note: PostedNotification) {
    trace.record("\(label):\(note.name.rawValue)")
  }
}

extension NotificationName {
  static let alpha = NotificationName("alpha")
  static let beta = NotificationName("beta")
  static let gamma = NotificationName("gamma")
}
