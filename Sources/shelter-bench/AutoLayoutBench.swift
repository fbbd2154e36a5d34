import Shelter
// Rows for Auto Layout: the solver on its own (independent rows, an edit against a solve from
// scratch, a long chain of pins), the views' layout pass over the same shapes, and the keyboard
// layout guide carrying pinned views. Key for `--only`: constraints.
import ShelterLayoutSolver

/// `count` independent form rows straight on the solver: x == 20, width == 300 @750,
/// width >= 100, y == 44·i, height == 44 (five constraints a row). Returns each row's top.
private func solverForm(_ solver: LayoutSolver, rows count: Int) -> [LayoutConstraintID] {
  var tops: [LayoutConstraintID] = []
  tops.reserveCapacity(count)
  func add(_ expression: LayoutExpression, _ relation: LayoutRelation, _ priority: Double)
    -> LayoutConstraintID
  {
    guard case .added(let id) = solver.add(expression, relation, priority: priority) else {
      fatalError("a benchmark constraint was refused")
    }
    return id
  }
  for index in 0..<count {
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let w = solver.makeVariable()
    let h = solver.makeVariable()
    _ = add(LayoutExpression(x, constant: -20), .equal, 1000)
    _ = add(LayoutExpression(w, constant: -300), .equal, 750)
    _ = add(LayoutExpression(w, constant: -100), .greaterThanOrEqual, 1000)
    tops.append(add(LayoutExpression(y, constant: -44 * Double(index)), .equal, 1000))
    _ = add(LayoutExpression(h, constant: -44), .equal, 1000)
  }
  return tops
}

/// Builds the form of ``constrainedForm(rows:)`` and lays it out once: a first pass from scratch.
private func layOutFresh(rows: Int) {
  let (window, _) = constrainedForm(rows: rows)
  window.layoutIfNeeded()
  blackHole(window)
}

/// A window whose root holds `count` rows placed by constraints (leading, top, width @750 with a
/// minimum, height: five constraints a row). Returns the window and each row's top constraint.
func constrainedForm(rows count: Int) -> (Window, [LayoutConstraint]) {
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  window.application.layoutPixelScale = 3
  let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  try! window.addSubview(root)
  var tops: [LayoutConstraint] = []
  for index in 0..<count {
    let row = View()
    row.translatesAutoresizingMaskIntoConstraints = false
    try! root.addSubview(row)
    let preferred = row.widthAnchor.constraint(equalToConstant: 300)
    try! preferred.setPriority(.defaultHigh)
    let top = row.topAnchor.constraint(equalTo: root.topAnchor, constant: 44 * Double(index))
    try! LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20), top, preferred,
      row.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
      row.heightAnchor.constraint(equalToConstant: 44),
    ])
    tops.append(top)
  }
  return (window, tops)
}

/// A window whose one view has `count` constraints `leading >= root.leading + k` (k = 0..<count)
/// plus its top, width and height; each new bound is tighter than the last.
private func manyBounds(_ count: Int) -> Window {
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  try! window.addSubview(root)
  let view = View()
  view.translatesAutoresizingMaskIntoConstraints = false
  try! root.addSubview(view)
  var constraints = [
    view.topAnchor.constraint(equalTo: root.topAnchor), view.widthAnchor.constraint(equalToConstant: 10),
    view.heightAnchor.constraint(equalToConstant: 10),
  ]
  for k in 0..<count {
    constraints.append(
      view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: Double(k)))
  }
  try! LayoutConstraint.activate(constraints)
  return window
}

/// A window holding a chain of `depth` nested views, each pinned `child.top == parent.top + 1`.
private func nestedChain(_ depth: Int) -> Window {
  let (window, constraints) = nestedPins(depth)
  try! LayoutConstraint.activate(constraints)
  return window
}

/// The chain of ``nestedChain(_:)`` with its pins made and not yet active (constraints hold their
/// views weakly: the window keeps them).
func nestedPins(_ depth: Int) -> (Window, [LayoutConstraint]) {
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  var parent: View = window
  var constraints: [LayoutConstraint] = []
  for _ in 0..<depth {
    let child = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
    child.translatesAutoresizingMaskIntoConstraints = parent === window
    try! parent.addSubview(child)
    if parent !== window {
      constraints.append(child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1))
    }
    parent = child
  }
  return (window, constraints)
}

/// The solver's ambiguity of every variable of a chain of `count` pins `x[i] == x[i-1] + 1`,
/// asked in one batch.
private func chainAmbiguity(_ count: Int) -> [Bool] {
  let solver = LayoutSolver()
  var variables = [solver.makeVariable()]
  solver.setStay(variables[0], at: 0)
  for _ in 1..<count {
    let next = solver.makeVariable()
    var expression = LayoutExpression(next, constant: -1)
    expression.add(variables[variables.count - 1], -1)
    _ = solver.add(expression, .equal, priority: 1000)
    variables.append(next)
  }
  return solver.ambiguousVariables(variables)
}

