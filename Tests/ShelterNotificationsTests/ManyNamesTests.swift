import ShelterNotifications
import ShelterSupport
import Testing

/// Many names coming and going: the hub's name index grows, and removing a name's last observer
/// must not hide names stored after it.
@Suite struct ManyNamesTests {
  @Test(arguments: [1, 2, 3] as [UInt64]) func namesStayReachableThroughChurn(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let hub = NotificationHub()
    let trace = Trace()
    // Model: the live token of each name, at most one per name.
    var live: [Int: NotificationToken] = [:]
    for step in 0..<3_000 {
      let index = Int.random(in: 0..<300, using: &random)
      if live[index] == nil {
        live[index] = hub.addObserver(forName: NotificationName("name-\(index)")) { _ in
          trace.record("\(index)")
        }
      } else if Bool.random(using: &random) {
        live[index] = nil
      }
      if step % 100 == 99 {
        // Post every name: exactly the live ones answer, each once.
        for name in 0..<300 { hub.post(name: NotificationName("name-\(name)")) }
        #expect(trace.take() == live.keys.sorted().map { "\($0)" }, "seed \(seed), step \(step)")
      }
    }
    #expect(hub.registrationCount == live.count)
  }

  /// Names that differ only late in a long string, or by one character, are different names.
  @Test func similarNamesAreDistinct() {
    let hub = NotificationHub()
    let trace = Trace()
    let prefix = String(repeating: "x", count: 100)
    let names = ["a", "b", "ab", "ba", prefix + "1", prefix + "2", "", "é", "e\u{301}"].map(
      NotificationName.init(rawValue:))
    let tokens = names.map { name in hub.addObserver(forName: name) { _ in trace.record(name.rawValue) } }
    for name in names { hub.post(name: name) }
    // "é" (one scalar) and "e\u{301}" (two) are canonically equivalent, so Swift's String == makes
    // them one name: each post reaches both registrations.
    #expect(
      trace.entries == [
        "a", "b", "ab", "ba", prefix + "1", prefix + "2", "", "é", "e\u{301}", "é", "e\u{301}",
      ])
    withExtendedLifetime(tokens) {}
  }
}
