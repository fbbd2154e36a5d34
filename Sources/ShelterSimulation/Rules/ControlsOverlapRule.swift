import ShelterGeometry
import ShelterViews

/// **Controls overlap**: two visible sibling controls (buttons, text inputs) overlap by more than the
/// tolerance on both axes, LayoutTest-iOS's sibling-overlap test restricted to controls.
package enum ControlsOverlapRule: LayoutRule {
  package static let about = RuleDescription(
    kind: Violation.Kind(rawValue: "controlsOverlap"), verb: "overlaps a sibling", section: "layout-checks",
    summary: "Two visible sibling controls overlap.")

  /// The overlapping pairs among one superview's visible controls, LayoutTest-iOS's test (each
  /// pair's frames overlap by more than the tolerance both ways), by a sweep along the axis they
  /// crowd least: sorted by their start on it, each is compared only with those that start before
  /// it ends.
  static func findings(among siblings: [View], rects: [ObjectIdentifier: Rect])
    -> [(key: String, finding: RuleFinding)]
  {
    let tolerance = LayoutChecks.tolerance
    var controls: [(id: String, rect: Rect, order: Int)] = []
    for (order, view) in siblings.enumerated()
    where (view is Button || view is any TextInput) && !view.isHidden && view.alpha > 0.01 {
      guard let id = view.identifier, let rect = rects[ObjectIdentifier(view)] else { continue }
      controls.append((id, rect, order))
    }
    guard controls.count > 1 else { return [] }
    // Sweep along the axis the controls crowd least (the sum of their extents over their span): a
    // column of fields down, a row of buttons across, so each meets only its near neighbours.
    func crowding(_ extent: (Rect) -> (start: Double, end: Double)) -> Double {
      var total = 0.0
      var low = Double.infinity
      var high = -Double.infinity
      for control in controls {
        let (start, end) = extent(control.rect)
        total += end - start
        low = Swift.min(low, start)
        high = Swift.max(high, end)
      }
      return total / Swift.max(high - low, tolerance)
    }
    let across = crowding { ($0.minX, $0.maxX) } < crowding { ($0.minY, $0.maxY) }
    func start(_ rect: Rect) -> Double { across ? rect.minX : rect.minY }
    func end(_ rect: Rect) -> Double { across ? rect.maxX : rect.maxY }
    controls.sort { (start($0.rect), $0.order) < (start($1.rect), $1.order) }
    var found: [(key: String, finding: RuleFinding)] = []
    for i in controls.indices {
      let a = controls[i]
      var j = i + 1
      while j < controls.count, start(controls[j].rect) < end(a.rect) - tolerance {
        let b = controls[j]
        j += 1
        guard a.rect.maxX > b.rect.minX + tolerance, b.rect.maxX > a.rect.minX + tolerance,
          a.rect.maxY > b.rect.minY + tolerance, b.rect.maxY > a.rect.minY + tolerance
        else { continue }
        // Named by the one earlier among the subviews, as the pair is listed in the tree.
        let (first, second) = a.order < b.order ? (a, b) : (b, a)
        found.append(
          (
            "overlap\u{0}" + first.id + "\u{0}" + second.id,
            RuleFinding(
              kind: kind, viewID: first.id,
              detail: .overlaps(other: second.id, frame: first.rect, otherFrame: second.rect))
          ))
      }
    }
    return found
  }
}

extension Violation.Kind {
  /// Layout: two visible sibling controls overlap.
  public static let controlsOverlap = ControlsOverlapRule.kind
}
