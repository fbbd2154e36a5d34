import Shelter
import ShelterSimulation

// MARK: Timeline of a keyboard cycle

/// The timeline of one keyboard cycle (show, a switch to a covered field, a taller keyboard, hide)
/// on a 200-view screen sampled 120 times a second, against the same cycle played without a
/// timeline in the same run. Each repetition builds the scene and plays the five steps.
@MainActor func benchmarkTimelineCycle() {
  var subviews: [String] = []
  for i in 0..<199 {
    let y = Double(i) * 4
    subviews.append(
      i == 20 || i == 180
        ? #"{ "id": "f\#(i)", "kind": "textField", "frame": [20, \#(y), 350, 30] }"#
        : #"{ "id": "v\#(i)", "frame": [0, \#(y), 390, 4] }"#)
  }
  let json = """
    {
      "format": "shelter-fixture/1", "name": "cycle",
      "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0] },
      "window": { "frame": [0, 0, 390, 844], "controller": { "id": "c",
        "view": { "id": "root", "frame": [0, 0, 390, 844], "subviews": [\(subviews.joined(separator: ","))] } } },
      "steps": [
        { "focus": "f20" }, { "keyboard": "show", "height": 336 }, { "focus": "f180" },
        { "keyboard": "change", "height": 380 }, { "keyboard": "hide" }
      ]
    }
    """
  let fixture = try! Fixture(json: json)
  precondition(fixture.nodes.count == 201, "a controller and 200 views")
  var samples = 0
  let timed = measure(units: 1) {
    let snapshots = try! Simulation(fixture: fixture, samplesPerSecond: 120).run()
    samples = snapshots.reduce(0) { $0 + ($1.timeline?.count ?? 0) }
  }
  let plain = measure(units: 1) { blackHole(try! Simulation(fixture: fixture).run()) }
  report(
    "timeline of a keyboard cycle", size: "200 views, 120/s, \(samples) samples", time: timed,
    against: "no timeline", plain, target: "≤ 2 ms", met: timed <= 2_000_000)
}
