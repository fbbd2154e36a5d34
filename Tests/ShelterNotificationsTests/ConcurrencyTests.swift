import Foundation
import ShelterNotifications
import ShelterSupport
import Testing

/// Many threads posting, adding and removing at once: no crash, no deadlock (handlers run outside
/// the lock and re-enter the hub), no race under ThreadSanitizer, and each thread's private
/// name still delivers exactly its own live observers in registration order.
@Suite struct ConcurrencyTests {
  final class SharedSender: Sendable {
    let index: Int
    init(_ index: Int) { self.index = index }
  }

  /// An observer object that lives on one thread.
  final class Resident {
    let id: Int
    let trace: Trace
    init(id: Int, trace: Trace) {
      self.id = id
      self.trace = trace
    }
  }

  static let threadCount = 8
  static let operationsPerThread = 2_000
  static let shared: [NotificationName] = [.alpha, .beta, .gamma]

  @Test func stress() async {
    let hub = NotificationHub()
    let senders = (0..<3).map(SharedSender.init)
    let sharedDeliveries = Locked(0)
    let problems = Locked<[String]>([])
    let group = DispatchGroup()
    for thread in 0..<Self.threadCount {
      group.enter()
      let worker = Thread {
        Self.work(
          thread: thread, hub: hub, senders: senders, sharedDeliveries: sharedDeliveries, problems: problems)
        group.leave()
      }
      worker.start()
    }
    await withCheckedContinuation { continuation in
      group.notify(queue: .global()) { continuation.resume() }
    }
    #expect(problems.withValue { $0 } == [])
    #expect(sharedDeliveries.withValue { $0 } > 0)
    // Every thread released its tokens and observers before finishing.
    #expect(hub.registrationCount == 0)
  }

  /// One thread's share: a seeded mix of operations on its private name and the shared names.
  static func work(
    thread: Int, hub: NotificationHub, senders: [SharedSender], sharedDeliveries: Locked<Int>,
    problems: Locked<[String]>
  ) {
    var random = SplitMix64(seed: UInt64(thread) &* 7919 &+ 1)
    let privateName = NotificationName("private-\(thread)")
    let trace = Trace()
    // The live private registrations in registration order: a token or an observer object each.
    var privateModel: [(id: Int, token: NotificationToken?, resident: Resident?)] = []
    var sharedTokens: [NotificationToken] = []
    var nextID = 0

    for step in 0..<operationsPerThread {
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<18:
        let id = nextID
        nextID += 1
        let token = hub.addObserver(forName: privateName) { _ in trace.record("\(id)") }
        privateModel.append((id, token, nil))
      case 18..<28:
        let id = nextID
        nextID += 1
        let resident = Resident(id: id, trace: trace)
        hub.addObserver(resident, name: privateName) { observer, _ in observer.trace.record("\(observer.id)")
        }
        privateModel.append((id, nil, resident))
      case 28..<40:
        guard !privateModel.isEmpty else { continue }
        let victim = privateModel.remove(at: Int.random(in: 0..<privateModel.count, using: &random))
        if let token = victim.token {
          if Bool.random(using: &random) { token.cancel() }  // else released here
        } else if Bool.random(using: &random) {
          hub.removeObserver(victim.resident!)
        }  // else the resident is deallocated here and dropped by the hub
      case 40..<60:
        hub.post(name: privateName, object: senders[step % 3])
        let expected = privateModel.map { "\($0.id)" }
        let delivered = trace.take()
        if delivered != expected {
          problems.withValue { $0.append("thread \(thread) step \(step): \(delivered) != \(expected)") }
        }
      case 60..<75:
        let name = shared[Int.random(in: 0..<3, using: &random)]
        let object: SharedSender? =
          Bool.random(using: &random) ? senders[Int.random(in: 0..<3, using: &random)] : nil
        let reenter = Int.random(in: 0..<4, using: &random) == 0
        sharedTokens.append(
          hub.addObserver(forName: name, object: object) { _ in
            sharedDeliveries.withValue { $0 += 1 }
            guard reenter else { return }
            // Re-enter the hub from a handler while other threads use it.
            let temporary = hub.addObserver(forName: NotificationName("temporary-\(thread)")) { _ in }
            hub.post(name: NotificationName("echo"), object: nil)
            temporary.cancel()
          })
      case 75..<85:
        guard !sharedTokens.isEmpty else { continue }
        let token = sharedTokens.remove(at: Int.random(in: 0..<sharedTokens.count, using: &random))
        if Bool.random(using: &random) { hub.removeObserver(token) }
      default:
        let name = shared[Int.random(in: 0..<3, using: &random)]
        let object: SharedSender? =
          Bool.random(using: &random) ? senders[Int.random(in: 0..<3, using: &random)] : nil
        hub.post(name: name, object: object)
      }
    }
    privateModel.removeAll()
    sharedTokens.removeAll()
  }
}