@MainActor func runAutoLayoutBenchmarks() {
  guard runs("constraints") else { return }
  // The solver: 1,000 and 100,000 constraints of independent rows.
  let small = measure(units: 1_000, repetitions: 3) { blackHole(solverForm(LayoutSolver(), rows: 200)) }
  let large = measure(units: 100_000, repetitions: 3) { blackHole(solverForm(LayoutSolver(), rows: 20_000)) }
  report(
    "solve independent rows (solver)", size: "100,000 constraints", time: large, against: "1,000 constraints",
    small, per: "/constraint", target: "≤ 2 µs and ≤ 1.5x the small",
    met: large <= 2_000 && large <= 1.5 * small)

  // One constant edit on a 10,000-constraint screen against solving it again.
  let solver = LayoutSolver()
  let tops = solverForm(solver, rows: 2_000)
  var flip = false
  let edit = measure(units: 1, repetitions: 9) {
    flip.toggle()
    solver.setConstant(flip ? -44 * 1_000 - 7 : -44 * 1_000, of: tops[1_000])
  }
  let scratch = measure(units: 1, repetitions: 3) { blackHole(solverForm(LayoutSolver(), rows: 2_000)) }
  report(
    "edit one row's constant (solver)", size: "10,000 constraints", time: edit, against: "solve from scratch",
    scratch, target: "≤ 10 µs, ≥ 100x", met: edit <= 10_000 && scratch >= 100 * edit)

  // The views' layout pass: collecting constraints, generated rows, the solver and frames written.
  let passSmall = measure(units: 1_000, repetitions: 3) { layOutFresh(rows: 200) }
  let passLarge = measure(units: 100_000, repetitions: 3) { layOutFresh(rows: 20_000) }
  report(
    "first layout pass, independent rows (views)", size: "100,000 constraints", time: passLarge,
    against: "1,000 constraints", passSmall, per: "/constraint", target: "≤ 1.5x the small",
    met: passLarge <= 1.5 * passSmall)

  // A changed constant at the next pass against laying the same screen out from scratch.
  let (window, viewTops) = constrainedForm(rows: 2_000)
  window.layoutIfNeeded()
  var step = 0
  let constantPass = measure(units: 1, repetitions: 9) {
    step += 1
    viewTops[1_000].constant = 44_000 + Double(step % 2) * 7
    window.layoutIfNeeded()
  }
  let fullPass = measure(units: 1, repetitions: 3) { layOutFresh(rows: 2_000) }
  report(
    "changed constant, next pass (views)", size: "10,000 constraints", time: constantPass,
    against: "lay out from scratch", fullPass, target: "≥ 100x", met: fullPass >= 100 * constantPass)

  // The keyboard layout guide: a keyboard show with 100 views pinned to it, against the same show
  // with the views placed by frames.
  func keyboardScreen(pinned: Bool) -> Window {
    let window = Window(frame: Rect(x: 0, y: 0, width: 393, height: 852))
    window.application.screen.safeAreaInsets = EdgeInsets(top: 59, bottom: 34)
    let root = View(frame: Rect(x: 0, y: 0, width: 393, height: 852))
    try! window.addSubview(root)
    for index in 0..<100 {
      let view = View(frame: Rect(x: 0, y: 700 - Double(index), width: 393, height: 1))
      try! root.addSubview(view)
      guard pinned else { continue }
      view.translatesAutoresizingMaskIntoConstraints = false
      try! LayoutConstraint.activate([
        view.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -Double(index)),
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.widthAnchor.constraint(equalToConstant: 393),
        view.heightAnchor.constraint(equalToConstant: 1),
      ])
    }
    window.layoutIfNeeded()
    return window
  }
  let pinnedWindow = keyboardScreen(pinned: true)
  let plainWindow = keyboardScreen(pinned: false)
  /// One keyboard show or hide per repetition, alternating.
  func showAndHide(_ window: Window) -> Double {
    var shown = false
    return measure(units: 1, repetitions: 9) {
      shown.toggle()
      if shown { window.application.keyboard.show(height: 336) } else { window.application.keyboard.hide() }
    }
  }
  let follow = showAndHide(pinnedWindow)
  let plain = showAndHide(plainWindow)
  report(
    "keyboard show, guide carries 100 pinned views", size: "400 constraints", time: follow,
    against: "same show, views by frames", plain, target: "≤ 1 ms", met: follow <= 1e6)

  // Cases that grew quadratically: the time of a layout pass (or query) at 10,000 and 100,000.
  func growth(_ name: String, size: String, _ run: (Int) -> Void) {
    let small = measure(units: 10_000, repetitions: 3) { run(10_000) }
    let large = measure(units: 100_000, repetitions: 1, warmUp: false) { run(100_000) }
    report(
      name, size: size, time: large, against: "10,000", small, per: "/item",
      target: "≤ 1.2x the small per item (×10 input, ≤ ×12 time)", met: large <= 1.2 * small)
  }
  growth("first layout pass, bounds on one view (views)", size: "100,000 constraints") { count in
    let window = manyBounds(count)
    window.layoutIfNeeded()
    blackHole(window)
  }
  growth("first layout pass, nested chain of pins (views)", size: "100,000 views") { depth in
    let window = nestedChain(depth)
    window.layoutIfNeeded()
    blackHole(window)
  }
  growth("ambiguity of every variable, chain of pins (solver)", size: "100,000 variables") { count in
    blackHole(chainAmbiguity(count))
  }
}
