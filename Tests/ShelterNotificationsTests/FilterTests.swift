import ShelterNotifications
import Testing

/// Which registrations a post reaches: name `nil` means every name, object `nil` any object, and
/// a post without an object reaches only registrations without an object filter.
@Suite struct FilterTests {
  struct Row: CustomStringConvertible, Sendable {
    var registeredName: String?
    var registeredObject: String?
    var postedName: String
    var postedObject: String?
    var delivered: Bool
    var description: String {
      "observe(\(registeredName ?? "any"), \(registeredObject ?? "any")) post(\(postedName), \(postedObject ?? "none")) -> \(delivered)"
    }
  }

  static let rows: [Row] = [
    Row(
      registeredName: "alpha", registeredObject: nil, postedName: "alpha", postedObject: nil, delivered: true),
    Row(
      registeredName: "alpha", registeredObject: nil, postedName: "alpha", postedObject: "x", delivered: true),
    Row(
      registeredName: "alpha", registeredObject: nil, postedName: "beta", postedObject: nil, delivered: false),
    Row(
      registeredName: "alpha", registeredObject: "x", postedName: "alpha", postedObject: "x", delivered: true),
    Row(
      registeredName: "alpha", registeredObject: "x", postedName: "alpha", postedObject: "y", delivered: false
    ),
    Row(
      registeredName: "alpha", registeredObject: "x", postedName: "alpha", postedObject: nil, delivered: false
    ),
    Row(
      registeredName: "alpha", registeredObject: "x", postedName: "beta", postedObject: "x", delivered: false),
    Row(registeredName: nil, registeredObject: nil, postedName: "alpha", postedObject: nil, delivered: true),
    Row(registeredName: nil, registeredObject: nil, postedName: "beta", postedObject: "y", delivered: true),
    Row(registeredName: nil, registeredObject: "x", postedName: "beta", postedObject: "x", delivered: true),
    Row(registeredName: nil, registeredObject: "x", postedName: "beta", postedObject: "y", delivered: false),
    Row(registeredName: nil, registeredObject: "x", postedName: "beta", postedObject: nil, delivered: false),
  ]

  @Test(arguments: rows) func blockObserver(row: Row) {
    let hub = NotificationHub()
    let trace = Trace()
    let senders = ["x": Sender("x"), "y": Sender("y")]
    let token = hub.addObserver(
      forName: row.registeredName.map(NotificationName.init(rawValue:)),
      object: row.registeredObject.map { senders[$0]! }
    ) { _ in trace.record("hit") }
    hub.post(name: NotificationName(rawValue: row.postedName), object: row.postedObject.map { senders[$0]! })
    #expect(trace.entries == (row.delivered ? ["hit"] : []))
    withExtendedLifetime(token) {}
  }

  @Test(arguments: rows) func observerObject(row: Row) {
    let hub = NotificationHub()
    let trace = Trace()
    let senders = ["x": Sender("x"), "y": Sender("y")]
    let listener = Listener("l", trace: trace)
    hub.addObserver(
      listener, name: row.registeredName.map(NotificationName.init(rawValue:)),
      object: row.registeredObject.map { senders[$0]! }
    ) { observer, _ in observer.trace.record("hit") }
    hub.post(name: NotificationName(rawValue: row.postedName), object: row.postedObject.map { senders[$0]! })
    #expect(trace.entries == (row.delivered ? ["hit"] : []))
    withExtendedLifetime(listener) {}
  }

  /// Objects compare by identity, not by value: an equal-looking object is another object.
  @Test func objectFilterComparesIdentity() {
    let hub = NotificationHub()
    let trace = Trace()
    let original = Sender("same")
    let lookalike = Sender("same")
    let token = hub.addObserver(forName: .alpha, object: original) { note in
      trace.record("\(note.object.map { "\($0)" } ?? "nil")")
    }
    hub.post(name: .alpha, object: lookalike)
    hub.post(name: .alpha, object: original)
    #expect(trace.entries == ["same"])
    #expect(trace.entries.count == 1)
    withExtendedLifetime(token) {}
  }

  /// The filter object is not retained by the hub.
  @Test func filterObjectIsNotRetained() {
    let hub = NotificationHub()
    var sender: Sender? = Sender("x")
    weak let weakSender = sender
    let token = hub.addObserver(forName: .alpha, object: sender) { _ in }
    sender = nil
    #expect(weakSender == nil)
    withExtendedLifetime(token) {}
  }

  /// Once the filter object is gone, no later object can take over its registration, even one
  /// allocated at the same address (the hub keeps that memory from being reused).
  @Test func deadFilterObjectNeverMatchesANewObject() {
    let hub = NotificationHub()
    let trace = Trace()
    var original: Sender? = Sender("original")
    let originalID = ObjectIdentifier(original!)
    let token = hub.addObserver(forName: .alpha, object: original) { note in trace.record("\(note.object!)") }
    original = nil
    var sameAddress = 0
    for index in 0..<1_000 {
      let newcomer = Sender("newcomer \(index)")
      if ObjectIdentifier(newcomer) == originalID { sameAddress += 1 }
      hub.post(name: .alpha, object: newcomer)
    }
    #expect(sameAddress == 0)
    #expect(trace.entries == [])
    withExtendedLifetime(token) {}
  }
}
