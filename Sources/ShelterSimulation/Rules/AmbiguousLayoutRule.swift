import ShelterViews

/// **Ambiguous layout**: the constraints leave a view's frame unfixed; reported with the constraints
/// that mention it on the free axis (sizes' implicit `>= 0` rows left out).
package enum AmbiguousLayoutRule: LayoutRule {
  package static let about = RuleDescription(
    kind: Violation.Kind(rawValue: "ambiguousLayout"), verb: "ambiguous layout", section: "layout-checks",
    summary: "A view's frame is not fixed by its constraints.")

  /// Every view of the window whose frame its constraints leave unfixed.
  static func findings(in window: Window) -> [(key: String, finding: RuleFinding)] {
    guard let engine = window.layoutEngine else { return [] }
    let views = engine.ambiguousViews(in: window).filter { $0.identifier != nil }
    guard !views.isEmpty else { return [] }
    return zip(views, engine.constraintsLeavingAmbiguous(views)).map { view, explained in
      let id = view.identifier ?? ""
      // A scroll view's free content size is named as such.
      let content = engine.ambiguousContentAxes(of: view)
      let finding = RuleFinding(
        kind: kind, viewID: id,
        detail: .ambiguous(
          axes: explained.axes.map {
            content.contains($0)
              ? ($0 == .horizontal ? "content width" : "content height")
              : ($0 == .horizontal ? "horizontal" : "vertical")
          },
          constraints: explained.records.filter { !$0.isImplicit }.map(\.name)))
      return ("ambiguous\u{0}" + id, finding)
    }
  }
}

extension Violation.Kind {
  /// Layout: a view's frame is not fixed by its constraints.
  public static let ambiguousLayout = AmbiguousLayoutRule.kind
}
