import Shelter
import ShelterSimulation

// The 500-view stack form of the layout checks (`stackFormFixture`) loaded, and so laid out, on
// every screen of `--device all`, against laying the loaded screen out again from its constraints
// in the same run. Key for `--only`: formscreens.

@MainActor func benchmarkStackFormScreens() {
  let rows = 100
  let fixture = stackFormFixture(rows: rows)
  let screens = quick ? Array(DeviceScreen.all.prefix(8)) : DeviceScreen.all
  let onScreens = screens.map { fixture.onScreen($0) }
  let load = measure(units: onScreens.count, repetitions: repetitions) {
    for each in onScreens { blackHole(try! Scene(fixture: each)) }
  }
  let scenes = onScreens.map { try! Scene(fixture: $0) }
  let again = measure(units: scenes.count, repetitions: repetitions) {
    for scene in scenes { scene.layoutConstraints() }
  }
  report(
    Row(
      name: "load and lay out a stack form, every device",
      size: "\(3 + 5 * rows) views × \(screens.count) screens",
      time: duration(load) + "/screen", baseline: "a full pass again " + duration(again) + "/screen",
      ratio: ratio(again, load), target: "≤ 30 ms", met: load <= 30e6))
}
