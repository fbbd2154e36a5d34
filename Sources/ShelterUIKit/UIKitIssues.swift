import Foundation

/// What UIKit would have raised or logged while the app's code ran: a constraint that cannot be
/// activated, a view that cannot be added, a conversion between views that share no space.
///
/// UIKit's spellings of these calls do not throw, so app code compiles unchanged; Shelter's own
/// spellings throw, and the UIKit ones catch each error and record its message here, leaving the
/// model as the throwing call left it (unchanged). A hosted screen
/// (``HostedScreen/issues``) reads the ones recorded since it was hosted.
public enum UIKitIssues {
  /// The log: one lock, so code on any thread may record.
  private static let log = IssueLog()

  /// Records one message.
  public static func record(_ message: String) { log.append(message) }

  /// Every message recorded so far, oldest first.
  public static var all: [String] { log.entries }

  /// How many messages have been recorded so far: a mark to read later ones from.
  public static var count: Int { log.entries.count }

  /// Runs a Shelter call that UIKit spells without `throws`: an error is recorded under the
  /// UIKit name `call` and `fallback` is returned, as UIKit logs and carries on.
  static func attempt<Value>(_ call: String, else fallback: Value, _ body: () throws -> Value) -> Value {
    do { return try body() } catch {
      record("\(call): \(error)")
      return fallback
    }
  }

  /// ``attempt(_:else:_:)`` for a call that returns nothing.
  static func attempt(_ call: String, _ body: () throws -> Void) {
    attempt(call, else: (), body)
  }
}

/// The lock-protected list behind ``UIKitIssues``.
private final class IssueLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  func append(_ message: String) {
    lock.lock()
    defer { lock.unlock() }
    stored.append(message)
  }

  var entries: [String] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
