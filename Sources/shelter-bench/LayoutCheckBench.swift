import Shelter
import ShelterSimulation

// `shelter check` with and without the layout rules, on a 500-view stack form swept over every
// device both ways, in the same run. Key for `--only`: layoutchecks.

/// A form of `rows` horizontal stacks (label, field, button, hint) in a vertical stack pinned
/// inside a scroll view that fills the root: 3 + 5 × rows views. The first field is focused and the
/// keyboard shows and hides, so the rules judge the load and three steps.
func stackFormFixture(rows: Int) -> Fixture {
  var rowsJSON: [String] = []
  for index in 0..<rows {
    rowsJSON.append(
      """
      {"id":"row\(index)","kind":"stackView","spacing":8,"alignment":"center",
       "translatesAutoresizingMaskIntoConstraints":false,"subviews":[
        {"id":"label\(index)","kind":"label","translatesAutoresizingMaskIntoConstraints":false,"intrinsicContentSize":[80,20]},
        {"id":"field\(index)","kind":"textField","translatesAutoresizingMaskIntoConstraints":false,"intrinsicContentSize":[-1,34],"contentHuggingPriority":[249,250]},
        {"id":"button\(index)","kind":"button","translatesAutoresizingMaskIntoConstraints":false,"intrinsicContentSize":[44,44]},
        {"id":"hint\(index)","kind":"label","translatesAutoresizingMaskIntoConstraints":false,"intrinsicContentSize":[30,16]}]}
      """)
  }
  let json = """
    {"format":"shelter-fixture/1","name":"stack-form","screen":{"device":"iphone-15"},
     "window":{"controller":{"id":"c","view":{"id":"root","kind":"view","frame":[0,0,393,852],"autoresize":"W+H",
      "subviews":[{"id":"scroll","kind":"scrollView","frame":[0,0,393,852],"autoresize":"W+H","contentSize":[393,6000],
        "constraints":["form.top == scroll.top + 8","form.leading == scroll.leading + 16","form.width == scroll.width - 32"],
        "subviews":[{"id":"form","kind":"stackView","axis":"vertical","spacing":8,
          "translatesAutoresizingMaskIntoConstraints":false,"subviews":[\(rowsJSON.joined(separator: ","))]}]}]}}},
     "steps":[{"focus":"field0"},{"keyboard":"show","height":336},{"keyboard":"hide"}]}
    """
  return try! Fixture(json: Array(json.utf8))
}

@MainActor func benchmarkLayoutChecks() {
  let rows = 100
  let fixture = stackFormFixture(rows: rows)
  let screens = quick ? Array(DeviceScreen.all.prefix(8)) : DeviceScreen.all
  let laidOut = screens.map { fixture.onScreen($0) }
  func sweep(_ layout: Bool) -> Double {
    measure(units: laidOut.count, repetitions: 1, warmUp: false) {
      for played in laidOut { blackHole(try! Checker(fixture: played, judgesLayout: layout).run()) }
    }
  }
  let without = sweep(false)
  let with = sweep(true)
  report(
    Row(
      name: "check with the layout rules, every device both ways",
      size: "\(3 + 5 * rows) views × \(screens.count) screens", time: duration(with) + "/screen",
      baseline: "avoidance rules only " + duration(without) + "/screen", ratio: ratio(without, with),
      target: "≥ 0.5x", met: without / with >= 0.5))
}
