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
  let stack = addColumn(to: window, below: window.topAnchor, inset: 8)
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
  let overridden = timeLayOut { makeColumn(rows: rows, overriding: true) }
  let given = timeLayOut { makeColumn(rows: rows, overriding: false) }
  report(
    "lay out views whose intrinsicContentSize is an override", size: "\(rows) views", time: overridden,
    against: "the same sizes given to intrinsicSize", given, per: "/pass", target: "≤ 1.2x the given sizes",
    met: overridden <= 1.2 * given)
}
