import Shelter
import ShelterSimulation

// The views' layout engine: the 500-view stack form of the layout checks (`stackFormFixture`)
// loaded, and so laid out, on every screen of `--device all` by one `ScreenSweep` (the first screen
// built, every later one moved there), against building each screen afresh in the same run (key
// for `--only`: formscreens); and
// `LayoutConstraint.activate` at 10,000 and 100,000 views (key: activate); and a keyboard move
// against a constant edit on 10,000 constraints, and a new root size against the same laid out
// in full (key: keyboardmove).

@MainActor func benchmarkStackFormScreens() {
  let rows = 100
  let fixture = stackFormFixture(rows: rows)
  let screens = quick ? Array(DeviceScreen.all.prefix(8)) : DeviceScreen.all
  let onScreens = screens.map { fixture.onScreen($0) }
  // One sweep per repetition: its first screen is built, every later one moved there.
  let swept = measure(units: onScreens.count, repetitions: repetitions) {
    var sweep = ScreenSweep()
    for each in onScreens { blackHole(try! sweep.scene(for: each)) }
  }
  let fresh = measure(units: onScreens.count, repetitions: repetitions) {
    for each in onScreens { blackHole(try! Scene(fixture: each)) }
  }
  report(
    "load and lay out a stack form, every device", size: "\(3 + 5 * rows) views × \(screens.count) screens",
    time: swept, against: "each screen built afresh", fresh, per: "/screen", target: "≤ 30 ms",
    met: swept <= 30e6)
}

/// A window holding `count` views side by side in a root view, each with four constraints to the
/// root, made and not yet active (constraints hold their views weakly: the window keeps them).
@MainActor private func flatConstraints(_ count: Int) -> (Window, [LayoutConstraint]) {
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let root = View(frame: window.bounds)
  try! window.addSubview(root)
  var constraints: [LayoutConstraint] = []
  constraints.reserveCapacity(4 * count)
  for index in 0..<count {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    try! root.addSubview(view)
    constraints += [
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Double(index % 300)),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(index)),
      view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
    ]
  }
  return (window, constraints)
}

/// `LayoutConstraint.activate` alone on one array of 10,000 and of 100,000 constraints: each
/// holder's window is found once for the call, so the cost per constraint stays flat.
@MainActor func benchmarkActivation() {
  for (name, make) in [
    ("activate 4 constraints a view, flat (views)", flatConstraints),
    ("activate pins down a nested chain (views)", nestedPins),
  ] as [(String, @MainActor (Int) -> (Window, [LayoutConstraint]))] {
    func time(_ count: Int) -> Double {
      let (window, constraints) = make(count)
      let time = measure(units: constraints.count, repetitions: 1, warmUp: false) {
        try! LayoutConstraint.activate(constraints)
      }
      blackHole(window)
      return time
    }
    let small = time(10_000)
    let large = time(100_000)
    report(
      name, size: "100,000 views", time: large, against: "10,000 views", small, per: "/constraint",
      target: "≤ 1.2x the small per constraint", met: large <= 1.2 * small)
  }
}

/// A keyboard move on the 10,000-constraint form of `constrainedForm(rows:)` with one more view
/// pinned above the keyboard layout guide, against a changed constant's next pass on the same
/// screen: what a keyboard move costs over an edit (key: keyboardmove).
@MainActor func benchmarkKeyboardMove() {
  let (window, tops) = constrainedForm(rows: 2_000)
  let root = window.subviews[0]
  let bar = View()
  bar.translatesAutoresizingMaskIntoConstraints = false
  try! root.addSubview(bar)
  try! LayoutConstraint.activate([
    bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -10),
    bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    bar.widthAnchor.constraint(equalToConstant: 390),
    bar.heightAnchor.constraint(equalToConstant: 44),
  ])
  window.layoutIfNeeded()
  var shown = false
  let move = measure(units: 1, repetitions: 9) {
    shown.toggle()
    if shown { window.application.keyboard.show(height: 336) } else { window.application.keyboard.hide() }
  }
  var step = 0
  let edit = measure(units: 1, repetitions: 9) {
    step += 1
    tops[1_000].constant = 44_000 + Double(step % 2) * 7
    window.layoutIfNeeded()
  }
  report(
    "keyboard move, a view pinned to the guide (views)", size: "10,004 constraints", time: move,
    against: "changed constant, next pass", edit, target: "≤ 2x the edit", met: move <= 2 * edit)
  // A new screen size: the root, which translates its mask, is resized from outside and the next
  // pass edits its autoresizing rows, against the same resize laid out in full.
  let sizes = [Size(width: 430, height: 932), Size(width: 390, height: 844)]
  var turn = 0
  func resize() {
    turn += 1
    root.frame = Rect(origin: .zero, size: sizes[turn % 2])
  }
  let resized = measure(units: 1, repetitions: 9) {
    resize()
    window.application.layoutConstrainedWindows()
  }
  let rebuilt = measure(units: 1, repetitions: 9) {
    resize()
    root.setNeedsLayout()
    window.layoutIfNeeded()
  }
  report(
    "new root size, next pass (views)", size: "10,004 constraints", time: resized,
    against: "the same in full", rebuilt, target: "≤ 2x the edit", met: resized <= 2 * edit)
}
