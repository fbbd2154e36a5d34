public import Foundation

#if !canImport(Darwin)
  extension NotificationCenter {
    /// The notifications of one name as an async sequence, as Foundation's
    /// `notifications(named:object:)` on Apple platforms (iOS 15), which swift-corelibs-foundation
    /// lacks: `for await note in NotificationCenter.default.notifications(named: …)`.
    ///
    /// The observer is registered when the sequence is made, so nothing posted after this call is
    /// missed; notifications are buffered in posting order until read, and the observer is
    /// removed once the sequence and every iterator made from it are gone.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
      Notifications(center: self, name: name, object: object)
    }

    /// An async sequence of the notifications of one name (``notifications(named:object:)``).
    public struct Notifications: AsyncSequence {
      /// Each element is a posted notification.
      public typealias Element = Notification

      private let registration: Registration

      init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        registration = Registration(center: center, name: name, object: object)
      }

      /// An iterator over the notifications posted since the sequence was made.
      public func makeAsyncIterator() -> Iterator {
        Iterator(base: registration.stream.makeAsyncIterator(), registration: registration)
      }

      /// Reads the buffered notifications in posting order, waiting for the next one.
      public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<Notification>.Iterator
        /// Keeps the observer registered while the iterator lives.
        let registration: Registration

        /// The next notification posted.
        public mutating func next() async -> Notification? { await base.next() }
      }
    }

    /// One block observer feeding a stream, removed when the last sequence or iterator holding it
    /// goes.
    final class Registration {
      let stream: AsyncStream<Notification>
      private let continuation: AsyncStream<Notification>.Continuation
      private let center: NotificationCenter
      private let token: any NSObjectProtocol

      init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        let (stream, continuation) = AsyncStream<Notification>.makeStream(bufferingPolicy: .unbounded)
        self.stream = stream
        self.continuation = continuation
        self.center = center
        token = center.addObserver(forName: name, object: object, queue: nil) { posted in
          // Foundation's `Notification` is not `Sendable` on Linux; each one is handed to the one
          // reader of the stream and never touched here again.
          nonisolated(unsafe) let note = posted
          continuation.yield(note)
        }
      }

      deinit {
        center.removeObserver(token)
        continuation.finish()
      }
    }
  }
#endif
