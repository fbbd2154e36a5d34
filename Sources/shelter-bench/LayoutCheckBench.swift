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
    "check with the layout rules, every device both ways",
    size: "\(3 + 5 * rows) views × \(screens.count) screens", time: with, against: "avoidance rules only",
    without, per: "/screen", target: "≥ 0.5x", met: without / with >= 0.5)
}

/// An iPhone 15 turned (852 × 393, safe area 59 on each side and 21 below) holding `columns` ×
/// `rows` buttons 30 × 16 on a 34 × 19 grid from (5, 2), no two overlapping: those past 59…793
/// across or 372 down lie in the unsafe area, so `controlInUnsafeArea` reports them at the load and
/// keeps them standing through a keyboard show and hide.
private func turnedButtonsFixture(columns: Int, rows: Int) -> Fixture {
  var buttons: [String] = []
  for row in 0..<rows {
    for column in 0..<columns {
      buttons.append(
        #"{"id":"b\#(row)x\#(column)","kind":"button","frame":[\#(5 + 34 * column),\#(2 + 19 * row),30,16]}"#)
    }
  }
  let json = """
    {"format":"shelter-fixture/1","name":"turned-buttons","screen":{"size":[852,393],"safeArea":[0,59,21,59]},
     "window":{"frame":[0,0,852,393],"controller":{"id":"c","view":{"id":"root","frame":[0,0,852,393],
      "subviews":[\(buttons.joined(separator: ","))]}}},
     "steps":[{"keyboard":"show","height":209},{"keyboard":"hide"}]}
    """
  return try! Fixture(json: Array(json.utf8))
}

@MainActor func benchmarkControlsInUnsafeArea() {
  let (columns, rows) = (25, 20)
  let fixture = turnedButtonsFixture(columns: columns, rows: rows)
  let times = quick ? 20 : 100
  func sweep(_ layout: Bool) -> Double {
    measure(units: times, repetitions: repetitions) {
      for _ in 0..<times { blackHole(try! Checker(fixture: fixture, judgesLayout: layout).run()) }
    }
  }
  let without = sweep(false)
  let with = sweep(true)
  report(
    "check with the layout rules, controls in the unsafe area", size: "\(columns * rows) buttons, turned",
    time: with, against: "avoidance rules only", without, per: "/run", target: "≥ 0.25x",
    met: without / with >= 0.25)
}
