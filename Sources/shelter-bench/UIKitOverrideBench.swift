// A row for app subclasses that override what UIKit declares in Core Graphics types: laying out a
// column of views whose `intrinsicContentSize` is an override, against the same column with the
// size given to Shelter's settable `intrinsicSize`. Key for `--only`: uikit.
import Foundation
import Shelter
import ShelterUIKit

/// A tag whose override answers its size, as an app's custom view does.
private final class BenchTagView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 72, height: 24) }
}

/// A window holding a vertical stack of `rows` views, each either an overriding tag or a plain
/// view given the same intrinsic size.
private func makeColumn(rows: Int, overriding: Bool) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: Double(rows) * 28))
  let stack = UIStackView()
  stack.axis = .vertical
  stack.spacing = 4
  stack.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.topAnchor.constraint(equalTo: window.topAnchor),
    stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
    stack.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
  ])
  for _ in 0..<rows {
    let view: UIView = overriding ? BenchTagView() : UIView()
    if !overriding { view.intrinsicSize = Size(width: 72, height: 24) }
    stack.addArrangedSubview(view)
  }
  return window
}

@MainActor func runUIKitOverrideBenchmarks() {
  guard runs("uikit") else { return }
  let rows = 200
  let overridden = measure(units: 1) {
    let window = makeColumn(rows: rows, overriding: true)
    window.layoutIfNeeded()
    blackHole(window)
  }
  let given = measure(units: 1) {
    let window = makeColumn(rows: rows, overriding: false)
    window.layoutIfNeeded()
    blackHole(window)
  }
  report(
    Row(
      name: "lay out views whose intrinsicContentSize is an override", size: "\(rows) views",
      time: duration(overridden) + "/pass",
      baseline: "the same sizes given to intrinsicSize " + duration(given) + "/pass",
      ratio: ratio(given, overridden), target: "≤ 1.2x the given sizes", met: overridden <= 1.2 * given))
}
