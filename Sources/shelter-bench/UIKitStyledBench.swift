// Rows for UIKit code that styles its views and lays them out outside a window: hosting a
// controller whose rows set colours, layers, text attributes, button configurations and gesture
// recognizers, against hosting the same rows unstyled; and `layoutIfNeeded()` on a view in no
// window, against the same tree laid out in a window. Key for `--only`: uikit.
import Foundation
import Shelter
import ShelterUIKit

/// A list of `rows` rows, each a label and a button pinned in a bordered row view; `styled` adds
/// what app code sets on them that Shelter keeps and draws nowhere.
private final class BenchStyledController: UIViewController {
  let rows: Int
  let styled: Bool

  init(rows: Int, styled: Bool) {
    self.rows = rows
    self.styled = styled
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = addColumn(to: view, below: view.safeAreaLayoutGuide.topAnchor, inset: 16)
    for _ in 0..<rows {
      let row = UIView()
      let label = UILabel()
      let button = UIButton(type: .system)
      for child in [label, button] as [UIView] {
        child.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(child)
      }
      NSLayoutConstraint.activate([
        row.heightAnchor.constraint(equalToConstant: 32),
        label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
        label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        label.heightAnchor.constraint(equalToConstant: 20),
        button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
        button.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
        button.widthAnchor.constraint(equalToConstant: 80),
        button.topAnchor.constraint(equalTo: row.topAnchor),
        button.bottomAnchor.constraint(equalTo: row.bottomAnchor),
      ])
      if styled {
        row.backgroundColor = .secondarySystemBackground
        row.layer.cornerRadius = 8
        row.layer.borderWidth = 1
        row.layer.borderColor = UIColor.separator.cgColor
        row.layer.shadowOpacity = 0.2
        row.addGestureRecognizer(UITapGestureRecognizer { _ in })
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Open"
        configuration.baseBackgroundColor = .systemBlue
        button.configuration = configuration
        button.setTitleColor(.white, for: .normal)
        button.layer.cornerRadius = 6
      }
      stack.addArrangedSubview(row)
    }
  }
}

/// A card of `rows` rows built with a frame: each row 24 tall, 8 in from the sides, 4 apart.
private func makeCard(rows: Int) -> UIView {
  let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: Double(rows) * 28))
  var above: UIView?
  for _ in 0..<rows {
    let row = UIView()
    row.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      row.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      row.heightAnchor.constraint(equalToConstant: 24),
      row.topAnchor.constraint(equalTo: above?.bottomAnchor ?? card.topAnchor, constant: 4),
    ])
    above = row
  }
  return card
}

/// A vertical stack with 4-point spacing added to `view`, its top at `top` and its sides `inset`
/// from the view's: the column both UIKit-spelled benchmarks fill with rows.
func addColumn(to view: UIView, below top: NSLayoutYAxisAnchor, inset: CGFloat) -> UIStackView {
  let stack = UIStackView()
  stack.axis = .vertical
  stack.spacing = 4
  stack.translatesAutoresizingMaskIntoConstraints = false
  view.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.topAnchor.constraint(equalTo: top),
    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset),
    stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -inset),
  ])
  return stack
}

/// The median time of building the view `make` returns and laying it out once with
/// `layoutIfNeeded()`, as a UIKit app or a snapshot test does.
@MainActor func timeLayOut(_ make: () -> UIView) -> Double {
  measure(units: 1) {
    let view = make()
    view.layoutIfNeeded()
    blackHole(view)
  }
}

@MainActor func runUIKitStyledBenchmarks() {
  guard runs("uikit") else { return }
  let rows = 40
  let styled = measure(units: 1) {
    blackHole(ShelterUIKit.host(BenchStyledController(rows: rows, styled: true), on: .iPhone16, .portrait))
  }
  let plain = measure(units: 1) {
    blackHole(ShelterUIKit.host(BenchStyledController(rows: rows, styled: false), on: .iPhone16, .portrait))
  }
  report(
    "host a styled UIKit controller (colours, layers, gestures)", size: "\(rows) rows", time: styled,
    against: "the same rows unstyled", plain, per: "/host", target: "≤ 1.5x the unstyled host",
    met: styled <= 1.5 * plain)

  let cardRows = 200
  let detached = timeLayOut { makeCard(rows: cardRows) }
  let inWindow = timeLayOut {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: Double(cardRows) * 28))
    window.addSubview(makeCard(rows: cardRows))
    window.setNeedsLayout()
    return window
  }
  report(
    "layoutIfNeeded() on a view in no window", size: "\(cardRows) rows", time: detached,
    against: "the same tree in a window", inWindow, per: "/pass", target: "≤ 1.5x the window's pass",
    met: detached <= 1.5 * inWindow)
}
