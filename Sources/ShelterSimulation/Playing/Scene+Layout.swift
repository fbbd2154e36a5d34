import ShelterFixtures
import ShelterGeometry
import ShelterViews

extension Scene {
  /// Installs every constraint the fixture gives, on the view that holds it in the file (UIKit's
  /// `addConstraint(_:)`); inactive ones are made and kept by id for a later step.
  func installConstraints(views: [View?]) throws(FixtureError) {
    application.userInterfaceLayoutDirection = fixture.layoutDirection
    application.layoutPixelScale = fixture.scale
    var holders: [View] = []
    defer { View.setNeedsLayout(holders) }
    for (index, node) in fixture.nodes.enumerated() where !node.constraints.isEmpty {
      guard let holder = views[index] else { continue }
      holders.append(holder)
      for (position, spec) in node.constraints.enumerated() {
        let e = spec.expression
        guard let first = item(e.first) else {
          throw fixture.constraintFailure(index, position, "no view with id '\(e.first.id)'")
        }
        var second: (any LayoutItem)?
        if let s = e.second {
          guard let resolved = item(s) else {
            throw fixture.constraintFailure(index, position, "no view with id '\(s.id)'")
          }
          second = resolved
        }
        let constraint = LayoutConstraint(
          item: first, attribute: e.first.attribute, relatedBy: e.relation, toItem: second,
          attribute: e.second?.attribute, multiplier: e.multiplier, constant: e.constant,
          priority: LayoutPriority(e.priority))
        constraint.identifier = spec.id
        if let id = spec.id { constraintsByID[id] = constraint }
        guard spec.isActive else { continue }
        do {
          try holder.install(constraint)
        } catch {
          throw fixture.constraintFailure(index, position, error.description)
        }
      }
    }
  }

  /// The view or guide an item of the grammar names.
  private func item(_ item: ConstraintExpression.Item) -> (any LayoutItem)? {
    guard let view = viewsByID[item.id] else { return nil }
    switch item.guide {
    case nil: return view
    case .safeAreaLayoutGuide: return view.safeAreaLayoutGuide
    case .layoutMarginsGuide: return view.layoutMarginsGuide
    case .keyboardLayoutGuide: return view.keyboardLayoutGuide
    }
  }

  /// Runs a layout pass in every window laid out by constraints (and a pending one anywhere), with
  /// each window's size classes, and keeps the constraints it broke for the step's report. A pass
  /// runs even when no constraint changed, as UIKit lays out again when a safe area moves.
  public func layoutConstraints() {
    for window in windows {
      window.sizeClasses = presentationSizeClasses(in: window)
      if window.layoutEngine != nil { window.setNeedsLayout() }
      window.layoutIfNeeded()
    }
    collectConstraintBreaks()
  }

  /// Moves every window's breaks into the scene's list.
  func collectConstraintBreaks() {
    for window in windows { pendingBreaks += window.takeConstraintBreaks() }
  }

  /// The breaks since the last call, oldest first.
  func takeConstraintBreaks() -> [LayoutEngine.ConstraintBreak] {
    collectConstraintBreaks()
    defer { pendingBreaks = [] }
    return pendingBreaks
  }

  /// The ids of views whose frame the constraints leave unfixed, in document order.
  public func ambiguousViewIDs() -> [String] {
    let ambiguous = Set(windows.flatMap(\.lastAmbiguousViews).map(ObjectIdentifier.init))
    guard !ambiguous.isEmpty else { return [] }
    return viewIDs.filter { id in viewsByID[id].map { ambiguous.contains(ObjectIdentifier($0)) } ?? false }
  }
}

extension FixtureNode {
  /// Gives a view its Auto Layout settings.
  func configureLayout(_ view: View) {
    let d = details
    view.translatesAutoresizingMaskIntoConstraints = d.translatesAutoresizingMaskIntoConstraints
    if let size = d.intrinsicContentSize { view.intrinsicContentSize = size }
    view.setContentHuggingPriority(LayoutPriority(d.contentHuggingPriority.horizontal), for: .horizontal)
    view.setContentHuggingPriority(LayoutPriority(d.contentHuggingPriority.vertical), for: .vertical)
    view.setContentCompressionResistancePriority(
      LayoutPriority(d.contentCompressionResistancePriority.horizontal), for: .horizontal)
    view.setContentCompressionResistancePriority(
      LayoutPriority(d.contentCompressionResistancePriority.vertical), for: .vertical)
    if let margins = d.directionalLayoutMargins { view.directionalLayoutMargins = margins }
    view.insetsLayoutMarginsFromSafeArea = d.insetsLayoutMarginsFromSafeArea
    view.preservesSuperviewLayoutMargins = d.preservesSuperviewLayoutMargins
    if d.firstBaseline != nil || d.lastBaseline != nil {
      view.baselineOffsets = (d.firstBaseline, d.lastBaseline)
    }
  }
}
