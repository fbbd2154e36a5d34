import Shelter

// A 500-view form laid out by nested stack views against the same form written with plain
// constraints, in the same run. Key for `--only`: stack.

/// One form: a vertical stack of `rows` horizontal rows (label, field, button, hint), pinned to
/// the root's margins, or the same views placed by hand-written constraints to the same frames.
@MainActor private func makeForm(rows: Int, stacks: Bool) -> Window {
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let root = View(frame: window.bounds)
  root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  try! window.addSubview(root)
  let outer: View = stacks ? StackView() : View()
  outer.translatesAutoresizingMaskIntoConstraints = false
  try! root.addSubview(outer)
  var constraints = [
    outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    outer.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
  ]
  if let stack = outer as? StackView {
    stack.axis = .vertical
    stack.spacing = 8
  }
  var previousRow: View?
  for _ in 0..<rows {
    let row: View = stacks ? StackView() : View()
    let parts = [View(), View(), View(), View()]
    let sizes = [
      Size(width: 80, height: 20), Size(width: 160, height: 34), Size(width: 44, height: 44),
      Size(width: 30, height: 16),
    ]
    for (part, size) in zip(parts, sizes) { part.intrinsicSize = size }
    parts[1].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
    if let stack = row as? StackView {
      stack.spacing = 8
      stack.alignment = .center
      for part in parts { try! stack.addArrangedSubview(part) }
      try! (outer as! StackView).addArrangedSubview(stack)
      continue
    }
    row.translatesAutoresizingMaskIntoConstraints = false
    try! outer.addSubview(row)
    // The same layout by hand: the row spans the column, parts in a line 8 apart, centred.
    constraints += [
      row.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: outer.trailingAnchor),
      previousRow.map { row.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
        ?? row.topAnchor.constraint(equalTo: outer.topAnchor),
    ]
    for (index, part) in parts.enumerated() {
      part.translatesAutoresizingMaskIntoConstraints = false
      try! row.addSubview(part)
      constraints += [
        index == 0
          ? part.leadingAnchor.constraint(equalTo: row.leadingAnchor)
          : part.leadingAnchor.constraint(equalTo: parts[index - 1].trailingAnchor, constant: 8),
        part.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        part.topAnchor.constraint(greaterThanOrEqualTo: row.topAnchor),
        part.bottomAnchor.constraint(lessThanOrEqualTo: row.bottomAnchor),
      ]
    }
    constraints.append(parts[3].trailingAnchor.constraint(equalTo: row.trailingAnchor))
    let tight = row.heightAnchor.constraint(equalToConstant: 0)
    try! tight.setPriority(LayoutPriority(49))
    constraints.append(tight)
    previousRow = row
  }
  if let previousRow { constraints.append(previousRow.bottomAnchor.constraint(equalTo: outer.bottomAnchor)) }
  try! LayoutConstraint.activate(constraints)
  return window
}

@MainActor func benchmarkStackForms() {
  let rows = 100  // 1 + 100 × 5 = 501 views
  let views = 1 + rows * 5
  let copies = repetitions + 1
  // First layout of a freshly built form; each run lays out a copy built beforehand.
  var stacked = (0..<copies).map { _ in makeForm(rows: rows, stacks: true) }
  var plain = (0..<copies).map { _ in makeForm(rows: rows, stacks: false) }
  let stackFirst = measure(units: views) { stacked.removeLast().layoutIfNeeded() }
  let plainFirst = measure(units: views) { plain.removeLast().layoutIfNeeded() }
  report(
    "form of nested stack views, first layout", size: "\(grouped(views)) views", time: stackFirst,
    against: "plain constraints", plainFirst, per: "/view", target: "≤ 2x plain",
    met: stackFirst <= 2 * plainFirst)
  // Laid out again after the window changes width: every row re-solves as an edit.
  let stackWindow = makeForm(rows: rows, stacks: true)
  let plainWindow = makeForm(rows: rows, stacks: false)
  stackWindow.layoutIfNeeded()
  plainWindow.layoutIfNeeded()
  func resize(_ window: Window) -> () -> Void {
    var wide = false
    return {
      wide.toggle()
      window.frame = Rect(x: 0, y: 0, width: wide ? 430 : 390, height: 844)
      window.setNeedsLayout()
      window.layoutIfNeeded()
    }
  }
  let stackResize = measure(units: views, resize(stackWindow))
  let plainResize = measure(units: views, resize(plainWindow))
  report(
    "form of nested stack views, resized", size: "\(grouped(views)) views", time: stackResize,
    against: "plain constraints", plainResize, per: "/view", target: "≤ 2x plain",
    met: stackResize <= 2 * plainResize)
}
