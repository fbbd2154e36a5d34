import Shelter

// Rows for scroll-view forms laid out by Auto Layout: content pinned to a scroll view's content
// guide, whose size the pass derives and writes back as the content size, against the same rows
// in a plain view. Key for `--only`: scrollform.

/// A window holding `rows` 44-point rows chained 8 apart in a content view, 16 in from its sides.
/// In a scroll view the content is pinned to the content guide on four sides and as wide as the
/// frame guide; in a plain root it is pinned at the top and sides and its height follows the rows.
private func scrollForm(rows count: Int, inScrollView: Bool) -> Window {
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  window.application.layoutPixelScale = 3
  let holder: View = inScrollView ? ScrollView(frame: window.bounds) : View(frame: window.bounds)
  try! window.addSubview(holder)
  let content = View()
  content.translatesAutoresizingMaskIntoConstraints = false
  try! holder.addSubview(content)
  var constraints: [LayoutConstraint]
  if let scroll = holder as? ScrollView {
    let guide = scroll.contentLayoutGuide
    constraints = [
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ]
  } else {
    constraints = [
      content.topAnchor.constraint(equalTo: holder.topAnchor),
      content.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
      content.widthAnchor.constraint(equalTo: holder.widthAnchor),
    ]
  }
  var above = content.topAnchor
  for _ in 0..<count {
    let row = View()
    row.translatesAutoresizingMaskIntoConstraints = false
    try! content.addSubview(row)
    constraints += [
      row.topAnchor.constraint(equalTo: above, constant: 8),
      row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      row.heightAnchor.constraint(equalToConstant: 44),
    ]
    above = row.bottomAnchor
  }
  constraints.append(content.bottomAnchor.constraint(equalTo: above, constant: 8))
  try! LayoutConstraint.activate(constraints)
  return window
}

@MainActor func runScrollFormBenchmarks() {
  guard runs("scrollform") else { return }
  let rows = quick ? 500 : 2_000
  let scroll = measure(units: rows, repetitions: 3) {
    let window = scrollForm(rows: rows, inScrollView: true)
    window.layoutIfNeeded()
    blackHole(window)
  }
  let plain = measure(units: rows, repetitions: 3) {
    let window = scrollForm(rows: rows, inScrollView: false)
    window.layoutIfNeeded()
    blackHole(window)
  }
  report(
    "first layout pass, scroll form on content guides", size: grouped(rows) + " rows", time: scroll,
    against: "same rows in a plain view", plain, per: "/row", target: "≤ 1.5x the plain view",
    met: scroll <= 1.5 * plain)
}
