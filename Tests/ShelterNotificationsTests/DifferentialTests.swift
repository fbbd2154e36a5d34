import Foundation
import ShelterNotifications
import ShelterSupport
import Testing

/// Random add / post / remove sequences run on a hub and on Foundation's `NotificationCenter`
/// must reach the same observers.
///
/// Shared semantics compared: name and object filters, `nil` for any, removal by token, and an
/// observer added during a post not being called for it. Not compared, because Shelter differs
/// on purpose (docs/notifications.md): delivery order (Shelter: registration order; Foundation on
/// Linux: unspecified, so each post's deliveries are compared as sorted lists and Shelter's order
/// is checked separately), removal during a post, and a released token (Shelter removes the
/// registration; Foundation keeps it — here releasing a hub token stands in for Foundation's
/// `removeObserver`).
@Suite struct DifferentialTests {
  static let names: [NotificationName?] = [nil, .alpha, .beta, .gamma]

  /// Both centers, their registrations by id, and what each post delivered.
  ///
  /// Only touched from the test's thread; `@unchecked Sendable` so handlers may capture it.
  final class Harness: @unchecked Sendable {
    let hub = NotificationHub()
    let center = NotificationCenter()
    let senders = [Sender("s0"), Sender("s1"), Sender("s2")]
    let ourTrace = Trace()
    let theirTrace = Trace()
    var ourTokens: [Int: NotificationToken] = [:]
    var theirTokens: [Int: any NSObjectProtocol] = [:]
    var postNumber = 0
    /// The order of each id's registration on the hub.
    var hubSequence: [Int: Int] = [:]

    func object(_ index: Int) -> Sender? { index == 0 ? nil : senders[index - 1] }

    func addToHub(id: Int, name: Int, object: Int, adder: Bool) {
      hubSequence[id] = hubSequence.count
      ourTokens[id] = hub.addObserver(forName: DifferentialTests.names[name], object: self.object(object)) {
        [unowned self] _ in
        ourTrace.record("\(id)")
        guard adder else { return }
        let spec = DifferentialTests.addedSpec(adder: id, post: postNumber)
        if ourTokens[spec.id] == nil {
          addToHub(id: spec.id, name: spec.name, object: spec.object, adder: false)
        }
      }
    }

    func addToCenter(id: Int, name: Int, object: Int, adder: Bool) {
      let name = DifferentialTests.names[name].map { Notification.Name($0.rawValue) }
      theirTokens[id] = center.addObserver(forName: name, object: self.object(object), queue: nil) {
        [unowned self] _ in
        theirTrace.record("\(id)")
        guard adder else { return }
        let spec = DifferentialTests.addedSpec(adder: id, post: postNumber)
        if theirTokens[spec.id] == nil {
          addToCenter(id: spec.id, name: spec.name, object: spec.object, adder: false)
        }
      }
    }
  }

  /// The registration an adder with id `adder` makes while handling post number `post`, unless
  /// the one it made before is still registered; both sides derive it from the same numbers,
  /// whatever order they deliver in.
  static func addedSpec(adder: Int, post: Int) -> (id: Int, name: Int, object: Int) {
    let mixed = UInt64(adder) &* 0x9E37_79B9 &+ UInt64(post) &* 0x85EB_CA6B
    return (id: 1_000_000 + adder, name: Int(mixed % 4), object: Int((mixed >> 8) % 4))
  }

  @Test(arguments: 0..<16) func randomSequencesDeliverAlike(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let harness = Harness()
    var nextID = 0
    var deliveries = 0
    for step in 0..<400 {
      let roll = Int.random(in: 0..<100, using: &random)
      if roll < 35 {
        let name = Int.random(in: 0..<4, using: &random)
        let object = Int.random(in: 0..<4, using: &random)
        let adder = Int.random(in: 0..<10, using: &random) == 0
        harness.addToHub(id: nextID, name: name, object: object, adder: adder)
        harness.addToCenter(id: nextID, name: name, object: object, adder: adder)
        nextID += 1
      } else if roll < 75 {
        let name = Self.names[Int.random(in: 1..<4, using: &random)]!
        let object = harness.object(Int.random(in: 0..<4, using: &random))
        harness.postNumber = step
        harness.hub.post(name: name, object: object)
        harness.center.post(name: Notification.Name(name.rawValue), object: object)
        let delivered = harness.ourTrace.take()
        let expected = harness.theirTrace.take()
        deliveries += delivered.count
        #expect(
          delivered.sorted() == expected.sorted(),
          "seed \(seed), step \(step): post(\(name), \(object.map { "\($0)" } ?? "nil"))")
        // Shelter delivers in registration order, observers added by adders included.
        let sequence = delivered.map { harness.hubSequence[Int($0)!]! }
        #expect(sequence == sequence.sorted(), "seed \(seed), step \(step)")
        #expect(
          harness.ourTokens.keys.sorted() == harness.theirTokens.keys.sorted(),
          "seed \(seed), step \(step): additions during the post")
      } else {
        guard let id = harness.ourTokens.keys.sorted().randomElement(using: &random) else { continue }
        let ourToken = harness.ourTokens.removeValue(forKey: id)!
        switch Int.random(in: 0..<3, using: &random) {
        case 0: ourToken.cancel()
        case 1: harness.hub.removeObserver(ourToken)
        default: break  // the token is released at the end of this scope
        }
        harness.center.removeObserver(harness.theirTokens.removeValue(forKey: id)!)
      }
    }
    // Not vacuous: the sequences deliver plenty, and adders do add.
    #expect(deliveries > 200, "seed \(seed)")
    #expect(
      harness.ourTokens.keys.contains { $0 >= 1_000_000 }
        || harness.hubSequence.keys.contains { $0 >= 1_000_000 })
    #expect(harness.hub.registrationCount == harness.ourTokens.count, "seed \(seed)")
    for token in harness.theirTokens.values { harness.center.removeObserver(token) }
    harness.ourTokens = [:]
    #expect(harness.hub.registrationCount == 0, "seed \(seed)")
  }
}
