import ShelterViews

/// **Unsatisfiable constraints**: a layout pass broke a required constraint; the view is the broken
/// constraint's first item, the constraints its mutually exclusive set. Reported every time a pass
/// breaks it.
package enum UnsatisfiableConstraintsRule: LayoutRule {
  package static let about = RuleDescription(
    kind: Violation.Kind(rawValue: "unsatisfiableConstraints"), verb: "unsatisfiable constraints",
    section: "layout-checks",
    summary: "A layout pass could not satisfy every required constraint and broke one.")

  /// The finding for one constraint a layout pass broke.
  static func finding(for constraintBreak: LayoutEngine.ConstraintBreak) -> RuleFinding {
    let broken = constraintBreak.broken
    let view = broken.viewID ?? constraintBreak.conflict.lazy.compactMap(\.viewID).first ?? "window"
    return RuleFinding(
      kind: kind, viewID: view,
      // The set UIKit's log prints: not the rows Shelter adds for itself (`height >= 0`).
      detail: .unsatisfiable(
        broken: broken.name, conflict: constraintBreak.conflict.filter { !$0.isImplicit }.map(\.name)))
  }
}

extension Violation.Kind {
  /// Layout: the step's layout pass could not satisfy every required constraint and broke one.
  public static let unsatisfiableConstraints = UnsatisfiableConstraintsRule.kind
}
